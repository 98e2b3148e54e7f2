import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@timeapp/domain/audit';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { zonedInstant } from '@timeapp/domain/time-zone';
import { flushRefunds, sweepDeposits } from '../src/modules/deposits/workers.ts';
import {
  book,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  recordAttendance,
  TUESDAY,
} from './support/appointments.ts';
import { API, expectAnswer, rowsOf } from './support/business-scenarios.ts';
import {
  givenBusiness,
  openEveryDay,
  type GivenBusiness,
  type SectionOverrides,
} from './support/businesses.ts';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Deposits (DESIGN.md section 14, docs/decisions/056) through the real Stripe SDK, offline: the
// stand-in (support/stripe-stand-in.ts) answers the SDK's calls and signs its events as Stripe
// does, delivering them to this app's webhook. The clock is the app's: holds run out when the
// test says so, and the sweeper and the refund worker run when the test calls them.

const SECRET = 'whsec_connect_test';
const TZ = 'Pacific/Auckland';
const MINUTE = 60_000;
const at = (date: string, time: string) => zonedInstant(date, time, TZ)!;

describe(`deposits (${engine})`, () => {
  let t: TestApp;
  let stand: StripeStandIn;
  let owner: GivenUser;

  const inject = (method: string, url: string, who?: GivenUser | null, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });
  /** Sends a signed event as Stripe would (again, or out of order). */
  const sendEvent = async (event: ReturnType<StripeStandIn['event']>) =>
    (await stand.send(event)) as { statusCode: number; json(): { data: unknown } };

  /** A business whose Stripe account finished onboarding through the stand-in's page. */
  async function readyBusiness(name: string, sections: SectionOverrides[] = [openEveryDay]) {
    const b = await givenBusiness(
      t.ctx,
      owner.id,
      { name, createdAt: new Date(MONDAY_MORNING) },
      sections,
    );
    const { url } = expectAnswer(
      await inject('POST', `/business/${b.id}/deposits/connect`, owner),
      200,
    ).data;
    const agreed = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(agreed.status).toBe(303);
    return b;
  }
  const slot = (b: GivenBusiness, time: string, date = TUESDAY) => ({
    businessId: b.id,
    sectionId: b.sectionIds[0]!,
    appointmentDate: date,
    appointmentTime: time,
  });
  const depositOf = async (appointmentId: string) =>
    (
      await rowsOf<{ id: string; status: string; refund_id: string | null }>(
        t.ctx,
        sql`select id, status, refund_id from deposits where appointment_id = ${appointmentId}`,
      )
    )[0]!;
  /** Books with a deposit; answers the appointment and its checkout session's id. */
  async function bookWithDeposit(customer: GivenUser, body: ReturnType<typeof slot>) {
    const a = expectAnswer(await book(t.app, customer, body), 201).data;
    expect(a.deposit).toMatchObject({ status: 'pending' });
    const session = new URL(a.deposit.checkoutUrl as string).pathname.split('/').pop()!;
    return { id: a._id as string, session, deposit: a.deposit };
  }
  /** Pays on the stand-in's checkout page, as a customer's browser does (a form POST). */
  async function pay(session: string) {
    const res = await fetch(`${stand.url}/pay/${session}`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    return res.headers.get('location');
  }
  /** Past the owner's undo window, then the refund worker, and its `charge.refunded`. */
  async function refundsRun(eventFollows = true) {
    t.setNow(new Date(t.ctx.now().getTime() + 11_000));
    const before = stand.events.length;
    const asked = await flushRefunds(t.ctx);
    if (asked && eventFollows)
      await vi.waitFor(() => expect(stand.events.length).toBeGreaterThan(before));
    return asked;
  }
  const subjects = async (to: string) => (await mailsTo(t.ctx, to)).map((m) => m.text);

  beforeAll(async () => {
    stand = await startStripeStandIn({
      connectWebhookSecret: SECRET,
      deliver: (payload, signature) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/deposits/webhook`,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
    });
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_CONNECT_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stand.url,
    });
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
  });
  afterAll(async () => {
    await t?.close();
    await stand?.close();
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));

  it('connect onboarding through the stand-in: none, onboarding, then ready (account.updated)', async () => {
    const b = await givenBusiness(t.ctx, owner.id, { name: 'Onboarding Salon' });
    const account = () => inject('GET', `/business/${b.id}/deposits`, owner);
    expect(expectAnswer(await account(), 200).data).toEqual({
      businessId: b.id,
      configured: true,
      status: 'none',
    });
    const customer = await givenUser(t.ctx);
    expectAnswer(await inject('GET', `/business/${b.id}/deposits`, customer), 403);
    expectAnswer(await inject('POST', `/business/${b.id}/deposits/connect`, customer), 403);

    const { url } = expectAnswer(
      await inject('POST', `/business/${b.id}/deposits/connect`, owner),
      200,
    ).data;
    const created = stand.calls.find((c) => c.path === '/v1/accounts')!;
    expect(created.form.get('type')).toBe('express');
    expect(created.form.get('country')).toBe('NZ');
    expect(created.form.get('email')).toBe(owner.email);
    expect(created.form.get('metadata[businessId]')).toBe(b.id);
    const link = stand.calls.findLast((c) => c.path === '/v1/account_links')!;
    expect(link.form.get('return_url')).toBe(
      'http://timeapp.test/business-user-profile?deposits=return',
    );
    expect(link.form.get('refresh_url')).toBe(
      'http://timeapp.test/business-user-profile?deposits=refresh',
    );
    expect(expectAnswer(await account(), 200).data.status).toBe('onboarding');

    // The onboarding page works without JavaScript: a form that posts.
    const page = await fetch(url);
    expect(await page.text()).toContain('Agree and continue');
    const agreed = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(agreed.status).toBe(303);
    expect(agreed.headers.get('location')).toBe(
      'http://timeapp.test/business-user-profile?deposits=return',
    );
    const [row] = await rowsOf<{ deposits_ready: boolean }>(
      t.ctx,
      sql`select deposits_ready from businesses where id = ${b.id}`,
    );
    expect(row!.deposits_ready).toBe(true);
    expect(expectAnswer(await account(), 200).data.status).toBe('ready');
    // A second connect makes no second account; the audit trail has the first.
    const accounts = stand.accounts.size;
    expectAnswer(await inject('POST', `/business/${b.id}/deposits/connect`, owner), 200);
    expect(stand.accounts.size).toBe(accounts);
    const audit = expectAnswer(await inject('GET', `/business/${b.id}/audit`, owner), 200).data;
    expect((audit as AuditEntry[]).filter((e) => e.action === 'deposits.connected')).toHaveLength(
      1,
    );
  });

  it('rules on sections and services: a percentage needs a price, any rule a ready account', async () => {
    const notReady = await givenBusiness(t.ctx, owner.id, { name: 'Not Ready Yet' });
    const [section] = expectAnswer(await inject('GET', `/business/${notReady.id}`), 200).data
      .section;
    const edit = (b: GivenBusiness, change: object) =>
      inject('PUT', `/business/${b.id}`, owner, { section: [{ ...section, ...change }] });
    expectAnswer(
      await edit(notReady, { deposit: { kind: 'amount', value: 2000 } }),
      409,
      depositRuleTexts.notReady,
    );
    expectAnswer(
      await edit(notReady, { priceCents: null, deposit: { kind: 'percent', value: 20 } }),
      400,
      `Deposit ${depositRuleTexts.percentNeedsPrice.charAt(0).toLowerCase()}${depositRuleTexts.percentNeedsPrice.slice(1)}`,
    );
    expectAnswer(await edit(notReady, { deposit: { kind: 'percent', value: 120 } }), 400);

    const ready = await readyBusiness('Rules Salon');
    const [own] = expectAnswer(await inject('GET', `/business/${ready.id}`), 200).data.section;
    const withoutDeposit = ({ deposit: _deposit, ...rest }: Record<string, unknown>) => rest;
    const saved = await inject('PUT', `/business/${ready.id}`, owner, {
      section: [{ ...own, priceCents: 5000, deposit: { kind: 'percent', value: 20 } }],
    });
    expect(expectAnswer(saved, 200).data.section[0].deposit).toEqual({
      kind: 'percent',
      value: 20,
    });
    // An edit without it leaves it; clearing the price under it is refused.
    const kept = await inject('PUT', `/business/${ready.id}`, owner, {
      section: [{ ...withoutDeposit(own), priceCents: 5000, description: 'Cut' }],
    });
    expect(expectAnswer(kept, 200).data.section[0].deposit).toEqual({ kind: 'percent', value: 20 });
    const unpriced = await inject('PUT', `/business/${ready.id}`, owner, {
      section: [{ ...withoutDeposit(own), priceCents: null }],
    });
    expectAnswer(unpriced, 400);
    // The public page's answer carries it.
    const page = expectAnswer(await inject('GET', `/business/${ready.id}`), 200).data;
    expect(page.section[0].deposit).toEqual({ kind: 'percent', value: 20 });

    const service = await inject('POST', `/business/${ready.id}/services`, owner, {
      sectionId: own._id,
      name: 'Colour',
      durationMinutes: 60,
      memberIds: [],
      deposit: { kind: 'percent', value: 10 },
    });
    expectAnswer(service, 400);
    const made = await inject('POST', `/business/${ready.id}/services`, owner, {
      sectionId: own._id,
      name: 'Colour',
      durationMinutes: 60,
      priceCents: 12000,
      memberIds: [],
      deposit: { kind: 'amount', value: 3000 },
    });
    expect(expectAnswer(made, 201).data.deposit).toEqual({ kind: 'amount', value: 3000 });
  });

  it('paid: booked with a pending deposit on the connected account; the booking mails go at payment', async () => {
    const b = await readyBusiness('Paid Salon', [
      { ...openEveryDay, priceCents: 8000, depositKind: 'percent', depositValue: 25 },
    ]);
    const customer = await givenUser(t.ctx);
    const { id, session, deposit } = await bookWithDeposit(customer, slot(b, '10:00'));
    expect(deposit).toMatchObject({
      amountCents: 2000,
      payBy: new Date(new Date(MONDAY_MORNING).getTime() + 15 * MINUTE).toISOString(),
      refundedAt: null,
    });
    const { id: depositId } = await depositOf(id);
    const call = stand.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    const accountId = stand.sessions.get(session)!.account;
    expect(call.account).toBe(accountId);
    expect(call.idempotencyKey).toBe(`deposit-checkout-${depositId}`);
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('nzd');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(call.form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Deposit: Paid Salon Haircut',
    );
    expect(call.form.get('payment_intent_data[metadata][depositId]')).toBe(depositId);
    expect(call.form.get('metadata[appointmentId]')).toBe(id);
    expect(call.form.get('client_reference_id')).toBe(depositId);
    expect(call.form.get('customer_email')).toBe(customer.email);
    expect(call.form.get('success_url')).toBe(
      `http://timeapp.test/appointment-booked?id=${id}&deposit=return`,
    );
    // Nobody is e-mailed yet; the customer sees where to pay, the owner does not.
    expect(await mailsTo(t.ctx, customer.email)).toHaveLength(0);
    const mine = expectAnswer(await inject('GET', `/appointment/${id}`, customer), 200).data;
    expect(mine.deposit.checkoutUrl).toBe(`${stand.url}/pay/${session}`);
    const theirs = expectAnswer(await inject('GET', `/appointment/${id}`, owner), 200).data;
    expect(theirs.deposit).toMatchObject({ status: 'pending', amountCents: 2000 });
    expect(theirs.deposit.checkoutUrl).toBeUndefined();

    // The checkout page: the amount and a Pay button, a form that posts.
    const html = await (await fetch(`${stand.url}/pay/${session}`)).text();
    expect(html).toContain('$20.00 NZD');
    expect(html).toContain('width=device-width');
    expect(await pay(session)).toBe(
      `http://timeapp.test/appointment-booked?id=${id}&deposit=return`,
    );
    expect(await depositOf(id)).toMatchObject({ status: 'paid' });
    const paid = expectAnswer(await inject('GET', `/appointment/${id}`, customer), 200).data;
    expect(paid.deposit).toEqual({
      amountCents: 2000,
      status: 'paid',
      payBy: null,
      refundedAt: null,
    });
    // Both events came (checkout.session.completed, payment_intent.succeeded): mailed once.
    const toCustomer = await subjects(customer.email);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toContain(mailTexts.depositPaid('$20'));
    const toOwner = (await mailsTo(t.ctx, owner.email)).filter((m) =>
      m.text.includes('Paid Salon'),
    );
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain(mailTexts.depositPaid('$20'));
  });

  it('unpaid after 15 minutes: the sweeper releases the place exactly once; another customer books it', async () => {
    const b = await readyBusiness('Hold Salon', [
      { ...openEveryDay, appointmentPerSlot: 1, depositKind: 'amount', depositValue: 1500 },
    ]);
    const [first, second] = [await givenUser(t.ctx), await givenUser(t.ctx)];
    const { id, session } = await bookWithDeposit(first, slot(b, '11:00'));
    // The place is held while the customer pays.
    expectAnswer(await book(t.app, second, slot(b, '11:00')), 409, messages.slotFull);

    t.setNow(new Date(new Date(MONDAY_MORNING).getTime() + 15 * MINUTE - 1));
    expect(await sweepDeposits(t.ctx)).toBe(0);
    t.setNow(new Date(new Date(MONDAY_MORNING).getTime() + 15 * MINUTE));
    const swept = await Promise.all([sweepDeposits(t.ctx), sweepDeposits(t.ctx)]);
    expect(swept[0]! + swept[1]! + (await sweepDeposits(t.ctx))).toBe(1);

    expect(await depositOf(id)).toMatchObject({ status: 'released' });
    const a = expectAnswer(await inject('GET', `/appointment/${id}`, first), 200).data;
    expect(a).toMatchObject({
      status: AppointmentStatus.Cancelled,
      cancellationReason: depositRuleTexts.notPaidInTime,
      cancelledBy: 'system',
      deposit: { status: 'released', payBy: null },
    });
    expect(stand.sessions.get(session)!.status).toBe('expired');
    const mails = await subjects(first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(mailTexts.depositReleased);
    expect(
      (await mailsTo(t.ctx, owner.email)).filter((m) => m.text.includes('Hold Salon')),
    ).toEqual([]);
    await bookWithDeposit(second, slot(b, '11:00'));

    // A payment that still comes after the release is refunded: never kept without a place.
    const s = stand.sessions.get(session)!;
    s.status = 'open';
    await stand.pay(session);
    expect(await depositOf(id)).toMatchObject({ status: 'refunding' });
    expect(await refundsRun()).toBe(1);
    expect(await depositOf(id)).toMatchObject({ status: 'refunded' });
    expect((await subjects(first.email))[0]).toContain(mailTexts.depositRefunded('$15'));
  });

  it('checkout.session.expired releases the hold as the sweeper does', async () => {
    const b = await readyBusiness('Expiry Salon', [
      { ...openEveryDay, depositKind: 'amount', depositValue: 1000 },
    ]);
    const customer = await givenUser(t.ctx);
    const { id, session } = await bookWithDeposit(customer, slot(b, '12:00'));
    const s = stand.sessions.get(session)!;
    await sendEvent(
      stand.event(
        'checkout.session.expired',
        { id: session, object: 'checkout.session', metadata: s.metadata, status: 'expired' },
        s.account,
      ),
    );
    expect(await depositOf(id)).toMatchObject({ status: 'released' });
    expect(await sweepDeposits(t.ctx)).toBe(0);
  });

  it('a refund when the customer cancels in time, once, with the idempotency key; none after the window', async () => {
    const b = await readyBusiness('Refund Salon', [
      { ...openEveryDay, depositKind: 'amount', depositValue: 2500 },
    ]);
    const customer = await givenUser(t.ctx);
    const inTime = await bookWithDeposit(customer, slot(b, '10:00'));
    const late = await bookWithDeposit(customer, slot(b, '14:00'));
    await pay(inTime.session);
    await pay(late.session);

    // Tuesday 10:00 is 26 hours away: free cancellation.
    expectAnswer(await changeStatus(t.app, customer, inTime.id, 2, 'Change of plans'), 200);
    const { id: depositId } = await depositOf(inTime.id);
    expect(await depositOf(inTime.id)).toMatchObject({ status: 'refunding' });
    expect((await subjects(customer.email))[0]).toContain(mailTexts.depositWillBeRefunded('$25'));
    expect(await refundsRun()).toBe(1);
    expect(
      stand.refunds.filter((r) => r.idempotencyKey === `deposit-refund-${depositId}`),
    ).toHaveLength(1);
    expect(await depositOf(inTime.id)).toMatchObject({ status: 'refunded' });
    expect(await refundsRun()).toBe(0);
    const refundMails = (await subjects(customer.email)).filter((m) =>
      m.includes(mailTexts.depositRefunded('$25')),
    );
    expect(refundMails).toHaveLength(1);
    // A process that died between Stripe's answer and its write asks again: the same refund.
    await t.ctx.db.execute(
      sql`update deposits set status = 'refunding', refund_id = null where id = ${depositId}`,
    );
    const key = `deposit-refund-${depositId}`;
    const asked = () =>
      stand.calls.filter((c) => c.path === '/v1/refunds' && c.idempotencyKey === key).length;
    const before = asked();
    // (Stripe answers a repeated key with its first answer, and sends no event again.)
    await refundsRun(false);
    expect(asked()).toBe(before + 1);
    expect(stand.refunds.filter((r) => r.idempotencyKey === key)).toHaveLength(1);
    expect(await depositOf(inTime.id)).toMatchObject({ status: 'refunded' });

    // 14:00 less than 24 hours before: late, kept (and a strike).
    t.setNow(at(TUESDAY, '13:00'));
    const cancelled = await changeStatus(t.app, customer, late.id, 2, 'Sick');
    expectAnswer(cancelled, 200, cancellationTexts.cancelledLate);
    expect(await depositOf(late.id)).toMatchObject({ status: 'kept' });
    expect((await subjects(customer.email))[0]).toContain(mailTexts.depositKept('$25'));
    expect(await refundsRun()).toBe(0);
    // The customer may not refund it; the owner may, once.
    expectAnswer(await inject('POST', `/appointment/${late.id}/deposit/refund`, customer), 403);
    const refunded = await inject('POST', `/appointment/${late.id}/deposit/refund`, owner);
    expect(expectAnswer(refunded, 200, depositRuleTexts.refundAsked).data.deposit.status).toBe(
      'refunding',
    );
    expectAnswer(
      await inject('POST', `/appointment/${late.id}/deposit/refund`, owner),
      409,
      depositRuleTexts.notRefundable,
    );
    expect(await refundsRun()).toBe(1);
    expect(await depositOf(late.id)).toMatchObject({ status: 'refunded' });
    const audit = expectAnswer(await inject('GET', `/business/${b.id}/audit`, owner), 200).data;
    expect((audit as AuditEntry[]).map((e) => e.action)).toContain('deposit.refunded');
  });

  it('the owner rejects: refunded', async () => {
    const b = await readyBusiness('Reject Salon', [
      { ...openEveryDay, depositKind: 'amount', depositValue: 1000 },
    ]);
    const customer = await givenUser(t.ctx);
    const { id, session } = await bookWithDeposit(customer, slot(b, '15:00'));
    await pay(session);
    expectAnswer(await changeStatus(t.app, owner, id, 2, 'Fully booked'), 200);
    expect(await depositOf(id)).toMatchObject({ status: 'refunding' });
    expect(await refundsRun()).toBe(1);
    expect(await depositOf(id)).toMatchObject({ status: 'refunded' });
  });

  it("a no-show keeps it, taking the mark back pays it again; an owner's undo takes the refund back; cancelling unpaid releases it", async () => {
    const b = await readyBusiness('Attendance Salon', [
      { ...openEveryDay, depositKind: 'amount', depositValue: 1000 },
    ]);
    const customer = await givenUser(t.ctx);
    const shown = await bookWithDeposit(customer, slot(b, '10:00'));
    await pay(shown.session);
    expectAnswer(await changeStatus(t.app, owner, shown.id, 1), 200);
    t.setNow(at(TUESDAY, '10:01'));
    expectAnswer(await recordAttendance(t.app, owner, shown.id, 'no-show'), 200);
    expect(await depositOf(shown.id)).toMatchObject({ status: 'kept' });
    expectAnswer(await inject('DELETE', `/appointment/${shown.id}/attendance`, owner), 200);
    expect(await depositOf(shown.id)).toMatchObject({ status: 'paid' });

    t.setNow(MONDAY_MORNING);
    const undone = await bookWithDeposit(customer, slot(b, '11:00'));
    await pay(undone.session);
    expectAnswer(await changeStatus(t.app, owner, undone.id, 2, 'Closed that day'), 200);
    expect(await depositOf(undone.id)).toMatchObject({ status: 'refunding' });
    expectAnswer(await inject('POST', `/appointment/${undone.id}/undo`, owner), 200);
    expect(await depositOf(undone.id)).toMatchObject({ status: 'paid' });
    expect(await refundsRun()).toBe(0);

    const unpaid = await bookWithDeposit(customer, slot(b, '12:00'));
    const mails = (await mailsTo(t.ctx, customer.email)).length;
    expectAnswer(await changeStatus(t.app, customer, unpaid.id, 2, 'Changed my mind'), 200);
    expect(await depositOf(unpaid.id)).toMatchObject({ status: 'released' });
    expect(stand.sessions.get(unpaid.session)!.status).toBe('expired');
    // Its booking was never announced; its end is not either.
    expect(await mailsTo(t.ctx, customer.email)).toHaveLength(mails);
  });

  it('events out of order and twice: a refund before ours lands in refunded; the same event once', async () => {
    const b = await readyBusiness('Order Salon', [
      { ...openEveryDay, depositKind: 'amount', depositValue: 1200 },
    ]);
    const customer = await givenUser(t.ctx);
    const { id, session } = await bookWithDeposit(customer, slot(b, '16:00'));
    const s = stand.sessions.get(session)!;
    const completed = stand.event(
      'checkout.session.completed',
      {
        id: session,
        object: 'checkout.session',
        amount_total: 1200,
        metadata: s.metadata,
        client_reference_id: s.clientReferenceId,
        payment_intent: 'pi_test_order',
        payment_status: 'paid',
        status: 'complete',
      },
      s.account,
    );
    expect((await sendEvent(completed)).json().data).toEqual({ duplicate: false });
    expect((await sendEvent(completed)).json().data).toEqual({ duplicate: true });
    expect(await subjects(customer.email)).toHaveLength(1);
    expect(await depositOf(id)).toMatchObject({ status: 'paid' });

    // Refunded on Stripe's dashboard: its event, before any refund of ours.
    await sendEvent(
      stand.event(
        'charge.refunded',
        {
          id: 'ch_test_order',
          object: 'charge',
          amount: 1200,
          amount_refunded: 1200,
          refunded: true,
          payment_intent: 'pi_test_order',
          metadata: {},
        },
        s.account,
      ),
    );
    expect(await depositOf(id)).toMatchObject({ status: 'refunded' });
    expectAnswer(await inject('POST', `/appointment/${id}/deposit/refund`, owner), 409);
    // The payment_intent.succeeded that comes after changes nothing.
    await sendEvent(
      stand.event(
        'payment_intent.succeeded',
        {
          id: 'pi_test_order',
          object: 'payment_intent',
          amount_received: 1200,
          metadata: s.paymentIntentMetadata,
        },
        s.account,
      ),
    );
    expect(await depositOf(id)).toMatchObject({ status: 'refunded' });

    // Another account's event naming this deposit changes nothing.
    const other = await bookWithDeposit(customer, slot(b, '16:30'));
    const o = stand.sessions.get(other.session)!;
    await sendEvent(
      stand.event(
        'checkout.session.completed',
        { ...completed.data.object, id: other.session, metadata: o.metadata },
        'acct_someone_else',
      ),
    );
    expect(await depositOf(other.id)).toMatchObject({ status: 'pending' });
  });

  it('a forged signature: 400, nothing changes', async () => {
    const b = await readyBusiness('Forged Salon', [
      { ...openEveryDay, depositKind: 'amount', depositValue: 1000 },
    ]);
    const customer = await givenUser(t.ctx);
    const { id, session } = await bookWithDeposit(customer, slot(b, '09:00'));
    const s = stand.sessions.get(session)!;
    const event = stand.event(
      'checkout.session.completed',
      { id: session, amount_total: 1000, metadata: s.metadata, payment_status: 'paid' },
      s.account,
    );
    const payload = JSON.stringify(event);
    for (const signature of [stand.sign(payload, 'whsec_wrong'), undefined])
      expectAnswer(
        await t.app.inject({
          method: 'POST',
          url: `${API}/deposits/webhook`,
          headers: {
            'content-type': 'application/json',
            ...(signature && { 'stripe-signature': signature }),
          },
          payload,
        }),
        400,
        messages.webhookSignatureInvalid,
      );
    expect(await depositOf(id)).toMatchObject({ status: 'pending' });
    expect(await rowsOf(t.ctx, sql`select id from deposit_events where id = ${event.id}`)).toEqual(
      [],
    );
  });

  it('Stripe failing: 502 and nothing booked', async () => {
    const b = await readyBusiness('Outage Salon', [
      { ...openEveryDay, appointmentPerSlot: 1, depositKind: 'amount', depositValue: 1000 },
    ]);
    const customer = await givenUser(t.ctx);
    stand.fail('/v1/checkout/sessions', 400);
    try {
      expectAnswer(
        await book(t.app, customer, slot(b, '13:00')),
        502,
        depositRuleTexts.paymentsUnavailable,
      );
    } finally {
      stand.clearFailures();
    }
    expect(
      await rowsOf(t.ctx, sql`select id from appointments where business_id = ${b.id}`),
    ).toEqual([]);
    expect(await mailsTo(t.ctx, customer.email)).toHaveLength(0);
    await bookWithDeposit(customer, slot(b, '13:00'));
  });

  it("strike consequence 'deposit' asks strikeDepositCents of a customer at the limit", async () => {
    const b = await readyBusiness('Strike Salon');
    const policy = (cancellationPolicy: object) =>
      inject('PUT', `/business/${b.id}`, owner, { cancellationPolicy });
    expectAnswer(
      await policy({ consequence: 'deposit' }),
      400,
      'Deposit for customers with strikes must be an amount from $1 to $10,000',
    );
    const saved = await policy({
      consequence: 'deposit',
      strikeDepositCents: 1500,
      strikeLimit: 1,
    });
    expect(expectAnswer(saved, 200).data.cancellationPolicy).toEqual({
      freeHours: 24,
      strikeLimit: 1,
      consequence: 'deposit',
      strikeDepositCents: 1500,
    });
    const [struck, clean] = [await givenUser(t.ctx), await givenUser(t.ctx)];
    const earlier = expectAnswer(await book(t.app, struck, slot(b, '09:30')), 201).data;
    await t.ctx.db
      .execute(sql`insert into customer_strikes (user_id, business_id, appointment_id, kind, at)
      values (${struck.id}, ${b.id}, ${earlier._id}, 'no-show', ${new Date(MONDAY_MORNING).toISOString()}::timestamptz - interval '1 day')`);
    const asked = expectAnswer(await book(t.app, struck, slot(b, '10:30')), 201).data;
    expect(asked.deposit).toMatchObject({ amountCents: 1500, status: 'pending' });
    expect(expectAnswer(await book(t.app, clean, slot(b, '10:30')), 201).data.deposit).toBeNull();

    // Where deposits cannot be taken, the consequence refuses as 'refuse' does.
    await t.ctx.db.execute(sql`update businesses set deposits_ready = false where id = ${b.id}`);
    expectAnswer(
      await book(t.app, struck, slot(b, '11:30')),
      403,
      cancellationTexts.refused('Strike Salon', 1),
    );
  });

  describe.runIf(engine === 'postgres')('racing (PostgreSQL)', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createSecondTestApp(t, {
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_CONNECT_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: stand.url,
      });
    });
    afterAll(() => second?.close());

    it('100 customers with deposits for the last place, on two processes: never overbooked', async () => {
      second.setNow(MONDAY_MORNING);
      const b = await readyBusiness('Race Salon', [
        { ...openEveryDay, appointmentPerSlot: 1, depositKind: 'amount', depositValue: 1000 },
      ]);
      const crowd = await Promise.all(Array.from({ length: 100 }, () => givenUser(t.ctx)));
      const apps = [t.app, second.app];
      const results = await Promise.all(
        crowd.map((c, i) => book(apps[i % 2]!, c, slot(b, '10:00'))),
      );
      const count: Record<number, number> = {};
      for (const r of results) count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
      expect(count).toEqual({ 201: 1, 409: 99 });
      const held = await rowsOf<{ n: number }>(
        t.ctx,
        sql`select count(*)::int as n from appointments a join deposits d on d.appointment_id = a.id
             where a.business_id = ${b.id} and a.status in (0, 1)`,
      );
      expect(Number(held[0]!.n)).toBe(1);
    });

    it('lapsed holds swept by two processes at once are released once each, one e-mail', async () => {
      const b = await readyBusiness('Sweep Salon', [
        { ...openEveryDay, appointmentPerSlot: 1, depositKind: 'amount', depositValue: 1000 },
      ]);
      const customer = await givenUser(t.ctx);
      const { id } = await bookWithDeposit(customer, slot(b, '14:00'));
      const lapsed = new Date(t.ctx.now().getTime() + 15 * MINUTE);
      t.setNow(lapsed);
      second.setNow(lapsed);
      // Holds other tests left pending lapse too: each must be released once in all.
      const pending = async () =>
        Number(
          (
            await rowsOf<{ n: number }>(
              t.ctx,
              sql`select count(*)::int as n from deposits
                   where status = 'pending' and pay_by <= ${lapsed.toISOString()}::timestamptz`,
            )
          )[0]!.n,
        );
      const lapsedHolds = await pending();
      expect(lapsedHolds).toBeGreaterThanOrEqual(1);
      const swept = await Promise.all([
        sweepDeposits(t.ctx),
        sweepDeposits(second.ctx),
        sweepDeposits(t.ctx),
        sweepDeposits(second.ctx),
      ]);
      expect(swept.reduce((a, n) => a + n, 0)).toBe(lapsedHolds);
      expect(await pending()).toBe(0);
      expect(await depositOf(id)).toMatchObject({ status: 'released' });
      const changes = await rowsOf<{ n: number }>(
        t.ctx,
        sql`select count(*)::int as n from appointment_changes
             where appointment_id = ${id} and by = 'system'`,
      );
      expect(Number(changes[0]!.n)).toBe(1);
      expect(await subjects(customer.email)).toEqual([
        expect.stringContaining(mailTexts.depositReleased),
      ]);
    });
  });
});

describe(`deposits without Stripe settings (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says not configured; connect and the webhook say payments are not set up', async () => {
    const owner = await givenUser(t.ctx);
    const b = await givenBusiness(t.ctx, owner.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/business/${b.id}/deposits`,
      headers: bearer(owner),
    });
    expect(expectAnswer(res, 200).data).toEqual({
      businessId: b.id,
      configured: false,
      status: 'none',
    });
    const connect = await t.app.inject({
      method: 'POST',
      url: `${API}/business/${b.id}/deposits/connect`,
      headers: bearer(owner),
    });
    expectAnswer(connect, 409, messages.billingNotSetUp);
    const hook = await t.app.inject({
      method: 'POST',
      url: `${API}/deposits/webhook`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectAnswer(hook, 409, messages.billingNotSetUp);
  });
});
