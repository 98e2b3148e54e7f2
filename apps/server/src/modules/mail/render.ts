import type { AppContext } from '../../lib/context.ts';
import { appointmentCalendar } from '../calendar/ics.ts';
import { renderMail } from './compose.tsx';
import type { OutboxRow } from './repository.ts';

/** An outbox row with its parts as they are sent: HTML, text and the .ics with its method. */
export type RenderedMail = OutboxRow & { text: string; html: string };

/**
 * Renders a queued message when it is sent (the worker), or shown (the dev mailbox). A row
 * queued before the outbox kept content (migration 0020) carries its rendered parts already.
 */
export async function renderOutboxRow(ctx: AppContext, row: OutboxRow): Promise<RenderedMail> {
  if (!row.content) return { ...row, text: row.text ?? '', html: row.html ?? '' };
  const { html, text } = await renderMail(ctx, row.content);
  const entry = row.calendarEntry;
  const calendar = entry
    ? appointmentCalendar({ ...entry, startsAt: new Date(entry.startsAt) }, ctx.config)
    : null;
  return {
    ...row,
    html,
    text,
    calendar: calendar?.content ?? row.calendar,
    calendarMethod: calendar?.method ?? row.calendarMethod,
  };
}
