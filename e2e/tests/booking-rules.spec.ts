import { aRequestSectionInput, aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import {
  book,
  call,
  createCustomer,
  createOwnerWithBusiness,
  updateBusiness,
  type Owner,
} from '../support/api';
import {
  addDays,
  bookableWeekday,
  minutesNowInZone,
  nextSunday,
  todayInZone,
} from '../support/dates';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';
import { pickDate, slotRow } from '../support/steps';

// What the booking screen refuses and how it says so (docs/product-rules.md 5.4).
// Each test has its own business, so bookings of one never fill another's slots.

const sectionUrl = (owner: Owner) =>
  `/sectionname-appointment/${owner.business.section[0]!._id}/${owner.business._id}`;

test('a full slot shows red places and cannot be booked', async ({ page }) => {
  const owner = await createOwnerWithBusiness({
    sections: [aSectionInput({ appointmentPerSlot: 2 })],
  });
  const date = bookableWeekday(4);
  const section = owner.business.section[0]!;
  for (const who of [await createCustomer(), await createCustomer()])
    await book(who, {
      businessId: owner.business._id,
      sectionId: section._id,
      date,
      time: '09:30',
    });

  const me = await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  await pickDate(page, date);

  const full = slotRow(page, '09:30', '10:00');
  await expect(full).toHaveAccessibleName(/0 of 2 places free/);
  await expect(full.getByRole('button')).toHaveCount(0);
  const taken = full.getByRole('img', { name: 'Taken' });
  await expect(taken).toHaveCount(2);
  // Red: reserved places; green: free ones (docs/product-rules.md 3.4).
  const red = await taken.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(isReddish(red), `taken place colour ${red}`).toBe(true);
  const free = slotRow(page, '10:00', '10:30')
    .getByRole('button', { name: 'Book 10:00 AM' })
    .first();
  const green = await free.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(isGreenish(green), `free place colour ${green}`).toBe(true);

  // The server refuses too, whatever a client sends.
  const refused = await call('POST', '/appointment', {
    token: me.token,
    body: {
      businessId: owner.business._id,
      sectionId: section._id,
      appointmentDate: date,
      appointmentTime: '09:30',
      reason: '',
    },
  });
  expect(refused.status).toBe(409);
  expect(refused.message).toBe(messages.slotFull);
});

test('an off day shows "This is an off day." and no slots', async ({ page }) => {
  const owner = await createOwnerWithBusiness({
    sections: [
      aSectionInput({
        businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      }),
    ],
  });
  await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  await pickDate(page, nextSunday());
  await expect(page.getByRole('status').filter({ hasText: messages.offDay })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Slots' })).toHaveCount(0);
});

test('today after closing shows "We are closed now. Please choose another day."', async ({
  page,
}) => {
  // A section open every day that has already closed today. Just after midnight in Auckland
  // nothing can have closed yet, so the business then sits in a zone where the day is older
  // (at any instant one of these is between 01:00 and 23:00).
  const timezone = ['Pacific/Auckland', 'Asia/Kolkata', 'America/New_York'].find((z) => {
    const m = minutesNowInZone(new Date(), z);
    return m >= 60 && m <= 23 * 60;
  })!;
  const close = Math.floor((minutesNowInZone(new Date(), timezone) - 5) / 15) * 15;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const owner = await createOwnerWithBusiness({
    timezone,
    sections: [
      aSectionInput({
        businessDays: [
          'Monday',
          'Tuesday',
          'Wednesday',
          'Thursday',
          'Friday',
          'Saturday',
          'Sunday',
        ],
        businessHours: ['00:00', hhmm(close)],
        regularOffHours: [],
        slotDuration: 15,
      }),
    ],
  });
  await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  const today = todayInZone(new Date(), timezone);
  await pickDate(page, today);
  await expect(
    page.getByRole('status').filter({ hasText: messages.closedTodaySlots }),
  ).toBeVisible();
  // Tomorrow is open again.
  await pickDate(page, addDays(today, 1));
  await expect(page.getByRole('list', { name: 'Slots' })).toBeVisible();
});

test('a non-regular off day set by the owner cannot be booked', async ({ page }) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  const holiday = bookableWeekday(5);
  const section = owner.business.section[0]!;
  await updateBusiness(owner, owner.business._id, {
    section: [{ ...section, noneRegularOffDays: [holiday] }],
  });
  await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  await pickDate(page, holiday);
  await expect(page.getByRole('status').filter({ hasText: messages.holiday })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Book / })).toHaveCount(0);
});

test('a customer cannot hold two places in one slot; the own place shows as "your booking"', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({
    sections: [aSectionInput({ appointmentPerSlot: 3 })],
  });
  const date = bookableWeekday(3);
  const me = await givenSignedInCustomer(page);
  await book(me, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date,
    time: '14:00',
  });
  await page.goto(sectionUrl(owner));
  await pickDate(page, date);
  const row = slotRow(page, '14:00', '14:30');
  await expect(row).toHaveAccessibleName(/2 of 3 places free, your booking/);
  // Without a profile photo the own place is a person avatar; the row's name says whose it is.
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('img', { name: 'Not available' })).toHaveCount(2);
  const again = await call('POST', '/appointment', {
    token: me.token,
    body: {
      businessId: owner.business._id,
      sectionId: owner.business.section[0]!._id,
      appointmentDate: date,
      appointmentTime: '14:00',
      reason: '',
    },
  });
  expect(again.status).toBe(409);
  expect(again.message).toBe(messages.alreadyBooked);
});

test('in request mode, date and time are required before asking', async ({ page }) => {
  const owner = await createOwnerWithBusiness({ sections: [aRequestSectionInput()] });
  await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  await page.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.selectDateTime })).toBeVisible();
});

function rgb(color: string) {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { r, g, b };
}
const isReddish = (color: string) => {
  const { r, g, b } = rgb(color);
  return r > 150 && r > g * 1.5 && r > b * 1.5;
};
const isGreenish = (color: string) => {
  const { r, g, b } = rgb(color);
  return g > 100 && g > r * 1.2 && g > b;
};
