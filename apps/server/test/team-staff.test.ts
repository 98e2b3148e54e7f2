import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { linkFrom } from './support/accounts.ts';
import {
  booked,
  changeStatus,
  mailsTo,
  MONDAY,
  MONDAY_MORNING,
  recordAttendance,
} from './support/appointments.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Staff sign-in (docs/product-rules.md 9.8): a member invited by e-mail signs in to their own
// day and appointments, may mark arrival and no-show for them, and sees nothing else.
describe(`staff sign-in (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customer: GivenUser;
  let another: GivenUser;
  let salon: GivenBusiness;
  let aroha: string;
  let ben: string;
  let cut: string;
  let staff: { token: string };
  let arohasBooking: string;
  let bensBooking: string;
  let benAccount: GivenUser;

  const inject = (method: string, url: string, who?: { token: string } | null, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });
  const weekdays = Object.fromEntries(
    ['MO', 'TU', 'WE', 'TH', 'FR'].map((d) => [d, [['09:00', '17:00']]]),
  );
  /** The token of the newest invitation e-mailed to `email`. */
  const invitationTo = async (email: string) =>
    (await linkFrom(t.ctx, email, '/staff/join')).searchParams.get('token')!;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx);
    customer = await givenUser(t.ctx);
    another = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cuba Street Cuts' });
    aroha = expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, owner, {
        name: 'Aroha',
        email: 'aroha.staff@example.test',
        hours: weekdays,
      }),
      201,
    ).data._id;
    ben = expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, owner, { name: 'Ben', hours: weekdays }),
      201,
    ).data._id;
    cut = expectAnswer(
      await inject('POST', `/business/${salon.id}/services`, owner, {
        sectionId: salon.sectionIds[0],
        name: 'Cut',
        durationMinutes: 45,
        memberIds: [aroha, ben],
      }),
      201,
    ).data._id;
  });
  afterAll(() => t.close());

  it('adding a member with an address e-mails them an invitation; the owner sees it sent', async () => {
    const [mail] = await mailsTo(t.ctx, 'aroha.staff@example.test');
    expect(mail!.subject).toBe(mailTexts.staffInviteMailSubject('Cuba Street Cuts', 'TimeApp'));
    expect(mail!.text).toContain(mailTexts.staffInviteMailLine('Cuba Street Cuts', 'Aroha'));
    const team = expectAnswer(await inject('GET', `/business/${salon.id}/team`, owner), 200).data;
    expect(team.map((m: { invitation: string | null }) => m.invitation)).toEqual(['sent', null]);
    const anyone = expectAnswer(await inject('GET', `/business/${salon.id}/team`), 200).data;
    expect(anyone[0]).not.toHaveProperty('invitation');
    // Ben has no address: nothing to invite.
    expectAnswer(
      await inject('POST', `/business/${salon.id}/team/${ben}/invitation`, owner),
      400,
      messages.invitationNeedsEmail,
    );
  });

  it('the invitation makes an account for an address without one, signs it in, and is used once', async () => {
    const token = await invitationTo('aroha.staff@example.test');
    expect(expectAnswer(await inject('GET', `/staff/invitations/${token}`), 200).data).toEqual({
      businessName: 'Cuba Street Cuts',
      memberName: 'Aroha',
      email: 'aroha.staff@example.test',
      hasAccount: false,
    });
    expectAnswer(
      await inject('POST', '/staff/invitations/accept', null, { token }),
      400,
      messages.passwordRequired,
    );
    expectAnswer(
      await inject('POST', '/staff/invitations/accept', null, { token, password: 'Staff@123' }),
      400,
      messages.nameRequired,
    );
    const accepted = expectAnswer(
      await inject('POST', '/staff/invitations/accept', null, {
        token,
        firstName: 'Aroha',
        lastName: 'Ngata',
        password: 'Staff@123',
      }),
      200,
      messages.invitationAccepted,
    ).data;
    expect(accepted.membership).toMatchObject({
      memberId: aroha,
      memberName: 'Aroha',
      businessId: salon.id,
      businessName: 'Cuba Street Cuts',
    });
    expect(accepted.session.user.staffOf).toEqual([salon.id]);
    staff = { token: accepted.session.token };
    // The password chosen signs in from now on; the link does nothing more.
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: 'aroha.staff@example.test', password: 'Staff@123' },
    });
    expect(login.json().user.staffOf).toEqual([salon.id]);
    expectAnswer(
      await inject('POST', '/staff/invitations/accept', null, { token, password: 'Staff@123' }),
      400,
      messages.invitationInvalid,
    );
    const team = expectAnswer(await inject('GET', `/business/${salon.id}/team`, owner), 200).data;
    expect(team[0].invitation).toBe('accepted');
    expect(expectAnswer(await inject('GET', '/staff', staff), 200).data).toEqual([
      expect.objectContaining({ memberId: aroha, businessId: salon.id }),
    ]);
  });

  it("the member sees only their own day's appointments, without the customer's contact details", async () => {
    const at = (time: string, memberId: string) => ({
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: MONDAY,
      appointmentTime: time,
      serviceId: cut,
      memberId,
    });
    arohasBooking = await booked(t.app, customer, at('10:00', aroha));
    bensBooking = await booked(t.app, another, at('10:00', ben));
    const day = expectAnswer(
      await inject('GET', `/staff/appointments?date=${MONDAY}`, staff),
      200,
    ).data;
    expect(day.map((a: { _id: string }) => a._id)).toEqual([arohasBooking]);
    expect(day[0]).toMatchObject({
      member: { _id: aroha, name: 'Aroha' },
      service: { name: 'Cut' },
      user: { firstName: customer.firstName },
      customer: null,
    });
    expectAnswer(await inject('GET', `/appointment/${arohasBooking}`, staff), 200);
    expectAnswer(await inject('GET', `/appointment/${bensBooking}`, staff), 403);
    expectAnswer(await inject('GET', '/staff/appointments?date=28-02-2026', staff), 400);
  });

  it('staff x every action: only reading and marking attendance of their own appointments', async () => {
    expectAnswer(await changeStatus(t.app, owner, arohasBooking, AppointmentStatus.Approved), 200);
    const own = `/appointment/${arohasBooking}`;
    const refused: [string, string, object?][] = [
      ['PUT', own, { status: AppointmentStatus.Cancelled, cancellationReason: 'No' }],
      ['PUT', own, { status: AppointmentStatus.Approved }],
      ['POST', `${own}/reschedule`, { appointmentDate: MONDAY, appointmentTime: '11:00' }],
      ['POST', `${own}/proposal`, { appointmentDate: MONDAY, appointmentTime: '11:00' }],
      ['POST', `${own}/proposal/accept`],
      ['POST', `${own}/proposal/decline`],
      ['POST', `${own}/undo`],
      ['POST', `${own}/note`, { note: 'Hello' }],
      ['POST', `/appointment/${bensBooking}/attendance`, { attendance: 'arrived' }],
      ['GET', `/appointment?businessId=${salon.id}`],
      [
        'POST',
        `/business/${salon.id}/walk-in`,
        {
          sectionId: salon.sectionIds[0],
          appointmentDate: MONDAY,
          appointmentTime: '15:00',
          name: 'Walk In',
          phone: '021 123 4567',
          serviceId: cut,
          memberId: aroha,
        },
      ],
      ['PUT', `/business/${salon.id}`, { name: 'Mine now' }],
      ['POST', `/business/${salon.id}/team`, { name: 'Friend', hours: {} }],
      ['PUT', `/business/${salon.id}/team/${aroha}`, { hours: {} }],
      ['DELETE', `/business/${salon.id}/team/${ben}`],
      ['POST', `/business/${salon.id}/team/${aroha}/invitation`],
      [
        'POST',
        `/business/${salon.id}/services`,
        { sectionId: salon.sectionIds[0], name: 'X', durationMinutes: 30, memberIds: [] },
      ],
      ['PUT', `/business/${salon.id}/services/${cut}`, { priceCents: 0 }],
      ['DELETE', `/business/${salon.id}/services/${cut}`],
    ];
    for (const [method, url, body] of refused) {
      const res = await inject(method, url, staff, body);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
    }
    // Arrival from 15 minutes before the start, on their own appointment.
    t.setNow('2026-03-02T09:50:00+13:00');
    const arrived = expectAnswer(
      await recordAttendance(t.app, staff as GivenUser, arohasBooking, 'arrived'),
      200,
    ).data;
    expect(arrived).toMatchObject({ attendance: 'arrived', customer: null });
    // The owner's audit trail names the member's account, in their part (docs/decisions/047).
    const [entry] = expectAnswer(
      await inject('GET', `/business/${salon.id}/audit?limit=1`, owner),
      200,
    ).data;
    expect(entry).toMatchObject({
      action: 'appointment.attendance',
      actor: { email: 'aroha.staff@example.test', role: 'staff' },
      before: { attendance: null },
      after: { attendance: 'arrived' },
    });
    expectAnswer(await inject('DELETE', `${own}/attendance`, staff), 200);
    t.setNow('2026-03-02T10:05:00+13:00');
    expectAnswer(await recordAttendance(t.app, staff as GivenUser, arohasBooking, 'no-show'), 200);
    t.setNow(MONDAY_MORNING);
  });

  it('an address that has an account: the invitee signs in to it to accept, and no one else can', async () => {
    const existing = (benAccount = await givenUser(t.ctx, { email: 'ben.staff@example.test' }));
    const stranger = await givenUser(t.ctx);
    expectAnswer(
      await inject('PUT', `/business/${salon.id}/team/${ben}`, owner, {
        email: 'ben.staff@example.test',
      }),
      200,
    );
    const token = await invitationTo('ben.staff@example.test');
    expect(
      expectAnswer(await inject('GET', `/staff/invitations/${token}`), 200).data,
    ).toMatchObject({
      hasAccount: true,
    });
    expectAnswer(
      await inject('POST', '/staff/invitations/accept', null, {
        token,
        firstName: 'Not',
        lastName: 'Ben',
        password: 'Taken@123',
      }),
      409,
      messages.invitationSignIn,
    );
    expectAnswer(
      await inject('POST', '/staff/invitations/accept', stranger, { token }),
      403,
      messages.invitationOtherAccount,
    );
    const accepted = expectAnswer(
      await inject('POST', '/staff/invitations/accept', existing, { token }),
      200,
    ).data;
    expect(accepted).toEqual({ membership: expect.objectContaining({ memberId: ben }) });
    const day = expectAnswer(
      await inject('GET', `/staff/appointments?date=${MONDAY}`, existing),
      200,
    ).data;
    expect(day.map((a: { _id: string }) => a._id)).toEqual([bensBooking]);
  });

  it('a new address or removal ends the member’s sign-in; an old or expired invitation is refused', async () => {
    expectAnswer(
      await inject('PUT', `/business/${salon.id}/team/${aroha}`, owner, {
        email: 'aroha.new@example.test',
      }),
      200,
    );
    expect(expectAnswer(await inject('GET', '/staff', staff), 200).data).toEqual([]);
    expect(
      expectAnswer(await inject('GET', `/staff/appointments?date=${MONDAY}`, staff), 200).data,
    ).toEqual([]);
    expectAnswer(await inject('GET', `/appointment/${arohasBooking}`, staff), 403);

    // Sent again: the newer link works, the older does not; after 14 days none does.
    const older = await invitationTo('aroha.new@example.test');
    expectAnswer(
      await inject('POST', `/business/${salon.id}/team/${aroha}/invitation`, owner),
      200,
      messages.invitationSent,
    );
    const newer = await invitationTo('aroha.new@example.test');
    expect(newer).not.toBe(older);
    expectAnswer(await inject('GET', `/staff/invitations/${older}`), 400);
    expectAnswer(await inject('GET', `/staff/invitations/${newer}`), 200);
    t.setNow('2026-03-17T09:00:00+13:00');
    expectAnswer(
      await inject('GET', `/staff/invitations/${newer}`),
      400,
      messages.invitationInvalid,
    );
    t.setNow(MONDAY_MORNING);

    // Removed from the team (once nothing is booked with them): their account signs in to nothing.
    expectAnswer(
      await changeStatus(t.app, owner, bensBooking, AppointmentStatus.Cancelled, 'Ben is away'),
      200,
    );
    expectAnswer(await inject('GET', '/staff', benAccount), 200);
    expectAnswer(await inject('DELETE', `/business/${salon.id}/team/${ben}`, owner), 200);
    expect(expectAnswer(await inject('GET', '/staff', benAccount), 200).data).toEqual([]);
    expectAnswer(await inject('GET', `/appointment/${bensBooking}`, benAccount), 403);
  });
});
