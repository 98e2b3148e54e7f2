import type Stripe from 'stripe';
import { recordPaymentsChange } from '../audit/record.ts';
import type { BillingRedirect } from '@timeapp/domain/billing';
import { messages } from '@timeapp/domain/messages';
import { subscriptionStatuses, type SubscriptionStatus } from '@timeapp/domain/plan';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import * as users from '../users/repository.ts';
import { planOfBusiness } from '../businesses/plan-facts.ts';
import { paymentFailedMail } from './mails.ts';
import * as repo from './repository.ts';
import { stripeClient } from './stripe.ts';

/** Stripe refuses a trial_end less than two days ahead. */
const MIN_TRIAL_END_MS = 48 * 3_600_000;

/** Stripe's status as the plan reads it; a status this build does not know counts as unpaid. */
const statusOf = (status: string): SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : 'unpaid';

const idOf = (x: string | { id: string } | null | undefined) =>
  typeof x === 'string' ? x : (x?.id ?? null);

/**
 * Billing through Stripe (docs/decisions/026-billing-webhook.md): Checkout to subscribe, the Customer
 * Portal for the card and cancelling, and the webhook that keeps the subscription facts the plan
 * state is computed from.
 */
export function billingService(ctx: AppContext) {
  const config = ctx.config.stripe;
  const stripe = config ? stripeClient(config) : null;

  const requireBilling = () => {
    if (!config || !stripe) throw conflict(messages.billingNotSetUp);
    return { config, stripe };
  };

  async function ownedBusiness(me: SignedIn, businessId: string) {
    if (!isUuid(businessId)) throw notFound(messages.businessNotFound);
    const b = await businesses.findById(ctx.db, businessId);
    if (!b) throw notFound(messages.businessNotFound);
    authorize(businessPolicy.seePlan, me, b);
    return b;
  }

  const dashboard = (query = '') => `${ctx.config.publicUrl}/business-dashboard${query}`;

  /** A subscription's new state; a change of its status goes in the audit trail (decision 047). */
  async function setBilling(
    tx: Tx,
    b: { id: string; subscriptionStatus: string | null },
    values: Parameters<typeof repo.updateBilling>[2],
  ) {
    await repo.updateBilling(tx, b.id, values);
    if (values.subscriptionStatus !== undefined)
      await recordPaymentsChange(tx, {
        businessId: b.id,
        action: 'plan.subscription',
        subject: '',
        before: { subscriptionStatus: b.subscriptionStatus },
        after: { subscriptionStatus: values.subscriptionStatus },
      });
  }

  /** One event's effect on the business it names; older news than what is stored is ignored. */
  async function apply(tx: Tx, event: Stripe.Event): Promise<void> {
    const at = new Date(event.created * 1000);
    const isOlder = (b: { subscriptionEventAt: Date | string | null }) =>
      b.subscriptionEventAt !== null && at < new Date(b.subscriptionEventAt);

    switch (event.type) {
      case 'checkout.session.completed': {
        const s = event.data.object;
        const b = await repo.lockBusinessFor(tx, {
          businessId: s.client_reference_id ?? s.metadata?.businessId,
        });
        if (!b) return;
        await repo.updateBilling(tx, b.id, {
          stripeCustomerId: idOf(s.customer) ?? b.stripeCustomerId,
          stripeSubscriptionId: idOf(s.subscription) ?? b.stripeSubscriptionId,
        });
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        const b = await repo.lockBusinessFor(tx, {
          businessId: sub.metadata?.businessId,
          subscriptionId: sub.id,
        });
        if (!b || isOlder(b)) return;
        // The end of a subscription the business has since replaced changes nothing.
        if (
          b.stripeSubscriptionId &&
          b.stripeSubscriptionId !== sub.id &&
          event.type.endsWith('deleted')
        )
          return;
        const status = statusOf(
          event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
        );
        await setBilling(tx, b, {
          subscriptionStatus: status,
          pastDueSince: status === 'past_due' ? (b.pastDueSince ?? at) : null,
          subscriptionEventAt: at,
          stripeSubscriptionId: sub.id,
          stripeCustomerId: idOf(sub.customer) ?? b.stripeCustomerId,
        });
        return;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const b = await repo.lockBusinessFor(tx, {
          businessId: details?.metadata?.businessId,
          subscriptionId: idOf(details?.subscription),
        });
        if (!b || isOlder(b)) return;
        if (event.type === 'invoice.paid') {
          await setBilling(tx, b, {
            subscriptionStatus: 'active',
            pastDueSince: null,
            subscriptionEventAt: at,
          });
          return;
        }
        await setBilling(tx, b, {
          subscriptionStatus: 'past_due',
          pastDueSince: b.pastDueSince ?? at,
          subscriptionEventAt: at,
        });
        const to = b.ownerId && (await users.findById(tx, b.ownerId))?.email;
        const plan = planOfBusiness(
          { ...b, subscriptionStatus: 'past_due', pastDueSince: b.pastDueSince ?? at },
          at,
        );
        if (to) await enqueueMail(tx, paymentFailedMail(ctx, to, b.name, plan.graceLastDay));
        return;
      }
      default:
        return;
    }
  }

  return {
    /** Checkout in subscription mode; nothing is charged before the trial's end. */
    async checkout(actor: Actor, businessId: string): Promise<BillingRedirect> {
      const me = requireVerified(actor);
      const b = await ownedBusiness(me, businessId);
      const { config, stripe } = requireBilling();
      const now = ctx.now();
      const plan = planOfBusiness(b, now);
      if (b.subscriptionStatus === 'active' || b.subscriptionStatus === 'trialing')
        throw conflict(messages.alreadySubscribed);
      const trialEnd = plan.trialEndsAt.getTime();
      const email =
        b.stripeCustomerId || !b.ownerId ? null : (await users.findById(ctx.db, b.ownerId))?.email;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.priceId, quantity: 1 }],
        client_reference_id: b.id,
        metadata: { businessId: b.id },
        subscription_data: {
          metadata: { businessId: b.id },
          ...(trialEnd - now.getTime() >= MIN_TRIAL_END_MS && {
            trial_end: Math.floor(trialEnd / 1000),
          }),
        },
        ...(b.stripeCustomerId
          ? { customer: b.stripeCustomerId }
          : email
            ? { customer_email: email }
            : {}),
        success_url: dashboard('?billing=done'),
        cancel_url: dashboard(),
      });
      if (!session.url) throw conflict(messages.billingNotSetUp);
      return { url: session.url };
    },

    /** The Customer Portal: change the card, cancel. */
    async portal(actor: Actor, businessId: string): Promise<BillingRedirect> {
      const me = requireVerified(actor);
      const b = await ownedBusiness(me, businessId);
      const { stripe } = requireBilling();
      if (!b.stripeCustomerId) throw conflict(messages.noSubscriptionYet);
      const session = await stripe.billingPortal.sessions.create({
        customer: b.stripeCustomerId,
        return_url: dashboard(),
      });
      return { url: session.url };
    },

    /** POST /billing/webhook: the signature is checked on the raw body; each event once. */
    async webhook(raw: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      const { config, stripe } = requireBilling();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature ?? '', config.webhookSecret);
      } catch {
        throw badRequest(messages.webhookSignatureInvalid);
      }
      return ctx.db.transaction(async (tx) => {
        if (!(await repo.recordEvent(tx, event.id, event.type))) return { duplicate: true };
        await apply(tx, event);
        return { duplicate: false };
      });
    },
  };
}
