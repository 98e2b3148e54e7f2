import { messages } from '@timeapp/domain/messages';
import {
  call,
  createCustomer,
  createOwnerWithBusiness,
  defaultPassword,
  registration,
  uniqueEmail,
  waitForMail,
  verificationSubject,
  resetSubject,
} from '../support/api';
import { expect, test } from '../support/fixtures';

// Accounts, through the screens: sign up, verify from the e-mail link, log in, forgot and
// reset password, the sign-in guard.

test.describe('a new customer', () => {
  test('registers, verifies from the e-mail link and logs in', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Mere');
    await form.getByLabel('Last name').fill('Kahu');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Mobile number').fill('0219876543');
    await form.getByLabel('Country').fill('New Zealand');
    await form.getByLabel('Province/State').fill('Wellington');
    await form.getByLabel('City').fill('Wellington');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(defaultPassword);
    await expect(form.getByText(messages.passwordValid)).toBeVisible();
    await form.getByLabel('Confirm password').fill(defaultPassword);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(messages.accountCreated)).toBeVisible();

    // Not verified yet: logging in is refused.
    const early = await call('POST', '/users/login', {
      body: { email, password: defaultPassword },
    });
    expect(early.status).toBe(403);

    const mail = await waitForMail(email, verificationSubject);
    const link = mail.links.find((l) => l.includes('token='))!;
    expect(link).toContain('/loginApp?');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByText(messages.verified)).toBeVisible();

    await page.getByLabel('User name (e-mail)').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(defaultPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/clientDashboard$/);
  });

  test('is told what the sign-up form is missing', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Mere');
    await form.getByLabel('Last name').fill('Kahu');
    await form.getByLabel('E-mail').fill(uniqueEmail());
    const password = form.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('short');
    await expect(form.getByText(messages.passwordTooShort)).toBeVisible();
    await password.fill('longenough1');
    await expect(form.getByText(messages.passwordNeedsSpecial)).toBeVisible();
    await expect(form.getByText(messages.passwordNeedsUppercase)).toBeVisible();
    await password.fill(defaultPassword);
    await expect(form.getByText(messages.passwordValid)).toBeVisible();
    await form.getByLabel('Confirm password').fill('Different@123');
    await expect(form.getByText(messages.passwordConfirmMismatch)).toBeVisible();
    await form.getByLabel('Confirm password').fill(defaultPassword);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText(messages.addressRequired)).toBeVisible();
  });

  test('a tampered verification link fails', async ({ page }) => {
    const body = registration();
    await call('POST', '/users', { body });
    const mail = await waitForMail(body.email, verificationSubject);
    const link = new URL(mail.links.find((l) => l.includes('token='))!);
    link.searchParams.set('token', `x${link.searchParams.get('token')}`);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByText(new RegExp(`${messages.verificationFailed}|${messages.verificationExpired}`)),
    ).toBeVisible();
  });
});

test.describe('a customer who forgot the password', () => {
  test('gets a reset link by e-mail and chooses a new password', async ({ page }) => {
    const customer = await createCustomer();
    await page.goto('/forgotPass');
    await page.getByRole('button', { name: 'Get Reset Link' }).click();
    await expect(page.getByText(messages.emailEmpty)).toBeVisible();
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByRole('button', { name: 'Get Reset Link' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(messages.resetMailSent)).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/); // docs/product-rules.md 2.4

    const mail = await waitForMail(customer.email, resetSubject);
    const link = new URL(mail.links.find((l) => l.includes('resettoken='))!);
    expect(link.pathname).toBe('/loginApp/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(form.getByText(messages.resetBothRequired)).toBeVisible();
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await form.getByLabel('Confirm new password').fill('weak');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(form.getByText(messages.resetRulesNotMet)).toBeVisible();
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand@New1');
    await form.getByLabel('Confirm new password').fill('Brand@New2');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(form.getByText(messages.resetMismatch)).toBeVisible();
    // The show/hide toggle reveals what was typed.
    await form.getByRole('button', { name: 'Show or hide the new password' }).click();
    await expect(form.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute(
      'type',
      'text',
    );
    await form.getByLabel('Confirm new password').fill('Brand@New1');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(messages.passwordReset)).toBeVisible();

    expect(
      (
        await call('POST', '/users/login', {
          body: { email: customer.email, password: customer.password },
        })
      ).status,
    ).toBe(401);
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByLabel('User name (e-mail)').fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand@New1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/clientDashboard$/);
  });
});

test.describe('the sign-in guard', () => {
  test('sends a signed-out visitor to /loginApp and back where they were going after login', async ({
    page,
  }) => {
    const customer = await createCustomer();
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/loginApp\?next=%2Fuser-profile$/);
    await page.getByLabel('User name (e-mail)').fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
  });

  // Issue 29, DESIGN.md section 11: one box for a name, a category's name or a place.
  test("one box finds a business by a place ('Te Aro') and by its category's name ('pets')", async ({
    page,
  }) => {
    const owner = await createOwnerWithBusiness({
      name: `Kōwhai Rooms ${Date.now().toString(36)}`,
      city: 'Wellington',
      suburb: 'Te Aro',
      category: '13',
    });
    const card = page.getByRole('link', { name: new RegExp(`^${owner.business.name},`) });
    const form = page.getByRole('form', { name: 'Search business' });
    for (const words of ['Te Aro', 'pets']) {
      await page.goto('/search-business');
      await form.getByLabel('Name, category or place').fill(words);
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/client-appointmentDetails\?/);
      await expect(card).toBeVisible();
    }
  });

  test("lets a signed-out visitor search and open the results, each card the business's public page", async ({
    page,
  }) => {
    const owner = await createOwnerWithBusiness();
    await page.goto('/search-business');
    await expect(page).toHaveURL(/\/search-business$/);
    const form = page.getByRole('form', { name: 'Search business' });
    await form.getByLabel('Name, category or place').fill(owner.business.name);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/client-appointmentDetails\?/);
    const card = page.getByRole('link', { name: new RegExp(`^${owner.business.name},`) });
    await expect(card).toHaveAttribute('href', `/b/${owner.business.slug}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/b/${owner.business.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: owner.business.name })).toBeVisible();
  });

  test('keeps the query of the protected address', async ({ page }) => {
    const customer = await createCustomer();
    await page.goto('/view-company-appointment-details?id=abc123');
    await expect(page).toHaveURL(/\/loginApp\?next=/);
    await page.getByLabel('User name (e-mail)').fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/view-company-appointment-details\?id=abc123$/);
  });

  test('a wrong password is refused with the same message as an unknown address', async ({
    page,
  }) => {
    const customer = await createCustomer();
    await page.goto('/loginApp');
    await page.getByLabel('User name (e-mail)').fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog.getByRole('alert')).toHaveText(messages.loginFailed);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('User name (e-mail)').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.loginFailed);
  });

  test('an owner lands on the business dashboard, and logout returns to /loginApp', async ({
    page,
  }) => {
    const owner = await createOwnerWithBusiness();
    await page.goto('/loginApp');
    await page.getByLabel('User name (e-mail)').fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/business-dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loginApp$/);
    await page.goto('/business-dashboard');
    await expect(page).toHaveURL(/\/loginApp\?next=%2Fbusiness-dashboard$/);
  });
});
