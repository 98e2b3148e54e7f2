import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { categoriesNamed } from '@timeapp/domain/categories';
import type { Held } from '@timeapp/domain/schedule';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import { addDays } from '@timeapp/domain/time-zone';
import type { Db, Tx } from '../../db/client.ts';
import { preparedByShape, preparedFor } from '../../db/prepared.ts';
import {
  appointments,
  businessSlugs,
  businesses,
  events,
  favorites,
  sections,
  teamMembers,
  users,
} from '../../db/schema.ts';
import { bookableSql } from './plan-facts.ts';
import type { HeldCache, HeldDay } from './held-cache.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type NewSection = Omit<typeof sections.$inferInsert, 'businessId'>;
/** A business carries its rating totals (rating_sum, rating_count, kept by a trigger). */
export type RatedBusiness = BusinessRow;
/** What an answer shows of a section. */
export type SectionFields = Omit<SectionRow, 'businessId' | 'createdAt'>;
type Conn = Db | Tx;

/** Highest average first, unrated last; then the most ratings, then by name. */
const byRating = [
  sql`${businesses.ratingSum}::float8 / nullif(${businesses.ratingCount}, 0) desc nulls last`,
  sql`${businesses.ratingCount} desc`,
  asc(businesses.name),
  asc(businesses.id),
];

export async function insertBusiness(
  db: Conn,
  values: typeof businesses.$inferInsert,
): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

/**
 * Sections are listed in the order they were added (created_at, then id). Each new one is
 * stamped a microsecond after the business's latest section, and after one another: now() is
 * one value per transaction and PGlite's clock ticks in milliseconds, so neither alone orders
 * sections added together. Callers hold the business row (new, or locked) so this is serial.
 */
export async function insertSections(
  db: Conn,
  businessId: string,
  list: NewSection[],
): Promise<void> {
  if (!list.length) return;
  const latest = sql`coalesce((select max(s.created_at) from sections s where s.business_id = ${businessId}),
    '-infinity'::timestamptz)`;
  await db.insert(sections).values(
    list.map((s, i) => ({
      ...s,
      businessId,
      createdAt: sql`greatest(clock_timestamp(), ${latest} + interval '1 microsecond')
        + ${i}::int * interval '1 microsecond'`,
    })),
  );
}

// A closed business (decision 051) is gone for every read here but those that say so: its
// owner, its team and the public find no business. Only its customers' history still names it.
const open = isNull(businesses.closedAt);

export async function findById(db: Conn, id: string): Promise<RatedBusiness | undefined> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), open));
  return row;
}

const ownerQuery = preparedFor((db) =>
  db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(and(eq(businesses.id, sql.placeholder('id')), open))
    .prepare('business_owner'),
);

/** Who owns the business, for a check that needs nothing else (an owner's appointment list). */
export async function findOwner(
  db: Db,
  id: string,
): Promise<{ ownerId: string | null } | undefined> {
  const [row] = await ownerQuery(db).execute({ id });
  return row;
}

// The active sections in the order they were added, as JSON beside the business row: one
// round trip for GET /business/:id. Keys are the SectionFields property names. The outer id is
// written `businesses.id`: in a one-table select Drizzle leaves columns unqualified, and a
// bare "id" here would be the section's.
const activeSectionsJson = sql<SectionFields[]>`coalesce((
  select json_agg(json_build_object(
      'id', s.id, 'sectionName', s.section_name, 'businessDays', s.business_days,
      'openTime', s.open_time, 'closeTime', s.close_time, 'offStart', s.off_start,
      'offEnd', s.off_end, 'noneRegularOffDays', s.none_regular_off_days,
      'slotDuration', s.slot_duration, 'appointmentPerSlot', s.appointment_per_slot,
      'customRequest', s.custom_request, 'priceCents', s.price_cents,
      'description', s.description, 'maxCovers', s.max_covers, 'hoursByDay', s.hours_by_day,
      'depositKind', s.deposit_kind, 'depositValue', s.deposit_value, 'version', s.version)
    order by s.created_at, s.id)
  from ${sections} s where s.business_id = ${businesses}.id and s.version = 0), '[]'::json)`;

