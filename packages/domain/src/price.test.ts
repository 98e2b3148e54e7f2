import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsFromCents, formatPrice } from './price.ts';

describe('section prices', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    ['$45.05', 4505],
    [' 1,200 ', 120000],
    ['0', 0],
    ['', null],
    ['   ', null],
  ])('the owner types %j: %j cents', (text, cents) => {
    expect(centsFromDollars(text)).toBe(cents);
  });

  it.each(['abc', '45.555', '-5', '4 5', '1234567'])(
    'the owner types %j: no price, handed on for the schema to name',
    (text) => {
      expect(centsFromDollars(text)).toBe(text);
    },
  );

  it.each([
    [4500, '45', '$45'],
    [4550, '45.50', '$45.50'],
    [120000, '1200', '$1,200'],
    [5, '0.05', '$0.05'],
  ])('%d cents is %j in the form and %j on the page', (cents, box, shown) => {
    expect(dollarsFromCents(cents)).toBe(box);
    expect(formatPrice(cents)).toBe(shown);
    expect(centsFromDollars(box)).toBe(cents);
  });

  it('a price of nothing reads Free', () => {
    expect(formatPrice(0)).toBe('Free');
  });
});
