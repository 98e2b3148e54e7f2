import { waitlistFreedType } from '@timeapp/domain/events';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { insertEvents } from '../events/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { placeFreedMail, type FreedSlot } from './mails.ts';
import * as repo from './repository.ts';

/**
 * Tells the customers waiting for `slot`, in the order they asked, in the transaction that
 * freed the place: an e-mail each through the outbox and a live event each. The first to book
 * takes the place; the others stay on the list for the next one.
 */
export async function tellWaitlist(ctx: AppContext, tx: Tx, slot: FreedSlot): Promise<void> {
  const waiting = await repo.takeWaiting(tx, slot, ctx.now());
  for (const w of waiting) {
    await enqueueMail(tx, placeFreedMail(ctx, w.email, slot));
    await insertEvents(tx, [
      {
        type: waitlistFreedType,
        ownerId: null,
        customerId: w.userId,
        sectionId: null,
        slotDate: null,
        data: {
          businessId: slot.businessId,
          sectionId: slot.sectionId,
          date: slot.appointmentDate,
          time: slot.appointmentTime,
        },
      },
    ]);
  }
}
