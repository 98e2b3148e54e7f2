import { aSectionInput } from '@timeapp/domain/testing';
import { createCustomer, createOwnerWithBusiness } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';
import { expectBookedScreen, pickDate } from '../support/steps';

// Everything works by keyboard: the login form, the left navigation, and booking a slot
// (Tab to a free place, Enter, type the reason, Enter on Confirm).

test('log in with the keyboard alone', async ({ page }) => {
  const me = await createCustomer();
  await page.goto('/loginApp');
  await page.getByLabel('User name (e-mail)').focus();
  await page.keyboard.type(me.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(me.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clientDashboard$/);
});

test('move through the left navigation with Tab and Enter', async ({ page }) => {
  await givenSignedInCustomer(page);
  await page.goto('/clientDashboard');
  const search = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search Business' });
  // Tab until the navigation entry has the focus: it must be reachable.
  for (let i = 0; i < 30 && !(await search.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search-business$/);
  await expect(page.getByRole('heading', { name: 'Search Business' })).toBeVisible();
});

test('book a slot with the keyboard alone', async ({ page }) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  await givenSignedInCustomer(page);
  await page.goto(
    `/sectionname-appointment/${owner.business.section[0]!._id}/${owner.business._id}`,
  );
  // A future weekday: late in Auckland's day, today has no free place left to book.
  await pickDate(page, bookableWeekday());
  const firstFree = page.getByRole('button', { name: /^Book / }).first();
  await expect(firstFree).toBeVisible();
  for (let i = 0; i < 60 && !(await firstFree.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(firstFree).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
  await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
  await page.keyboard.type('Booked by keyboard');
  const confirm = dialog.getByRole('button', { name: 'Confirm booking' });
  for (let i = 0; i < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expectBookedScreen(page);
});
