import { describe, expect, it } from 'vitest';
import { DEPOSIT_LEAST_CENTS, depositCents } from './deposit-amount.ts';
import { DEPOSIT_AMOUNT } from './deposits.ts';

describe('what a deposit rule asks', () => {
  it('has the least amount deposits.ts allows', () => {
    expect(DEPOSIT_LEAST_CENTS).toBe(DEPOSIT_AMOUNT.min);
  });

  it.each([
    [null, 8000, null],
    [{ kind: 'amount', value: 2000 }, null, 2000],
    [{ kind: 'percent', value: 25 }, 8000, 2000],
    [{ kind: 'percent', value: 25 }, 8050, 2013], // rounded to the cent
    [{ kind: 'percent', value: 1 }, 5000, 100], // never under $1
    [{ kind: 'percent', value: 25 }, null, null], // no price: nothing asked
    [{ kind: 'percent', value: 25 }, 0, null],
  ] as const)('%j of %s: %s', (rule, price, cents) => {
    expect(depositCents(rule, price)).toBe(cents);
  });
});
