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
  signUpToBookBody,
  verifyCodeBody,
  verifyEmailQuery,
  verifyWithPasswordBody,
} from '@timeapp/domain/users';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Actor } from '../../lib/actor.ts';
import { requireUser, requireVerified } from '../../lib/actor.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/tokens.ts';
import * as calendar from '../calendar/repository.ts';
import { isOperatorEmail } from '../users/operators.ts';
import { sessionEnded } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { afterPassword, type SignIn } from '../two-factor/second-factor.ts';
import { toSessionUser, verifiedSession } from '../users/profile.ts';
import * as users from '../users/repository.ts';
import { verificationMail } from '../users/mails.ts';
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
  // Anyone may register.
  return createAccount(ctx, body, client);
}

/**
 * The short sign-up of a public business page (DESIGN.md section 11): no address (the profile
 * completes it later); the e-mail's code is then typed on the same screen (`verifyCode`).
 */
export async function signUpToBook(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof signUpToBookBody>,
  client: Client,
): Promise<Session> {
  // Anyone may sign up.
  return createAccount(ctx, body, client);
}

type NewAccount = Pick<
  z.output<typeof registerBody>,
  | 'email'
  | 'password'
  | 'firstName'
  | 'lastName'
  | 'mobileNumber'
  | 'textsConsent'
  | 'birthday'
  | 'address'
  | 'next'
>;

async function createAccount(ctx: AppContext, body: NewAccount, client: Client): Promise<Session> {
  // The address limit keeps scripts from filling the table.
  await rateLimiter(ctx).hit(rateRules.register, client.ip);
  // An address another account waits to move to is taken too: its link is that account's. An
  // operator's address is made an account by `npm run operator -- add`, never by signing up
  // (docs/decisions/039). The answer is the one a registered address gets, and says no more.
  if (isOperatorEmail(ctx, body.email) || (await users.addressInUse(ctx.db, body.email)))
    throw conflict(messages.emailTaken);
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
        // The tick for texts, with its time (docs/decisions/054-texts.md).
        textsConsentAt: body.textsConsent && body.mobileNumber ? ctx.now() : null,
        birthday: body.birthday ?? '',
        country: address?.country ?? '',
        state: address?.state ?? '',
        city: address?.city ?? '',
        suburb: address?.suburb ?? '',
        postCode: address?.postCode ?? '',
        createdAt: ctx.now(),
      });
      await enqueueMail(tx, verificationMail(ctx, row, 'register', body.next));
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

/**
 * The verification e-mail's six digits, typed in the session that signed up (its token names the
 * account): the address is proven as by the link opened there, and the answer is a verified
 * session, so the picked time is booked without another sign-in (docs/decisions/046). Wrong
 * codes are counted per account; the sign-up's own token is required, so the code alone, even
 * guessed, opens nothing.
 */
export async function verifyCode(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof verifyCodeBody>,
): Promise<Session> {
  const me = requireUser(actor);
  const limiter = rateLimiter(ctx);
  await limiter.hit(rateRules.verifyCode, me.userId);
  const user = await users.findById(ctx.db, me.userId);
  if (!user) throw unauthorized();
  if (!ctx.tokens.emailCodeMatches(user.id, user.email, body.code))
    throw badRequest(messages.codeWrong);
  await limiter.undo(rateRules.verifyCode, me.userId);
  // Verified already (the link was opened first): the code still proves the same mailbox.
  if (!user.verified && !(await users.markVerified(ctx.db, user.id, user.email, ctx.now())))
    throw badRequest(messages.verificationFailed);
  return verifiedSession(ctx, user);
}

