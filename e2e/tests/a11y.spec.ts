import { aRequestSectionInput, aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import type { Page } from '@playwright/test';
import type { Appointment } from '@timeapp/domain/appointments';
import {
  book,
  createCustomer,
  createOwnerWithBusiness,
  decide,
  login,
  must,
  type Account,
  type Owner,
  uniqueEmail,
} from '../support/api';
import { audit, settle, writeA11yReport } from '../support/a11y';
import { bookableWeekday } from '../support/dates';
import { expect, signInAs, test } from '../support/fixtures';
import { pickDate } from '../support/steps';

// axe-core on every route of apps/web/src/config/paths.ts, signed in where the route needs it,
// with real ids, plus the dialogs users open most. No serious or critical violation allowed;
// the full table goes to e2e/results/a11y.md.

type World = {
  owner: Owner;
  customer: Account;
  newcomer: Account;
  waiting: Appointment;
  approved: Appointment;
  cancelled: Appointment;
};
let world: World;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const owner = await createOwnerWithBusiness({
    name: `Axe Salon ${Date.now().toString(36)}`,
    sections: [
      aSectionInput({ sectionName: 'Haircut' }),
      aRequestSectionInput({ sectionName: 'Colour consultation' }),
      aSectionInput({ sectionName: 'Cut & colour' }),
    ],
  });
  // The third section books by service, with a team member (docs/product-rules.md 9).
  const base = `/business/${owner.business._id}`;
  const stylist = await must<{ _id: string }>('POST', `${base}/team`, {
    token: owner.token,
    body: { name: 'Aroha', hours: { MO: [['09:00', '17:00']], TU: [['09:00', '17:00']] } },
  });
  await must('POST', `${base}/services`, {
    token: owner.token,
    body: {
      sectionId: owner.business.section[2]!._id,
      name: 'Colour',
      durationMinutes: 120,
      priceCents: 18000,
      memberIds: [stylist.data._id],
    },
  });
  const customer = await createCustomer({ firstName: 'Kiri' });
  const newcomer = await createCustomer({ firstName: 'Nia' });
  const [slot] = owner.business.section;
  const date = bookableWeekday(2);
  const at = (time: string) => ({
    businessId: owner.business._id,
    sectionId: slot!._id,
    date,
    time,
  });
  const waiting = await book(customer, { ...at('09:00'), reason: 'Trim' });
  const approved = await book(customer, { ...at('10:00'), reason: 'Colour' });
  await decide(owner, approved._id, 1);
  const cancelled = await book(customer, { ...at('11:00'), reason: 'Wash' });
  await decide(owner, cancelled._id, 2, 'Stylist is away');
  world = { owner, customer, newcomer, waiting, approved, cancelled };
});

test.afterAll(() => writeA11yReport());

async function check(
  page: Page,
  route: string,
  as: string,
  prepare?: (page: Page) => Promise<void>,
) {
  await page.goto(route);
  await settle(page);
  if (prepare) {
    await prepare(page);
    await settle(page);
  }
  const row = await audit(page, route + (prepare ? ' (dialog open)' : ''), as);
  expect(row.failing, `serious or critical axe violations on ${route}`).toEqual([]);
}

const publicRoutes = [
  '/',
  '/time-app',
  '/howTo',
  '/clean',
  '/whowe',
  '/it-app',
  '/terms-and-conditions',
  '/privacy-policy',
  '/loginApp',
  '/loginApp/verify-email',
  '/loginApp/reset-password?resettoken=abc',
  '/register',
  '/forgotPass',
  '/dev/mailbox',
  '/search-business',
  '/no-such-page',
];

for (const route of publicRoutes) {
  test(`axe: ${route} (visitor)`, async ({ page }) => {
    await check(page, route, 'visitor');
  });
}

