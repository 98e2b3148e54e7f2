import type { Appointment } from '@timeapp/domain/appointments';
import type { Business, SectionInput } from '@timeapp/domain/businesses';
import { AppointmentStatus } from '@timeapp/domain/status';
import {
  aBusinessBody,
  anAddress,
  aPassword,
  aRegistration,
  aSectionInput,
} from '@timeapp/domain/testing';
import type { SessionUser } from '@timeapp/domain/users';

// Talks to the server under test directly, for the parts of a story that are not what the
// test is about (creating the other users, their business, earlier bookings). Every helper
// creates fresh data, so specs do not depend on each other or on their order.

export const apiBase = () => {
  const base = process.env.E2E_BASE_URL;
  if (!base)
    throw new Error('E2E_BASE_URL is not set: run through e2e/playwright.config.ts (globalSetup)');
  return base;
};

// The raw JSON answer: login and registration carry top-level fields (token, user) too.
type Body = {
  code?: number;
  message?: string;
  data?: unknown;
  token?: string;
  user?: SessionUser;
  [key: string]: unknown;
};
export type Answer<T = unknown> = {
  status: number;
  code: number;
  message: string;
  data: T;
  body: Body;
};

export async function call<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const url = new URL(`${apiBase()}/api/v1.1${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Body = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { message: text };
  }
  return {
    status: res.status,
    code: body.code ?? res.status,
    message: body.message ?? '',
    data: body.data as T,
    body,
  };
}

/** Like call(), but a non-2xx answer is an error naming the call (a broken precondition). */
export async function must<T = unknown>(...args: Parameters<typeof call>): Promise<Answer<T>> {
  const answer = await call<T>(...args);
  if (answer.status >= 300)
    throw new Error(
      `${args[0]} ${args[1]} answered ${answer.status}: ${answer.message ?? JSON.stringify(answer.body)}`,
    );
  return answer;
}

// ---------------------------------------------------------------- mailbox

export type Mail = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt?: string;
};

export async function mailbox(): Promise<Mail[]> {
  const answer = await must<Mail[]>('GET', '/dev/mailbox');
  return answer.data;
}

/** The newest message to `to` whose subject matches, waiting for the outbox to deliver it. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { after = 0, timeout = 20_000 } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeout;
  const wanted = to.toLowerCase();
  for (;;) {
    const found = (await mailbox()).filter(
      (m) => m.to.toLowerCase().includes(wanted) && subject.test(m.subject),
    );
    if (found.length > after) {
      const sorted = found.every((m) => m.createdAt)
        ? [...found].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
        : found;
      return sorted[sorted.length - 1]!;
    }
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} with subject ${subject} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function countMails(to: string, subject: RegExp) {
  const wanted = to.toLowerCase();
  return (await mailbox()).filter(
    (m) => m.to.toLowerCase().includes(wanted) && subject.test(m.subject),
  ).length;
}

export const verificationSubject = /verif|confirm/i;
export const resetSubject = /reset|password/i;

// ---------------------------------------------------------------- users

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(label = 'user') {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@timeapp-e2e.nz`;
}

export type Session = { token: string; user: SessionUser };
export type Account = Session & { email: string; password: string };

export const defaultPassword = aPassword;

/** The shared sign-up body with an address no other test uses. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  ...aRegistration({ firstName: 'Ana', lastName: 'Tester', email: uniqueEmail() }),
  ...overrides,
});

export async function login(email: string, password: string): Promise<Session> {
  const answer = await must('POST', '/users/login', { body: { email, password } });
  return { token: answer.body.token!, user: answer.body.user! };
}

/**
 * Follows the verification link of the newest verification e-mail, as a click in the browser
 * that signed up would: with that sign-up's token (`registeredToken`). Opened without it, a
 * sign-up's link asks for a password first (docs/decisions/039).
 */
export async function verifyByMail(email: string, registeredToken: string) {
  const mail = await waitForMail(email, verificationSubject);
  const link = mail.links.find((l) => l.includes('token='));
  if (!link) throw new Error(`verification e-mail to ${email} carries no link`);
  const params = new URL(link).searchParams;
  await must('GET', '/users/verify-email', {
    token: registeredToken,
    query: {
      email: params.get('email')!,
      token: params.get('token')!,
      expires: params.get('expires')!,
    },
  });
}

/** A registered, verified, signed-in customer with nothing else. */
export async function createCustomer(overrides: Record<string, unknown> = {}): Promise<Account> {
  const body = registration(overrides);
  const registered = await must('POST', '/users', { body });
  await verifyByMail(body.email, registered.body.token!);
  const session = await login(body.email, body.password);
  return { ...session, email: body.email, password: body.password };
}

// ---------------------------------------------------------------- businesses

export type Owner = Account & { business: Business };

/**
 * A verified owner with one business. The name is unique per call unless given, so a search
 * by name finds exactly this business.
 */
export async function createOwnerWithBusiness(
  options: {
    name?: string;
    city?: string;
    suburb?: string;
    category?: string;
    sections?: SectionInput[];
    timezone?: string;
  } = {},
): Promise<Owner> {
  const owner = await createCustomer({
    firstName: 'Olive',
    lastName: 'Owner',
    email: uniqueEmail('owner'),
  });
  const name = options.name ?? `E2E Studio ${Date.now().toString(36)}${++counter}`;
  const created = await must<Business>('POST', '/business', {
    token: owner.token,
    body: aBusinessBody({
      name,
      aboutBusiness: 'A business created by the browser tests.',
      address: {
        ...anAddress({
          city: options.city ?? 'Auckland',
          suburb: options.suburb ?? 'Grey Lynn',
          postCode: '1021',
        }),
        street: '',
      },
      category: options.category ?? '0',
      timezone: options.timezone ?? 'Pacific/Auckland',
      section: options.sections ?? [aSectionInput()],
    }),
  });
  // A fresh login carries the new business in relatedBusinesses (the session the web app keeps).
  const session = await login(owner.email, owner.password);
  const business = (await must<Business>('GET', `/business/${created.data._id}`)).data;
  return { ...owner, ...session, business };
}

export async function getBusiness(id: string) {
  return (await must<Business>('GET', `/business/${id}`)).data;
}

export async function updateBusiness(
  owner: Session,
  businessId: string,
  body: Record<string, unknown>,
) {
  return must<Business>('PUT', `/business/${businessId}`, { token: owner.token, body });
}

// ---------------------------------------------------------------- appointments

export async function book(
  customer: Session,
  b: { businessId: string; sectionId: string; date: string; time: string; reason?: string },
) {
  const answer = await must<Appointment>('POST', '/appointment', {
    token: customer.token,
    body: {
      businessId: b.businessId,
      sectionId: b.sectionId,
      appointmentDate: b.date,
      appointmentTime: b.time,
      reason: b.reason ?? 'Booked by the browser tests',
    },
  });
  return answer.data;
}

export async function decide(
  who: Session,
  appointmentId: string,
  status: typeof AppointmentStatus.Approved | typeof AppointmentStatus.Cancelled,
  cancellationReason?: string,
) {
  return must<Appointment>('PUT', `/appointment/${appointmentId}`, {
    token: who.token,
    body: { status, ...(cancellationReason ? { cancellationReason } : {}) },
  });
}

export async function getAppointment(who: Session, id: string) {
  return (await must<Appointment>('GET', `/appointment/${id}`, { token: who.token })).data;
}
