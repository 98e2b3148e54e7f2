// The texts of the signed-in 'About us', 'Info' and 'Contact us' screens (customer and owner):
// part of the message catalogue, in a module of their own so that only those screens load them.
// `product` is the product's name (TimeApp).

export const aboutTexts = {
  aboutUs: 'About us',
  trialAndFees: 'Trial and fees',

  /** The owner's 'About us'. */
  businessIntro: (product: string) =>
    `${product} is an appointment-booking service from New Zealand, now in beta. Customers find your business, book a slot or ask for a time, and you accept, reject or cancel each request from your dashboard.`,
  howItWorks: 'How it works for your business',
  businessPoints: [
    'Sections: each service keeps its own days, hours, not-available time, slot length and places per slot.',
    'Customer requests only: for places like restaurants, customers ask for any time within your hours and you decide.',
    'Free slots show green and reserved slots red; the calendar marks days with appointments.',
    'Every decision is e-mailed to the customer, with your reason when you cancel.',
  ] as readonly string[],
  /** 'Questions? Read how to use TimeApp or contact us.', the two links in between. */
  questionsRead: 'Questions? Read',
  howToUseProduct: (product: string) => `how to use ${product}`,
  or: 'or',
  contactUsLink: 'contact us',

  /** The customer's 'About us'. */
  customerAbout: (product: string) => [
    `${product} is an appointment-booking service made in New Zealand. Customers find local businesses, see which times are free and book them; business owners set their opening days, hours and places per slot, then accept, reject or cancel the requests they receive.`,
    'Free places show green and taken ones red, so you can see at a glance when to come. Every decision a business makes appears on your dashboard and in your e-mail.',
    `${product} is free for customers. We are in beta and would love to hear what you think: use the Contact page to reach us.`,
  ],

  /** The customer's 'Info'. */
  welcome: (product: string) => `Welcome to ${product}`,
  infoIntro:
    'Find a business, pick a free place in its timetable and book in a few taps. Your bookings, their status and your favourite businesses are all on your dashboard.',
  betaTitle: 'We are in beta',
  beta: (product: string) =>
    `${product} is in beta. Things may change and some features are still on their way; thank you for helping us improve it.`,
  freeForCustomers: (product: string) => `${product} is free for customers.`,
  contact: 'Contact',

  /** The customer's 'Contact us'. */
  contactUs: 'Contact us',
  contactIntro: 'Questions, ideas or a bug to report? Write to us and we will get back to you.',
};
