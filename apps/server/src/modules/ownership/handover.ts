import { accountTexts } from '@timeapp/domain/account-texts';
import type {
  AcceptedHandover,
  HandoverInvitation,
  HandoverOffer,
  OfferHandoverBody,
} from '@timeapp/domain/business-closing';
import { messages } from '@timeapp/domain/messages';
import { sayDay } from '@timeapp/domain/say-when';
import { localParts } from '@timeapp/domain/time-zone';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { recordChange } from '../audit/record.ts';
import * as businesses from '../businesses/repository.ts';
import { businessPolicy } from '../businesses/policy.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { withPassword } from '../users/confirm-password.ts';
import * as users from '../users/repository.ts';
import { handoverAcceptedMail, handoverMail } from './mails.ts';
import { handoverPolicy } from './policy.ts';
import * as repo from './repository.ts';

/** An offer's link works for 7 days; the owner can send a new one. */
const OFFER_MS = 7 * 24 * 60 * 60 * 1000;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/**
 * Handing a business over to another account (DESIGN.md section 12; decision 051): its owner
 * offers it to an account's address, confirmed with their password; the link e-mailed there
 * is used once, within 7 days, by that account, and the business is theirs. The old owner may
 * then delete their account.
 */
export function handoverService(ctx: AppContext) {
  /** The caller's own open business: 404 for none, 403 for another's. */
  async function owned(me: SignedIn, businessId: string) {
    const b = isUuid(businessId) ? await businesses.findById(ctx.db, businessId) : undefined;
    if (!b) throw notFound(messages.businessNotFound);
    authorize(businessPolicy.handOver, me, b);
    return b;
  }

  /** Whether the account already owns an open business: an account runs one. */
  const ownsOne = async (userId: string) =>
    (await businesses.listIdsOwnedBy(ctx.db, userId)).length > 0;

  /** The open offer the link's token names: 400 when it is unknown, used, withdrawn or expired. */
  async function offerOf(token: string) {
    const found = await repo.findOfferByToken(ctx.db, hashToken(token), ctx.now());
    if (!found) throw badRequest(accountTexts.handoverInvalid);
    return found;
  }

  return {
    /** The owner: the open offer, if any. */
    async current(actor: Actor, businessId: string): Promise<HandoverOffer> {
      const b = await owned(requireVerified(actor), businessId);
      const offer = await repo.findOpenOffer(ctx.db, b.id, ctx.now());
      return offer ? { ...offer, expiresAt: offer.expiresAt.toISOString() } : null;
    },

    /** The owner offers the business to the account with this address; a new offer ends the last. */
    async offer(actor: Actor, businessId: string, body: OfferHandoverBody): Promise<string> {
      const me = requireVerified(actor);
      const b = await owned(me, businessId);
      const owner = await withPassword(ctx.db, me, body.password);
      const to = await users.findByEmail(ctx.db, body.email);
      if (!to?.verified || to.deletionRequestedAt) throw badRequest(accountTexts.handoverNoAccount);
      if (to.id === me.userId) throw badRequest(accountTexts.handoverToSelf);
      if (await ownsOne(to.id)) throw conflict(accountTexts.handoverRecipientOwns);
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + OFFER_MS);
      const { token, hash } = randomToken();
      await ctx.db.transaction(async (tx) => {
        const locked = await businesses.lockById(tx, b.id);
        if (!locked) throw notFound(messages.businessNotFound);
        authorize(businessPolicy.handOver, me, locked);
        await repo.endOffer(tx, b.id, now);
        await repo.insertOffer(tx, {
          businessId: b.id,
          fromUserId: me.userId,
          toUserId: to.id,
          tokenHash: hash,
          expiresAt,
        });
        const until = sayDay(localParts(expiresAt, b.timezone).date);
        await enqueueMail(
          tx,
          handoverMail(
            ctx,
            { email: to.email, name: fullName(to) },
            { from: fullName(owner), businessName: b.name, until },
            token,
          ),
        );
        await recordChange(tx, me, 'owner', {
          businessId: b.id,
          action: 'business.handoverOffered',
          subject: b.name,
          after: { offeredTo: to.email },
        });
      });
      return accountTexts.handoverOffered(to.email);
    },

    /** The owner takes the open offer back: its link no longer works. */
    async withdraw(actor: Actor, businessId: string): Promise<void> {
      const me = requireVerified(actor);
      const b = await owned(me, businessId);
      await ctx.db.transaction(async (tx) => {
        if (!(await repo.endOffer(tx, b.id, ctx.now()))) return;
        await recordChange(tx, me, 'owner', {
          businessId: b.id,
          action: 'business.handoverWithdrawn',
          subject: b.name,
          before: { offeredTo: true },
          after: { offeredTo: false },
        });
      });
    },

    /** The account it is offered to, signed in: what they would take. */
    async invitation(actor: Actor, token: string): Promise<HandoverInvitation> {
      const me = requireVerified(actor);
      const found = await offerOf(token);
      authorize(handoverPolicy.accept, me, found.offer);
      return {
        businessName: found.businessName,
        fromName: found.fromName,
        expiresAt: found.offer.expiresAt.toISOString(),
      };
    },

    /**
     * The account it is offered to takes the business: once, while the offer is open and the
     * business still its offerer's. The old owner is told by e-mail.
     */
    async accept(actor: Actor, token: string): Promise<AcceptedHandover> {
      const me = requireVerified(actor);
      authorize(handoverPolicy.accept, me, (await offerOf(token)).offer);
      if (await ownsOne(me.userId)) throw conflict(accountTexts.handoverRecipientOwns);
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        // Locked, and read again: a second acceptance waits here, then finds it spent.
        const found = await repo.findOfferByToken(tx, hashToken(token), now, true);
        if (!found) throw badRequest(accountTexts.handoverInvalid);
        const { offer } = found;
        const b = await businesses.lockById(tx, offer.businessId);
        if (!b || b.ownerId !== offer.fromUserId) throw badRequest(accountTexts.handoverInvalid);
        await repo.transfer(tx, offer, now);
        const from = await users.findById(tx, offer.fromUserId);
        const to = await users.findById(tx, me.userId);
        await recordChange(tx, me, 'owner', {
          businessId: b.id,
          action: 'business.handedOver',
          subject: b.name,
          before: { owner: from?.email ?? null },
          after: { owner: to?.email ?? null },
        });
        if (from && to)
          await enqueueMail(
            tx,
            handoverAcceptedMail({ email: from.email, name: fullName(from) }, fullName(to), b.name),
          );
        return { businessId: b.id, businessName: b.name };
      });
    },
  };
}
