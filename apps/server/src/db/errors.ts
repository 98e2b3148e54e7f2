/** Whether PostgreSQL refused with `code`, whichever driver (and Drizzle wrapper) reports it. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** PostgreSQL's exclusion_violation: an exclusion constraint refused the row. */
export const isExclusionViolation = (error: unknown) => hasCode(error, '23P01');

/** The refuse_closed_business trigger's (drizzle/0032): an insert into a closed business. */
export const isBusinessClosed = (error: unknown) => hasCode(error, 'TA001');
