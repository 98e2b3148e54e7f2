import type { UpdateBusinessWithPolicy } from '@timeapp/domain/cancellation-policy-schema';
import { accountTexts } from '@timeapp/domain/account-texts';
import { categories } from '@timeapp/domain/categories';
import {
  MAX_ACTIVE_SECTIONS,
  type Business,
  type BusinessSummary,
  type CreateBusinessBody,
  type AvailabilityQuery,
  type DaySlots,
  type SectionAvailability,
  type UpdateBusinessBody,
} from '@timeapp/domain/businesses';
import { isSlug } from '@timeapp/domain/links';
import { messages } from '@timeapp/domain/messages';
import { availability } from '@timeapp/domain/schedule';
import { isValidTimeZone } from '@timeapp/domain/time-zone';
import type { z } from 'zod';
import type { searchQuery } from '@timeapp/domain/businesses';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { requireUser, requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid, NIL_UUID } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { businessPolicy } from './policy.ts';
import { sectionColumns, toBusiness, toSchedule, toSummary } from './present.ts';
import { nzPlaceNamed } from '../places/dataset.ts';
import { recordChange } from '../audit/record.ts';
import { presentEntry } from '../audit/present.ts';
import { listEntries } from '../audit/repository.ts';
import type { AuditEntry } from '@timeapp/domain/audit';
import type { OperatorListQuery, OperatorPage } from '@timeapp/domain/operator';
import * as repo from './repository.ts';
import type { NewSection } from './repository.ts';
import { daySlots } from './slots.ts';
import { heldCacheOf } from './held-cache.ts';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { describeIssue } from '@timeapp/domain/issues';
import { ruleOf } from '../deposits-core/booking.ts';
import { checkDepositRule } from '../deposits-core/rules.ts';

/** Where a section's deposit is, as a 400 names it ('Deposit must ...'). */
const depositPath = ['section', 'deposit'];

type SearchQuery = z.infer<typeof searchQuery>;

const businessNotFound = () => notFound(messages.businessNotFound);
/** A closed business's page and id say so (decision 051), rather than that it never was. */
const businessClosed = () => notFound(accountTexts.businessClosed);
const sectionNotFound = () => notFound(messages.sectionNotFound);

/** The zone as Intl spells it ('pacific/auckland' -> 'Pacific/Auckland'), or null. */
function canonicalZone(tz: string): string | null {
  if (!tz || !isValidTimeZone(tz)) return null;
  return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone;
}

/** `row`'s values of the fields `like` has: what a change's 'before' shows. */
const pick = (row: object, like: object | readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    (Array.isArray(like) ? like : Object.keys(like)).map((k: string) => [
      k,
      (row as Record<string, unknown>)[k],
    ]),
  );

/** What the audit trail records of a registration, and of a section taken away. */
const businessFields = [
  'name',
  'contactNumber',
  'aboutBusiness',
  'category',
  'country',
  'state',
  'city',
  'suburb',
  'postCode',
  'street',
  'timezone',
] as const;
const sectionFields = [
  'sectionName',
  'businessDays',
  'openTime',
  'closeTime',
  'offStart',
  'offEnd',
  'noneRegularOffDays',
  'slotDuration',
  'appointmentPerSlot',
  'customRequest',
  'priceCents',
  'description',
  'maxCovers',
  'hoursByDay',
] as const;

