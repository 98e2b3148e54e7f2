import { messages } from '@timeapp/domain/messages';
import { rule } from '../../lib/policy.ts';

/** Who may upload pictures: any signed-in account whose e-mail address is verified. */
export const imagePolicy = {
  upload: rule((me) => me.verified, messages.uploadNeedsVerified),
};
