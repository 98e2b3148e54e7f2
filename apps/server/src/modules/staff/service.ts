import type { z } from 'zod';
import { messages } from '@timeapp/domain/messages';
import type {
  AcceptedInvitation,
  acceptInvitationBody,
  StaffInvitation,
  StaffMembership,
} from '@timeapp/domain/staff';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { endAccessBeyondSessions } from '../auth/service.ts';
import { isOperatorEmail } from '../users/operators.ts';
import { verifiedSession } from '../users/profile.ts';
import * as users from '../users/repository.ts';
import * as repo from './repository.ts';

/** An invitation is good for 14 days; the owner can send a new one. */
const INVITATION_MS = 14 * 24 * 60 * 60 * 1000;

type Body = z.output<typeof acceptInvitationBody>;

/** Staff sign-in (docs/product-rules.md 9.8). */
export function staffService(ctx: AppContext) {
  /** The member an open invitation names: 400 when it is unknown, used, withdrawn or expired. */
  async function invited(token: string) {
    const since = new Date(ctx.now().getTime() - INVITATION_MS);
    const found = await repo.findInvited(ctx.db, hashToken(token), since);
    if (!found?.email) throw badRequest(messages.invitationInvalid);
    return { ...found, email: found.email };
  }

  const membershipOf = (m: Awaited<ReturnType<typeof invited>>): StaffMembership => ({
    memberId: m.memberId,
    memberName: m.memberName,
    businessId: m.businessId,
    businessName: m.businessName,
    timeZone: m.timeZone,
  });

  return {
    /** Anyone holding the link: whom it invites, and whether to sign in or make an account. */
    async invitation(token: string): Promise<StaffInvitation> {
      const m = await invited(token);
      const account = await users.findByEmail(ctx.db, m.email);
      return {
        businessName: m.businessName,
        memberName: m.memberName,
        email: m.email,
        hasAccount: Boolean(account?.verified),
      };
    },

    /**
     * The link proves the mailbox, and whoever holds the mailbox owns the address (DESIGN.md
     * section 12). Signed in as the invited address: linked. A verified account holds it but
     * the caller is not signed in to it: sign in first. No verified account: the opener makes
     * it here (name and password), or, for an account still unverified at that address,
     * chooses its password and verifies it (its other sessions end), and is signed in.
     */
    async accept(actor: Actor, body: Body): Promise<AcceptedInvitation> {
      const m = await invited(body.token);
      const hash = hashToken(body.token);
      const account = await users.findByEmail(ctx.db, m.email);
      if (actor) {
        const me = requireVerified(actor);
        if (account?.id !== me.userId) throw forbidden(messages.invitationOtherAccount);
        await ctx.db.transaction(async (tx) => {
          if (!(await repo.acceptInvitation(tx, m.memberId, hash, me.userId)))
            throw badRequest(messages.invitationInvalid);
        });
        return { membership: membershipOf(m) };
      }
      if (account?.verified) throw conflict(messages.invitationSignIn);
      if (!body.password) throw badRequest(messages.passwordRequired);
      if (!account) {
        if (!body.firstName || !body.lastName) throw badRequest(messages.nameRequired);
        // An operator's address is never made an account by a link (docs/decisions/039); one
        // another account is waiting to move to belongs to that account's link.
        if (isOperatorEmail(ctx, m.email) || (await users.addressInUse(ctx.db, m.email)))
          throw conflict(messages.emailTaken);
      }
      const passwordHash = await hashPassword(body.password);
      const now = ctx.now();
      const made = ctx.db.transaction(async (tx) => {
        let user: users.UserRow;
        let version: number;
        if (account) {
          const v = await users.verifyWithPassword(tx, account.id, m.email, passwordHash, now);
          if (v === undefined) throw badRequest(messages.invitationInvalid);
          await endAccessBeyondSessions(tx, account.id, v);
          user = account;
          version = v;
        } else {
          user = await users.insert(tx, {
            email: m.email,
            passwordHash,
            firstName: body.firstName!,
            lastName: body.lastName!,
            verified: true,
            verifiedAt: now,
            createdAt: now,
          });
          version = user.tokenVersion;
        }
        if (!(await repo.acceptInvitation(tx, m.memberId, hash, user.id)))
          throw badRequest(messages.invitationInvalid);
        return { user, version };
      });
      // Two openers racing to make the account: the unique address decides.
      const { user, version } = await made.catch((e: unknown) => {
        throw isUniqueViolation(e) ? conflict(messages.emailTaken) : e;
      });
      return {
        membership: membershipOf(m),
        session: await verifiedSession(ctx, user, version),
      };
    },

    /** The caller's teams. */
    async memberships(actor: Actor): Promise<StaffMembership[]> {
      const me = requireVerified(actor);
      return repo.listMemberships(ctx.db, me.userId);
    },
  };
}
