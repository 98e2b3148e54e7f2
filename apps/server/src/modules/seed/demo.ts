import { sql } from 'drizzle-orm';
import { weekDays } from '@timeapp/domain/businesses';
import { toE164 } from '@timeapp/domain/phone-format';
import { AppointmentStatus } from '@timeapp/domain/status';
import { blockedRange } from '@timeapp/domain/team';
import { addDays, localParts, weekdayIndex, zonedInstant } from '@timeapp/domain/time-zone';
import type { AppContext } from '../../lib/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointmentChanges,
  appointments,
  businesses,
  favorites,
  ratings,
  referrals,
  sections,
  serviceMembers,
  services,
  teamMembers,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { addDemoCovers } from './covers.ts';
import {
  DEMO_BUSINESSES,
  DEMO_CUSTOMER,
  DEMO_OPERATOR,
  DEMO_OWNER,
  DEMO_PLAN_STATES,
  OTHER_CUSTOMERS,
  type DemoBusiness,
} from './demo-data.ts';
import { DEMO_TEAM } from './demo-team.ts';

const TZ = 'Pacific/Auckland';
// Any constant: it only has to be the same in every API process starting on one database.
const SEED_LOCK = 7366373;

/**
 * Fills an empty development database with demo accounts, businesses and appointments.
 * Returns whether it seeded. Several processes may start together: an advisory lock and the
 * emptiness check inside one transaction make exactly one of them seed.
 */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  // Every development start comes here: on a database with accounts, one cheap read and no
  // password hashing (two scrypt hashes were a tenth of a warm start's CPU).
  if (await anyUser(ctx.db)) return false;
  const [customerHash, ownerHash, operatorHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_OPERATOR.password),
  ]);
  const seeded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await anyUser(tx)) return false;
    await insertDemo(tx, ctx.now(), customerHash, ownerHash, operatorHash);
    return true;
  });
  if (seeded) {
    await addDemoCovers(ctx);
    ctx.log?.info(`demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    ctx.log?.info(`demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    ctx.log?.info(`demo operator: ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}`);
  }
  return seeded;
}

