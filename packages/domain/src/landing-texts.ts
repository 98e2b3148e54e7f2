// The landing page's texts (/): part of the message catalogue, in a module of their own so that
// only that page loads them (page-weight budget, docs/performance.md).

export const landingTexts = {
  title: 'TimeApp – online appointment booking for New Zealand businesses',
  download: 'Download',
  heading: 'Bookings that look after themselves',
  lead: (trial: string) =>
    `TimeApp connects New Zealand customers with the local businesses they love. Customers book in seconds; owners stay in control of every appointment. Free for customers, and a free trial of ${trial} for businesses.`,
  createAccount: 'Create a free account',
  seeHowItWorks: 'See how it works',

  featuresTitle: 'What TimeApp does for you',
  featuresIntro: 'One place for customers to find and book, and for owners to manage their day.',
  /** The feature cards: heading and sentence. */
  features: [
    [
      'Online booking, day and night',
      'Customers see free times in green and taken times in red, and book in a few taps – even when you are closed.',
    ],
    [
      'Requests you decide on',
      'Every booking lands in your notifications. Accept or reject it, and the customer hears from us straight away.',
    ],
    [
      'Sections for every service',
      'Run a salon with two chairs, a clinic with three rooms or a restaurant that takes table requests: each section has its own days, hours and slot length.',
    ],
    [
      'Found by locals',
      'Customers search by name, category, city or suburb, save favourites and leave star ratings.',
    ],
  ] as const,

  downloadTitle: 'Get TimeApp on your phone',
  downloadIntro:
    'TimeApp runs in the browser on any phone, tablet or computer – nothing to install from a store while we are in beta.',
  installSteps: [
    'Open TimeApp in Safari (iPhone) or Chrome (Android).',
    'Tap Share (iPhone) or the menu ⋮ (Android).',
    'Choose “Add to Home Screen”. TimeApp now opens like any other app.',
  ],

  testimonialsTitle: 'What people say',
  testimonialsIntro: 'Early users from around the motu.',
  testimonials: [
    {
      quote:
        'Since we put TimeApp on our Facebook page the phone has gone quiet – in a good way. Clients book their own cuts and I see the day at a glance.',
      name: 'Aroha T.',
      role: 'Salon owner, Hamilton',
    },
    {
      quote:
        'I used to play phone tag to get my car serviced. Now I pick a time on the bus and get an e-mail when the garage confirms.',
      name: 'Daniel M.',
      role: 'Customer, Wellington',
    },
    {
      quote:
        'The request mode suits our café: people ask for a table time, we confirm when we know we can seat them. Simple and free while we trial it.',
      name: 'Mei L.',
      role: 'Café manager, Christchurch',
    },
  ],

  contactIntro: (bugReportExtension: string) =>
    `Questions about TimeApp, a bug to report (it adds ${bugReportExtension} to a business trial) or an idea? Send us a message and we will reply within two working days.`,
};
