import { formatPhone } from '@timeapp/domain/phone-format';
import type { SessionUser, UserProfile } from '@timeapp/domain/users';
import type { Db, Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { listIdsOwnedBy, listIdsStaffedBy } from '../businesses/repository.ts';
import { keepAccount, listFavoriteIds, type UserRow } from './repository.ts';

// Answers are built field by field from the contract: a row (with its hash) never goes out.

export async function toSessionUser(db: Db | Tx, user: UserRow): Promise<SessionUser> {
  // One after the other: `db` may be a transaction's single connection.
  const relatedBusinesses = await listIdsOwnedBy(db, user.id);
  const staffOf = await listIdsStaffedBy(db, user.id);
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImage: user.profileImage,
    relatedBusinesses,
    staffOf,
  };
}

/**
 * A verified session for `user`: its token (signed with the account's token version, or the one
 * just set) and what the sign-in answers about it. Login, the sign-up's code and a staff
 * member's first sign-in all answer it.
 */
export async function verifiedSession(
  ctx: AppContext,
  user: UserRow,
  tokenVersion = user.tokenVersion,
): Promise<{ token: string; user: SessionUser; restored: boolean }> {
  // Any sign-in within the 14 days keeps an account whose deletion was asked for (decision 049).
  const restored = user.deletionRequestedAt !== null && (await keepAccount(ctx.db, user.id));
  return {
    token: await ctx.tokens.sign({ id: user.id, verified: true, tokenVersion }),
    user: await toSessionUser(ctx.db, user),
    restored,
  };
}

export async function toUserProfile(db: Db | Tx, user: UserRow): Promise<UserProfile> {
  const [session, favorite] = await Promise.all([
    toSessionUser(db, user),
    listFavoriteIds(db, user.id),
  ]);
  return {
    ...session,
    mobileNumber: user.mobileNumber,
    mobileNumberDisplay: formatPhone(user.mobileNumber),
    textsConsent: user.textsConsentAt !== null && user.mobileNumber !== '',
    birthday: user.birthday,
    userName: user.email.split('@')[0] ?? '',
    userType: user.userType,
    active: user.active,
    verified: user.verified,
    address: {
      country: user.country,
      state: user.state,
      city: user.city,
      suburb: user.suburb,
      postCode: user.postCode,
    },
    favorite,
  };
}