const businessWithSections = preparedFor((db) =>
  db
    .select({ business: businesses, sections: activeSectionsJson })
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('id')))
    .prepare('business_with_sections'),
);

/** The business, closed or not (`closedAt`: GET /business/:id says it closed). */
export async function findWithActiveSections(
  db: Db,
  id: string,
): Promise<{ business: RatedBusiness; sections: SectionFields[] } | undefined> {
  const [row] = await businessWithSections(db).execute({ id });
  return row;
}

const businessBySlug = preparedFor((db) =>
  db
    .select({ business: businesses, sections: activeSectionsJson })
    .from(businessSlugs)
    .innerJoin(businesses, eq(businesses.id, businessSlugs.businessId))
    // A business becomes public when its owner verifies their e-mail address; a closed one is
    // found, so that its page can say it closed.
    .where(
      and(
        eq(businessSlugs.slug, sql.placeholder('slug')),
        or(eq(businesses.ownerVerified, true), isNotNull(businesses.closedAt)),
      ),
    )
    .prepare('business_by_slug'),
);

/**
 * The business named by `slug`, one it has now or had before a rename (its current one
 * is `business.slug`), with its active sections; undefined for an unknown slug or a business
 * whose owner has not verified their address. A closed business is found (`closedAt`).
 */
export async function findBySlug(
  db: Db,
  slug: string,
): Promise<{ business: RatedBusiness; sections: SectionFields[] } | undefined> {
  const [row] = await businessBySlug(db).execute({ slug });
  return row;
}

/** Locks the business row so concurrent edits of its sections apply one after the other. */
export async function lockById(tx: Tx, id: string): Promise<BusinessRow | undefined> {
  const [row] = await tx
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), open))
    .for('update');
  return row;
}

export async function updateById(
  tx: Tx,
  id: string,
  values: Partial<typeof businesses.$inferInsert>,
) {
  if (Object.keys(values).length)
    await tx.update(businesses).set(values).where(eq(businesses.id, id));
}

export async function findSection(db: Conn, businessId: string, sectionId: string) {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.businessId, businessId)));
  return row;
}

export async function updateSection(tx: Tx, sectionId: string, values: Partial<NewSection>) {
  await tx.update(sections).set(values).where(eq(sections.id, sectionId));
}

export async function countActiveSections(tx: Tx, businessId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sections)
    .where(and(eq(sections.businessId, businessId), eq(sections.version, 0)));
  return Number(row?.n ?? 0);
}

export type SearchFilters = {
  name?: string;
  /** Set by search() from `name`: the categories that name matches. */
  nameCategories?: string[];
  /** Set by the service from `name`: the New Zealand suburb or city it names, if any. */
  namePlace?: string;
  category?: string;
  city?: string;
  suburb?: string;
};

/** The filters with the categories the searched name matches, when it matches any. */
const withNameCategories = (f: SearchFilters): SearchFilters => {
  const keys = f.name ? categoriesNamed(f.name) : [];
  return keys.length ? { ...f, nameCategories: keys } : f;
};

// `lower(name) like '%'||lower($1)||'%'` is the exact expression the trigram GIN index on
// lower(name) serves; user input is escaped so '%' and '_' match themselves.
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchValues = {
  name?: string;
  /** Category keys whose name holds the searched name (categoriesNamed); only with `name`. */
  nameCategories?: string[];
  /** The place the searched name names (places/dataset.ts nzPlaceNamed); only with `name`. */
  namePlace?: string;
  category?: string;
  city?: string;
  suburb?: string;
  now: unknown;
};

