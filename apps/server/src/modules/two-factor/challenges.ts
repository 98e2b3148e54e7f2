import type { AppContext } from '../../lib/context.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import * as repo from './repository.ts';

/** How long a passkey prompt or a second-factor ticket stays open. */
export const CHALLENGE_MS = 5 * 60 * 1000;

/**
 * Opens a challenge for one step of a sign-in; answers the state the browser sends back with
 * its answer (only its hash is stored, so a database read gives no one a usable state).
 */
export async function openChallenge(
  ctx: AppContext,
  purpose: repo.ChallengePurpose,
  userId: string | null,
  challenge: string | null,
): Promise<string> {
  const { token, hash } = randomToken();
  await repo.insertChallenge(ctx.db, {
    stateHash: hash,
    purpose,
    userId,
    challenge,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_MS),
  });
  return token;
}

/** Takes the challenge once; undefined when it never was, was taken, or has expired. */
export async function claimChallenge(
  ctx: AppContext,
  purpose: repo.ChallengePurpose,
  state: string,
): Promise<repo.ChallengeRow | undefined> {
  const row = await repo.claimChallenge(ctx.db, hashToken(state), purpose);
  return row && row.expiresAt > ctx.now() ? row : undefined;
}

/** Reads an open challenge without taking it (a ticket survives a mistyped code). */
export const readChallenge = (ctx: AppContext, purpose: repo.ChallengePurpose, state: string) =>
  repo.findChallenge(ctx.db, hashToken(state), purpose, ctx.now());

/** The WebAuthn relying party: PUBLIC_URL's host name and origin (config.ts, origin.ts). */
export function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: ctx.config.productName };
}
