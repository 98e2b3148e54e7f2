import { messages } from '@timeapp/domain/messages';
import { mailbox } from '../support/api';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The contact form (docs/product-rules.md 7.2): success clears the form, missing fields warn
// and send nothing, a refusal warns with the server's message, a network failure is an error.
const contactCall = '**/api/v1.1/users/contact-timeapp';

async function fill(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('E-mail').fill(values.email);
  await form.getByLabel('Subject').fill(values.subject);
  await form.getByLabel('Message').fill(values.message);
  return form;
}

const popup = (page: Page) => page.getByRole('dialog');

test('a visitor sends a message by keyboard alone, sees the success popup, and the form clears', async ({
  page,
}) => {
  const subject = `Keyboard question ${Date.now()}`;
  await page.goto('/time-app#contact');
  await page.getByLabel('Your name').focus();
  await page.keyboard.type('Hemi Walker');
  await page.keyboard.press('Tab');
  await page.keyboard.type('hemi@example.nz');
  await page.keyboard.press('Tab');
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Can a cafe take table requests?');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText(messages.contactSent);
  // The popup's button has the focus: Enter closes it.
  await expect(popup(page).getByRole('button', { name: messages.popupAwesome })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeHidden();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  // By role: the closing success dialog is labelled 'Thank you for your message.', and while
  // it is still in the page a label lookup for 'Message' finds two elements.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect
    .poll(async () => (await mailbox()).some((m) => m.subject.includes(subject)))
    .toBe(true);
});

test('missing fields give the warning popup and send nothing', async ({ page }) => {
  let sent = 0;
  await page.route(contactCall, (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto('/');
  await fill(page, { name: 'Hemi', email: 'hemi@example.nz', subject: '', message: 'Hello' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(popup(page).getByRole('heading')).toHaveText(messages.contactAllRequiredTitle);
  await expect(popup(page)).toContainText(messages.contactAllRequiredText);
  await popup(page).getByRole('button', { name: messages.popupUnderstood }).click();
  await expect(popup(page)).toBeHidden();
  expect(sent).toBe(0);
  // What was typed is kept.
  await expect(page.getByLabel('Your name')).toHaveValue('Hemi');
});

test("a refusal from the server gives the Warning popup with the server's message", async ({
  page,
}) => {
  await page.route(contactCall, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 429, error: 'too_many', message: messages.tooMany }),
    }),
  );
  await page.goto('/time-app');
  await fill(page, { name: 'Hemi', email: 'hemi@example.nz', subject: 'Hi', message: 'Hello' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(popup(page).getByRole('heading')).toHaveText(messages.popupWarning);
  await expect(popup(page)).toContainText(messages.tooMany);
  await popup(page).getByRole('button', { name: messages.popupUnderstood }).click();
  // Not sent: the form keeps the message for another try.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
});

test('a network failure gives the Error popup', async ({ page }) => {
  await page.route(contactCall, (route) => route.abort('internetdisconnected'));
  await page.goto('/time-app');
  await fill(page, { name: 'Hemi', email: 'hemi@example.nz', subject: 'Hi', message: 'Hello' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(popup(page)).toContainText(messages.networkIssue);
  await expect(popup(page).getByRole('button', { name: messages.popupGotIt })).toBeVisible();
  // Escape closes it too.
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
});

test('a signed-in customer uses the same form on /contact-us', async ({ page }) => {
  await givenSignedInCustomer(page);
  await page.goto('/contact-us');
  await fill(page, {
    name: 'Ana Tester',
    email: 'ana@example.nz',
    subject: `From the app ${Date.now()}`,
    message: 'Thanks!',
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(popup(page).getByRole('heading')).toHaveText(messages.contactSent);
  await popup(page).getByRole('button', { name: messages.popupAwesome }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});
