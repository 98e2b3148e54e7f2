import { mailTexts } from '@timeapp/domain/mail-texts';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import type { MailMessage } from '../mail/outbox.ts';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

const replyAddress = z.email();

/** The contact form, to the operator; replying answers the sender (when the address is usable). */
export function contactMail(ctx: AppContext, form: ContactMessage): MailMessage {
  const product = ctx.config.productName;
  // Subjects are one line (enqueueMail): a newline in the form must not become a header line.
  const subject = mailTexts.contactMailSubject(product, form.subject).slice(0, 250);
  const replyTo = replyAddress.safeParse(form.email).success ? form.email : undefined;
  return {
    to: ctx.config.operatorEmail,
    subject,
    lines: [
      mailTexts.contactMailFrom(form.name, form.email),
      mailTexts.contactMailAbout(form.subject),
      ...form.message.split('\n'),
    ],
    replyTo,
  };
}