// The public business page, and its search results, as a visitor (no sign-in), with a time picked.
test('axe: /b/{slug} (visitor, a time picked)', async ({ page }) => {
  await check(page, `/b/${world.owner.business.slug}`, 'visitor', async (p) => {
    const booking = p.getByRole('region', { name: 'Book a time' });
    await booking.getByRole('list').first().getByRole('button').first().click();
    await expect(booking.getByRole('button', { name: 'Sign up and book' })).toBeVisible();
  });
});
// Its short sign-up, at the code step (docs/decisions/046).
test('axe: /b/{slug} (visitor, signing up to book)', async ({ page }) => {
  await check(page, `/b/${world.owner.business.slug}`, 'visitor', async (p) => {
    const booking = p.getByRole('region', { name: 'Book a time' });
    await booking.getByRole('list').first().getByRole('button').first().click();
    await booking.getByRole('button', { name: 'Sign up and book' }).click();
    await p.getByLabel('First name').fill('Ana');
    await p.getByLabel('Last name').fill('Axe');
    await p.getByLabel('E-mail address').fill(uniqueEmail('axe'));
    await p.getByLabel('Password').fill('Visitor@123');
    await p.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(p.getByLabel('Code from the e-mail')).toBeVisible();
  });
});
test('axe: /client-appointmentDetails (visitor)', async ({ page }) => {
  await check(
    page,
    `/client-appointmentDetails?name=${encodeURIComponent(world.owner.business.name)}`,
    'visitor',
  );
});

// A referral link as a visitor opens it: the business named, Login and Sign Up.
test('axe: /r/{code} (visitor)', async ({ page }) => {
  const plan = await must<{ referralCode: string }>(
    'GET',
    `/business/${world.owner.business._id}/plan`,
    world.owner,
  );
  await check(page, `/r/${plan.data.referralCode}`, 'visitor');
});

const customerRoutes: Array<[string, () => string]> = [
  ['/clientDashboard', () => '/clientDashboard'],
  ['/appointment', () => '/appointment'],
  ['/user-profile', () => '/user-profile'],
  ['/contact-us', () => '/contact-us'],
  ['/about', () => '/about'],
  ['/search-business', () => '/search-business'],
  [
    '/client-appointmentDetails',
    () => `/client-appointmentDetails?name=${encodeURIComponent(world.owner.business.name)}`,
  ],
  // One business page (DESIGN.md section 11): a customer's, with Favourite, Referral and Rate.
  ['/b/{slug} (customer)', () => `/b/${world.owner.business.slug}`],
  [
    '/sectionname-appointment (slots)',
    () =>
      `/sectionname-appointment/${world.owner.business.section[0]!._id}/${world.owner.business._id}`,
  ],
  [
    '/sectionname-appointment (by service)',
    () =>
      `/sectionname-appointment/${world.owner.business.section[2]!._id}/${world.owner.business._id}`,
  ],
  [
    '/sectionname-appointment (request)',
    () =>
      `/sectionname-appointment/${world.owner.business.section[1]!._id}/${world.owner.business._id}`,
  ],
  [
    '/show-appointment-details (waiting)',
    () => `/show-appointment-details?id=${world.waiting._id}`,
  ],
  ['/appointment-booked', () => `/appointment-booked?id=${world.waiting._id}`],
  [
    '/show-appointment-details (cancelled)',
    () => `/show-appointment-details?id=${world.cancelled._id}`,
  ],
  ['/cancel-appointment', () => '/cancel-appointment'],
];

for (const [name, route] of customerRoutes) {
  test(`axe: ${name} (customer)`, async ({ page }) => {
    await signInAs(page, world.customer);
    await check(page, route(), 'customer');
  });
}

// The operator console's contact messages (one sent first, so the list is not empty).
test('axe: /operator, contact messages (operator)', async ({ page }) => {
  await must('POST', '/users/contact-timeapp', {
    body: { name: 'Axe Visitor', email: 'axe@example.nz', subject: 'Axe', message: 'Hello' },
  });
  await signInAs(page, await login('operator@timeapp.nz', 'Operator@123'));
  await check(page, '/operator', 'operator', async (p) => {
    await p.getByRole('tab', { name: 'Contact messages' }).click();
    await p.getByRole('article').first().waitFor();
  });
});

