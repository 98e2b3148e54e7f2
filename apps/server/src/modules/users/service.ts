import type { z } from 'zod';
import { messages } from '@timeapp/domain/messages';
import type { UserProfile, updateUserBody } from '@timeapp/domain/users';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { emailChangedMail, verificationMail } from './mails.ts';
import * as businesses from '../businesses/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { isOperatorEmail } from './operators.ts';
import { userPolicy } from './policy.ts';
import { toUserProfile } from './profile.ts';
import * as users from './repository.ts';

export async function getProfile(ctx: AppContext, actor: Actor, id: string): Promise<UserProfile> {
  const me = requireVerified(actor);
  // Only one's own profile; comparing first also means a malformed id never reaches SQL.
  authorize(userPolicy.readProfile, me, { id });
  const user = await users.findById(ctx.db, me.userId);
  // A valid token whose account is gone (for example removed while unverified).
  if (!user) throw unauthorized();
  return toUserProfile(ctx.db, user);
}

export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof updateUserBody>,
): Promise<UserProfile> {
  const me = requireVerified(actor);
  const current = await users.findById(ctx.db, me.userId);
  if (!current) throw unauthorized();

  const favorite = Array.isArray(body.favorite) ? body.favorite[0] : body.favorite;
  if (favorite !== undefined && !(isUuid(favorite) && (await businesses.exists(ctx.db, favorite))))
    throw notFound(messages.businessNotFound);

  const emailChanged = body.email !== undefined && body.email !== current.email;
  // An operator's address is given to an account by `npm run operator -- add` only
  // (docs/decisions/039); refused as a taken address is, saying no more.
  if (
    emailChanged &&
    (isOperatorEmail(ctx, body.email!) || (await users.findByEmail(ctx.db, body.email!)))
  )
    throw conflict(messages.emailTaken);

  // Texts need a number: a tick without one (given now or before) is refused, and removing the
  // number takes the consent with it (docs/decisions/054-texts.md).
  const mobile = body.mobileNumber ?? current.mobileNumber;
  if (body.textsConsent && !mobile) throw badRequest(messages.consentNeedsMobile);
  const textsConsentAt =
    !mobile || body.textsConsent === false
      ? null
      : body.textsConsent
        ? (current.textsConsentAt ?? ctx.now())
        : undefined;
  const changes: Partial<users.NewUser> = {
    textsConsentAt,
    firstName: body.firstName,
    lastName: body.lastName,
    mobileNumber: body.mobileNumber,
    birthday: body.birthday,
    profileImage: body.profileImage,
    country: body.address?.country,
    state: body.address?.state,
    city: body.address?.city,
    suburb: body.address?.suburb,
    postCode: body.address?.postCode,
  };
  // A new address waits until its link is opened; the account keeps its proven one meanwhile
  // (docs/decisions/012). Sending the current address back withdraws a pending change.
  if (emailChanged) changes.pendingEmail = body.email!;
  else if (body.email !== undefined && current.pendingEmail) changes.pendingEmail = null;

  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const row = await users.update(tx, current.id, withoutUndefined(changes));
      if (favorite !== undefined) await users.addFavorite(tx, current.id, favorite);
      if (isUuid(body.unfavorite)) await users.removeFavorite(tx, current.id, body.unfavorite);
      if (emailChanged && row) {
        await enqueueMail(
          tx,
          verificationMail(
            ctx,
            { id: row.id, email: body.email!, firstName: row.firstName },
            'change',
          ),
        );
        await enqueueMail(tx, emailChangedMail(ctx, current, body.email!));
      }
      return row;
    });
    if (!updated) throw unauthorized();
    return await toUserProfile(ctx.db, updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken);
    throw error;
  }
}

function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
