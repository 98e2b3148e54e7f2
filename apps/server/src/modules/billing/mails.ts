import { mailTexts } from '@timeapp/domain/mail-texts';
import { PLAN } from '@timeapp/domain/plan';
import { sayDay } from '@timeapp/domain/say-when';
import type { AppContext } from '../../lib/context.ts';
import type { MailMessage } from '../mail/outbox.ts';

/** To the owner when a payment fails: the grace period and where to update the card. */
export function paymentFailedMail(
  ctx: AppContext,
  to: string,
  businessName: string,
  graceLastDay: string | null,
): MailMessage {
  const link = `${ctx.config.publicUrl}/business-dashboard`;
  const paragraphs = [
    mailTexts.paymentFailedMailLine(PLAN.monthlyFeeNzd),
    graceLastDay
      ? mailTexts.paymentFailedMailUntil(sayDay(graceLastDay))
      : mailTexts.paymentFailedMailUpdate,
  ];
  return {
    to,
    subject: `${ctx.config.productName}: ${mailTexts.paymentFailedMailSubject(businessName)}`,
    businessName,
    lines: paragraphs,
    link: { url: link, label: mailTexts.updateYourCard },
  };
}
