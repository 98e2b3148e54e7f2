import { test as base, expect, type Page } from '@playwright/test';
import {
  createCustomer,
  createOwnerWithBusiness,
  login,
  type Account,
  type Owner,
  type Session,
} from './api';

// The storage keys of apps/web/src/lib/auth-store.ts (docs/product-rules.md 3.6).
export const TOKEN_KEY = 'access-token';
export const USER_KEY = 'session-user';

export const demo = {
  customer: { email: 'customer@timeapp.nz', password: 'Customer@123' },
  owner: { email: 'owner@timeapp.nz', password: 'Owner@123', business: 'Ponsonby Hair Studio' },
};

type Fixtures = { pageErrors: Error[] };

export const test = base.extend<Fixtures>({
  // The server globalSetup started; its port is free-picked per run.
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no dependencies.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // An uncaught exception in the page fails the test even when the screen looks fine.
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Puts a session in localStorage the way the web app's auth-store does, without the login form. */
export async function signInAs(page: Page, session: Session) {
  // Any same-origin document will do; the health answer is the lightest one.
  await page.goto('/api/v1.1/health');
  await page.evaluate(
    ([tokenKey, userKey, s]) => {
      localStorage.setItem(tokenKey, s.token);
      localStorage.setItem(userKey, JSON.stringify(s.user));
    },
    [TOKEN_KEY, USER_KEY, session] as const,
  );
}

/** A brand-new verified customer, signed in on `page`. */
export async function givenSignedInCustomer(
  page: Page,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const customer = await createCustomer(overrides);
  await signInAs(page, customer);
  return customer;
}

/** A brand-new owner with one business (sections as given), signed in on `page`. */
export async function givenSignedInOwner(
  page: Page,
  options: Parameters<typeof createOwnerWithBusiness>[0] = {},
): Promise<Owner> {
  const owner = await createOwnerWithBusiness(options);
  await signInAs(page, owner);
  return owner;
}

export async function givenSignedInDemoCustomer(page: Page) {
  const session = await login(demo.customer.email, demo.customer.password);
  await signInAs(page, session);
  return session;
}

export async function givenSignedInDemoOwner(page: Page) {
  const session = await login(demo.owner.email, demo.owner.password);
  await signInAs(page, session);
  return session;
}

/** A second browser context for the other side of a story (the owner while the customer waits). */
export async function otherSide(page: Page, session: Session) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 1280, height: 800 },
      timezoneId: 'Pacific/Auckland',
      locale: 'en-NZ',
    });
  const other = await context.newPage();
  await signInAs(other, session);
  return other;
}

export async function signOut(page: Page) {
  await page.evaluate(
    ([t, u]) => {
      localStorage.removeItem(t);
      localStorage.removeItem(u);
    },
    [TOKEN_KEY, USER_KEY] as const,
  );
}
