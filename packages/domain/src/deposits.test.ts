import { describe, expect, it } from 'vitest';
import {
  depositCents,
  depositOnCancel,
  depositRuleBody,
  holdLapsed,
  ownerMayRefund,
  payBy,
  type DepositStatus,
} from './deposits.ts';
import { depositRuleTexts } from './deposit-rule-texts.ts';

describe('what a rule asks of a price', () => {
  it.each([
    // [rule, price, cents]
    [null, 5000, null],
    [{ kind: 'amount', value: 2000 }, null, 2000], // an amount needs no price
    [{ kind: 'amount', value: 2000 }, 500, 2000],
    [{ kind: 'percent', value: 20 }, 5000, 1000],
    [{ kind: 'percent', value: 15 }, 4550, 683], // 682.5 rounds to the cent
    [{ kind: 'percent', value: 10 }, 500, 100], // never under $1
    [{ kind: 'percent', value: 100 }, 12000, 12000],
    [{ kind: 'percent', value: 20 }, null, null], // no price, no deposit
    [{ kind: 'percent', value: 20 }, 0, null], // free: none
  ] as const)('%o of %s: %s', (rule, price, cents) => {
    expect(depositCents(rule, price)).toBe(cents);
  });
});

describe('a rule as an edit sends it', () => {
  it.each([
    [{ kind: 'amount', value: 100 }, true],
    [{ kind: 'amount', value: 99 }, false],
    [{ kind: 'amount', value: 1_000_000 }, true],
    [{ kind: 'amount', value: 1_000_001 }, false],
    [{ kind: 'percent', value: 1 }, true],
    [{ kind: 'percent', value: 0 }, false],
    [{ kind: 'percent', value: 100 }, true],
    [{ kind: 'percent', value: 101 }, false],
    [{ kind: 'percent', value: 12.5 }, false],
    [{ kind: 'fixed', value: 1000 }, false],
  ])('%o valid: %s', (rule, valid) => {
    expect(depositRuleBody.safeParse(rule).success).toBe(valid);
  });

  it('says what is wrong in the catalogue’s words', () => {
    const amount = depositRuleBody.safeParse({ kind: 'amount', value: 50 });
    expect(amount.error?.issues[0]?.message).toBe(depositRuleTexts.amountInvalid);
    const percent = depositRuleBody.safeParse({ kind: 'percent', value: 150 });
    expect(percent.error?.issues[0]?.message).toBe(depositRuleTexts.percentInvalid);
  });
});

describe('the hold', () => {
  const booked = new Date('2026-03-02T21:00:00Z');
  it('runs 15 minutes; at its end the place is released', () => {
    const due = payBy(booked);
    expect(due.toISOString()).toBe('2026-03-02T21:15:00.000Z');
    expect(holdLapsed(due, new Date(due.getTime() - 1))).toBe(false);
    expect(holdLapsed(due, due)).toBe(true);
  });
});

describe('what an end does to a deposit', () => {
  const customer = (late: boolean) => ({ by: 'customer' as const, late });
  const owner = { by: 'owner' as const, late: false };
  it.each<[DepositStatus, Parameters<typeof depositOnCancel>[1], string | null]>([
    ['pending', customer(false), 'release'],
    ['pending', owner, 'release'],
    ['pending', 'no-show', 'release'],
    ['paid', customer(false), 'refund'],
    ['paid', customer(true), 'keep'],
    ['paid', owner, 'refund'],
    ['paid', { by: 'owner', late: true }, 'refund'], // an owner's end is never the customer's fault
    ['paid', { by: 'system', late: false }, 'refund'],
    ['paid', 'no-show', 'keep'],
    ['released', customer(false), null],
    ['refunding', owner, null],
    ['refunded', customer(true), null],
    ['kept', owner, null],
  ])('%s, ended by %o: %s', (status, end, outcome) => {
    expect(depositOnCancel(status, end)).toBe(outcome);
  });

  it.each<[DepositStatus, boolean]>([
    ['pending', false],
    ['paid', true],
    ['released', false],
    ['refunding', false],
    ['refunded', false],
    ['kept', true],
  ])('the owner may refund %s: %s', (status, may) => {
    expect(ownerMayRefund(status)).toBe(may);
  });
});
