import { createHash, randomBytes } from 'node:crypto';
import { calendarFeedPath } from '@timeapp/domain/links';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { AppContext } from '../../lib/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { appointmentCalendar, feedCalendar, type CalendarEntry } from './ics.ts';
import * as repo from './repository.ts';

// The v1.1 screens of one appointment (docs/product-rules.md 2.5, spelling included).
const customerLink = (ctx: AppContext, id: string) =>
  `${ctx.config.publicUrl}/show-appointment-details?id=${encodeURIComponent(id)}`;
const ownerLink = (ctx: AppContext, id: string) =>
  `${ctx.config.publicUrl}/view-today-appontment?id=${encodeURIComponent(id)}`;

/** The entry as `reader` sees it: their own screen of it, and the customer's name for owners. */
function toEntry(
  ctx: AppContext,
  f: repo.EntryFacts,
  reader: 'customer' | 'owner',
  change?: { status: AppointmentStatus; sequence: number },
): CalendarEntry {
  return {
    id: f.id,
    status: (change?.status ?? f.status) as AppointmentStatus,
    startsAt: f.startsAt,
    durationMinutes: f.durationMinutes,
    timezone: f.timezone,
    businessName: f.businessName,
    // A booking by service is called what its e-mails call it: 'Colour with Aroha'.
    sectionName:
      f.serviceName && f.memberName
        ? messages.serviceWithMember(f.serviceName, f.memberName)
        : f.sectionName,
    address: f,
    sequence: change?.sequence ?? Math.max(0, f.changes - 1),
    link: reader === 'owner' ? ownerLink(ctx, f.id) : customerLink(ctx, f.id),
    lines: reader === 'owner' && f.customerName ? [f.customerName] : [],
    customer: f.customerEmail ? { name: f.customerName, email: f.customerEmail } : null,
  };
}

/**
 * The calendar entry an appointment e-mail carries (rendered as .ics when sent), read inside
 * the transaction that changed it. With `pending`, the change is about to be written: its
 * status, and the next SEQUENCE.
 */
export async function calendarForMail(
  ctx: AppContext,
  tx: Db | Tx,
  id: string,
  reader: 'customer' | 'owner',
  pending?: { status: AppointmentStatus },
): Promise<CalendarEntry | undefined> {
  return (await calendarsForMail(ctx, tx, id, pending))?.[reader];
}

/** Both readers' entries from one read, for a change both are e-mailed about (a move). */
export async function calendarsForMail(
  ctx: AppContext,
  tx: Db | Tx,
  id: string,
  pending?: { status: AppointmentStatus },
): Promise<Record<'customer' | 'owner', CalendarEntry> | undefined> {
  const f = await repo.findEntry(tx, id);
  if (!f) return undefined;
  const change = pending ? { status: pending.status, sequence: f.changes } : undefined;
  return {
    customer: toEntry(ctx, f, 'customer', change),
    owner: toEntry(ctx, f, 'owner', change),
  };
}

/** The calendar entry of a booking being made (the row does not exist yet): SEQUENCE 0. */
export function calendarForBooking(
  ctx: AppContext,
  f: Omit<repo.EntryFacts, 'changes' | 'userId' | 'ownerId' | 'customerName' | 'customerEmail'>,
  reader: 'customer' | 'owner',
  customerName = '',
  customerEmail: string | null = null,
): CalendarEntry {
  const facts = { ...f, userId: null, ownerId: '', customerName, customerEmail, changes: 1 };
  return toEntry(ctx, facts, reader);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, URL-safe: the feed address is the only key to it. */
const newToken = () => randomBytes(32).toString('base64url');
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A feed shows from 30 days back, at most 500 entries. */
const FEED_PAST_DAYS = 30;
const FEED_LIMIT = 500;

/**
 * An appointment's .ics as `reader` downloads it (the appointments module checks who asks:
 * commands/calendar-file.ts).
 */
export function appointmentFile(
  ctx: AppContext,
  f: repo.EntryFacts,
  reader: 'customer' | 'owner',
): { filename: string; content: string } {
  const { content } = appointmentCalendar(toEntry(ctx, f, reader), ctx.config);
  return { filename: `${messages.calendarFileName}.ics`, content };
}

export function calendarService(ctx: AppContext) {
  return {
    /** Whether the caller has a feed (never its address: that is shown once, at creation). */
    async feedStatus(actor: Actor): Promise<{ exists: boolean; createdAt: string | null }> {
      const me = requireVerified(actor);
      const feed = await repo.feedOf(ctx.db, me.userId);
      return { exists: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /** Creates or renews the caller's feed; answers its webcal:// address, this once. */
    async createFeed(actor: Actor): Promise<{ url: string }> {
      const me = requireVerified(actor);
      const token = newToken();
      await repo.saveFeed(ctx.db, me.userId, hashOf(token), ctx.now());
      const site = new URL(ctx.config.publicUrl);
      return { url: `webcal://${site.host}${calendarFeedPath(token)}` };
    },

    async revokeFeed(actor: Actor): Promise<void> {
      const me = requireVerified(actor);
      if (!(await repo.deleteFeed(ctx.db, me.userId)))
        throw notFound(messages.calendarFeedNotFound);
    },

    /**
     * GET /calendar/{token}.ics, no sign-in: the token is the key. Unknown tokens are counted
     * per client address, known ones per feed (calendar services fetch many users' feeds from
     * one address), docs/calendars.md.
     */
    async feed(token: string, client: { ip: string }): Promise<string> {
      const limiter = rateLimiter(ctx);
      const user = FEED_TOKEN.test(token)
        ? await repo.userOfFeed(ctx.db, hashOf(token))
        : undefined;
      if (!user) {
        await limiter.hit(rateRules.calendarFeedUnknown, client.ip);
        throw notFound();
      }
      await limiter.hit(rateRules.calendarFeed, user.userId);
      const since = new Date(ctx.now().getTime() - FEED_PAST_DAYS * 24 * 3600_000);
      const rows = await repo.feedEntries(ctx.db, user.userId, since, FEED_LIMIT);
      const entries = rows.map((f) =>
        toEntry(ctx, f, f.ownerId === user.userId ? 'owner' : 'customer'),
      );
      return feedCalendar(
        entries,
        ctx.config,
        messages.calendarFeedName(ctx.config.productName, user.firstName),
      );
    },
  };
}
