import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { randomToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { staffInviteMail } from './mails.ts';
import * as repo from './repository.ts';

/**
 * A member's address was set or changed (or the owner asked again): a new invitation to it,
 * and whoever signed in as this member before no longer does. No address: no invitation.
 * In the owner's transaction, so the e-mail goes only if the change commits.
 */
export async function inviteMember(
  ctx: AppContext,
  tx: Tx,
  member: { id: string; name: string; email: string | null },
  businessName: string,
): Promise<void> {
  if (!member.email) return repo.setInvitation(tx, member.id, null);
  const { token, hash } = randomToken();
  await repo.setInvitation(tx, member.id, { tokenHash: hash, at: ctx.now() });
  await enqueueMail(
    tx,
    staffInviteMail(ctx, { email: member.email, memberName: member.name }, businessName, token),
  );
}
