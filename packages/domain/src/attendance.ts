// When the owner may record that a customer arrived or did not come, and take it back
// (docs/product-rules.md 5.8). The server refuses outside these windows and the owner's screens
// offer the buttons inside them: both ask these functions, so the two never disagree. No zod
// and no zone database here: the owner's screens show the buttons without downloading either.

export type AttendanceKind = 'arrived' | 'no-show';

/** Minutes before the start from which 'Arrived' may be recorded. */
export const ARRIVED_FROM_MINUTES = 15;
const MINUTE_MS = 60_000;

/** The first instant at which `kind` may be recorded for an appointment starting at `startsAt`. */
export const attendanceOpensAt = (kind: AttendanceKind, startsAt: Date): Date =>
  new Date(startsAt.getTime() - (kind === 'arrived' ? ARRIVED_FROM_MINUTES * MINUTE_MS : 0));

/** 'Arrived' from 15 minutes before the start, 'Report' (no-show) from the start. */
export const attendanceOpen = (kind: AttendanceKind, startsAt: Date, now: Date): boolean =>
  now.getTime() >= attendanceOpensAt(kind, startsAt).getTime();

/**
 * A recorded attendance may be taken back until the end of the business's day it was recorded.
 * `businessDate` reads an instant's date on the business's wall clock (the server from its
 * zone, a screen from the offset the appointment's `startsAt` carries).
 */
export const attendanceUndoable = (
  recordedAt: Date,
  now: Date,
  businessDate: (instant: Date) => string,
): boolean => businessDate(recordedAt) === businessDate(now);
