import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../context.ts';
import type { MailMessage } from '../mail/outbox.ts';

export type MailAppointment = {
  id: string;
  businessName: string;
  sectionName: string;
  appointmentDate: string;
  appointmentTime: string;
  customerName: string;
};

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Owners open an appointment at /view-today-appontment, customers at /show-appointment-details
// (the v1.1 screen routes, spelling included: docs/product-rules.md 2.5).
const ownerLink = (ctx: AppContext, a: MailAppointment) =>
  `${ctx.config.publicUrl}/view-today-appontment?id=${encodeURIComponent(a.id)}`;
const customerLink = (ctx: AppContext, a: MailAppointment) =>
  `${ctx.config.publicUrl}/show-appointment-details?id=${encodeURIComponent(a.id)}`;

/** An e-mail with its lines, one link and the product's signature, as text and HTML. */
export function composeMail(
  ctx: AppContext,
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const product = ctx.config.productName;
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `- ${product}`].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escape(l)}</p>`),
    `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`,
    `<p>- ${escape(product)}</p>`,
  ].join('\n');
  return { to, subject: `${product}: ${subject}`, text, html, links: [link.url] };
}

const when = (a: MailAppointment) =>
  `${a.sectionName} at ${a.businessName}, ${a.appointmentDate} ${a.appointmentTime}`;

/** To the owner: a customer booked (the request waits for their decision). */
export function bookingReceivedMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment & { reason: string },
): MailMessage {
  return composeMail(
    ctx,
    to,
    'New booking request',
    [
      `${a.customerName} asked for an appointment: ${when(a)}.`,
      ...(a.reason ? [`Reason: ${a.reason}`] : []),
      'Please accept or reject it.',
    ],
    { url: ownerLink(ctx, a), label: 'Open the request' },
  );
}

export type Decision = 'accepted' | 'rejected' | 'cancelled';
const decisionWords: Record<Decision, string> = {
  accepted: 'accepted',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** To the customer: the owner accepted, rejected or cancelled their appointment. */
export function decisionMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  decision: Decision,
  reason: string,
): MailMessage {
  const word = decisionWords[decision];
  return composeMail(
    ctx,
    to,
    `Your appointment was ${word}`,
    [
      `Hello ${a.customerName},`,
      `${a.businessName} ${word} your appointment: ${when(a)}.`,
      ...(decision !== 'accepted' && reason ? [`Reason: ${reason}`] : []),
    ],
    { url: customerLink(ctx, a), label: 'View the appointment' },
  );
}

/** To the owner: the customer cancelled. */
export function customerCancelledMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  reason: string,
): MailMessage {
  return composeMail(
    ctx,
    to,
    'A customer cancelled',
    [`${a.customerName} cancelled their appointment: ${when(a)}.`, `Reason: ${reason}`],
    { url: ownerLink(ctx, a), label: 'View the appointment' },
  );
}

/** To the owner: a customer moved their appointment (back to Waiting in request mode). */
export function movedMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  from: string,
  waiting: boolean,
): MailMessage {
  return composeMail(
    ctx,
    to,
    messages.movedMailSubject,
    [
      `${a.customerName} moved their appointment to ${when(a)}.`,
      `It was ${from}.`,
      ...(waiting ? ['Please accept or reject the new time.'] : []),
    ],
    { url: ownerLink(ctx, a), label: 'View the appointment' },
  );
}

/** To the customer: the owner's contact note ('Contact' on the appointment screen). */
export function noteMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  note: string,
): MailMessage {
  return composeMail(
    ctx,
    to,
    messages.noteMailSubject(a.businessName),
    [
      `Hello ${a.customerName},`,
      `${a.businessName} wrote about your appointment: ${when(a)}.`,
      ...note.split('\n'),
    ],
    { url: customerLink(ctx, a), label: 'View the appointment' },
  );
}
