import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { aSectionInput } from '@timeapp/domain/testing';
import { book, createCustomer, createOwnerWithBusiness, type Owner } from '../support/api';
import { bookableWeekday } from '../support/dates';
import { expect, signInAs, test as base } from '../support/fixtures';
import {
  appearedAt,
  receivedEvents,
  recordLiveStreams,
  waitForLiveStream,
  watchForLabels,
} from '../support/live-stream';
import { openDaySheetOn } from '../support/steps';
import { freshDatabase, startServer, type ServerProcess } from '../support/two-processes';

// Issue 12: live events across API processes, in the browser. Two real server processes (A and
// B) on one fresh PostgreSQL database; owners watch their dashboards through B while a customer
// books through A. The booking must reach its owner's bell and day sheet in under a second of
// the booking's answer; an owner of another business, on B as well, must receive nothing of it.
// The server-side twin is apps/server/test/live-two-processes.test.ts.

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Under a second from the booking's answer to the owner's screen on the other process. */
const LIVE_MS = 1000;

type TwoProcesses = { a: ServerProcess; b: ServerProcess };

// A worker fixture: its own worker (no other spec shares it), torn down however the test ends.
const test = base.extend<object, { servers: TwoProcesses }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no dependencies.
    async ({}, use) => {
      if (!databaseUrl)
        throw new Error(
          'TEST_DATABASE_URL is required in CI: the two-process live test needs PostgreSQL',
        );
      const database = await freshDatabase(databaseUrl);
      const jwtSecret = randomBytes(32).toString('hex');
      const started: ServerProcess[] = [];
      const previousBase = process.env.E2E_BASE_URL;
      try {
        // A migrates (and seeds) first; B then migrates too, under the same lock, finding it done.
        started.push(await startServer('a', { databaseUrl: database.url, jwtSecret }));
        started.push(await startServer('b', { databaseUrl: database.url, jwtSecret }));
        const [a, b] = started as [ServerProcess, ServerProcess];
        console.log(
          `[e2e] two processes on ${new URL(database.url).pathname.slice(1)}: A ${a.base}, B ${b.base}`,
        );
        // support/api.ts (accounts, businesses, bookings) talks to process A.
        process.env.E2E_BASE_URL = a.base;
        await use({ a, b });
      } finally {
        if (previousBase === undefined) delete process.env.E2E_BASE_URL;
        else process.env.E2E_BASE_URL = previousBase;
        for (const server of started.reverse()) await server.stop();
        await database.drop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  // Every page of this spec opens on process B.
  baseURL: async ({ servers }, use) => {
    await use(servers.b.base);
  },
});

// Skipped without PostgreSQL on a developer's machine; in CI (which always sets it) the fixture
// fails instead, so the test can never silently stop running there.
test.skip(
  !databaseUrl && !process.env.CI,
  'needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run two server processes on one database',
);

/** The owner's dashboard on `date`, its stream live, everything on it at rest. */
async function ownerDashboard(page: Page, owner: Owner, date: string) {
  await recordLiveStreams(page.context());
  await signInAs(page, owner);
  await page.goto('/business-dashboard');
  await expect(page.getByRole('button', { name: 'Pending requests: 0' })).toBeVisible();
  const sheet = await openDaySheetOn(page, date);
  await waitForLiveStream(page);
  return sheet;
}

test('a booking through process A reaches its owner on process B in under a second, and no other business', async ({
  page,
  browser,
  servers,
}) => {
  test.setTimeout(120_000);
  const section = aSectionInput();
  const [owner, otherOwner, customer] = await Promise.all([
    createOwnerWithBusiness({ sections: [section] }),
    createOwnerWithBusiness({ sections: [section] }),
    createCustomer({ firstName: 'Aroha', lastName: 'Live' }),
  ]);
  const date = bookableWeekday(3);

  // The owner and, in a context of its own, another business's owner: both on B.
  const sheet = await ownerDashboard(page, owner, date);
  const otherContext = await browser.newContext({
    baseURL: servers.b.base,
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
  });
  const otherPage = await otherContext.newPage();
  const otherErrors: string[] = [];
  otherPage.on('pageerror', (e) => otherErrors.push(e.message));
  const otherSheet = await ownerDashboard(otherPage, otherOwner, date);

  const bell = 'Pending requests: 1';
  const entry = '10:00 AM, Aroha Live, Haircut, Pending';
  await watchForLabels(page, [bell, entry]);

  // The booking, through A.
  const sent = Date.now();
  const booked = await book(customer, {
    businessId: owner.business._id,
    sectionId: owner.business.section[0]!._id,
    date,
    time: '10:00',
  });
  const answered = Date.now();

  // What the owner sees on B (Playwright's own wait; the moment is the page's, see below).
  await expect(page.getByRole('button', { name: bell })).toBeVisible({ timeout: 5_000 });
  await expect(sheet.getByRole('link', { name: entry })).toBeVisible({ timeout: 5_000 });
  const seen = await appearedAt(page);
  const created = (await receivedEvents(page)).find(
    (e) => e.event === 'appointment.created' && e.data.appointmentId === booked._id,
  );
  expect(created, "the booking's event on the owner's stream (process B)").toBeDefined();
  const latency = {
    event: created!.at - answered,
    bell: seen[bell]! - answered,
    daySheet: seen[entry]! - answered,
  };
  console.log(
    `[e2e] booking answered by A in ${answered - sent} ms; then on B: event ${latency.event} ms, ` +
      `bell ${latency.bell} ms, day sheet ${latency.daySheet} ms`,
  );
  expect(latency.bell, 'ms from the booking answer to the bell').toBeLessThan(LIVE_MS);
  expect(latency.daySheet, 'ms from the booking answer to the day sheet entry').toBeLessThan(
    LIVE_MS,
  );

  // Meanwhile the other owner's bell has not moved.
  await expect(otherPage.getByRole('button', { name: 'Pending requests: 0' })).toBeVisible();

  // The other owner: a booking of their own, made after ours, is the marker that B has passed
  // ours on (NOTIFY delivers in commit order, the hub dispatches in arrival order). Once it is
  // on their screen, ours would have been there first if it were ever coming.
  const own = await book(customer, {
    businessId: otherOwner.business._id,
    sectionId: otherOwner.business.section[0]!._id,
    date,
    time: '14:00',
  });
  await expect(otherPage.getByRole('button', { name: 'Pending requests: 1' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(
    otherSheet.getByRole('link', { name: '2:00 PM, Aroha Live, Haircut, Pending' }),
  ).toBeVisible();
  await expect(otherSheet.getByRole('link', { name: entry })).toHaveCount(0);
  const otherEvents = await receivedEvents(otherPage);
  expect(
    otherEvents.some((e) => e.event === 'appointment.created' && e.data.appointmentId === own._id),
    "the other owner's own booking arrived on their stream",
  ).toBe(true);
  expect(
    otherEvents.filter(
      (e) => e.data.businessId !== otherOwner.business._id || e.data.appointmentId === booked._id,
    ),
    "events of another business on the other owner's stream",
  ).toEqual([]);
  // And the first owner still counts one request: the other business's booking stayed away.
  await expect(page.getByRole('button', { name: bell })).toBeVisible();
  expect(
    (await receivedEvents(page)).filter((e) => e.data.businessId !== owner.business._id),
    "events of another business on the owner's stream",
  ).toEqual([]);
  expect(otherErrors, 'uncaught errors in the other page').toEqual([]);
  await otherContext.close();
});
