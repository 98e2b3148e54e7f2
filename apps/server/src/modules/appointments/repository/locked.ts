import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.ts';
import type { AppointmentStatus } from '@timeapp/domain/status';
import {
  appointments,
  businesses,
  sections,
  services,
  teamMembers,
  users,
} from '../../../db/schema.ts';
import { entryAddressColumns } from '../../calendar/repository.ts';

const customer = alias(users, 'customer');
const owner = alias(users, 'owner');

export type LockedAppointment = {
  id: string;
  status: AppointmentStatus;
  /** null for a walk-in, who has no account and gets no e-mail. */
  userId: string | null;
  businessId: string;
  sectionId: string;
  ownerId: string;
  /** Its business closed (decision 051): the appointment is history, changed by no one. */
  businessClosed: boolean;
  customerEmail: string | null;
  customerName: string;
  ownerEmail: string;
  businessName: string;
  sectionName: string;
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
  timezone: string;
  /** Its business's free cancellation, in hours before the start (docs/decisions/055). */
  cancellationFreeHours: number;
  attendance: string | null;
  attendanceAt: Date | null;
  /** Places per slot; null in request mode (no limit). */
  capacity: number | null;
  /** A booking by service: its member and service (null otherwise). */
  memberId: string | null;
  serviceId: string | null;
  /** The account that signs in as that member (staff), if any. */
  staffUserId: string | null;
  /** A request: its party, and its section's most people per half hour (null: no limit). */
  partySize: number | null;
  maxCovers: number | null;
  /** What the customer's e-mails say: the business's address, and the price (service or section). */
  street: string;
  suburb: string;
  city: string;
  state: string;
  postCode: string;
  country: string;
  priceCents: number | null;
};

/** The appointment row locked for a decision, with who to tell about it. */
export async function lockForUpdate(tx: Tx, id: string): Promise<LockedAppointment | undefined> {
  const [row] = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      userId: appointments.userId,
      businessId: appointments.businessId,
      sectionId: appointments.sectionId,
      ownerId: owner.id,
      businessClosed: sql<boolean>`${businesses.closedAt} is not null`,
      customerEmail: customer.email,
      customerName: sql<string>`coalesce(${customer.firstName} || ' ' || ${customer.lastName}, ${appointments.walkInName}, '')`,
      ownerEmail: owner.email,
      businessName: businesses.name,
      sectionName: sections.sectionName,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      startsAt: appointments.startsAt,
      timezone: businesses.timezone,
      cancellationFreeHours: businesses.cancellationFreeHours,
      attendance: appointments.attendance,
      attendanceAt: appointments.attendanceAt,
      capacity: sql<
        number | null
      >`case when ${sections.customRequest} then null else ${sections.appointmentPerSlot} end`,
      memberId: appointments.memberId,
      serviceId: appointments.serviceId,
      staffUserId: sql<
        string | null
      >`case when ${teamMembers.removedAt} is null then ${teamMembers.userId} end`,
      partySize: appointments.partySize,
      // Null for a slot section: sections_max_covers_check (drizzle/0025).
      maxCovers: sections.maxCovers,
      ...entryAddressColumns,
      priceCents: sql<number | null>`coalesce(${services.priceCents}, ${sections.priceCents})`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .leftJoin(customer, eq(customer.id, appointments.userId))
    .innerJoin(owner, eq(owner.id, businesses.ownerId))
    .leftJoin(teamMembers, eq(teamMembers.id, appointments.memberId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  return row;
}
