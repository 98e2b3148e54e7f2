import { newCustomerBooksAndOwnerAccepts } from '../support/main-journey';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';

// The same main story on a phone (390x844, 'phone' project): the navigation lives in the
// slide-out panel behind the burger, which support/steps.ts opens for every move.
test('on a phone, a new customer finds a business through the slide-out panel, books and sees it accepted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await newCustomerBooksAndOwnerAccepts(page);
});

test('on a phone, the navigation is a slide-out panel that opens by touch or keyboard and closes after a choice', async ({
  page,
}) => {
  await givenSignedInCustomer(page);
  await page.goto('/clientDashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(nav.getByRole('link', { name: 'Profile' })).not.toBeInViewport();
  await burger.tap();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Profile' }).tap();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(nav.getByRole('link', { name: 'Profile' })).not.toBeInViewport();
  // Keyboard: the burger is a real button.
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
});
