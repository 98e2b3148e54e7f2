import { accountTexts } from '@timeapp/domain/account-texts';
import { readFile } from 'node:fs/promises';
import { messages } from '@timeapp/domain/messages';
import { profileTexts } from '@timeapp/domain/profile-texts';
import { call, login } from '../support/api';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';

// The customer's profile: edit details and change password, each behind a Yes/No (docs/product-rules.md 3.5).
test('a customer edits the profile details after confirming', async ({ page }) => {
  const me = await givenSignedInCustomer(page, { firstName: 'Tane', mobileNumber: '0211111111' });
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { name: 'Tane Tester', level: 1 })).toBeVisible();

  // No keeps things as they are.
  await page.getByRole('button', { name: 'Change Profile Details' }).click();
  let confirm = page.getByRole('dialog', { name: 'Change Profile Details' });
  await expect(confirm).toContainText(messages.confirmEditProfile);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Change Profile Details' }).click();
  confirm = page.getByRole('dialog', { name: 'Change Profile Details' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('First name').fill('Tama');
  await form.getByLabel('Mobile').fill('02x');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(messages.mobileDigits)).toBeVisible();
  await form.getByLabel('Mobile').fill('(022) 999 8888');
  await form.getByLabel('Birthday').fill('1988-02-29');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('status').filter({ hasText: messages.profileUpdated })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tama Tester', level: 1 })).toBeVisible();
  await expect(page.getByText('022 999 8888')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tama Tester', level: 1 })).toBeVisible();
  const profile = await call<{ firstName: string; mobileNumber: string; birthday: string }>(
    'GET',
    `/users/${me.user._id}`,
    { token: me.token },
  );
  expect(profile.data).toMatchObject({
    firstName: 'Tama',
    mobileNumber: '+64229998888',
    birthday: '1988-02-29',
  });
});

test('a customer changes the password: mismatch, wrong current, then success', async ({ page }) => {
  const me = await givenSignedInCustomer(page);
  await page.goto('/user-profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change Password' });
  await expect(confirm).toContainText(messages.confirmChangePassword);
  await confirm.getByRole('button', { name: 'Yes' }).click();

  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByRole('textbox', { name: 'Current password' });
  const next = form.getByRole('textbox', { name: 'New password', exact: true });
  const again = form.getByRole('textbox', { name: 'Confirm new password' });
  await current.fill(me.password);
  await next.fill('Changed@456');
  await again.fill('Changed@457');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText(messages.changeMismatch)).toBeVisible();

  await current.fill('Wrong@12345');
  await again.fill('Changed@456');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText(messages.changeWrongCurrent)).toBeVisible();

  await current.fill(me.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.passwordChanged }),
  ).toBeVisible();
  expect(
    (await call('POST', '/users/login', { body: { email: me.email, password: me.password } }))
      .status,
  ).toBe(401);
  expect((await login(me.email, 'Changed@456')).user._id).toBe(me.user._id);
});

// Privacy self-service (docs/decisions/049): the file of everything held, then the account deleted
// after the password, and kept again by signing in within the 14 days.
test('a customer downloads their data, deletes the account, and keeps it by signing in again', async ({
  page,
}) => {
  const me = await givenSignedInCustomer(page, { firstName: 'Rangi' });
  await page.goto('/user-profile');
  const card = page.getByRole('region', { name: profileTexts.yourData });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: profileTexts.downloadData }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^timeapp-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ email: me.email, first_name: 'Rangi' });
  expect(JSON.stringify(data)).not.toContain('password');

  await card.getByRole('button', { name: profileTexts.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: profileTexts.deleteConfirmTitle });
  await expect(dialog).toContainText('14 days');
  await dialog.getByLabel(profileTexts.deletePasswordLabel).fill('Not-my-password1');
  await dialog.getByRole('button', { name: profileTexts.deleteConfirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.changeWrongCurrent);
  await dialog.getByLabel(profileTexts.deletePasswordLabel).fill(me.password);
  await dialog.getByRole('button', { name: profileTexts.deleteConfirm }).click();
  await expect(page).toHaveURL(/\/loginApp/);
  await expect(page.getByText(/Your account will be deleted after/)).toBeVisible();

  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/clientDashboard/);
  await expect(page.getByText(accountTexts.accountRestored)).toBeVisible();
  const again = await login(me.email, me.password);
  expect(again.user.email).toBe(me.email);
});
