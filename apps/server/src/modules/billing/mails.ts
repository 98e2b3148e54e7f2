import { PLAN } from '@timeapp/domain/plan';
import { sayDay } from '@timeapp/domain/say-when';
import type { AppContext } from '../../context.ts';
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
    `The monthly payment of ${PLAN.monthlyFeeNzd} NZD failed.`,
    graceLastDay
      ? `Your business stays listed until the end of ${sayDay(graceLastDay)}. Update your card before then to keep it listed.`
      : 'Update your card to keep your business listed.',
  ];
  return {
    to,
    subject: `${ctx.config.productName}: payment failed for ${businessName}`,
    businessName,
    lines: paragraphs,
    link: { url: link, label: 'Update your card' },
  };
}
