import { accountTexts } from '@timeapp/domain/account-texts';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { strikeConsequence } from '@timeapp/domain/cancellation-policy';
import { messages } from '@timeapp/domain/messages';
import { checkBooking } from '@timeapp/domain/schedule';
import type { AppContext } from '../../lib/context.ts';
import type { SignedIn } from '../../lib/actor.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid, NIL_UUID } from '../../lib/ids.ts';
import { authorize, type Owned, type Rule } from '../../lib/policy.ts';
import { toSchedule } from './present.ts';
import { planOfBusiness } from './plan-facts.ts';
import { findBookingContext } from './booking-context.ts';

/**
 * The business, section and slot a customer asks for, checked as a booking checks them: an
 * unknown business is 'not found' whatever the section (a malformed section id names no
 * section), then who may (`rule`), a business whose owner has not verified their e-mail takes
 * nothing yet, then the section, then the day and time rules (400 with their text). The
 * booking and the waitlist both start here.
 */
export async function bookableSlot(
  ctx: AppContext,
  me: SignedIn,
  slot: {
    businessId: string;
    sectionId: string;
    appointmentDate: string;
    appointmentTime: string;
  },
  rule: Rule<Owned>,
) {
  const { found, section } = await bookableSection(ctx, me, slot, rule);
  if (found.sectionHasServices) throw badRequest(messages.bookAService);
  const check = checkBooking(
    toSchedule(section),
    slot.appointmentDate,
    slot.appointmentTime,
    found.business.timezone,
    ctx.now(),
  );
  if (!check.ok) throw badRequest(check.message);
  return { found, section, check };
}

/**
 * The business and section a customer asks for, checked as every booking checks them (a slot,
 * a request, a service): the business, who may (`rule`), the owner's verified address, the
 * plan, then the section.
 */
export async function bookableSection(
  ctx: AppContext,
  me: SignedIn,
  slot: { businessId: string; sectionId: string },
  rule: Rule<Owned>,
) {
  const found = await businessFor(ctx, me, slot, rule);
  if (!found.ownerVerified) throw forbidden(messages.businessNotPublicYet);
  // Its plan decides whether it takes new bookings (docs/product-rules.md 8.1); what is
  // already booked stays manageable.
  if (!planOfBusiness(found.business, ctx.now()).bookable)
    throw forbidden(messages.businessNotBookable);
  // Too many late cancellations and no-shows here lately (docs/decisions/055): refused, saying
  // why. Only customers come this way; an owner's walk-in does not (businessFor).
  const policy = {
    strikeLimit: found.business.strikeLimit,
    consequence: found.business.strikeConsequence,
  };
  // With 'deposit' they pay one instead (decision 056), where deposits can be taken: this
  // server is set up for them and the business's account takes payments. Otherwise, refused.
  const consequence = strikeConsequence(found.strikes, policy);
  const canTakeDeposit = Boolean(ctx.config.deposits && found.business.depositsReady);
  if (consequence === 'refuse' || (consequence === 'deposit' && !canTakeDeposit))
    throw forbidden(cancellationTexts.refused(found.business.name, found.strikes));
  const section = found.section;
  if (!section) throw notFound(messages.sectionNotFound);
  return { found, section };
}

/**
 * The business a caller names, with the section if it is one of its active ones, once they may
 * do `rule` there: an unknown business is 'not found' whatever the section (a malformed
 * section id names no section). A booking and an owner's walk-in both start here.
 */
export async function businessFor(
  ctx: AppContext,
  me: SignedIn,
  slot: { businessId: string; sectionId: string },
  rule: Rule<Owned>,
) {
  const found = isUuid(slot.businessId)
    ? await findBookingContext(
        ctx.db,
        slot.businessId,
        isUuid(slot.sectionId) ? slot.sectionId : NIL_UUID,
        me.userId,
        ctx.now(),
      )
    : undefined;
  if (!found) throw notFound(messages.businessNotFound);
  // The page was open before it closed (decision 051); the database refuses it too.
  if (found.business.closedAt) throw notFound(accountTexts.businessClosed);
  authorize(rule, me, found.business);
  return found;
}
