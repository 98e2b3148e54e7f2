import type { z } from 'zod';
import type { ratingBody } from '@timeapp/domain/appointments';
import type { RatingResult } from '@timeapp/domain/ratings';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/policy.ts';
import * as appointments from '../appointments/repository/views.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import * as users from '../users/repository.ts';
import { userPolicy } from '../users/policy.ts';
import { isUuid } from '../../lib/ids.ts';
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
      const business = await businesses.findOwner(ctx.db, ratedId);
      if (business) {
        authorize(businessPolicy.rate, me, business);
        kind = 'business';
      } else {
        if (!(await users.findById(ctx.db, ratedId))) throw notFound();
        const bookedWithCaller =
          ratedId !== me.userId &&
          (await appointments.hasAppointmentWithOwner(ctx.db, me.userId, ratedId, ctx.now()));
        authorize(userPolicy.rate, me, { id: ratedId, bookedWithCaller });
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
