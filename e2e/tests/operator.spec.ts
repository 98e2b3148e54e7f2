import { login } from '../support/api';
import { expect, givenSignedInOwner, signInAs, signOut, test } from '../support/fixtures';

// The operator console (docs/product-rules.md 8.8): a bug report confirmed valid moves the
// reporter's trial end by 14 days. The demo operator is the operator outside production.
test("an owner reports a bug, the operator marks it valid, and the owner's trial end moves 14 days", async ({
  page,
}) => {
  const owner = await givenSignedInOwner(page);
  const card = page.getByRole('region', { name: 'Your plan' });
  const what = `The day sheet jumped a week ${Date.now().toString(36)}`;
  let before = '';

  await test.step('the owner reads the trial end and reports a bug', async () => {
    await page.goto('/business-dashboard');
    before = (await card.getByText(/last day/).textContent()) ?? '';
    await page.getByRole('link', { name: 'Report a bug' }).click();
    await page.getByLabel('What happened').fill(what);
    await page.getByLabel('Steps to make it happen again').fill('Open the dashboard, press Week');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you: your bug report was sent')).toBeVisible();
  });

  await test.step('the operator marks it valid, and the audit trail records it', async () => {
    await signOut(page);
    await signInAs(page, await login('operator@timeapp.nz', 'Operator@123'));
    await page.goto('/operator');
    const report = page.getByRole('article').filter({ hasText: what });
    await report.getByLabel('Note').fill('Reproduced on Chromium');
    await report.getByRole('button', { name: 'Valid', exact: true }).click();
    await expect(report.getByText('valid', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Changes' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Decided a bug report' }).first();
    await expect(entry).toContainText(what.slice(0, 40));
    await expect(entry).toContainText('(TimeApp operator)');
    await expect(entry).toContainText('Verdict: valid');
  });

  await test.step("the owner's card shows the trial 14 days longer", async () => {
    await signOut(page);
    await signInAs(page, owner);
    await page.goto('/business-dashboard');
    const lastDay = (s: string) => new Date(`${/last day \w+, (.+?)\)/.exec(s)![1]} 12:00`);
    const after = (await card.getByText(/last day/).textContent()) ?? '';
    expect((lastDay(after).getTime() - lastDay(before).getTime()) / 86_400_000).toBe(14);
  });
});

test('a visitor writes through the contact form; the operator reads it in the console and marks it handled', async ({
  page,
}) => {
  const subject = `Do you open on Sundays ${Date.now().toString(36)}`;

  await test.step('a visitor sends a message from the public page', async () => {
    await page.goto('/time-app#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Your name').fill('Tama Visitor');
    await form.getByLabel('E-mail').fill('tama@example.nz');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('And can I bring my dog?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  await test.step('the operator finds it under Contact messages and marks it handled', async () => {
    await signInAs(page, await login('operator@timeapp.nz', 'Operator@123'));
    await page.goto('/operator');
    await page.getByRole('tab', { name: 'Contact messages' }).click();
    const message = page.getByRole('article').filter({ hasText: subject });
    await expect(message.getByText('And can I bring my dog?')).toBeVisible();
    await expect(message.getByText(/\(visitor\)/)).toBeVisible();
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect(message.getByText('handled', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Changes' }).click();
    await expect(
      page.getByText(`Handled a contact message: tama@example.nz: ${subject}`),
    ).toBeVisible();
  });
});
