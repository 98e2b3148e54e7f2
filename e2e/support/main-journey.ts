import { aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import { createOwnerWithBusiness, getBusiness, uniqueEmail } from './api';
import { bookableWeekday, twelveHour } from './dates';
import { expect, otherSide, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  bookSlot,
  detailStatus,
  logInThroughForm,
  navigateTo,
  pickDate,
  resultCard,
  search,
  signUpThroughScreens,
  slotRow,
  verifyFromMail,
} from './steps';

// The main story, end to end on the screens: a new customer signs up, verifies, logs in, finds
// a business by name and by city, favourites and rates it, books a slot and waits; the owner
// accepts from the notifications; the customer sees it Approved without reloading.
export async function newCustomerBooksAndOwnerAccepts(page: Page) {
  const city = 'Whakatane';
  const owner = await createOwnerWithBusiness({
    name: `Kauri Barbers ${Date.now().toString(36)}`,
    city,
    suburb: 'Ohope',
    sections: [aSectionInput({ sectionName: 'Haircut' })],
  });
  const business = owner.business;
  const date = bookableWeekday(3);
  const me = {
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: uniqueEmail('journey'),
    password: 'Journey@123',
    city,
  };

  await test.step('sign up, verify from the e-mail link and log in', async () => {
    await signUpThroughScreens(page, me);
    await verifyFromMail(page, me.email);
    await logInThroughForm(page, me.email, me.password);
    await expect(page).toHaveURL(/\/clientDashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  await test.step('search by name, then by city, and open the business', async () => {
    await search(page, { name: business.name.slice(0, 12).toLowerCase() });
    await expect(resultCard(page, business.name)).toBeVisible();
    await search(page, { city });
    await expect(resultCard(page, business.name)).toBeVisible();
    await resultCard(page, business.name).click();
    await expect(page.getByRole('heading', { name: business.name, level: 1 })).toBeVisible();
  });

  await test.step('favourite the business (it stays favourite after a reload)', async () => {
    const favourite = page.getByRole('button', { name: /Favorite/ });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /Favorite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('rate it four stars', async () => {
    await page
      .getByRole('group', { name: `Rate ${business.name}` })
      .getByRole('button', { name: '4 stars' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: messages.rated })).toBeVisible();
    await expect(page.getByText('4.0 of 5 (1 rating)')).toBeVisible();
    expect((await getBusiness(business._id)).rating).toEqual({ average: 4, count: 1 });
  });

  await test.step('book the 10:00 slot of Haircut on a future weekday; it is a request sent', async () => {
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByText('Haircut', { exact: true })).toBeVisible();
    await services.getByRole('link', { name: 'Appointment + Haircut' }).click();
    await expect(page).toHaveURL(/\/sectionname-appointment\//);
    await pickDate(page, date);
    await expect(slotRow(page, '10:00', '10:30')).toHaveAccessibleName(/2 of 2 places free/);
    // The not-available window (12:00-13:00) offers no slot.
    await expect(slotRow(page, '12:00', '12:30')).toHaveCount(0);
    await bookSlot(page, '10:00', '10:30', 'Skin fade, please');
    // Back on the booking screen, the place is theirs.
    await page.goBack();
    await pickDate(page, date);
    await expect(slotRow(page, '10:00', '10:30')).toHaveAccessibleName(
      /1 of 2 places free, your booking/,
    );
    await page.goForward();
    await page.getByRole('link', { name: 'View appointment' }).click();
    await expect(page.getByRole('heading', { name: business.name })).toBeVisible();
    await expect(detailStatus(page)).toHaveText('Request sent');
    await expect(page.getByText('Skin fade, please')).toBeVisible();
    await expect(page.getByText(twelveHour('10:00'))).toBeVisible();
  });

  await test.step('the owner sees the request in the notifications and accepts it', async () => {
    const ownerPage = await otherSide(page, owner);
    await ownerPage.goto('/business-dashboard');
    const bell = ownerPage.getByRole('button', { name: 'Pending requests: 1' });
    await expect(bell).toBeVisible();
    await bell.click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Appointments Notifications' });
    const request = dialog.getByRole('listitem').filter({ hasText: 'Aroha Ngata' });
    await expect(request).toContainText('Haircut');
    await request.getByRole('button', { name: 'Accept request from Aroha Ngata' }).click();
    await expect(ownerPage.getByText(messages.accepted)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Aroha Ngata' })).toHaveCount(0);
    await expect(ownerPage.getByRole('button', { name: 'Pending requests: 0' })).toBeVisible();
    await ownerPage.context().close();
  });

  await test.step('the customer sees Approved without reloading, and the favourite on the dashboard', async () => {
    // The detail refetches every 15 s and on focus.
    await expect(detailStatus(page)).toHaveText('Approved', { timeout: 25_000 });
    await navigateTo(page, 'Dashboard');
    await expect(
      page.getByRole('link', { name: new RegExp(`^${business.name}, Haircut`) }),
    ).toBeVisible();
    await expect(page.getByText(business.name).last()).toBeVisible();
  });
}
