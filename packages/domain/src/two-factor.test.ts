import { accountTexts } from './account-texts.ts';
import { describe, expect, it } from 'vitest';
import { secondFactorCode, totpCode } from './two-factor.ts';
import { z } from './zod.ts';

const parsed = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? { ok: result.data } : { refused: result.error.issues[0]?.message };
};

describe('the sign-in code (an authenticator app code or a recovery code)', () => {
  it.each([
    ['123456', '123456'],
    [' 012345 ', '012345'],
    ['k3m9x-2pq7d', 'k3m9x-2pq7d'],
    ['K3M9X-2PQ7D', 'k3m9x-2pq7d'],
    ['k3m9x2pq7d', 'k3m9x2pq7d'],
  ])('takes %j as %j', (typed, code) => {
    expect(parsed(secondFactorCode, typed)).toEqual({ ok: code });
  });

  it.each(['12345', '1234567', 'k3m9x-2pq7', 'k3m9x--2pq7d', '', 'abcdef', 42])(
    'refuses %j, saying what it needs',
    (typed) => {
      expect(parsed(secondFactorCode, typed)).toEqual({ refused: accountTexts.secondFactorFormat });
    },
  );
});

describe("the authenticator app's code", () => {
  it.each([
    ['123456', { ok: '123456' }],
    [' 654321', { ok: '654321' }],
    ['k3m9x-2pq7d', { refused: accountTexts.totpCodeFormat }],
    ['12 34 56', { refused: accountTexts.totpCodeFormat }],
    [undefined, { refused: accountTexts.totpCodeFormat }],
  ])('%j: %j', (typed, answer) => {
    expect(parsed(totpCode, typed)).toEqual(answer);
  });
});
