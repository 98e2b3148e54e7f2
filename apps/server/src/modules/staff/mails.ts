import { mailTexts } from '@timeapp/domain/mail-texts';
import type { AppContext } from '../../lib/context.ts';
import type { MailMessage } from '../mail/outbox.ts';

/** The page that opens an invitation: /staff/join?token=... (docs/product-rules.md 9.8). */
export const invitationLink = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/staff/join?${new URLSearchParams({ token }).toString()}`;

/** To a team member's address: their business invites them to sign in to their own day. */
export function staffInviteMail(
  ctx: AppContext,
  to: { email: string; memberName: string },
  businessName: string,
  token: string,
): MailMessage {
  return {
    to: to.email,
    subject: mailTexts.staffInviteMailSubject(businessName, ctx.config.productName),
    businessName,
    lines: [
      mailTexts.mailHello(to.memberName),
      mailTexts.staffInviteMailLine(businessName, to.memberName),
    ],
    link: { url: invitationLink(ctx, token), label: mailTexts.staffInviteMailButton },
  };
}
