// The 'Close or hand over the business' card and the page that accepts a business offered
// (docs/decisions/051): part of the message catalogue, in a module of their own so that only
// the card (loaded when scrolled to) and that page load them. What the server says is in
// account-texts.ts.

export const businessClosingTexts = {
  title: 'Close or hand over the business',
  about:
    'Before you can delete your account, close the business, or hand it to someone who will run it.',

  handOver: 'Hand over the business',
  handOverTitle: 'Hand over the business?',
  handOverAbout:
    'Type the e-mail address of their TimeApp account (a team member’s, say). We e-mail them a link: once they accept, the business is theirs, with its page, sections, team, appointments and plan. The link works once, for 7 days.',
  recipientLabel: 'Their e-mail address',
  passwordLabel: 'Your password',
  sendOffer: 'Send the offer',
  /** The open offer: 'Offered to Mona Manager (mona@...) until Sun, 8 Mar 2026.' */
  offered: (name: string, email: string, day: string) =>
    `Offered to ${name} (${email}) until ${day}. The business stays yours until they accept.`,
  withdraw: 'Withdraw the offer',

  close: 'Close the business',
  closeTitle: 'Close the business?',
  closeAbout:
    'Its upcoming appointments are cancelled at once and each customer is e-mailed that the business has closed. It leaves search, its page takes no more bookings and your team loses access. Past appointments stay in your customers’ history. A closed business cannot be opened again.',
  closeKeepCopy: 'To keep a copy of your records, download your data first (Your data, above).',
  closeConfirm: 'Close the business',

  /** The page the offer's e-mail links to (/business-handover?token=...). */
  offerTitle: 'A business offered to you',
  offerFrom: (from: string, business: string) => `${from} offers you ${business}.`,
  offerAbout:
    'Accept, and it is yours to run: its page, sections, team, appointments and plan. Its owner no longer manages it.',
  offerUntil: (day: string) => `The offer ends on ${day}.`,
  accept: 'Accept the business',
  noToken: 'This link is incomplete. Open it again from the e-mail.',
};
