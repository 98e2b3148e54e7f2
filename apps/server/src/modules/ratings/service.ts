import type { z } from 'zod';
import type { ratingBody } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import type { RatingResult } from '@timeapp/domain/ratings';
import type { AppContext } from '../../context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../businesses/ids.ts';
import * as repo from './repository.ts';

type RatingBody = z.infer<typeof ratingBody>;

export function ratingService(ctx: AppContext) {
  return {
    /**
     * A customer rates a business (anyone verified but its owner); an owner rates a customer
     * who has had an appointment with one of the owner's businesses (docs/product-rules.md 6.1).
     */
    async rate(actor: Actor, body: RatingBody): Promise<RatingResult> {
      const me = requireVerified(actor);
      if (!isUuid(body.ratedId)) throw notFound();
      const ratedId = body.ratedId.toLowerCase();
      let kind: repo.RatedKind;
      const business = await repo.findBusinessOwner(ctx.db, ratedId);
      if (business) {
        if (business.ownerId === me.userId) throw forbidden();
        kind = 'business';
      } else {
        if (!(await repo.userExists(ctx.db, ratedId))) throw notFound();
        if (
          ratedId === me.userId ||
          !(await repo.hasAppointmentWithOwner(ctx.db, me.userId, ratedId))
        )
          throw forbidden(messages.rateNeedsAppointment);
        kind = 'user';
      }
      await repo.upsert(ctx.db, {
        raterId: me.userId,
        ratedId,
        ratedKind: kind,
        rate: body.rate,
        at: ctx.now(),
      });
      const { average, count } = await repo.aggregate(ctx.db, ratedId, kind);
      return { ratedId, rate: body.rate, average: Math.round(average * 100) / 100, count };
    },
  };
}
