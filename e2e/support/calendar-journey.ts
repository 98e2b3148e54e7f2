import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { messages } from '@timeapp/domain/messages';
import ICAL from 'ical.js';
import { audit, settle } from './a11y';
import { bookableWeekday, twelveHour } from './dates';
import { expect, givenSignedInCustomer } from './fixtures';
import { expectBookedScreen } from './steps';
import { givenTwoSlotBusiness, sectionUrl, stripButton } from './time-picker-journey';

const shots = process.env.CALENDAR_SHOTS;

/**
 * A customer books a time and lands on the confirmation: what was booked, 'Add to calendar'
 * (the .ics, which parses with ical.js in the business's local time, and Google Calendar's
 * link) and the ways to change or cancel it; axe finds nothing serious there.
 */
export async function bookAndAddToCalendar(page: Page) {
  const owner = await givenTwoSlotBusiness();
  const date = bookableWeekday(2);
  await givenSignedInCustomer(page);
  await page.goto(sectionUrl(owner));
  await stripButton(page, date).click();
  await page
    .getByRole('group', { name: 'Free times' })
    .getByRole('button', { name: `${twelveHour('09:30')}, free` })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirm booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();

  await expectBookedScreen(page);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: owner.business.name, level: 2 })).toBeVisible();
  await expect(page.getByText(twelveHour('09:30'))).toBeVisible();
  await expect(page.getByRole('button', { name: messages.changeTime })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
  const google = page.getByRole('link', { name: messages.googleCalendar });
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.host).toBe('calendar.google.com');
  expect(href.searchParams.get('action')).toBe('TEMPLATE');
  // 09:30 in Auckland, as UTC: the day before in NZDT (+13) or the same day in NZST (+12).
  const startsAt = new Date(new Date(`${date}T09:30:00Z`).getTime() - offsetHours(date) * 3600_000);
  const utc = startsAt.toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(href.searchParams.get('dates')).toMatch(new RegExp(`^${utc}/`));

  await settle(page);
  const width = page.viewportSize()!.width;
  if (shots) await page.screenshot({ path: `${shots}/booked-${width}.png`, fullPage: true });
  const row = await audit(page, '/appointment-booked', 'customer');
  expect(row.failing, 'serious or critical axe violations on /appointment-booked').toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: messages.downloadIcs }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('appointment.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  expect(event.uid).toMatch(new RegExp(`^${id}@`));
  expect(event.summary).toContain(owner.business.name);
  expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Pacific/Auckland');
  expect(event.startDate.toString()).toBe(`${date}T09:30:00`);
  expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
}

/** Auckland's offset from UTC on `date` (13 in summer, 12 in winter). */
function offsetHours(date: string): number {
  const noon = new Date(`${date}T00:00:00Z`);
  const name = new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(noon)
    .find((p) => p.type === 'timeZoneName')!.value;
  return Number(/GMT([+-]\d+)/.exec(name)![1]);
}
