import { halfHourOf, PARTY_SIZE, seatsLeft } from '@timeapp/domain/covers';
import { messages } from '@timeapp/domain/messages';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { LockedAppointment } from './repository/locked.ts';
import { seatedInHalfHour } from './repository/slots.ts';

/** A request taking (or moving to) a time of a request-only section. */
export type SeatsWanted = {
  sectionId: string;
  /** The instant, and the business-local HH:MM it was asked at. */
  startsAt: Date;
  time: string;
  /** null: a request stored before party sizes, counted as the default. */
  partySize: number | null;
  /** The section's most people per half hour; null: no limit. */
  maxCovers: number | null;
  /** The appointment moving there, not counted twice. */
  except?: string;
};

/** A locked appointment's party and section limit, not counting itself where it moves. */
export const coversOf = (a: LockedAppointment) => ({
  sectionId: a.sectionId,
  partySize: a.partySize,
  maxCovers: a.maxCovers,
  except: a.id,
});

/**
 * Seats left in the half hour when the party does not fit it, else null (it fits, or there is no
 * limit): counted under that half hour's lock, which the caller's transaction keeps until it
 * commits (docs/product-rules.md 10).
 */
export async function seatsShort(tx: Tx, w: SeatsWanted): Promise<number | null> {
  if (w.maxCovers === null) return null;
  const half = halfHourOf(w.startsAt, w.time);
  const left = seatsLeft(w.maxCovers, await seatedInHalfHour(tx, w.sectionId, half, w.except));
  return (w.partySize ?? PARTY_SIZE.byDefault) > left ? left : null;
}

/** As seatsShort, refusing with 409 and the seats left when the party does not fit. */
export async function checkCovers(tx: Tx, w: SeatsWanted): Promise<void> {
  const left = await seatsShort(tx, w);
  if (left !== null) throw conflict(messages.coversFull(left));
}
