import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import type { Busy } from '@timeapp/domain/team';
import type { Db, Tx } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  appointments,
  businesses,
  sections,
  serviceMembers,
  services,
  teamMembers,
} from '../../db/schema.ts';
import { heldStatuses } from '../businesses/repository.ts';

// Team members, services and who performs what (docs/product-rules.md 9).

type Conn = Db | Tx;
export type MemberRow = typeof teamMembers.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type MemberWithServices = MemberRow & { serviceIds: string[] };
export type ServiceWithMembers = ServiceRow & { memberIds: string[] };

/** A business's current members in team order, each with the services they perform. */
export async function listMembers(db: Conn, businessId: string): Promise<MemberWithServices[]> {
  const rows = await db
    .select({
      member: teamMembers,
      serviceIds: sql<string[]>`coalesce(array_agg(${serviceMembers.serviceId}::text
        order by ${serviceMembers.serviceId}) filter (where ${services.id} is not null), '{}')`,
    })
    .from(teamMembers)
    .leftJoin(serviceMembers, eq(serviceMembers.memberId, teamMembers.id))
    .leftJoin(services, and(eq(services.id, serviceMembers.serviceId), isNull(services.removedAt)))
    .where(and(eq(teamMembers.businessId, businessId), isNull(teamMembers.removedAt)))
    .groupBy(teamMembers.id)
    .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
  return rows.map((r) => ({ ...r.member, serviceIds: r.serviceIds }));
}

/** A business's current services in menu order, each with its members. */
export async function listServices(db: Conn, businessId: string): Promise<ServiceWithMembers[]> {
  const rows = await db
    .select({
      service: services,
      memberIds: sql<string[]>`coalesce(array_agg(${serviceMembers.memberId}::text
        order by ${teamMembers.position}, ${teamMembers.createdAt})
        filter (where ${teamMembers.id} is not null), '{}')`,
    })
    .from(services)
    .innerJoin(sections, and(eq(sections.id, services.sectionId), eq(sections.version, 0)))
    .leftJoin(serviceMembers, eq(serviceMembers.serviceId, services.id))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.id, serviceMembers.memberId), isNull(teamMembers.removedAt)),
    )
    .where(and(eq(services.businessId, businessId), isNull(services.removedAt)))
    .groupBy(services.id)
    .orderBy(asc(services.position), asc(services.createdAt));
  return rows.map((r) => ({ ...r.service, memberIds: r.memberIds }));
}

/** After the business's last member or service: new ones join the end of the list. */
const positionAfterLast = (table: typeof teamMembers | typeof services, businessId: string) =>
  sql`(select coalesce(max(position) + 1, 0) from ${table} where business_id = ${businessId})`;

export async function insertMember(
  tx: Tx,
  values: Omit<typeof teamMembers.$inferInsert, 'position'>,
): Promise<MemberRow> {
  const position = positionAfterLast(teamMembers, values.businessId);
  const [row] = await tx
    .insert(teamMembers)
    .values({ ...values, position })
    .returning();
  return row!;
}

export async function updateMember(
  tx: Tx,
  id: string,
  values: Partial<typeof teamMembers.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length)
    await tx.update(teamMembers).set(values).where(eq(teamMembers.id, id));
}

export async function insertService(
  tx: Tx,
  values: Omit<typeof services.$inferInsert, 'position'>,
): Promise<ServiceRow> {
  const position = positionAfterLast(services, values.businessId);
  const [row] = await tx
    .insert(services)
    .values({ ...values, position })
    .returning();
  return row!;
}

export async function updateService(
  tx: Tx,
  id: string,
  values: Partial<typeof services.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length) await tx.update(services).set(values).where(eq(services.id, id));
}

/** A current member of the business, or undefined. */
export async function findMember(
  tx: Conn,
  businessId: string,
  id: string,
): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.businessId, businessId),
        eq(teamMembers.id, id),
        isNull(teamMembers.removedAt),
      ),
    );
  return row;
}

