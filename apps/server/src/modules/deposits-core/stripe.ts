import type Stripe from 'stripe';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { stripeClient } from '../../lib/stripe.ts';

const clients = new WeakMap<AppContext, Stripe>();

/**
 * The SDK for deposits (decision 056), one per context: the server's key, acting on a
 * connected account through each call's `stripeAccount`. Null when deposits are not configured.
 */
export function depositsStripe(ctx: AppContext): Stripe | null {
  const config = ctx.config.deposits;
  if (!config) return null;
  let client = clients.get(ctx);
  if (!client) clients.set(ctx, (client = stripeClient(config)));
  return client;
}

/** The SDK, or 409 'Payments are not set up on this server'. */
export function requireDepositsStripe(ctx: AppContext): Stripe {
  const stripe = depositsStripe(ctx);
  if (!stripe) throw conflict(messages.billingNotSetUp);
  return stripe;
}

/** A business whose account does not take payments yet: 409 saying where to set it up. */
export const notReady = () => conflict(depositRuleTexts.notReady);

export const idOf = (x: string | { id: string } | null | undefined): string | null =>
  typeof x === 'string' ? x : (x?.id ?? null);
