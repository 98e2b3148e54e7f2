import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

// A local stand-in for the part of Stripe that deposits use (docs/decisions/056-deposits.md):
// Connect Express accounts and their onboarding links, Checkout Sessions on a connected account,
// their expiry, and refunds. It answers what the real `stripe` SDK sends (form-encoded bodies,
// the `Stripe-Account` and `Idempotency-Key` headers) with objects shaped as Stripe's, and
// serves two plain HTML pages in place of Stripe's own: onboarding ("Agree and continue") and
// checkout ("Pay"), each a form POST that works without JavaScript. Events are signed as Stripe
// signs them (`webhooks.generateTestHeaderString`) and sent to `webhookUrl`, or to `deliver`.
//
// The server tests import `startStripeStandIn`; the browser test runs it as a process:
//   node --import tsx apps/server/test/support/stripe-stand-in.ts --port 4010 \
//     --webhook http://127.0.0.1:3000/api/v1.1/deposits/webhook --secret whsec_...

/** One API call as the stand-in received it. */
export type StripeCall = {
  method: string;
  path: string;
  /** The form body, as sent (`metadata[depositId]`, `line_items[0][quantity]`, ...). */
  form: URLSearchParams;
  /** The `Stripe-Account` header: the connected account the call acts on. */
  account: string | null;
  idempotencyKey: string | null;
};

export type StandInAccount = {
  id: string;
  email: string | null;
  country: string;
  metadata: Record<string, string>;
  chargesEnabled: boolean;
};

export type StandInSession = {
  id: string;
  account: string | null;
  amount: number;
  currency: string;
  name: string;
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntent: string | null;
  url: string;
  createdAt: number;
};

export type StandInRefund = {
  id: string;
  account: string | null;
  paymentIntent: string;
  charge: string;
  amount: number;
  idempotencyKey: string | null;
};

/** An event as sent (or to be sent) to the webhook. */
export type StandInEvent = {
  id: string;
  object: 'event';
  type: string;
  account?: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
};

export type StripeStandInOptions = {
  /** Where signed events are POSTed (Stripe's "webhook endpoint"). */
  webhookUrl?: string;
  /** Instead of (or without) a URL: how an event reaches the server under test (app.inject). */
  deliver?: (payload: string, signature: string) => Promise<unknown>;
  /** The Connect endpoint's signing secret (`STRIPE_CONNECT_WEBHOOK_SECRET`). */
  connectWebhookSecret: string;
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
};

export type StripeStandIn = {
  /** Its base URL: `STRIPE_API_URL`. */
  url: string;
  calls: StripeCall[];
  accounts: Map<string, StandInAccount>;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** Every event it sent, in order. */
  events: StandInEvent[];
  /** Pays a session as the checkout page's "Pay" does: paid, and both events sent. */
  pay(sessionId: string): Promise<void>;
  /** Completes an account's onboarding as the onboarding page does: ready, `account.updated` sent. */
  completeOnboarding(accountId: string): Promise<void>;
  /** An event shaped as Stripe's, not sent: for tests that send events themselves. */
  event(type: string, object: Record<string, unknown>, account?: string | null): StandInEvent;
  /** Signs and sends an event (again, or out of order); the webhook's answer when delivered. */
  send(event: StandInEvent): Promise<unknown>;
  /** The signature header Stripe would send with this payload. */
  sign(payload: string, secret?: string): string;
  /** Answers the calls whose path starts with `path` with this HTTP status until cleared. */
  fail(path: string, status?: number): void;
  clearFailures(): void;
  /** Forgets the calls, sessions, refunds and events (accounts stay). */
  reset(): void;
  close(): Promise<void>;
};

const API_VERSION = '2026-10-28.endive';
const signer = new Stripe('sk_test_stand_in');

