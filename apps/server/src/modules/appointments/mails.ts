import { formatPrice } from '@timeapp/domain/price';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import type { AppContext } from '../../lib/context.ts';
import { sayWhen } from '@timeapp/domain/say-when';
import type { MailMessage } from '../mail/outbox.ts';
import type { DepositEnd } from '../deposits-core/on-end.ts';

export type MailAppointment = {
  id: string;
  businessName: string;
  sectionName: string;
  appointmentDate: string;
  appointmentTime: string;
  customerName: string;
  /** The customer's e-mails say where and, if set, how much (DESIGN.md section 11). */
  address?: string;
  priceCents?: number | null;
};

/** Where the appointment is and its price, for the customer's e-mails. */
const whereAndPrice = (a: Pick<MailAppointment, 'address' | 'priceCents'>) => [
  ...(a.address ? [mailTexts.mailWhere(a.address)] : []),
  ...(a.priceCents !== undefined && a.priceCents !== null
    ? [mailTexts.mailPrice(formatPrice(a.priceCents))]
    : []),
];

// Owners open an appointment at /view-today-appontment, customers at /show-appointment-details
// (the v1.1 screen routes, spelling included: docs/product-rules.md 2.5).
const ownerLink = (ctx: AppContext, a: MailAppointment) =>
  `${ctx.config.publicUrl}/view-today-appontment?id=${encodeURIComponent(a.id)}`;
const customerLink = (ctx: AppContext, a: MailAppointment) =>
  `${ctx.config.publicUrl}/show-appointment-details?id=${encodeURIComponent(a.id)}`;
/**
 * A coming appointment's button in the customer's e-mails: its screen offers 'Change time' and
 * 'Cancel appointment' (DESIGN.md section 11: every e-mail about it says how to change or cancel).
 */
const changeOrCancel = (ctx: AppContext, a: MailAppointment) => ({
  url: customerLink(ctx, a),
  label: mailTexts.changeOrCancel,
});

/** An appointment e-mail: the product's name leads the subject, the business names the body. */
const appointmentMail = (
  ctx: AppContext,
  a: Pick<MailAppointment, 'businessName'>,
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage => ({
  to,
  subject: `${ctx.config.productName}: ${subject}`,
  businessName: a.businessName,
  lines,
  link,
});

/** The section and the time as people say them; the business is named by the layout. */
export const when = (
  a: Pick<MailAppointment, 'sectionName' | 'appointmentDate' | 'appointmentTime'>,
) => `${a.sectionName}, ${sayWhen(a.appointmentDate, a.appointmentTime)}`;

/** To the owner: a customer booked (the request waits for their decision). */
export function bookingReceivedMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment & { reason: string },
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.bookingReceivedSubject,
    [
      mailTexts.bookingReceivedLine(a.customerName, when(a)),
      ...(a.reason ? [mailTexts.mailReason(a.reason)] : []),
      mailTexts.bookingReceivedNext,
    ],
    { url: ownerLink(ctx, a), label: mailTexts.openRequest },
  );
}

export type Decision = 'accepted' | 'rejected' | 'cancelled';
const decisionWords: Record<Decision, string> = {
  accepted: 'accepted',
  // Declined, never 'rejected' (DESIGN.md section 11: it read harshly).
  rejected: 'declined',
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
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.decisionMailSubject(word),
    [
      mailTexts.mailHello(a.customerName),
      mailTexts.decisionMailLine(word, when(a)),
      // A rejection without a reason records autoCancelReason: 'Reason: Declined by the
      // business' under 'Your appointment was declined' would say it twice and give no reason.
      ...(decision !== 'accepted' && reason && reason !== messages.autoCancelReason
        ? [mailTexts.mailReason(reason)]
        : []),
      ...(decision === 'accepted' ? whereAndPrice(a) : []),
    ],
    decision === 'accepted'
      ? changeOrCancel(ctx, a)
      : { url: customerLink(ctx, a), label: messages.viewAppointment },
  );
}

/** To the owner: the customer cancelled. */
export function customerCancelledMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  reason: string,
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.customerCancelledSubject,
    [mailTexts.customerCancelledLine(a.customerName, when(a)), mailTexts.mailReason(reason)],
    { url: ownerLink(ctx, a), label: messages.viewAppointment },
  );
}

/** To the customer: their own cancellation, which carries the calendar's CANCEL. */
export function ownCancelMail(ctx: AppContext, to: string, a: MailAppointment): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.ownCancelMailSubject,
    [mailTexts.mailHello(a.customerName), mailTexts.ownCancelMailLine(when(a))],
    { url: customerLink(ctx, a), label: messages.viewAppointment },
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
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.movedMailSubject,
    [
      mailTexts.movedMailLine(a.customerName, when(a)),
      mailTexts.movedMailWas(from),
      ...(waiting ? [mailTexts.movedMailDecide] : []),
    ],
    { url: ownerLink(ctx, a), label: messages.viewAppointment },
  );
}

