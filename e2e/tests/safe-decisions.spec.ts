import { aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import { book, createCustomer, createOwnerWithBusiness, getAppointment } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, otherSide, signInAs, test } from '../support/fixtures';

// Safe decisions (docs/product-rules.md): reject asks first, with a reason; accept does not;
// either can be undone for a few seconds, and the customer reads who cancelled.

test('the owner rejects with a reason, undoes it, then declines; the customer reads who declined', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  const customer = await createCustomer({ firstName: 'Wiremu', lastName: 'Undo' });
  const appointment = await book(customer, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date: bookableWeekday(3),
    time: '11:00',
  });

  await signInAs(page, owner);
  await page.goto(`/show-notification?id=${appointment._id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject request' });
  await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveValue(
    messages.autoCancelReason,
  );
  // A preset fills the reason; Discard keeps the request.
  await dialog.getByText(messages.rejectReasonPresets[0]!, { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveValue(
    messages.rejectReasonPresets[0]!,
  );
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.rejected)).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(messages.undone)).toBeVisible();
  expect((await getAppointment(owner, appointment._id)).status).toBe(0);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();

  // Accept needs no confirmation, and can be undone the same way.
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(messages.accepted)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  // The first undo's notice may still be showing: this one is the newest.
  await expect(page.getByText(messages.undone).last()).toBeVisible();
  expect((await getAppointment(owner, appointment._id)).status).toBe(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();

  // Declined with the default reason: that is what the customer reads.
  await page.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();
  const customerPage = await otherSide(page, customer);
  await customerPage.goto(`/show-appointment-details?id=${appointment._id}`);
  await expect(customerPage.getByText(messages.autoCancelReason).first()).toBeVisible();
  await expect(customerPage.getByRole('list', { name: 'History' })).toContainText('Request sent');
  await customerPage.context().close();
});
