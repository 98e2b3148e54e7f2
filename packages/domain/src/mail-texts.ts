// The e-mails' texts (docs/decisions/029-html-mails-and-reminders.md): part of the message catalogue, in a module of their own
// because only the server sends e-mails, so no screen loads them (page-weight budget,
// docs/performance.md; docs/texts.md).
export const mailTexts = {
  waitlistTimeFreedSubject: (businessName: string) => `A time freed at ${businessName}`,
  /** What the customer waiting for `what` ('Cut with Aroha') on `day` reads by e-mail. */
  waitlistTimeFreed: (what: string, day: string) =>
    `A time freed for ${what} on ${day}. The first to book it takes it.`,
  staffInviteMailSubject: (business: string, product: string) =>
    `${business} invites you to ${product}`,
  staffInviteMailLine: (business: string, member: string) =>
    `${business} added you to its team as ${member}. Accept to see your day and your appointments.`,
  staffInviteMailButton: 'Accept the invitation',
  /** A business offered to another account, and its acceptance (docs/decisions/051). */
  handoverMailSubject: (business: string) => `${business} is offered to you`,
  handoverMailLine: (from: string, business: string) =>
    `${from} offers you ${business}. Accept, and it is yours to run: its page, sections, team, appointments and plan.`,
  handoverMailUntil: (day: string) => `The link works once, until ${day}.`,
  handoverMailButton: 'See the offer',
  handoverAcceptedSubject: (business: string) => `${business} is no longer yours`,
  handoverAcceptedLine: (to: string, business: string) =>
    `${to} accepted ${business}: it is theirs now. If you wish, you can delete your account on your profile.`,
  movedMailSubject: 'A customer moved their appointment',
  movedMailLine: (name: string, when: string) => `${name} moved their appointment to ${when}.`,
  movedMailWas: (when: string) => `It was ${when}.`,
  movedMailDecide: 'Please accept or reject the new time.',
  /** To the customer, with the updated calendar entry, after a move they made or accepted. */
  movedCustomerMailLine: (when: string) => `Your appointment is now ${when}.`,

  proposalMailSubject: (business: string) => `${business} proposes a new time`,
  proposalMailLine: (when: string, from: string) =>
    `The business proposes to move your appointment to ${when}. It is now ${from}.`,
  proposalMailNext: 'Accept the new time or keep yours on your appointment screen.',
  proposalAnsweredSubject: (accepted: boolean) =>
    accepted ? 'A customer accepted your proposed time' : 'A customer kept their time',
  proposalAcceptedLine: (customer: string, when: string, from: string) =>
    `${customer} accepted your proposed time: ${when}. It was ${from}.`,
  proposalDeclinedLine: (customer: string, proposed: string, when: string) =>
    `${customer} kept their time (${when}) and declined ${proposed}.`,
  proposalTakenLine: (customer: string, proposed: string, when: string) =>
    `${customer} tried to accept ${proposed}, but it was taken meanwhile; the appointment stays at ${when}.`,

  waitlistMailSubject: (businessName: string) => `A place freed at ${businessName}`,
  mailFooter: (product: string) =>
    `You get this e-mail because you use ${product} for appointments.`,
  placeHeldMailNext:
    'Your place is held for you; we will e-mail you when the business accepts or declines it.',
  requestSentMailLine: (when: string) => `Your booking request was sent: ${when}.`,
  requestSentMailNext: 'We will e-mail you when the business accepts or declines it.',
  reminderMailSubject: (when: string) => `Reminder: your appointment on ${when}`,
  reminderMailLine: (when: string) => `A reminder of your appointment: ${when}.`,
  reminderMailCancel: 'If you cannot come, please cancel it so someone else can take the place.',
  mailHello: (name: string) => `Hello ${name},`,
  mailReason: (reason: string) => `Reason: ${reason}`,
  bookingReceivedSubject: 'New booking request',
  bookingReceivedLine: (name: string, when: string) => `${name} asked for an appointment: ${when}.`,
  bookingReceivedNext: 'Please accept or reject it.',
  openRequest: 'Open the request',
  /** Where the appointment is, and its price, in the customer's e-mails. */
  mailWhere: (address: string) => `Where: ${address}`,
  /** The button of an e-mail about a customer's coming appointment. */
  changeOrCancel: 'Change or cancel',
  mailPrice: (price: string) => `Price: ${price}`,
  /** To the customer who cancelled: with the calendar's CANCEL (DESIGN.md section 11). */
  ownCancelMailSubject: 'You cancelled your appointment',
  ownCancelMailLine: (when: string) =>
    `You cancelled your appointment: ${when}. We told the business.`,
  decisionMailSubject: (word: string) => `Your appointment was ${word}`,
  decisionMailLine: (word: string, when: string) => `Your appointment was ${word}: ${when}.`,
  customerCancelledSubject: 'A customer cancelled',
  customerCancelledLine: (name: string, when: string) =>
    `${name} cancelled their appointment: ${when}.`,
  noteMailLine: (when: string) => `A note about your appointment: ${when}.`,
  waitlistBookIt: 'Book it',
  verifyMailSubject: (product: string) => `Verify your ${product} e-mail address`,
  verifyMailLine: (product: string) =>
    `Please confirm your e-mail address to finish creating your ${product} account. The link is valid for 24 hours.`,
  verifyMailIgnore: (product: string) =>
    `If you did not sign up for ${product}, you can ignore this message.`,
  verifyMailButton: 'Verify my e-mail address',
  /** The code typed where the sign-up asks for it, beside the link. */
  verifyMailCode: (code: string) => `Or type this code where you signed up: ${code}`,
  resetMailSubject: (product: string) => `Reset your ${product} password`,
  resetMailLine: (product: string) =>
    `Someone asked to reset the password of your ${product} account. The link below works once, within one hour.`,
  resetMailIgnore: 'If it was not you, ignore this message: your password stays as it is.',
  resetMailButton: 'Choose a new password',
  operatorInviteMailSubject: (product: string) => `You are an operator of ${product}`,
  operatorInviteMailLine: (product: string) =>
    `An operator account of ${product} was made for this address. Choose its password within 24 hours with the button below; the operator console is at /operator once you have logged in.`,
  operatorInviteMailIgnore:
    'If you did not expect this, ignore this message: without a password nobody can log in to the account.',
  operatorInviteMailButton: 'Choose your password',
  emailChangeMailSubject: (product: string) => `Your ${product} e-mail address is about to change`,
  emailChangeMailLine: (product: string, newEmail: string) =>
    `Someone asked to change the e-mail address of your ${product} account to ${newEmail}. A verification link was sent there; your account keeps this address until that link is opened.`,
  emailChangeMailNotYou: 'If you did not make this change, please contact us.',
  trialExtendedMailSubject: (extension: string) => `your trial is ${extension} longer`,
  trialExtendedMailThanks: 'Thank you for your bug report: we confirmed it.',
  trialExtendedMailLine: (extension: string, lastDay: string) =>
    `Your free trial is ${extension} longer: its last day is now ${lastDay}.`,
  paymentFailedMailSubject: (businessName: string) => `payment failed for ${businessName}`,
  paymentFailedMailLine: (fee: number) => `The monthly payment of ${fee} NZD failed.`,
  paymentFailedMailUntil: (lastDay: string) =>
    `Your business stays listed until the end of ${lastDay}. Update your card before then to keep it listed.`,
  paymentFailedMailUpdate: 'Update your card to keep your business listed.',
  updateYourCard: 'Update your card',
  contactMailSubject: (product: string, subject: string) => `[${product} contact] ${subject}`,
  contactMailFrom: (name: string, email: string) => `From: ${name} <${email}>`,
  contactMailAbout: (subject: string) => `Subject: ${subject}`,
  noteMailSubject: (businessName: string) => `A note from ${businessName}`,
  planMailTrialEndingSubject: (business: string, daysLeft: number) =>
    daysLeft === 1
      ? `The free trial of ${business} ends today`
      : `The free trial of ${business} ends in ${daysLeft} days`,
  planMailTrialEnding: (business: string, lastDay: string) =>
    `The free trial of ${business} ends after ${lastDay}. Subscribe before then to keep it listed and taking bookings; nothing is charged before the trial ends.`,
  planMailReferralsClosingSubject: (business: string) => `${business} still needs referrals`,
  planMailReferralsClosing: (
    business: string,
    referrals: number,
    required: number,
    lastDay: string,
  ) =>
    `${business} has ${referrals} of ${required} referrals, and its first 30 days end after ${lastDay}. Share your referral link now: a business short of referrals then is hidden from search until the last one arrives.`,
  planMailPausedSubject: (business: string) => `${business} is hidden from search`,
  planMailResumedSubject: (business: string) => `${business} is listed again`,
  planMailResumed: (business: string) =>
    `${business} is listed in search again and takes new bookings.`,
  planMailSeePlan: 'See your plan',

  /** Deposits (decision 056): the booking's e-mails, sent once it is paid, and what follows. */
  depositPaid: (amount: string) => `Deposit paid: ${amount}`,
  depositWillBeRefunded: (amount: string) => `Your deposit of ${amount} will be refunded.`,
  depositKept: (amount: string) =>
    `The business keeps your deposit of ${amount} under its cancellation policy.`,
  depositReleasedSubject: (business: string) => `Your booking at ${business} was not kept`,
  depositReleased: 'Your booking was not kept: the deposit was not paid within 15 minutes.',
  depositRefundedSubject: (business: string) => `Your deposit at ${business} was refunded`,
  depositRefunded: (amount: string) => `Your deposit of ${amount} was refunded.`,
  depositRefundedTime: 'It reaches your card in 5 to 10 days, depending on your bank.',
};
