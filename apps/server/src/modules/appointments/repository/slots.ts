import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { PARTY_SIZE } from '@timeapp/domain/covers';
import type { Tx } from '../../../db/client.ts';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import { appointments, holdsPlaceSql } from '../../../db/schema.ts';

// A slot's lock and count, for an appointment coming back or moving into it; a new booking
// takes the same lock inside book_place (booking.ts).

/** The text the slot's advisory lock is keyed on: `<section uuid>|<starts_at in UTC ISO>`. */
export const slotLockKey = (sectionId: string, startsAt: Date) =>
  `${sectionId}|${startsAt.toISOString()}`;

/**
 * The people already coming (Waiting and Approved requests, a party of the default size where
 * none was given) starting in a request section's half hour, read under a lock on that half
 * hour: two requests at once cannot both take its last seats (docs/product-rules.md 10).
 */
export async function seatedInHalfHour(
  tx: Tx,
  sectionId: string,
  half: { from: Date; to: Date },
  /** An appointment not to count: the one moving there. */
  except?: string,
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`covers|${sectionId}|${half.from.toISOString()}`}::text, 0))`,
  );
  const [row] = await tx
    .select({
      seated: sql<number>`coalesce(sum(coalesce(${appointments.partySize}, ${PARTY_SIZE.byDefault})), 0)::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.sectionId, sectionId),
        gte(appointments.startsAt, half.from),
        lt(appointments.startsAt, half.to),
        holdsPlaceSql,
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    );
  return row?.seated ?? 0;
}

/**
 * Whether the slot has a free place for an appointment coming back (an undone rejection),
 * under the booking's slot lock (the same key as book_place), so a booking running at the
 * same time cannot take the same place. `capacity` null: request mode, no limit.
 */
export async function slotHasRoom(
  tx: Tx,
  a: { id: string; sectionId: string; startsAt: Date },
  capacity: number | null,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${slotLockKey(a.sectionId, a.startsAt)}::text, 0))`,
  );
  if (capacity === null) return true;
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.sectionId, a.sectionId),
        eq(appointments.startsAt, a.startsAt),
        inArray(appointments.status, [...PLACE_HOLDING]),
        ne(appointments.id, a.id),
      ),
    );
  return Number(row?.taken ?? 0) < capacity;
}

/**
 * Whether the customer holds a place in that slot with another appointment; asked under the
 * slot's lock (`slotHasRoom`), so no booking of theirs can slip in before the move.
 */
export async function customerHoldsSlot(
  tx: Tx,
  a: { id: string; userId: string; sectionId: string; startsAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.sectionId, a.sectionId),
        eq(appointments.startsAt, a.startsAt),
        eq(appointments.userId, a.userId),
        inArray(appointments.status, [...PLACE_HOLDING]),
        ne(appointments.id, a.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}
