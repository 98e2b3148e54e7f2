import { messages } from '@timeapp/domain/messages';
import type { TextsMonthAnswer } from '@timeapp/domain/sms';
import type { AppContext } from '../../lib/context.ts';
import { requireUser, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import * as businesses from '../businesses/repository.ts';
import { businessPolicy } from '../businesses/policy.ts';
import { monthCount } from '../texts/repository.ts';

/** The owner's count of texts sent to the business's customers this (business-local) month. */
export async function textsThisMonth(
  ctx: AppContext,
  actor: Actor,
  businessId: string,
): Promise<TextsMonthAnswer> {
  const me = requireUser(actor);
  const b = isUuid(businessId) ? await businesses.findById(ctx.db, businessId) : undefined;
  if (!b) throw notFound(messages.businessNotFound);
  authorize(businessPolicy.seeTexts, me, b);
  return monthCount(ctx.db, b.id, ctx.now());
}
