import { messages } from '@timeapp/domain/messages';
import { createCustomer, must, uniqueEmail } from '../support/api';
import { expect, givenSignedInOwner, signInAs, signOut, test } from '../support/fixtures';
import { logInThroughForm } from '../support/steps';

// The business plan from the owner's side (docs/product-rules.md 8): the plan card on the
// dashboard, the referral link shared, customers referring through it.
test('an owner shares the referral link, ten customers refer through it and the card shows verified', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await givenSignedInOwner(page);
  const card = page.getByRole('region', { name: 'Your plan' });
  let link = '';

  await test.step('the owner sees the plan card: trial, 0 of 10 referrals, the link', async () => {
    await page.goto('/business-dashboard');
    await expect(card.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(card.getByText(/days left \(last day/)).toBeVisible();
    await expect(card.getByText(/0 of 10/)).toBeVisible();
    await expect(card.getByText(/30 days left in your first 30 days/)).toBeVisible();
    const share = card.getByRole('region', { name: 'Your referral link' });
    link = (await share.getByRole('link', { name: /\/r\// }).textContent()) ?? '';
    expect(link).toMatch(/\/r\/[0-9a-f]{10}$/);
    // The one share card: copy, and the QR code on request.
    await share.getByRole('button', { name: 'Show QR code' }).click();
    await expect(share.getByRole('img', { name: /QR code/ })).toBeVisible();
  });

  const path = new URL(link).pathname;
  await signOut(page);

  await test.step('a visitor opens the link, signs in, and the referral is made', async () => {
    const customer = await createCustomer();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Refer ${owner.business.name}` })).toBeVisible();
    await expect(page.getByText(messages.referralSignInFirst)).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/loginApp\?next=/);
    await logInThroughForm(page, customer.email, customer.password);
    await expect(page.getByText(messages.referred)).toBeVisible();
    await signOut(page);
  });

  await test.step('nine more customers open the link', async () => {
    for (let i = 0; i < 9; i += 1) {
      await signInAs(page, await createCustomer());
      await page.goto(path);
      await expect(page.getByText(messages.referred)).toBeVisible();
    }
  });

  await test.step('the same customer opening it again is told so', async () => {
    await page.reload();
    await expect(page.getByText(messages.alreadyReferred)).toBeVisible();
  });

  await test.step("the owner's card shows 10 of 10, verified", async () => {
    await signOut(page);
    await signInAs(page, owner);
    await page.goto('/business-dashboard');
    await expect(card.getByText(/10 of 10/)).toBeVisible();
    await expect(card.getByText(/\(verified\)/)).toBeVisible();
  });
});

test('the + Referral button says what it does and shows that you have referred', async ({
  page,
}) => {
  const owner = await givenSignedInOwner(page);
  await signOut(page);
  await signInAs(page, await createCustomer());
  await page.goto(`/view-company-appointment-details?id=${owner.business._id}`);
  await expect(page.getByText(messages.referralExplained)).toBeVisible();
  await page.getByRole('button', { name: '+ Referral' }).click();
  await expect(page.getByRole('status').getByText(messages.referralDone)).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Referral' })).toHaveCount(0);
});

test('a visitor opens a referral link, registers, verifies, and the referral is made', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await givenSignedInOwner(page);
  const referrals = async () =>
    (await must<{ referrals: number }>('GET', `/business/${owner.business._id}/plan`, owner)).data
      .referrals;
  const plan = await must<{ referralCode: string }>(
    'GET',
    `/business/${owner.business._id}/plan`,
    owner,
  );
  const path = `/r/${plan.data.referralCode}`;
  await signOut(page);
  const before = await referrals();
  const visitor = { email: uniqueEmail('referrer'), password: 'Referrer@123' };

  await test.step('the visitor opens the link and follows Sign Up', async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Refer ${owner.business.name}` })).toBeVisible();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Fr%2F/);
  });

  await test.step('registers and is asked to verify', async () => {
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Mere');
    await form.getByLabel('Last name').fill('Referrer');
    await form.getByLabel('E-mail').fill(visitor.email);
    await form.getByLabel('Country').fill('New Zealand');
    await form.getByLabel('Province/State').fill('Auckland');
    await form.getByLabel('City').fill('Auckland');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(visitor.password);
    await form.getByLabel('Confirm password').fill(visitor.password);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(messages.accountCreated)).toBeVisible();
  });

  await test.step('opens the verification link, logs in, and lands back on the referral', async () => {
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article').filter({ hasText: `To: ${visitor.email}` });
    await mail.getByRole('link', { name: /token=/ }).click();
    await expect(page.getByText(messages.verified)).toBeVisible();
    await logInThroughForm(page, visitor.email, visitor.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(messages.referred)).toBeVisible();
  });

  await test.step("the business's referral count went up by one, and the owner's card shows it", async () => {
    expect(await referrals()).toBe(before + 1);
    await signInAs(page, owner);
    await page.goto('/business-dashboard');
    const card = page.getByRole('region', { name: 'Your plan' });
    await expect(card.getByText(`${before + 1} of 10`)).toBeVisible();
  });
});
