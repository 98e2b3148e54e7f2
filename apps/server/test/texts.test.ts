import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import twilio from 'twilio';
import { gsm7Length } from '@timeapp/domain/sms';
import { addDays } from '@timeapp/domain/time-zone';
import { aRegistration } from '@timeapp/domain/testing';
import { loadConfig } from '../src/config.ts';
import { appointments, textOutbox, textReplies, users } from '../src/db/schema.ts';
import { sendDueReminders } from '../src/modules/appointments/reminders.ts';
import { flushTexts } from '../src/modules/texts/worker.ts';
import {
  book,
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  WEDNESDAY,
} from './support/appointments.ts';
import { givenBusiness, openEveryDay, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import {
  startTwilioStandIn,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  type TwilioStandIn,
} from './support/twilio-stand-in.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const HOUR = 60 * 60_000;
const MINUTE = 60_000;
const PUBLIC = 'http://timeapp.test';
const FROM = '+6498870001';

describe(`texts to customers through the twilio SDK (${engine})`, () => {
  let standIn: TwilioStandIn;
  let env: Record<string, string>;
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness;
  let used = 0;
  let phones = 0;

  beforeAll(async () => {
    standIn = await startTwilioStandIn();
    env = {
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: standIn.url,
    };
    t = await createTestApp(env);
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    // One place a slot, so a cancellation visibly frees the slot.
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Tū Hair & Beauty' }, [
      { ...openEveryDay, appointmentPerSlot: 1 },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));

  const nextSlot = (business = salon) => {
    const n = used++;
    const minutes = 9 * 60 + 30 * (n % 16);
    return {
      businessId: business.id,
      sectionId: business.sectionIds[0]!,
      appointmentDate: addDays(WEDNESDAY, Math.floor(n / 16)),
      appointmentTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`,
    };
  };

  /** A customer with a mobile number, who ticked 'text me' unless told otherwise. */
  async function givenCustomer(consent = true) {
    phones += 1;
    const mobile = `+64215${String(phones).padStart(5, '0')}`;
    const user = await givenUser(t.ctx, {
      firstName: 'Cleo',
      mobileNumber: mobile,
      textsConsentAt: consent ? new Date(MONDAY_MORNING) : null,
    });
    return { ...user, mobile };
  }

  /** An approved appointment, booked a week ahead (so every reminder is owed). */
  async function givenApproved(customer: GivenUser, business = salon, by = owner) {
    t.setNow(MONDAY_MORNING);
    const slot = nextSlot(business);
    const id = await booked(t.app, customer, slot);
    expect((await changeStatus(t.app, by, id, 1)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .update(appointments)
      .set({ createdAt: sql`${appointments.startsAt} - interval '7 days'` })
      .where(eq(appointments.id, id))
      .returning({ startsAt: appointments.startsAt });
    return { id, slot, startsAt: row!.startsAt.getTime() };
  }

  async function at(ms: number, ...apps: TestApp[]) {
    for (const app of apps.length ? apps : [t]) app.setNow(new Date(ms).toISOString());
  }

  /** The reminder job and the text worker, with the clock at `ms`. */
  async function remindAt(ms: number) {
    await at(ms);
    await sendDueReminders(t.ctx);
    await flushTexts(t.ctx);
  }

  const textsTo = (mobile: string, word?: string) =>
    standIn.to(mobile).filter((s) => (word ? s.body.includes(word) : true));

  /** Twilio's POST to one of our webhooks, signed by the SDK's own function. */
  function twilioPosts(path: string, params: Record<string, string>, token = TEST_AUTH_TOKEN) {
    const signature = twilio.getExpectedTwilioSignature(token, `${PUBLIC}/api/v1.1${path}`, params);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1.1${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      },
      payload: new URLSearchParams(params).toString(),
    });
  }

  let replies = 0;
  const reply = (from: string, body: string) => {
    replies += 1;
    return twilioPosts('/texts/incoming', {
      MessageSid: `SMreply${replies}`,
      AccountSid: TEST_ACCOUNT_SID,
      From: from,
      To: FROM,
      Body: body,
      NumSegments: '1',
    });
  };

  const freePlaces = async (slot: ReturnType<typeof nextSlot>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1.1/business/${slot.businessId}/section/${slot.sectionId}/slots?date=${slot.appointmentDate}`,
    });
    const found = (res.json().data.slots as { time: string; free: number }[]).find(
      (s) => s.time === slot.appointmentTime,
    );
    return found!.free;
  };

  const statusOf = async (id: string) => {
    const [row] = await t.ctx.db
      .select({
        status: appointments.status,
        reason: appointments.cancellationReason,
        confirmedByTextAt: appointments.confirmedByTextAt,
      })
      .from(appointments)
      .where(eq(appointments.id, id));
    return row!;
  };

  it('sends the decision and the reminder by text to a customer who agreed, each once', async () => {
    const c = await givenCustomer();
    const { startsAt } = await givenApproved(c);
    // Held while the owner can undo it, as its e-mail is.
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile)).toHaveLength(0);
    await at(new Date(MONDAY_MORNING).getTime() + 11_000);
    await flushTexts(t.ctx);
    const [decision] = textsTo(c.mobile);
    expect(decision!.body).toBe(
      'Tu Hair & Beauty: your appointment Wed 4 Mar, 9:00 AM is confirmed. Reply C to cancel. Reply STOP to stop texts.',
    );
    expect(decision).toMatchObject({
      accountSid: TEST_ACCOUNT_SID,
      from: FROM,
      authorized: true,
      statusCallback: `${PUBLIC}/api/v1.1/texts/status`,
    });
    await remindAt(startsAt - 24 * HOUR - MINUTE);
    expect(textsTo(c.mobile, 'reminder')).toHaveLength(0);
    await remindAt(startsAt - 24 * HOUR);
    await remindAt(startsAt - 23 * HOUR);
    const reminders = textsTo(c.mobile, 'reminder');
    expect(reminders.map((r) => r.body)).toEqual([
      'Tu Hair & Beauty: reminder of your appointment Wed 4 Mar, 9:00 AM. Reply Y to confirm, C to cancel. Reply STOP to stop texts.',
    ]);
    for (const text of textsTo(c.mobile)) expect(gsm7Length(text.body)).toBeLessThanOrEqual(160);
  });

  it('sends no text without the customer’s consent (the e-mail still goes)', async () => {
    const c = await givenCustomer(false);
    const { startsAt } = await givenApproved(c);
    await remindAt(startsAt - 24 * HOUR);
    expect(textsTo(c.mobile)).toHaveLength(0);
    const mails = await mailsTo(t.ctx, c.email);
    expect(mails.filter((m) => m.subject.includes('Reminder'))).toHaveLength(1);
    const queued = await t.ctx.db.select().from(textOutbox).where(eq(textOutbox.to, c.mobile));
    expect(queued).toHaveLength(0);
  });

  it("a reply 'C' cancels the appointment with 'Cancelled by text' and frees its place", async () => {
    const c = await givenCustomer();
    const { id, slot, startsAt } = await givenApproved(c);
    await remindAt(startsAt - 24 * HOUR);
    expect(await freePlaces(slot)).toBe(0);
    const res = await reply(c.mobile, ' c ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/xml/);
    expect(await statusOf(id)).toMatchObject({ status: 2, reason: 'Cancelled by text' });
    expect(await freePlaces(slot)).toBe(1);
    // As any customer's cancellation: the owner is e-mailed, and another customer can book.
    const ownerMails = await mailsTo(t.ctx, owner.email);
    expect(ownerMails.some((m) => m.subject.includes('A customer cancelled'))).toBe(true);
    expect((await book(t.app, await givenCustomer(), slot)).statusCode).toBe(201);
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile, 'Cancelled:').map((s) => s.body)).toEqual([
      'Cancelled: your appointment at Tu Hair & Beauty Wed 4 Mar, 10:00 AM. Reply STOP to stop texts.',
    ]);
    // A second 'C' finds nothing left to cancel.
    await reply(c.mobile, 'C');
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile, 'no upcoming appointment')).toHaveLength(1);
  });

  it("a reply 'Y' marks the appointment confirmed by text, which its owner reads", async () => {
    const c = await givenCustomer();
    const { id, startsAt } = await givenApproved(c);
    await remindAt(startsAt - 24 * HOUR);
    expect((await reply(c.mobile, 'Y')).statusCode).toBe(200);
    const row = await statusOf(id);
    expect(row.status).toBe(1);
    expect(row.confirmedByTextAt).toBeInstanceOf(Date);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1.1/appointment/${id}`,
      headers: bearer(owner),
    });
    expect(seen.json().data.confirmedByText).toBe(true);
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile, 'Thanks')).toHaveLength(1);
  });

  it('STOP stops every text to the number, queued ones too; START resumes them', async () => {
    const c = await givenCustomer();
    const first = await givenApproved(c);
    const second = await givenApproved(c);
    await remindAt(first.startsAt - 24 * HOUR);
    const before = textsTo(c.mobile).length;
    // The owner cancels the first: its text waits out the undo window...
    await at(first.startsAt - 23 * HOUR);
    expect((await changeStatus(t.app, owner, first.id, 2, 'Stylist ill')).statusCode).toBe(200);
    // ...and STOP comes meanwhile: it is not sent, nor is anything after.
    expect((await reply(c.mobile, 'STOP')).statusCode).toBe(200);
    await at(first.startsAt - 22 * HOUR);
    await flushTexts(t.ctx);
    await remindAt(second.startsAt - 24 * HOUR);
    await reply(c.mobile, 'hello?');
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile)).toHaveLength(before);
    // START: a word that texts are back, and the next decision arrives.
    expect((await reply(c.mobile, 'START')).statusCode).toBe(200);
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile, 'texts are back on')).toHaveLength(1);
    expect((await changeStatus(t.app, owner, second.id, 2, 'Closed early')).statusCode).toBe(200);
    await at(second.startsAt - 23 * HOUR + 11_000);
    await flushTexts(t.ctx);
    expect(textsTo(c.mobile, 'cancelled your appointment')).toHaveLength(1);
  });

  it('refuses a forged webhook (403) and changes nothing', async () => {
    const c = await givenCustomer();
    const { id, startsAt } = await givenApproved(c);
    await remindAt(startsAt - 24 * HOUR);
    const sent = standIn.sent.length;
    const params = { MessageSid: 'SMforged1', From: c.mobile, To: FROM, Body: 'C' };
    // Signed with another token; signed for other words; not signed at all.
    const wrongKey = await twilioPosts('/texts/incoming', params, 'not-the-auth-token');
    const signature = twilio.getExpectedTwilioSignature(
      TEST_AUTH_TOKEN,
      `${PUBLIC}/api/v1.1/texts/incoming`,
      { ...params, Body: 'Y' },
    );
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/texts/incoming',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      },
      payload: new URLSearchParams(params).toString(),
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/texts/incoming',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...params, Body: 'STOP' }).toString(),
    });
    for (const res of [wrongKey, tampered, unsigned]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Invalid signature');
    }
    expect(await statusOf(id)).toMatchObject({ status: 1, confirmedByTextAt: null });
    const recorded = await t.ctx.db
      .select()
      .from(textReplies)
      .where(eq(textReplies.providerId, 'SMforged1'));
    expect(recorded).toHaveLength(0);
    await flushTexts(t.ctx);
    expect(standIn.sent.length).toBe(sent);
    // A forged delivery report is refused too.
    const report = await twilioPosts(
      '/texts/status',
      { MessageSid: 'SM1', MessageStatus: 'failed' },
      'not-the-auth-token',
    );
    expect(report.statusCode).toBe(403);
  });

  it("records the provider's delivery report on the text", async () => {
    const c = await givenCustomer();
    const { startsAt } = await givenApproved(c);
    await remindAt(startsAt - 24 * HOUR);
    const [row] = await t.ctx.db
      .select()
      .from(textOutbox)
      .where(sql`${textOutbox.to} = ${c.mobile} and ${textOutbox.kind} = 'reminder'`);
    expect(row!.providerId).toMatch(/^SM/);
    const res = await twilioPosts('/texts/status', {
      MessageSid: row!.providerId!,
      MessageStatus: 'delivered',
      AccountSid: TEST_ACCOUNT_SID,
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(textOutbox).where(eq(textOutbox.id, row!.id));
    expect(after!.deliveryStatus).toBe('delivered');
  });

  it("shows the owner the month's count of texts, and nobody else", async () => {
    const otherOwner = await givenUser(t.ctx);
    const barber = await givenBusiness(t.ctx, otherOwner.id, { name: 'Karori Barbers' }, [
      openEveryDay,
    ]);
    const c = await givenCustomer();
    const { startsAt } = await givenApproved(c, barber, otherOwner);
    await at(new Date(MONDAY_MORNING).getTime() + 11_000);
    await flushTexts(t.ctx);
    await remindAt(startsAt - 24 * HOUR);
    const count = (user: GivenUser | null) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1.1/business/${barber.id}/texts`,
        headers: user ? bearer(user) : {},
      });
    const res = await count(otherOwner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ month: '2026-03', sent: 2 });
    expect((await count(owner)).statusCode).toBe(403);
    expect((await count(null)).statusCode).toBe(401);
  });

  it('takes the consent tick at sign-up and in the profile, with its time', async () => {
    t.setNow(undefined);
    const email = `texts.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/users',
      payload: aRegistration({ email, mobileNumber: '021 555 0199', textsConsent: true }),
    });
    expect(signUp.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.textsConsentAt).toBeInstanceOf(Date);
    const noMobile = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/users',
      payload: aRegistration({ email: `x${email}`, mobileNumber: '', textsConsent: true }),
    });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().message).toBe('Please give a mobile number to get texts');
    const c = await givenCustomer(false);
    const tick = (textsConsent: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1.1/users',
        headers: bearer(c),
        payload: { textsConsent },
      });
    expect((await tick(true)).json().data.textsConsent).toBe(true);
    expect((await tick(false)).json().data.textsConsent).toBe(false);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, c.id));
    expect(after!.textsConsentAt).toBeNull();
  });

  it('refuses to start with half of the TWILIO_* settings', () => {
    for (const NODE_ENV of ['production', 'development'])
      expect(() =>
        loadConfig({
          NODE_ENV,
          JWT_SECRET: 'x'.repeat(40),
          MAIL_TRANSPORT: 'log',
          TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
          TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
        }),
      ).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
  });

  it.runIf(engine === 'postgres')(
    'three processes running the reminder job and the text worker at once send each text once',
    async () => {
      const second = await createSecondTestApp(t, env);
      const third = await createSecondTestApp(t, env);
      try {
        const given = [];
        for (let i = 0; i < 5; i++) {
          const c = await givenCustomer();
          given.push({ c, ...(await givenApproved(c)) });
        }
        const when = Math.min(...given.map((g) => g.startsAt)) - MINUTE;
        await at(when, t, second, third);
        // Each process runs the job (in batches of two, so they contend) and its worker, twice.
        await Promise.all(
          [t, second, third].flatMap((p) => [
            sendDueReminders(p.ctx, 2).then(() => flushTexts(p.ctx)),
            flushTexts(p.ctx)
              .then(() => sendDueReminders(p.ctx, 2))
              .then(() => flushTexts(p.ctx)),
          ]),
        );
        for (const g of given) {
          expect(textsTo(g.c.mobile, 'reminder'), g.c.mobile).toHaveLength(1);
          // The decision, held 10 seconds a week before, went once too.
          expect(textsTo(g.c.mobile, 'is confirmed'), g.c.mobile).toHaveLength(1);
        }
      } finally {
        await second.close();
        await third.close();
      }
    },
  );
});

describe(`texts without TWILIO_* settings (${engine})`, () => {
  let t: TestApp;
  let logged: string[];
  beforeAll(async () => {
    logged = [];
    t = await createTestApp();
    t.ctx.log = {
      info: (obj: object, msg: string) => logged.push(`${msg} ${JSON.stringify(obj)}`),
    } as never;
  });
  afterAll(() => t.close());

  it('the log transport writes the text down, sends nothing, and counts nothing', async () => {
    t.setNow(MONDAY_MORNING);
    const owner = await givenUser(t.ctx);
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Island Bay Nails' }, [
      openEveryDay,
    ]);
    const c = await givenUser(t.ctx, { mobileNumber: '+64215559999', textsConsentAt: new Date() });
    const id = await booked(t.app, c, {
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: WEDNESDAY,
      appointmentTime: '10:00',
    });
    expect((await changeStatus(t.app, owner, id, 1)).statusCode).toBe(200);
    t.setNow(new Date(new Date(MONDAY_MORNING).getTime() + 11_000));
    await flushTexts(t.ctx);
    const [row] = await t.ctx.db.select().from(textOutbox).where(eq(textOutbox.to, '+64215559999'));
    expect(row).toMatchObject({ status: 'sent', providerId: null, kind: 'decision' });
    expect(logged.some((l) => l.includes('text not sent') && l.includes('+64215559999'))).toBe(
      true,
    );
    const count = await t.app.inject({
      method: 'GET',
      url: `/api/v1.1/business/${salon.id}/texts`,
      headers: bearer(owner),
    });
    expect(count.json().data.sent).toBe(0);
    // No provider, no webhooks: nothing to check a signature with.
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/texts/incoming',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: new URLSearchParams({
        MessageSid: 'SM1',
        From: '+64215559999',
        Body: 'C',
      }).toString(),
    });
    expect(webhook.statusCode).toBe(404);
  });
});
