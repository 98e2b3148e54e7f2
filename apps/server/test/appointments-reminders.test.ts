import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@timeapp/domain/time-zone';
import { appointmentReminders, appointments } from '../src/db/schema.ts';
import { sendDueReminders } from '../src/modules/appointments/reminders.ts';
import {
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  WEDNESDAY,
} from './support/appointments.ts';
import { givenBusiness, openEveryDay, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

describe(`reminder e-mails (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness;
  let used = 0;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' }, [openEveryDay]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  /** A slot of its own for each scenario: the half-hours of a day, Wednesday onwards. */
  const nextSlot = () => {
    const n = used++;
    const minutes = 9 * 60 + 30 * (n % 16);
    return {
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: addDays(WEDNESDAY, Math.floor(n / 16)),
      appointmentTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`,
    };
  };

  /** A customer's appointment, booked a week before (so every reminder is owed), and its start. */
  async function givenAppointment(approve = true) {
    const customer = await givenUser(t.ctx, { firstName: 'Cleo', lastName: 'Customer' });
    const id = await booked(t.app, customer, nextSlot());
    if (approve) expect((await changeStatus(t.app, owner, id, 1)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .update(appointments)
      .set({ createdAt: sql`${appointments.startsAt} - interval '7 days'` })
      .where(eq(appointments.id, id))
      .returning({ startsAt: appointments.startsAt });
    return { id, customer, startsAt: row!.startsAt.getTime() };
  }

  const remindersTo = async (customer: GivenUser) =>
    (await mailsTo(t.ctx, customer.email)).filter((m) => m.subject.includes('Reminder'));

  /** Runs the job with the clock at `ms`. */
  async function runAt(ms: number) {
    t.setNow(new Date(ms).toISOString());
    return sendDueReminders(t.ctx);
  }

  /** Runs `scenario` with the salon's reminders set to `reminders`, then back to the default. */
  async function withChoice(reminders: string, scenario: () => Promise<void>) {
    await choose(reminders);
    try {
      await scenario();
    } finally {
      await choose('24h');
    }
  }

  const setReminders = (user: GivenUser, reminders: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1.1/business/${salon.id}`,
      headers: bearer(user),
      payload: { reminders },
    });

  async function choose(reminders: string) {
    const res = await setReminders(owner, reminders);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reminders).toBe(reminders);
  }

  it('is 24 hours before by default: not a minute earlier, then once', async () => {
    const { customer, startsAt } = await givenAppointment();
    await runAt(startsAt - 24 * HOUR - MINUTE);
    expect(await remindersTo(customer)).toHaveLength(0);
    await runAt(startsAt - 24 * HOUR);
    await runAt(startsAt - 23 * HOUR);
    await runAt(startsAt - 2 * HOUR);
    const sent = await remindersTo(customer);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('TimeApp: Reminder: your appointment on Wed 4 Mar, 9:00 AM');
    expect(sent[0]!.text).toContain('A reminder of your appointment: Haircut, Wed 4 Mar, 9:00 AM.');
    expect(sent[0]!.text.split('Cut Above')).toHaveLength(2);
    expect(sent[0]!.links[0]).toMatch(/\/show-appointment-details\?id=/);
  });

  it('2 hours before when the owner chooses 2 h', async () => {
    await withChoice('2h', async () => {
      const { customer, startsAt } = await givenAppointment();
      await runAt(startsAt - 24 * HOUR);
      await runAt(startsAt - 2 * HOUR - MINUTE);
      expect(await remindersTo(customer)).toHaveLength(0);
      await runAt(startsAt - 2 * HOUR);
      expect(await remindersTo(customer)).toHaveLength(1);
    });
  });

  it('both: one 24 hours before and one 2 hours before', async () => {
    await withChoice('both', async () => {
      const { customer, startsAt } = await givenAppointment();
      await runAt(startsAt - 24 * HOUR);
      expect(await remindersTo(customer)).toHaveLength(1);
      await runAt(startsAt - 3 * HOUR);
      expect(await remindersTo(customer)).toHaveLength(1);
      await runAt(startsAt - 2 * HOUR);
      await runAt(startsAt - HOUR);
      expect(await remindersTo(customer)).toHaveLength(2);
    });
  });

  it('both, found late inside the last 2 hours: only the 2 h one', async () => {
    await withChoice('both', async () => {
      const { id, customer, startsAt } = await givenAppointment();
      await runAt(startsAt - 90 * MINUTE);
      expect(await remindersTo(customer)).toHaveLength(1);
      const kinds = await t.ctx.db
        .select({ kind: appointmentReminders.kind })
        .from(appointmentReminders)
        .where(eq(appointmentReminders.appointmentId, id));
      expect(kinds).toEqual([{ kind: '2h' }]);
    });
  });

  it('none: no reminder', async () => {
    await withChoice('none', async () => {
      const { customer, startsAt } = await givenAppointment();
      await runAt(startsAt - 24 * HOUR);
      await runAt(startsAt - 2 * HOUR);
      expect(await remindersTo(customer)).toHaveLength(0);
    });
  });

  it('never for a cancelled or a still waiting appointment', async () => {
    const cancelled = await givenAppointment();
    t.setNow(MONDAY_MORNING);
    expect((await changeStatus(t.app, owner, cancelled.id, 2, 'Closed')).statusCode).toBe(200);
    const waiting = await givenAppointment(false);
    await runAt(cancelled.startsAt - 12 * HOUR);
    await runAt(waiting.startsAt - 12 * HOUR);
    expect(await remindersTo(cancelled.customer)).toHaveLength(0);
    expect(await remindersTo(waiting.customer)).toHaveLength(0);
  });

  it('after downtime: sent late while the appointment has not started, never after', async () => {
    // No process ran from a day before until it started: no reminder now.
    const missed = await givenAppointment();
    await runAt(missed.startsAt);
    expect(await remindersTo(missed.customer)).toHaveLength(0);
    // No process ran until 3 hours before: the 24 h reminder goes then.
    const late = await givenAppointment();
    await runAt(late.startsAt - 3 * HOUR);
    expect(await remindersTo(late.customer)).toHaveLength(1);
  });

  it('not for a booking made after its reminder time: the booking e-mail just said it', async () => {
    const { id, customer, startsAt } = await givenAppointment();
    await t.ctx.db
      .update(appointments)
      .set({ createdAt: new Date(startsAt - 5 * HOUR) })
      .where(eq(appointments.id, id));
    await runAt(startsAt - 4 * HOUR);
    expect(await remindersTo(customer)).toHaveLength(0);
  });

  it('only the owner sets it, to one of the four choices', async () => {
    const stranger = await givenUser(t.ctx);
    expect((await setReminders(stranger, 'none')).statusCode).toBe(403);
    const wrong = await setReminders(owner, '3h');
    expect(wrong.statusCode).toBe(400);
  });

  it.runIf(engine === 'postgres')(
    'two processes running the job at once send each reminder exactly once',
    async () => {
      const second = await createSecondTestApp(t);
      try {
        const given = [];
        for (let i = 0; i < 6; i++) given.push(await givenAppointment());
        // Before the first of them starts, within 24 hours of the last: all six are due.
        const at = Math.min(...given.map((g) => g.startsAt)) - MINUTE;
        for (const app of [t, second]) app.setNow(new Date(at).toISOString());
        // Six runs at once, three per process, in batches of two: they contend for the rows.
        await Promise.all(
          Array.from({ length: 6 }, (_, i) => sendDueReminders((i % 2 ? second : t).ctx, 2)),
        );
        for (const g of given) expect(await remindersTo(g.customer)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
