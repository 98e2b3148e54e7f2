// The texts of /it-app, the page of Aotea IT, the team behind TimeApp: part of the message
// catalogue, in a module of their own so that only that page loads them (page-weight budget).

export const itAppTexts = {
  title: 'Aotea IT – software and cloud for New Zealand organisations',
  footerOwner: 'Aotea IT, the team behind TimeApp',
  service: 'Service',
  ourClients: 'Our Clients',
  ourProducts: 'Our Products',
  whoWeAre: 'Who we are',

  heading: 'Software that works as hard as you do',
  lead: 'We design, build and look after web apps, integrations and cloud systems for New Zealand businesses, councils and not-for-profits.',
  ourProductsButton: 'Our products',

  inNumbers: 'In numbers',
  /** The figures band: number, then what it counts. */
  stats: [
    ['120K', 'customers'],
    ['1890+', 'issues resolved'],
    ['250K', 'projects'],
    ['786+', 'awards'],
  ] as const,

  /** The service cards: heading and sentence. */
  services: [
    [
      'Web and mobile apps',
      'React, TypeScript and native apps built to last, with tests and documentation.',
    ],
    [
      'Cloud and DevOps',
      'Migrations, CI/CD pipelines and monitoring on AWS, Azure or local NZ data centres.',
    ],
    [
      'APIs and integrations',
      'Connect your booking, accounting and CRM systems so data flows on its own.',
    ],
    [
      'Support and maintenance',
      'Security updates, backups and a help desk that answers in NZ hours.',
    ],
  ] as const,

  about:
    'Small teams, senior people, plain English. We start every project by understanding the people who will use what we build, ship early and improve in short steps.',
  quoteEmail: 'Get a free quote – your e-mail',
  requestQuote: 'Request a quote',

  clientsIntro: 'We work with organisations of every size across Aotearoa.',
  clients: [
    'Regional councils',
    'Tourism operators',
    'Health clinics',
    'Retail chains',
    'Schools and kura',
    'Start-ups',
  ],

  timeAppText: 'Online appointment booking for customers and businesses.',
  visitTimeApp: 'Visit TimeApp →',
  touristApi: 'Tourist attraction API',
  touristApiText:
    'Up-to-date attractions, opening hours and locations for travel apps and visitor centres.',
  seeTouristSite: 'See the tourist site →',
  upcoming: 'Upcoming product',
  upcomingText: 'Something new is on the workbench. Join the newsletter below to hear first.',
  comingSoon: 'Coming soon',

  newsletterEmail: 'Newsletter – your e-mail',
  subscribe: 'Subscribe',
  /** 'We also run WhoWe IoT and look after Kiwi Fresh Cleaning’s online bookings.', around the links. */
  whoWeAreText: 'A New Zealand-owned team of developers, designers and support staff. We also run',
  andLookAfter: 'and look after',
  onlineBookings: '’s online bookings.',

  /** The e-mail forms, which are not connected yet (docs/product-rules.md 2.1). */
  emailInvalid: 'Please enter an e-mail address with an @ and no spaces.',
  /** 'Please write to us through the contact form instead.', around the link. */
  notConnected:
    'Thank you! This form is not connected yet, so nothing was sent. Please write to us through the',
  instead: 'instead.',
};
