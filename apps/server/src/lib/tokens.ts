import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Actor } from './actor.ts';

const SESSION_DAYS = 7;
/** About 3 MB at most. */
const VERIFIED_CACHE_SIZE = 10_000;

export type TokenService = ReturnType<typeof createTokens>;
/** What a verification link is for: a new account's address, or an account's new address. */
export type VerifyPurpose = 'register' | 'change';
/** What a valid session token says: who, whether verified, and the account's token version. */
export type TokenClaims = NonNullable<Actor> & { version: number };

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const hmac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

  // A client sends the same token on every request; a token that verified once gives the
  // same answer until it expires, so the answer is kept: keyed by the whole token (signature
  // included), bounded, the oldest entry dropped first.
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
      const claims = verifyHs256(token, secret, Date.now());
      if (!claims) return null;
      remember(token, claims.actor, claims.exp * 1000);
      return claims.actor;
    },

    /**
     * E-mail verification, bound to the account and the purpose it was issued for
     * (docs/decisions/039): `<purpose>.<account id>.<HMAC over purpose, account, address and
     * expiry>`. No table is needed; what makes a link work once is the account's state, which
     * the link's purpose requires and its use changes (auth/service.ts, verifyEmail).
     */
    emailToken(purpose: VerifyPurpose, userId: string, email: string, expires: number): string {
      return `${purpose}.${userId}.${hmac(`verify:${purpose}:${userId}:${email}:${expires}`)}`;
    },

    /** The purpose and account a verification token names, when its signature holds. */
    readEmailToken(
      email: string,
      expires: number,
      token: string,
    ): { purpose: VerifyPurpose; userId: string } | null {
      const [purpose, userId, mac, extra] = token.split('.');
      if (extra !== undefined || !mac || !userId) return null;
      if (purpose !== 'register' && purpose !== 'change') return null;
      const expected = Buffer.from(hmac(`verify:${purpose}:${userId}:${email}:${expires}`));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { purpose, userId };
    },

    /**
     * The six digits a sign-up's verification e-mail carries beside its link, typed in the
     * session that signed up (docs/decisions/046): an HMAC over the account and its address, so
     * every e-mail of one sign-up gives the same code and no table is needed. Guessing is what
     * the per-account limit stops (rate-limit.ts `verifyCode`).
     */
    emailCode(userId: string, email: string): string {
      const mac = createHmac('sha256', secret).update(`code:${userId}:${email}`).digest();
      return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
    },

    /** Whether `code` is the account's, compared in constant time. */
    emailCodeMatches(userId: string, email: string, code: string): boolean {
      const expected = Buffer.from(this.emailCode(userId, email));
      const given = Buffer.from(code);
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

const HS256_HEADER_KEYS = new Set(['alg', 'typ']);

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a session token the way jose's jwtVerify did with `algorithms: ['HS256']` and
 * `requiredClaims: ['exp', 'sub']`, synchronously with node:crypto. jose goes through
 * WebCrypto, a thread-pool job per token: 70-117 us of CPU per token against 5-14 us here,
 * and 16 % of the server's CPU samples on the benchmark's bookings, each by a customer whose
 * token the cache above had not seen yet (bench/README.md).
 * Refused: anything but three base64url parts; a header other than `{alg: 'HS256'}` with an
 * optional `typ` (so no `none`, no other algorithm, no `crit` extensions); a signature that
 * differs (compared in constant time); a payload without a numeric `exp` in the future or a
 * string `sub`; a `nbf` still ahead.
 */
export function verifyHs256(
  token: string,
  secret: string,
  nowMs: number,
): { actor: TokenClaims; exp: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const h = decodeJson(header);
  if (!h || h.alg !== 'HS256' || Object.keys(h).some((k) => !HS256_HEADER_KEYS.has(k))) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const p = decodeJson(payload);
  if (!p || typeof p.sub !== 'string' || typeof p.exp !== 'number') return null;
  const now = Math.floor(nowMs / 1000);
  if (p.exp <= now) return null;
  if (p.nbf !== undefined && (typeof p.nbf !== 'number' || p.nbf > now)) return null;
  const version = typeof p.ver === 'number' ? p.ver : 0;
  return { actor: { userId: p.sub, verified: p.verified === true, version }, exp: p.exp };
}
