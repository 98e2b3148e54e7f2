import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, teamMembers } from '../../db/schema.ts';

// Team members' staff sign-in (docs/product-rules.md 9.8): the open invitation and the account
// that accepted it.

type Conn = Db | Tx;

/** A current member whose open invitation has this token hash and was sent after `since`. */
export async function findInvited(db: Conn, tokenHash: string, since: Date) {
  const [row] = await db
    .select({
      memberId: teamMembers.id,
      memberName: teamMembers.name,
      email: teamMembers.email,
      businessId: businesses.id,
      businessName: businesses.name,
      timeZone: businesses.timezone,
    })
    .from(teamMembers)
    .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
    .where(
      and(
        eq(teamMembers.inviteTokenHash, tokenHash),
        gt(teamMembers.invitedAt, since),
        isNull(teamMembers.removedAt),
      ),
    );
  return row;
}

/** A new open invitation (or none): whoever accepted an earlier one no longer signs in as them. */
export async function setInvitation(
  tx: Tx,
  memberId: string,
  invitation: { tokenHash: string; at: Date } | null,
): Promise<void> {
  await tx
    .update(teamMembers)
    .set({
      userId: null,
      inviteTokenHash: invitation?.tokenHash ?? null,
      invitedAt: invitation?.at ?? null,
    })
    .where(eq(teamMembers.id, memberId));
}

/** Links the account to the member, once: false when the invitation was used meanwhile. */
export async function acceptInvitation(
  tx: Tx,
  memberId: string,
  tokenHash: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .update(teamMembers)
    .set({ userId, inviteTokenHash: null })
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.inviteTokenHash, tokenHash)))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** The businesses whose team the user signs in to, in the order they joined. */
export async function listMemberships(db: Conn, userId: string) {
  return db
    .select({
      memberId: teamMembers.id,
      memberName: teamMembers.name,
      businessId: businesses.id,
      businessName: businesses.name,
      timeZone: businesses.timezone,
    })
    .from(teamMembers)
    .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
    .where(and(eq(teamMembers.userId, userId), isNull(teamMembers.removedAt)))
    .orderBy(asc(teamMembers.createdAt));
}