/** The current members among `ids` that belong to the business. */
export async function membersOf(tx: Conn, businessId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.businessId, businessId),
        inArray(teamMembers.id, ids),
        isNull(teamMembers.removedAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** The current services among `ids` that belong to the business. */
export async function servicesOf(tx: Conn, businessId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.businessId, businessId),
        inArray(services.id, ids),
        isNull(services.removedAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** A current service's price and deposit rule (decision 056), for an edit's checks. */
export async function findServicePricing(tx: Conn, businessId: string, id: string) {
  const [row] = await tx
    .select({
      id: services.id,
      priceCents: services.priceCents,
      depositKind: services.depositKind,
      depositValue: services.depositValue,
    })
    .from(services)
    .where(
      and(eq(services.businessId, businessId), eq(services.id, id), isNull(services.removedAt)),
    );
  return row;
}

/** Replaces who performs a service. */
export async function setServiceMembers(tx: Tx, serviceId: string, memberIds: string[]) {
  await tx.delete(serviceMembers).where(eq(serviceMembers.serviceId, serviceId));
  if (memberIds.length)
    await tx.insert(serviceMembers).values(memberIds.map((memberId) => ({ serviceId, memberId })));
}

/** Replaces the services a member performs. */
export async function setMemberServices(tx: Tx, memberId: string, serviceIds: string[]) {
  await tx.delete(serviceMembers).where(eq(serviceMembers.memberId, memberId));
  if (serviceIds.length)
    await tx
      .insert(serviceMembers)
      .values(serviceIds.map((serviceId) => ({ serviceId, memberId })));
}

/** Whether the member holds a place-holding appointment that has not ended by `now`. */
export async function hasFutureAppointments(
  tx: Conn,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.memberId, memberId),
        inArray(appointments.status, [...PLACE_HOLDING]),
        gt(appointments.blockedTo, now),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The place-holding stretches of the members' time between two instants (each appointment's
 * blocked range, buffers included), for the free-time rule.
 */
export async function busyBetween(
  db: Conn,
  memberIds: string[],
  from: Date,
  to: Date,
  /** An appointment being moved: its own stretch does not stand in its way. */
  except?: string,
): Promise<{ memberId: string; from: number; to: number }[]> {
  if (!memberIds.length) return [];
  const rows = await db
    .select({
      memberId: appointments.memberId,
      from: appointments.blockedFrom,
      to: appointments.blockedTo,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.memberId, memberIds),
        inArray(appointments.status, [...PLACE_HOLDING]),
        except ? ne(appointments.id, except) : undefined,
        sql`tstzrange(${appointments.blockedFrom}, ${appointments.blockedTo}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
      ),
    );
  return rows.map((r) => ({
    memberId: r.memberId!,
    from: new Date(r.from!).getTime(),
    to: new Date(r.to!).getTime(),
  }));
}

/** A member as the free-time rule reads them, with their place-holding stretches. */
export type MemberDiary = {
  id: string;
  name: string;
  hours: Record<string, [string, string][]>;
  daysOff: string[];
  busy: Busy[];
};

// Everything an availability answer reads, in one prepared statement (one round trip, planned
// once per connection): the business's zone, the service with its section's days, and the
// members who perform it, each with their place-holding stretches between two instants (the
// exclusion constraint's gist index, appointments_member_no_overlap, finds them).
const serviceDiaryQuery = preparedFor((db) => {
  const a = appointments;
  const m = teamMembers;
  const member = sql.placeholder('memberId');
  return db
    .select({
      timezone: businesses.timezone,
      service: services,
      section: {
        businessDays: sections.businessDays,
        noneRegularOffDays: sections.noneRegularOffDays,
      },
      members: sql<(Omit<MemberDiary, 'busy'> & { busy: string })[]>`(
        select coalesce(json_agg(json_build_object(
                 'id', ${m.id}, 'name', ${m.name}, 'hours', ${m.hours}, 'daysOff', ${m.daysOff},
                 -- "from to from to ...", epoch seconds: a third of the database's work of a
                 -- JSON array per stretch (bench/README.md, 5b). Rounded outwards, never inwards.
                 'busy', (select coalesce(string_agg(
                                  floor(extract(epoch from ${a.blockedFrom}))::int8 || ' ' ||
                                  ceil(extract(epoch from ${a.blockedTo}))::int8, ' '), '')
                            from ${a}
                           where ${a.memberId} = ${m.id}
                             and ${a.status} in (${heldStatuses})
                             and tstzrange(${a.blockedFrom}, ${a.blockedTo})
                                 && tstzrange(${sql.placeholder('from')}::timestamptz,
                                              ${sql.placeholder('to')}::timestamptz)))
                 order by ${m.position}, ${m.createdAt}), '[]'::json)
          from ${serviceMembers}
          join ${m} on ${m.id} = ${serviceMembers.memberId} and ${m.removedAt} is null
         where ${serviceMembers.serviceId} = ${services.id}
           and (${member}::uuid is null or ${m.id} = ${member}::uuid))`,
    })
    .from(businesses)
    .leftJoin(
      services,
      and(
        eq(services.id, sql.placeholder('serviceId')),
        eq(services.businessId, businesses.id),
        isNull(services.removedAt),
      ),
    )
    .leftJoin(sections, and(eq(sections.id, services.sectionId), eq(sections.version, 0)))
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .prepare('service_diary');
});

/**
 * A service's availability inputs: undefined when there is no such business; `service` null when
 * it has no such current service (or the service's section is not current). `members`: who
 * performs it (only `memberId`, when given), in team order, with their stretches between `from`
 * and `to`.
 */
export async function serviceDiary(
  db: Db,
  ask: { businessId: string; serviceId: string; memberId: string | null; from: Date; to: Date },
) {
  const [row] = await serviceDiaryQuery(db).execute({
    ...ask,
    from: ask.from.toISOString(),
    to: ask.to.toISOString(),
  });
  if (!row) return undefined;
  const { timezone, section } = row;
  const members: MemberDiary[] = (row.members ?? []).map((m) => ({
    ...m,
    busy: stretches(m.busy),
  }));
  return { timezone, service: section && row.service, section, members };
}

/** "from to from to ..." in epoch seconds, as the statement writes them, as stretches. */
function stretches(text: string): Busy[] {
  if (!text) return [];
  const n = text.split(' ');
  const out: Busy[] = [];
  for (let i = 0; i + 1 < n.length; i += 2)
    out.push({ from: Number(n[i]) * 1000, to: Number(n[i + 1]) * 1000 });
  return out;
}
