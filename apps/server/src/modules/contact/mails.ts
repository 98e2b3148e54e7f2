import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../mail/html.ts';
import type { MailMessage } from '../mail/outbox.ts';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

const replyAddress = z.email();

/** The contact form, to the operator; replying answers the sender (when the address is usable). */
export function contactMail(ctx: AppContext, form: ContactMessage): MailMessage {
  const product = ctx.config.productName;
  // Subjects are one line: a newline in the form must not become a second header line.
  const subject = `[${product} contact] ${form.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 250);
  const replyTo = replyAddress.safeParse(form.email).success ? form.email : undefined;
  const text = [
    `From: ${form.name} <${form.email}>`,
    `Subject: ${form.subject}`,
    '',
    form.message,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:sans-serif">',
    `<p><strong>From:</strong> ${escapeHtml(form.name)} &lt;${escapeHtml(form.email)}&gt;</p>`,
    `<p><strong>Subject:</strong> ${escapeHtml(form.subject)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(form.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: ctx.config.operatorEmail, subject, text, html, links: [], replyTo };
}
