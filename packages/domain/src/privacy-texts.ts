// The privacy policy (/privacy-policy): part of the message catalogue, in a module of their own
// so that only that page loads them (page-weight budget, docs/performance.md).

export const privacyTexts = {
  updated: '1 March 2025',
  intro:
    'We respect your privacy and handle personal information in line with the New Zealand Privacy Act 2020 and its information privacy principles. This policy explains what we collect, why, and your rights.',

  collect: 'What we collect',
  collectPoints: [
    'Account details: name, e-mail address, password (stored only as a secure hash), and optionally mobile number and birthday.',
    'Address details you give us: country, region, city, suburb and post code.',
    'Bookings: the business, section, date, time, the reason you give, and any cancellation reason.',
    'Business details for owners: business name, contact number, address, category, photos and opening hours.',
    'Ratings, favourites and referrals you make, and messages you send us through the contact form.',
    'Basic technical logs (such as IP address and time of a request) to keep the service secure.',
  ],

  why: 'Why we collect it',
  whyText:
    'To run your account, make and manage bookings, let businesses see who booked with them, send the e-mails you expect (verification, password reset, booking decisions), answer your messages, and prevent abuse. We do not sell personal information and we do not use it for advertising.',

  who: 'Who sees it',
  whoPoints: [
    'A business you book with sees your name, photo, and the details of your booking with them. Other customers never see who booked a slot.',
    'Service providers who host our servers and send our e-mails, under contracts that protect your information. Some may store data outside New Zealand; we only use providers that protect it to a standard comparable to the Privacy Act.',
    'Authorities, when the law requires it.',
  ],

  howLong: 'How long we keep it',
  howLongText:
    'As long as your account is open. From your profile you can download everything we hold about you and delete your account: upcoming appointments are cancelled at once, and 14 days later the account is gone, its past appointments kept by their businesses without your name. E-mails we send are kept 14 days. Unverified accounts are removed after 5 days.',

  security: 'Security',
  securityText:
    'Connections are encrypted, passwords are hashed with a memory-hard algorithm, and access to data is limited to the people who need it. If a privacy breach is likely to cause serious harm, we will notify you and the Office of the Privacy Commissioner as the Act requires.',

  rights: 'Your rights',
  /** '... write to us through the contact form; we will answer ... complain to the Office of the Privacy Commissioner.', around the links. */
  rightsText:
    'You may ask for a copy of the personal information we hold about you and ask us to correct it. Most details can be changed directly in your profile. For anything else, write to us through the',
  rightsAnswer:
    '; we will answer within 20 working days. If you are not happy with our answer you can complain to the',
  commissioner: 'Office of the Privacy Commissioner',

  changes: 'Changes',
  /** Followed by a link to the terms and a full stop. */
  changesText:
    'We will post any changes here and, if they are significant, tell you by e-mail. See also our',
};
