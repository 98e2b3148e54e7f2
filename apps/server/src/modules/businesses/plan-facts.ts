import { sql, type SQL } from 'drizzle-orm';
import { PLAN, planOf, type Plan } from '@timeapp/domain/plan';
import { businesses } from '../../db/schema.ts';

/** The columns of a business the plan state is computed from. */
export type PlanColumns = Pick<
  typeof businesses.$inferSelect,
  | 'createdAt'
  | 'timezone'
  | 'referralCount'
  | 'validBugReports'
  | 'subscriptionStatus'
  | 'pastDueSince'
  | 'paidThrough'
>;

/** Where the business stands at `now`: the domain's `planOf` on the stored facts. */
export function planOfBusiness(b: PlanColumns, now: Date): Plan {
  return planOf({
    registeredAt: new Date(b.createdAt),
    timeZone: b.timezone,
    referrals: b.referralCount,
    validBugReports: b.validBugReports,
    subscription: b.subscriptionStatus
      ? {
          status: b.subscriptionStatus,
          pastDueSince: b.pastDueSince ? new Date(b.pastDueSince) : null,
        }
      : null,
    paidThrough: b.paidThrough,
    now,
  });
}

/**
 * `planOf(...).bookable` as a WHERE condition, for the one read that cannot call it row by row:
 * a search pages through matches in the database. It compares business-local dates exactly as
 * planOf does; test/plan-state.test.ts checks the two agree on every boundary of the domain's
 * table, on both engines. `now` is a timestamptz value or placeholder.
 */
export function bookableSql(now: unknown): SQL {
  const b = businesses;
  const today = sql`(${now}::timestamptz at time zone ${b.timezone})::date`;
  const registered = sql`(${b.createdAt} at time zone ${b.timezone})::date`;
  const trialLastDay = sql`((${registered} + ${sql.raw(String(PLAN.trialMonths))} * interval '1 month')::date
    + ${sql.raw(String(PLAN.bugReportExtensionDays))} * ${b.validBugReports} - 1)`;
  const windowLastDay = sql`(${registered} + ${sql.raw(String(PLAN.referralWindowDays - 1))})`;
  const graceLastDay = sql`((coalesce(${b.pastDueSince}, ${now}::timestamptz) at time zone ${b.timezone})::date
    + ${sql.raw(String(PLAN.paymentGraceDays - 1))})`;
  // coalesce: a business that never subscribed has a null status, and null is not false.
  return sql`coalesce(${b.subscriptionStatus} in ('trialing', 'active')
    or (${b.subscriptionStatus} = 'past_due' and ${today} <= ${graceLastDay})
    or (${b.paidThrough} is not null and ${today} <= ${b.paidThrough})
    or (${today} <= ${trialLastDay}
      and (${today} <= ${windowLastDay} or ${b.referralCount} >= ${sql.raw(String(PLAN.referralsRequired))})), false)`;
}
