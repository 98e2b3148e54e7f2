import { waitlistFreedType } from '@timeapp/domain/events';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { insertEvents } from '../events/repository.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import { freeTimes } from '../team/availability.ts';
import { placeFreedMail, timeFreedMail, type FreedSlot } from './mails.ts';
import * as repo from './repository.ts';

/**
 * What an appointment that stopped holding its place held: a slot's place, and for a booking
 * by service its member's time (`serviceId` and `memberId` set).
 */
export type Freed = FreedSlot & { serviceId: string | null; memberId: string | null };

/**
 * Tells the customers waiting for what `freed` held, in the order they asked, in the
 * transaction that freed it: an e-mail each through the outbox and a live event each. The
 * first to book takes it; the others stay on the list for the next one.
 */
export async function tellWaitlist(ctx: AppContext, tx: Tx, freed: Freed): Promise<void> {
  if (freed.serviceId && freed.memberId)
    return tellMemberFreed(ctx, tx, { ...freed, memberId: freed.memberId });
  const slot = freed;
  const waiting = await repo.takeWaiting(tx, slot, ctx.now());
  for (const w of waiting)
    await tellOne(tx, w.userId, placeFreedMail(ctx, w.email, slot), {
      businessId: slot.businessId,
      sectionId: slot.sectionId,
      date: slot.appointmentDate,
      time: slot.appointmentTime,
    });
}

/** One waiting customer told: their e-mail through the outbox and their live event. */
async function tellOne(
  tx: Tx,
  userId: string,
  mail: MailMessage,
  data: Record<string, string>,
): Promise<void> {
  await enqueueMail(tx, mail);
  await insertEvents(tx, [
    {
      type: waitlistFreedType,
      ownerId: null,
      customerId: userId,
      sectionId: null,
      slotDate: null,
      data,
    },
  ]);
}

/**
 * A booking by service stopped holding its member's time (docs/decisions/043): the customers
 * waiting that day for a service of the business with that member, or with anyone, are told,
 * in the order they asked, when that member now has a free start for their service that day
 * (another member's time did not change, so theirs need not be asked). Nobody holds it for
 * them: the first to book takes it.
 */
async function tellMemberFreed(
  ctx: AppContext,
  tx: Tx,
  freed: Freed & { memberId: string },
): Promise<void> {
  const now = ctx.now();
  const date = freed.appointmentDate;
  const waiting = await repo.waitingOnMemberDay(
    tx,
    { businessId: freed.businessId, date, memberId: freed.memberId },
    now,
  );
  if (!waiting.length) return;
  const { memberName } = await repo.entryNames(tx, { serviceId: null, memberId: freed.memberId });
  if (!memberName) return;
  // The availability rule itself (team/availability.ts), read in this transaction: it sees the
  // time just freed, and on PGlite's one connection a read outside it would wait for it.
  const inTx = { ...ctx, db: tx };
  const freeFor = new Map<string, boolean>();
  const told: string[] = [];
  for (const w of waiting) {
    let free = freeFor.get(w.serviceId);
    if (free === undefined) {
      free = await hasFreeStart(inTx, freed.businessId, w.serviceId, date, freed.memberId);
      freeFor.set(w.serviceId, free);
    }
    if (!free) continue;
    told.push(w.id);
    const about = { ...freed, serviceName: w.serviceName, memberName };
    await tellOne(tx, w.userId, timeFreedMail(ctx, w.email, about), {
      businessId: freed.businessId,
      sectionId: freed.sectionId,
      date,
      serviceId: w.serviceId,
      memberId: freed.memberId,
    });
  }
  await repo.markTold(tx, told, now);
}

/** Whether `memberId` has a free start for the service on `date`; a service or member gone: no. */
async function hasFreeStart(
  ctx: AppContext,
  businessId: string,
  serviceId: string,
  date: string,
  memberId: string,
): Promise<boolean> {
  try {
    const times = await freeTimes(ctx, businessId, serviceId, {
      from: date,
      days: 1,
      member: memberId,
    });
    return (times.days[0]?.times.length ?? 0) > 0;
  } catch (e) {
    // 404: the service was removed, or the member no longer does it.
    if (e instanceof AppError && e.status === 404) return false;
    throw e;
  }
}