export function businessService(ctx: AppContext) {
  async function load(id: string): Promise<Business> {
    const row = await repo.findWithActiveSections(ctx.db, id);
    if (!row) throw businessNotFound();
    if (row.business.closedAt) throw businessClosed();
    return toBusiness(row.business, row.sections, ctx.now());
  }

  async function applySectionChanges(
    tx: Tx,
    me: SignedIn,
    businessId: string,
    changes: NonNullable<UpdateBusinessBody['section']>,
    business: { depositsReady: boolean },
  ) {
    const added: NewSection[] = [];
    const audit = (
      action: 'section.added' | 'section.updated' | 'section.removed',
      subject: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) => recordChange(tx, me, 'owner', { businessId, action, subject, before, after });
    for (const change of changes) {
      if (change.__v === 1) {
        const existing = isUuid(change._id)
          ? await repo.findSection(tx, businessId, change._id)
          : undefined;
        if (!existing) throw sectionNotFound();
        // Soft delete: appointments keep pointing at it (docs/decisions/005-section-changes.md).
        await repo.updateSection(tx, existing.id, { version: 1 });
        await audit('section.removed', existing.sectionName, pick(existing, sectionFields), null);
      } else if (change._id === undefined) {
        checkDepositRule(ctx, business, change.deposit, change.priceCents, depositPath);
        added.push(sectionColumns(change));
      } else {
        const existing = isUuid(change._id)
          ? await repo.findSection(tx, businessId, change._id)
          : undefined;
        if (!existing || existing.version !== 0) throw sectionNotFound();
        const after = sectionColumns(change);
        // A price cleared under a percentage kept is checked too (decision 056).
        const rule =
          change.deposit !== undefined
            ? change.deposit
            : change.priceCents !== undefined
              ? ruleOf(existing)
              : null;
        const price = after.priceCents !== undefined ? after.priceCents : existing.priceCents;
        if (rule?.kind === 'percent' || change.deposit)
          checkDepositRule(ctx, business, rule, price, depositPath);
        await repo.updateSection(tx, existing.id, after);
        await audit(
          'section.updated',
          after.sectionName ?? existing.sectionName,
          pick(existing, after),
          after,
        );
      }
    }
    // Added together, in the order sent.
    await repo.insertSections(tx, businessId, added);
    for (const section of added)
      await audit('section.added', section.sectionName ?? '', null, section);
  }

  return {
    // anyone
    categories(): Record<string, string> {
      return categories;
    },

    /** The registration flow creates the business before the e-mail is verified (docs/product-rules.md 4.3). */
    async create(actor: Actor, body: CreateBusinessBody): Promise<Business> {
      const user = requireUser(actor);
      const timezone = canonicalZone(body.timezone ?? ctx.config.defaultTimezone);
      if (!timezone) throw badRequest(messages.timezoneInvalid);
      const id = await ctx.db.transaction(async (tx) => {
        const row = await repo.insertBusiness(tx, {
          ownerId: user.userId,
          name: body.name,
          contactNumber: body.contactNumber,
          aboutBusiness: body.aboutBusiness,
          country: body.address.country,
          state: body.address.state,
          city: body.address.city,
          suburb: body.address.suburb,
          postCode: body.address.postCode,
          street: body.address.street,
          category: body.category,
          photos: body.photos,
          timezone,
          status: 1,
          createdAt: ctx.now(),
        });
        for (const s of body.section)
          checkDepositRule(ctx, row, s.deposit, s.priceCents, depositPath);
        const sections = body.section.map(sectionColumns);
        await repo.insertSections(tx, row.id, sections);
        await recordChange(tx, user, 'owner', {
          businessId: row.id,
          action: 'business.created',
          subject: row.name,
          after: { ...pick(row, businessFields), sections: sections.length },
        });
        return row.id;
      });
      return load(id);
    },

    // anyone
    async search(_actor: Actor, q: SearchQuery): Promise<BusinessSummary[]> {
      const filters = { name: q.name, category: q.category, city: q.city, suburb: q.suburb };
      if (!Object.values(filters).some(Boolean)) throw badRequest(messages.searchNeedsFilter);
      // The one box names a place too ('Ponsonby'): the businesses there.
      const namePlace = q.name ? await nzPlaceNamed(q.name) : undefined;
      const now = ctx.now();
      const rows = await repo.search(ctx.db, { ...filters, namePlace }, q.limit, q.offset, now);
      return rows.map((b) => toSummary(b, now));
    },

    async favorites(actor: Actor): Promise<BusinessSummary[]> {
      const user = requireVerified(actor);
      const now = ctx.now();
      return (await repo.listFavorites(ctx.db, user.userId)).map((b) => toSummary(b, now));
    },

    // anyone
    async get(_actor: Actor, id: string): Promise<Business> {
      if (!isUuid(id)) throw businessNotFound();
      return load(id);
    },

    /**
     * anyone: the public page's business, by a slug it has or had (`slug` in the answer is its
     * current one). Only businesses whose owner is verified, as in search; a closed one, 404
     * saying so.
     */
    async bySlug(_actor: Actor, slug: string): Promise<Business> {
      const row = isSlug(slug) ? await repo.findBySlug(ctx.db, slug) : undefined;
      if (!row) throw businessNotFound();
      if (row.business.closedAt) throw businessClosed();
      return toBusiness(row.business, row.sections, ctx.now());
    },

    /** Fields and section changes in one transaction: all apply or none. */
    async update(actor: Actor, id: string, body: UpdateBusinessWithPolicy): Promise<Business> {
      const user = requireVerified(actor);
      if (!isUuid(id)) throw businessNotFound();
      await ctx.db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw businessNotFound();
        authorize(businessPolicy.edit, user, current);
        const a = body.address;
        const values = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.contactNumber !== undefined && { contactNumber: body.contactNumber }),
          ...(body.aboutBusiness !== undefined && { aboutBusiness: body.aboutBusiness }),
          ...(body.category !== undefined && { category: body.category }),
          ...(body.photos !== undefined && { photos: body.photos }),
          ...(a?.country !== undefined && { country: a.country }),
          ...(a?.state !== undefined && { state: a.state }),
          ...(a?.city !== undefined && { city: a.city }),
          ...(a?.suburb !== undefined && { suburb: a.suburb }),
          ...(a?.postCode !== undefined && { postCode: a.postCode }),
          ...(a?.street !== undefined && { street: a.street }),
          ...(body.reminders !== undefined && { reminders: body.reminders }),
          ...policyValues(body.cancellationPolicy),
        };
        // 'deposit' needs the amount such a customer pays (decision 056), sent or stored.
        const p = body.cancellationPolicy;
        if (
          (p?.consequence ?? current.strikeConsequence) === 'deposit' &&
          (p?.strikeDepositCents !== undefined
            ? p.strikeDepositCents
            : current.strikeDepositCents) === null
        )
          throw badRequest(
            describeIssue({
              path: ['cancellationPolicy', 'strikeDepositCents'],
              message: cancellationTexts.strikeDepositInvalid,
            }),
          );
        await repo.updateById(tx, id, values);
        await recordChange(tx, user, 'owner', {
          businessId: id,
          action: 'business.updated',
          subject: values.name ?? current.name,
          before: pick(current, values),
          after: values,
        });
        if (body.section?.length) {
          await applySectionChanges(tx, user, id, body.section, current);
          // The business row is locked, so two edits cannot both pass the limit.
          const active = await repo.countActiveSections(tx, id);
          if (active === 0) throw badRequest(messages.sectionRequired);
          if (active > MAX_ACTIVE_SECTIONS) throw badRequest(messages.sectionLimit);
        }
      });
      return load(id);
    },

    /** The business's audit trail, a page at a time (its owner; decision 047). */
    async audit(
      actor: Actor,
      id: string,
      page: OperatorListQuery,
    ): Promise<OperatorPage<AuditEntry>> {
      const me = requireVerified(actor);
      const business = isUuid(id) ? await repo.findById(ctx.db, id) : undefined;
      if (!business) throw businessNotFound();
      authorize(businessPolicy.readAudit, me, business);
      const { items, next } = await listEntries(ctx.db, page, business.id);
      return { items: items.map(presentEntry), next };
    },

    // anyone; a signed-in viewer also sees which places are theirs
    async slots(actor: Actor, id: string, sectionId: string, date: string): Promise<DaySlots> {
      const viewerId = actor?.userId ?? null;
      const found = await findSection(id, sectionId, date, date, viewerId);
      return daySlots(ctx, { ...found, date, viewerId });
    },

    // anyone; a signed-in viewer's own places are not counted as free for them
    async availability(
      actor: Actor,
      id: string,
      sectionId: string,
      { from, to }: AvailabilityQuery,
    ): Promise<SectionAvailability> {
      const viewerId = actor?.userId ?? null;
      const { section, timezone, held } = await findSection(id, sectionId, from, to, viewerId);
      return {
        from,
        to,
        timezone,
        customRequest: section.customRequest,
        days: availability(toSchedule(section), from, to, timezone, ctx.now(), held),
      };
    },
  };

  /** The section's days in one query; 404 for an unknown business, then an unknown section. */
  async function findSection(
    id: string,
    sectionId: string,
    from: string,
    to: string,
    viewerId: string | null,
  ) {
    if (!isUuid(id)) throw businessNotFound();
    // A malformed section id names no section, but the business must still be looked up
    // first: an unknown business answers 'business not found' whatever the section.
    const found = await repo.findSectionDays(
      ctx.db,
      id,
      isUuid(sectionId) ? sectionId : NIL_UUID,
      { from, to },
      viewerId,
      heldCacheOf(ctx),
    );
    if (!found) throw businessNotFound();
    const { section, timezone, held, anyMine } = found;
    if (!section || section.version !== 0) throw sectionNotFound();
    return { section, timezone, held, anyMine };
  }
}

/** The policy fields an edit sets, as their columns (and the audit trail) name them. */
function policyValues(p: UpdateBusinessWithPolicy['cancellationPolicy']) {
  return {
    ...(p?.freeHours !== undefined && { cancellationFreeHours: p.freeHours }),
    ...(p?.strikeLimit !== undefined && { strikeLimit: p.strikeLimit }),
    ...(p?.consequence !== undefined && { strikeConsequence: p.consequence }),
    ...(p?.strikeDepositCents !== undefined && { strikeDepositCents: p.strikeDepositCents }),
  };
}
