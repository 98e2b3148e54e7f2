import { aSectionInput } from '@timeapp/domain/testing';
import { AppointmentStatus } from '@timeapp/domain/status';
import { book, createCustomer, createOwnerWithBusiness, decide } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, signInAs, test } from '../support/fixtures';

// The customer dashboard (docs/product-rules.md 3.3, 3.3a): Future shows what is coming,
// cancelled and rejected ones are counted where they are listed, and the bell counts what the
// business changed since the customer last opened it, live.
const live = { timeout: 5_000 };

test('Future leaves out cancelled and rejected appointments; the bell counts what changed, live', async ({
  page,
}) => {
  const owner = await createOwnerWithBusiness({ sections: [aSectionInput()] });
  const customer = await createCustomer({ firstName: 'Mere', lastName: 'Dashboard' });
  const at = (time: string) => ({
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date: bookableWeekday(3),
    time,
  });
  const approved = await book(customer, at('10:00'));
  const rejected = await book(customer, at('11:00'));
  const cancelled = await book(customer, at('14:00'));
  const waiting = await book(customer, at('15:00'));
  await decide(owner, approved._id, AppointmentStatus.Approved);
  await decide(owner, rejected._id, AppointmentStatus.Cancelled, 'Fully booked');
  await decide(customer, cancelled._id, AppointmentStatus.Cancelled, 'Plans changed');

  await signInAs(page, customer);
  await page.goto('/clientDashboard');
  const future = page.getByRole('region', { name: 'Future Appointments (2)' });
  await expect(future).toBeVisible();
  await expect(future.getByRole('link')).toHaveCount(2);
  await expect(future.getByRole('link', { name: /Cancelled/ })).toHaveCount(0);
  // The owner approved one and rejected one: two changes; Mere's own cancellation is not news.
  const bell = (n: number) => page.getByRole('button', { name: `Appointment updates: ${n}` });
  await expect(bell(2)).toBeVisible();

  await page.getByRole('button', { name: 'Appointment updates: 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'What changed since you last looked' });
  await expect(dialog.getByText('New', { exact: true })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(bell(0)).toBeVisible();

  // The owner's decision reaches the bell over the live stream, without a reload.
  await page.waitForTimeout(1000);
  await decide(owner, waiting._id, AppointmentStatus.Approved);
  await expect(bell(1)).toBeVisible(live);
  // Opened is stored: after a reload the bell stays where it was left.
  await page.reload();
  await expect(bell(1)).toBeVisible();
  await bell(1).click();
  await page.keyboard.press('Escape');
  await expect(bell(0)).toBeVisible();
  await page.reload();
  await expect(bell(0)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Future Appointments (2)' })).toBeVisible();

  // Cancelled and declined ones: counted on the way to their lists, and listed there, the
  // declined request as declined (DESIGN.md section 11).
  await page.getByRole('link', { name: 'Cancelled and declined (2)' }).click();
  const declined = page.getByRole('region', { name: 'Declined requests (1)' });
  await expect(declined.getByRole('link', { name: /Declined$/ })).toHaveCount(1);
  const cancelledList = page.getByRole('region', { name: 'Cancelled appointments (1)' });
  await expect(cancelledList.getByRole('link', { name: /Cancelled$/ })).toHaveCount(1);
});

// Issue 29: the customer's calendar started its weeks on Sunday, the owner's on Monday; in New
// Zealand a week starts on Monday.
test("the customer's calendar starts the week on Monday, as the owner's does", async ({ page }) => {
  const customer = await createCustomer({ firstName: 'Aroha', lastName: 'Weeks' });
  await signInAs(page, customer);
  await page.goto('/clientDashboard');
  await page.getByRole('button', { name: 'Calendar' }).click();
  const days = page
    .getByRole('dialog')
    .getByRole('columnheader')
    .filter({ hasText: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+$/ });
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveText(/^Mon \d+$/);
  await expect(days.last()).toHaveText(/^Sun \d+$/);
});
