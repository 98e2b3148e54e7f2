import { aSectionInput } from '@timeapp/domain/testing';
import { AppointmentStatus } from '@timeapp/domain/status';
import { book, createCustomer, createOwnerWithBusiness, decide } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, otherSide, signInAs, test } from '../support/fixtures';
import { detailStatus, openDaySheetOn } from '../support/steps';

// The live stream (docs/live-events.md): what the other side does shows up without a reload.
// Polling (every 15 s) runs only while the stream is down, so a change seen within 5 s came
// over the stream.
const live = { timeout: 5_000 };

test("a customer's booking reaches the owner's bell and day sheet live, and the owner's decision the customer's screen", async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  const customer = await createCustomer({ firstName: 'Aroha', lastName: 'Live' });
  const section = owner.business.section[0]!;

  const date = bookableWeekday(3);
  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  await expect(page.getByRole('button', { name: 'Pending requests: 0' })).toBeVisible();
  const sheet = await openDaySheetOn(page, date);
  // The stream is up once the first screen has its data; give it a moment to say `ready`.
  await page.waitForTimeout(1000);

  const appointment = await book(customer, {
    businessId: owner.business._id,
    sectionId: section._id,
    date,
    time: '10:00',
  });
  await expect(page.getByRole('button', { name: 'Pending requests: 1' })).toBeVisible(live);
  await expect(
    sheet.getByRole('link', { name: '10:00 AM, Aroha Live, Haircut, Pending' }),
  ).toBeVisible(live);

  const customerPage = await otherSide(page, customer);
  await customerPage.goto(`/show-appointment-details?id=${appointment._id}`);
  await expect(detailStatus(customerPage)).toHaveText('Request sent');
  await customerPage.waitForTimeout(1000);
  await decide(owner, appointment._id, AppointmentStatus.Approved);
  await expect(detailStatus(customerPage)).toHaveText('Approved', live);
  await expect(page.getByRole('button', { name: 'Pending requests: 0' })).toBeVisible(live);
  await expect(
    sheet.getByRole('link', { name: '10:00 AM, Aroha Live, Haircut, Approved' }),
  ).toBeVisible(live);
  await customerPage.context().close();
});
