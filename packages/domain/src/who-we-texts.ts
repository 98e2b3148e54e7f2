// The texts of /whowe, the page of our sister company WhoWe IoT: part of the message catalogue,
// in a module of their own so that only that page loads them (page-weight budget).

export const whoWeTexts = {
  title: 'WhoWe IoT – connected sensors for New Zealand businesses',
  footerOwner: 'WhoWe IoT, a TimeApp sister company',
  solutions: 'Solutions',
  howWeWork: 'How we work',
  heading: 'Know what is happening, wherever it happens',
  lead: 'WhoWe designs, installs and supports Internet of Things systems for farms, food businesses and buildings – sensors, connectivity and dashboards from one New Zealand team.',

  solutionsIntro: 'Proven hardware, local support and your data stays yours.',
  /** The solution cards: heading and sentence. */
  solutionCards: [
    [
      'Cold-chain monitoring',
      'Temperature and humidity sensors for chillers, freezers and vaccine fridges, with text alerts before stock is at risk.',
    ],
    [
      'Smart farming',
      'Water-trough levels, soil moisture and gate sensors on long-range LoRaWAN, so you check the farm from the ute.',
    ],
    [
      'Building insights',
      'Occupancy, air quality (CO₂) and energy use for offices and schools, on one simple dashboard.',
    ],
    [
      'Asset tracking',
      'GPS and Bluetooth trackers for trailers, tools and equipment, with geofence alerts.',
    ],
  ] as const,

  /** How a project goes: each step's name (in bold) and what happens. */
  steps: [
    ['Site visit', '– we look at what you need to measure and how devices will connect.'],
    ['Pilot', '– a few sensors for a month, so you see real data before you commit.'],
    ['Roll-out', '– installation, alerts set up with your team, and training.'],
    ['Support', '– monitoring of the devices themselves, battery swaps and updates.'],
  ] as const,

  aboutTitle: 'About WhoWe',
  /** Followed by a link to TimeApp and a full stop. */
  about:
    'We are engineers and makers who grew up on farms and in small businesses. We build the kind of systems we wanted ourselves: robust, easy to understand and priced for New Zealand. WhoWe is part of the same family as',
  /** 'Want to talk about a project? Get in touch.', around the link. */
  talkAboutAProject: 'Want to talk about a project?',
  getInTouch: 'Get in touch',
};
