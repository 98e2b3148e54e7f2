import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { renderOutboxRow } from './render.ts';
import { listNewest } from './repository.ts';

export type MailboxEntry = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
};

/** The dev mailbox: the newest 50 e-mails, whatever their state. */
export async function listMailbox(ctx: AppContext, _actor: Actor): Promise<MailboxEntry[]> {
  // Anyone may read it in development, so a new user can follow a link; it does not exist in production.
  if (!ctx.config.devFeatures) throw notFound();
  const rows = await Promise.all(
    (await listNewest(ctx.db, 50)).map((row) => renderOutboxRow(ctx, row)),
  );
  return rows.map((m) => ({
    _id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    links: m.links,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}
