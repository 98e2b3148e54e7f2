import { messages } from '@timeapp/domain/messages';
import { rule } from '../../lib/policy.ts';

/** A user as another user's action sees them. */
export type UserRef = {
  id: string;
  /** Whether they have had an appointment with a business the caller owns. */
  bookedWithCaller?: boolean;
};

/** Who may do what with a user account. */
export const userPolicy = {
  /** Read a profile: only one's own. */
  readProfile: rule((me, u: UserRef) => u.id === me.userId),
  /** Rate a customer: an owner they have booked with, never oneself. */
  rate: rule(
    (me, u: UserRef) => u.id !== me.userId && u.bookedWithCaller === true,
    messages.rateNeedsAppointment,
  ),
};
