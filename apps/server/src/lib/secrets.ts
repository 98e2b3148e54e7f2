import { timingSafeEqual } from 'node:crypto';

/** Compares a given secret with the expected one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of an `Authorization: Bearer` header, or ''. */
export const bearerToken = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
