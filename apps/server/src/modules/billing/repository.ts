import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { billingEvents, businesses } from '../../db/schema.ts';

/** False when the event was already handled: each Stripe event id takes effect once. */
export async function recordEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** The business a Stripe object names: by our id (metadata), else by its subscription id. */
export async function lockBusinessFor(
  tx: Tx,
  ref: { businessId?: string | null; subscriptionId?: string | null },
) {
  const uuid = /^[0-9a-f-]{36}$/i;
  const where =
    ref.businessId && uuid.test(ref.businessId)
      ? eq(businesses.id, ref.businessId)
      : ref.subscriptionId
        ? eq(businesses.stripeSubscriptionId, ref.subscriptionId)
        : sql`false`;
  const [row] = await tx.select().from(businesses).where(where).for('update');
  return row;
}

export async function updateBilling(
  tx: Tx,
  id: string,
  values: Partial<
    Pick<
      typeof businesses.$inferInsert,
      | 'subscriptionStatus'
      | 'pastDueSince'
      | 'subscriptionEventAt'
      | 'stripeCustomerId'
      | 'stripeSubscriptionId'
    >
  >,
) {
  if (Object.keys(values).length)
    await tx.update(businesses).set(values).where(eq(businesses.id, id));
}
