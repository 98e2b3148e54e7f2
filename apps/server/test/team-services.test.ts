import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import {
  book,
  listAppointments,
  MONDAY,
  MONDAY_MORNING,
  readAppointment,
  TUESDAY,
  mailsTo,
  reschedule,
} from './support/appointments.ts';
import { API, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Team, services and booking a service with a person (docs/product-rules.md 9, the HTTP
// contract of DESIGN.md section 10).
describe(`team and services (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let stranger: GivenUser;
  let alice: GivenUser;
  let bob: GivenUser;
  let carol: GivenUser;
  let salon: GivenBusiness;
  let aroha: string;
  let ben: string;
  let cut: string;
  let colour: string;

  const inject = (method: string, url: string, who?: GivenUser | null, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });
  const weekdays = (from: string, to: string) =>
    Object.fromEntries(['MO', 'TU', 'WE', 'TH', 'FR'].map((d) => [d, [[from, to]]]));

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx);
    stranger = await givenUser(t.ctx);
    alice = await givenUser(t.ctx);
    bob = await givenUser(t.ctx);
    carol = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id);
  });
  afterAll(() => t.close());

  it('the owner adds two members and two services; anyone reads them, the address only the owner', async () => {
    const a = expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, owner, {
        name: 'Aroha',
        email: 'Aroha@Example.test',
        hours: {
          ...weekdays('09:00', '17:00'),
          MO: [
            ['09:00', '12:00'],
            ['13:00', '17:00'],
          ],
        },
      }),
      201,
      messages.memberAdded,
    ).data;
    aroha = a._id;
    expect(a).toMatchObject({ name: 'Aroha', email: 'aroha@example.test', serviceIds: [] });
    ben = expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, owner, {
        name: 'Ben',
        hours: weekdays('09:00', '17:00'),
        daysOff: [TUESDAY],
      }),
      201,
    ).data._id;

    const section = salon.sectionIds[0]!;
    cut = expectAnswer(
      await inject('POST', `/business/${salon.id}/services`, owner, {
        sectionId: section,
        name: 'Cut',
        durationMinutes: 45,
        priceCents: 6500,
        memberIds: [aroha, ben],
      }),
      201,
      messages.serviceAdded,
    ).data._id;
    const c = expectAnswer(
      await inject('POST', `/business/${salon.id}/services`, owner, {
        sectionId: section,
        name: 'Colour',
        durationMinutes: 120,
        bufferAfterMinutes: 15,
        startEvery: 30,
        memberIds: [aroha],
      }),
      201,
    ).data;
    colour = c._id;
    expect(c).toMatchObject({
      sectionId: section,
      durationMinutes: 120,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      startEvery: 30,
      priceCents: null,
      description: '',
      memberIds: [aroha],
    });

    const team = expectAnswer(await inject('GET', `/business/${salon.id}/team`), 200).data;
    expect(team.map((m: { name: string }) => m.name)).toEqual(['Aroha', 'Ben']);
    expect(team[0]).not.toHaveProperty('email');
    expect(team[0].serviceIds.sort()).toEqual([colour, cut].sort());
    expect(team[1]).toMatchObject({ serviceIds: [cut], daysOff: [TUESDAY] });
    const asOwner = expectAnswer(await inject('GET', `/business/${salon.id}/team`, owner), 200);
    expect(asOwner.data[0].email).toBe('aroha@example.test');
    const services = expectAnswer(await inject('GET', `/business/${salon.id}/services`), 200).data;
    expect(services.map((s: { name: string }) => s.name)).toEqual(['Cut', 'Colour']);
  });

  it('only the owner changes the team: 401 signed out, 403 for anyone else; bad input is 400 with its reason', async () => {
    const body = { name: 'Mallory', hours: {} };
    expectAnswer(await inject('POST', `/business/${salon.id}/team`, null, body), 401);
    expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, stranger, body),
      403,
      messages.forbidden,
    );
    expectAnswer(
      await inject('PUT', `/business/${salon.id}/services/${cut}`, stranger, { name: 'Free' }),
      403,
    );
    expectAnswer(await inject('DELETE', `/business/${salon.id}/team/${ben}`, stranger), 403);
    expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, owner, {
        name: 'Late',
        hours: { TH: [['18:00', '09:00']] },
      }),
      400,
      messages.intervalOrder,
    );
    expectAnswer(
      await inject('POST', `/business/${salon.id}/services`, owner, {
        sectionId: salon.sectionIds[0],
        name: 'Odd',
        durationMinutes: 47,
        memberIds: [],
      }),
      400,
      messages.serviceDuration,
    );
    // A member of another business cannot be given a service here.
    const other = await givenBusiness(t.ctx, stranger.id);
    const theirs = expectAnswer(
      await inject('POST', `/business/${other.id}/team`, stranger, { name: 'Eve', hours: {} }),
      201,
    ).data._id;
    expectAnswer(
      await inject('PUT', `/business/${salon.id}/services/${cut}`, owner, {
        memberIds: [aroha, theirs],
      }),
      400,
      messages.serviceNotInBusiness,
    );
    expectAnswer(await inject('GET', `/business/${salon.id}/team/not-an-id`), 404);
  });

  it('availability: starts in steps inside each member’s hours, with who is free, for one day or many', async () => {
    const one = expectAnswer(
      await inject('GET', `/business/${salon.id}/services/${colour}/availability?from=${MONDAY}`),
      200,
    ).data;
    expect(one.timeZone).toBe('Pacific/Auckland');
    // Aroha: 09:00-12:00 and 13:00-17:00 on Mondays; 2 h + 15 min after: 09:00-09:30 fit the
    // morning (09:30 ends 11:45), 13:00-14:30 the afternoon.
    expect(one.days[0].times).toEqual(
      ['09:00', '09:30', '13:00', '13:30', '14:00', '14:30'].map((time) => ({
        time,
        memberIds: [aroha],
      })),
    );
    const week = expectAnswer(
      await inject(
        'GET',
        `/business/${salon.id}/services/${cut}/availability?from=${MONDAY}&days=14`,
      ),
      200,
    ).data;
    expect(week.days).toHaveLength(14);
    // Tuesday: Ben's day off, only Aroha.
    const tuesday = week.days.find((d: { date: string }) => d.date === TUESDAY);
    expect(new Set(tuesday.times.flatMap((x: { memberIds: string[] }) => x.memberIds))).toEqual(
      new Set([aroha]),
    );
    // The section is closed on Sundays whatever the roster.
    expect(week.days[6].times).toEqual([]);
    const onlyBen = expectAnswer(
      await inject(
        'GET',
        `/business/${salon.id}/services/${cut}/availability?from=${MONDAY}&member=${ben}`,
      ),
      200,
    ).data;
    expect(onlyBen.days[0].times[0]).toEqual({ time: '09:00', memberIds: [ben] });
    // What is not there: a member who does not do the service (or no member id at all), a
    // service or a business that does not exist.
    const missing = '7d1f1b0e-3c5a-4b8e-9f2a-5e6d7c8b9a01';
    for (const [path, message] of [
      [
        `${salon.id}/services/${colour}/availability?from=${MONDAY}&member=${ben}`,
        'memberNotFound',
      ],
      [`${salon.id}/services/${cut}/availability?from=${MONDAY}&member=ben`, 'memberNotFound'],
      [
        `${salon.id}/services/${missing}/availability?from=${MONDAY}&member=${ben}`,
        'serviceNotFound',
      ],
      [`${salon.id}/services/not-an-id/availability?from=${MONDAY}`, 'serviceNotFound'],
      [`${missing}/services/${cut}/availability?from=${MONDAY}`, 'businessNotFound'],
    ] as const)
      expectAnswer(await inject('GET', `/business/${path}`), 404, messages[message]);
    expectAnswer(
      await inject(
        'GET',
        `/business/${salon.id}/services/${cut}/availability?from=${MONDAY}&days=63`,
      ),
      400,
    );
  });

  it('a member is never booked twice at once: a colour blocks her for a cut, anyone goes to whoever is free, then 409 member_busy', async () => {
    const body = (over: { serviceId: string; memberId?: string; appointmentTime: string }) => ({
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: MONDAY,
      ...over,
    });
    const first = expectAnswer(
      await book(
        t.app,
        alice,
        body({ serviceId: colour, memberId: aroha, appointmentTime: '09:30' }),
      ),
      201,
      messages.bookingRequested,
    ).data;
    expect(first).toMatchObject({
      memberId: aroha,
      member: { _id: aroha, name: 'Aroha' },
      service: { _id: colour, name: 'Colour', durationMinutes: 120, priceCents: null },
      appointmentTime: '09:30',
      endsAt: '2026-03-02T11:30:00+13:00',
    });
    // Aroha is blocked 09:30-11:45: a cut with her at 10:00 is refused, by name.
    expectAnswer(
      await book(t.app, bob, body({ serviceId: cut, memberId: aroha, appointmentTime: '10:00' })),
      409,
      messages.memberBusy,
    );
    // Anyone at 10:00: Ben.
    const second = expectAnswer(
      await book(t.app, bob, body({ serviceId: cut, appointmentTime: '10:00' })),
      201,
    ).data;
    expect(second.member).toEqual({ _id: ben, name: 'Ben' });
    // Nobody left at 10:00.
    expectAnswer(
      await book(t.app, carol, body({ serviceId: cut, appointmentTime: '10:00' })),
      409,
      messages.memberBusy,
    );
    // Anyone at 13:00: both are free; Ben has 45 booked minutes that day, Aroha 135 (her
    // colour with its clean-up): the fewest minutes wins.
    const third = expectAnswer(
      await book(t.app, carol, body({ serviceId: cut, appointmentTime: '13:00' })),
      201,
    ).data;
    expect(third.member._id).toBe(ben);
    // A time no member could start at is a bad request, not a conflict.
    expectAnswer(
      await book(t.app, carol, body({ serviceId: cut, appointmentTime: '12:10' })),
      400,
      messages.notSlotBoundary,
    );
    expectAnswer(
      await book(
        t.app,
        carol,
        body({ serviceId: colour, memberId: ben, appointmentTime: '14:00' }),
      ),
      400,
      messages.memberDoesNotPerform,
    );
    // Availability no longer offers Aroha from 09:30 to 11:45.
    const after = expectAnswer(
      await inject('GET', `/business/${salon.id}/services/${cut}/availability?from=${MONDAY}`),
      200,
    ).data.days[0].times as { time: string; memberIds: string[] }[];
    const at = (time: string) => after.find((x) => x.time === time)?.memberIds ?? [];
    expect(at('09:00')).toEqual([ben]); // Aroha's 09:00 cut would run into 09:30
    expect(at('10:00')).toEqual([]);
    expect(at('11:45')).toEqual([ben]); // Aroha's would run into her break at 12:00
    expect(at('11:00')).toEqual([ben]);
  });

  it('the appointment, read alone or in the customer’s and the owner’s lists, names the member, the service and its end', async () => {
    const mine = expectAnswer(await listAppointments(t.app, alice), 200).data;
    const colourBooking = mine.find(
      (a: { service?: { _id: string } }) => a.service?._id === colour,
    );
    const expected = {
      memberId: aroha,
      member: { _id: aroha, name: 'Aroha' },
      service: { _id: colour, name: 'Colour', durationMinutes: 120, priceCents: null },
      endsAt: '2026-03-02T11:30:00+13:00',
    };
    expect(colourBooking).toMatchObject(expected);
    expect(
      expectAnswer(await readAppointment(t.app, alice, colourBooking._id), 200).data,
    ).toMatchObject(expected);
    const owners = expectAnswer(
      await listAppointments(t.app, owner, `?businessId=${salon.id}`),
      200,
    ).data;
    expect(owners.find((a: { _id: string }) => a._id === colourBooking._id)).toMatchObject(
      expected,
    );
  });

  it('the e-mails and calendar entries call it "Colour with Aroha" and last the service’s two hours', async () => {
    const [booking] = expectAnswer(await listAppointments(t.app, alice), 200).data.filter(
      (a: { service?: { _id: string } }) => a.service?._id === colour,
    );
    const mail = (await mailsTo(t.ctx, alice.email)).find((m) =>
      m.links.some((l) => l.includes(booking._id)),
    )!;
    expect(mail.text).toContain('Colour with Aroha');
    expect(mail.calendar).toContain('SUMMARY:Colour with Aroha');
    expect(mail.calendar).toMatch(/DTSTART;TZID=Pacific\/Auckland:20260302T093000/);
    expect(mail.calendar).toMatch(/DTEND;TZID=Pacific\/Auckland:20260302T113000/);
    const ics = await t.app.inject({
      method: 'GET',
      url: `${API}/appointment/${booking._id}/calendar`,
      headers: bearer(alice),
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toMatch(/DTEND;TZID=Pacific\/Auckland:20260302T113000/);
    // The download, the owner's decision e-mail and the feed call it the same.
    expect(ics.body).toContain('SUMMARY:Colour with Aroha at ');
    const accepted = await inject('PUT', `/appointment/${booking._id}`, owner, { status: 1 });
    expect(accepted.statusCode).toBe(200);
    const decision = (await mailsTo(t.ctx, alice.email)).filter((m) =>
      m.links.some((l) => l.includes(booking._id)),
    );
    expect(decision.length).toBeGreaterThan(1);
    expect(decision.at(-1)!.calendar).toContain('SUMMARY:Colour with Aroha at ');
  });

  it('a booking by service moves with its member: to a time she is free, not where she is taken, not off her steps', async () => {
    const [booking] = expectAnswer(await listAppointments(t.app, alice), 200).data.filter(
      (a: { service?: { _id: string } }) => a.service?._id === colour,
    );
    const moved = expectAnswer(
      await reschedule(t.app, alice, booking._id, {
        appointmentDate: MONDAY,
        appointmentTime: '14:00',
      }),
      200,
    ).data;
    expect(moved).toMatchObject({
      appointmentTime: '14:00',
      memberId: aroha,
      endsAt: '2026-03-02T16:00:00+13:00',
    });
    // Her morning is free again, her afternoon from 14:00 (with the clean-up) is not.
    const times = async () =>
      expectAnswer(
        await inject(
          'GET',
          `/business/${salon.id}/services/${cut}/availability?from=${MONDAY}&member=${aroha}`,
        ),
        200,
      ).data.days[0].times.map((x: { time: string }) => x.time) as string[];
    const free = await times();
    expect(free).toContain('09:30');
    expect(free).not.toContain('14:30');
    expect(free).toContain('16:15');
    // Someone takes her at 09:00; moving the colour there is refused, and so is a time off her steps.
    const dave = await givenUser(t.ctx);
    expectAnswer(
      await book(t.app, dave, {
        businessId: salon.id,
        sectionId: salon.sectionIds[0]!,
        appointmentDate: MONDAY,
        serviceId: cut,
        memberId: aroha,
        appointmentTime: '09:00',
      }),
      201,
    );
    expectAnswer(
      await reschedule(t.app, alice, booking._id, {
        appointmentDate: MONDAY,
        appointmentTime: '09:00',
      }),
      409,
      messages.memberBusy,
    );
    expectAnswer(
      await reschedule(t.app, alice, booking._id, {
        appointmentDate: MONDAY,
        appointmentTime: '13:10',
      }),
      400,
      messages.notSlotBoundary,
    );
  });

  it('a member with appointments ahead cannot be removed (409); one without can, and leaves the team', async () => {
    expectAnswer(
      await inject('DELETE', `/business/${salon.id}/team/${aroha}`, owner),
      409,
      messages.memberHasAppointments,
    );
    const temp = expectAnswer(
      await inject('POST', `/business/${salon.id}/team`, owner, { name: 'Temp', hours: {} }),
      201,
    ).data._id;
    expectAnswer(
      await inject('DELETE', `/business/${salon.id}/team/${temp}`, owner),
      200,
      messages.memberRemoved,
    );
    const team = expectAnswer(await inject('GET', `/business/${salon.id}/team`), 200).data;
    expect(team.map((m: { _id: string }) => m._id)).not.toContain(temp);
  });

  it('a section with services books by service only; one without books slots as before', async () => {
    const slot = (business: GivenBusiness) => ({
      businessId: business.id,
      sectionId: business.sectionIds[0]!,
      appointmentDate: MONDAY,
      appointmentTime: '16:00',
    });
    expectAnswer(await book(t.app, carol, slot(salon)), 400, messages.bookAService);
    const plain = await givenBusiness(t.ctx, owner.id);
    const data = expectAnswer(await book(t.app, carol, slot(plain)), 201).data;
    expect(data).not.toHaveProperty('memberId');
  });

  it('the owner books a walk-in for a service: with anyone free, approved at once, the start in progress allowed', async () => {
    const walkIn = (over: Record<string, unknown>) =>
      inject('POST', `/business/${salon.id}/walk-in`, owner, {
        sectionId: salon.sectionIds[0],
        appointmentDate: TUESDAY,
        name: 'Wiremu Walker',
        phone: '021 555 0199',
        ...over,
      });
    // Ben is off on Tuesdays: anyone is Aroha.
    const first = expectAnswer(
      await walkIn({ serviceId: cut, appointmentTime: '15:00' }),
      201,
    ).data;
    expect(first).toMatchObject({
      status: AppointmentStatus.Approved,
      member: { _id: aroha, name: 'Aroha' },
      service: { _id: cut, name: 'Cut' },
      walkIn: { name: 'Wiremu Walker' },
    });
    expectAnswer(
      await walkIn({ serviceId: cut, appointmentTime: '15:15' }),
      409,
      messages.memberBusy,
    );
    expectAnswer(await walkIn({ appointmentTime: '16:00' }), 400, messages.bookAService);
    // At 16:05 the 16:00 start is in progress: a walk-in is there now.
    t.setNow('2026-03-03T16:05:00+13:00');
    try {
      expectAnswer(await walkIn({ serviceId: cut, appointmentTime: '16:00' }), 201);
      expectAnswer(
        await walkIn({ serviceId: cut, appointmentTime: '14:00' }),
        400,
        messages.notSlotBoundary,
      );
    } finally {
      t.setNow(MONDAY_MORNING);
    }
    expectAnswer(
      await inject('POST', `/business/${salon.id}/walk-in`, stranger, {
        sectionId: salon.sectionIds[0],
        appointmentDate: TUESDAY,
        appointmentTime: '16:30',
        name: 'X',
        phone: '021 555 0199',
        serviceId: cut,
      }),
      403,
    );
  });

  describe('the database keeps a member’s stretches apart, for the statuses that hold a place', () => {
    let hour = 8;
    for (const [name, status] of Object.entries(AppointmentStatus)) {
      const held = holdsPlace(status);
      it(`${held ? 'refuses' : 'allows'} an overlap with a ${name} appointment`, async () => {
        const time = `${String(hour).padStart(2, '0')}:00`;
        hour += 2;
        const first = await givenAppointment(t.ctx, {
          userId: alice.id,
          businessId: salon.id,
          sectionId: salon.sectionIds[0]!,
          date: '2031-06-03',
          time,
          status,
        });
        const second = await givenAppointment(t.ctx, {
          userId: bob.id,
          businessId: salon.id,
          sectionId: salon.sectionIds[0]!,
          date: '2031-06-03',
          time,
          status: AppointmentStatus.Waiting,
        });
        const hold = (id: string, fromMinute: number) =>
          t.ctx.db.execute(sql`update appointments set member_id = ${ben},
            blocked_from = starts_at + make_interval(mins => ${fromMinute}),
            blocked_to = starts_at + make_interval(mins => ${fromMinute + 45}) where id = ${id}`);
        await hold(first, 0);
        // Back to back is allowed whatever the status.
        await expect(hold(second, 45)).resolves.toBeDefined();
        const overlapping = hold(second, 30);
        if (held) await expect(overlapping).rejects.toThrow();
        else await expect(overlapping).resolves.toBeDefined();
      });
    }
  });
});
