// The demo salon's team and services (docs/product-rules.md 9), beside demo-data.ts.

/** A service of the demo salon's 'Cut & colour' section, and who of DEMO_TEAM does it. */
export type DemoService = {
  name: string;
  durationMinutes: number;
  priceCents: number;
  description: string;
  bufferAfterMinutes?: number;
  members: string[];
};

/**
 * The demo salon's team of three and its services (docs/product-rules.md 9): each with a roster
 * of their own, a lunch break as a gap, a late Thursday; a colour with 15 minutes to clean up.
 */
export const DEMO_TEAM: {
  members: { name: string; hours: Record<string, [string, string][]> }[];
  services: DemoService[];
} = {
  members: [
    {
      name: 'Aroha Parata',
      hours: {
        MO: [
          ['09:00', '12:30'],
          ['13:30', '17:30'],
        ],
        TU: [
          ['09:00', '12:30'],
          ['13:30', '17:30'],
        ],
        WE: [
          ['09:00', '12:30'],
          ['13:30', '17:30'],
        ],
        TH: [
          ['09:00', '12:30'],
          ['13:30', '20:00'],
        ],
        FR: [
          ['09:00', '12:30'],
          ['13:30', '17:30'],
        ],
      },
    },
    {
      name: 'Tama Rewi',
      hours: {
        TU: [
          ['10:00', '14:00'],
          ['14:30', '18:00'],
        ],
        WE: [
          ['10:00', '14:00'],
          ['14:30', '18:00'],
        ],
        TH: [
          ['10:00', '14:00'],
          ['14:30', '18:00'],
        ],
        FR: [
          ['10:00', '14:00'],
          ['14:30', '18:00'],
        ],
        SA: [['09:00', '15:00']],
      },
    },
    {
      name: 'Mere Clarke',
      hours: {
        MO: [['09:00', '15:00']],
        WE: [['09:00', '15:00']],
        FR: [['09:00', '15:00']],
        SA: [['09:00', '15:00']],
      },
    },
  ],
  services: [
    {
      name: "Women's cut",
      durationMinutes: 45,
      priceCents: 8500,
      description: 'Wash, cut and blow-dry.',
      members: ['Aroha Parata', 'Tama Rewi', 'Mere Clarke'],
    },
    {
      name: "Men's cut",
      durationMinutes: 30,
      priceCents: 5000,
      description: 'Clipper or scissor cut, hot towel finish.',
      members: ['Aroha Parata', 'Tama Rewi'],
    },
    {
      name: 'Colour',
      durationMinutes: 120,
      priceCents: 18000,
      description: 'Full colour with toner and blow-dry.',
      bufferAfterMinutes: 15,
      members: ['Aroha Parata', 'Mere Clarke'],
    },
  ],
};
