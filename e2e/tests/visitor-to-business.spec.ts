import { messages } from '@timeapp/domain/messages';
import { createCustomer, uniqueEmail } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, test } from '../support/fixtures';
import {
  bookSlot,
  detailStatus,
  logInThroughForm,
  navigateTo,
  pickDate,
  resultCard,
  search,
  slotRow,
} from '../support/steps';

// One browser session across screens, as a newcomer lives it: the query cache the search page
// filled is still there when the business form opens (issue 14: two operations shared the
// categories key with different shapes, and the form crashed with 'Something went wrong').
test('a visitor searches, signs up as a business, verifies, creates it, and a customer books it', async ({
  page,
}) => {
  const owner = {
    email: uniqueEmail('owner-journey'),
    password: 'Journey@123',
    business: `Rimu Studio ${Date.now().toString(36)}`,
  };
  const city = 'Taupo';

  await test.step('a visitor opens the search page and follows Sign Up', async () => {
    await page.goto('/search-business');
    const form = page.getByRole('form', { name: 'Search business' });
    // The categories are loaded (the search form's select lists them).
    await expect(form.getByLabel('Category').locator('option')).not.toHaveCount(1);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step('registers with "Register my Business" ticked and lands on the business form', async () => {
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Hemi');
    await form.getByLabel('Last name').fill('Walker');
    await form.getByLabel('E-mail').fill(owner.email);
    await form.getByLabel('Country').fill('New Zealand');
    await form.getByLabel('Province/State').fill('Waikato');
    await form.getByLabel('City').fill(city);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await form.getByLabel('Confirm password').fill(owner.password);
    await form.getByLabel(messages.registerBusinessWith('TimeApp')).check();
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/create-business-user$/);
    await expect(page.getByRole('form', { name: 'Create your business' })).toBeVisible();
  });

  await test.step('creates the business with its first section', async () => {
    const form = page.getByRole('form', { name: 'Create your business' });
    await form.getByLabel('Business name').fill(owner.business);
    await form.getByLabel('Contact number').fill('0211234567');
    await form.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Hair & Beauty' }).click();
    await form.getByRole('textbox', { name: 'City', exact: true }).fill(city);
    await form.getByRole('textbox', { name: 'Suburb', exact: true }).fill('Nukuhau');
    await form.getByRole('textbox', { name: 'Province/State', exact: true }).fill('Waikato');
    await form.getByLabel('Section name').fill('Massage');
    await form.getByRole('button', { name: 'Create business' }).click();
    await expect(page.getByText(messages.businessCreated)).toBeVisible();
    await expect(page.getByText(messages.businessCreatedVerifyFirst)).toBeVisible();
  });

  await test.step('verifies from the dev mailbox and logs in to the business dashboard', async () => {
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article').filter({ hasText: `To: ${owner.email}` });
    await mail.getByRole('link', { name: /token=/ }).click();
    await expect(page.getByText(messages.verified)).toBeVisible();
    await logInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/business-dashboard$/);
    await navigateTo(page, 'Business Profile');
    await expect(page.getByText(owner.business).first()).toBeVisible();
  });

  const customer = await createCustomer();
  const date = bookableWeekday(2);

  await test.step('switches to a customer account, finds the new business and books it', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loginApp$/);
    await logInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/clientDashboard$/);
    await search(page, { name: owner.business });
    await resultCard(page, owner.business).click();
    await expect(page.getByRole('heading', { name: owner.business, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Appointment +' }).first().click();
    await pickDate(page, date);
    await expect(slotRow(page, '10:00', '10:30')).toHaveAccessibleName(/1 of 1 places free/);
    await bookSlot(page, '10:00', '10:30', 'Shoulders, please');
    await page.getByRole('link', { name: 'View appointment' }).click();
    await expect(detailStatus(page)).toHaveText('Request sent');
  });
});
