import { messages } from '@timeapp/domain/messages';
import { dayParts } from '@timeapp/domain/say-when';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { verificationSubject, waitForMail } from './api';
import { twelveHour } from './dates';

// Steps of the stories, as a user does them on the screens. Shared by the desktop and phone
// journeys; `page.viewportSize()` tells whether the navigation sits in the slide-out panel.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Clicks an entry of the left navigation, opening the slide-out panel first on a phone. */
export async function navigateTo(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
  }
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: label, exact: true }).click();
  if (isPhone(page))
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
}

/** Relative path of an absolute link from an e-mail (the server's PUBLIC_URL is our base). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function signUpThroughScreens(
  page: Page,
  who: { firstName: string; lastName: string; email: string; password: string; city: string },
) {
  await page.goto('/register');
  await fillSignUp(page, who);
}

/** Fills and sends the sign-up form on screen, then sees the account created. */
export async function fillSignUp(
  page: Page,
  who: { firstName: string; lastName: string; email: string; password: string; city: string },
) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(who.firstName);
  await form.getByLabel('Last name').fill(who.lastName);
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Country').fill('New Zealand');
  await form.getByLabel('Province/State').fill('Bay of Plenty');
  await form.getByLabel('City').fill(who.city);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await form.getByLabel('Confirm password').fill(who.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
}

export async function verifyFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, verificationSubject);
  await page.goto(pathOf(mail.links.find((l) => l.includes('token='))!));
  await expect(page.getByText(messages.verified)).toBeVisible();
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  if (!/\/loginApp/.test(page.url())) await page.goto('/loginApp');
  await page.getByLabel('User name (e-mail)').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function search(page: Page, criteria: { name?: string; city?: string }) {
  await navigateTo(page, 'Search Business');
  const form = page.getByRole('form', { name: 'Search business' });
  await form.getByLabel('Name, category or place').fill(criteria.name ?? '');
  if (criteria.city) {
    const more = form.getByRole('button', { name: 'More filters' });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  }
  const city = form.getByLabel('City', { exact: true });
  if (criteria.city || (await city.isVisible())) await city.fill(criteria.city ?? '');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/client-appointmentDetails\?/);
}

/** The card of a business in the search results (its accessible name starts with the name). */
export const resultCard = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${escape(name)},`) });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks a date in the booking screen's month calendar (the 'Date' button opens it), moving
 * months as needed: the calendar opens on the chosen day's month, which can be after the date
 * wanted (today closed on a month's last day: the first free day is next month).
 */
export async function pickDate(page: Page, date: string) {
  await page.getByRole('button', { name: /^Date\b/ }).click();
  const day = calendarDay(page, date);
  const previous = page.getByRole('button', { name: 'Previous month' });
  const next = page.getByRole('button', { name: 'Next month' });
  await expect(next).toBeVisible();
  for (let i = 0; i < 14 && !(await day.isVisible()) && (await previous.isEnabled()); i++)
    await previous.click();
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) await next.click();
  await day.click();
  await showPlaces(page);
}

/** A day of a month calendar ('Wed 9 Dec, 3 free'), not of the day strip ('Wed 9 Dec 3 free'). */
export function calendarDay(scope: Page | Locator, date: string): Locator {
  const p = dayParts(date)!;
  return scope.getByRole('button', { name: new RegExp(`^${p.weekday} ${p.day} ${p.month}(,|$)`) });
}

/**
 * The time picker's detailed view (one row per slot, one icon per place) rather than its time
 * chips; a request-mode section has neither.
 */
export async function showPlaces(page: Page) {
  const places = page.getByRole('button', { name: 'Places', exact: true });
  if ((await places.count()) > 0 && (await places.getAttribute('aria-pressed')) !== 'true')
    await places.click();
}

export const slotRow = (page: Page, time: string, end: string): Locator =>
  page.getByRole('list', { name: 'Slots' }).getByRole('listitem', {
    name: new RegExp(`^${escape(twelveHour(time))} - ${escape(twelveHour(end))}:`),
  });

/** Books one place of a slot through the confirmation dialog, with a reason. */
export async function bookSlot(page: Page, time: string, end: string, reason: string) {
  await slotRow(page, time, end)
    .getByRole('button', { name: `Book ${twelveHour(time)}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
  await dialog.getByLabel('Reason (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expectBookedScreen(page);
}

/** Booking lands on its confirmation: 'Request sent', what happens next, 'Add to calendar'. */
export async function expectBookedScreen(page: Page) {
  await expect(page).toHaveURL(/\/appointment-booked\?id=/);
  await expect(page.getByRole('heading', { name: 'Request sent', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: messages.bookedWaiting })).toBeVisible();
  await expect(page.getByRole('group', { name: messages.addToCalendar })).toBeVisible();
}

/** The status shown on the customer's appointment detail. */
export const detailStatus = (page: Page) =>
  page.getByText('Status', { exact: true }).locator('xpath=following-sibling::*[1]');

/** 'Wed, 25 Nov 2026': the date as the screens write it (apps/web/src/lib/format-date-time.ts). */
export const screenDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The owner's day sheet (the dashboard's main panel), named by the day or week it shows. */
export const daySheet = (page: Page) =>
  page.getByRole('region', { name: /^(Today, |Week of )?\w{3}, \d+ \w{3} \d{4}$/ });

/** The owner's day sheet on `date` (a future day): 'Next day' until its heading names it. */
export async function openDaySheetOn(page: Page, date: string) {
  const sheet = daySheet(page);
  const heading = sheet.getByRole('heading', { level: 2 });
  await expect(heading).toBeVisible();
  for (let i = 0; i < 21; i++) {
    const text = (await heading.textContent()) ?? '';
    if (text.endsWith(screenDate(date))) return sheet;
    await sheet.getByRole('button', { name: 'Next day' }).click();
    await expect(heading).not.toHaveText(text);
  }
  throw new Error(`the day sheet never showed ${date}`);
}
