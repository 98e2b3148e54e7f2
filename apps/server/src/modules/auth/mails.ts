import { messages } from '@timeapp/domain/messages';
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
    messages.mailHello(to.firstName),
    messages.verifyMailLine(product),
    messages.verifyMailIgnore(product),
  ];
  return {
    to: to.email,
    subject: messages.verifyMailSubject(product),
    lines,
    link: { url: link, label: messages.verifyMailButton },
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
    messages.mailHello(to.firstName),
    messages.resetMailLine(product),
    messages.resetMailIgnore,
  ];
  return {
    to: to.email,
    subject: messages.resetMailSubject(product),
    lines,
    link: { url: link, label: messages.resetMailButton },
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
    messages.mailHello(to.firstName),
    messages.emailChangeMailLine(product, newEmail),
    messages.emailChangeMailNotYou,
  ];
  return {
    to: to.email,
    subject: messages.emailChangeMailSubject(product),
    lines,
  };
}
