import { describe, expect, it } from 'vitest';
import { imagePolicy as policy } from './policy.ts';

describe('who may upload pictures', () => {
  it.each([
    [true, true],
    [false, false],
  ])('an account whose e-mail is verified (%s) may upload: %s', (verified, allowed) => {
    expect(policy.upload.allows({ userId: 'me', verified }, undefined)).toBe(allowed);
  });
});
