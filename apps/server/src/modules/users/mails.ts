import { mailTexts } from '@timeapp/domain/mail-texts';
import type { AppContext } from '../../lib/context.ts';
import type { VerifyPurpose } from '../../lib/tokens.ts';
import type { MailMessage } from '../mail/outbox.ts';

export const VERIFY_LINK_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;

/**
 * The verification link the login page reads: `/loginApp?email&token&expires`, with `next`
 * (a path on this site, checked by the registration schema) where the login then leads. The
 * token is bound to the account and the purpose (docs/decisions/039).
 */
export function verificationLink(
  ctx: AppContext,
  to: { id: string; email: string },
  purpose: VerifyPurpose,
  next?: string,
): string {
  const expires = ctx.now().getTime() + VERIFY_LINK_MS;
  const token = ctx.tokens.emailToken(purpose, to.id, to.email, expires);
  const query = new URLSearchParams({ email: to.email, token, expires: String(expires) });
  if (next) query.set('next', next);
  return `${ctx.config.publicUrl}/loginApp?${query.toString()}`;
}

/** `to.email` is the address to prove: the account's own, or the new one it asked for. */
export function verificationMail(
  ctx: AppContext,
  to: { id: string; email: string; firstName: string },
  purpose: VerifyPurpose,
  next?: string,
): MailMessage {
  const product = ctx.config.productName;
  const link = verificationLink(ctx, to, purpose, next);
  const lines = [
    mailTexts.mailHello(to.firstName),
    mailTexts.verifyMailLine(product),
    // A sign-up's e-mail carries its code too, for the screen that asks for it (decision 046).
    ...(purpose === 'register'
      ? [mailTexts.verifyMailCode(ctx.tokens.emailCode(to.id, to.email))]
      : []),
    mailTexts.verifyMailIgnore(product),
  ];
  return {
    to: to.email,
    subject: mailTexts.verifyMailSubject(product),
    lines,
    link: { url: link, label: mailTexts.verifyMailButton },
  };
}

/** The page where a reset token (or an operator's first one) chooses the password. */
export const resetLink = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/loginApp/reset-password?${new URLSearchParams({ resettoken: token })}`;

export function resetMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  token: string,
): MailMessage {
  const product = ctx.config.productName;
  const link = resetLink(ctx, token);
  const lines = [
    mailTexts.mailHello(to.firstName),
    mailTexts.resetMailLine(product),
    mailTexts.resetMailIgnore,
  ];
  return {
    to: to.email,
    subject: mailTexts.resetMailSubject(product),
    lines,
    link: { url: link, label: mailTexts.resetMailButton },
  };
}

/** Sent to the current address when a change of address is asked for. */
export function emailChangedMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  newEmail: string,
): MailMessage {
  const product = ctx.config.productName;
  const lines = [
    mailTexts.mailHello(to.firstName),
    mailTexts.emailChangeMailLine(product, newEmail),
    mailTexts.emailChangeMailNotYou,
  ];
  return {
    to: to.email,
    subject: mailTexts.emailChangeMailSubject(product),
    lines,
  };
}
