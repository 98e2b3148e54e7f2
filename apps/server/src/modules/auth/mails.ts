import type { AppContext } from '../../context.ts';
import type { MailMessage } from '../mail/outbox.ts';

export const VERIFY_LINK_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;

/**
 * The verification link the login page reads: `/loginApp?email&token&expires`, with `next`
 * (a path on this site, checked by the registration schema) where the login then leads.
 */
export function verificationLink(ctx: AppContext, email: string, next?: string): string {
  const expires = ctx.now().getTime() + VERIFY_LINK_MS;
  const token = ctx.tokens.emailToken(email, expires);
  const query = new URLSearchParams({ email, token, expires: String(expires) });
  if (next) query.set('next', next);
  return `${ctx.config.publicUrl}/loginApp?${query.toString()}`;
}

export function verificationMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  next?: string,
): MailMessage {
  const product = ctx.config.productName;
  const link = verificationLink(ctx, to.email, next);
  const lines = [
    `Hello ${to.firstName},`,
    `Please confirm your e-mail address to finish creating your ${product} account. The link is valid for 24 hours.`,
    `If you did not sign up for ${product}, you can ignore this message.`,
  ];
  return {
    to: to.email,
    subject: `Verify your ${product} e-mail address`,
    lines,
    link: { url: link, label: 'Verify my e-mail address' },
  };
}

export function resetMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  token: string,
): MailMessage {
  const product = ctx.config.productName;
  const link = `${ctx.config.publicUrl}/loginApp/reset-password?${new URLSearchParams({ resettoken: token })}`;
  const lines = [
    `Hello ${to.firstName},`,
    `Someone asked to reset the password of your ${product} account. The link below works once, within one hour.`,
    'If it was not you, ignore this message: your password stays as it is.',
  ];
  return {
    to: to.email,
    subject: `Reset your ${product} password`,
    lines,
    link: { url: link, label: 'Choose a new password' },
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
    `Hello ${to.firstName},`,
    `Someone asked to change the e-mail address of your ${product} account to ${newEmail}. A verification link was sent there; your account keeps this address until that link is opened.`,
    `If you did not make this change, please contact us.`,
  ];
  return {
    to: to.email,
    subject: `Your ${product} e-mail address is about to change`,
    lines,
  };
}
