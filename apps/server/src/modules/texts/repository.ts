import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  textMonthlyCounts,
  textOptOuts,
  textOutbox,
  textReplies,
  users,
  type TextKind,
} from '../../db/schema.ts';

export type TextRow = typeof textOutbox.$inferSelect;

export type NewText = {
  to: string;
  body: string;
  kind: TextKind;
  userId?: string | null;
  businessId?: string | null;
  appointmentId?: string | null;
  notBefore?: Date | null;
};

/** Queue a text, in the transaction of what it reports (as enqueueMail). */
export async function enqueueText(db: Db | Tx, text: NewText): Promise<void> {
  await db.insert(textOutbox).values({
    to: text.to,
    body: text.body,
    kind: text.kind,
    userId: text.userId ?? null,
    businessId: text.businessId ?? null,
    appointmentId: text.appointmentId ?? null,
    notBefore: text.notBefore ?? null,
  });
}

/**
 * The mobile number a user's texts go to: null without a number, without their consent, or when
 * the number replied STOP.
 */
export async function textableNumber(db: Db | Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ mobile: users.mobileNumber })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`${users.textsConsentAt} is not null`,
        sql`${users.mobileNumber} <> ''`,
        sql`not exists (select 1 from ${textOptOuts} o where o.phone = ${users.mobileNumber})`,
      ),
    );
  return row?.mobile ?? null;
}

/** Takes back an appointment's decision texts not yet sent (the owner undid the decision). */
export async function withdrawDecisionTexts(db: Db | Tx, appointmentId: string): Promise<void> {
  await db
    .delete(textOutbox)
    .where(
      and(
        eq(textOutbox.appointmentId, appointmentId),
        eq(textOutbox.kind, 'decision'),
        eq(textOutbox.status, 'pending'),
        eq(textOutbox.attempts, 0),
      ),
    );
}

/**
 * Claims up to `limit` due texts and leases them until `leaseUntil`, as the mail outbox does
 * (mail/repository.ts claimDue): `for update skip locked`, so processes claiming side by side
 * never take the same text, and no lock is held while the provider is called.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<TextRow[]> {
  const due = db
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(
      and(
        eq(textOutbox.status, 'pending'),
        or(eq(textOutbox.attempts, 0), lte(textOutbox.nextAttemptAt, now)),
        or(isNull(textOutbox.notBefore), lte(textOutbox.notBefore, now)),
      ),
    )
    .orderBy(textOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(textOutbox)
    .set({ attempts: sql`${textOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(textOutbox.id, due))
    .returning();
}

/**
 * Of `rows`, those that may no longer be sent: the number said STOP, or the customer took back
 * their consent or changed their number since the text was queued.
 */
export async function mayNotSend(db: Db, rows: TextRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = (await db.execute(sql`
    select t.id from ${textOutbox} t
      left join ${users} u on u.id = t.user_id
     where t.id in (${sql.join(
       rows.map((r) => sql`${r.id}::uuid`),
       sql`, `,
     )})
       and (exists (select 1 from ${textOptOuts} o where o.phone = t."to")
            or (t.user_id is not null
                and (u.texts_consent_at is null or u.mobile_number <> t."to")))`)) as {
    rows: { id: string }[];
  };
  return new Set(found.rows.map((r) => r.id));
}

/**
 * Marks a text sent and, when a provider took it (`providerId`), counts it in its business's
 * month (the business's time zone), in one transaction: the owner's count is the texts that
 * left, never those the log transport only wrote down.
 */
export async function markSent(db: Db, id: string, at: Date, providerId: string | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(textOutbox)
      .set({ status: 'sent', sentAt: at, providerId, lastError: null })
      .where(and(eq(textOutbox.id, id), eq(textOutbox.status, 'pending')))
      .returning({ businessId: textOutbox.businessId });
    if (!row?.businessId || providerId === null) return;
    await tx.execute(sql`
      insert into ${textMonthlyCounts} (business_id, month, sent)
      select b.id, to_char(${at.toISOString()}::timestamptz at time zone b.timezone, 'YYYY-MM'), 1
        from businesses b where b.id = ${row.businessId}
      on conflict (business_id, month) do update set sent = ${textMonthlyCounts.sent} + 1`);
  });
}

export async function markSkipped(db: Db, ids: string[], reason: string) {
  if (ids.length === 0) return;
  await db
    .update(textOutbox)
    .set({ status: 'skipped', lastError: reason })
    .where(inArray(textOutbox.id, ids));
}

