import { messages } from '@timeapp/domain/messages';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';

const shots = process.env.CALENDAR_SHOTS;

// The profile's calendar feed card (docs/calendars.md): create, read, renew, revoke.
test('a customer creates, renews and revokes their calendar feed from the profile', async ({
  page,
  request,
}) => {
  await givenSignedInCustomer(page);
  await page.goto('/user-profile');
  const card = page.getByRole('region', { name: messages.calendarFeedTitle });
  await expect(card.getByText(messages.calendarFeedNone)).toBeVisible();

  await card.getByRole('button', { name: messages.calendarFeedCreate }).click();
  const link = card.getByLabel(messages.calendarFeedLink);
  await expect(link).toHaveValue(/^webcal:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  const path = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;
  const feed = await request.get(path(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await card.screenshot({ path: `${shots}/feed-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: messages.calendarFeedRenew }).click();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect((await request.get(path(first))).status()).toBe(404);
  expect((await request.get(path(second))).status()).toBe(200);

  await card.getByRole('button', { name: messages.calendarFeedRevoke }).click();
  await expect(card.getByText(messages.calendarFeedRevoked)).toBeVisible();
  await expect(card.getByText(messages.calendarFeedNone)).toBeVisible();
  expect((await request.get(path(second))).status()).toBe(404);

  // A new visit shows that there is a feed, never its address.
  await card.getByRole('button', { name: messages.calendarFeedCreate }).click();
  await expect(link).toBeVisible();
  await page.reload();
  await expect(card.getByText(messages.calendarFeedExists)).toBeVisible();
  await expect(card.getByLabel(messages.calendarFeedLink)).toHaveCount(0);
});
