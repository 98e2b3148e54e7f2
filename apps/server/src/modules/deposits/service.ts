import type { Appointment } from '@timeapp/domain/appointments';
import type { DepositsAccount } from '@timeapp/domain/deposits';
import { ownerMayRefund } from '@timeapp/domain/deposits';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import { messages } from '@timeapp/domain/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { businesses } from '../../db/schema.ts';
import { requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { auditAppointment } from '../appointments/audit.ts';
import { view } from '../appointments/answers.ts';
import { withLocked, type ById } from '../appointments/command.ts';
import { appointmentPolicy } from '../appointments/policy.ts';
import { recordChange } from '../audit/record.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businessRepo from '../businesses/repository.ts';
import * as users from '../users/repository.ts';
import * as repo from '../deposits-core/repository.ts';
import { depositsStripe, requireDepositsStripe } from '../deposits-core/stripe.ts';

/**
 * The owner's side of deposits (decision 056): where the business's Stripe account stands,
 * onboarding it through Stripe's own pages, and refunding a deposit.
 */
export function depositsService(ctx: AppContext) {
  async function ownedBusiness(me: SignedIn, businessId: string) {
    if (!isUuid(businessId)) throw notFound(messages.businessNotFound);
    const b = await businessRepo.findById(ctx.db, businessId);
    if (!b) throw notFound(messages.businessNotFound);
    authorize(businessPolicy.manageDeposits, me, b);
    return b;
  }

  const profile = (query: string) => `${ctx.config.publicUrl}/business-user-profile?${query}`;

  return {
    /** GET /business/:id/deposits: an account still onboarding is asked of Stripe. */
    async account(actor: Actor, businessId: string): Promise<DepositsAccount> {
      const me = requireVerified(actor);
      const b = await ownedBusiness(me, businessId);
      const stripe = depositsStripe(ctx);
      const answer = (status: DepositsAccount['status']): DepositsAccount => ({
        businessId: b.id,
        configured: stripe !== null,
        status,
      });
      if (!stripe || !b.stripeAccountId) return answer('none');
      if (b.depositsReady) return answer('ready');
      try {
        const account = await stripe.accounts.retrieve(b.stripeAccountId);
        if (account.charges_enabled) {
          await repo.setReady(ctx.db, { businessId: b.id }, true);
          return answer('ready');
        }
      } catch (error) {
        ctx.log?.warn(
          { businessId: b.id, reason: error instanceof Error ? error.message : String(error) },
          'deposits: Stripe account not read',
        );
      }
      return answer('onboarding');
    },

    /**
     * POST /business/:id/deposits/connect: the Express account, made on the first call, and a
     * fresh onboarding link to it (a link works once, for minutes).
     */
    async connect(actor: Actor, businessId: string): Promise<{ url: string }> {
      const me = requireVerified(actor);
      const b = await ownedBusiness(me, businessId);
      const stripe = requireDepositsStripe(ctx);
      let accountId = b.stripeAccountId;
      if (!accountId) {
        const email = b.ownerId ? (await users.findById(ctx.db, b.ownerId))?.email : undefined;
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'NZ',
            ...(email && { email }),
            metadata: { businessId: b.id },
          },
          // Two clicks at once make one account.
          { idempotencyKey: `deposits-account-${b.id}` },
        );
        accountId = await ctx.db.transaction(async (tx) => {
          const [stored] = await tx
            .update(businesses)
            .set({ stripeAccountId: account.id })
            .where(and(eq(businesses.id, b.id), isNull(businesses.stripeAccountId)))
            .returning({ id: businesses.stripeAccountId });
          if (!stored) return (await businessRepo.findById(tx, b.id))?.stripeAccountId ?? null;
          await recordChange(tx, me, 'owner', {
            businessId: b.id,
            action: 'deposits.connected',
            subject: b.name,
            before: null,
            after: { stripeAccountId: account.id },
          });
          return account.id;
        });
        if (!accountId) throw notFound(messages.businessNotFound);
      }
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: profile('deposits=refresh'),
        return_url: profile('deposits=return'),
      });
      return { url: link.url };
    },

    /**
     * POST /appointment/:id/deposit/refund: the owner refunds a deposit paid (the booking
     * stands) or kept; the worker asks Stripe. 409 for any other.
     */
    async refund(actor: Actor, input: ById): Promise<Appointment> {
      await withLocked(ctx, actor, input, appointmentPolicy.refundDeposit, async (tx, a, me) => {
        const d = await repo.lockByAppointment(tx, a.id);
        if (!d) throw conflict(depositRuleTexts.noDeposit);
        if (!ownerMayRefund(d.status)) throw conflict(depositRuleTexts.notRefundable);
        await repo.transition(tx, d.id, ['paid', 'kept'], 'refunding', {
          refundAskedAt: ctx.now(),
        });
        await auditAppointment(
          tx,
          me,
          a,
          'deposit.refunded',
          { deposit: d.status },
          { deposit: 'refunding', amountCents: d.amountCents },
        );
      });
      return view(ctx, input.id, true);
    },
  };
}
