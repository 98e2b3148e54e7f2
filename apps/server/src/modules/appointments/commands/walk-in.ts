import type { Appointment, WalkInBody } from '@timeapp/domain/appointments';
import { PARTY_SIZE } from '@timeapp/domain/covers';
import { messages } from '@timeapp/domain/messages';
import { checkBooking } from '@timeapp/domain/schedule';
import { requireVerified } from '../../../lib/actor.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { toSchedule } from '../../businesses/present.ts';
import { view } from '../answers.ts';
import { businessFor } from '../../businesses/bookable-slot.ts';
import { appointmentPolicy } from '../policy.ts';
import { markWalkIn } from '../repository/booking.ts';
import { takePlace } from '../take-place.ts';
import { takeMemberTime } from './book-service.ts';
import { recordChange } from '../../audit/record.ts';
import type { Tx } from '../../../db/client.ts';
import type { Command } from '../command.ts';

const MINUTE_MS = 60_000;

type WalkIn = WalkInBody & { businessId: string };

/**
 * The owner books a walk-in or phone customer (no account): approved at once, in a free
 * place, through the same booking function and capacity rule (docs/product-rules.md 5.11).
 * The slot in progress may be taken, as a walk-in is there now. Into a request-only section
 * a walk-in brings its party and fits the half hour's covers as a request does
 * (docs/product-rules.md 10). Into a section with services it takes a member's time for a
 * service, named or anyone free, as a customer's booking by service does (9).
 */
export const walkIn: Command<WalkIn, Appointment> = async (ctx, actor, input) => {
  const me = requireVerified(actor);
  const found = await businessFor(ctx, me, input, appointmentPolicy.walkIn);
  const { business, section } = found;
  if (!section) throw notFound(messages.sectionNotFound);
  const audit = (tx: Tx, time: string) =>
    recordChange(tx, me, 'owner', {
      businessId: business.id,
      action: 'appointment.walkIn',
      subject: `${section.sectionName}, ${input.appointmentDate} ${time}`,
      after: { name: input.name, appointmentDate: input.appointmentDate, appointmentTime: time },
    });
  if (found.sectionHasServices) {
    if (input.serviceId === undefined) throw badRequest(messages.bookAService);
    const { stored } = await takeMemberTime(ctx, {
      found,
      section,
      serviceId: input.serviceId,
      memberId: input.memberId,
      date: input.appointmentDate,
      timeOrInstant: input.appointmentTime,
      by: 'owner',
      userId: null,
      reason: '',
      inProgress: true,
      then: async (tx, id) => {
        await markWalkIn(tx, id, { name: input.name, phone: input.phone });
        await audit(tx, input.appointmentTime);
      },
    });
    return view(ctx, stored.id, true);
  }
  if (input.serviceId !== undefined) throw notFound(messages.serviceNotFound);
  if (input.partySize !== undefined && !section.customRequest)
    throw badRequest(messages.partySizeRequestsOnly);
  const now = ctx.now();
  const schedule = toSchedule(section);
  const inProgress = new Date(now.getTime() - section.slotDuration * MINUTE_MS + 1);
  const check = checkBooking(
    schedule,
    input.appointmentDate,
    input.appointmentTime,
    business.timezone,
    inProgress,
  );
  if (!check.ok) throw badRequest(check.message);
  const partySize = section.customRequest ? (input.partySize ?? PARTY_SIZE.byDefault) : undefined;
  const id = await ctx.db.transaction(async (tx) => {
    const { input: stored } = await takePlace(ctx, tx, 'owner', {
      found,
      section,
      appointmentDate: input.appointmentDate,
      time: check.time,
      startsAt: check.startsAt,
      userId: null,
      reason: '',
      ...(partySize !== undefined && { partySize }),
    });
    await markWalkIn(tx, stored.id, { name: input.name, phone: input.phone });
    await audit(tx, check.time);
    return stored.id;
  });
  return view(ctx, id, true);
};
