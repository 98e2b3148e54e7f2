import { accountTexts } from '@timeapp/domain/account-texts';
import { rule } from '../../lib/policy.ts';

/** Who may take a business offered to an account (decision 051): that account alone. */
export const handoverPolicy = {
  accept: rule(
    (me, offer: { toUserId: string }) => offer.toUserId === me.userId,
    accountTexts.handoverForAnother,
  ),
};
