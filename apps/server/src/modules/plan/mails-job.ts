import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { PLAN, type Plan, type PlanState } from '@timeapp/domain/plan';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { businesses, planMails, users, type PlanMailKind } from '../../db/schema.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import { planOfBusiness } from '../businesses/plan-facts.ts';

/** Days before the trial's last day the first reminder goes, and before the window's. */
const TRIAL_FIRST_REMINDER_DAYS = 7;
const REFERRALS_REMINDER_DAYS = 3;
const PAGE = 500;

export type PlanMail = { kind: PlanMailKind; occasion: string; state: PlanState | null };
/** The latest 'paused' or 'resumed' already sent, and how many state changes were mailed. */
export type Changes = {
  latest: { kind: PlanMailKind; state: PlanState | null } | null;
  count: number;
};

const paused = (s: PlanState) => s === 'awaiting-referrals' || s === 'awaiting-payment';

/**
 * The e-mails a business's plan calls for now (docs/decisions/030), each with the occasion that
 * keeps it to one: the trial's last day for the trial reminders (a valid bug report moves it,
 * and the reminders come again for the new day), the window's last day for the referral
 * reminder, the number of the state change for 'paused' and 'resumed'.
 */
export function planMailsDue(plan: Plan, changes: Changes): PlanMail[] {
  const due: PlanMail[] = [];
  const unpaidTrial = plan.state === 'trial' && !plan.subscribed;
  if (unpaidTrial && plan.trialDaysLeft === 1)
    due.push({ kind: 'trial-ends-1', occasion: plan.trialLastDay, state: null });
  else if (unpaidTrial && plan.trialDaysLeft > 1 && plan.trialDaysLeft <= TRIAL_FIRST_REMINDER_DAYS)
    due.push({ kind: 'trial-ends-7', occasion: plan.trialLastDay, state: null });
  if (
    unpaidTrial &&
    plan.referralsNeeded > 0 &&
    plan.referralDaysLeft > 0 &&
    plan.referralDaysLeft <= REFERRALS_REMINDER_DAYS
  )
    due.push({ kind: 'referrals-closing', occasion: plan.referralWindowLastDay, state: null });

  const { latest } = changes;
  const occasion = `change-${changes.count + 1}`;
  if (paused(plan.state) && !(latest?.kind === 'paused' && latest.state === plan.state))
    due.push({ kind: 'paused', occasion, state: plan.state });
  else if (!paused(plan.state) && latest?.kind === 'paused')
    due.push({ kind: 'resumed', occasion, state: plan.state });
  return due;
}

function planMail(
  ctx: AppContext,
  to: string,
  name: string,
  plan: Plan,
  mail: PlanMail,
): MailMessage {
  const link = `${ctx.config.publicUrl}/business-dashboard`;
  let subject: string;
  let paragraph: string;
  switch (mail.kind) {
    case 'trial-ends-7':
    case 'trial-ends-1':
      subject = mailTexts.planMailTrialEndingSubject(name, plan.trialDaysLeft);
      paragraph = mailTexts.planMailTrialEnding(name, plan.trialLastDay);
      break;
    case 'referrals-closing':
      subject = mailTexts.planMailReferralsClosingSubject(name);
      paragraph = mailTexts.planMailReferralsClosing(
        name,
        plan.referrals,
        PLAN.referralsRequired,
        plan.referralWindowLastDay,
      );
      break;
    case 'paused':
      subject = mailTexts.planMailPausedSubject(name);
      paragraph =
        plan.state === 'awaiting-referrals'
          ? messages.planHiddenShortOfReferrals
          : messages.planHiddenUnpaid;
      break;
    case 'resumed':
      subject = mailTexts.planMailResumedSubject(name);
      paragraph = mailTexts.planMailResumed(name);
      break;
  }
  return {
    to,
    subject: `${ctx.config.productName}: ${subject}`,
    businessName: name,
    lines: [paragraph],
    link: { url: link, label: mailTexts.planMailSeePlan },
  };
}

/** Marks the e-mail sent and queues it, in one transaction; false when it was already marked. */
async function sendOnce(
  tx: Tx,
  businessId: string,
  mail: PlanMail,
  message: MailMessage,
  at: Date,
) {
  const marked = await tx
    .insert(planMails)
    .values({ businessId, kind: mail.kind, occasion: mail.occasion, state: mail.state, sentAt: at })
    .onConflictDoNothing()
    .returning({ kind: planMails.kind });
  if (marked.length === 0) return false;
  await enqueueMail(tx, message);
  return true;
}

/**
 * The hourly plan-mails job (jobs.ts): every business's plan computed now with the domain's
 * planOf, and each e-mail it calls for queued once. The state is never stored; only the mark
 * of an e-mail sent is. Returns how many e-mails were queued.
 */
export async function sendPlanMails(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const page = await ctx.db
      .select({ business: businesses, ownerEmail: users.email })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(
        and(
          eq(users.verified, true),
          // A closed business has no plan to tell of (decision 051).
          isNull(businesses.closedAt),
          after ? gt(businesses.id, after) : undefined,
        ),
      )
      .orderBy(asc(businesses.id))
      .limit(PAGE);
    if (page.length === 0) return sent;
    after = page[page.length - 1]!.business.id;

    const ids = page.map((r) => r.business.id);
    const changeRows = await ctx.db
      .select({
        businessId: planMails.businessId,
        kind: planMails.kind,
        state: planMails.state,
        occasion: planMails.occasion,
      })
      .from(planMails)
      .where(
        and(inArray(planMails.businessId, ids), inArray(planMails.kind, ['paused', 'resumed'])),
      );
    const changes = new Map<string, Changes>();
    for (const row of changeRows) {
      const n = Number(row.occasion.slice('change-'.length));
      const c = changes.get(row.businessId) ?? { latest: null, count: 0 };
      if (n > c.count) changes.set(row.businessId, { latest: row, count: n });
    }

    for (const { business, ownerEmail } of page) {
      const plan = planOfBusiness(business, now);
      const due = planMailsDue(plan, changes.get(business.id) ?? { latest: null, count: 0 });
      for (const mail of due) {
        const message = planMail(ctx, ownerEmail, business.name, plan, mail);
        if (await ctx.db.transaction((tx) => sendOnce(tx, business.id, mail, message, now)))
          sent += 1;
      }
    }
  }
}
