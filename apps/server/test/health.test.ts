import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

describe(`health and error shape (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: { db: 'ok' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1.1/health');
  });
});
