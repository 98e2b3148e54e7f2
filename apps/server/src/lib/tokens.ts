import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Actor } from './actor.ts';

const SESSION_DAYS = 7;
/** About 3 MB at most. */
const VERIFIED_CACHE_SIZE = 10_000;

export type TokenService = ReturnType<typeof createTokens>;

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const hmac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

  // A client sends the same token on every request, and jose's verification goes through
  // WebCrypto (about 5 % of the server's CPU on a list in the profile). A token that verified
  // once gives the same answer until it expires, so the answer is kept: keyed by the whole
  // token (signature included), bounded, the oldest entry dropped first.
  const verified = new Map<string, { actor: NonNullable<Actor>; expiresAt: number }>();
  const remember = (token: string, actor: NonNullable<Actor>, expiresAt: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { actor, expiresAt });
  };

  return {
    /** Session JWT (HS256, 7 days). */
    async sign(user: { id: string; verified: boolean }): Promise<string> {
      return new SignJWT({ verified: user.verified })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key);
    },

    async verify(token: string): Promise<Actor> {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.actor;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        const actor = { userId: payload.sub, verified: payload.verified === true };
        if (typeof payload.exp === 'number') remember(token, actor, payload.exp * 1000);
        return actor;
      } catch {
        return null;
      }
    },

    /** E-mail verification: an HMAC over address and expiry, so no table is needed. */
    emailToken(email: string, expires: number): string {
      return hmac(`verify:${email}:${expires}`);
    },

    checkEmailToken(email: string, expires: number, token: string): boolean {
      const expected = Buffer.from(hmac(`verify:${email}:${expires}`));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A random single-use token and the hash that is stored in its place. */
export function randomToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
