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
    { name: 'each of the old special characters still works', value: 'Abcdefg%*?&', problems: [] },
    {
      name: "'Wellington#2026' is a good password (DESIGN.md section 3)",
      value: 'Wellington#2026',
      problems: [],
    },
    { name: 'a space counts as a special character', value: 'Secret one', problems: [] },
    { name: 'a hyphen counts', value: 'Kia-ora-2026', problems: [] },
    { name: 'the euro sign counts', value: 'Secret€99', problems: [] },
    { name: 'letters only is not enough', value: 'Abcdefgh', problems: [special] },
    {
      name: 'a non-ASCII letter is a letter, not a special',
      value: 'Sécretéé',
      problems: [special],
    },
    { name: 'a non-ASCII capital counts as uppercase', value: 'Élodie#2026', problems: [] },
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
    { name: 'a control character is not allowed', value: 'Secret1@\u0007x', problems: [bad] },
    { name: 'a tab is not allowed', value: 'Secret\t1@x', problems: [bad] },
    { name: 'every rule broken, in form order', value: 'é\n', problems: [short, upper, bad] },
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
    { name: 'a control character', value: 'Secret\u00001@', message: bad },
    { name: "'Wellington#2026' passes", value: 'Wellington#2026', message: null },
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
    // JSON Schema patterns are Unicode-aware: ajv compiles them with the 'u' flag.
    new RegExp(schema.pattern, 'u').test(value);

  it('states the length and the pattern', () => {
    expect(schema).toMatchObject({ type: 'string', minLength: 8, maxLength: 128 });
    expect(accepts('Secret1@')).toBe(true);
    expect(accepts('secret1@')).toBe(false);
  });

  it('accepts exactly the passwords the server accepts', () => {
    const chars = fc.constantFrom(...'aZ9@$!%*?& #é_-€É\t\u0007'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 20 }), (value) => {
        expect(accepts(value)).toBe(password.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
