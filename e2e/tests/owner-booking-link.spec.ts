import { audit } from '../support/a11y';
import { expect, givenSignedInOwner, test } from '../support/fixtures';

// The owner's booking link card (docs/web.md, components/ui/share-link.tsx): the public page's
// address, copied or shown as a QR code for the counter, which opens that page.

test('the owner shares the booking link and its QR code, which open the public page', async ({
  page,
}) => {
  const owner = await givenSignedInOwner(page);
  await page.goto('/business-user-profile');
  const card = page.getByRole('region', { name: 'Your booking link' });
  const link = card.getByRole('link', { name: new RegExp(`/b/${owner.business.slug}$`) });
  await expect(link).toBeVisible();

  await card.getByRole('button', { name: 'Show QR code' }).click();
  await expect(card.getByRole('img', { name: /^QR code for / })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download SVG' }).click();
  expect((await download).suggestedFilename()).toBe(`${owner.business.slug}-booking-qr.svg`);
  expect((await audit(page, '/business-user-profile (booking link)', 'owner')).failing).toEqual([]);

  await page.goto(new URL(String(await link.getAttribute('href'))).pathname);
  await expect(page.getByRole('heading', { level: 1, name: owner.business.name })).toBeVisible();
});
