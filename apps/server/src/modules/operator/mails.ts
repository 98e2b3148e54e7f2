import { mailTexts } from '@timeapp/domain/mail-texts';
import { planWording } from '@timeapp/domain/plan';
import { sayDay } from '@timeapp/domain/say-when';
import type { AppContext } from '../../lib/context.ts';
import { resetLink } from '../users/mails.ts';
import type { MailMessage } from '../mail/outbox.ts';

/** To the reporter of a valid bug report: the trial of their business moved. */
export function trialExtendedMail(
  ctx: AppContext,
  to: string,
  businessName: string,
  trialLastDay: string,
): MailMessage {
  const link = `${ctx.config.publicUrl}/business-dashboard`;
  const paragraphs = [
    mailTexts.trialExtendedMailThanks,
    mailTexts.trialExtendedMailLine(planWording.bugReportExtension, sayDay(trialLastDay)),
  ];
  return {
    to,
    subject: `${ctx.config.productName}: ${mailTexts.trialExtendedMailSubject(planWording.bugReportExtension)}`,
    businessName,
    lines: paragraphs,
    link: { url: link, label: mailTexts.planMailSeePlan },
  };
}

/**
 * To an address `npm run operator -- add` made an operator account for: the link chooses its
 * first password, on the password-reset page (docs/decisions/039).
 */
export function operatorInviteMail(
  ctx: AppContext,
  to: { email: string; firstName: string },
  token: string,
): MailMessage {
  const product = ctx.config.productName;
  return {
    to: to.email,
    subject: mailTexts.operatorInviteMailSubject(product),
    lines: [
      mailTexts.mailHello(to.firstName),
      mailTexts.operatorInviteMailLine(product),
      mailTexts.operatorInviteMailIgnore,
    ],
    link: { url: resetLink(ctx, token), label: mailTexts.operatorInviteMailButton },
  };
}
