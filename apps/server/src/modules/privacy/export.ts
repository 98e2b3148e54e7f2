import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

type Conn = Db | Tx;

// 'Download my data' (Privacy Act 2020, principle 6; DESIGN.md section 12; decision 049):
// everything held about one user, as JSON, read table by table. Each table that refers to an
// account is listed here, exported or left out with the reason; a test fails when a table that
// refers to users is neither (apps/server/test/privacy.test.ts), so a new one cannot be missed.

type Rows = Record<string, unknown>[];
type Section = (db: Conn, userId: string) => Promise<Rows>;

const rows = async (db: Conn, query: SQL): Promise<Rows> =>
  ((await db.execute(query)) as unknown as { rows: Rows }).rows;

/** The export's sections, by the table they read (the first table named is the one referring). */
export const exportedTables: Record<string, { section: string; read: Section }> = {
  users: {
    section: 'profile',
    read: (db, id) =>
      rows(
        db,
        sql`select id, email, pending_email, first_name, last_name, mobile_number,
                   texts_consent_at, birthday, profile_image, country, state, city, suburb,
                   post_code, verified, verified_at, created_at, deletion_requested_at
              from users where id = ${id}`,
      ),
  },
  appointments: {
    section: 'appointments',
    read: (db, id) =>
      rows(
        db,
        sql`select a.id, b.name as business, s.section_name as section, sv.name as service,
                   m.name as team_member, a.appointment_date, a.appointment_time, a.starts_at,
                   a.status, a.reason, a.cancellation_reason, a.attendance, a.party_size,
                   a.confirmed_by_text_at, a.created_at
              from appointments a
              join businesses b on b.id = a.business_id
              join sections s on s.id = a.section_id
              left join services sv on sv.id = a.service_id
              left join team_members m on m.id = a.member_id
             where a.user_id = ${id} order by a.starts_at`,
      ),
  },
  ratings: {
    section: 'ratingsGiven',
    read: (db, id) =>
      rows(
        db,
        sql`select r.rated_kind, case when r.rated_kind = 'business' then b.name end as business,
                   r.rate, r.updated_at
              from ratings r left join businesses b on b.id = r.rated_id
             where r.rater_id = ${id} order by r.updated_at`,
      ),
  },
  // Texts queued or sent to the user in the last 14 days (docs/decisions/054-texts.md).
  text_outbox: {
    section: 'texts',
    read: (db, id) =>
      rows(
        db,
        sql`select "to", body, kind, status, sent_at, delivery_status, created_at
              from text_outbox where user_id = ${id} order by created_at`,
      ),
  },
  favorites: {
    section: 'favourites',
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business, f.created_at from favorites f
              join businesses b on b.id = f.business_id where f.user_id = ${id}`,
      ),
  },
  referrals: {
    section: 'referrals',
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business, r.created_at from referrals r
              join businesses b on b.id = r.business_id where r.user_id = ${id}`,
      ),
  },
  bug_reports: {
    section: 'bugReports',
    read: (db, id) =>
      rows(
        db,
        sql`select what_happened, steps, screenshot, verdict, note, created_at, decided_at
              from bug_reports where user_id = ${id} order by created_at`,
      ),
  },
  contact_messages: {
    section: 'messages',
    read: (db, id) =>
      rows(
        db,
        sql`select name, email, subject, message, created_at, handled_at
              from contact_messages where user_id = ${id} order by created_at`,
      ),
  },
  waitlist_entries: {
    section: 'waitlist',
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business, s.section_name as section, w.appointment_date,
                   w.appointment_time, w.created_at, w.notified_at
              from waitlist_entries w
              join businesses b on b.id = w.business_id
              join sections s on s.id = w.section_id
             where w.user_id = ${id}`,
      ),
  },
  customer_strikes: {
    section: 'strikes',
    // Late cancellations and no-shows counted against them at a business (decision 055).
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business, k.kind, k.at, a.appointment_date, a.appointment_time,
                   k.forgiven_at
              from customer_strikes k
              join businesses b on b.id = k.business_id
              join appointments a on a.id = k.appointment_id
             where k.user_id = ${id} order by k.at`,
      ),
  },
  deposits: {
    section: 'deposits',
    // Deposits asked at booking and what became of them (decision 056); Stripe's ids are the
    // business's records with Stripe, not the customer's.
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business, a.appointment_date, a.appointment_time, d.amount_cents,
                   d.status, d.pay_by, d.paid_at, d.released_at, d.refund_asked_at,
                   d.refunded_at, d.created_at
              from deposits d
              join businesses b on b.id = d.business_id
              join appointments a on a.id = d.appointment_id
             where d.user_id = ${id} order by d.created_at`,
      ),
  },
  calendar_feeds: {
    section: 'calendarFeed',
    // The feed's address is a secret kept only as a hash: when it was made is what there is.
    read: (db, id) => rows(db, sql`select created_at from calendar_feeds where user_id = ${id}`),
  },
  team_members: {
    section: 'teamMemberships',
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business, m.name, m.email, m.hours, m.days_off, m.created_at
              from team_members m join businesses b on b.id = m.business_id
             where m.user_id = ${id} and m.removed_at is null`,
      ),
  },
  audit_log: {
    section: 'changesMade',
    read: (db, id) =>
      rows(
        db,
        sql`select a.created_at, a.role, a.action, b.name as business, a.subject, a.before,
                   a.after, a.address
              from audit_log a left join businesses b on b.id = a.business_id
             where a.actor_id = ${id} order by a.created_at`,
      ),
  },
  passkeys: {
    section: 'passkeys',
    // Which passkeys sign in as them and when; the key itself is the device's business.
    read: (db, id) =>
      rows(
        db,
        sql`select created_at, last_used_at, transports, backed_up from passkeys
             where user_id = ${id} order by created_at`,
      ),
  },
  totp_authenticators: {
    section: 'authenticatorApp',
    // Whether an app is on and since when, never its secret.
    read: (db, id) =>
      rows(db, sql`select created_at, confirmed_at from totp_authenticators where user_id = ${id}`),
  },
  recovery_codes: {
    section: 'recoveryCodes',
    // How many are left and used, never the codes (kept only as hashes).
    read: (db, id) =>
      rows(
        db,
        sql`select count(*) filter (where used_at is null)::int as unused,
                   count(*) filter (where used_at is not null)::int as used
              from recovery_codes where user_id = ${id} having count(*) > 0`,
      ),
  },
  business_handovers: {
    section: 'businessOffers',
    // Offers of a business made by them or to them (decision 051), never the link's hash.
    read: (db, id) =>
      rows(
        db,
        sql`select b.name as business,
                   case when h.from_user_id = ${id} then 'made' else 'received' end as offer,
                   h.created_at, h.expires_at, h.ended_at, h.accepted
              from business_handovers h join businesses b on b.id = h.business_id
             where h.from_user_id = ${id} or h.to_user_id = ${id} order by h.created_at`,
      ),
  },
  businesses: {
    section: 'businesses',
    read: async (db, id) => {
      const owned = await rows(
        db,
        sql`select id, name, contact_number, about_business, category, photos, street, suburb,
                   city, state, post_code, country, timezone, slug, reminders, cancellation_free_hours,
                   strike_limit, strike_consequence, created_at,
                   rating_sum, rating_count, subscription_status, paid_through, closed_at
              from businesses where owner_id = ${id} order by created_at`,
      );
      for (const b of owned) {
        b.sections = await rows(
          db,
          sql`select section_name, business_days, open_time, close_time, off_start, off_end,
                     none_regular_off_days, slot_duration, appointment_per_slot, custom_request,
                     price_cents, description, max_covers, hours_by_day, created_at
                from sections where business_id = ${b.id as string} and version = 0`,
        );
        b.services = await rows(
          db,
          sql`select name, duration_minutes, price_cents, description, buffer_before_minutes,
                     buffer_after_minutes, start_every, created_at
                from services where business_id = ${b.id as string} and removed_at is null`,
        );
        b.team = await rows(
          db,
          sql`select name, email, hours, days_off, created_at from team_members
               where business_id = ${b.id as string} and removed_at is null`,
        );
      }
      return owned;
    },
  },
};

/** Tables that refer to an account and are not exported, each with the reason. */
export const notExportedTables: Record<string, string> = {
  password_resets:
    'a pending password reset: a hash of a one-time secret and its expiry, nothing to read',
  sign_in_challenges:
    'a sign-in or passkey challenge for the next 5 minutes, kept as a hash: nothing to read',
};

/** Everything held about `userId`, section by section, with what was rated about them. */
export async function exportUserData(db: Conn, userId: string, now: Date) {
  const data: Record<string, unknown> = { exportedAt: now.toISOString() };
  for (const { section, read } of Object.values(exportedTables)) {
    const found = await read(db, userId);
    data[section] = section === 'profile' ? (found[0] ?? null) : found;
  }
  // Ratings businesses gave them as a customer: no table refers to the account for these.
  data.ratingsReceived = await rows(
    db,
    sql`select (select b.name from businesses b where b.owner_id = r.rater_id
                 order by b.created_at limit 1) as business, r.rate, r.updated_at
          from ratings r
         where r.rated_kind = 'user' and r.rated_id = ${userId} order by r.updated_at`,
  );
  return data;
}
