import { desc, eq } from 'drizzle-orm';
import { aPassword, aRegistration } from '@timeapp/domain/testing';
import type { AppContext } from '../../src/lib/context.ts';
import { outbox } from '../../src/db/schema.ts';
import { resolveAccountRequests } from '../../src/modules/auth/requests.ts';
import { renderOutboxRow } from '../../src/modules/mail/render.ts';
import type { TestApp } from './test-app.ts';

export const API = '/api/v1.1';
export const GOOD_PASSWORD = aPassword;

let counter = 0;
/** A unique address for this run (registration is limited per client address, not per e-mail). */
export const newEmail = (name = 'person') =>
  `${name}.${(counter += 1)}.${Math.random().toString(36).slice(2, 7)}@example.test`;

/** The sign-up body (the shared factory's) with an address no other test uses. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  ...aRegistration({ email: newEmail('aroha') }),
  ...overrides,
});

export const registers = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/users`, payload: registration(overrides) });

export const logsIn = (t: TestApp, email: string, password: string = GOOD_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `${API}/users/login`, payload: { email, password } });

/**
 * The e-mails queued for `to`, newest first, with the parts the worker renders when it sends
 * them; reset and verification requests are resolved first, as the mail worker does about once
 * a second.
 */
export async function mailsTo(ctx: AppContext, to: string) {
  await resolveAccountRequests(ctx);
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return Promise.all(rows.map((row) => renderOutboxRow(ctx, row)));
}

/** The link of the newest e-mail to `to` whose path is `path`. */
export async function linkFrom(ctx: AppContext, to: string, path: string): Promise<URL> {
  for (const mail of await mailsTo(ctx, to)) {
    const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === path);
    if (link) return link;
  }
  throw new Error(`no e-mail to ${to} with a link to ${path}`);
}

/**
 * Follows a verification link the way the login page does: its query goes to the API, with the
 * token of the sign-up made in the same browser, if any (`registered`: that sign-up's answer).
 */
export const followsVerificationLink = (t: TestApp, link: URL, registered?: { token: string }) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/users/verify-email${link.search}`,
    headers: registered ? { authorization: `Bearer ${registered.token}` } : {},
  });

/** A verification link opened elsewhere: the opener chooses the account's password with it. */
export const choosesPasswordThroughLink = (t: TestApp, link: URL, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/users/verify-email`,
    payload: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      expires: link.searchParams.get('expires'),
      password,
      confirmPassword: password,
    },
  });

/** The signed-in user changes the password; answers the reply (its `token` goes on). */
export const changesPassword = (
  t: TestApp,
  who: { token: string },
  oldPassword: string,
  newPassword: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/users/change-password`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: { oldPassword, newPassword },
  });

/** 'Forgot password', then the e-mailed link's form: answers the reset's reply. */
export async function resetsPassword(t: TestApp, email: string, password: string) {
  await t.app.inject({ method: 'POST', url: `${API}/users/forgot-password`, payload: { email } });
  const link = await linkFrom(t.ctx, email, '/loginApp/reset-password');
  return t.app.inject({
    method: 'POST',
    url: `${API}/users/reset-password`,
    payload: { password, confirmPassword: password, token: link.searchParams.get('resettoken') },
  });
}
