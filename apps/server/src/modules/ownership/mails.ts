import { mailTexts } from '@timeapp/domain/mail-texts';
import type { AppContext } from '../../lib/context.ts';
import type { MailMessage } from '../mail/outbox.ts';

/** The page that opens an offer: /business-handover?token=... (decision 051). */
export const handoverLink = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/business-handover?${new URLSearchParams({ token }).toString()}`;

/** To the account a business is offered to. */
export function handoverMail(
  ctx: AppContext,
  to: { email: string; name: string },
  offer: { from: string; businessName: string; until: string },
  token: string,
): MailMessage {
  return {
    to: to.email,
    subject: mailTexts.handoverMailSubject(offer.businessName),
    businessName: offer.businessName,
    lines: [
      mailTexts.mailHello(to.name),
      mailTexts.handoverMailLine(offer.from, offer.businessName),
      mailTexts.handoverMailUntil(offer.until),
    ],
    link: { url: handoverLink(ctx, token), label: mailTexts.handoverMailButton },
  };
}

/** To the owner whose offer was accepted: the business is no longer theirs. */
export function handoverAcceptedMail(
  to: { email: string; name: string },
  by: string,
  businessName: string,
): MailMessage {
  return {
    to: to.email,
    subject: mailTexts.handoverAcceptedSubject(businessName),
    businessName,
    lines: [mailTexts.mailHello(to.name), mailTexts.handoverAcceptedLine(by, businessName)],
  };
}
