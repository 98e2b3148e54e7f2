import type { Page } from '@playwright/test';
import { weekDays } from '@timeapp/domain/days';
import { aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import {
  book,
  createCustomer,
  createOwnerWithBusiness,
  must,
  waitForMail,
  type Owner,
} from './api';
import { addDays, bookableWeekday, twelveHour } from './dates';
import { sayWhen } from '@timeapp/domain/say-when';
import { expect, givenSignedInCustomer } from './fixtures';
import { expectBookedScreen, screenDate, showPlaces } from './steps';

/** A business whose one section has two one-place slots a day (09:00, 09:30), every day. */
export async function givenTwoSlotBusiness(): Promise<Owner> {
  return createOwnerWithBusiness({
    sections: [
      aSectionInput({
        businessDays: [...weekDays],
        businessHours: ['09:00', '10:00'],
        regularOffHours: [],
        slotDuration: 30,
        appointmentPerSlot: 1,
      }),
    ],
  });
}

export const sectionUrl = (owner: Owner) =>
  `/sectionname-appointment/${owner.business.section[0]!._id}/${owner.business._id}`;

/** 'Wed 3 Dec': how the strip names a day (its accessible name starts with it). */
export const stripDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    d.toLocaleDateString('en-NZ', { ...o, timeZone: 'UTC' });
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })}`;
};

export const stripButton = (page: Page, date: string) =>
  page
    .getByRole('group', { name: 'Next days' })
    .getByRole('button', { name: new RegExp(`^${stripDay(date)} `) });

/** Both places of `date` taken by other customers. */
export async function fillDay(owner: Owner, date: string) {
  for (const time of ['09:00', '09:30'])
    await book(await createCustomer(), {
      businessId: owner.business._id,
      sectionId: owner.business.section[0]!._id,
      date,
      time,
    });
}

/**
 * A customer opens the booking screen, sees a fully booked day greyed and named in the strip
 * of the next 14 days, picks the next day from the strip and a time from its chips, and
 * books it; the strip and the chips then show it. On a phone the detailed view's place icons
 * start at the same line on every row.
 */
export async function pickFromTheStrip(page: Page) {
  const owner = await givenTwoSlotBusiness();
  const full = bookableWeekday(2);
  const next = addDays(full, 1);
  await fillDay(owner, full);

  await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  const strip = page.getByRole('group', { name: 'Next days' });
  await expect(strip.getByRole('button')).toHaveCount(14);
  const fullDay = stripButton(page, full);
  await expect(fullDay).toContainText('Full');
  await expect(fullDay).toHaveAccessibleName(new RegExp(messages.fullyBooked));
  // Grey is not the only sign: the day says 'Full', and its border is dashed.
  expect(await fullDay.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed');
  await expect(stripButton(page, next)).toContainText('2 free');
  await page.screenshot({ path: `test-results/strip-${page.viewportSize()!.width}.png` });

  await stripButton(page, next).click();
  await expect(stripButton(page, next)).toHaveAttribute('aria-pressed', 'true');
  const chips = page.getByRole('group', { name: 'Free times' });
  await chips.getByRole('button', { name: `${twelveHour('09:30')}, free` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
  await dialog.getByLabel('Reason (optional)').fill('From the strip');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expectBookedScreen(page);
  // Back on the booking screen, the time is theirs.
  await page.goBack();
  await stripButton(page, next).click();
  await expect(chips.getByText('Yours')).toBeVisible();
  await expect(stripButton(page, next)).toContainText('1 free');

  // The detailed view: one row per slot, and the places start at the same x on every row.
  await showPlaces(page);
  const rows = page.getByRole('list', { name: 'Slots' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const starts: number[] = [];
  for (const row of await rows.all()) {
    // The row's second column: the places, the first of which sits at its left edge.
    const places = row.locator(':scope > div > :nth-child(2)');
    const start = (await places.boundingBox())!.x;
    starts.push(start);
    // The time fits its column and ends before the places: it never runs into them (a phone too).
    const time = row.locator(':scope > div > :nth-child(1)');
    expect(await time.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = (await time.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(start);
  }
  expect(Math.abs(starts[0]! - starts[1]!)).toBeLessThan(1);
  return { owner, next };
}

/**
 * A customer moves their booking from 09:00 to 09:30 of the same day with 'Change time' on
 * their appointment screen: the picker opens on the appointment's day with its time marked
 * 'Current'; the move keeps the status and the history says where it was.
 */
export async function changeTheTime(page: Page) {
  const owner = await givenTwoSlotBusiness();
  const date = bookableWeekday(3);
  const customer = await givenSignedInCustomer(page);
  const a = await book(customer, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date,
    time: '09:00',
  });
  await page.goto(`/show-appointment-details?id=${a._id}`);
  await page.getByRole('button', { name: messages.changeTime }).click();
  const dialog = page.getByRole('dialog', { name: messages.changeTime });
  await expect(stripButton(page, date)).toHaveAttribute('aria-pressed', 'true');
  const chips = dialog.getByRole('group', { name: 'Free times' });
  await expect(chips.getByText('Current')).toBeVisible();
  await page.screenshot({ path: `test-results/change-time-${page.viewportSize()!.width}.png` });
  await chips.getByRole('button', { name: `${twelveHour('09:30')}, free` }).click();
  await expect(dialog).toContainText(`to ${screenDate(date)} at ${twelveHour('09:30')}?`);
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.rescheduled).first()).toBeVisible();
  await expect(page.getByText(twelveHour('09:30'), { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    messages.historyMovedFrom(sayWhen(date, '09:00')),
  );
  return { owner, customer, date, appointmentId: a._id };
}

/**
 * A customer finds a full time on the booking screen, asks to be told when a place frees, and
 * is told (e-mail and a live notice) when a customer holding it cancels; they then book it.
 */
export async function waitForAPlace(page: Page) {
  const owner = await givenTwoSlotBusiness();
  const date = bookableWeekday(3);
  const sectionId = owner.business.section[0]!._id;
  const holder = await createCustomer();
  const held = await book(holder, {
    businessId: owner.business._id,
    sectionId,
    date,
    time: '09:00',
  });
  await book(await createCustomer(), {
    businessId: owner.business._id,
    sectionId,
    date,
    time: '09:30',
  });

  const customer = await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  await stripButton(page, date).click();
  const chips = page.getByRole('group', { name: 'Free times' });
  await chips
    .getByRole('button', { name: `${twelveHour('09:00')}, full: tell me when a place frees` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'This time is full' });
  await page.screenshot({ path: `test-results/waitlist-${page.viewportSize()!.width}.png` });
  await dialog.getByRole('button', { name: messages.tellMeWhenFree }).click();
  await expect(dialog.getByRole('status')).toHaveText(messages.waitlistJoined);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The holder cancels: the waiting customer is told live and by e-mail.
  await must('PUT', `/appointment/${held._id}`, {
    token: holder.token,
    body: { status: 2, cancellationReason: 'Cannot come' },
  });
  const notice = messages.waitlistPlaceFreed(sayWhen(date, '09:00'));
  await expect(page.getByText(notice)).toBeVisible({ timeout: 20_000 });
  const mail = await waitForMail(customer.email, /A place freed/);
  expect(mail.text).toContain(notice);
  // The strip and the chips followed: the place is free, and the customer books it.
  await chips.getByRole('button', { name: `${twelveHour('09:00')}, free` }).click();
  await page
    .getByRole('dialog', { name: 'Confirm booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
  await expectBookedScreen(page);
}
