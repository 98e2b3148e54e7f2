import { eq } from 'drizzle-orm';
import { AppointmentStatus } from '@timeapp/domain/status';
import { readReply } from '@timeapp/domain/sms';
import { smsTexts } from '@timeapp/domain/sms-texts';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { decide } from '../appointments/commands/decide.ts';
import { lockForUpdate } from '../appointments/repository/locked.ts';
import { appointmentEvents } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';
import { businessInText, cancelledByTextText, confirmedText } from '../texts/compose.ts';
import * as texts from '../texts/repository.ts';

/** A reply as the provider's webhook gives it: its id, the number it came from, its words. */
export type Reply = { providerId: string; from: string; body: string };

/**
 * A customer's reply (docs/decisions/054-texts.md), acted on once however often the webhook
 * comes: 'Y' marks their next appointment a text was about as confirmed by text, 'C' cancels it
 * through the customer's own cancellation ('Cancelled by text': the place frees, the owner is
 * told, as for any cancellation), STOP ends every text to the number and START resumes them;
 * anything else gets a short help text. Answers go by text through the outbox, to numbers of
 * customers who agreed to texts only.
 */
export async function receiveReply(ctx: AppContext, reply: Reply): Promise<void> {
  const now = ctx.now();
  const fresh = await texts.recordReply(ctx.db, { ...reply, at: now });
  if (!fresh) return;
  const phone = reply.from;
  switch (readReply(reply.body)) {
    case 'stop':
      await texts.optOut(ctx.db, phone, now);
      return;
    case 'start':
      await texts.optIn(ctx.db, phone);
      return answer(ctx, phone, smsTexts.resumed(ctx.config.productName));
    case 'help':
      return answer(ctx, phone, smsTexts.help(ctx.config.productName));
    case 'confirm':
      return confirm(ctx, phone);
    case 'cancel':
      return cancel(ctx, phone);
  }
}

/** A text back to `phone`, when it belongs to a customer who agreed to texts. */
async function answer(
  ctx: AppContext,
  phone: string,
  body: string,
  about?: { id: string; businessId: string; userId: string | null },
  db: AppContext['db'] | Tx = ctx.db,
) {
  const userId = about?.userId ?? (await texts.consentingUserOf(db, phone));
  if (!userId) return;
  await texts.enqueueText(db, {
    to: phone,
    body,
    kind: 'reply',
    userId,
    businessId: about?.businessId ?? null,
    appointmentId: about?.id ?? null,
  });
}

/** 'Y': the owner sees 'Confirmed by text' on the appointment, live. */
async function confirm(ctx: AppContext, phone: string) {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await texts.lockAnsweredAppointment(tx, phone, ctx.now());
    const a = found && (await lockForUpdate(tx, found.id));
    if (!a) return false;
    await tx
      .update(appointments)
      .set({ confirmedByTextAt: ctx.now() })
      .where(eq(appointments.id, a.id));
    await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'customer', false));
    await answer(ctx, phone, confirmedText(a), a, tx);
    return true;
  });
  if (!done) await answer(ctx, phone, smsTexts.nothingToAnswer(ctx.config.productName));
}

/**
 * 'C': the customer's own cancellation (appointments/commands/decide.ts), as if they pressed
 * Cancel, with the reason 'Cancelled by text'. Refused (it started, the business closed): a
 * text says so.
 */
async function cancel(ctx: AppContext, phone: string) {
  const found = await ctx.db.transaction((tx) =>
    texts.lockAnsweredAppointment(tx, phone, ctx.now()),
  );
  if (!found) return answer(ctx, phone, smsTexts.nothingToAnswer(ctx.config.productName));
  // The text proves the number; the account it belongs to booked, so it is verified.
  const customer = { userId: found.userId, verified: true };
  try {
    await decide(ctx, customer, {
      id: found.id,
      status: AppointmentStatus.Cancelled,
      cancellationReason: smsTexts.cancelReason,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log?.info({ status: error.status }, 'a cancellation by text was refused');
    return answer(ctx, phone, smsTexts.cannotCancel(businessInText(found.businessName)), found);
  }
  await answer(ctx, phone, cancelledByTextText(found), found);
}