async function anyUser(db: Db | Tx): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select exists (select 1 from users) as "any"`,
  )) as unknown as { rows: { any: boolean }[] };
  return Boolean(rows[0]?.any);
}

/** The start-up call: demo data must never stop the server from starting. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<void> {
  try {
    await seedDemoData(ctx);
  } catch (error) {
    ctx.log?.error({ err: error }, 'demo data could not be seeded');
  }
}

async function insertUser(
  tx: Tx,
  u: {
    email: string;
    firstName: string;
    lastName: string;
    mobileNumber?: string;
    address?: DemoBusiness['address'];
  },
  passwordHash: string,
): Promise<string> {
  const a = u.address;
  const [row] = await tx
    .insert(users)
    .values({
      email: u.email,
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      // Stored as the API stores what people type: E.164.
      mobileNumber: u.mobileNumber ? (toE164(u.mobileNumber) ?? '') : '',
      verified: true,
      country: a?.country ?? 'New Zealand',
      state: a?.state ?? '',
      city: a?.city ?? '',
      suburb: a?.suburb ?? '',
      postCode: a?.postCode ?? '',
    })
    .returning({ id: users.id });
  return row!.id;
}

async function insertBusiness(tx: Tx, b: DemoBusiness, ownerId: string, createdAt: Date) {
  const [row] = await tx
    .insert(businesses)
    .values({
      ownerId,
      name: b.name,
      contactNumber: toE164(b.contactNumber) ?? b.contactNumber,
      aboutBusiness: b.aboutBusiness,
      ...b.address,
      street: b.street ?? '',
      category: b.category,
      timezone: TZ,
      status: 1,
      createdAt,
    })
    .returning({ id: businesses.id });
  const sectionRows = await tx
    .insert(sections)
    .values(
      b.sections.map((s, i) => ({
        businessId: row!.id,
        sectionName: s.sectionName,
        businessDays: s.businessDays,
        openTime: s.hours[0],
        closeTime: s.hours[1],
        offStart: s.customRequest ? null : (s.off?.[0] ?? null),
        offEnd: s.customRequest ? null : (s.off?.[1] ?? null),
        slotDuration: s.slotDuration,
        appointmentPerSlot: s.appointmentPerSlot,
        customRequest: s.customRequest ?? false,
        priceCents: s.priceCents ?? null,
        description: s.description ?? '',
        maxCovers: s.maxCovers ?? null,
        hoursByDay: s.hoursByDay ?? null,
        // Listed in the order given, also when inserted together.
        createdAt: sql`clock_timestamp() + ${i}::int * interval '1 microsecond'`,
      })),
    )
    .returning({ id: sections.id });
  return { id: row!.id, sectionIds: sectionRows.map((r) => r.id) };
}

/** `date`, or the first following day that is one of `days`. */
function onOrAfter(date: string, days: readonly string[]): string {
  let d = date;
  for (let i = 0; i < 7 && !days.includes(weekDays[weekdayIndex(d)]!); i += 1) d = addDays(d, 1);
  return d;
}

/** The demo salon's team and services (DEMO_TEAM): member and service ids by name. */
async function insertTeam(tx: Tx, businessId: string, sectionId: string) {
  const members = await tx
    .insert(teamMembers)
    .values(
      DEMO_TEAM.members.map((m, position) => ({
        businessId,
        name: m.name,
        hours: m.hours,
        position,
      })),
    )
    .returning({ id: teamMembers.id, name: teamMembers.name });
  const offered = await tx
    .insert(services)
    .values(
      DEMO_TEAM.services.map((sv, position) => ({
        businessId,
        sectionId,
        name: sv.name,
        durationMinutes: sv.durationMinutes,
        priceCents: sv.priceCents,
        description: sv.description,
        bufferAfterMinutes: sv.bufferAfterMinutes ?? 0,
        position,
      })),
    )
    .returning({ id: services.id, name: services.name });
  const memberId = new Map(members.map((m) => [m.name, m.id]));
  const serviceId = new Map(offered.map((sv) => [sv.name, sv.id]));
  await tx.insert(serviceMembers).values(
    DEMO_TEAM.services.flatMap((sv) =>
      sv.members.map((name) => ({
        serviceId: serviceId.get(sv.name)!,
        memberId: memberId.get(name)!,
      })),
    ),
  );
  return { memberId, serviceId };
}

async function insertDemo(
  tx: Tx,
  now: Date,
  customerHash: string,
  ownerHash: string,
  operatorHash: string,
) {
  const customerId = await insertUser(tx, DEMO_CUSTOMER, customerHash);
  const others = [];
  for (const c of OTHER_CUSTOMERS) others.push(await insertUser(tx, c, customerHash));

  const ids: Record<string, { id: string; sectionIds: string[] }> = {};
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  // Every state of the plan (docs/product-rules.md 8.1): most businesses are in their trial,
  // one is past its referral window short of referrals, one past its trial and paid.
  const registeredDaysAgo = (key: string) =>
    key === DEMO_PLAN_STATES.awaitingReferrals ? 40 : key === DEMO_PLAN_STATES.active ? 120 : 14;
  for (const b of DEMO_BUSINESSES) {
    const ownerId = await insertUser(tx, b.owner, ownerHash);
    ids[b.key] = await insertBusiness(tx, b, ownerId, daysAgo(registeredDaysAgo(b.key)));
  }
  await tx
    .update(businesses)
    .set({ paidThrough: addDays(localParts(now, TZ).date, 60) })
    .where(sql`${businesses.id} = ${ids[DEMO_PLAN_STATES.active]!.id}`);
  await insertUser(tx, DEMO_OPERATOR, operatorHash);

  // The demo customer's appointments around today, in Auckland's calendar.
  const studio = ids.ponsonby!;
  const [haircut, colour, cutAndColour] = studio.sectionIds as [string, string, string];
  const team = await insertTeam(tx, studio.id, cutAndColour);
  const today = localParts(now, TZ).date;
  const slotDays = DEMO_BUSINESSES[0]!.sections[0]!.businessDays;
  const requestDays = DEMO_BUSINESSES[0]!.sections[1]!.businessDays;
  const { Waiting: W, Approved: A, Cancelled: C } = AppointmentStatus;
  // A booking by service holds its member from its start to its end and buffer (9.4).
  const withMember = (date: string, time: string, [service, member]: [string, string]) => {
    const sv = DEMO_TEAM.services.find((x) => x.name === service)!;
    const at = zonedInstant(date, time, TZ)!.getTime();
    const blocked = blockedRange(at, {
      durationMinutes: sv.durationMinutes,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: sv.bufferAfterMinutes ?? 0,
      startEvery: 15,
    });
    return {
      serviceId: team.serviceId.get(service)!,
      memberId: team.memberId.get(member)!,
      endsAt: new Date(at + sv.durationMinutes * 60_000),
      blockedFrom: new Date(blocked.from),
      blockedTo: new Date(blocked.to),
    };
  };
  const book = (
    userId: string,
    sectionId: string,
    date: string,
    time: string,
    status: AppointmentStatus,
    extra: {
      reason?: string;
      cancellationReason?: string;
      attendance?: 'arrived';
      /** Booked by service with a member: the service's and member's names in DEMO_TEAM. */
      by?: [string, string];
    } = {},
  ) => ({
    ...(extra.by && withMember(date, time, extra.by)),
    userId,
    businessId: studio.id,
    sectionId,
    appointmentDate: date,
    appointmentTime: time,
    startsAt: zonedInstant(date, time, TZ)!,
    status,
    reason: extra.reason ?? '',
    cancellationReason: extra.cancellationReason ?? '',
    attendance: extra.attendance ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const day = (offset: number, days = slotDays) => onOrAfter(addDays(today, offset), days);
  const seeded = await tx
    .insert(appointments)
    .values([
      book(customerId, haircut, day(-7), '09:30', A, {
        reason: 'Trim and tidy',
        attendance: 'arrived',
      }),
      book(customerId, haircut, day(-6), '16:00', C, {
        reason: 'Fringe trim',
        cancellationReason: 'Running late from work, will rebook',
      }),
      book(customerId, haircut, day(0), '15:00', A, { reason: 'Haircut before a wedding' }),
      book(customerId, haircut, day(1), '10:00', W, { reason: 'Short back and sides' }),
      book(customerId, colour, day(2, requestDays), '10:15', W, {
        reason: 'Thinking about going blonde',
      }),
      book(customerId, haircut, day(7), '11:00', W, { reason: 'Regular cut' }),
      book(customerId, haircut, day(8), '14:00', A, { reason: 'Cut and blow-dry' }),
      // A colour with a named stylist, and another customer's cut with Tama (Tuesday to
      // Saturday), so the salon's day sheet and the customer's list show bookings by service.
      book(
        customerId,
        cutAndColour,
        day(3, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']),
        '10:00',
        W,
        {
          reason: 'Balayage, shoulder length',
          by: ['Colour', 'Aroha Parata'],
        },
      ),
      book(
        others[0]!,
        cutAndColour,
        day(1, ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']),
        '11:00',
        A,
        {
          by: ["Women's cut", 'Tama Rewi'],
        },
      ),
      // Other customers fill tomorrow's 10:00 slot, so the grid shows a full slot.
      book(others[0]!, haircut, day(1), '10:00', W, { reason: 'Curly cut' }),
      book(others[1]!, haircut, day(1), '11:30', A, { reason: 'Beard and cut' }),
    ])
    .returning({
      id: appointments.id,
      status: appointments.status,
      cancellationReason: appointments.cancellationReason,
    });
  // Each has its history: the customer's booking, then the owner's acceptance or the
  // customer's own cancellation.
  await tx.insert(appointmentChanges).values(
    seeded.flatMap((a) => [
      { appointmentId: a.id, status: W, by: 'customer' as const, at: now },
      ...(a.status === W
        ? []
        : [
            {
              appointmentId: a.id,
              status: a.status,
              by: a.status === A ? ('owner' as const) : ('customer' as const),
              reason: a.cancellationReason,
              at: now,
            },
          ]),
    ]),
  );

  // Stars on the search cards, favourites on the customer's dashboard, one referral.
  const rate = (raterId: string, key: string, rate: number) => ({
    raterId,
    ratedId: ids[key]!.id,
    ratedKind: 'business' as const,
    rate,
    updatedAt: now,
  });
  await tx
    .insert(ratings)
    .values([
      rate(customerId, 'ponsonby', 5),
      rate(others[0]!, 'ponsonby', 4),
      rate(others[1]!, 'ponsonby', 5),
      rate(customerId, 'cuba', 4),
      rate(others[0]!, 'riccarton', 5),
      rate(others[1]!, 'dunedin', 4),
      rate(others[0]!, 'newmarket', 3),
    ]);
  await tx.insert(favorites).values([
    { userId: customerId, businessId: studio.id, createdAt: now },
    { userId: customerId, businessId: ids.cuba!.id, createdAt: new Date(now.getTime() + 1) },
  ]);
  await tx.insert(referrals).values({ userId: customerId, businessId: studio.id, createdAt: now });
  await tx
    .update(businesses)
    .set({ referralCount: 1 })
    .where(sql`${businesses.id} = ${studio.id}`);
}
