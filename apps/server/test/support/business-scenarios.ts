import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { errorId } from '@timeapp/domain/errors';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { AppContext } from '../../src/lib/context.ts';
import { appointments, ratings } from '../../src/db/schema.ts';
import { zonedInstant } from '@timeapp/domain/time-zone';
import type { TestApp } from './test-app.ts';
import { slotsChangedType } from '@timeapp/domain/events';
import { heldCacheOf } from '../../src/modules/businesses/held-cache.ts';
import { bearer } from './users.ts';

export const API = '/api/v1.1';

type Who = { token: string } | undefined;
const auth = (who: Who) => (who ? bearer(who) : {});

export const call = {
  create: (t: TestApp, who: Who, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/business`,
      headers: auth(who),
      payload: body as object,
    }),
  get: (t: TestApp, id: string, who?: Who) =>
    t.app.inject({ method: 'GET', url: `${API}/business/${id}`, headers: auth(who) }),
  update: (t: TestApp, who: Who, id: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/business/${id}`,
      headers: auth(who),
      payload: body as object,
    }),
  search: (t: TestApp, query: string) =>
    t.app.inject({ method: 'GET', url: `${API}/business?${query}` }),
  slots: (t: TestApp, id: string, sectionId: string, date: string, who?: Who) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/business/${id}/section/${sectionId}/slots?date=${date}`,
      headers: auth(who),
    }),
  availability: (t: TestApp, id: string, sectionId: string, query: string, who?: Who) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/business/${id}/section/${sectionId}/availability?${query}`,
      headers: auth(who),
    }),
  rate: (t: TestApp, who: Who, ratedId: string, rate: number) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/rating`,
      headers: auth(who),
      payload: { ratedId, rate },
    }),
  refer: (t: TestApp, who: Who, id: string) =>
    t.app.inject({ method: 'POST', url: `${API}/business/${id}/referral`, headers: auth(who) }),
};

/** An appointment straight in the database (Waiting unless told). */
export async function givenAppointment(
  ctx: AppContext,
  v: {
    userId: string;
    businessId: string;
    sectionId: string;
    date: string;
    time: string;
    status?: AppointmentStatus;
    tz?: string;
  },
) {
  const startsAt = zonedInstant(v.date, v.time, v.tz ?? 'Pacific/Auckland');
  if (!startsAt) throw new Error(`no such wall-clock time ${v.date} ${v.time}`);
  const [row] = await ctx.db
    .insert(appointments)
    .values({
      userId: v.userId,
      businessId: v.businessId,
      sectionId: v.sectionId,
      appointmentDate: v.date,
      appointmentTime: v.time,
      startsAt,
      status: v.status ?? AppointmentStatus.Waiting,
    })
    .returning({ id: appointments.id });
  // Written past the product, so nothing announced it: the held-places cache is told as a
  // booking's slots.changed event tells it.
  heldCacheOf(ctx).changed([{ type: slotsChangedType, sectionId: v.sectionId }]);
  return row!.id;
}

export async function givenRating(
  ctx: AppContext,
  raterId: string,
  businessId: string,
  rate: number,
) {
  await ctx.db
    .insert(ratings)
    .values({ raterId, ratedId: businessId, ratedKind: 'business', rate });
}

/** Who calls: a signed-in user (their token), or null for anyone. */
export type Caller = { token: string } | null;

/**
 * A test file's way to call the API: `method` and `url` (after /api/v1.1) as `who`, with a
 * JSON body. `app` is read at each call, as a file's app is made in its beforeAll.
 */
export const apiAs =
  (app: () => TestApp) => (method: string, url: string, who: Caller, payload?: object) =>
    app().app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });

/** The rows a raw query answers, on either engine. */
export const rowsOf = async <T>(ctx: AppContext, query: SQL) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Asserts the HTTP status and the message a user would read. */
export function expectAnswer(
  // Answers are read like a client reads JSON: loosely typed on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  res: { statusCode: number; json(): any },
  status: number,
  message?: string,
) {
  const body = res.json();
  expect({
    status: res.statusCode,
    message: message === undefined ? undefined : body.message,
  }).toEqual({
    status,
    message,
  });
  expect(body.code).toBe(status);
  // Every error answer carries its stable id beside the message.
  if (status >= 400) expect(body.error).toBe(errorId(status, body.message));
  return body;
}
