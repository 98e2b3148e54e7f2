import { messages } from '@timeapp/domain/messages';
import {
  createOwnerWithBusiness,
  getAppointment,
  login,
  uniqueEmail,
  type Owner,
} from '../support/api';
import { expect, signInAs, test } from '../support/fixtures';
import { fillSignUp, logInThroughForm, verifyFromMail } from '../support/steps';

// Issue 11: a link a salon shares opens its page without an account; the visitor picks a free
// time, signs up at confirmation, verifies the e-mail, and the login after it comes back to the
// same pick, which is then booked.

const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of viewports) {
  test.describe(`the public business page (${label})`, () => {
    test.use({ viewport });

    test('a visitor opens a shared /b/{slug}, picks a free time, signs up, verifies and books that time', async ({
      page,
    }) => {
      const owner: Owner = await createOwnerWithBusiness();
      const slug = owner.business.slug;
      const visitor = { email: uniqueEmail(`visitor-${label}`), password: 'Visitor@123' };
      let picked = { date: '', time: '', label: '' };

      await test.step('the shared link opens without signing in, its preview in the HTML', async () => {
        const html = await (await page.request.get(`/b/${slug}`)).text();
        expect(html).toContain(`<meta property="og:title" content="${owner.business.name}`);
        await page.goto(`/b/${slug}`);
        await expect(
          page.getByRole('heading', { level: 1, name: owner.business.name }),
        ).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${owner.business.name}`));
        await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
          'href',
          /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Auckland/,
        );
        await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
        // The number as people read it, dialled as stored.
        await expect(page.getByRole('link', { name: '09 376 1234' })).toHaveAttribute(
          'href',
          'tel:+6493761234',
        );
      });

      await test.step('picks the first free time', async () => {
        const booking = page.getByRole('region', { name: 'Book a time' });
        const firstDay = booking.getByRole('list').first();
        const chip = firstDay.getByRole('button').first();
        await expect(chip).toBeVisible();
        picked.label = (await chip.textContent()) ?? '';
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
        const url = new URL(page.url());
        picked = {
          ...picked,
          date: url.searchParams.get('date') ?? '',
          time: url.searchParams.get('time') ?? '',
        };
        expect(picked.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await expect(booking.getByText(messages.publicSignInToBook)).toBeVisible();
      });

      await test.step('signs up from the pick', async () => {
        await page.getByRole('link', { name: 'Sign up' }).click();
        await expect(page).toHaveURL(/\/register\?next=/);
        await fillSignUp(page, {
          firstName: 'Vee',
          lastName: 'Sitor',
          city: 'Tauranga',
          ...visitor,
        });
      });

      await test.step('verifies the e-mail, logs in, and is back at the same pick', async () => {
        await verifyFromMail(page, visitor.email);
        await logInThroughForm(page, visitor.email, visitor.password);
        await expect(page).toHaveURL(new RegExp(`/b/${slug}\\?`));
        const url = new URL(page.url());
        expect([url.searchParams.get('date'), url.searchParams.get('time')]).toEqual([
          picked.date,
          picked.time,
        ]);
        const booking = page.getByRole('region', { name: 'Book a time' });
        const pickedDay = booking.getByRole('list').first();
        await expect(pickedDay.getByRole('button', { name: picked.label })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      });

      await test.step('confirms, and the booked appointment is that time', async () => {
        await page.getByRole('button', { name: 'Confirm booking' }).click();
        await expect(page).toHaveURL(/\/appointment-booked\?id=/);
        const id = new URL(page.url()).searchParams.get('id')!;
        const appointment = await getAppointment(await login(visitor.email, visitor.password), id);
        expect([appointment.appointmentDate, appointment.appointmentTime]).toEqual([
          picked.date,
          picked.time,
        ]);
        await expect(page.getByText(owner.business.name).first()).toBeVisible();
      });
    });
  });
}

// Two 8x8 PNGs, red and blue: different bytes, so the image store names them apart.
const red =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=';
const blue =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQkzuBFTEMLQkAO79BAXNTPmcAAAAASUVORK5CYII=';
const png = (name: string, base64: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
});

test('the owner adds photos, makes the second the cover, and the public page opens with it', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness();
  await signInAs(page, owner);
  await page.goto('/business-user-profile');
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('No photos yet.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles([png('red.png', red), png('blue.png', blue)]);
  await expect(photos.getByRole('img')).toHaveCount(2);
  const [first, second] = await photos
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));

  await photos.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(photos.getByRole('img').first()).toHaveAttribute('src', second!);

  await page.goto(`/b/${owner.business.slug}`);
  await expect(
    page.getByRole('img', { name: `${owner.business.name}, cover photo` }),
  ).toHaveAttribute('src', second!);
  await expect(page.getByRole('img', { name: `${owner.business.name}, photo 2` })).toHaveAttribute(
    'src',
    first!,
  );
  const html = await (await page.request.get(`/b/${owner.business.slug}`)).text();
  expect(html).toContain(`${second}">`);

  await page.goto('/business-user-profile');
  await page
    .getByRole('region', { name: 'Photos' })
    .getByRole('button', { name: 'Remove photo 1' })
    .click();
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
});

// Issue 15: nothing painted moves while the page loads. The footer once showed under
// 'Loading…' and was pushed down when the business arrived (CLS 0.23 on a phone).
for (const { label, viewport } of viewports) {
  test(`the page does not jump when the business arrives (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const owner = await createOwnerWithBusiness();
    // The business answers 800 ms late, as on a slow connection.
    await page.route('**/api/v1.1/business/slug/**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/b/${owner.business.slug}`);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    // The footer waits below the fold.
    const footer = page.locator('footer');
    await expect(footer).toHaveCount(1);
    await expect(footer).not.toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: owner.business.name })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.01);
  });
}
