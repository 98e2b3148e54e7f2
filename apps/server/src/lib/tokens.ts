import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Actor } from './actor.ts';

const SESSION_DAYS = 7;
/** About 3 MB at most. */
const VERIFIED_CACHE_SIZE = 10_000;

export type TokenService = ReturnType<typeof createTokens>;
/** What a valid session token says: who, whether verified, and the account's token version. */
export type TokenClaims = NonNullable<Actor> & { version: number };

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const hmac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

  // A client sends the same token on every request, and jose's verification goes through
  // WebCrypto (about 5 % of the server's CPU on a list in the profile). A token that verified
  // once gives the same answer until it expires, so the answer is kept: keyed by the whole
  // token (signature included), bounded, the oldest entry dropped first.
  const verified = new Map<string, { actor: TokenClaims; expiresAt: number }>();
  const remember = (token: string, actor: TokenClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { actor, expiresAt });
  };

  return {
    /**
     * Session JWT (HS256, 7 days). `ver` is the account's token version: a password change or
     * reset bumps it, and the auth plugin refuses tokens carrying an older one.
     */
    async sign(user: { id: string; verified: boolean; tokenVersion?: number }): Promise<string> {
      return new SignJWT({ verified: user.verified, ver: user.tokenVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key);
    },

    /** The token's claims when its signature and expiry hold; null otherwise. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.actor;
      try {
        // A token without an expiry would be valid for ever: refused (jose checks `exp` then).
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        const actor = { userId: payload.sub, verified: payload.verified === true, version };
        remember(token, actor, payload.exp * 1000);
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
