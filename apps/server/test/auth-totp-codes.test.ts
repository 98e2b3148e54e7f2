import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  totpCodeAt,
  totpStep,
  totpUri,
} from '../src/lib/totp.ts';

// lib/totp.ts against RFC 6238's own test vectors (appendix B, SHA-1; its 8-digit codes end in
// the 6 digits an authenticator app shows), so the codes are the ones every app computes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP codes (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('base32 goes both ways (RFC 4648), spaces and lower case read as typed', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString()).toBe(
      '12345678901234567890',
    );
  });

  it('accepts the step either side of now, never one at or before the last accepted', () => {
    const now = new Date(1111111111 * 1000);
    const step = totpStep(now);
    const code = (offset: number) => totpCodeAt(RFC_SECRET, step + offset);
    expect(matchTotp(RFC_SECRET, code(0), now, 0)).toBe(step);
    expect(matchTotp(RFC_SECRET, code(-1), now, 0)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, code(1), now, 0)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, code(-2), now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(2), now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(0), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(1), now, step)).toBe(step + 1);
  });

  it('writes the otpauth:// link apps read', () => {
    expect(totpUri('ABC', 'TimeApp', 'ana@example.nz')).toBe(
      'otpauth://totp/TimeApp%3Aana%40example.nz?secret=ABC&issuer=TimeApp&algorithm=SHA1&digits=6&period=30',
    );
  });
});
