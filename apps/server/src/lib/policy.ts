import { messages } from '@timeapp/domain/messages';
import type { SignedIn } from './actor.ts';
import { forbidden } from './errors.ts';

/**
 * One authorization rule: whether a signed-in caller may do one thing to one resource, and what
 * a refusal says. Each module declares its rules once, in its `policy.ts`, with a table test;
 * services only call `authorize`.
 */
export type Rule<R> = { allows(me: SignedIn, resource: R): boolean; refusal: string };

export const rule = <R>(
  allows: (me: SignedIn, resource: R) => boolean,
  refusal: string = messages.forbidden,
): Rule<R> => ({ allows, refusal });

/** 403 with the rule's refusal unless it allows `me` this on `resource`. */
export function authorize<R>(r: Rule<R>, me: SignedIn, resource: R): void {
  if (!r.allows(me, resource)) throw forbidden(r.refusal);
}

/** What owned resources share: the owner's user id (null: a closed business whose owner left). */
export type Owned = { ownerId: string | null };
