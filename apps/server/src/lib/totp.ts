import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords (RFC 6238, with RFC 4226's HOTP): HMAC-SHA1, 6 digits, 30-second
// steps, the defaults every authenticator app reads from an otpauth:// link. Written here on
// node:crypto rather than taken from a library: it is 40 lines, and the one thing a library
// would add (other algorithms and lengths) no authenticator app we target needs
// (docs/decisions/048).

export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding (what otpauth:// links carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of clean) {
    const index = ALPHABET.indexOf(c);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits, as RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The 30-second step `at` falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one step (HOTP with the step as its counter). */
export function totpCodeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step whose code `code` is, looking one step either side of `now` (a phone's clock a little
 * off, a code typed as it turned), and only at steps after `afterStep` (the last one accepted),
 * so a code is good once; null when it is none of them.
 */
export function matchTotp(secret: string, code: string, now: Date, afterStep: number) {
  const current = totpStep(now);
  for (const step of [current - 1, current, current + 1]) {
    if (step <= afterStep) continue;
    const expected = Buffer.from(totpCodeAt(secret, step));
    const given = Buffer.from(code);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The otpauth:// link an authenticator app reads (from a QR code or typed in). */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
