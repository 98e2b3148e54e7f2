import { messages } from '@timeapp/domain/messages';
import { rule, type Owned } from '../../lib/policy.ts';

/** Who may do what with waitlist entries (docs/decisions/024-waitlist.md). */
export const waitlistPolicy = {
  /** Wait for a place in a business: anyone verified but its owner, who cannot book there. */
  join: rule((me, b: Owned) => b.ownerId !== me.userId, messages.ownBusinessBooking),
  /** Leave an entry: the customer who asked. */
  leave: rule((me, e: { userId: string }) => e.userId === me.userId),
};
