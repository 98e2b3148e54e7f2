import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { zonedInstant } from '@timeapp/domain/time-zone';
import type { AuditEntry } from '@timeapp/domain/audit';
import { billingEvents } from '../src/db/schema.ts';
import { mailsTo } from './support/appointments.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Billing through the real Stripe SDK, offline: a local HTTP server stands in for the few API
// calls the service makes, and webhooks are signed as Stripe signs them.

const tz = 'Pacific/Auckland';
const at = (date: string, time = '10:00') => zonedInstant(date, time, tz)!;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const SECRET = 'whsec_test_local';
const signer = new Stripe('sk_test_local');

type StubCall = { method: string; path: string; form: URLSearchParams };

describe(`billing through Stripe (${engine})`, () => {
  let t: TestApp;
  let stub: Server;
  const calls: StubCall[] = [];
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let customer: GivenUser;
  let eventNo = 0;

  beforeAll(async () => {
    stub = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls.push({ method: req.method!, path: req.url!, form: new URLSearchParams(body) });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/checkout/sessions')
          res.end(
            JSON.stringify({
              id: 'cs_1',
              object: 'checkout.session',
              url: 'https://checkout.stripe.test/cs_1',
            }),
          );
        else if (req.url === '/v1/billing_portal/sessions')
          res.end(
            JSON.stringify({
              id: 'bps_1',
              object: 'billing_portal.session',
              url: 'https://billing.stripe.test/p/1',
            }),
          );
        else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
        }
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_ID: 'price_monthly_2_nzd',
      STRIPE_API_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
    });
    [owner, otherOwner, customer] = await Promise.all([
      givenUser(t.ctx),
      givenUser(t.ctx),
      givenUser(t.ctx),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stub.close(resolve));
  });
  beforeEach(() => {
    calls.length = 0;
  });

  const plan = async (b: GivenBusiness) =>
    expectAnswer(
      await t.app.inject({
        method: 'GET',
        url: `${API}/business/${b.id}/plan`,
        headers: bearer(owner),
      }),
      200,
    ).data;
  const send = (event: object, secret = SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: `${API}/billing/webhook`,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const event = (type: string, created: Date, object: object, id = `evt_${++eventNo}`) => ({
    id,
    object: 'event',
    type,
    created: unix(created),
    data: { object },
  });
  const subscription = (b: GivenBusiness, status: string, extra: object = {}) => ({
    id: `sub_${b.id.slice(0, 8)}`,
    object: 'subscription',
    status,
    customer: `cus_${b.id.slice(0, 8)}`,
    metadata: { businessId: b.id },
    ...extra,
  });
  const invoice = (b: GivenBusiness) => ({
    id: `in_${++eventNo}`,
    object: 'invoice',
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: `sub_${b.id.slice(0, 8)}`,
        metadata: { businessId: b.id },
      },
    },
  });
  /** Registered 1 January 2026: the trial's last day is 31 March. */
  const afterTrial = () => givenBusiness(t.ctx, owner.id, { createdAt: at('2026-01-01') });

  describe('Checkout', () => {
    const checkout = (who: GivenUser | undefined, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/business/${id}/billing/checkout`,
        headers: who ? bearer(who) : {},
      });

    it('opens a subscription whose trial ends with the business trial', async () => {
      t.setNow(at('2026-03-20', '12:00'));
      const b = await givenBusiness(t.ctx, owner.id, { createdAt: at('2026-03-10', '15:30') });
      const answer = expectAnswer(await checkout(owner, b.id), 200);
      expect(answer.data).toEqual({ url: 'https://checkout.stripe.test/cs_1' });
      const [call] = calls;
      expect(call!.path).toBe('/v1/checkout/sessions');
      expect(call!.form.get('mode')).toBe('subscription');
      expect(call!.form.get('line_items[0][price]')).toBe('price_monthly_2_nzd');
      expect(call!.form.get('client_reference_id')).toBe(b.id);
      // The trial's last day is 9 June: it ends at Auckland midnight after it.
      expect(call!.form.get('subscription_data[trial_end]')).toBe(
        String(unix(new Date('2026-06-09T12:00:00Z'))),
      );
    });

    it.each<[string, () => GivenUser | undefined, number, string]>([
      ['a visitor', () => undefined, 401, messages.unauthorized],
      ['a customer', () => customer, 403, messages.forbidden],
      ['another owner', () => otherOwner, 403, messages.forbidden],
    ])('%s may not open it', async (_who, who, status, message) => {
      const b = await givenBusiness(t.ctx, owner.id);
      expectAnswer(await checkout(who(), b.id), status, message);
      expect(calls).toEqual([]);
    });

    it('the portal needs a subscription first', async () => {
      const b = await givenBusiness(t.ctx, owner.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/business/${b.id}/billing/portal`,
        headers: bearer(owner),
      });
      expectAnswer(res, 409, messages.noSubscriptionYet);
    });
  });

  it('subscribe: waiting for payment, then active and listed', async () => {
    const b = await afterTrial();
    t.setNow(at('2026-04-05'));
    expect(await plan(b)).toMatchObject({ state: 'awaiting-payment', nextStep: 'subscribe' });
    const s = subscription(b, 'active');
    expectAnswer(
      await send(
        event('checkout.session.completed', at('2026-04-05', '10:01'), {
          id: 'cs_1',
          object: 'checkout.session',
          client_reference_id: b.id,
          customer: s.customer,
          subscription: s.id,
        }),
      ),
      200,
    );
    expectAnswer(
      await send(event('customer.subscription.created', at('2026-04-05', '10:01'), s)),
      200,
    );
    expect(await plan(b)).toMatchObject({ state: 'active', bookable: true, nextStep: 'none' });

    const portal = await t.app.inject({
      method: 'POST',
      url: `${API}/business/${b.id}/billing/portal`,
      headers: bearer(owner),
    });
    expect(expectAnswer(portal, 200).data.url).toBe('https://billing.stripe.test/p/1');
    expect(calls.at(-1)!.form.get('customer')).toBe(s.customer);
  });

  it('payment failed: listed for 7 days, the owner e-mailed once, then waiting for payment', async () => {
    const name = `Failing Studio ${eventNo}`;
    const b = await givenBusiness(t.ctx, owner.id, { createdAt: at('2026-01-01'), name });
    await send(
      event('customer.subscription.created', at('2026-04-01', '09:00'), subscription(b, 'active')),
    );
    const failed = event('invoice.payment_failed', at('2026-05-01', '09:00'), invoice(b));
    expect(expectAnswer(await send(failed), 200).data).toEqual({ duplicate: false });
    // The same event again: one effect.
    expect(expectAnswer(await send(failed), 200).data).toEqual({ duplicate: true });
    await send(
      event(
        'customer.subscription.updated',
        at('2026-05-01', '09:01'),
        subscription(b, 'past_due'),
      ),
    );

    t.setNow(at('2026-05-07', '23:59'));
    expect(await plan(b)).toMatchObject({
      state: 'active',
      bookable: true,
      nextStep: 'update-card',
      graceLastDay: '2026-05-07',
    });
    t.setNow(at('2026-05-08', '00:00'));
    expect(await plan(b)).toMatchObject({ state: 'awaiting-payment', bookable: false });
    const failedMails = (await mailsTo(t.ctx, owner.email)).filter((m) =>
      m.subject.includes(`payment failed for ${name}`),
    );
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]!.text).toContain('until the end of Thu 7 May');

    // Paid after all: active again.
    await send(event('invoice.paid', at('2026-05-09', '09:00'), invoice(b)));
    t.setNow(at('2026-05-09', '10:00'));
    expect(await plan(b)).toMatchObject({ state: 'active', bookable: true, nextStep: 'none' });

    // The owner's 'Changes' list says how the subscription went, as Stripe reported it; the
    // event sent twice and the update that repeated the status wrote nothing more.
    const audit = await t.app.inject({
      method: 'GET',
      url: `${API}/business/${b.id}/audit`,
      headers: bearer(owner),
    });
    const entries = (expectAnswer(audit, 200).data as AuditEntry[])
      .filter((e) => e.action === 'plan.subscription')
      .reverse();
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ subscriptionStatus: null }, { subscriptionStatus: 'active' }],
      [{ subscriptionStatus: 'active' }, { subscriptionStatus: 'past_due' }],
      [{ subscriptionStatus: 'past_due' }, { subscriptionStatus: 'active' }],
    ]);
    for (const e of entries) expect(e.actor).toEqual({ name: null, email: null, role: 'payments' });
  });

  it('cancelled: active until the period ends, then waiting for payment', async () => {
    const b = await afterTrial();
    await send(
      event('customer.subscription.created', at('2026-04-01', '09:00'), subscription(b, 'active')),
    );
    await send(
      event(
        'customer.subscription.updated',
        at('2026-04-10', '09:00'),
        subscription(b, 'active', { cancel_at_period_end: true }),
      ),
    );
    t.setNow(at('2026-04-20'));
    expect(await plan(b)).toMatchObject({ state: 'active', bookable: true });
    await send(
      event(
        'customer.subscription.deleted',
        at('2026-05-01', '09:00'),
        subscription(b, 'canceled'),
      ),
    );
    t.setNow(at('2026-05-01', '10:00'));
    expect(await plan(b)).toMatchObject({ state: 'awaiting-payment', nextStep: 'subscribe' });
  });

  it('a bad signature: 400 and nothing changes', async () => {
    const b = await afterTrial();
    t.setNow(at('2026-04-05'));
    const forged = event(
      'customer.subscription.created',
      at('2026-04-05'),
      subscription(b, 'active'),
    );
    expectAnswer(await send(forged, 'whsec_wrong'), 400, messages.webhookSignatureInvalid);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${API}/billing/webhook`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expectAnswer(unsigned, 400, messages.webhookSignatureInvalid);
    expect(await plan(b)).toMatchObject({ state: 'awaiting-payment' });
    expect(
      await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, forged.id)),
    ).toEqual([]);
  });

  it('events out of order: the newest decides', async () => {
    const b = await afterTrial();
    await send(
      event('customer.subscription.created', at('2026-04-01', '09:00'), subscription(b, 'active')),
    );
    // Stripe sends the payment's success after its failure, but the failure arrives last.
    await send(event('invoice.paid', at('2026-05-02', '09:00'), invoice(b)));
    await send(
      event(
        'customer.subscription.updated',
        at('2026-05-01', '09:00'),
        subscription(b, 'past_due'),
      ),
    );
    await send(event('invoice.payment_failed', at('2026-05-01', '09:00'), invoice(b)));
    t.setNow(at('2026-05-20'));
    expect(await plan(b)).toMatchObject({ state: 'active', bookable: true, nextStep: 'none' });
  });
});

describe(`without Stripe keys (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('checkout says payments are not set up; the webhook takes nothing', async () => {
    const owner = await givenUser(t.ctx);
    const b = await givenBusiness(t.ctx, owner.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/business/${b.id}/billing/checkout`,
      headers: bearer(owner),
    });
    expectAnswer(res, 409, messages.billingNotSetUp);
    const hook = await t.app.inject({
      method: 'POST',
      url: `${API}/billing/webhook`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectAnswer(hook, 409, messages.billingNotSetUp);
  });
});
