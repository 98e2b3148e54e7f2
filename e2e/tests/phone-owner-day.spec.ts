import { expect, signInAs, test } from '../support/fixtures';
import { ownerWithABusyDay } from '../support/owner-day';
import { daySheet, openDaySheetOn } from '../support/steps';

// The owner's day sheet at 390 wide: a list in time order, section and status on each entry.
test('on a phone the day sheet is a list of the day in time order', async ({ page }) => {
  const { owner, date, approved } = await ownerWithABusyDay();
  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  const sheet = await openDaySheetOn(page, date);
  await expect(sheet.getByRole('list').first().getByRole('link')).toHaveText([
    /10:00 AM\s*Mere Pending\s*Pending/,
    /11:00 AM\s*Hine Cancelled\s*Cancelled/,
    /2:00 PM\s*Tama Approved\s*Approved/,
  ]);
  await expect(sheet.getByText('Colour', { exact: true })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await sheet.getByRole('link', { name: /Tama Approved/ }).click();
  await expect(page).toHaveURL(new RegExp(`id=${approved._id}`));
});

// Issue 29: the dashboard on a phone opened on the plan and referral card, today's schedule
// about 1,200 px down, and the booking link only on the profile.
test('on a phone the dashboard opens on the day, with the booking link to share before the plan', async ({
  page,
}) => {
  const { owner } = await ownerWithABusyDay();
  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  const sheetTitle = daySheet(page).getByRole('heading', { level: 2 });
  await expect(sheetTitle).toBeVisible();
  // The day's heading within the first screen, above the fold of a 390 x 844 phone.
  expect((await sheetTitle.boundingBox())!.y).toBeLessThan(300);
  const link = page.getByRole('heading', { name: 'Your booking link' });
  await expect(link).toBeVisible();
  await expect(page.getByText(/\/b\/[a-z0-9-]+$/).first()).toBeVisible();
  // The booking link comes before the plan's referral link, which is easy to mistake for it.
  const referral = page.getByRole('heading', { name: 'Your referral link' });
  expect((await link.boundingBox())!.y).toBeLessThan((await referral.boundingBox())!.y);
  await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
});
