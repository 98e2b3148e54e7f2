import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { strikeCounts } from '@timeapp/domain/cancellation-policy';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import type { CustomerStrikes } from '@timeapp/domain/strikes';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize, type Rule, type Owned } from '../../lib/policy.ts';
import { recordChange } from '../audit/record.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import * as repo from './repository.ts';

/** A customer's strikes at a business, and forgiving one (docs/decisions/055): its owner. */
export function strikeService(ctx: AppContext) {
  async function ownedBusiness(actor: Actor, id: string, rule: Rule<Owned>) {
    const me = requireVerified(actor);
    const business = isUuid(id) ? await businesses.findById(ctx.db, id) : undefined;
    if (!business) throw notFound(messages.businessNotFound);
    authorize(rule, me, business);
    return { me, business };
  }

  async function list(businessId: string, strikeLimit: number, userId: string) {
    const now = ctx.now();
    const rows = await repo.listForCustomer(ctx.db, businessId, userId);
    const strikes = rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      at: r.at.toISOString(),
      counts: strikeCounts(r, now),
      forgivenAt: r.forgivenAt?.toISOString() ?? null,
      appointment: {
        _id: r.appointmentId,
        appointmentDate: r.appointmentDate,
        appointmentTime: r.appointmentTime,
        sectionName: r.sectionName,
      },
    }));
    return {
      userId,
      counting: strikes.filter((s) => s.counts).length,
      strikeLimit,
      strikes,
    } satisfies CustomerStrikes;
  }

  return {
    async forCustomer(actor: Actor, businessId: string, userId: string): Promise<CustomerStrikes> {
      const { business } = await ownedBusiness(actor, businessId, businessPolicy.readStrikes);
      // A malformed id names no customer: none of their strikes.
      if (!isUuid(userId))
        return { userId, counting: 0, strikeLimit: business.strikeLimit, strikes: [] };
      return list(business.id, business.strikeLimit, userId.toLowerCase());
    },

    /** Forgives one: it stays in the list, no longer counts, and the audit trail says who. */
    async forgive(actor: Actor, businessId: string, strikeId: string): Promise<CustomerStrikes> {
      const { me, business } = await ownedBusiness(actor, businessId, businessPolicy.forgiveStrike);
      if (!isUuid(strikeId)) throw notFound(cancellationTexts.strikeNotFound);
      const userId = await ctx.db.transaction(async (tx) => {
        const strike = await repo.lockStrike(tx, business.id, strikeId);
        if (!strike) throw notFound(cancellationTexts.strikeNotFound);
        if (strike.forgivenAt) throw conflict(cancellationTexts.forgiveAgain);
        const now = ctx.now();
        await repo.forgive(tx, strike.id, me.userId, now);
        await recordChange(tx, me, 'owner', {
          businessId: business.id,
          action: 'strike.forgiven',
          subject: `${cancellationTexts.kinds[strike.kind]}, ${sayWhen(strike.appointmentDate, strike.appointmentTime)}`,
          before: { forgivenAt: null },
          after: { forgivenAt: now },
        });
        return strike.userId;
      });
      return list(business.id, business.strikeLimit, userId);
    },
  };
}
