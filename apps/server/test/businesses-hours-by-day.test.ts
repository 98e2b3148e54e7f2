import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { aBusinessBody, aRequestSectionInput, aSectionInput } from '@timeapp/domain/testing';
import { sections } from '../src/db/schema.ts';
import { book, MONDAY_MORNING } from './support/appointments.ts';
import { call, expectAnswer } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// A slot section's own hours on some days (docs/product-rules.md 5.3): the salon stays open
// until 8 pm on Thursdays, lunch still a break, and closes at 2 pm on Saturdays.
const THURSDAY = '2026-03-05';
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';
const lateThursday = {
  TH: [
    ['09:00', '12:00'],
    ['13:00', '20:00'],
  ],
  SA: [['09:00', '14:00']],
} satisfies Record<string, [string, string][]>;

describe(`hours per day of a slot section (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customer: GivenUser;
  let businessId: string;
  let sectionId: string;

  const times = async (date: string) =>
    expectAnswer(await call.slots(t, businessId, sectionId, date), 200).data.slots.map(
      (s: { time: string }) => s.time,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [owner, customer] = await Promise.all([givenUser(t.ctx), givenUser(t.ctx)]);
    t.setNow(MONDAY_MORNING);
    const created = expectAnswer(
      await call.create(
        t,
        owner,
        aBusinessBody({ section: [aSectionInput({ hoursByDay: lateThursday })] }),
      ),
      201,
    ).data;
    businessId = created._id;
    sectionId = created.section[0]._id;
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));
  afterAll(() => t.close());

  it('keeps the hours per day and answers them on the business', async () => {
    const section = expectAnswer(await call.get(t, businessId), 200).data.section[0];
    expect(section.hoursByDay).toEqual(lateThursday);
    expect(section.businessHours).toEqual(['09:00', '17:00']);
  });

  it('lists a Thursday to 8 pm and a Saturday to 2 pm; a Friday keeps the usual hours', async () => {
    const thursday = await times(THURSDAY);
    expect(thursday.at(-1)).toBe('19:30');
    expect(thursday).not.toContain('12:00');
    expect(thursday).toHaveLength(20);
    expect((await times(SATURDAY)).at(-1)).toBe('13:30');
    const friday = await times(FRIDAY);
    expect(friday.at(-1)).toBe('16:30');
    expect(friday).toHaveLength(14);
  });

  it('books 7 pm on a Thursday and refuses it on a Friday', async () => {
    const at = (date: string) => ({
      businessId,
      sectionId,
      appointmentDate: date,
      appointmentTime: '19:00',
    });
    expect((await book(t.app, customer, at(THURSDAY))).statusCode).toBe(201);
    expectAnswer(await book(t.app, customer, at(FRIDAY)), 400, messages.outsideHours);
  });

  it('refuses hours per day on a request section, and the database does too', async () => {
    const other = await givenUser(t.ctx);
    expectAnswer(
      await call.create(
        t,
        other,
        aBusinessBody({ section: [aRequestSectionInput({ hoursByDay: lateThursday })] }),
      ),
      400,
      messages.hoursByDaySlotsOnly,
    );
    expectAnswer(
      await call.create(
        t,
        other,
        aBusinessBody({
          section: [
            aSectionInput({
              hoursByDay: {
                TH: [
                  ['09:00', '13:00'],
                  ['12:00', '20:00'],
                ],
              },
            }),
          ],
        }),
      ),
      400,
      messages.intervalsOverlap,
    );
    await expect(
      t.ctx.db.update(sections).set({ customRequest: true }).where(eq(sections.id, sectionId)),
    ).rejects.toThrow();
  });

  it('keeps the hours when an edit leaves them out, and clears them with null', async () => {
    const edit = (hoursByDay?: null) =>
      call.update(t, owner, businessId, {
        section: [
          {
            ...aSectionInput({ sectionName: 'Cut', ...(hoursByDay === null && { hoursByDay }) }),
            _id: sectionId,
          },
        ],
      });
    expect(expectAnswer(await edit(), 200).data.section[0].hoursByDay).toEqual(lateThursday);
    expect(expectAnswer(await edit(null), 200).data.section[0].hoursByDay).toBeNull();
    expect((await times(THURSDAY)).at(-1)).toBe('16:30');
  });

  it('drops the hours when the section turns to requests', async () => {
    const other = await givenUser(t.ctx);
    const created = expectAnswer(
      await call.create(
        t,
        other,
        aBusinessBody({ section: [aSectionInput({ hoursByDay: lateThursday })] }),
      ),
      201,
    ).data;
    const turned = expectAnswer(
      await call.update(t, other, created._id, {
        section: [{ ...aRequestSectionInput(), _id: created.section[0]._id }],
      }),
      200,
    ).data;
    expect(turned.section[0]).toMatchObject({ customRequest: true, hoursByDay: null });
  });
});
