import type { Locator, Page } from '@playwright/test';
import { weekDays } from '@timeapp/domain/days';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { dayParts } from '@timeapp/domain/say-when';
import { aSectionInput } from '@timeapp/domain/testing';
import {
  createCustomer,
  createOwnerWithBusiness,
  getAppointment,
  login,
  uniqueEmail,
  waitForMail,
  type Owner,
} from '../support/api';
import { addDays, todayInZone } from '../support/dates';
import { expect, givenSignedInCustomer, signInAs, test } from '../support/fixtures';
import { calendarDay, logInThroughForm } from '../support/steps';

// Issue 11, then issue 29 (DESIGN.md section 11): a link a salon shares opens its page without an
// account, with a month calendar for any date up to a year ahead. A new visitor picks a time 10
// days ahead, signs up with names, e-mail and password, types the e-mailed code on the same
// screen, and lands on the booked time: three screens. A signed-in customer: two.

const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

/** A business open every day, so the date 10 days ahead is always a day with free times. */
const openEveryDay = () =>
  createOwnerWithBusiness({ sections: [aSectionInput({ businessDays: [...weekDays] })] });

/**
 * What a visitor goes through, counted: each screen (its main heading, as the visitor reads it)
 * and each input (a field typed in, a control tapped).
 */
function walk(page: Page) {
  // Every main heading the page shows, in order, whatever the test looks at: a screen that
  // flashes by counts too.
  void page.addInitScript(() => {
    const note = () => {
      const heading = document.querySelector('h1')?.textContent?.trim();
      const seen = JSON.parse(sessionStorage.getItem('walk-headings') ?? '[]') as string[];
      if (heading && seen.at(-1) !== heading)
        sessionStorage.setItem('walk-headings', JSON.stringify([...seen, heading]));
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  const screens: string[] = [];
  let typed = 0;
  let taps = 0;
  return {
    screens,
    counts: () => ({ screens: screens.length, typed, taps, inputs: typed + taps }),
    /** The main headings the browser showed, in order (from the first page load on). */
    shown: () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('walk-headings') ?? '[]') as string[]),
    async screen(expected: string) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
      if (screens.at(-1) !== expected) screens.push(expected);
    },
    async type(field: Locator, text: string) {
      await field.fill(text);
      typed += 1;
    },
    async tap(control: Locator) {
      await control.click();
      taps += 1;
    },
  };
}

/** Chooses `date` in the booking card's month calendar (moving to its month if needed). */
async function chooseDate(w: ReturnType<typeof walk>, booking: Locator, date: string) {
  const { weekday, day, month } = dayParts(date)!;
  const button = calendarDay(booking, date);
  if (!(await button.isVisible())) await w.tap(booking.getByRole('button', { name: 'Next month' }));
  await expect(button).toHaveAccessibleName(/, \d+ free$/);
  await w.tap(button);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(
    booking.getByRole('heading', { level: 3, name: new RegExp(`^${weekday}, ${day} ${month}`) }),
  ).toBeVisible();
}

