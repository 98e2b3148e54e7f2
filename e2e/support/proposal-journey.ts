import type { Page } from '@playwright/test';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { audit, settle } from './a11y';
import { book, createCustomer, must, waitForMail } from './api';
import { bookableWeekday, twelveHour } from './dates';
import { expect, signInAs } from './fixtures';
import { givenTwoSlotBusiness, stripButton } from './time-picker-journey';

// The owner proposes another time; the customer accepts it or keeps theirs
// (docs/decisions/034-owner-proposes-a-time.md).

async function givenBooking() {
  const owner = await givenTwoSlotBusiness();
  const customer = await createCustomer();
  const date = bookableWeekday(3);
  const a = await book(customer, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date,
    time: '09:00',
  });
  return { owner, customer, date, id: a._id };
}

const width = (page: Page) => page.viewportSize()!.width;

/**
 * The owner opens the appointment, proposes 09:30 the same day with the one time picker and a
 * message; the customer sees it on their appointment screen and in their list, accepts, and
 * sees the new time. The owner is e-mailed.
 */
export async function proposeAndAccept(page: Page) {
  const { owner, customer, date, id } = await givenBooking();
  await signInAs(page, owner);
  await page.goto(`/view-today-appontment?id=${id}`);
  await page.getByRole('button', { name: messages.proposeTime }).click();
  const dialog = page.getByRole('dialog', { name: messages.proposeTime });
  await expect(stripButton(page, date)).toHaveAttribute('aria-pressed', 'true');
  await settle(page);
  await page.screenshot({ path: `test-results/propose-time-${width(page)}.png` });
  expect((await audit(page, '/view-today-appontment (propose a time)', 'owner')).failing).toEqual(
    [],
  );
  const chips = dialog.getByRole('group', { name: 'Free times' });
  await chips.getByRole('button', { name: `${twelveHour('09:30')}, free` }).click();
  await dialog.getByLabel(messages.proposalMessageLabel).fill('Our stylist starts later that day');
  await dialog.getByRole('button', { name: messages.sendProposal }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.proposalSent).first()).toBeVisible();
  const proposed = sayWhen(date, '09:30');
  await expect(
    page.getByRole('status').filter({ hasText: messages.newTimeProposed }),
  ).toContainText(messages.proposalWaitingForCustomer(proposed));
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    messages.historyProposed(proposed),
  );
  const mail = await waitForMail(customer.email, /proposes a new time/);
  expect(mail.text).toContain(proposed);

  // The customer: their list says so, and their appointment screen asks.
  await signInAs(page, customer);
  await page.goto('/clientDashboard');
  await expect(page.getByText(`${messages.newTimeProposed}: ${proposed}`).first()).toBeVisible();
  await page.goto(`/show-appointment-details?id=${id}`);
  const panel = page.getByRole('region', { name: messages.newTimeProposed });
  await expect(panel).toContainText(proposed);
  await expect(panel).toContainText('Our stylist starts later that day');
  await settle(page);
  await page.screenshot({
    path: `test-results/proposal-customer-${width(page)}.png`,
    fullPage: true,
  });
  expect((await audit(page, '/show-appointment-details (proposal)', 'customer')).failing).toEqual(
    [],
  );
  await panel.getByRole('button', { name: messages.acceptNewTime }).click();
  await expect(page.getByText(messages.proposalAccepted).first()).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByText(twelveHour('09:30'), { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    messages.historyAcceptedFrom(sayWhen(date, '09:00')),
  );
  await page.screenshot({
    path: `test-results/proposal-accepted-${width(page)}.png`,
    fullPage: true,
  });
  const told = await waitForMail(owner.email, /accepted your proposed time/);
  expect(told.text).toContain(proposed);
}

/**
 * The customer has their appointment open when the owner proposes: it shows up live, without
 * a reload. They keep their time; the owner is e-mailed.
 */
export async function proposeAndDecline(page: Page) {
  const { owner, customer, date, id } = await givenBooking();
  await signInAs(page, customer);
  await page.goto(`/show-appointment-details?id=${id}`);
  await expect(page.getByText(twelveHour('09:00'), { exact: true })).toBeVisible();
  await settle(page);
  await must('POST', `/appointment/${id}/proposal`, {
    token: owner.token,
    body: { appointmentDate: date, appointmentTime: '09:30' },
  });
  const panel = page.getByRole('region', { name: messages.newTimeProposed });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: messages.keepMyTime }).click();
  await expect(page.getByText(messages.proposalDeclined).first()).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByText(twelveHour('09:00'), { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    messages.historyDeclined(sayWhen(date, '09:30')),
  );
  await waitForMail(owner.email, /kept their time/);
}
