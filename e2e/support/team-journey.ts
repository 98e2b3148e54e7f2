import { test, type Page } from '@playwright/test';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { staffTexts } from '@timeapp/domain/staff-texts';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import { aSectionInput } from '@timeapp/domain/testing';
import { auditTexts } from '@timeapp/domain/audit-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { call, createCustomer, must, uniqueEmail, waitForMail } from './api';
import { expect, givenSignedInOwner, signInAs, TOKEN_KEY, USER_KEY } from './fixtures';

// The team story (issue 28, docs/product-rules.md 9), the same on a desktop and a phone: an
// owner sets up two members and two services on the Team and services screen, inviting one by
// e-mail; a customer books a colour with a named member from the public page; the appointment
// holds that member; the owner's day sheet shows it in her column; she accepts the invitation,
// signs in and sees only her own day.

async function addMember(page: Page, name: string, email?: string) {
  await page.getByRole('button', { name: t.addMember }).click();
  const form = page.getByRole('form', { name: t.addMember });
  await form.getByLabel(t.name).fill(name);
  if (email) await form.getByLabel(t.email).fill(email);
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
  // Each member starts with Monday to Friday, 9 to 5. Aroha is invited to sign in.
  const arohaEmail = uniqueEmail('aroha');
  await addMember(page, 'Aroha', arohaEmail);
  await expect(page.getByRole('article', { name: 'Aroha' })).toContainText(t.invitationSent);
  await addMember(page, 'Tama');
  await addService(page, 'Colour', 120, ['Aroha']);
  await addService(page, 'Cut', 45, ['Aroha', 'Tama']);
  await expect(page.getByRole('article', { name: 'Aroha' })).toContainText('Colour');

  // The owner's 'Changes' (the audit trail) lists each step, newest first, with who made it.
  await page.goto('/business-changes');
  await expect(page.getByRole('heading', { name: auditTexts.title })).toBeVisible();
  const entries = page.getByRole('listitem');
  await expect(entries.first()).toContainText(`${auditTexts.actions['service.added']}: Cut`);
  await expect(entries.first()).toContainText(`(${auditTexts.roles.owner})`);
  await expect(entries.first()).toContainText(`${auditTexts.field('durationMinutes')}: 45`);
  await expect(entries.first()).toContainText(`${auditTexts.field('members')}: Aroha, Tama`);
  const added = entries.filter({ hasText: auditTexts.actions['member.added'] });
  await expect(added).toHaveCount(2);
  await expect(entries.filter({ hasText: auditTexts.actions['business.created'] })).toHaveCount(1);

  const customer = await createCustomer();
  await signInAs(page, customer);
  const section = owner.business.section[0]!;
  // From the business's shared page to its booking screen.
  await page.goto(`/b/${owner.business.slug}`);
  await page.getByRole('link', { name: serviceTexts.publicChooseService }).click();
  await expect(page).toHaveURL(new RegExp(`/sectionname-appointment/${section._id}/`));
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
  if (phone) await page.screenshot({ path: test.info().outputPath('owner-day-phone.png') });
  else await page.screenshot({ path: test.info().outputPath('owner-day.png') });

  // Tama has a cut that day too, booked by someone else: Aroha must not see it.
  const other = await createCustomer({ firstName: 'Wiremu', lastName: 'Other' });
  const tama = (
    await must<{ _id: string; name: string }[]>('GET', `/business/${owner.business._id}/team`)
  ).data.find((m) => m.name === 'Tama')!;
  const cut = (
    await must<{ _id: string; name: string }[]>('GET', `/business/${owner.business._id}/services`)
  ).data.find((x) => x.name === 'Cut')!;
  const free = await must<{ days: { times: { time: string }[] }[] }>(
    'GET',
    `/business/${owner.business._id}/services/${cut._id}/availability?from=${moved.appointmentDate}&member=${tama._id}`,
  );
  await must('POST', '/appointment', {
    token: other.token,
    body: {
      businessId: owner.business._id,
      sectionId: section._id,
      appointmentDate: moved.appointmentDate,
      appointmentTime: free.data.days[0]!.times[0]!.time,
      serviceId: cut._id,
      memberId: tama._id,
      reason: 'Just a trim',
    },
  });

  // Aroha opens her invitation signed out, makes her account, and lands on her own day.
  await page.evaluate(
    ([tokenKey, userKey]) => {
      localStorage.removeItem(tokenKey);
      localStorage.removeItem(userKey);
    },
    [TOKEN_KEY, USER_KEY] as const,
  );
  const invitation = await waitForMail(arohaEmail, /invites you/);
  const link = new URL(invitation.links.find((l) => l.includes('/staff/join'))!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(staffTexts.joinIntro(owner.business.name, 'Aroha'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(phone ? 'join-phone.png' : 'join.png') });
  await page.getByLabel(fieldLabels.firstName).fill('Aroha');
  await page.getByLabel(fieldLabels.lastName).fill('Ngata');
  await page
    .getByRole('textbox', { name: fieldLabels.newPassword, exact: true })
    .fill('Staff@2026');
  await page.getByRole('textbox', { name: commonTexts.confirmNewPassword }).fill('Staff@2026');
  await page.getByRole('button', { name: staffTexts.accept }).click();
  await expect(page).toHaveURL(/\/staff\/day/);
  await expect(page.getByRole('heading', { name: staffTexts.dayTitle, level: 1 })).toBeVisible();
  for (let i = 0; i < days; i++)
    await page.getByRole('button', { name: staffTexts.nextDay }).click();
  const mine = page.getByRole('article');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(messages.serviceWithMember('Colour', 'Aroha'));
  await expect(mine).toContainText(customer.user.firstName);
  await expect(page.getByText('Wiremu')).toHaveCount(0);
  await expect(page.getByText(messages.serviceWithMember('Cut', 'Tama'))).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath(phone ? 'staff-day-phone.png' : 'staff-day.png'),
    fullPage: true,
  });
  // Nothing else of the business: its appointments list is refused to her.
  const token = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  const asStaff = await call('GET', `/appointment?businessId=${owner.business._id}`, {
    token: token!,
  });
  expect(asStaff.status).toBe(403);
  return { owner, customer };
}
