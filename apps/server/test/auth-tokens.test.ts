import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokens, verifyHs256 } from '../src/lib/tokens.ts';

// Session tokens are verified with node:crypto, not jose: every token jose would refuse with
// algorithms ['HS256'] and required claims exp and sub must be refused here too.
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const NOW = Date.parse('2026-11-24T06:00:00Z');
const now = Math.floor(NOW / 1000);
const USER = '7f0c9b1e-2a7e-4c55-9a57-1f1b0d3c2e11';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token from raw parts, signed with `secret` over exactly what it carries. */
const forge = (header: unknown, payload: unknown, secret = SECRET) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const claims = { sub: USER, verified: true, ver: 2, iat: now - 60, exp: now + 3600 };

describe('session token verification', () => {
  it('accepts what the server signs, with its claims', async () => {
    const token = await createTokens(SECRET).sign({ id: USER, verified: true, tokenVersion: 3 });
    expect(verifyHs256(token, SECRET, Date.now())?.actor).toEqual({
      userId: USER,
      verified: true,
      version: 3,
    });
    expect(await createTokens(SECRET).verify(token)).toEqual({
      userId: USER,
      verified: true,
      version: 3,
    });
  });

  it('accepts a jose token with typ JWT and reads a missing version as 0', async () => {
    const token = await new SignJWT({ verified: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(USER)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyHs256(token, SECRET, NOW)?.actor).toEqual({
      userId: USER,
      verified: false,
      version: 0,
    });
  });

  const good = forge({ alg: 'HS256' }, claims);
  const [h, p, sig] = good.split('.') as [string, string, string];
  const refused: { name: string; token: string }[] = [
    { name: 'another secret', token: forge({ alg: 'HS256' }, claims, 'another-secret') },
    { name: 'a changed payload', token: `${h}.${b64({ ...claims, sub: 'someone-else' })}.${sig}` },
    { name: 'a changed signature', token: `${h}.${p}.${sig.slice(0, -2)}AA` },
    { name: 'no signature', token: `${h}.${p}.` },
    { name: 'alg none', token: `${b64({ alg: 'none' })}.${p}.` },
    { name: 'alg HS512', token: forge({ alg: 'HS512' }, claims) },
    { name: 'a crit extension', token: forge({ alg: 'HS256', crit: ['x'], x: 1 }, claims) },
    { name: 'no expiry', token: forge({ alg: 'HS256' }, { ...claims, exp: undefined }) },
    { name: 'a text expiry', token: forge({ alg: 'HS256' }, { ...claims, exp: String(now + 60) }) },
    { name: 'expired', token: forge({ alg: 'HS256' }, { ...claims, exp: now }) },
    { name: 'no subject', token: forge({ alg: 'HS256' }, { ...claims, sub: undefined }) },
    {
      name: 'not before a later time',
      token: forge({ alg: 'HS256' }, { ...claims, nbf: now + 60 }),
    },
    { name: 'a payload that is not an object', token: forge({ alg: 'HS256' }, [claims]) },
    { name: 'two parts', token: `${h}.${p}` },
    { name: 'four parts', token: `${good}.${sig}` },
    { name: 'not base64url', token: `${h}.${p}.${sig}!` },
  ];

  it('the well-formed token behind the refusals below is accepted', () => {
    expect(verifyHs256(good, SECRET, NOW)).not.toBeNull();
  });

  it.each(refused)('refuses $name', async ({ token }) => {
    expect(verifyHs256(token, SECRET, NOW)).toBeNull();
  });
});
