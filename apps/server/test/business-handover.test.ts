import { accountTexts } from '@timeapp/domain/account-texts';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { messages } from '@timeapp/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom } from './support/accounts.ts';
import { mailsTo, MONDAY_MORNING } from './support/appointments.ts';
import { apiAs, call, expectAnswer, rowsOf, type Caller } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

// An owner hands their business over to another account (DESIGN.md section 12; decision 051):
// the link e-mailed to that account's address is used once, within 7 days, by that account,
// and the business is theirs; the old owner can then delete their account.
describe(`handing a business over (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let manager: GivenUser;
  let stranger: GivenUser;
  let salon: GivenBusiness;

  type Who = Caller;
  const inject = apiAs(() => t);
  const offer = (who: Who, email: string, password = DEFAULT_PASSWORD) =>
    inject('POST', `/business/${salon.id}/handover`, who, { email, password });
  /** The token of the newest offer e-mailed to `email`. */
  const tokenTo = async (email: string) =>
    (await linkFrom(t.ctx, email, '/business-handover')).searchParams.get('token')!;
  const accept = (who: Who, token: string) =>
    inject('POST', '/business/handovers/accept', who, { token });
  const ownerOf = async () =>
    (
      await rowsOf<{ owner_id: string }>(
        t.ctx,
        sql`select owner_id from businesses where id = ${salon.id}`,
      )
    )[0]!.owner_id;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx, { firstName: 'Olive', lastName: 'Owner' });
    manager = await givenUser(t.ctx, { firstName: 'Mona', lastName: 'Manager' });
    stranger = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Handover Hair' });
  });
  afterAll(() => t.close());

  it('only its owner offers it, with their password, to another account that has no business', async () => {
    expectAnswer(await offer(manager, manager.email), 403, messages.forbidden);
    expectAnswer(await offer(owner, manager.email, 'wrong'), 400, messages.changeWrongCurrent);
    expectAnswer(await offer(owner, 'nobody@example.test'), 400, accountTexts.handoverNoAccount);
    const unverified = await givenUser(t.ctx, { verified: false });
    expectAnswer(await offer(owner, unverified.email), 400, accountTexts.handoverNoAccount);
    expectAnswer(await offer(owner, owner.email), 400, accountTexts.handoverToSelf);
    const otherOwner = await givenUser(t.ctx);
    await givenBusiness(t.ctx, otherOwner.id);
    expectAnswer(await offer(owner, otherOwner.email), 409, accountTexts.handoverRecipientOwns);
    expectAnswer(await inject('GET', `/business/${salon.id}/handover`, owner), 200);
    expect((await inject('GET', `/business/${salon.id}/handover`, owner)).json().data).toBeNull();
  });

  it('an offer is e-mailed to the account, which alone reads and accepts it; a new one ends the last', async () => {
    expectAnswer(
      await offer(owner, ` ${manager.email.toUpperCase()} `),
      200,
      accountTexts.handoverOffered(manager.email),
    );
    const first = await tokenTo(manager.email);
    const [mail] = await mailsTo(t.ctx, manager.email);
    expect(mail!.subject).toBe(mailTexts.handoverMailSubject('Handover Hair'));
    expect(mail!.text).toContain(mailTexts.handoverMailLine('Olive Owner', 'Handover Hair'));
    const open = expectAnswer(await inject('GET', `/business/${salon.id}/handover`, owner), 200);
    expect(open.data).toEqual({
      email: manager.email,
      name: 'Mona Manager',
      expiresAt: '2026-03-08T19:00:00.000Z',
    });

    // Sent again: the first link no longer works.
    expectAnswer(await offer(owner, manager.email), 200);
    const token = await tokenTo(manager.email);
    expect(token).not.toBe(first);
    expectAnswer(
      await inject('GET', `/business/handovers/${first}`, manager),
      400,
      accountTexts.handoverInvalid,
    );
    expectAnswer(await inject('GET', `/business/handovers/${token}`, null), 401);
    expectAnswer(
      await inject('GET', `/business/handovers/${token}`, stranger),
      403,
      accountTexts.handoverForAnother,
    );
    expectAnswer(await accept(stranger, token), 403, accountTexts.handoverForAnother);
    const seen = expectAnswer(await inject('GET', `/business/handovers/${token}`, manager), 200);
    expect(seen.data).toMatchObject({ businessName: 'Handover Hair', fromName: 'Olive Owner' });
    expect(await ownerOf()).toBe(owner.id);
  });

  it('accepted: the business is theirs, the old owner is told and loses it, the link is spent', async () => {
    const token = await tokenTo(manager.email);
    const taken = expectAnswer(
      await accept(manager, token),
      200,
      accountTexts.handoverAccepted('Handover Hair'),
    );
    expect(taken.data).toEqual({ businessId: salon.id, businessName: 'Handover Hair' });
    expect(await ownerOf()).toBe(manager.id);
    expectAnswer(await accept(manager, token), 400, accountTexts.handoverInvalid);

    const [told] = await mailsTo(t.ctx, owner.email);
    expect(told!.subject).toBe(mailTexts.handoverAcceptedSubject('Handover Hair'));
    expectAnswer(await call.update(t, owner, salon.id, { name: 'Mine again' }), 403);
    expectAnswer(await call.update(t, manager, salon.id, { name: 'Mona Hair' }), 200);
    const profile = expectAnswer(await inject('GET', `/users/${manager.id}`, manager), 200);
    expect(profile.data.relatedBusinesses).toEqual([salon.id]);
    const trail = expectAnswer(await inject('GET', `/business/${salon.id}/audit`, manager), 200)
      .data as { action: string; before: unknown; after: unknown }[];
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['business.handoverOffered', 'business.handedOver']),
    );
    expect(trail.find((e) => e.action === 'business.handedOver')).toMatchObject({
      before: { owner: owner.email },
      after: { owner: manager.email },
    });

    // With no business left, the old owner can delete their account.
    expectAnswer(
      await inject('POST', '/users/me/deletion', owner, { password: DEFAULT_PASSWORD }),
      200,
    );
  });

  it('an offer withdrawn, or 7 days old, no longer works', async () => {
    const offerTo = (email: string) =>
      inject('POST', `/business/${salon.id}/handover`, manager, {
        email,
        password: DEFAULT_PASSWORD,
      });
    expectAnswer(await offerTo(stranger.email), 200);
    const withdrawn = await tokenTo(stranger.email);
    expectAnswer(
      await inject('DELETE', `/business/${salon.id}/handover`, manager),
      200,
      accountTexts.handoverWithdrawn,
    );
    expectAnswer(await accept(stranger, withdrawn), 400, accountTexts.handoverInvalid);

    expectAnswer(await offerTo(stranger.email), 200);
    const late = await tokenTo(stranger.email);
    t.setNow('2026-03-09T08:00:01+13:00');
    expectAnswer(await accept(stranger, late), 400, accountTexts.handoverInvalid);
    expect(await ownerOf()).toBe(manager.id);
  });

  it('closing the business ends its open offer', async () => {
    t.setNow(MONDAY_MORNING);
    const shopOwner = await givenUser(t.ctx);
    const shop = await givenBusiness(t.ctx, shopOwner.id, { name: 'Closing Offer' });
    const to = await givenUser(t.ctx);
    expectAnswer(
      await inject('POST', `/business/${shop.id}/handover`, shopOwner, {
        email: to.email,
        password: DEFAULT_PASSWORD,
      }),
      200,
    );
    const token = await tokenTo(to.email);
    expectAnswer(
      await inject('POST', `/business/${shop.id}/closing`, shopOwner, {
        password: DEFAULT_PASSWORD,
      }),
      200,
    );
    expectAnswer(await accept(to, token), 400, accountTexts.handoverInvalid);
  });
});
