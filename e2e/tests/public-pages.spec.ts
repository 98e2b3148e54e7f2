import { expect, test } from '../support/fixtures';

// The public site (docs/product-rules.md 2.1): every page answers with one main heading and the
// footer's legal links; the landing and agency pages carry what that rule lists.
const pages = [
  '/',
  '/time-app',
  '/howTo',
  '/clean',
  '/whowe',
  '/it-app',
  '/terms-and-conditions',
  '/privacy-policy',
];

for (const path of pages) {
  test(`the public page ${path} shows one main heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
  });
}

test('the landing page has its navigation, three testimonials, a contact form and legal links', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Features', 'Download', 'Contact'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'join' })).toHaveAttribute('href', '/loginApp');
  await expect(
    page.getByRole('region', { name: 'What people say' }).getByRole('figure'),
  ).toHaveCount(3);
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: /terms/i }).first()).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(page.getByRole('link', { name: /privacy/i }).first()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test('join on the landing page leads to the login screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'join' }).click();
  await expect(page).toHaveURL(/\/loginApp$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the IT agency page shows its statistics and product cards', async ({ page }) => {
  await page.goto('/it-app');
  for (const stat of ['120K', '1890+', '250K', '786+'])
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /TimeApp/ }).first()).toBeVisible();
});

test('the how-to guide links back to the appointment app page', async ({ page }) => {
  await page.goto('/howTo');
  await page.getByRole('link', { name: /back/i }).first().click();
  await expect(page).toHaveURL(/\/time-app/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
});
