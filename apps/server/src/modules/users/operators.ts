import type { AppContext } from '../../lib/context.ts';
import { DEMO_OPERATOR_EMAIL } from '../../config.ts';

/**
 * Whether an address is an operator's (OPERATOR_EMAILS). Here, with the accounts, so that
 * registration and an address change can refuse it without the operator module
 * (docs/decisions/039).
 */
export const isOperatorEmail = (ctx: AppContext, email: string) =>
  ctx.config.operatorEmails.includes(email.trim().toLowerCase());

/**
 * Whether the account must have a passkey or an authenticator app before the console opens
 * (DESIGN.md section 12): every operator, except, outside production, the demo operator, whose
 * password the README publishes (demos and the browser tests open the console with it).
 */
export const operatorNeedsSecondFactor = (ctx: AppContext, email: string) =>
  isOperatorEmail(ctx, email) &&
  !(ctx.config.devFeatures && email.trim().toLowerCase() === DEMO_OPERATOR_EMAIL);
