import { sql } from 'drizzle-orm';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { appointmentReminders, textOptOuts } from '../../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reminderText } from '../texts/compose.ts';
import { enqueueText } from '../texts/repository.ts';
import { reminderMail } from './mails.ts';

const BATCH = 50;

type DueReminder = {
  id: string;
  kind: '24h' | '2h';
  starts_at: Date | string;
  appointment_date: string;
  appointment_time: string;
  business_name: string;
  section_name: string;
  email: string;
  first_name: string;
  last_name: string;
  user_id: string;
  business_id: string;
  /** The customer's mobile when they agreed to texts and never replied STOP; else null. */
  text_to: string | null;
};

/**
 * Approved appointments whose reminder is due and not yet sent, locked for this transaction.
 * A reminder of kind k (24 h or 2 h before) is due from its time until the appointment starts,
 * so one missed while no process ran is sent late, never after the start. It is owed only when
 * the appointment was booked before that time (a booking made 3 hours ahead gets no '24 h'
 * reminder: its confirmation just came), and with 'both' a '24 h' one found inside the last 2
 * hours gives way to the '2 h' one. `skip locked`: rows another process is working on are left
 * to it, so two processes never wait on, or both send, the same reminder.
 */
async function lockDue(tx: Tx, now: Date, limit: number): Promise<DueReminder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await tx.execute(sql`
    select a.id, k.kind, a.starts_at, a.appointment_date, a.appointment_time,
           b.name as business_name, s.section_name, u.email, u.first_name, u.last_name,
           u.id as user_id, a.business_id,
           case when u.texts_consent_at is not null and u.mobile_number <> ''
                 and not exists (select 1 from ${textOptOuts} o where o.phone = u.mobile_number)
                then u.mobile_number end as text_to
      from appointments a
      join businesses b on b.id = a.business_id
      join sections s on s.id = a.section_id
      join users u on u.id = a.user_id
     cross join (values ('24h', interval '24 hours'), ('2h', interval '2 hours')) as k(kind, ahead)
     where a.status = ${AppointmentStatus.Approved}
       and a.starts_at > ${at}
       and a.starts_at <= ${at} + interval '24 hours'
       and a.starts_at - k.ahead <= ${at}
       and a.created_at <= a.starts_at - k.ahead
       and (b.reminders = k.kind or b.reminders = 'both')
       and not (k.kind = '24h' and b.reminders = 'both'
                and a.starts_at - interval '2 hours' <= ${at})
       and not exists (
         select 1 from ${appointmentReminders} r
          where r.appointment_id = a.id and r.kind = k.kind and r.starts_at = a.starts_at)
     order by a.starts_at
     limit ${limit}
       for update of a skip locked`)) as { rows: DueReminder[] };
  return result.rows;
}

/**
 * Sends every reminder due at `ctx.now()`: each is recorded in appointment_reminders and its
 * e-mail (and text) queued in one transaction, so it goes exactly once however many processes run this
 * at the same moment (the row lock skips, the primary key refuses a second record). Answers
 * how many were queued.
 */
export async function sendDueReminders(ctx: AppContext, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const { found, queued } = await ctx.db.transaction(async (tx) => {
      const due = await lockDue(tx, now, batch);
      let queued = 0;
      for (const r of due) {
        const startsAt = new Date(r.starts_at);
        const recorded = await tx
          .insert(appointmentReminders)
          .values({ appointmentId: r.id, kind: r.kind, startsAt, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: appointmentReminders.appointmentId });
        if (recorded.length === 0) continue;
        const mail = reminderMail(ctx, r.email, {
          id: r.id,
          businessName: r.business_name,
          sectionName: r.section_name,
          appointmentDate: r.appointment_date,
          appointmentTime: r.appointment_time,
          customerName: `${r.first_name} ${r.last_name}`.trim(),
        });
        await enqueueMail(tx, mail);
        // And by text to a customer who agreed (docs/decisions/054-texts.md), in the same
        // transaction: the reminder's record makes both go once.
        if (r.text_to)
          await enqueueText(tx, {
            to: r.text_to,
            body: reminderText({
              businessName: r.business_name,
              appointmentDate: r.appointment_date,
              appointmentTime: r.appointment_time,
            }),
            kind: 'reminder',
            userId: r.user_id,
            businessId: r.business_id,
            appointmentId: r.id,
          });
        queued += 1;
      }
      return { found: due.length, queued };
    });
    total += queued;
    if (found < batch || queued === 0) return total;
  }
}