export async function verifyEmail(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof verifyEmailQuery>,
): Promise<void> {
  // Anyone holding the link may use it: the HMAC is the authorisation, for the one account and
  // purpose it names (docs/decisions/039).
  const link = readVerificationLink(ctx, query);
  const user = await users.findById(ctx.db, link.userId);
  if (!user) throw badRequest(messages.verificationFailed);
  const now = ctx.now();
  if (link.purpose === 'register') {
    // Works while the account is unverified at this address; opened again afterwards, there
    // is nothing left to do.
    if (user.email !== link.email) throw badRequest(messages.verificationFailed);
    if (user.verified) return;
    // Whoever verifies the address owns the account. Opened outside the session that signed
    // up (someone may have signed up with another's address and a password of their own), the
    // opener chooses the password first: chooseVerifiedPassword.
    if (actor?.userId !== user.id) throw forbidden(messages.verifyNeedsPassword);
    if (await users.markVerified(ctx.db, user.id, link.email, now)) return;
    throw badRequest(messages.verificationFailed);
  }
  // An address change: works while the account waits for this address; opened again once the
  // address is the account's, there is nothing left to do.
  if (user.email === link.email) return;
  try {
    if (await users.confirmPendingEmail(ctx.db, user.id, link.email, now)) return;
  } catch (error) {
    // Another account holds the address (a registration that raced the change).
    if (!isUniqueViolation(error)) throw error;
  }
  throw badRequest(messages.verificationFailed);
}

/**
 * A sign-up's verification link opened outside the session that signed up: the opener, who
 * proves the mailbox, chooses the password; the account is verified with it, and the sessions
 * of whoever signed up end. Once: the account must still be unverified at the link's address.
 */
export async function chooseVerifiedPassword(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof verifyWithPasswordBody>,
): Promise<void> {
  // Anyone holding the link may use it: the HMAC is the authorisation.
  const link = readVerificationLink(ctx, body);
  if (link.purpose !== 'register') throw badRequest(messages.verificationFailed);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const version = await users.verifyWithPassword(tx, link.userId, link.email, passwordHash, now);
    if (version === undefined) throw badRequest(messages.verificationFailed);
    await resets.retireResets(tx, link.userId, now);
    await endAccessBeyondSessions(tx, link.userId, version);
  });
}

/** A verification link's address, purpose and account, once its signature and expiry hold. */
function readVerificationLink(
  ctx: AppContext,
  query: Pick<z.output<typeof verifyEmailQuery>, 'email' | 'token' | 'expires'>,
) {
  const email = query.email.trim().toLowerCase();
  const expires = /^\d{1,16}$/.test(query.expires) ? Number(query.expires) : NaN;
  // Check the signature before the expiry, so a link whose expiry was edited reads as tampered.
  const bound = Number.isFinite(expires)
    ? ctx.tokens.readEmailToken(email, expires, query.token)
    : null;
  if (!bound) throw badRequest(messages.verificationFailed);
  if (expires <= ctx.now().getTime()) throw badRequest(messages.verificationExpired);
  return { email, ...bound };
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
): Promise<SignIn> {
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
  return afterPassword(ctx, user);
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
    const tokenVersion = await users.changePassword(tx, userId, passwordHash, now);
    if (tokenVersion !== undefined) await endAccessBeyondSessions(tx, userId, tokenVersion);
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
  const passwordHash = await hashPassword(body.newPassword);
  const tokenVersion = await ctx.db.transaction(async (tx) => {
    const version = await users.changePassword(tx, user.id, passwordHash);
    if (version !== undefined) await endAccessBeyondSessions(tx, user.id, version);
    return version;
  });
  if (tokenVersion === undefined) throw unauthorized();
  return ctx.tokens.sign({ id: user.id, verified: true, tokenVersion });
}

/**
 * A new password ends more than the requests of older tokens (their version is bumped with it):
 * a calendar feed made with a stolen session would otherwise keep listing the account's
 * appointments, an owner's with their customers' names, for good; and a live stream opened
 * before would keep running. The feed goes, and every process ends the account's streams of
 * older tokens once this commits (docs/decisions/039).
 */
export async function endAccessBeyondSessions(
  tx: Tx,
  userId: string,
  tokenVersion: number,
): Promise<void> {
  await calendar.deleteFeed(tx, userId);
  await insertEvents(tx, [sessionEnded(userId, tokenVersion)]);
}

/** Unverified accounts older than five days are removed (docs/product-rules.md 4.2). */
export async function removeStaleUnverified(ctx: AppContext): Promise<number> {
  return users.deleteUnverifiedBefore(
    ctx.db,
    new Date(ctx.now().getTime() - UNVERIFIED_LIFETIME_MS),
  );
}
