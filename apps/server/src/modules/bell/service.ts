import type { BellState } from '@timeapp/domain/appointments';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { unauthorized } from '../../lib/errors.ts';
import * as repo from './repository.ts';

// The customer's bell counts what changed since they last opened it (docs/decisions/032).
// Each caller reads and marks only their own bell: there is no id to ask for another's.

async function stateOf(ctx: AppContext, userId: string): Promise<BellState> {
  const seenAt = await repo.seenAt(ctx.db, userId);
  // A valid token whose account is gone.
  if (seenAt === undefined) throw unauthorized();
  const appointmentIds = await repo.changedSince(ctx.db, userId, seenAt);
  return { seenAt: seenAt?.toISOString() ?? null, unseen: appointmentIds.length, appointmentIds };
}

export function bellService(ctx: AppContext) {
  return {
    async get(actor: Actor): Promise<BellState> {
      const me = requireVerified(actor);
      return stateOf(ctx, me.userId);
    },

    /** Opening the bell: everything changed until now counts as seen. */
    async markSeen(actor: Actor): Promise<BellState> {
      const me = requireVerified(actor);
      await repo.markSeen(ctx.db, me.userId, ctx.now());
      return stateOf(ctx, me.userId);
    },
  };
}
