import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Messages create call as the stand-in received it. */
export type SentText = {
  accountSid: string;
  to: string;
  from?: string;
  body: string;
  statusCallback?: string;
  authorized: boolean;
};

export type TwilioStandIn = {
  url: string;
  sent: SentText[];
  /** Texts received for `to`. */
  to(number: string): SentText[];
  close(): Promise<void>;
};

export const TEST_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TEST_AUTH_TOKEN = 'test-twilio-auth-token';

/**
 * A tiny local stand-in for Twilio's REST API: it accepts what the real `twilio` SDK sends for
 * `messages.create` (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth),
 * records it, and answers as Twilio does (201 with the message's sid). Anything else is a 404.
 */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const sent: SentText[] = [];
  let counter = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 20404, message: 'Not found', status: 404 }));
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const expected = `Basic ${Buffer.from(`${TEST_ACCOUNT_SID}:${TEST_AUTH_TOKEN}`).toString('base64')}`;
      const text: SentText = {
        accountSid: match[1]!,
        to: form.get('To') ?? '',
        from: form.get('From') ?? undefined,
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback') ?? undefined,
        authorized: request.headers.authorization === expected,
      };
      sent.push(text);
      counter += 1;
      const sid = `SM${String(counter).padStart(32, '0')}`;
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          sid,
          account_sid: text.accountSid,
          to: text.to,
          from: text.from,
          body: text.body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${text.accountSid}/Messages/${sid}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    to: (number) => sent.filter((t) => t.to === number),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
