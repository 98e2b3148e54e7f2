import { aRequestSectionInput, aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import {
  book,
  createCustomer,
  createOwnerWithBusiness,
  getAppointment,
  waitForMail,
} from '../support/api';
import { bookableWeekday, twelveHour } from '../support/dates';
import { expect, givenSignedInCustomer, otherSide, signInAs, test } from '../support/fixtures';
import { detailStatus, expectBookedScreen, pickDate } from '../support/steps';

// Decisions after a booking: the owner rejects with a reason, the customer cancels with a
// reason, and a request-only section where the customer asks for a time and the owner decides.

test('the owner rejects a request with a reason; the customer sees Declined with that reason once', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  const customer = await createCustomer({ firstName: 'Rawiri', lastName: 'Hohepa' });
  const appointment = await book(customer, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date: bookableWeekday(3),
    time: '15:00',
    reason: 'Beard trim',
  });

  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  await page
    .getByRole('link', { name: /Rawiri Hohepa/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/view-today-appontment\\?id=${appointment._id}`));
  await expect(page.getByText('Beard trim')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  // A request's reject comes with the default reason filled in; an empty one is refused.
  await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveValue(
    messages.autoCancelReason,
  );
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByText(messages.reasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The barber is sick that day');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();
  // Both sides read the rejection the same way: declined, with its reason once.
  const byBusiness = messages.withReason(messages.autoCancelReason, 'The barber is sick that day');
  await expect(page.getByText(byBusiness).first()).toBeVisible();

  const customerPage = await otherSide(page, customer);
  await customerPage.goto(`/show-appointment-details?id=${appointment._id}`);
  await expect(detailStatus(customerPage)).toHaveText('Declined');
  await expect(customerPage.getByText(byBusiness)).toBeVisible();
  await expect(customerPage.getByText('The barber is sick that day')).toHaveCount(1);
  await expect(customerPage.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
  // The decision is e-mailed to the customer.
  const mail = await waitForMail(customer.email, /Your appointment was declined/);
  expect(mail.text).toContain('Reason: The barber is sick that day');
  await customerPage.context().close();
});

test('a customer cancels with a reason; the owner finds it among the cancelled appointments', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  const me = await givenSignedInCustomer(page, { firstName: 'Moana', lastName: 'Rua' });
  const appointment = await book(me, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date: bookableWeekday(4),
    time: '11:00',
    reason: 'Colour',
  });

  await page.goto('/clientDashboard');
  await page
    .getByRole('link', { name: new RegExp(`^${owner.business.name}, Haircut`) })
    .first()
    .click();
  await expect(detailStatus(page)).toHaveText('Request sent');
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  // Discard keeps the appointment.
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByText(messages.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').fill('Moving to Dunedin');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.cancelledByCustomer }),
  ).toBeVisible();
  await expect(detailStatus(page)).toHaveText('Cancelled');
  await expect(page.getByText('Moving to Dunedin')).toBeVisible();
  expect((await getAppointment(me, appointment._id)).status).toBe(2);

  const ownerPage = await otherSide(page, owner);
  await ownerPage.goto('/cancelled-appointments');
  await ownerPage.getByRole('link', { name: /Moana Rua/ }).click();
  await expect(ownerPage.getByText('Moving to Dunedin')).toBeVisible();
  await ownerPage.context().close();
});

test('request-only section: the customer requests a time and the owner accepts it', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({
    sections: [aRequestSectionInput({ sectionName: 'Table booking' })],
  });
  const section = owner.business.section[0]!;
  const date = bookableWeekday(3);
  await givenSignedInCustomer(page, { firstName: 'Anahera', lastName: 'Paki' });
  // The old address of the customer's business page opens the one business page.
  await page.goto(`/view-company-appointment-details?id=${owner.business._id}`);
  await expect(page).toHaveURL(new RegExp(`/b/${owner.business.slug}$`));
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByText('On request', { exact: true })).toBeVisible();
  await services.getByRole('link', { name: 'Appointment + Table booking' }).click();
  await expect(page.getByRole('heading', { name: 'Table booking', level: 1 })).toBeVisible();
  // No slot grid in request mode: a date and a time.
  await expect(page.getByRole('list', { name: 'Slots' })).toHaveCount(0);
  await pickDate(page, date);
  await page.getByLabel('Time').fill('13:45');
  await page.getByRole('button', { name: 'Request Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
  await expect(dialog).toContainText(twelveHour('13:45'));
  await dialog.getByLabel('Reason (optional)').fill('Table for six');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expectBookedScreen(page);
  await page.getByRole('link', { name: 'View appointment' }).click();
  await expect(detailStatus(page)).toHaveText('Request sent');
  const appointmentId = new URL(page.url()).searchParams.get('id')!;

  const ownerPage = await otherSide(page, owner);
  await ownerPage.goto('/show-notification');
  await ownerPage.getByRole('link', { name: /Anahera Paki/ }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/show-notification\\?id=${appointmentId}`));
  await expect(ownerPage.getByText('Table for six')).toBeVisible();
  await expect(ownerPage.getByText(twelveHour('13:45'))).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Accept' }).click();
  // Accepted, days ahead: 'Arrived' is offered from 15 minutes before the start, and says so.
  await expect(ownerPage.getByText(messages.arrivedFrom(twelveHour('13:30')))).toBeVisible();
  await ownerPage.context().close();

  await page.reload();
  await expect(detailStatus(page)).toHaveText('Approved');
  expect(section.customRequest).toBe(true);
});

test('outside the opening hours a request is refused with a clear message', async ({ page }) => {
  const owner = await createOwnerWithBusiness({ sections: [aRequestSectionInput()] });
  await givenSignedInCustomer(page);
  await page.goto(
    `/sectionname-appointment/${owner.business.section[0]!._id}/${owner.business._id}`,
  );
  await pickDate(page, bookableWeekday(3));
  await page.getByLabel('Time').fill('18:30');
  await page.getByRole('button', { name: 'Request Booking' }).click();
  // Said under the fields, before any confirmation (issue 29); the server refuses it too.
  await expect(page.getByRole('alert')).toContainText(messages.outsideHours);
  await expect(page.getByRole('dialog', { name: 'Confirm booking' })).toHaveCount(0);
});