for (const { label, viewport } of viewports) {
  test.describe(`the public business page (${label})`, () => {
    test.use({ viewport });

    test('a new visitor books a time 10 days ahead from a shared link in three screens: the page, a short sign-up with the code typed in place, the booked time', async ({
      page,
    }) => {
      const owner: Owner = await openEveryDay();
      const slug = owner.business.slug;
      const visitor = { email: uniqueEmail(`visitor-${label}`), password: 'Visitor@123' };
      const date = addDays(todayInZone(), 10);
      const w = walk(page);
      let picked = { time: '', label: '' };

      await test.step('the shared link opens without signing in, its preview in the HTML', async () => {
        const html = await (await page.request.get(`/b/${slug}`)).text();
        expect(html).toContain(`<meta property="og:title" content="${owner.business.name}`);
        await page.goto(`/b/${slug}`);
        await w.screen(owner.business.name);
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

      await test.step('chooses the date 10 days ahead in the month calendar, and a time', async () => {
        const booking = page.getByRole('region', { name: 'Book a time' });
        await chooseDate(w, booking, date);
        const chip = booking.getByRole('list').first().getByRole('button').first();
        picked.label = (await chip.textContent()) ?? '';
        await w.tap(chip);
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
        const url = new URL(page.url());
        expect(url.searchParams.get('date')).toBe(date);
        picked = { ...picked, time: url.searchParams.get('time') ?? '' };
        await expect(booking.getByText(messages.publicSignInToBook)).toBeVisible();
        await w.tap(booking.getByRole('button', { name: 'Sign up and book' }));
      });

      await test.step('signs up with names, e-mail and password, and types the code from the e-mail on the same screen', async () => {
        await w.screen('Sign up to book');
        await expect(page.getByText(owner.business.name)).toBeVisible();
        await w.type(page.getByLabel('First name'), 'Vee');
        await w.type(page.getByLabel('Last name'), 'Sitor');
        await w.type(page.getByLabel('E-mail address'), visitor.email);
        await w.type(page.getByLabel('Password'), visitor.password);
        await w.tap(page.getByRole('button', { name: 'Sign up', exact: true }));
        await expect(page.getByText(`We sent a 6-digit code to ${visitor.email}`)).toBeVisible();
        await w.screen('Sign up to book');
        const mail = await waitForMail(visitor.email, /Verify/);
        const code = /code where you signed up: (\d{6})/.exec(mail.text)?.[1];
        expect(code).toMatch(/^\d{6}$/);
        await w.type(page.getByLabel('Code from the e-mail'), code!);
        await w.tap(page.getByRole('button', { name: 'Confirm booking' }));
      });

      await test.step('lands on the booked time: that date and time, waiting for the business', async () => {
        await expect(page).toHaveURL(/\/appointment-booked\?id=/);
        await w.screen(screenTexts.appointmentBooked.title);
        const id = new URL(page.url()).searchParams.get('id')!;
        const appointment = await getAppointment(await login(visitor.email, visitor.password), id);
        expect([appointment.appointmentDate, appointment.appointmentTime]).toEqual([
          date,
          picked.time,
        ]);
        await expect(page.getByText(owner.business.name).first()).toBeVisible();
      });

      // Three screens; five fields typed (names, e-mail, password, code) and at most five taps
      // (the day, the time, 'Sign up and book', 'Sign up', 'Confirm booking'), plus 'Next
      // month' when the date is in the next month.
      const counts = w.counts();
      test.info().annotations.push({
        type: 'walk',
        description: JSON.stringify({ ...counts, screens: w.screens }),
      });
      expect(w.screens).toEqual([
        owner.business.name,
        'Sign up to book',
        screenTexts.appointmentBooked.title,
      ]);
      // And no other screen flashed by in between (the page after verifying, say).
      expect(await w.shown()).toEqual(w.screens);
      expect(counts.typed).toBe(5);
      expect(counts.taps).toBeLessThanOrEqual(6);
    });

    test('a signed-in customer books a time 10 days ahead in two screens', async ({ page }) => {
      const owner = await openEveryDay();
      const customer = await givenSignedInCustomer(page);
      const date = addDays(todayInZone(), 10);
      const w = walk(page);
      await page.goto(`/b/${owner.business.slug}`);
      await w.screen(owner.business.name);
      const booking = page.getByRole('region', { name: 'Book a time' });
      await chooseDate(w, booking, date);
      const chip = booking.getByRole('list').first().getByRole('button').first();
      await w.tap(chip);
      const time = new URL(page.url()).searchParams.get('time');
      await w.tap(booking.getByRole('button', { name: 'Confirm booking' }));
      await expect(page).toHaveURL(/\/appointment-booked\?id=/);
      await w.screen(screenTexts.appointmentBooked.title);
      const id = new URL(page.url()).searchParams.get('id')!;
      const appointment = await getAppointment(customer, id);
      expect([appointment.appointmentDate, appointment.appointmentTime]).toEqual([date, time]);
      expect(w.screens).toHaveLength(2);
      expect(w.counts()).toMatchObject({ typed: 0 });
      expect(w.counts().taps).toBeLessThanOrEqual(4);
    });

    test('someone with an account logs in from the pick and is back at the same time to confirm', async ({
      page,
    }) => {
      const owner = await createOwnerWithBusiness();
      const customer = await createCustomer();
      await page.goto(`/b/${owner.business.slug}`);
      const booking = page.getByRole('region', { name: 'Book a time' });
      const chip = booking.getByRole('list').first().getByRole('button').first();
      const chipLabel = (await chip.textContent()) ?? '';
      await chip.click();
      const before = new URL(page.url());
      await booking.getByRole('link', { name: 'Log in to book' }).click();
      await logInThroughForm(page, customer.email, customer.password);
      await expect(page).toHaveURL(new RegExp(`/b/${owner.business.slug}\\?`));
      const after = new URL(page.url());
      expect([after.searchParams.get('date'), after.searchParams.get('time')]).toEqual([
        before.searchParams.get('date'),
        before.searchParams.get('time'),
      ]);
      await expect(
        page.getByRole('region', { name: 'Book a time' }).getByRole('button', { name: chipLabel }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page).toHaveURL(/\/appointment-booked\?id=/);
    });
  });
}

test('the sign-up step says what is wrong: a wrong code, and Back returns to the page with the pick', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await createOwnerWithBusiness();
  await page.goto(`/b/${owner.business.slug}`);
  const booking = page.getByRole('region', { name: 'Book a time' });
  await booking.getByRole('list').first().getByRole('button').first().click();
  const picked = page.url();
  await booking.getByRole('button', { name: 'Sign up and book' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up to book');

  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.nameRequired);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.business.name);
  expect(page.url()).toBe(picked);
  await page.getByRole('button', { name: 'Sign up and book' }).click();

  const email = uniqueEmail('wrong-code');
  await page.getByLabel('First name').fill('Wiremu');
  await page.getByLabel('Last name').fill('Code');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Visitor@123');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const mail = await waitForMail(email, /Verify/);
  const code = /code where you signed up: (\d{6})/.exec(mail.text)![1]!;
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the e-mail').fill(wrong);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.codeWrong);
  await expect(page).toHaveURL(/sign-up/);
});

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
