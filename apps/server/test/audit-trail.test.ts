import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@timeapp/domain/audit';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { aBusinessBody, aSectionInput } from '@timeapp/domain/testing';
import { users } from '../src/db/schema.ts';
import { booked, changeStatus, MONDAY_MORNING, TUESDAY } from './support/appointments.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenAuthenticatorApp, givenUser, type GivenUser } from './support/users.ts';

// The audit trail (DESIGN.md section 12, docs/decisions/047-audit-trail.md): every change an
// owner, staff member or operator makes to a business, its sections, services, team, plan and
// appointments: who, what, before and after, when, from which address. Staff attendance is in
// team-staff.test.ts, operator actions in operator-console.test.ts.
describe(`the audit trail (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let customer: GivenUser;
  let operator: GivenUser;
  let businessId: string;
  let sectionId: string;

  const OPERATOR = 'audit.operator@timeapp.test';
  const inject = (method: string, url: string, who?: GivenUser | null, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });
  /** The business's trail as its owner reads it, newest first. */
  const trail = async (): Promise<AuditEntry[]> =>
    expectAnswer(await inject('GET', `/business/${businessId}/audit?limit=100`, owner), 200).data;
  const newest = async () => (await trail())[0]!;

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_EMAILS: OPERATOR });
    t.setNow(MONDAY_MORNING);
    [owner, otherOwner, customer, operator] = await Promise.all([
      givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' }),
      givenUser(t.ctx),
      givenUser(t.ctx),
      givenUser(t.ctx, { email: OPERATOR }),
    ]);
    // The console needs an operator with a passkey or an app (docs/decisions/048).
    await givenAuthenticatorApp(t.ctx, operator.id);
    const created = expectAnswer(
      await inject('POST', '/business', owner, aBusinessBody({ name: 'Audit Salon' })),
      201,
    ).data;
    businessId = created._id;
    sectionId = created.section[0]._id;
  });
  afterAll(() => t.close());

  it('registering the business is the first entry: who, what, when, from where', async () => {
    const [entry, ...rest] = await trail();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor: { name: 'Olivia Owner', email: owner.email, role: 'owner' },
      action: 'business.created',
      businessId,
      businessName: 'Audit Salon',
      subject: 'Audit Salon',
      before: null,
      after: { name: 'Audit Salon', category: '0', sections: 1 },
      address: '127.0.0.1',
    });
    expect(new Date(entry!.at).getTime()).not.toBeNaN();
  });

  it("a change of the business's fields keeps only what changed, before and after", async () => {
    expectAnswer(
      await inject('PUT', `/business/${businessId}`, owner, {
        name: 'Audit Salon & Spa',
        contactNumber: aBusinessBody().contactNumber,
      }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'business.updated',
      subject: 'Audit Salon & Spa',
      before: { name: 'Audit Salon' },
      after: { name: 'Audit Salon & Spa' },
    });
    // Saving the form unchanged records nothing.
    const count = (await trail()).length;
    expectAnswer(
      await inject('PUT', `/business/${businessId}`, owner, { name: 'Audit Salon & Spa' }),
      200,
    );
    expect(await trail()).toHaveLength(count);
  });

  it('sections added, changed and removed are each an entry', async () => {
    expectAnswer(
      await inject('PUT', `/business/${businessId}`, owner, {
        section: [
          aSectionInput({ sectionName: 'Colour', appointmentPerSlot: 1 }),
          { ...aSectionInput({ appointmentPerSlot: 3 }), _id: sectionId },
        ],
      }),
      200,
    );
    // Changes apply in the order sent; new sections are inserted together after them.
    const [added, updated] = await trail();
    expect(updated).toMatchObject({
      action: 'section.updated',
      subject: 'Haircut',
      before: { appointmentPerSlot: 2 },
      after: { appointmentPerSlot: 3 },
    });
    expect(added).toMatchObject({ action: 'section.added', subject: 'Colour', before: null });
    expect(added!.after).toMatchObject({ sectionName: 'Colour', appointmentPerSlot: 1 });

    const business = expectAnswer(await inject('GET', `/business/${businessId}`), 200).data;
    const colour = business.section.find(
      (s: { sectionName: string }) => s.sectionName === 'Colour',
    );
    expectAnswer(
      await inject('PUT', `/business/${businessId}`, owner, {
        section: [{ ...aSectionInput({ sectionName: 'Colour' }), _id: colour._id, __v: 1 }],
      }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'section.removed',
      subject: 'Colour',
      after: null,
      before: { sectionName: 'Colour', appointmentPerSlot: 1 },
    });
  });

  it('team members and services: added, changed, invited, removed', async () => {
    const hours = { MO: [['09:00', '17:00']] };
    const member = expectAnswer(
      await inject('POST', `/business/${businessId}/team`, owner, { name: 'Aroha', hours }),
      201,
    ).data;
    expect(await newest()).toMatchObject({
      action: 'member.added',
      subject: 'Aroha',
      before: null,
      after: { name: 'Aroha', hours, daysOff: [], email: null, services: [] },
    });
    expectAnswer(
      await inject('PUT', `/business/${businessId}/team/${member._id}`, owner, {
        email: 'aroha@audit.test',
      }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'member.updated',
      before: { email: null },
      after: { email: 'aroha@audit.test' },
    });
    expectAnswer(
      await inject('POST', `/business/${businessId}/team/${member._id}/invitation`, owner),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'member.invited',
      subject: 'Aroha',
      after: { email: 'aroha@audit.test' },
    });

    const service = expectAnswer(
      await inject('POST', `/business/${businessId}/services`, owner, {
        sectionId,
        name: 'Cut',
        durationMinutes: 45,
        memberIds: [member._id],
      }),
      201,
    ).data;
    expect(await newest()).toMatchObject({
      action: 'service.added',
      subject: 'Cut',
      after: { name: 'Cut', durationMinutes: 45, members: ['Aroha'] },
    });
    expectAnswer(
      await inject('PUT', `/business/${businessId}/services/${service._id}`, owner, {
        durationMinutes: 60,
      }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'service.updated',
      before: { durationMinutes: 45 },
      after: { durationMinutes: 60 },
    });
    expectAnswer(
      await inject('DELETE', `/business/${businessId}/services/${service._id}`, owner),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'service.removed',
      subject: 'Cut',
      after: null,
    });
    expectAnswer(await inject('DELETE', `/business/${businessId}/team/${member._id}`, owner), 200);
    expect(await newest()).toMatchObject({
      action: 'member.removed',
      subject: 'Aroha',
      before: { name: 'Aroha', email: 'aroha@audit.test' },
      after: null,
    });
  });

  it("the owner's decisions, proposals, notes, undo, attendance and walk-ins are recorded; the customer's own changes are not", async () => {
    const slot = (time: string) => ({
      businessId,
      sectionId,
      appointmentDate: TUESDAY,
      appointmentTime: time,
    });
    const before = (await trail()).length;
    const id = await booked(t.app, customer, slot('10:00'));
    expect(await trail()).toHaveLength(before);

    expectAnswer(await changeStatus(t.app, owner, id, AppointmentStatus.Approved), 200);
    expect(await newest()).toMatchObject({
      action: 'appointment.decided',
      subject: 'Haircut, Tue 3 Mar, 10:00 AM',
      before: { status: AppointmentStatus.Waiting },
      after: { status: AppointmentStatus.Approved },
    });
    expectAnswer(await inject('POST', `/appointment/${id}/undo`, owner), 200);
    expect(await newest()).toMatchObject({
      action: 'appointment.undone',
      before: { status: AppointmentStatus.Approved },
      after: { status: AppointmentStatus.Waiting },
    });
    expectAnswer(
      await inject('POST', `/appointment/${id}/proposal`, owner, {
        appointmentDate: TUESDAY,
        appointmentTime: '11:00',
      }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'appointment.proposed',
      after: { appointmentDate: TUESDAY, appointmentTime: '11:00' },
    });
    expectAnswer(
      await inject('POST', `/appointment/${id}/note`, owner, { note: 'Bring your own towel' }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'appointment.noted',
      after: { note: 'Bring your own towel' },
    });

    expectAnswer(await changeStatus(t.app, owner, id, AppointmentStatus.Approved), 200);
    t.setNow('2026-03-03T09:50:00+13:00');
    expectAnswer(
      await inject('POST', `/appointment/${id}/attendance`, owner, { attendance: 'arrived' }),
      200,
    );
    expect(await newest()).toMatchObject({
      action: 'appointment.attendance',
      before: { attendance: null },
      after: { attendance: 'arrived' },
    });
    expectAnswer(
      await inject('POST', `/business/${businessId}/walk-in`, owner, {
        sectionId,
        appointmentDate: TUESDAY,
        appointmentTime: '14:00',
        name: 'Wiremu Walker',
        phone: '021 555 0199',
      }),
      201,
    );
    expect(await newest()).toMatchObject({
      action: 'appointment.walkIn',
      after: { name: 'Wiremu Walker', appointmentDate: TUESDAY, appointmentTime: '14:00' },
    });
    t.setNow(MONDAY_MORNING);

    // The customer cancels their own booking: the appointment's history, not the trail.
    const count = (await trail()).length;
    const own = await booked(t.app, customer, slot('15:00'));
    expectAnswer(
      await changeStatus(t.app, customer, own, AppointmentStatus.Cancelled, 'Sick'),
      200,
    );
    expect(await trail()).toHaveLength(count);
  });

  it('only its owner reads a business trail; an operator reads every business and action', async () => {
    const url = `/business/${businessId}/audit`;
    expectAnswer(await inject('GET', url), 401, messages.unauthorized);
    expectAnswer(await inject('GET', url, customer), 403);
    expectAnswer(await inject('GET', url, otherOwner), 403);
    expectAnswer(await inject('GET', url, operator), 403);
    expectAnswer(await inject('GET', '/business/not-an-id/audit', owner), 404);
    expectAnswer(await inject('GET', '/operator/audit', owner), 403, messages.operatorsOnly);

    const all: AuditEntry[] = expectAnswer(
      await inject('GET', '/operator/audit?limit=100', operator),
      200,
    ).data;
    const mine = await trail();
    expect(all.filter((e) => e.businessId === businessId).map((e) => e._id)).toEqual(
      mine.map((e) => e._id),
    );
  });

  it("pages follow one another without a gap or a repeat, as 'More' reads them", async () => {
    const whole = (await trail()).map((e) => e._id);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const q: string = next ? `&before=${next}` : '';
      const page = expectAnswer(
        await inject('GET', `/business/${businessId}/audit?limit=3${q}`, owner),
        200,
      );
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.map((e: AuditEntry) => e._id));
      next = page.next;
    } while (next);
    expect(seen).toEqual(whole);
    expect(whole.length).toBeGreaterThan(10);
  });

  it('an entry outlives its author: a deleted account shows no name', async () => {
    const member = await givenUser(t.ctx);
    const theirs = expectAnswer(
      await inject('POST', '/business', member, aBusinessBody({ name: 'Short-lived' })),
      201,
    ).data;
    await t.ctx.db.delete(users).where(eq(users.id, member.id));
    const all: AuditEntry[] = expectAnswer(
      await inject('GET', '/operator/audit?limit=100', operator),
      200,
    ).data;
    expect(all.find((e) => e.businessId === theirs._id)).toMatchObject({
      action: 'business.created',
      actor: { name: null, email: null, role: 'owner' },
      subject: 'Short-lived',
    });
  });
});