/** The WHERE of a search, on values or on placeholders of the same names. */
function searchWhere(f: SearchFilters, v: SearchValues) {
  // A business becomes public when its owner verifies their e-mail address (the flag is
  // copied onto the business row: drizzle/0015_business_owner_verified.sql), and is listed
  // while its plan lets it take bookings (docs/product-rules.md 8.1).
  const where: SQL[] = [eq(businesses.ownerVerified, true), open, bookableSql(v.now)];
  // The one box (DESIGN.md section 11) matches names; a name that is also a category's
  // ('hair') finds that category's businesses too, and one that names a place ('Ponsonby') the
  // businesses there. Each is a statement of its own shape, so a plain name search keeps its
  // plan (the trigram index alone).
  const byName: SQL[] = [sql`lower(${businesses.name}) like '%' || lower(${v.name}::text) || '%'`];
  if (f.nameCategories?.length)
    byName.push(sql`${businesses.category} = any(${v.nameCategories}::text[])`);
  if (f.namePlace)
    byName.push(
      sql`lower(${businesses.suburb}) = lower(${v.namePlace}::text)`,
      sql`lower(${businesses.city}) = lower(${v.namePlace}::text)`,
    );
  if (f.name) where.push(byName.length > 1 ? sql`(${sql.join(byName, sql` or `)})` : byName[0]!);
  if (f.category) where.push(sql`${businesses.category} = ${v.category}::text`);
  if (f.city) where.push(sql`lower(${businesses.city}) = lower(${v.city}::text)`);
  if (f.suburb) where.push(sql`lower(${businesses.suburb}) = lower(${v.suburb}::text)`);
  return and(...where);
}

/** The search query itself, exposed so a test can EXPLAIN exactly what runs. */
export function searchQuery(
  db: Conn,
  given: SearchFilters,
  limit: number,
  offset: number,
  now: Date,
) {
  const f = withNameCategories(given);
  const values = { ...f, name: f.name && escapeLike(f.name), now: now.toISOString() };
  return db
    .select()
    .from(businesses)
    .where(searchWhere(f, values as SearchValues))
    .orderBy(...byRating)
    .limit(limit)
    .offset(offset);
}

const p = (name: string) => sql.placeholder(name) as unknown as string;
const searchStatement = (db: Db, f: SearchFilters, name: string) =>
  db
    .select()
    .from(businesses)
    .where(
      searchWhere(f, {
        name: p('name'),
        nameCategories: sql.placeholder('nameCategories') as unknown as string[],
        namePlace: p('namePlace'),
        category: p('category'),
        city: p('city'),
        suburb: p('suburb'),
        now: sql.placeholder('now'),
      }),
    )
    .orderBy(...byRating)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);

/** One prepared statement per combination of filters, made on first use. */
const searchStatements = preparedByShape(
  'business_search',
  { name: 'n', nameCategories: 'g', namePlace: 'p', category: 'k', city: 'c', suburb: 's' },
  searchStatement,
);

export async function search(
  db: Db,
  given: SearchFilters,
  limit: number,
  offset: number,
  now: Date,
) {
  const f = withNameCategories(given);
  return searchStatements(db, f).execute({
    now: now.toISOString(),
    name: f.name && escapeLike(f.name),
    nameCategories: f.nameCategories,
    namePlace: f.namePlace,
    category: f.category,
    city: f.city,
    suburb: f.suburb,
    limit,
    offset,
  });
}

