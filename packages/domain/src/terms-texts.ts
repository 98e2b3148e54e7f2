// The terms and conditions (/terms-and-conditions): part of the message catalogue, in a module
// of their own so that only that page loads them (page-weight budget, docs/performance.md).

export const termsTexts = {
  updated: '1 March 2025',
  intro:
    'These terms apply to everyone who uses TimeApp, an online appointment-booking service operated from New Zealand. TimeApp is in beta: features may change and we will tell you about important changes by e-mail or in the app.',

  account: '1. Your account',
  accountPoints: [
    'You need a valid e-mail address. You must verify it within 5 days, or the account is removed.',
    'Keep your password to yourself; you are responsible for what happens under your account.',
    'Give accurate details, and keep them up to date from your profile.',
  ],

  customers: '2. Customers',
  customerPoints: [
    'Using TimeApp as a customer is free.',
    'A booking is a request until the business accepts it. The business, not TimeApp, provides the service and is responsible for it.',
    'If you cannot make it, please cancel as early as you can so someone else can have the time.',
  ],

  /** The plan's terms, with its numbers (PLAN in plan.ts). */
  businesses: '3. Businesses: trial, referrals and fees',
  trial: (trial: string) =>
    `Every new business gets a free trial of ${trial} from the day it registers.`,
  referrals: (required: number, windowDays: number) =>
    `To be verified, a business must be referred by ${required} valid (active, verified) TimeApp users within ${windowDays} days of registering.`,
  fee: (fee: number) =>
    `After the trial, a verified business continues for ${fee} dollars (NZD, including GST) per month, charged monthly to a card as a recurring payment. You may cancel any time; the service then stops at the end of the month already paid.`,
  bugReport: (extension: string) =>
    `A valid bug report – one we can reproduce and that we did not already know about – extends your trial by ${extension}.`,
  decisions:
    'You decide which requests you accept. When you reject or cancel an appointment, the customer is told and, where you give one, sees your reason.',

  use: '4. Acceptable use',
  useText:
    'Do not use TimeApp to send spam, make fake bookings or referrals, harass anyone, or try to access accounts or data that are not yours. We may suspend accounts that do.',

  liability: '5. Availability and liability',
  liabilityText:
    'We work hard to keep TimeApp running but cannot promise it will always be available or error-free. Nothing in these terms limits your rights under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 where they apply. Where you use TimeApp for business purposes, you agree that the Consumer Guarantees Act does not apply, and our total liability is limited to the fees you paid us in the previous 12 months.',

  law: '6. Law',
  lawText:
    'These terms are governed by New Zealand law and the New Zealand courts have jurisdiction.',

  contact: '7. Contact',
  /** 'Questions about these terms? Use our contact form. See also our privacy policy.', around the links. */
  contactQuestions: 'Questions about these terms? Use our',
  seeAlso: '. See also our',
  privacyLink: 'privacy policy',
};
