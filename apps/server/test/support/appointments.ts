import type { App } from '../../src/app.ts';
import { bearer, type GivenUser } from './users.ts';

/** Monday 2 March 2026, 08:00 in Auckland (NZDT, +13:00): before opening on a business day. */
export const MONDAY_MORNING = '2026-03-02T08:00:00+13:00';
export const MONDAY = '2026-03-02';
export const TUESDAY = '2026-03-03';
export const WEDNESDAY = '2026-03-04';
export const SUNDAY = '2026-03-08';

export type BookingBody = {
  businessId: string;
  sectionId: string;
  appointmentDate: string;
  appointmentTime: string;
  reason?: string;
  serviceId?: string;
  memberId?: string;
  partySize?: number;
};

const json = (body: unknown) => body as Record<string, unknown>;

/** `user` asks for a place; anonymous when `user` is null. */
export function book(app: App, user: GivenUser | null, body: BookingBody) {
  return app.inject({
    method: 'POST',
    url: '/api/v1.1/appointment',
    headers: user ? bearer(user) : {},
    payload: json({ reason: 'Haircut please', ...body }),
  });
}

/** A booking that must succeed; answers the new appointment's id. */
export async function booked(app: App, user: GivenUser, body: BookingBody): Promise<string> {
  const res = await book(app, user, body);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

export function changeStatus(
  app: App,
  user: GivenUser | null,
  id: string,
  status: number,
  cancellationReason?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1.1/appointment/${id}`,
    headers: user ? bearer(user) : {},
    payload: json({ status, ...(cancellationReason === undefined ? {} : { cancellationReason }) }),
  });
}

/** `user` moves appointment `id` to another day and time of its section. */
export function reschedule(
  app: App,
  user: GivenUser | null,
  id: string,
  to: { appointmentDate: string; appointmentTime: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1.1/appointment/${id}/reschedule`,
    headers: user ? bearer(user) : {},
    payload: to,
  });
}

export function recordAttendance(app: App, user: GivenUser | null, id: string, attendance: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1.1/appointment/${id}/attendance`,
    headers: user ? bearer(user) : {},
    payload: { attendance },
  });
}

export function readAppointment(app: App, user: GivenUser | null, id: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1.1/appointment/${id}`,
    headers: user ? bearer(user) : {},
  });
}

export function listAppointments(app: App, user: GivenUser | null, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/v1.1/appointment${query}`,
    headers: user ? bearer(user) : {},
  });
}

export { mailsTo } from './accounts.ts';

/** `user` (the owner) proposes another time for appointment `id` (docs/decisions/034). */
export function propose(
  app: App,
  user: GivenUser | null,
  id: string,
  body: { appointmentDate: string; appointmentTime: string; message?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1.1/appointment/${id}/proposal`,
    headers: user ? bearer(user) : {},
    payload: body,
  });
}

/** `user` (the customer) accepts or declines the open proposal of appointment `id`. */
export function answerProposal(
  app: App,
  user: GivenUser | null,
  id: string,
  answer: 'accept' | 'decline',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1.1/appointment/${id}/proposal/${answer}`,
    headers: user ? bearer(user) : {},
  });
}
