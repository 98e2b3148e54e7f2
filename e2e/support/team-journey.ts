import type { Page } from '@playwright/test';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import { aSectionInput } from '@timeapp/domain/testing';
import { call, createCustomer } from './api';
import { expect, givenSignedInOwner, signInAs } from './fixtures';

// The team story (issue 28, docs/product-rules.md 9), the same on a desktop and a phone: an
// owner sets up two members and two services on the Team and services screen; a customer
// books a colour with a named member on the booking screen; the appointment holds that member.

async function addMember(page: Page, name: string) {
  await page.getByRole('button', { name: t.addMember }).click();
  const form = page.getByRole('form', { name: t.addMember });
  await form.getByLabel(t.name).fill(name);
  await form.getByRole('button', { name: t.save }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

async function addService(page: Page, name: string, minutes: number, members: string[]) {
  await page.getByRole('button', { name: t.addService }).click();
  const form = page.getByRole('form', { name: t.addService });
  await form.getByLabel(t.serviceName).fill(name);
  await form.getByLabel(t.duration).fill(String(minutes));
  for (const member of members) await form.getByRole('checkbox', { name: member }).check();
  await form.getByRole('button', { name: t.save }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

export async function ownerSetsUpTeamAndCustomerBooksWithAMember(page: Page) {
  const owner = await givenSignedInOwner(page, {
    sections: [aSectionInput({ sectionName: 'Hair' })],
  });
  await page.goto('/business-team');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  // Each member starts with Monday to Friday, 9 to 5.
  await addMember(page, 'Aroha');
  await addMember(page, 'Tama');
  await addService(page, 'Colour', 120, ['Aroha']);
  await addService(page, 'Cut', 45, ['Aroha', 'Tama']);
  await expect(page.getByRole('article', { name: 'Aroha' })).toContainText('Colour');

  const customer = await createCustomer();
  await signInAs(page, customer);
  const section = owner.business.section[0]!;
  await page.goto(`/sectionname-appointment/${section._id}/${owner.business._id}`);
  await page.getByRole('radio', { name: /^Colour · 2 h/ }).check();
  // Only who does the colour is offered.
  const who = page.getByLabel(serviceTexts.chooseMember);
  await expect(who.getByRole('option')).toHaveText([serviceTexts.anyoneFree, 'Aroha']);
  await who.selectOption({ label: 'Aroha' });
  await page.getByRole('group', { name: 'Free times' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
  await expect(dialog).toContainText(messages.serviceWithMember('Colour', 'Aroha'));
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/appointment-booked/);
  await expect(page.getByText(messages.serviceWithMember('Colour', 'Aroha'))).toBeVisible();

  // The appointment holds Aroha for the colour's two hours.
  type Booked = {
    _id: string;
    appointmentDate: string;
    appointmentTime: string;
    member?: { name: string };
    service?: { name: string };
    startsAt: string;
    endsAt?: string;
  };
  const colour = async () =>
    (await call<Booked[]>('GET', '/appointment', { token: customer.token })).data.find(
      (a) => a.service?.name === 'Colour',
    )!;
  const booked = await colour();
  expect(booked.member?.name).toBe('Aroha');
  expect(Date.parse(booked.endsAt!) - Date.parse(booked.startsAt)).toBe(120 * 60_000);

  // 'Change time' offers Aroha's free starts for a colour, and the move keeps her.
  await page.goto(`/show-appointment-details?id=${booked._id}`);
  await page.getByRole('button', { name: messages.changeTime }).click();
  const move = page.getByRole('dialog', { name: messages.changeTime });
  // The last day of the fortnight with a free start, whatever the time of day now.
  await move
    .getByRole('group', { name: 'Next days' })
    .getByRole('button', { name: / \d+ free/ })
    .last()
    .click();
  const later = move.getByRole('group', { name: 'Free times' }).getByRole('button').first();
  const newTime = (await later.getAttribute('aria-label'))!.split(',')[0]!;
  await later.click();
  await move.getByRole('button', { name: messages.moveHere }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(messages.rescheduled).first()).toBeVisible();
  await expect(page.getByText(newTime, { exact: true })).toBeVisible();
  const moved = await colour();
  expect(moved.member?.name).toBe('Aroha');
  expect(moved.appointmentDate).not.toBe(booked.appointmentDate);
  expect(Date.parse(moved.endsAt!) - Date.parse(moved.startsAt)).toBe(120 * 60_000);

  // The owner's day sheet shows it on its day, in Aroha's column (a list on a phone).
  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: owner.business.timezone }).format(
    new Date(),
  );
  const days = Math.round((Date.parse(moved.appointmentDate) - Date.parse(today)) / 86_400_000);
  for (let i = 0; i < days; i++) await page.getByRole('button', { name: 'Next day' }).click();
  const what = new RegExp(messages.serviceWithMember('Colour', 'Aroha'));
  const phone = page.viewportSize()!.width < 768;
  const sheet = page.locator('section[aria-labelledby="day-sheet-title"]');
  const where = phone ? sheet : sheet.getByRole('list', { name: 'Aroha', exact: true });
  await expect(where.getByRole('link', { name: what })).toBeVisible();
  if (!phone)
    await expect(page.getByRole('list', { name: 'Tama', exact: true })).toContainText(
      'No appointments',
    );
  return { owner, customer };
}
