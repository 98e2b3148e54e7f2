import { accountTexts } from '@timeapp/domain/account-texts';
import { rule } from '../../lib/policy.ts';

/** An account as the two-factor rules see it: whose it is and what it does. */
export type AccountRef = { id: string; owner: boolean; staff: boolean; operator: boolean };

/** Who may do what with passkeys and authenticator apps (docs/decisions/048). */
export const twoFactorPolicy = {
  /** Passkeys: anyone, their own only (add, list, remove). */
  managePasskeys: rule(
    (me, p: { userId: string }) => p.userId === me.userId,
    accountTexts.passkeyNotFound,
  ),
  /** An authenticator app: one's own, and only a business owner, team member or operator. */
  manageTotp: rule(
    (me, u: AccountRef) => u.id === me.userId && (u.owner || u.staff || u.operator),
    accountTexts.totpNotAllowed,
  ),
};