// The operator console's audit trail (every business's changes, newest first).
test('axe: /operator, changes (operator)', async ({ page }) => {
  await signInAs(page, await login('operator@timeapp.nz', 'Operator@123'));
  await check(page, '/operator', 'operator', async (p) => {
    await p.getByRole('tab', { name: 'Changes' }).click();
    await p.getByRole('listitem').first().waitFor();
  });
});

// The customer's bell, open: what changed since it was last opened, marked New.
test('axe: /clientDashboard (customer, the bell open)', async ({ page }) => {
  await signInAs(page, world.customer);
  await check(page, '/clientDashboard', 'customer', async (p) => {
    await p.getByRole('button', { name: /^Appointment updates: \d+$/ }).click();
    await p.getByRole('dialog', { name: 'What changed since you last looked' }).waitFor();
  });
});

test('axe: /create-business-user (customer without a business)', async ({ page }) => {
  await signInAs(page, world.newcomer);
  await check(page, '/create-business-user', 'customer');
});

const ownerRoutes: Array<[string, () => string]> = [
  ['/business-dashboard', () => '/business-dashboard'],
  ['/business-user-profile', () => '/business-user-profile'],
  ['/business-about-us', () => '/business-about-us'],
  ['/show-notification', () => '/show-notification'],
  ['/show-notification?id (pending)', () => `/show-notification?id=${world.waiting._id}`],
  ['/view-today-appontment (approved)', () => `/view-today-appontment?id=${world.approved._id}`],
  ['/view-today-appontment (cancelled)', () => `/view-today-appontment?id=${world.cancelled._id}`],
  ['/cancelled-appointments', () => '/cancelled-appointments'],
  ['/schedule-setup', () => '/schedule-setup'],
  ['/business-team', () => '/business-team'],
  ['/business-changes', () => '/business-changes'],
];

for (const [name, route] of ownerRoutes) {
  test(`axe: ${name} (owner)`, async ({ page }) => {
    await signInAs(page, world.owner);
    await check(page, route(), 'owner');
  });
}

// The dialogs and pickers people open most.
test('axe: a rating given on the business page', async ({ page }) => {
  await signInAs(page, world.newcomer);
  await check(page, `/b/${world.owner.business.slug}`, 'customer', async (p) => {
    await p.getByRole('button', { name: '4 stars' }).click();
    await expect(p.getByRole('status').filter({ hasText: messages.rated })).toBeVisible();
  });
});

test('axe: date picker and booking dialog on the slot screen', async ({ page }) => {
  await signInAs(page, world.newcomer);
  const route = `/sectionname-appointment/${world.owner.business.section[0]!._id}/${world.owner.business._id}`;
  await check(page, route, 'customer', async (p) => {
    await p.getByRole('button', { name: 'Date' }).click();
  });
  await page.keyboard.press('Escape');
  // A future weekday: late in Auckland's day, today has no free place left to book.
  await pickDate(page, bookableWeekday());
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await settle(page);
  const row = await audit(page, `${route} (booking dialog)`, 'customer');
  expect(row.failing).toEqual([]);
});

test('axe: switch confirmation dialog', async ({ page }) => {
  await signInAs(page, world.owner);
  await check(page, '/business-dashboard', 'owner', async (p) => {
    await p.getByRole('button', { name: /Switch to customer dashboard/ }).click();
  });
});

test('axe: login error dialog', async ({ page }) => {
  await check(page, '/loginApp', 'visitor', async (p) => {
    await p.getByLabel('User name (e-mail)').fill(world.customer.email);
    await p.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
    await p.getByRole('button', { name: 'Login' }).click();
    await expect(p.getByRole('dialog', { name: 'Error' })).toBeVisible();
  });
});
