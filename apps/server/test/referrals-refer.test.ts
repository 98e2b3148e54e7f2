import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { businesses } from '../src/db/schema.ts';
import { call, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

const DAY = 86_400_000;
const REGISTERED = new Date('2026-03-01T00:00:00Z');

describe(`referring a business (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let customerA: GivenUser;
  let customerB: GivenUser;
  let salon: GivenBusiness;

  const customers = (n: number) => Promise.all(Array.from({ length: n }, () => givenUser(t.ctx)));
  const newBusiness = () => givenBusiness(t.ctx, owner.id, { createdAt: REGISTERED });
  const referAll = async (who: GivenUser[], id: string) => {
    let last;
    for (const c of who) last = expectAnswer(await call.refer(t, c, id), 200, messages.referred);
    return last!.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date(REGISTERED.getTime() + 2 * DAY));
    [owner, otherOwner, customerA, customerB] = (await customers(4)) as [
      GivenUser,
      GivenUser,
      GivenUser,
      GivenUser,
    ];
    salon = await newBusiness();
    await givenBusiness(t.ctx, otherOwner.id);
  });
  afterAll(() => t.close());

  describe('who may refer', () => {
    type Who = () => GivenUser | undefined;
    it.each<[string, Who, number, string]>([
      ['a visitor', () => undefined, 401, messages.unauthorized],
      ['its owner', () => owner, 403, messages.forbidden],
      ['customer A', () => customerA, 200, messages.referred],
      ['customer A again', () => customerA, 409, messages.alreadyReferred],
      ['customer B', () => customerB, 200, messages.referred],
      ['another owner', () => otherOwner, 200, messages.referred],
    ])('%s', async (_who, who, status, message) => {
      expectAnswer(await call.refer(t, who(), salon.id), status, message);
    });

    it('counted each referral once', async () => {
      const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.id, salon.id));
      expect(row!.referralCount).toBe(3);
    });

    it('an account whose e-mail is not verified cannot refer', async () => {
      const fresh = await givenUser(t.ctx, { verified: false });
      expectAnswer(await call.refer(t, fresh, salon.id), 403, messages.loginUnverified);
    });

    it('an unknown or malformed business is not found', async () => {
      expectAnswer(
        await call.refer(t, customerA, '00000000-0000-4000-8000-000000000000'),
        404,
        messages.businessNotFound,
      );
      expectAnswer(await call.refer(t, customerA, 'x'), 404, messages.businessNotFound);
    });
  });

  describe('whether I referred it (GET /business/:id/referral)', () => {
    const status = (who: GivenUser | undefined, id = salon.id) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1.1/business/${id}/referral`,
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      });
    it('a customer who referred it sees so; one who did not, not', async () => {
      expect(expectAnswer(await status(customerA), 200).data).toEqual({ referred: true });
      const fresh = await givenUser(t.ctx);
      expect(expectAnswer(await status(fresh), 200).data).toEqual({ referred: false });
    });
    it('a visitor is asked to sign in; an unknown business is not found', async () => {
      expectAnswer(await status(undefined), 401, messages.unauthorized);
      expectAnswer(await status(customerA, 'x'), 404, messages.businessNotFound);
    });
  });

  it('ten verified customers within 30 days verify the business', async () => {
    const b = await newBusiness();
    const ten = await customers(10);
    const nine = await referAll(ten.slice(0, 9), b.id);
    expect(nine).toEqual({ referralCount: 9, verified: false });
    expect(await referAll(ten.slice(9), b.id)).toEqual({ referralCount: 10, verified: true });
    expect(expectAnswer(await call.get(t, b.id), 200).data).toMatchObject({
      verified: true,
      referralCount: 10,
    });
  });

  it('referrals after day 30 still count but do not verify', async () => {
    const b = await newBusiness();
    await referAll(await customers(9), b.id);
    t.setNow(new Date(REGISTERED.getTime() + 31 * DAY));
    expect(await referAll(await customers(3), b.id)).toEqual({
      referralCount: 12,
      verified: false,
    });
    t.setNow(new Date(REGISTERED.getTime() + 2 * DAY));
  });
});
