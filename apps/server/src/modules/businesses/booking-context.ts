import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { strikeWindowStart } from '@timeapp/domain/cancellation-policy';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { businesses, customerStrikes, sections, services, users } from '../../db/schema.ts';
import { entryAddressColumns } from '../calendar/repository.ts';

const customer = alias(users, 'customer');
const owner = alias(users, 'owner');

// Everything a booking needs before it takes the place, in one round trip: the business, the
// section if it belongs to it and is active (deleted ones take no bookings), the owner's
// address for the e-mail, the customer as the answer shows them, and the customer's strikes
// there that count (docs/decisions/055): a subquery of this same statement, no round trip more.
const bookingContextQuery = preparedFor((db) =>
  db
    .select({
      business: {
        id: businesses.id,
        // The owner joined: an open business has one (businesses_open_has_owner).
        ownerId: owner.id,
        name: businesses.name,
        contactNumber: businesses.contactNumber,
        photos: businesses.photos,
        timezone: businesses.timezone,
        // The address its calendar entry names (docs/calendars.md).
        ...entryAddressColumns,
        createdAt: businesses.createdAt,
        referralCount: businesses.referralCount,
        validBugReports: businesses.validBugReports,
        subscriptionStatus: businesses.subscriptionStatus,
        pastDueSince: businesses.pastDueSince,
        paidThrough: businesses.paidThrough,
        closedAt: businesses.closedAt,
        cancellationFreeHours: businesses.cancellationFreeHours,
        strikeLimit: businesses.strikeLimit,
        strikeConsequence: businesses.strikeConsequence,
        // Deposits (decision 056): what a customer at the limit pays, and the account.
        strikeDepositCents: businesses.strikeDepositCents,
        stripeAccountId: businesses.stripeAccountId,
        depositsReady: businesses.depositsReady,
      },
      section: sections,
      /** A section with services books by service only (docs/product-rules.md 9.5). */
      sectionHasServices: sql<boolean>`exists (select 1 from ${services} s
        where s.section_id = ${sections.id} and s.removed_at is null)`,
      /**
       * The caller's strikes here that count: not forgiven, newer than the window's start the
       * domain gives (strikeWindowStart, exclusive), on strikes_customer_idx.
       */
      strikes: sql<number>`(select count(*)::int from ${customerStrikes} k
        where k.user_id = ${sql.placeholder('userId')} and k.business_id = ${businesses.id}
          and k.forgiven_at is null and k.at > ${sql.placeholder('strikesSince')}::timestamptz)`,
      ownerEmail: owner.email,
      ownerVerified: owner.verified,
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        profileImage: customer.profileImage,
        email: customer.email,
        // The session check rides on this read (plugins/auth.ts, sessionInQuery).
        tokenVersion: customer.tokenVersion,
      },
    })
    .from(businesses)
    .innerJoin(owner, eq(owner.id, businesses.ownerId))
    .leftJoin(
      sections,
      and(
        eq(sections.id, sql.placeholder('sectionId')),
        eq(sections.businessId, businesses.id),
        eq(sections.version, 0),
      ),
    )
    .leftJoin(customer, eq(customer.id, sql.placeholder('userId')))
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .prepare('booking_context'),
);

export type BookingContext = NonNullable<Awaited<ReturnType<typeof findBookingContext>>>;

/** undefined: no such business; `section` null: no such active section in it. */
export async function findBookingContext(
  db: Db,
  businessId: string,
  sectionId: string,
  userId: string,
  now: Date,
) {
  const [row] = await bookingContextQuery(db).execute({
    businessId,
    sectionId,
    userId,
    strikesSince: strikeWindowStart(now).toISOString(),
  });
  return row && { ...row, strikes: Number(row.strikes) };
}
