// The public pages' shared texts (header, footer, the landing's example card, the words several
// pages repeat): part of the message catalogue, in a module of their own for the public pages.

const timeApp = 'TimeApp';

export const publicTexts = {
  /** Our product and its sister businesses, each shown by name on the public pages. */
  brands: {
    timeApp,
    aoteaIt: 'Aotea IT',
    whoWe: 'WhoWe IoT',
    kiwiFresh: 'Kiwi Fresh Cleaning',
  },
  /** The browser tab's title of a page: 'Privacy policy – TimeApp'. */
  pageTitle: (page: string) => `${page} – ${timeApp}`,

  // The page frame, header and footer.
  mainNav: 'Main',
  menu: 'Menu',
  legalNav: 'Legal and help',
  copyright: (year: number, owner: string) => `© ${year} ${owner}. Made in Aotearoa New Zealand.`,
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  howToUseTimeApp: 'How to use TimeApp',
  contact: 'Contact',

  // Header links and headings of several pages.
  home: 'Home',
  features: 'Features',
  about: 'About',
  join: 'join',
  forCustomers: 'For customers',
  forOwners: 'For business owners',
  /** Links inside a sentence ('Use our contact form.'). */
  contactFormLink: 'contact form',
  termsLink: 'terms and conditions',

  /** The legal pages' date line. */
  lastUpdated: (date: string) => `Last updated ${date}`,

  /** The hero's example card: a customer's next appointments (hero-preview.tsx). */
  heroPreview: {
    label: "Example: a customer's next appointments in TimeApp",
    title: 'Next appointments',
    date: 'Tue, 24 Nov',
    items: [
      { time: '9:30 AM', name: 'Ponsonby Hair Studio', meta: 'Haircut' },
      { time: '1:00 PM', name: 'Kelburn Physio', meta: 'Follow-up, 30 min' },
      { time: '6:45 PM', name: 'Cuba Street Bistro', meta: 'Table for 4' },
    ],
    slots: 'Haircut · Wed 10:00 AM',
  },
};
