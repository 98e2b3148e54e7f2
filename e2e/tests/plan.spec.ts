import { messages } from '@timeapp/domain/messages';
import { createCustomer, getBusiness, login, must, uniqueEmail } from '../support/api';
import {
  expect,
  givenSignedInDemoCustomer,
  givenSignedInOwner,
  signInAs,
  signOut,
  test,
} from '../support/fixtures';
import { fillSignUp, logInThroughForm, verifyFromMail } from '../support/steps';

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
    await fillSignUp(page, {
      firstName: 'Mere',
      lastName: 'Referrer',
      ...visitor,
      city: 'Tauranga',
    });
  });

  await test.step('opens the verification link, logs in, and lands back on the referral', async () => {
    // The link from the dev mailbox carries next=/r/{code}.
    await verifyFromMail(page, visitor.email);
    expect(page.url()).toContain(`next=${encodeURIComponent(path)}`);
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

// The demo's Grey Lynn Pet Grooming registered 40 days ago with no referrals: past its window.
test('an owner past the referral window sees why the business is hidden and what to do; search and the public page agree', async ({
  page,
}) => {
  const owner = await login('owner.pets@timeapp.nz', 'Owner@123');
  const business = await getBusiness(owner.user.relatedBusinesses[0]!);
  expect(business.bookable).toBe(false);

  await test.step('the plan card says hidden, why, and offers the referral link', async () => {
    await signInAs(page, owner);
    await page.goto('/business-dashboard');
    const card = page.getByRole('region', { name: 'Your plan' });
    await expect(card.getByText('Hidden: waiting for referrals')).toBeVisible();
    await expect(card.getByText(messages.planHiddenShortOfReferrals)).toBeVisible();
    await expect(card.getByText(/\d+ of 10/)).toBeVisible();
    await expect(
      card.getByRole('region', { name: 'Your referral link' }).getByRole('link', { name: /\/r\// }),
    ).toBeVisible();
  });

  await test.step('the public page names the business and takes no bookings', async () => {
    await signOut(page);
    await page.goto(`/b/${business.slug}`);
    await expect(page.getByRole('heading', { name: business.name, level: 1 })).toBeVisible();
    await expect(page.getByText(messages.businessNotBookable)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a time' })).toHaveCount(0);
  });

  await test.step('search leaves it out', async () => {
    await givenSignedInDemoCustomer(page);
    await page.goto('/search-business');
    const form = page.getByRole('form', { name: 'Search business' });
    await form.getByLabel('Name, category or place').fill(business.name);
    await form.getByRole('button', { name: 'Search' }).click();
    // No results: the form stays and says so (a listed business would open the results).
    await expect(page.getByText(messages.searchNothing)).toBeVisible();
    await expect(page).toHaveURL(/\/search-business$/);
  });
});