/** `a[b][0][c]=1` form fields into nested objects (arrays as objects keyed by index). */
function nested(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const parts = key.replace(/\]/g, '').split('[');
    let at: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] = value;
      else {
        at[part] ??= {};
        at = at[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const strings = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? (v as Record<string, string>) : {};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px 16px; color: #1a1a1a; }
main { max-width: 420px; margin: 0 auto; }
h1 { font-size: 1.25rem; }
.amount { font-size: 2rem; font-weight: 600; margin: 8px 0 24px; }
button { width: 100%; min-height: 48px; font-size: 1rem; border: 0; border-radius: 6px;
  background: #635bff; color: #fff; cursor: pointer; }
p.note { color: #555; font-size: 0.875rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const accounts = new Map<string, StandInAccount>();
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const events: StandInEvent[] = [];
  /** Idempotency: the same key (per account) gets the same answer, as Stripe gives it. */
  const replies = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();
  const returnUrls = new Map<string, { returnUrl: string; refreshUrl: string }>();
  let counter = 0;
  let base = '';
  const next = (prefix: string) => `${prefix}_test_${(++counter).toString(36).padStart(8, '0')}`;
  const unixNow = () => Math.floor(Date.now() / 1000);

  const sign = (payload: string, secret = options.connectWebhookSecret) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });

  const event = (
    type: string,
    object: Record<string, unknown>,
    account?: string | null,
  ): StandInEvent => ({
    id: next('evt'),
    object: 'event',
    type,
    ...(account ? { account } : {}),
    api_version: API_VERSION,
    created: unixNow(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });

  const send = async (e: StandInEvent): Promise<unknown> => {
    events.push(e);
    const payload = JSON.stringify(e);
    const signature = sign(payload);
    if (options.deliver) return options.deliver(payload, signature);
    if (!options.webhookUrl) return undefined;
    try {
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: await res.text() };
    } catch (error) {
      // Stripe retries later; the stand-in only says so.
      console.warn(`stripe stand-in: could not deliver ${e.type}: ${String(error)}`);
      return undefined;
    }
  };

  const accountObject = (a: StandInAccount) => ({
    id: a.id,
    object: 'account',
    type: 'express',
    country: a.country,
    email: a.email,
    metadata: a.metadata,
    charges_enabled: a.chargesEnabled,
    payouts_enabled: a.chargesEnabled,
    details_submitted: a.chargesEnabled,
    default_currency: 'nzd',
    created: unixNow(),
  });

  const sessionObject = (s: StandInSession) => ({
    id: s.id,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: s.amount,
    amount_subtotal: s.amount,
    currency: s.currency,
    client_reference_id: s.clientReferenceId,
    customer_email: s.customerEmail,
    metadata: s.metadata,
    payment_intent: s.paymentIntent,
    payment_status: s.paymentStatus,
    status: s.status,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    url: s.status === 'open' ? s.url : null,
    created: s.createdAt,
    expires_at: s.createdAt + 24 * 3600,
    livemode: false,
  });

  const chargeOf = (pi: string) => `ch_${pi.slice(3)}`;

  const paymentIntentObject = (s: StandInSession) => ({
    id: s.paymentIntent,
    object: 'payment_intent',
    amount: s.amount,
    amount_received: s.amount,
    currency: s.currency,
    status: 'succeeded',
    metadata: s.paymentIntentMetadata,
    latest_charge: chargeOf(s.paymentIntent!),
    livemode: false,
    created: unixNow(),
  });

  const sessionOfIntent = (pi: string) =>
    [...sessions.values()].find((s) => s.paymentIntent === pi);

  async function pay(sessionId: string) {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`stripe stand-in: no session ${sessionId}`);
    if (s.paymentStatus === 'paid') return;
    if (s.status !== 'open')
      throw new Error(`stripe stand-in: session ${sessionId} is ${s.status}`);
    s.status = 'complete';
    s.paymentStatus = 'paid';
    s.paymentIntent = next('pi');
    await send(event('checkout.session.completed', sessionObject(s), s.account));
    await send(event('payment_intent.succeeded', paymentIntentObject(s), s.account));
  }

  async function completeOnboarding(accountId: string) {
    const a = accounts.get(accountId);
    if (!a) throw new Error(`stripe stand-in: no account ${accountId}`);
    a.chargesEnabled = true;
    await send(event('account.updated', accountObject(a), a.id));
  }

  /** One API call: the answer's status and body. */
  async function api(
    method: string,
    path: string,
    params: Record<string, unknown>,
    account: string | null,
    idempotencyKey: string | null,
  ): Promise<{ status: number; body: unknown }> {
    const notFound = (what: string) => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}`,
        },
      },
    });
    const invalid = (message: string, param?: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message, param } },
    });

    if (method === 'POST' && path === '/v1/accounts') {
      const a: StandInAccount = {
        id: next('acct'),
        email: (params.email as string) ?? null,
        country: (params.country as string) ?? 'NZ',
        metadata: strings(params.metadata),
        chargesEnabled: false,
      };
      if (params.type !== 'express') return invalid('Only express accounts here', 'type');
      accounts.set(a.id, a);
      return { status: 200, body: accountObject(a) };
    }
    let m = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    if (method === 'GET' && m) {
      const a = accounts.get(m[1]!);
      return a ? { status: 200, body: accountObject(a) } : notFound(`account: '${m[1]}'`);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const a = accounts.get(params.account as string);
      if (!a) return notFound(`account: '${String(params.account)}'`);
      if (!params.return_url || !params.refresh_url)
        return invalid('return_url and refresh_url are required');
      returnUrls.set(a.id, {
        returnUrl: params.return_url as string,
        refreshUrl: params.refresh_url as string,
      });
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: unixNow(),
          expires_at: unixNow() + 300,
          url: `${base}/onboard/${a.id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (account && !accounts.has(account)) return notFound(`account: '${account}'`);
      const item = strings((params.line_items as Record<string, unknown>)?.['0']) as Record<
        string,
        unknown
      >;
      const priceData = (item.price_data ?? {}) as Record<string, unknown>;
      const amount = Number(priceData.unit_amount) * Number(item.quantity ?? 1);
      if (!Number.isInteger(amount) || amount <= 0)
        return invalid('line_items[0][price_data][unit_amount] is required');
      if (!params.success_url) return invalid('success_url is required', 'success_url');
      const id = next('cs');
      const s: StandInSession = {
        id,
        account,
        amount,
        currency: (priceData.currency as string) ?? 'nzd',
        name: ((priceData.product_data as Record<string, string>)?.name as string) ?? 'Payment',
        successUrl: params.success_url as string,
        cancelUrl: (params.cancel_url as string) ?? null,
        clientReferenceId: (params.client_reference_id as string) ?? null,
        customerEmail: (params.customer_email as string) ?? null,
        metadata: strings(params.metadata),
        paymentIntentMetadata: strings(
          (params.payment_intent_data as Record<string, unknown>)?.metadata,
        ),
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntent: null,
        url: `${base}/pay/${id}`,
        createdAt: unixNow(),
      };
      sessions.set(id, s);
      return { status: 200, body: sessionObject(s) };
    }
    m = /^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/.exec(path);
    if (m) {
      const s = sessions.get(m[1]!);
      if (!s || s.account !== account) return notFound(`checkout.session: '${m[1]}'`);
      if (method === 'GET' && !m[2]) return { status: 200, body: sessionObject(s) };
      if (method === 'POST' && m[2]) {
        if (s.status !== 'open')
          return invalid(`This Checkout Session is ${s.status} and cannot be expired.`);
        s.status = 'expired';
        return { status: 200, body: sessionObject(s) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = params.payment_intent as string;
      const s = pi ? sessionOfIntent(pi) : undefined;
      if (!s || s.account !== account) return notFound(`payment_intent: '${pi}'`);
      const refund: StandInRefund = {
        id: next('re'),
        account,
        paymentIntent: pi,
        charge: chargeOf(pi),
        amount: params.amount ? Number(params.amount) : s.amount,
        idempotencyKey,
      };
      refunds.push(refund);
      const body = {
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        currency: s.currency,
        charge: refund.charge,
        payment_intent: pi,
        status: 'succeeded',
        metadata: strings(params.metadata),
        created: unixNow(),
      };
      // Stripe sends the refund's events after answering.
      setImmediate(() => {
        void send(
          event(
            'charge.refunded',
            {
              id: refund.charge,
              object: 'charge',
              amount: s.amount,
              amount_refunded: refund.amount,
              currency: s.currency,
              payment_intent: pi,
              metadata: s.paymentIntentMetadata,
              refunded: refund.amount >= s.amount,
              status: 'succeeded',
            },
            account,
          ),
        );
      });
      return { status: 200, body };
    }
    return notFound(`route: ${method} ${path}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };

    // The pages a person sees in place of Stripe's.
    let m = /^\/onboard\/(acct_\w+)$/.exec(url.pathname);
    if (m) {
      const a = accounts.get(m[1]!);
      const links = returnUrls.get(m[1]!);
      if (!a || !links) return html(404, page('Not found', '<h1>This link has expired</h1>'));
      if (method === 'POST') {
        await completeOnboarding(a.id);
        res.writeHead(303, { location: links.returnUrl });
        return res.end();
      }
      return html(
        200,
        page(
          'Set up payments',
          `<h1>Set up payments (test)</h1>
<p>Account ${escapeHtml(a.id)}${a.email ? ` for ${escapeHtml(a.email)}` : ''}.</p>
<form method="post" action="/onboard/${a.id}"><button type="submit">Agree and continue</button></form>
<p class="note">Stand-in for Stripe Connect onboarding. Nothing is real.</p>`,
        ),
      );
    }
    m = /^\/pay\/(cs_\w+)$/.exec(url.pathname);
    if (m) {
      const s = sessions.get(m[1]!);
      if (!s) return html(404, page('Not found', '<h1>This payment page has expired</h1>'));
      if (method === 'POST') {
        if (s.status === 'expired')
          return html(410, page('Expired', '<h1>This payment page has expired</h1>'));
        await pay(s.id);
        res.writeHead(303, { location: s.successUrl });
        return res.end();
      }
      if (s.status !== 'open')
        return html(
          410,
          page(
            s.status === 'complete' ? 'Paid' : 'Expired',
            `<h1>${s.status === 'complete' ? 'Already paid' : 'This payment page has expired'}</h1>`,
          ),
        );
      return html(
        200,
        page(
          `Pay ${money(s.amount, s.currency)}`,
          `<h1>${escapeHtml(s.name)}</h1>
<p class="amount">${money(s.amount, s.currency)}</p>
<form method="post" action="/pay/${s.id}"><button type="submit">Pay</button></form>
${s.cancelUrl ? `<p><a href="${escapeHtml(s.cancelUrl)}">Back</a></p>` : ''}
<p class="note">Stand-in for Stripe Checkout. No card is charged.</p>`,
        ),
      );
    }

    const form = new URLSearchParams(method === 'GET' ? url.search : raw);
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : null;
    };
    const call: StripeCall = {
      method,
      path: url.pathname,
      form,
      account: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
    };
    calls.push(call);
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', next('req'));
    if (!header('authorization')?.startsWith('Bearer sk_')) {
      res.statusCode = 401;
      return res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No API key' } }),
      );
    }
    for (const [prefix, status] of failures)
      if (call.path.startsWith(prefix)) {
        res.statusCode = status;
        return res.end(
          JSON.stringify({ error: { type: 'api_error', message: 'Stand-in failure' } }),
        );
      }
    const key = call.idempotencyKey && `${call.account ?? ''} ${call.idempotencyKey}`;
    const reply =
      (key && replies.get(key)) ||
      (await api(method, call.path, nested(form), call.account, call.idempotencyKey));
    if (key && method === 'POST') {
      if (replies.has(key)) res.setHeader('idempotent-replayed', 'true');
      else replies.set(key, reply);
    }
    res.statusCode = reply.status;
    res.end(JSON.stringify(reply.body));
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        console.error('stripe stand-in:', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in error' } }));
      });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: base,
    calls,
    accounts,
    sessions,
    refunds,
    events,
    pay,
    completeOnboarding,
    event,
    send,
    sign,
    fail: (path, status = 500) => failures.set(path, status),
    clearFailures: () => failures.clear(),
    reset() {
      calls.length = 0;
      sessions.clear();
      refunds.length = 0;
      events.length = 0;
      replies.clear();
      failures.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// As a process: `--port N --webhook URL --secret S` (the browser test's Stripe).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const secret = arg('secret');
  if (!secret) {
    console.error('usage: stripe-stand-in.ts --port N --webhook URL --secret whsec_...');
    process.exit(2);
  }
  const standIn = await startStripeStandIn({
    port: Number(arg('port') ?? 0),
    webhookUrl: arg('webhook'),
    connectWebhookSecret: secret,
  });
  process.stdout.write(`stripe stand-in listening on ${standIn.url}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
