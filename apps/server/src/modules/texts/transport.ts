import type { Config } from '../../config.ts';

/** One text as the provider is asked to send it. */
export type OutgoingText = { to: string; body: string };

/**
 * Where texts go (docs/decisions/054-texts.md): the provider's id of the message when it took
 * it, or null when nothing was sent (the log transport). `stopped` in an error: the provider
 * says the number opted out, so the text is skipped rather than retried.
 */
export type TextTransport = {
  name: 'log' | 'twilio';
  send(text: OutgoingText): Promise<{ providerId: string | null }>;
};

export class RecipientStopped extends Error {}

type Log = { info(obj: object, msg: string): void } | undefined;

/**
 * The default: nothing leaves, one log line says who would have had a text. The words only
 * outside production, where a developer reads them (texts carry no links or secrets, but do
 * name a business and a time).
 */
export function logTransport(log: Log, withBody: boolean): TextTransport {
  return {
    name: 'log',
    async send({ to, body }) {
      log?.info(
        { to, ...(withBody ? { body } : { length: body.length }) },
        'text not sent (no TWILIO_* settings)',
      );
      return { providerId: null };
    },
  };
}

export type TwilioConfig = NonNullable<Config['twilio']>;

// Twilio's error for a number that replied STOP to this sender (its Advanced Opt-Out).
const UNSUBSCRIBED = 21610;

/**
 * Twilio through its official SDK, loaded on the first text (a server without TWILIO_* never
 * loads it). `TWILIO_API_URL` points the SDK at a local stand-in (the tests): the SDK's own
 * RequestClient makes every call, with only the scheme and host of its URI replaced, as
 * Twilio's documentation for a custom httpClient shows. Delivery reports come back to
 * `statusCallback`.
 */
export function twilioTransport(config: TwilioConfig, statusCallback: string): TextTransport {
  let client: Promise<import('twilio').Twilio> | undefined;
  const clientOf = () =>
    (client ??= import('twilio').then(({ default: twilio }) => {
      const requests = new twilio.RequestClient({ timeout: 20_000 });
      const base = config.apiUrl ? new URL(config.apiUrl) : null;
      const httpClient = base
        ? Object.assign(Object.create(requests) as typeof requests, {
            request: (opts: Parameters<typeof requests.request>[0]) => {
              const uri = new URL(opts.uri);
              uri.protocol = base.protocol;
              uri.host = base.host;
              return requests.request({ ...opts, uri: uri.toString() });
            },
          })
        : requests;
      return twilio(config.accountSid, config.authToken, { httpClient, autoRetry: true });
    }));
  return {
    name: 'twilio',
    async send({ to, body }) {
      const twilio = await clientOf();
      try {
        const message = await twilio.messages.create({
          to,
          body,
          statusCallback,
          ...(config.messagingServiceSid
            ? { messagingServiceSid: config.messagingServiceSid }
            : { from: config.from! }),
        });
        return { providerId: message.sid };
      } catch (error) {
        if ((error as { code?: unknown }).code === UNSUBSCRIBED) throw new RecipientStopped(to);
        throw error;
      }
    },
  };
}
