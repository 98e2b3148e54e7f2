import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

const contact = { name: 'Ann', email: 'ann@example.test', subject: 'Hi', message: 'Hello' };

describe(`a client cannot choose its own address (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps counting the contact limit when X-Forwarded-For changes on every request', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.1/users/contact-timeapp',
        payload: contact,
        headers: { 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 100).every((c) => c === 200)).toBe(true);
    expect(codes[100]).toBe(429);
  });
});