export async function listFavorites(db: Conn, userId: string) {
  const rows = await db
    .select({ business: businesses })
    .from(favorites)
    .innerJoin(businesses, eq(businesses.id, favorites.businessId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(businesses.name));
  return rows.map((r) => r.business);
}

/** Places held in one slot: its start (epoch ms), places taken, whether the viewer holds one. */
export type HeldPlaces = { taken: number; mine: boolean };

// A section's days as the slot grid (one day) and the availability strip (up to 62) need them,
// in one round trip whatever the number of days (the grid is the busiest read there is): the
// business's zone; the section, when it belongs to the business; and the places held (Waiting
// or Approved) per start instant from the first local day's midnight to the day after the last,
// in the business's zone, from one range scan of the (section_id, starts_at) index, aggregated
// in SQL into [at, taken, mine] triples. It reads appointments from here, not through their
// repository: a second query was a second pool checkout and round trip on every grid
// (bench/README.md, "Slots in one query", has the before and after).
// The statuses as SQL literals, not parameters: only then can the planner see that the
// partial index appointments_one_place_per_customer (section_id, starts_at, user_id, where a
// place is held) answers the whole subquery, an index-only scan (96-slot day: 1.08 -> 0.13 ms
// execution, bench/README.md). They are integers from the domain's constant.
export const heldStatuses = sql.raw(PLACE_HOLDING.map((s) => String(Number(s))).join(', '));
// Per local date of the range, how many slots.changed events the section has: written in the
// transaction of every change that takes or frees a place, so a kept day whose count still
// matches has not changed (held-cache.ts). Read in the same statement as what it vouches for.
const slotChanges = sql<Record<string, number>>`(
  select coalesce(json_object_agg(c.slot_date, c.n), '{}'::json)
    from (select ${events.slotDate} as slot_date, count(*)::int as n from ${events}
           where ${events.ownerId} is null and ${events.sectionId} = ${sections.id}
             and ${events.slotDate} between ${sql.placeholder('from')} and ${sql.placeholder('to')}
           group by ${events.slotDate}) c)`;
const sectionColumns = {
  timezone: businesses.timezone,
  section: sections,
  changes: slotChanges,
};
// The business, and its section when it belongs to it: the section-day reads' FROM and WHERE.
const sectionOfBusiness = and(
  eq(sections.id, sql.placeholder('sectionId')),
  eq(sections.businessId, businesses.id),
);
// A closed business has no days (decision 051).
const businessIs = and(eq(businesses.id, sql.placeholder('businessId')), open);
/** The range's first instant and the instant after it, in the business's zone. */
const rangeSql = (
  startsAt: SQL | typeof appointments.startsAt,
) => sql`${startsAt} >= (${sql.placeholder('from')}::date::timestamp at time zone ${businesses.timezone})
               and ${startsAt} < ((${sql.placeholder('to')}::date + 1)::timestamp at time zone ${businesses.timezone})`;
const sectionDaysQuery = preparedFor((db) => {
  const a = appointments;
  return db
    .select({
      ...sectionColumns,
      // [at, taken, mine, the local date]: the date lets the cache keep it by day.
      held: sql<Array<[number, number, boolean, string]>>`(
        select coalesce(json_agg(json_build_array(h.at, h.taken, h.mine, h.day)), '[]'::json)
          from (
            select (extract(epoch from ${a.startsAt}) * 1000)::float8 as at,
                   count(*)::int as taken,
                   coalesce(bool_or(${a.userId} = ${sql.placeholder('viewerId')}::uuid), false) as mine,
                   to_char(${a.startsAt} at time zone ${businesses.timezone}, 'YYYY-MM-DD') as day
              from ${a}
             where ${a.sectionId} = ${sections.id}
               and ${rangeSql(a.startsAt)}
               and ${a.status} in (${heldStatuses})
             group by ${a.startsAt}) h)`,
    })
    .from(businesses)
    .leftJoin(sections, sectionOfBusiness)
    .where(businessIs)
    .prepare('section_days');
});
// The same section with the viewer's own places only, when the cache has every day's count:
// an index range scan of the viewer's appointments (user_id, starts_at), nothing else.
const sectionMineQuery = preparedFor((db) => {
  const a = appointments;
  return db
    .select({
      ...sectionColumns,
      mine: sql<number[]>`(
        select coalesce(json_agg((extract(epoch from ${a.startsAt}) * 1000)::float8), '[]'::json)
          from ${a}
         where ${a.userId} = ${sql.placeholder('viewerId')}::uuid
           and ${a.sectionId} = ${sections.id}
           and ${rangeSql(a.startsAt)}
           and ${a.status} in (${heldStatuses}))`,
    })
    .from(businesses)
    .leftJoin(sections, sectionOfBusiness)
    .where(businessIs)
    .prepare('section_mine');
});

/** The local dates from `from` to `to`, inclusive. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

type SectionDays = {
  timezone: string;
  section: SectionRow | null;
  held: Held;
  /** Whether the viewer holds any of the places. */
  anyMine: boolean;
};

