import { accountTexts } from '@timeapp/domain/account-texts';
import type { CDPSession, Page } from '@playwright/test';
import { totpCodeAt, totpStep } from '../../apps/server/src/lib/totp.ts';
import { audit, settle } from '../support/a11y';
import { createOwnerWithBusiness, type Account } from '../support/api';
import { expect, givenSignedInCustomer, signInAs, test } from '../support/fixtures';

// Passkeys and two-factor sign-in (docs/decisions/048), in Chromium with its virtual
// authenticator (CDP WebAuthn): a platform authenticator that holds discoverable credentials
// and says yes to every prompt, as a phone with a fingerprint would.

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function credentialsIn(v: { cdp: CDPSession; authenticatorId: string }) {
  return (await v.cdp.send('WebAuthn.getCredentials', { authenticatorId: v.authenticatorId }))
    .credentials;
}

const axeClean = async (page: Page, route: string, as: string) => {
  await settle(page);
  const row = await audit(page, route, as);
  expect(row.failing, `serious or critical axe violations on ${route}`).toEqual([]);
};

/** Who the browser is signed in as (the web app's stored session). */
const signedInId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('session-user') ?? 'null')?._id as string);

test('a customer adds a passkey in the profile, logs out, and signs in with the passkey alone', async ({
  page,
}) => {
  const authenticator = await virtualAuthenticator(page);
  const me = await givenSignedInCustomer(page);

  await test.step('the profile adds a passkey', async () => {
    await page.goto('/user-profile');
    const card = page.getByRole('region', { name: 'Sign-in security' });
    await expect(card.getByText('No passkeys yet.')).toBeVisible();
    await axeClean(page, '/user-profile (sign-in security)', 'customer');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(
      card.getByRole('status').filter({ hasText: accountTexts.passkeyAdded }),
    ).toBeVisible();
    await expect(card.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
    const credentials = await credentialsIn(authenticator);
    expect(credentials).toHaveLength(1);
    // Discoverable: the passkey names the account itself.
    expect(credentials[0]!.isResidentCredential).toBe(true);
  });

  await test.step('logs out, and signs in with the passkey, no e-mail typed', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loginApp$/);
    await axeClean(page, '/loginApp (passkey button)', 'visitor');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/clientDashboard$/);
    expect(await signedInId(page)).toBe(me.user._id);
    // The authenticator's counter moved on with the signature.
    expect((await credentialsIn(authenticator))[0]!.signCount).toBeGreaterThan(0);
  });

  await test.step("the e-mail field's autofill offers the passkey too (conditional UI)", async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loginApp$/);
    // The virtual authenticator picks the passkey the autofill offers as soon as it is asked.
    await page.getByLabel('User name (e-mail)').focus();
    await expect(page).toHaveURL(/\/clientDashboard$/);
    expect(await signedInId(page)).toBe(me.user._id);
  });
});

test('an owner adds an authenticator app; signs in with a code, then with a recovery code, and a used recovery code is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner: Account = await createOwnerWithBusiness();
  await signInAs(page, owner);
  let lastStep = 0;
  /** The code an app shows now, never one of a step already used. */
  const appCode = (secret: string) => {
    lastStep = Math.max(totpStep(new Date()), lastStep + 1);
    return totpCodeAt(secret, lastStep);
  };
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('the profile adds the app with a code from it, and shows ten recovery codes', async () => {
    await page.goto('/business-user-profile');
    // The account's cards sit below the sections and load as they are scrolled to.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.mouse.wheel(0, 5000);
    const card = page.getByRole('region', { name: 'Sign-in security' });
    await card.getByRole('button', { name: 'Add an authenticator app' }).click();
    await expect(
      card.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    secret = (await card.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await axeClean(page, '/business-user-profile (adding an authenticator app)', 'owner');
    await card.getByLabel('Code from your app').fill(appCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allTextContents();
    await axeClean(page, '/business-user-profile (recovery codes)', 'owner');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText('10 recovery codes left.')).toBeVisible();
  });

  const passwordFirst = async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/loginApp$/);
    await page.getByLabel('User name (e-mail)').fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  };

  await test.step('the password then asks for the code, and the code signs in', async () => {
    await passwordFirst();
    await axeClean(page, '/loginApp (two-step sign-in)', 'visitor');
    await page.getByLabel('Code from your app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/business-dashboard$/);
  });

  await test.step('a recovery code signs in once', async () => {
    await passwordFirst();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/business-dashboard$/);
  });

  await test.step('the same recovery code again is refused', async () => {
    await passwordFirst();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText(accountTexts.secondFactorWrong);
    await expect(page).toHaveURL(/\/loginApp$/);
  });
});
