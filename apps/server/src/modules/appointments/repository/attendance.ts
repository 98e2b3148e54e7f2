import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { preparedFor } from '../../../db/prepared.ts';
import { appointments } from '../../../db/schema.ts';

// A customer's record with a business: 'Arrived' and no-shows, as the owner marks them.

export async function updateAttendance(
  tx: Tx,
  id: string,
  attendance: 'arrived' | 'no-show' | null,
  now: Date,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ attendance, attendanceAt: attendance ? now : null, updatedAt: now })
    .where(eq(appointments.id, id));
}

export type AttendanceCounts = { userId: string; arrived: number; noShows: number };

const attendanceCountsQuery = preparedFor((db) =>
  db
    .select({
      userId: appointments.userId,
      arrived: sql<number>`count(*) filter (where ${appointments.attendance} = 'arrived')::int`,
      noShows: sql<number>`count(*) filter (where ${appointments.attendance} = 'no-show')::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, sql.placeholder('businessId')),
        sql`${appointments.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
        isNotNull(appointments.attendance),
      ),
    )
    .groupBy(appointments.userId)
    .prepare('attendance_counts'),
);

/** Per customer: appointments with this business marked arrived and no-show. */
export async function attendanceCounts(
  db: Db,
  businessId: string,
  userIds: string[],
): Promise<AttendanceCounts[]> {
  if (userIds.length === 0) return [];
  const rows = await attendanceCountsQuery(db).execute({ businessId, userIds });
  return rows.map((r) => ({
    userId: r.userId!,
    arrived: Number(r.arrived),
    noShows: Number(r.noShows),
  }));
}
