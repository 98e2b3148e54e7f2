import type { z } from 'zod';
import { messages } from '@timeapp/domain/messages';
import type {
  changePasswordBody,
  forgotBody,
  loginBody,
  registerBody,
  resendBody,
  resetBody,
  SessionUser,
  verifyEmailQuery,
} from '@timeapp/domain/users';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Actor } from '../../lib/actor.ts';
import { requireVerified } from '../../lib/actor.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { toSessionUser } from '../users/profile.ts';
import * as users from '../users/repository.ts';
import { verificationMail } from './mails.ts';
import * as resets from './repository.ts';

export type Session = { token: string; user: SessionUser };
/** Where a request comes from, for the per-address limits. */
export type Client = { ip: string };

const UNVERIFIED_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

export async function register(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof registerBody>,
  client: Client,
): Promise<Session> {
  // Anyone may register; the address limit keeps scripts from filling the table.
  await rateLimiter(ctx).hit(rateRules.register, client.ip);
  if (await users.findByEmail(ctx.db, body.email)) throw conflict(messages.emailTaken);
  const passwordHash = await hashPassword(body.password);
  const address = body.address;
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const row = await users.insert(tx, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        mobileNumber: body.mobileNumber ?? '',
        birthday: body.birthday ?? '',
        country: address?.country ?? '',
        state: address?.state ?? '',
        city: address?.city ?? '',
        suburb: address?.suburb ?? '',
        postCode: address?.postCode ?? '',
        createdAt: ctx.now(),
      });
      await enqueueMail(tx, verificationMail(ctx, row, body.next));
      return row;
    });
    return {
      token: await ctx.tokens.sign({ id: user.id, verified: false }),
      user: await toSessionUser(ctx.db, user),
    };
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken);
    throw error;
  }
}

export async function verifyEmail(
  ctx: AppContext,
  _actor: Actor,
  query: z.output<typeof verifyEmailQuery>,
): Promise<void> {
  // Anyone holding the link may use it: the HMAC is the authorisation.
  const email = query.email.trim().toLowerCase();
  const expires = /^\d{1,16}$/.test(query.expires) ? Number(query.expires) : NaN;
  // Check the signature before the expiry, so a link whose expiry was edited reads as tampered.
  if (!Number.isFinite(expires) || !ctx.tokens.checkEmailToken(email, expires, query.token))
    throw badRequest(messages.verificationFailed);
  if (expires <= ctx.now().getTime()) throw badRequest(messages.verificationExpired);
  // The address is an account's own (registration), or one an account asked to move to.
  // The account may have been removed (unverified for 5 days) while the link was still valid.
  const now = ctx.now();
  if (await users.markVerifiedByEmail(ctx.db, email, now)) return;
  try {
    if (await users.confirmPendingEmail(ctx.db, email, now)) return;
  } catch (error) {
    // Someone registered the address meanwhile: it is theirs now.
    if (!isUniqueViolation(error)) throw error;
  }
  throw badRequest(messages.verificationFailed);
}

export async function resendVerification(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof resendBody>,
  client: Client,
): Promise<void> {
  // Anyone may ask; neither the answer nor its timing says whether the address is registered:
  // the request is written either way and resolved by the mail worker (requests.ts).
  await rateLimiter(ctx).hit(rateRules.resendVerification, client.ip);
  await resets.insertAccountRequest(ctx.db, 'verify', body.email);
}

export async function login(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof loginBody>,
  client: Client,
): Promise<Session> {
  // Anyone may try. Each attempt is counted as a failure first, in one atomic upsert per limit,
  // and taken back once the password proves right: simultaneous guesses each see their own
  // count, so no more than the limit ever reach the password check (docs/product-rules.md 4.4).
  const limiter = rateLimiter(ctx);
  await limiter.hit(rateRules.loginFailuresPerAddress, client.ip);
  await limiter.hit(rateRules.loginFailures, body.email);
  const user = await users.findByEmail(ctx.db, body.email);
  // An unknown address costs a hash comparison too, so timing does not tell which it was.
  const matches = await verifyPassword(
    body.password,
    user?.passwordHash ?? (await dummyHashPromise),
  );
  if (!user || !matches) throw unauthorized(messages.loginFailed);
  await limiter.undo(rateRules.loginFailures, body.email);
  await limiter.undo(rateRules.loginFailuresPerAddress, client.ip);
  if (!user.verified) throw forbidden(messages.loginUnverified);
  return {
    token: await ctx.tokens.sign({ id: user.id, verified: true, tokenVersion: user.tokenVersion }),
    user: await toSessionUser(ctx.db, user),
  };
}

export async function forgotPassword(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof forgotBody>,
  client: Client,
): Promise<void> {
  // Anyone may ask; neither the answer nor its timing says whether the address is registered:
  // the request is written either way and resolved by the mail worker (requests.ts).
  await rateLimiter(ctx).hit(rateRules.forgotPassword, client.ip);
  await resets.insertAccountRequest(ctx.db, 'reset', body.email);
}

export async function resetPassword(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof resetBody>,
): Promise<void> {
  // Anyone holding a valid reset token may use it once.
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await resets.claimReset(tx, hashToken(body.token), now);
    if (!userId) throw badRequest(messages.resetTokenInvalid);
    await resets.retireResets(tx, userId, now);
    // The link reached the mailbox, which proves the address as well as a verification link does.
    // Every session from before the reset ends (a thief's included).
    await users.changePassword(tx, userId, passwordHash, now);
  });
}

export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof changePasswordBody>,
): Promise<string> {
  const me = requireVerified(actor);
  const user = await users.findById(ctx.db, me.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(body.oldPassword, user.passwordHash)))
    throw badRequest(messages.changeWrongCurrent);
  // Every other session ends; this one goes on with the token answered here.
  const tokenVersion = await users.changePassword(
    ctx.db,
    user.id,
    await hashPassword(body.newPassword),
  );
  if (tokenVersion === undefined) throw unauthorized();
  return ctx.tokens.sign({ id: user.id, verified: true, tokenVersion });
}

/** Unverified accounts older than five days are removed (docs/product-rules.md 4.2). */
export async function removeStaleUnverified(ctx: AppContext): Promise<number> {
  return users.deleteUnverifiedBefore(
    ctx.db,
    new Date(ctx.now().getTime() - UNVERIFIED_LIFETIME_MS),
  );
}
