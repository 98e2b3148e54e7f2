import { accountTexts } from '@timeapp/domain/account-texts';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  confirmTotpBody,
  removeTotpBody,
  renewRecoveryCodesBody,
  TwoFactorState,
} from '@timeapp/domain/two-factor';
import type { Db, Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { authorize } from '../../lib/policy.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';
import { matchTotp, newTotpSecret, totpUri } from '../../lib/totp.ts';
import { listIdsOwnedBy, listIdsStaffedBy } from '../businesses/repository.ts';
import { isOperatorEmail } from '../users/operators.ts';
import * as users from '../users/repository.ts';
import { twoFactorPolicy, type AccountRef } from './policy.ts';
import { toPasskeyItem } from './passkeys.ts';
import * as repo from './repository.ts';

const RECOVERY_CODES = 10;

/** Ten letters and digits in two groups ('k3m9x-2pq7d'): 50 bits each, typed once, if ever. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed (dash or none, any case) to the hash that is stored. */
const recoveryHash = (code: string) => hashToken(code.toLowerCase().replace('-', ''));

async function accountOf(ctx: AppContext, userId: string) {
  const user = await users.findById(ctx.db, userId);
  if (!user) throw unauthorized();
  const ref: AccountRef = {
    id: user.id,
    owner: (await listIdsOwnedBy(ctx.db, user.id)).length > 0,
    staff: (await listIdsStaffedBy(ctx.db, user.id)).length > 0,
    operator: isOperatorEmail(ctx, user.email),
  };
  return { user, ref };
}

/** Whether the operator rule needs this account to have a passkey or an app, and whether it has. */
export async function hasSecondFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const totp = await repo.findTotp(db, userId);
  return !!totp?.confirmedAt || (await repo.countPasskeys(db, userId)) > 0;
}

export async function getTwoFactorState(ctx: AppContext, actor: Actor): Promise<TwoFactorState> {
  const me = requireVerified(actor);
  authorize(twoFactorPolicy.managePasskeys, me, { userId: me.userId });
  const { ref } = await accountOf(ctx, me.userId);
  const totp = await repo.findTotp(ctx.db, me.userId);
  return {
    passkeys: (await repo.listPasskeys(ctx.db, me.userId)).map(toPasskeyItem),
    totpAllowed: twoFactorPolicy.manageTotp.allows(me, ref),
    totp: !!totp?.confirmedAt,
    recoveryCodesLeft: totp?.confirmedAt ? await repo.countRecoveryCodesLeft(ctx.db, me.userId) : 0,
    required: ref.operator,
  };
}

/**
 * Adding an authenticator app, step one: a new secret, shown as a QR code and as text. It asks
 * for nothing at sign-in until a code from the app proves it was copied (confirmTotp).
 */
export async function startTotp(ctx: AppContext, actor: Actor) {
  const me = requireVerified(actor);
  const { user, ref } = await accountOf(ctx, me.userId);
  authorize(twoFactorPolicy.manageTotp, me, ref);
  const secret = newTotpSecret();
  if (!(await repo.startTotp(ctx.db, user.id, secret))) throw conflict(accountTexts.totpAlreadyOn);
  return { secret, uri: totpUri(secret, ctx.config.productName, user.email) };
}

/** Step two: a code from the app turns it on; the answer is the recovery codes, shown once. */
export async function confirmTotp(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof confirmTotpBody>,
): Promise<string[]> {
  const me = requireVerified(actor);
  const { ref } = await accountOf(ctx, me.userId);
  authorize(twoFactorPolicy.manageTotp, me, ref);
  const limiter = rateLimiter(ctx);
  await limiter.hit(rateRules.secondFactorCodes, me.userId);
  const totp = await repo.findTotp(ctx.db, me.userId);
  if (!totp) throw badRequest(accountTexts.totpNotStarted);
  if (totp.confirmedAt) throw conflict(accountTexts.totpAlreadyOn);
  const now = ctx.now();
  const step = matchTotp(totp.secret, body.code, now, totp.lastStep);
  if (step === null) throw badRequest(accountTexts.secondFactorWrong);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.acceptTotpStep(tx, me.userId, step, now, true)))
      throw badRequest(accountTexts.secondFactorWrong);
    await repo.replaceRecoveryCodes(tx, me.userId, codes.map(recoveryHash));
  });
  await limiter.undo(rateRules.secondFactorCodes, me.userId);
  return codes;
}

/**
 * Ten new recovery codes, the unused old ones ending with them (a printout lost, or few left):
 * a current code from the app (or a recovery code) first, as for turning it off.
 */
export async function renewRecoveryCodes(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof renewRecoveryCodesBody>,
): Promise<string[]> {
  const me = requireVerified(actor);
  const { ref } = await accountOf(ctx, me.userId);
  authorize(twoFactorPolicy.manageTotp, me, ref);
  const totp = await repo.findTotp(ctx.db, me.userId);
  if (!totp?.confirmedAt) throw badRequest(accountTexts.totpNotStarted);
  await checkSecondFactor(ctx, me.userId, body.code);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await ctx.db.transaction((tx) =>
    repo.replaceRecoveryCodes(tx, me.userId, codes.map(recoveryHash)),
  );
  return codes;
}

/** Turning the app off takes a current code from it (or a recovery code), not just a session. */
export async function removeTotp(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof removeTotpBody>,
): Promise<void> {
  const me = requireVerified(actor);
  authorize(twoFactorPolicy.managePasskeys, me, { userId: me.userId });
  await checkSecondFactor(ctx, me.userId, body.code);
  await ctx.db.transaction((tx) => repo.deleteTotp(tx, me.userId));
}

/**
 * The account's code, from its authenticator app (a step after the last accepted) or one of its
 * unused recovery codes (used up by this); otherwise 400. Wrong codes count per account.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<void> {
  const limiter = rateLimiter(ctx);
  await limiter.hit(rateRules.secondFactorCodes, userId);
  const now = ctx.now();
  let accepted = false;
  if (/^\d{6}$/.test(code)) {
    const totp = await repo.findTotp(ctx.db, userId);
    const step = totp?.confirmedAt ? matchTotp(totp.secret, code, now, totp.lastStep) : null;
    accepted = step !== null && (await repo.acceptTotpStep(ctx.db, userId, step, now, false));
  } else {
    accepted = await repo.useRecoveryCode(ctx.db, userId, recoveryHash(code), now);
  }
  if (!accepted) throw badRequest(accountTexts.secondFactorWrong);
  await limiter.undo(rateRules.secondFactorCodes, userId);
}
