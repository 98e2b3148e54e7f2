import { messages, screenTexts } from '@timeapp/domain/messages';
import { expect, test } from '../support/fixtures';

// Before any JavaScript runs, the page already shows the screen's heading and first line
// (docs/performance.md, "How a first visit loads"); when the app's code cannot load, it says so
// and offers a Retry.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in page shows its heading and first line from the page's HTML", async ({
    page,
  }) => {
    await page.goto('/loginApp');
    await expect(page.getByText(screenTexts.login.title, { exact: true })).toBeVisible();
    await expect(page.getByText(screenTexts.login.intro)).toBeVisible();
  });
});

test("the app's code failing to load shows the reason and a Retry that loads the page", async ({
  page,
}) => {
  await page.route('**/assets/app-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/loginApp');
  await expect(page.getByRole('alert')).toContainText(messages.loadFailed);

  await page.unroute('**/assets/app-*.js');
  await page.getByRole('link', { name: messages.retry }).click();
  await expect(page.getByRole('heading', { name: screenTexts.login.title })).toBeVisible();
  await expect(page.getByLabel(/e-mail/i).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
