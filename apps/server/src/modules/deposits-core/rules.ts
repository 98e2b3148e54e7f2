import { describeIssue } from '@timeapp/domain/issues';
import type { DepositRule } from '@timeapp/domain/deposits';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import type { AppContext } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { notReady, requireDepositsStripe } from './stripe.ts';

/**
 * Whether a section or service may ask `rule` (decision 056): a percentage needs a price to
 * take it of (400 on the field); any rule needs this server set up for payments (409) and the
 * business's account ready (409 saying where to set it up). Null or absent: nothing to check.
 */
export function checkDepositRule(
  ctx: AppContext,
  business: { depositsReady: boolean },
  rule: DepositRule | null | undefined,
  priceCents: number | null | undefined,
  path: readonly PropertyKey[],
): void {
  if (!rule) return;
  if (rule.kind === 'percent' && !priceCents)
    throw badRequest(describeIssue({ path, message: depositRuleTexts.percentNeedsPrice }));
  requireDepositsStripe(ctx);
  if (!business.depositsReady) throw notReady();
}
