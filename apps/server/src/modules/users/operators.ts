import type { AppContext } from '../../lib/context.ts';

/**
 * Whether an address is an operator's (OPERATOR_EMAILS). Here, with the accounts, so that
 * registration and an address change can refuse it without the operator module
 * (docs/decisions/039).
 */
export const isOperatorEmail = (ctx: AppContext, email: string) =>
  ctx.config.operatorEmails.includes(email.trim().toLowerCase());
