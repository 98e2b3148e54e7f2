import { messages } from '@timeapp/domain/messages';
import { expect, givenSignedInCustomer, givenSignedInOwner, test } from '../support/fixtures';

// docs/product-rules.md 1.3: an account with exactly one related business switches between the
// customer and business dashboards through a confirmation dialog.

test('an owner switches to the customer dashboard and back, confirming each time', async ({
  page,
}) => {
  await givenSignedInOwner(page);
  await page.goto('/business-dashboard');

  await page.getByRole('button', { name: 'Switch to customer dashboard' }).click();
  let dialog = page.getByRole('dialog', { name: 'Switch dashboard' });
  await expect(dialog).toContainText(messages.confirmSwitch);
  // No stays.
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/business-dashboard$/);

  await page.getByRole('button', { name: 'Switch to customer dashboard' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/clientDashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // And back, by keyboard this time.
  await page.getByRole('button', { name: 'Switch to business dashboard' }).focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Switch dashboard' });
  await expect(dialog).toContainText(messages.confirmSwitch);
  await dialog.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/business-dashboard$/);
});

test('a customer without a business is not offered the switch', async ({ page }) => {
  await givenSignedInCustomer(page);
  await page.goto('/clientDashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
});