/**
 * undefined: no such business; `section` null: no such section in it. `held`: the places held
 * from `from` to `to` (business-local, inclusive), by start instant; `mine` is false for an
 * anonymous viewer. With `cache` (the slot grid and the strip, never a check before a write),
 * the counts come from it when it has every day, and what a miss reads is kept in it.
 */
export async function findSectionDays(
  db: Db,
  businessId: string,
  sectionId: string,
  range: { from: string; to: string },
  viewerId: string | null,
  cache?: HeldCache,
): Promise<SectionDays | undefined> {
  const dates = cache ? daysFrom(range.from, range.to) : [];
  const kept = cache?.days(sectionId, dates);
  const values = { businessId, sectionId, ...range, viewerId };
  if (kept) {
    const [row] = viewerId
      ? await sectionMineQuery(db).execute(values)
      : ((await sectionOnlyQuery(db).execute(values)) as {
          timezone: string;
          section: SectionRow | null;
          changes: Record<string, number>;
          mine?: number[];
        }[]);
    if (!row) return undefined;
    // Every kept day must still have the changes it was read with; else read it all again.
    if (kept.changes.every((changes, i) => changes === (row.changes[dates[i]!] ?? 0))) {
      // The kept places serve as they are; only the viewer's own (a few) are told apart.
      const mine = new Set(row.mine ?? []);
      const held: Held = mine.size
        ? {
            get: (at) =>
              mine.has(at)
                ? { taken: kept.held.get(at)?.taken ?? 1, mine: true }
                : kept.held.get(at),
          }
        : kept.held;
      return { timezone: row.timezone, section: row.section, held, anyMine: mine.size > 0 };
    }
  }
  const [row] = await sectionDaysQuery(db).execute(values);
  if (!row) return undefined;
  const held = new Map<number, HeldPlaces>();
  const byDay = new Map(
    dates.map((d) => [d, { held: new Map() as HeldDay, changes: row.changes[d] ?? 0 }]),
  );
  let anyMine = false;
  for (const [at, taken, mine, day] of row.held ?? []) {
    held.set(at, { taken, mine });
    anyMine ||= mine;
    byDay.get(day)?.held.set(at, taken);
  }
  if (cache && row.section) cache.keep(sectionId, byDay);
  return { timezone: row.timezone, section: row.section, held, anyMine };
}
const sectionOnlyQuery = preparedFor((db) =>
  db
    .select(sectionColumns)
    .from(businesses)
    .leftJoin(sections, sectionOfBusiness)
    .where(businessIs)
    .prepare('section_only'),
);

export async function listIdsOwnedBy(db: Conn, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.ownerId, userId), open))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
  return rows.map((r) => r.id);
}

/** The businesses whose team the user signs in to as staff (docs/product-rules.md 9.8). */
export async function listIdsStaffedBy(db: Conn, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: teamMembers.businessId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), isNull(teamMembers.removedAt)));
  return rows.map((r) => r.id);
}

export async function exists(db: Conn, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), open));
  return Boolean(row);
}

/** Locks the business row for a referral: referrals of one business are counted in turn. */
export async function lockForReferral(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      ownerId: businesses.ownerId,
      createdAt: businesses.createdAt,
      verified: businesses.verified,
    })
    .from(businesses)
    .where(and(eq(businesses.id, id), open))
    .for('update');
  return row;
}

export async function incrementReferralCount(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .update(businesses)
    .set({ referralCount: sql`${businesses.referralCount} + 1` })
    .where(eq(businesses.id, id))
    .returning({ referralCount: businesses.referralCount });
  return row!.referralCount;
}

export async function markVerified(tx: Tx, id: string): Promise<void> {
  await tx.update(businesses).set({ verified: true }).where(eq(businesses.id, id));
}

/** The viewer's own photo, which the slot grid shows on the places that are theirs. */
export async function findViewerImage(db: Conn, userId: string): Promise<string> {
  const [row] = await db
    .select({ image: users.profileImage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.image ?? '';
}
