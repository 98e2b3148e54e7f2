// The texts (SMS) customers get and the words about them (docs/decisions/054-texts.md): part of
// the message catalogue. Each text names its sender and says how to stop (Unsolicited
// Electronic Messages Act 2007), and keeps to one text of 160 GSM-7 characters with a business
// name of up to 30 characters (test: sms-texts.test.ts).
const STOP = 'Reply STOP to stop texts.';

export const smsTexts = {
  reminder: (business: string, when: string) =>
    `${business}: reminder of your appointment ${when}. Reply Y to confirm, C to cancel. ${STOP}`,
  accepted: (business: string, when: string) =>
    `${business}: your appointment ${when} is confirmed. Reply C to cancel. ${STOP}`,
  rejected: (business: string, when: string) =>
    `${business} declined your request for ${when}. Your e-mail says why. ${STOP}`,
  cancelled: (business: string, when: string) =>
    `${business} cancelled your appointment ${when}. Your e-mail says why. ${STOP}`,
  /** The answer to 'Y'. */
  confirmed: (business: string, when: string) =>
    `Thanks, ${business} knows you are coming ${when}. ${STOP}`,
  /** The answer to 'C', once cancelled. */
  cancelledByText: (business: string, when: string) =>
    `Cancelled: your appointment at ${business} ${when}. ${STOP}`,
  /** 'Y' or 'C' with no upcoming appointment a text was about. */
  nothingToAnswer: (product: string) =>
    `${product}: you have no upcoming appointment to confirm or cancel. ${STOP}`,
  /** 'C' refused (it has started, or the business closed). */
  cannotCancel: (business: string) =>
    `${business}: this appointment can no longer be cancelled by text. Please call the business. ${STOP}`,
  help: (product: string) =>
    `${product}: reply Y to confirm or C to cancel your next appointment. ${STOP} Reply START to resume.`,
  /** The answer to START. */
  resumed: (product: string) => `${product}: texts are back on. ${STOP}`,
  /** The reason a customer's cancellation by text carries, as the owner reads it. */
  cancelReason: 'Cancelled by text',

  /** The consent tick (sign-up, profile). */
  consentLabel: 'Text me reminders and updates about my appointments',
  consentDescription:
    'Standard text rates may apply. Reply STOP to any text to stop, START to resume.',
  /** The webhooks of a server without TWILIO_* settings. */
  notSetUp: 'Texts are not set up on this server',
  /** A webhook whose X-Twilio-Signature does not match. */
  badSignature: 'Invalid signature',
  /** The profile's line about texts. */
  profileLabel: 'Texts about appointments',
  profileOn: 'Yes, to this number',
  profileOff: 'No',
  /** The owner's line on the business profile. */
  monthCount: (n: number) =>
    n === 1 ? 'Texts sent to customers this month: 1' : `Texts sent to customers this month: ${n}`,
  /** The owner's mark on an appointment the customer confirmed by text. */
  confirmedByText: 'Confirmed by text',
};
