// The texts of /time-app, the page that presents TimeApp: part of the message catalogue, in a
// module of their own so that only that page loads them (page-weight budget, docs/performance.md).

export const timeAppTexts = {
  title: 'TimeApp – the appointment app',
  pricing: 'Pricing',
  heading: 'The appointment app for busy Kiwis',
  lead: 'Customers book in seconds. Owners accept, reject and plan their week without the phone ringing off the hook. TimeApp is in beta and free to try.',
  signUpFree: 'Sign up free',
  readTheGuide: 'Read the guide',

  customersIntro: 'Free, always. All you need is a verified e-mail address.',
  /** What customers get, what owners get: heading and sentence each. */
  customerFeatures: [
    ['Search nearby', 'Find businesses by name, category, city or suburb.'],
    ['See what is free', 'Free slots show green, reserved ones red. Pick a time that suits you.'],
    ['Book with a reason', 'Tell the business what you need so they can prepare.'],
    [
      'Stay in the loop',
      'Your dashboard lists today’s and future appointments; you get an e-mail when a booking is accepted or declined.',
    ],
    [
      'Favourites and ratings',
      'Save the places you go back to and rate them from one to five stars.',
    ],
    [
      'Change of plans?',
      'Cancel an appointment with a short reason so the slot goes to someone else.',
    ],
  ] as const,
  ownersIntro: 'Tick “Register my Business” when you sign up and you are set up in minutes.',
  ownerFeatures: [
    [
      'Sections',
      'One business, many services: each section has its own days, hours, slot length and places per slot.',
    ],
    ['Not-available time', 'Block out lunch or a daily break so nobody books it.'],
    ['Request mode', 'For restaurants and the like: customers ask for any time, you confirm.'],
    [
      'Notifications',
      'Accept or reject pending requests in one tap; rejected customers are told why.',
    ],
    ['Calendar', 'A week view of everything booked, with dots on busy days.'],
    ['Rate customers', 'Keep a note of reliable customers with a simple star rating.'],
  ] as const,

  customersFree: 'Customers: free.',
  /** 'The full details are in our terms and conditions.', around the link. */
  fullDetails: 'The full details are in our',
  contactIntro:
    'We are a small New Zealand team and read every message. Expect a reply within two working days.',
};
