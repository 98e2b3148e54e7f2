import { messages } from '@timeapp/domain/messages';
import { createCustomer } from '../support/api';
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
    link = await card.getByRole('textbox', { name: /referral link/ }).inputValue();
    expect(link).toMatch(/\/r\/[0-9a-f]{10}$/);
  });

  const path = new URL(link).pathname;
  await signOut(page);

  await test.step('a visitor opens the link, signs in, and the referral is made', async () => {
    const customer = await createCustomer();
    await page.goto(path);
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
