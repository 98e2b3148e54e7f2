import type { AuditEntry } from '@timeapp/domain/audit';
import type {
  BugReport,
  ContactMessage,
  BugReportBody,
  OperatorBusiness,
  OperatorListQuery,
  OperatorPage,
  VerdictBody,
} from '@timeapp/domain/operator';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { planOfBusiness } from '../businesses/plan-facts.ts';
import { trialExtendedMail } from './mails.ts';
import { requireOperator } from './policy.ts';
import * as repo from './repository.ts';
import { recordChange } from '../audit/record.ts';
import { presentEntry } from '../audit/present.ts';
import { listEntries } from '../audit/repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** 'Report a bug' for anyone signed in, and the operator console (docs/product-rules.md 8.8). */
export function operatorService(ctx: AppContext) {
  return {
    async reportBug(actor: Actor, body: BugReportBody): Promise<{ _id: string }> {
      const me = requireVerified(actor);
      await rateLimiter(ctx).hit(rateRules.bugReports, me.userId);
      const id = await repo.insertBugReport(ctx.db, {
        userId: me.userId,
        whatHappened: body.whatHappened,
        steps: body.steps,
        screenshot: body.screenshot ?? null,
        createdAt: ctx.now(),
      });
      return { _id: id };
    },

    async bugReports(actor: Actor, page: OperatorListQuery): Promise<OperatorPage<BugReport>> {
      await requireOperator(ctx, actor);
      const { items, next } = await repo.listBugReports(ctx.db, page);
      const list = items.map(({ report: r, reporterEmail }) => ({
        _id: r.id,
        reporterEmail,
        whatHappened: r.whatHappened,
        steps: r.steps,
        screenshot: r.screenshot,
        verdict: r.verdict,
        note: r.note,
        businessId: r.businessId,
        createdAt: iso(r.createdAt)!,
        decidedAt: iso(r.decidedAt),
      }));
      return { items: list, next };
    },

    /** Valid: 14 more trial days for the reporter's business and an e-mail; decided once. */
    async decide(actor: Actor, reportId: string, body: VerdictBody): Promise<void> {
      const operator = await requireOperator(ctx, actor);
      if (!isUuid(reportId)) throw notFound(messages.bugReportNotFound);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const found = await repo.lockBugReport(tx, reportId);
        if (!found) throw notFound(messages.bugReportNotFound);
        if (found.report.verdict) throw conflict(messages.bugReportDecided);
        let businessId: string | null = null;
        let trialLastDay: string | null = null;
        if (body.verdict === 'valid') {
          const business = await repo.lockFirstBusinessOf(tx, found.report.userId);
          if (business) {
            const updated = await repo.addValidBugReport(tx, business.id);
            businessId = business.id;
            const plan = planOfBusiness(updated, now);
            trialLastDay = plan.trialLastDay;
            await enqueueMail(
              tx,
              trialExtendedMail(ctx, found.reporterEmail, business.name, plan.trialLastDay),
            );
          }
        }
        await repo.decideBugReport(tx, reportId, {
          verdict: body.verdict,
          note: body.note,
          businessId,
          decidedAt: now,
        });
        await recordChange(tx, operator, 'operator', {
          businessId,
          action: 'bugReport.decided',
          subject: `${found.reporterEmail}: ${found.report.whatHappened.slice(0, 80)}`,
          before: null,
          after: { verdict: body.verdict, note: body.note, ...(trialLastDay && { trialLastDay }) },
        });
      });
    },

    async businesses(
      actor: Actor,
      page: OperatorListQuery,
    ): Promise<OperatorPage<OperatorBusiness>> {
      await requireOperator(ctx, actor);
      const now = ctx.now();
      const { items, next } = await repo.listBusinesses(ctx.db, page);
      const list = items.map(({ business: b, ownerEmail }) => {
        const plan = planOfBusiness(b, now);
        return {
          _id: b.id,
          name: b.name,
          ownerEmail,
          state: plan.state,
          bookable: plan.bookable,
          registeredAt: iso(b.createdAt)!,
          trialLastDay: plan.trialLastDay,
          referrals: b.referralCount,
          validBugReports: b.validBugReports,
          subscriptionStatus: b.subscriptionStatus,
          paidThrough: b.paidThrough,
        };
      });
      return { items: list, next };
    },

    /** 'Mark paid until' (servers without billing); null takes the mark back. */
    async markPaid(actor: Actor, businessId: string, paidThrough: string | null): Promise<void> {
      const operator = await requireOperator(ctx, actor);
      if (!isUuid(businessId)) throw notFound(messages.businessNotFound);
      await ctx.db.transaction(async (tx) => {
        const updated = await repo.setPaidThrough(tx, businessId, paidThrough);
        if (!updated) throw notFound(messages.businessNotFound);
        await recordChange(tx, operator, 'operator', {
          businessId,
          action: 'plan.paidThrough',
          subject: updated.name,
          before: { paidThrough: updated.before },
          after: { paidThrough },
        });
      });
    },

    async contactMessages(
      actor: Actor,
      page: OperatorListQuery,
    ): Promise<OperatorPage<ContactMessage>> {
      await requireOperator(ctx, actor);
      const { items, next } = await repo.listContactMessages(ctx.db, page);
      const list = items.map((m) => ({
        _id: m.id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        signedIn: m.userId !== null,
        createdAt: iso(m.createdAt)!,
        handledAt: iso(m.handledAt),
        handledBy: m.handledBy,
      }));
      return { items: list, next };
    },

    /** 'Handled': once per message, recorded as an operator action. */
    async markContactHandled(actor: Actor, messageId: string): Promise<void> {
      const operator = await requireOperator(ctx, actor);
      if (!isUuid(messageId)) throw notFound(messages.contactMessageNotFound);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const handled = await repo.markContactMessageHandled(tx, messageId, operator.email, now);
        if (!handled) {
          if (await repo.contactMessageExists(tx, messageId))
            throw conflict(messages.contactMessageHandled);
          throw notFound(messages.contactMessageNotFound);
        }
        await recordChange(tx, operator, 'operator', {
          businessId: null,
          action: 'contactMessage.handled',
          subject: `${handled.email}: ${handled.subject.slice(0, 80)}`,
          before: null,
          after: { handled: true },
        });
      });
    },

    /** The audit trail: every change by owners, team members and operators (decision 047). */
    async audit(actor: Actor, page: OperatorListQuery): Promise<OperatorPage<AuditEntry>> {
      await requireOperator(ctx, actor);
      const { items, next } = await listEntries(ctx.db, page);
      return { items: items.map(presentEntry), next };
    },
  };
}
