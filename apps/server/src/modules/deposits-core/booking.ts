import { randomUUID } from 'node:crypto';
import type { DepositRule } from '@timeapp/domain/deposits';
import { depositCents, payBy } from '@timeapp/domain/deposits';
import { strikeConsequence, type StrikeConsequence } from '@timeapp/domain/cancellation-policy';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import * as repo from './repository.ts';

// A customer's booking that asks a deposit (decision 056): booked as any other by the same
// statement, which counts its place against the slot's capacity, with the deposit row pending in
// the same transaction; then, after commit, the Checkout Session on the business's own account
// (appointments/deposit-checkout.ts).

/** What of a booking's context (businesses/booking-context.ts) the deposit depends on. */
export type BookingFacts = {
  strikes: number;
  business: {
    depositsReady: boolean;
    stripeAccountId: string | null;
    strikeLimit: number;
    strikeConsequence: StrikeConsequence;
    strikeDepositCents: number | null;
  };
};

/** A deposit a booking asks: how much, on which connected account. */
export type DepositAsk = { amountCents: number; stripeAccountId: string };

/** A section's or service's stored rule (both columns or neither: the check constraint). */
export const ruleOf = (row: {
  depositKind: string | null;
  depositValue: number | null;
}): DepositRule | null =>
  row.depositKind && row.depositValue !== null
    ? { kind: row.depositKind as DepositRule['kind'], value: row.depositValue }
    : null;

/**
 * What a customer's booking of `what` (a section or a service, with its price) asks: its own
 * rule's amount, or, with none, the business's strike deposit when the customer has reached its
 * strike limit and the consequence is 'deposit'. Nothing when this server or the business does
 * not take payments (a strike deposit is then refused earlier, in bookableSection).
 */
export function depositAsked(
  ctx: AppContext,
  found: BookingFacts,
  what: { depositKind: string | null; depositValue: number | null; priceCents: number | null },
): DepositAsk | null {
  const b = found.business;
  if (!ctx.config.deposits || !b.depositsReady || !b.stripeAccountId) return null;
  const own = depositCents(ruleOf(what), what.priceCents);
  const policy = { strikeLimit: b.strikeLimit, consequence: b.strikeConsequence };
  const cents =
    own ?? (strikeConsequence(found.strikes, policy) === 'deposit' ? b.strikeDepositCents : null);
  return cents ? { amountCents: cents, stripeAccountId: b.stripeAccountId } : null;
}

/** The deposit row of a place just taken, in the booking's transaction: pending until payBy. */
export async function holdDeposit(
  tx: Tx,
  ctx: AppContext,
  ask: DepositAsk,
  taken: { input: { id: string; businessId: string; userId: string | null }; heldMails: unknown[] },
): Promise<{ id: string; payBy: Date }> {
  const id = randomUUID();
  const due = payBy(ctx.now());
  await repo.insertDeposit(tx, {
    id,
    appointmentId: taken.input.id,
    businessId: taken.input.businessId,
    userId: taken.input.userId!,
    amountCents: ask.amountCents,
    status: 'pending',
    payBy: due,
    stripeAccountId: ask.stripeAccountId,
    heldMails: taken.heldMails,
    createdAt: ctx.now(),
  });
  return { id, payBy: due };
}
