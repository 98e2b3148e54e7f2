import { audit } from '../support/a11y';
import { expect, signInAs, test } from '../support/fixtures';
import { ownerWithABusyDay } from '../support/owner-day';
import { openDaySheetOn } from '../support/steps';

// The owner's day sheet at 1280 wide: one column per section, each appointment at its time
// with its status in words (docs/product-rules.md), a click opening the appointment.

test('the day sheet shows each section as a column with its appointments and their status', async ({
  page,
}) => {
  const { owner, date, pending } = await ownerWithABusyDay();
  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  const sheet = await openDaySheetOn(page, date);

  const haircut = sheet.getByRole('list', { name: 'Haircut' });
  const colour = sheet.getByRole('list', { name: 'Colour' });
  await expect(haircut.getByRole('link')).toHaveText([
    /10:00 AM\s*Mere Pending\s*Pending/,
    /2:00 PM\s*Tama Approved\s*Approved/,
  ]);
  await expect(colour.getByRole('link')).toHaveText([/11:00 AM\s*Hine Cancelled\s*Cancelled/]);
  // Placed by time: the 2 PM booking sits below the 10 AM one.
  const [ten, two] = await haircut
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().top));
  expect(two!).toBeGreaterThan(ten!);

  // The week view holds the same appointments, day by day.
  await sheet.getByText('Week', { exact: true }).click();
  await expect(page.getByRole('region', { name: /^Week of / })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^10:00 AM, Mere Pending, Haircut, Pending$/ }),
  ).toBeVisible();
  await page.getByText('Day', { exact: true }).click();

  const row = await audit(page, '/business-dashboard (day sheet)', 'owner');
  expect(row.failing).toEqual([]);

  await openDaySheetOn(page, date);
  await haircut.getByRole('link', { name: /Mere Pending/ }).click();
  await expect(page).toHaveURL(new RegExp(`id=${pending._id}`));
});