export async function markFailedAttempt(db: Db, id: string, error: string, retryAt: Date | null) {
  await db
    .update(textOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed' },
    )
    .where(eq(textOutbox.id, id));
}

/** Hands claimed texts back (the worker is stopping): due again at once, attempt not counted. */
export async function releaseClaims(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(textOutbox)
    .set({ attempts: sql`greatest(${textOutbox.attempts} - 1, 0)`, nextAttemptAt: now })
    .where(and(inArray(textOutbox.id, ids), eq(textOutbox.status, 'pending')));
}

/** A provider's delivery report: the text's last known state. */
export async function recordDelivery(db: Db, providerId: string, status: string, error?: string) {
  await db
    .update(textOutbox)
    .set({ deliveryStatus: status, ...(error ? { lastError: error } : {}) })
    .where(eq(textOutbox.providerId, providerId));
}

/** STOP: no text goes to `phone` until START. */
export async function optOut(db: Db | Tx, phone: string, at: Date) {
  await db.insert(textOptOuts).values({ phone, at }).onConflictDoNothing();
}

/** START: texts go to `phone` again. */
export async function optIn(db: Db | Tx, phone: string) {
  await db.delete(textOptOuts).where(eq(textOptOuts.phone, phone));
}

/** Records a reply by its provider id; false when it was already recorded (a repeated webhook). */
export async function recordReply(
  db: Db | Tx,
  reply: { providerId: string; from: string; body: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(textReplies)
    .values({
      providerId: reply.providerId,
      from: reply.from,
      body: reply.body,
      receivedAt: reply.at,
    })
    .onConflictDoNothing()
    .returning({ id: textReplies.providerId });
  return inserted.length > 0;
}

/**
 * The appointment a reply from `phone` is about: the next one still to start, holding a place,
 * of a customer with that number, that a text sent to it was about. Locked, so a reply and the
 * owner's decision do not cross.
 */
export type AnsweredAppointment = {
  id: string;
  userId: string;
  businessId: string;
  businessName: string;
  appointmentDate: string;
  appointmentTime: string;
};

export async function lockAnsweredAppointment(
  tx: Tx,
  phone: string,
  now: Date,
): Promise<AnsweredAppointment | null> {
  const found = (await tx.execute(sql`
    select a.id, a.user_id, a.business_id, b.name as business_name,
           a.appointment_date, a.appointment_time
      from appointments a
      join ${users} u on u.id = a.user_id
      join businesses b on b.id = a.business_id
     where u.mobile_number = ${phone}
       and a.status in (0, 1)
       and a.starts_at > ${now.toISOString()}::timestamptz
       and exists (select 1 from ${textOutbox} t
                    where t.appointment_id = a.id and t."to" = ${phone} and t.status = 'sent')
     order by a.starts_at
     limit 1
       for update of a`)) as {
    rows: {
      id: string;
      user_id: string;
      business_id: string;
      business_name: string;
      appointment_date: string;
      appointment_time: string;
    }[];
  };
  const row = found.rows[0];
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        businessId: row.business_id,
        businessName: row.business_name,
        appointmentDate: row.appointment_date,
        appointmentTime: row.appointment_time,
      }
    : null;
}

/** A customer with that number who agreed to texts (the help answer goes to them only). */
export async function consentingUserOf(db: Db | Tx, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobileNumber, phone), sql`${users.textsConsentAt} is not null`))
    .limit(1);
  return row?.id ?? null;
}

/** Texts sent for a business in the month of `now` in its time zone (`YYYY-MM`). */
export async function monthCount(
  db: Db,
  businessId: string,
  now: Date,
): Promise<{ month: string; sent: number }> {
  const found = (await db.execute(sql`
    select m.month, coalesce(c.sent, 0)::int as sent
      from businesses b
     cross join lateral (select to_char(${now.toISOString()}::timestamptz at time zone b.timezone,
                                        'YYYY-MM') as month) m
      left join ${textMonthlyCounts} c on c.business_id = b.id and c.month = m.month
     where b.id = ${businessId}`)) as { rows: { month: string; sent: number }[] };
  return found.rows[0] ?? { month: '', sent: 0 };
}

/** How long the outbox and the replies keep a text: as the mail outbox, 14 days. */
export const TEXTS_KEPT_DAYS = 14;

export async function pruneOldTexts(db: Db) {
  const before = sql`now() - make_interval(days => ${TEXTS_KEPT_DAYS})`;
  await db.delete(textOutbox).where(lt(textOutbox.createdAt, before));
  await db.delete(textReplies).where(lt(textReplies.receivedAt, before));
}
