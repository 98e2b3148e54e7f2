import type { AppContext } from '../../lib/context.ts';
import { startPoller } from '../../lib/poller.ts';
import * as repo from './repository.ts';
import {
  logTransport,
  RecipientStopped,
  twilioTransport,
  type TextTransport,
} from './transport.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
/** Longer than any send may take (the SDK's 20 s timeout and its retries). */
const LEASE_MS = 5 * 60_000;

/** Where delivery reports come back: the public URL the provider signs them for. */
export const statusCallbackUrl = (ctx: AppContext) =>
  `${ctx.config.publicUrl}/api/v1.1/texts/status`;

const transports = new WeakMap<AppContext, TextTransport>();

/** Twilio when configured, the log transport otherwise (docs/decisions/054-texts.md). */
export function transportOf(ctx: AppContext): TextTransport {
  let transport = transports.get(ctx);
  if (!transport) {
    transport = ctx.config.twilio
      ? twilioTransport(ctx.config.twilio, statusCallbackUrl(ctx))
      : logTransport(ctx.log, ctx.config.devFeatures);
    transports.set(ctx, transport);
  }
  return transport;
}

const retryDelay = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

/**
 * Sends every text due now, batch by batch; answers how many were claimed. Each is claimed by
 * one process (repository.claimDue), checked once more against STOP and consent, sent, and
 * marked sent with its provider id. A process that dies between the provider's answer and the
 * mark sends it again after the lease: at least once, as e-mails.
 */
export async function flushTexts(
  ctx: AppContext,
  stopping: () => boolean = () => false,
): Promise<number> {
  const transport = transportOf(ctx);
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const batch = await repo.claimDue(ctx.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    const barred = await repo.mayNotSend(ctx.db, batch);
    await repo.markSkipped(
      ctx.db,
      batch.filter((t) => barred.has(t.id)).map((t) => t.id),
      'stopped or no consent',
    );
    const handBack: string[] = [];
    for (const text of batch) {
      if (barred.has(text.id)) continue;
      if (stopping()) {
        handBack.push(text.id);
        continue;
      }
      try {
        const { providerId } = await transport.send({ to: text.to, body: text.body });
        await repo.markSent(ctx.db, text.id, ctx.now(), providerId);
      } catch (error) {
        if (error instanceof RecipientStopped) {
          // The provider says the number opted out: so do we, until START.
          await repo.optOut(ctx.db, text.to, ctx.now());
          await repo.markSkipped(ctx.db, [text.id], 'the provider says the number opted out');
          continue;
        }
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          text.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(ctx.now().getTime() + retryDelay(text.attempts));
        await repo.markFailedAttempt(ctx.db, text.id, reason.slice(0, 1000), retryAt);
        ctx.log?.warn({ attempts: text.attempts, reason }, 'text not sent');
      }
    }
    await repo.releaseClaims(ctx.db, handBack, ctx.now());
    total += batch.length;
    if (batch.length < BATCH || stopping()) return total;
  }
}

/** Polls the text outbox about once a second; the stop function waits for the text in hand. */
export const startTextWorker = (ctx: AppContext, everyMs = 1000): (() => Promise<void>) =>
  startPoller(ctx, 'text worker failed', everyMs, (stopping) => flushTexts(ctx, stopping));
