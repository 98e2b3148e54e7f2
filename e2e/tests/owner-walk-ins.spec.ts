import { aSectionInput } from '@timeapp/domain/testing';
import type { Appointment } from '@timeapp/domain/appointments';
import { weekDays } from '@timeapp/domain/businesses';
import { audit } from '../support/a11y';
import { createOwnerWithBusiness, must } from '../support/api';
import { minutesNowInZone, middayZone, todayInZone, twelveHour } from '../support/dates';
import { expect, otherSide, signInAs, test } from '../support/fixtures';
import { daySheet } from '../support/steps';

// The owner's day run from the day sheet (docs/product-rules.md 5.8, 5.10, 5.11): a walk-in
// booked into the slot under way appears at once, in another tab too; 'Arrived' and 'Report'
// are offered inside their windows and can be undone; a contact note is kept on the appointment.
// The business's zone is one where it is about noon, so 'now' is always inside opening hours.

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function ownerOpenAllDay() {
  const timezone = middayZone();
  const owner = await createOwnerWithBusiness({
    timezone,
    sections: [
      aSectionInput({
        sectionName: 'Drop-in',
        businessDays: [...weekDays],
        businessHours: ['06:00', '20:00'],
        regularOffHours: [],
        slotDuration: 15,
        appointmentPerSlot: 2,
      }),
    ],
  });
  const now = minutesNowInZone(new Date(), timezone);
  return {
    owner,
    today: todayInZone(new Date(), timezone),
    current: hhmm(Math.floor(now / 15) * 15),
    currentEnd: hhmm(Math.floor(now / 15) * 15 + 15),
    later: hhmm(Math.floor(now / 15) * 15 + 60),
  };
}

test('a walk-in booked into the slot under way appears live; attendance and a note follow', async ({
  page,
}) => {
  const { owner, current, currentEnd } = await ownerOpenAllDay();
  await signInAs(page, owner);
  // A second tab of the same owner, left on the dashboard: the walk-in must reach it live.
  const other = await otherSide(page, owner);
  await other.goto('/business-dashboard');
  await expect(daySheet(other).getByText('No appointments')).toBeVisible();

  await page.goto('/business-dashboard');
  await daySheet(page).getByRole('button', { name: 'Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in or phone booking' });
  await dialog.getByRole('button', { name: 'Book walk-in' }).click();
  await expect(dialog.getByText('Please enter your name')).toBeVisible();
  await expect(dialog.getByText('Please select a date and time')).toBeVisible();

  await dialog
    .getByLabel('Free place')
    .selectOption({ label: `${twelveHour(current)} – ${twelveHour(currentEnd)} (2 free)` });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Wiremu Walk-in');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('021 555 0199');
  expect((await audit(page, '/business-dashboard (walk-in form)', 'owner')).failing).toEqual([]);
  await dialog.getByRole('button', { name: 'Book walk-in' }).click();
  await expect(page.getByText('Walk-in booked')).toBeVisible();
  await expect(dialog).toBeHidden();

  const entry = new RegExp(`^${twelveHour(current)}, Wiremu Walk-in, Drop-in, Approved$`);
  await expect(daySheet(page).getByRole('link', { name: entry })).toBeVisible();
  await expect(daySheet(other).getByRole('link', { name: entry })).toBeVisible();
  await other.context().close();

  // It has started: both buttons are there; 'Arrived' is recorded, then undone.
  await daySheet(page).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { name: 'Wiremu Walk-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Arrived' }).click();
  await expect(page.getByText('Recorded: arrived')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Attendance record removed')).toBeVisible();
  await expect(page.getByText('Recorded: arrived')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Arrived' })).toBeVisible();

  // A note: asked for first, then kept on the appointment (a walk-in has no e-mail address).
  await page.getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact Wiremu Walk-in' });
  await expect(contact.getByText(/no e-mail address/)).toBeVisible();
  await contact.getByRole('button', { name: 'Send note' }).click();
  await expect(contact.getByText('Please write a note')).toBeVisible();
  await contact.getByRole('textbox', { name: /^Note/ }).fill('Your colour is ready at 3 PM.');
  expect((await audit(page, '/view-today-appontment (contact note)', 'owner')).failing).toEqual([]);
  await contact.getByRole('button', { name: 'Send note' }).click();
  await expect(contact).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Notes sent to the customer' })
      .getByText('Your colour is ready at 3 PM.'),
  ).toBeVisible();
  expect((await audit(page, '/view-today-appontment (walk-in)', 'owner')).failing).toEqual([]);
});

test("an appointment an hour away says from when 'Arrived' and 'Report' open", async ({ page }) => {
  const { owner, today, later } = await ownerOpenAllDay();
  const [section] = owner.business.section;
  const walkIn = await must<Appointment>('POST', `/business/${owner.business._id}/walk-in`, {
    token: owner.token,
    body: {
      sectionId: section!._id,
      appointmentDate: today,
      appointmentTime: later,
      name: 'Aroha Later',
      phone: '021 555 0123',
    },
  });
  await signInAs(page, owner);
  await page.goto(`/view-today-appontment?id=${walkIn.data._id}`);
  await expect(page.getByRole('heading', { name: 'Aroha Later' })).toBeVisible();
  const fifteenBefore = hhmm(Number(later.slice(0, 2)) * 60 + Number(later.slice(3)) - 15);
  await expect(page.getByText(`'Arrived' from ${twelveHour(fifteenBefore)}`)).toBeVisible();
  await expect(page.getByText(`'Report' (did not come) from ${twelveHour(later)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arrived' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report' })).toBeHidden();
});
