import { messages } from '@timeapp/domain/messages';
import { requireVerified } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import { authorize } from '../../../lib/policy.ts';
import { findEntry } from '../../calendar/repository.ts';
import { appointmentFile } from '../../calendar/service.ts';
import type { ById, Command } from '../command.ts';
import { appointmentPolicy, roleIn } from '../policy.ts';

/** The appointment's .ics (docs/calendars.md): for its customer or its business's owner. */
export const calendarFile: Command<ById, { filename: string; content: string }> = async (
  ctx,
  actor,
  { id },
) => {
  const me = requireVerified(actor);
  const f = isUuid(id) ? await findEntry(ctx.db, id) : undefined;
  if (!f) throw notFound(messages.appointmentNotFound);
  authorize(appointmentPolicy.read, me, f);
  return appointmentFile(ctx, f, roleIn(me, f) === 'owner' ? 'owner' : 'customer');
};
