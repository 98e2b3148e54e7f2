import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { toJSONSchema } from 'zod/v4/core';
import { messages } from './messages.ts';
import { checkPassword, password } from './password.ts';
import { z } from './zod.ts';

const {
  passwordTooShort: short,
  passwordNeedsSpecial: special,
  passwordNeedsUppercase: upper,
  passwordBadCharacters: bad,
} = messages;

describe('checkPassword', () => {
  const cases: { name: string; value: string; problems: string[] }[] = [
    { name: 'a valid password', value: 'Secret1@', problems: [] },
    { name: 'exactly 8 characters, every symbol class', value: 'Abcdef$!', problems: [] },
    { name: 'each allowed special character works', value: 'Abcdefg%*?&', problems: [] },
    { name: 'letters only is not enough', value: 'Abcdefgh', problems: [special] },
    { name: 'digits and symbols but no uppercase', value: 'secret1@x', problems: [upper] },
    { name: 'too short but otherwise fine', value: 'Ab1@', problems: [short] },
    {
      name: 'empty: length, special, uppercase in that order',
      value: '',
      problems: [short, special, upper],
    },
    {
      name: 'short lowercase: all three in form order',
      value: 'abc',
      problems: [short, special, upper],
    },
    { name: 'a space is not allowed', value: 'Secret 1@', problems: [bad] },
    { name: 'a symbol outside @$!%*?& is not allowed', value: 'Secret1#@', problems: [bad] },
    { name: 'a non-ASCII letter is not allowed', value: 'Sécret1@', problems: [bad] },
    {
      name: 'every rule broken, in form order',
      value: 'é#',
      problems: [short, special, upper, bad],
    },
    {
      name: 'a special character outside the set does not count as special',
      value: 'Secret12#',
      problems: [special, bad],
    },
  ];

  it.each(cases)('$name', ({ value, problems }) => {
    expect(checkPassword(value)).toEqual({ ok: problems.length === 0, problems });
  });
});

describe('password schema', () => {
  const cases: { name: string; value: string; message: string | null }[] = [
    { name: 'a valid password passes', value: 'Secret1@', message: null },
    { name: 'empty: the first problem is the length', value: '', message: short },
    { name: 'long enough, no special: the special rule', value: 'Abcdefgh', message: special },
    { name: 'no uppercase', value: 'secret1@x', message: upper },
    { name: 'bad characters', value: 'Secret 1@', message: bad },
  ];

  it.each(cases)('$name', ({ value, message }) => {
    const result = password.safeParse(value);
    if (message === null) expect(result.success).toBe(true);
    else {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
    }
  });

  it('refuses more than 128 characters', () => {
    expect(password.safeParse(`A@${'a'.repeat(127)}`).success).toBe(false);
    expect(password.safeParse(`A@${'a'.repeat(126)}`).success).toBe(true);
  });
});

describe('the password rule in the OpenAPI document', () => {
  const schema = toJSONSchema(z.object({ password })).properties!.password as {
    minLength: number;
    maxLength: number;
    pattern: string;
  };
  const accepts = (value: string) =>
    value.length >= schema.minLength &&
    value.length <= schema.maxLength &&
    new RegExp(schema.pattern).test(value);

  it('states the length and the pattern', () => {
    expect(schema).toMatchObject({ type: 'string', minLength: 8, maxLength: 128 });
    expect(accepts('Secret1@')).toBe(true);
    expect(accepts('secret1@')).toBe(false);
  });

  it('accepts exactly the passwords the server accepts', () => {
    const chars = fc.constantFrom(...'aZ9@$!%*?& #é_-'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 20 }), (value) => {
        expect(accepts(value)).toBe(password.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
