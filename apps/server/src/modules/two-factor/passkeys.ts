import { accountTexts } from '@timeapp/domain/account-texts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import { messages } from '@timeapp/domain/messages';
import type { addPasskeyBody, PasskeyItem, passkeyLoginBody } from '@timeapp/domain/two-factor';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { verifiedSession } from '../users/profile.ts';
import * as users from '../users/repository.ts';
import { CHALLENGE_MS, claimChallenge, openChallenge, relyingParty } from './challenges.ts';
import { twoFactorPolicy } from './policy.ts';
import * as repo from './repository.ts';

type Client = { ip: string };
type Options = { state: string; options: Record<string, unknown> };

/** The WebAuthn user handle of an account: its uuid's 16 bytes (no e-mail, no name). */
const userHandle = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

const transportsOf = (row: repo.PasskeyRow) => row.transports as AuthenticatorTransport[];

export const toPasskeyItem = (row: repo.PasskeyRow): PasskeyItem => ({
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

export async function listPasskeys(ctx: AppContext, actor: Actor): Promise<PasskeyItem[]> {
  const me = requireVerified(actor);
  authorize(twoFactorPolicy.managePasskeys, me, { userId: me.userId });
  return (await repo.listPasskeys(ctx.db, me.userId)).map(toPasskeyItem);
}

/**
 * The options for the browser's 'create a passkey' prompt. A discoverable credential
 * (residentKey required): the passkey names its account itself, so signing in with it needs no
 * e-mail typed first. The challenge is the caller's, for five minutes, once.
 */
export async function passkeyAddOptions(ctx: AppContext, actor: Actor): Promise<Options> {
  const me = requireVerified(actor);
  authorize(twoFactorPolicy.managePasskeys, me, { userId: me.userId });
  const user = await users.findById(ctx.db, me.userId);
  if (!user) throw unauthorized();
  const rp = relyingParty(ctx);
  const existing = await repo.listPasskeys(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const state = await openChallenge(ctx, 'passkey-add', user.id, options.challenge);
  return { state, options: options as unknown as Record<string, unknown> };
}

/** Checks the new passkey's attestation against the caller's open challenge, and keeps it. */
export async function addPasskey(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof addPasskeyBody>,
): Promise<PasskeyItem> {
  const me = requireVerified(actor);
  authorize(twoFactorPolicy.managePasskeys, me, { userId: me.userId });
  const challenge = await claimChallenge(ctx, 'passkey-add', body.state);
  if (!challenge?.challenge) throw badRequest(accountTexts.passkeyExpired);
  // Another account's challenge: that account's to use, not this one's.
  authorize(twoFactorPolicy.managePasskeys, me, { userId: challenge.userId ?? '' });
  const rp = relyingParty(ctx);
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    info = verification.verified ? verification.registrationInfo : undefined;
  } catch (error) {
    ctx.log?.info({ reason: (error as Error).message }, 'passkey attestation refused');
  }
  if (!info) throw badRequest(accountTexts.passkeyFailed);
  try {
    const row = await repo.insertPasskey(ctx.db, {
      userId: me.userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? body.response.response.transports ?? [],
      backedUp: info.credentialBackedUp,
      createdAt: ctx.now(),
    });
    return toPasskeyItem(row);
  } catch (error) {
    // The same authenticator registered twice (excludeCredentials asks browsers not to).
    if (isUniqueViolation(error)) throw badRequest(accountTexts.passkeyFailed);
    throw error;
  }
}

export async function removePasskey(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const me = requireVerified(actor);
  const row = isUuid(id) ? await repo.findPasskeyById(ctx.db, id) : undefined;
  if (!row) throw notFound(accountTexts.passkeyNotFound);
  authorize(twoFactorPolicy.managePasskeys, me, row);
  if (!(await repo.deletePasskey(ctx.db, row.id, me.userId)))
    throw notFound(accountTexts.passkeyNotFound);
}

/**
 * The options for 'sign in with a passkey': no account named (the passkey names it), so the
 * browser offers every passkey it holds for this site. Anyone may ask; each ask writes a row
 * for five minutes, so it is limited per client address.
 */
export async function passkeySignInOptions(
  ctx: AppContext,
  _actor: Actor,
  client: Client,
): Promise<Options> {
  await rateLimiter(ctx).hit(rateRules.passkeyPrompts, client.ip);
  const rp = relyingParty(ctx);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_MS,
    userVerification: 'preferred',
  });
  const state = await openChallenge(ctx, 'passkey-sign-in', null, options.challenge);
  return { state, options: options as unknown as Record<string, unknown> };
}

/**
 * Signs in with a passkey alone: a signature over the open challenge by a registered passkey,
 * from this site's origin, with a counter above the last one seen (a cloned authenticator
 * falls behind), gives a verified session the same way a password does. A passkey is a
 * second factor in itself (something held, unlocked by something known or a fingerprint), so
 * no authenticator app code is asked for. Failures count against the client address like
 * wrong passwords.
 */
export async function passkeyLogin(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof passkeyLoginBody>,
  client: Client,
) {
  const limiter = rateLimiter(ctx);
  await limiter.hit(rateRules.loginFailuresPerAddress, client.ip);
  const challenge = await claimChallenge(ctx, 'passkey-sign-in', body.state);
  if (!challenge?.challenge) throw unauthorized(accountTexts.passkeyExpired);
  const passkey = await repo.findPasskeyByCredentialId(ctx.db, body.response.id);
  if (!passkey) throw unauthorized(accountTexts.passkeyUnknown);
  const handle = body.response.response.userHandle;
  if (handle && handle !== userHandle(passkey.userId).toString('base64url'))
    throw unauthorized(accountTexts.passkeyFailed);
  const rp = relyingParty(ctx);
  let newCounter: number | undefined;
  try {
    const verification = await verifyAuthenticationResponse({
      response: body.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: false,
    });
    if (verification.verified) newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    ctx.log?.info({ reason: (error as Error).message }, 'passkey assertion refused');
  }
  if (newCounter === undefined) throw unauthorized(accountTexts.passkeyFailed);
  if (!(await repo.recordPasskeyUse(ctx.db, passkey.id, passkey.counter, newCounter, ctx.now())))
    throw unauthorized(accountTexts.passkeyFailed);
  await limiter.undo(rateRules.loginFailuresPerAddress, client.ip);
  const user = await users.findById(ctx.db, passkey.userId);
  if (!user) throw unauthorized(accountTexts.passkeyUnknown);
  if (!user.verified) throw forbidden(messages.loginUnverified);
  return verifiedSession(ctx, user);
}
