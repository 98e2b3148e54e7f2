import { expect, signInAs, test } from '../support/fixtures';
import { ownerWithABusyDay } from '../support/owner-day';
import { openDaySheetOn } from '../support/steps';

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
