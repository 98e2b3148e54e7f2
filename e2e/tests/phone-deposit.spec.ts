import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weekDays } from '@timeapp/domain/days';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { aSectionInput } from '@timeapp/domain/testing';
import { freePort } from '../../scripts/free-port.mjs';
import { createOwnerWithBusiness, updateBusiness, type Owner } from '../support/api';
import { bookableWeekday, twelveHour } from '../support/dates';
import { expect, givenSignedInCustomer, signInAs, test } from '../support/fixtures';
import { pickDate, slotRow } from '../support/steps';
import { startServer, type ServerProcess } from '../support/two-processes';

// Issue 32's deposits (decision 056) on a phone (390 wide), against the Stripe stand-in
// (apps/server/test/support/stripe-stand-in.ts) and a server process of this spec's own: the
// suite's shared server has no Stripe settings, and other specs expect billing unconfigured.
// An owner connects deposits through the stand-in's onboarding page; a section asks $20 (set
// through the API, to keep it short); a customer books, pays on the stand-in's checkout page,
// comes back to 'Deposit paid', cancels in time and sees the refund.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;

let standIn: ChildProcess | undefined;
let server: ServerProcess | undefined;
let previousBase: string | undefined;

/** Starts the stand-in as a process and resolves with its URL once it listens. */
async function startStandIn(port: number, webhook: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/test/support/stripe-stand-in.ts',
      '--port',
      String(port),
      '--webhook',
      webhook,
      '--secret',
      webhookSecret,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  standIn = child;
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`stand-in did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stand-in exited (${code}): ${out}`));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const serverPort = await freePort();
  const stripeUrl = await startStandIn(
    await freePort(),
    `http://127.0.0.1:${serverPort}/api/v1.1/deposits/webhook`,
  );
  server = await startServer('deposits', {
    port: serverPort,
    jwtSecret: randomBytes(32).toString('hex'),
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_CONNECT_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripeUrl,
    },
  });
  // The API helpers and the page's baseURL talk to this spec's server.
  previousBase = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = server.base;
});

test.afterAll(async () => {
  if (previousBase === undefined) delete process.env.E2E_BASE_URL;
  else process.env.E2E_BASE_URL = previousBase;
  await server?.stop();
  if (standIn && standIn.exitCode === null) {
    const exited = new Promise((resolve) => standIn!.once('exit', resolve));
    standIn.kill('SIGTERM');
    await exited;
  }
});

test('on a phone, an owner takes deposits with Stripe, and a customer pays one, sees it paid, cancels in time and sees it refunded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  const section = aSectionInput({ businessDays: [...weekDays] });
  let owner: Owner;

  await test.step('the owner connects deposits through Stripe onboarding', async () => {
    owner = await createOwnerWithBusiness({ sections: [section] });
    await signInAs(page, owner);
    await page.goto('/business-user-profile');
    const card = page.getByRole('region', { name: depositTexts.cardTitle });
    await card.getByRole('button', { name: depositTexts.connect }).click();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/business-user-profile\?deposits=return/);
    await expect(card.getByText(depositTexts.ready)).toBeVisible();
  });

  const businessId = owner!.business._id;
  const sectionId = owner!.business.section[0]!._id;
  await test.step('the section asks a deposit of $20 (through the API)', async () => {
    await updateBusiness(owner, businessId, {
      section: [{ ...section, _id: sectionId, deposit: { kind: 'amount', value: 2000 } }],
    });
  });

  const date = bookableWeekday(3);
  await test.step('a customer books, is told the deposit, and pays it on Stripe', async () => {
    await page.evaluate(() => localStorage.clear());
    await givenSignedInCustomer(page);
    await page.goto(`/sectionname-appointment/${sectionId}/${businessId}`);
    await pickDate(page, date);
    await slotRow(page, '09:00', '09:30')
      .getByRole('button', { name: `Book ${twelveHour('09:00')}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
    await expect(dialog.getByText(depositTexts.confirmLine(2000, 24))).toBeVisible();
    await dialog.getByRole('button', { name: depositTexts.confirmAndPay }).click();
    // The stand-in's checkout page, then back to the booking.
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/appointment-booked\?id=.+&deposit=return/);
    await expect(page.getByText(depositTexts.paidTitle)).toBeVisible();
    await expect(page.getByText('Deposit $20 paid').first()).toBeVisible();
  });

  await test.step('the customer cancels in time and sees the refund', async () => {
    await page.getByRole('link', { name: 'View appointment' }).click();
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByRole('textbox').fill('Plans changed');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(
      page.getByText(/^(Refund of \$20 on its way|Deposit \$20 refunded)$/),
    ).toBeVisible();
    // The refund completes at Stripe a moment later (the worker, or its webhook).
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Deposit $20 refunded')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });
});