/**
 * To the customer, after a move they made or an owner's time they accepted: the new time, and
 * the updated calendar entry the caller attaches (so their calendar app moves it too).
 */
export function movedForCustomerMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  from: string,
  waiting: boolean,
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    waiting ? messages.rescheduledWaiting : messages.rescheduled,
    [
      mailTexts.mailHello(a.customerName),
      mailTexts.movedCustomerMailLine(when(a)),
      mailTexts.movedMailWas(from),
      ...(waiting ? [mailTexts.requestSentMailNext] : []),
    ],
    changeOrCancel(ctx, a),
  );
}

/** To the customer: the owner's contact note ('Contact' on the appointment screen). */
export function noteMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  note: string,
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.noteMailSubject(a.businessName),
    [mailTexts.mailHello(a.customerName), mailTexts.noteMailLine(when(a)), ...note.split('\n')],
    { url: customerLink(ctx, a), label: messages.viewAppointment },
  );
}

/**
 * To the customer, when they book: a request sent (DESIGN.md section 11: Waiting is 'Request
 * sent' until the business approves it), in slot mode with its place held meanwhile.
 */
export function bookedMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  requestMode: boolean,
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    messages.bookingRequested,
    [
      mailTexts.mailHello(a.customerName),
      mailTexts.requestSentMailLine(when(a)),
      ...whereAndPrice(a),
      requestMode ? mailTexts.requestSentMailNext : mailTexts.placeHeldMailNext,
    ],
    changeOrCancel(ctx, a),
  );
}

/** To the customer, 24 or 2 hours before an approved appointment (docs/operations.md). */
export function reminderMail(ctx: AppContext, to: string, a: MailAppointment): MailMessage {
  const said = sayWhen(a.appointmentDate, a.appointmentTime);
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.reminderMailSubject(said),
    [
      mailTexts.mailHello(a.customerName),
      mailTexts.reminderMailLine(when(a)),
      mailTexts.reminderMailCancel,
    ],
    changeOrCancel(ctx, a),
  );
}

/** To the customer: the owner proposes another time (docs/decisions/034). */
export function proposalMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  proposed: { appointmentDate: string; appointmentTime: string; message: string },
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.proposalMailSubject(a.businessName),
    [
      mailTexts.mailHello(a.customerName),
      mailTexts.proposalMailLine(
        when({ ...a, ...proposed }),
        sayWhen(a.appointmentDate, a.appointmentTime),
      ),
      ...(proposed.message ? proposed.message.split('\n') : []),
      mailTexts.proposalMailNext,
    ],
    { url: customerLink(ctx, a), label: messages.viewAppointment },
  );
}

export type ProposalAnswer = 'accepted' | 'declined' | 'taken';

/**
 * To the owner: the customer accepted their proposed time (`a` is at the new time, `other`
 * the old one), declined it or found it taken (`a` stays, `other` is the proposed time).
 */
export function proposalAnsweredMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  answer: ProposalAnswer,
  other: string,
): MailMessage {
  const line =
    answer === 'accepted'
      ? mailTexts.proposalAcceptedLine(a.customerName, when(a), other)
      : answer === 'declined'
        ? mailTexts.proposalDeclinedLine(a.customerName, other, when(a))
        : mailTexts.proposalTakenLine(a.customerName, other, when(a));
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.proposalAnsweredSubject(answer === 'accepted'),
    [line],
    { url: ownerLink(ctx, a), label: messages.viewAppointment },
  );
}

/** The line a decision's or cancellation's e-mail adds for a paid deposit; none for a release. */
export const depositLine = (d: DepositEnd | undefined): string[] =>
  !d || d.outcome === 'release'
    ? []
    : [
        d.outcome === 'refund'
          ? mailTexts.depositWillBeRefunded(formatPrice(d.amountCents))
          : mailTexts.depositKept(formatPrice(d.amountCents)),
      ];

/** To the customer: the place was released, the deposit not paid within the hold. */
export function depositReleasedMail(ctx: AppContext, to: string, a: MailAppointment): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.depositReleasedSubject(a.businessName),
    [mailTexts.mailHello(a.customerName), mailTexts.depositReleased, when(a)],
    { url: customerLink(ctx, a), label: messages.viewAppointment },
  );
}

/** To the customer: Stripe refunded their deposit. */
export function depositRefundedMail(
  ctx: AppContext,
  to: string,
  a: MailAppointment,
  amountCents: number,
): MailMessage {
  return appointmentMail(
    ctx,
    a,
    to,
    mailTexts.depositRefundedSubject(a.businessName),
    [
      mailTexts.mailHello(a.customerName),
      mailTexts.depositRefunded(formatPrice(amountCents)),
      when(a),
      mailTexts.depositRefundedTime,
    ],
    { url: customerLink(ctx, a), label: messages.viewAppointment },
  );
}
