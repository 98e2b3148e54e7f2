import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import { appointments } from '../../../db/schema.ts';

// A slot's lock and count, for an appointment coming back or moving into it; a new booking
// takes the same lock inside book_place (booking.ts).

/** The text the slot's advisory lock is keyed on: `<section uuid>|<starts_at in UTC ISO>`. */
export const slotLockKey = (sectionId: string, startsAt: Date) =>
  `${sectionId}|${startsAt.toISOString()}`;

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
