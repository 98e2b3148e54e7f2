import { accountTexts } from '@timeapp/domain/account-texts';
import { businessClosingTexts } from '@timeapp/domain/business-closing-texts';
import { messages } from '@timeapp/domain/messages';
import { profileTexts } from '@timeapp/domain/profile-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { audit } from '../support/a11y';
import { book, createCustomer, getAppointment } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, givenSignedInOwner, test } from '../support/fixtures';

// An owner leaves (DESIGN.md section 12; docs/decisions/051): they close the business, whose
// upcoming appointment is cancelled and whose page says it closed, and then delete their
// account, which a business no longer holds back.
test('an owner closes the business, then deletes their account', async ({ page }) => {
  const owner = await givenSignedInOwner(page);
  const customer = await createCustomer();
  const booked = await book(customer, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date: bookableWeekday(),
    time: '10:00',
  });

  await page.goto('/business-user-profile');
  const card = page.getByRole('region', { name: businessClosingTexts.title });
  // The account's cards sit below the sections and load as they are scrolled to; this is last.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(card.getByRole('button', { name: businessClosingTexts.handOver })).toBeVisible();
  expect(
    (await audit(page, '/business-user-profile (close or hand over)', 'owner')).failing,
  ).toEqual([]);
  await card.getByRole('button', { name: businessClosingTexts.close }).click();
  const dialog = page.getByRole('dialog', { name: businessClosingTexts.closeTitle });
  await expect(dialog).toContainText(businessClosingTexts.closeAbout);
  await dialog.getByLabel(businessClosingTexts.passwordLabel).fill('Not-my-password1');
  await dialog.getByRole('button', { name: businessClosingTexts.closeConfirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.changeWrongCurrent);
  await dialog.getByLabel(businessClosingTexts.passwordLabel).fill(owner.password);
  await dialog.getByRole('button', { name: businessClosingTexts.closeConfirm }).click();

  // A customer again, on the profile, told what happened.
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByText(accountTexts.businessClosedDone(1))).toBeVisible();
  const cancelled = await getAppointment(customer, booked._id);
  expect(cancelled).toMatchObject({
    status: AppointmentStatus.Cancelled,
    cancellationReason: accountTexts.businessClosedReason,
  });
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/b/${owner.business.slug}`);
  await expect(publicPage.getByText(accountTexts.businessClosed)).toBeVisible();
  await publicPage.close();

  const yourData = page.getByRole('region', { name: profileTexts.yourData });
  await yourData.getByRole('button', { name: profileTexts.deleteAccount }).click();
  const deletion = page.getByRole('dialog', { name: profileTexts.deleteConfirmTitle });
  await deletion.getByLabel(profileTexts.deletePasswordLabel).fill(owner.password);
  await deletion.getByRole('button', { name: profileTexts.deleteConfirm }).click();
  await expect(page).toHaveURL(/\/loginApp/);
  await expect(page.getByText(/Your account will be deleted after/)).toBeVisible();
});
