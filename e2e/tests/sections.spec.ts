import { aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import { call, createCustomer, getBusiness } from '../support/api';
import { bookableWeekday, dateParts } from '../support/dates';
import { expect, givenSignedInOwner, otherSide, test } from '../support/fixtures';
import { pickDate } from '../support/steps';
import type { Page } from '@playwright/test';

// The owner's sections on the business profile: add, edit, delete (each behind a Yes/No), and
// a non-regular off day that customers then cannot book.

async function confirmYes(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

test('the owner adds, edits and deletes a section', async ({ page }) => {
  const owner = await givenSignedInOwner(page, {
    sections: [aSectionInput({ sectionName: 'Haircut' })],
  });
  await page.goto('/business-user-profile');
  await expect(page.getByRole('article', { name: 'Haircut' })).toBeVisible();

  await test.step('add', async () => {
    await page.getByRole('button', { name: 'Add Section' }).click();
    const form = page.getByRole('form', { name: 'Add section' });
    await form.getByRole('button', { name: 'Save Section' }).click();
    await expect(form.getByText(messages.sectionNameRequired)).toBeVisible();
    await form.getByLabel('Section name').fill('Beard trim');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      const box = form.getByRole('checkbox', { name: day, exact: true });
      if (!(await box.isChecked())) await box.check();
    }
    await form.getByLabel('Opening time').fill('10:00');
    await form.getByLabel('Closing time').fill('14:00');
    await form.getByLabel('Slot length').selectOption('45');
    await form.getByLabel('Appointments per slot').selectOption('3');
    await form.getByRole('button', { name: 'Save Section' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Section' })).toBeHidden();
    const card = page.getByRole('article', { name: 'Beard trim' });
    await expect(card).toContainText('45 minutes');
    await expect(card).toContainText('10:00 AM');
    const saved = (await getBusiness(owner.business._id)).section.find(
      (s) => s.sectionName === 'Beard trim',
    );
    expect(saved).toMatchObject({
      businessHours: ['10:00', '14:00'],
      slotDuration: 45,
      appointmentPerSlot: 3,
      customRequest: false,
    });
  });

  await test.step('edit', async () => {
    await page.getByRole('button', { name: 'Edit section Beard trim' }).click();
    const form = page.getByRole('form', { name: 'Edit section' });
    await expect(form.getByLabel('Section name')).toHaveValue('Beard trim');
    await form.getByLabel('Section name').fill('Beard and moustache');
    await form.getByLabel('Appointments per slot').selectOption('4');
    await form.getByRole('button', { name: 'Save Section' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Section' })).toBeHidden();
    await expect(page.getByRole('article', { name: 'Beard and moustache' })).toContainText('4');
    await expect(page.getByRole('article', { name: 'Beard trim' })).toHaveCount(0);
  });

  await test.step('delete', async () => {
    await page.getByRole('button', { name: 'Delete section Beard and moustache' }).click();
    await confirmYes(page, messages.confirmDeleteSection);
    await expect(page.getByRole('article', { name: 'Beard and moustache' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Haircut' })).toBeVisible();
    // Soft delete: customers no longer see it.
    const names = (await getBusiness(owner.business._id)).section.map((s) => s.sectionName);
    expect(names).toEqual(['Haircut']);
  });
});

test('a non-regular off day set by the owner then cannot be booked', async ({ page }) => {
  const owner = await givenSignedInOwner(page, {
    sections: [aSectionInput({ sectionName: 'Haircut' })],
  });
  const holiday = bookableWeekday(6);
  await page.goto('/business-user-profile');
  await page.getByRole('button', { name: 'Non-Reg Days for Haircut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Non-Reg Days: Haircut' });
  const day = dialog.locator(
    `button[aria-label="${dateParts(holiday).label}"]:not([data-outside])`,
  );
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await dialog.getByRole('button', { name: 'Save days' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Haircut' })).not.toContainText('No extra days');
  expect((await getBusiness(owner.business._id)).section[0]!.noneRegularOffDays).toEqual([holiday]);

  const customer = await createCustomer();
  const customerPage = await otherSide(page, customer);
  await customerPage.goto(
    `/sectionname-appointment/${owner.business.section[0]!._id}/${owner.business._id}`,
  );
  await pickDate(customerPage, holiday);
  await expect(
    customerPage.getByRole('status').filter({ hasText: messages.holiday }),
  ).toBeVisible();
  await expect(customerPage.getByRole('button', { name: /^Book / })).toHaveCount(0);
  await customerPage.context().close();
  const refused = await call('POST', '/appointment', {
    token: customer.token,
    body: {
      businessId: owner.business._id,
      sectionId: owner.business.section[0]!._id,
      appointmentDate: holiday,
      appointmentTime: '10:00',
      reason: '',
    },
  });
  expect(refused.status).toBe(400);
  expect(refused.message).toBe(messages.holiday);
});
