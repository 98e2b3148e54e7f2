import type { Transporter } from 'nodemailer';
import type { AppContext } from '../../lib/context.ts';
import { startPoller } from '../../lib/poller.ts';
import { renderOutboxRow } from './render.ts';
import * as repo from './repository.ts';
import { transportFromUrl } from './transport.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
/** Longer than any send may take (the transport's timeouts), so a lease never expires mid-send. */
const LEASE_MS = 5 * 60_000;

const transports = new WeakMap<AppContext, Promise<Transporter>>();

function transportOf(ctx: AppContext, smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(ctx);
  if (!transport) transports.set(ctx, (transport = transportFromUrl(smtpUrl)));
  return transport;
}

async function deliver(ctx: AppContext, row: repo.OutboxRow): Promise<void> {
  const { smtpUrl, mailTransport } = ctx.config;
  const message = await renderOutboxRow(ctx, row);
  if (mailTransport === 'mailbox') {
    // The dev mailbox (development only, config.ts): the row itself is the delivered message
    // (GET /dev/mailbox lists it), and a developer scanning the log clicks the links from there.
    const links = message.links.length ? `\n    ${message.links.join('\n    ')}` : '';
    ctx.log?.info(
      { to: message.to, subject: message.subject, links: message.links },
      `dev mailbox: "${message.subject}" to ${message.to}${links}`,
    );
    return;
  }
  if (mailTransport === 'log' || !smtpUrl) {
    // Recipient and subject only: a link or token in a log is a key to an account.
    ctx.log?.info(
      { to: message.to, subject: message.subject },
      'mail not sent (MAIL_TRANSPORT=log)',
    );
    return;
  }
  await (
    await transportOf(ctx, smtpUrl)
  ).sendMail({
    from: ctx.config.mailFrom,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // An invitation calendar apps understand: a text/calendar alternative with its method.
    icalEvent: message.calendar
      ? {
          method: message.calendarMethod ?? 'REQUEST',
          filename: 'appointment.ics',
          content: message.calendar,
        }
      : undefined,
  });
  ctx.log?.info({ to: message.to, subject: message.subject }, 'mail sent');
}

/** 30 s, 1 min, 2 min, ... after the first, second, third failed attempt. */
const retryDelay = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

/**
 * Delivers every message due now, batch by batch; answers how many were claimed. When
 * `stopping` turns true (shutdown), the message being sent is finished and the rest of the
 * batch is handed back at once, so another process sends it without waiting for the lease.
 */
export async function flushOutbox(
  ctx: AppContext,
  stopping: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const batch = await repo.claimDue(ctx.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    // Delivered messages are marked together after the batch. A process that dies in between
    // sends them again once their lease ends: delivery is at least once, as with any outbox.
    const sent: string[] = [];
    const handBack: string[] = [];
    for (const message of batch) {
      if (stopping()) {
        handBack.push(message.id);
        continue;
      }
      try {
        await deliver(ctx, message);
        sent.push(message.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(ctx.now().getTime() + retryDelay(message.attempts));
        await repo.markFailedAttempt(ctx.db, message.id, reason.slice(0, 1000), retryAt);
        ctx.log?.warn(
          { to: message.to, subject: message.subject, attempts: message.attempts, reason },
          'mail not sent',
        );
      }
    }
    await repo.markSent(ctx.db, sent, ctx.now());
    await repo.releaseClaims(ctx.db, handBack, ctx.now());
    total += batch.length;
    if (batch.length < BATCH || stopping()) return total;
  }
}

/**
 * Polls the outbox about once a second. Answers the stop function, which resolves once the
 * message being sent (if any) is done.
 */
export const startMailWorker = (
  ctx: AppContext,
  everyMs = 1000,
  before: () => Promise<unknown> = async () => {},
): (() => Promise<void>) =>
  startPoller(ctx, 'outbox worker failed', everyMs, (stopping) =>
    before().then(() => flushOutbox(ctx, stopping)),
  );
