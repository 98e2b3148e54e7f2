import type { WeekDay } from '@timeapp/domain/businesses';
import { DEMO_OPERATOR_EMAIL } from '../../config.ts';

// Demo content for a fresh development database: plausible New Zealand businesses in several
// cities and categories, so search, the slot grid and both dashboards have something to show.

export type DemoSection = {
  sectionName: string;
  businessDays: WeekDay[];
  hours: [string, string];
  off?: [string, string];
  slotDuration: number;
  appointmentPerSlot: number;
  customRequest?: boolean;
  /** NZD cents. */
  priceCents?: number;
  description?: string;
  /** Request mode: the most people seated per half hour (docs/product-rules.md 10). */
  maxCovers?: number;
  /** Slot mode: the section's own hours on some days (docs/product-rules.md 5.3). */
  hoursByDay?: Record<string, [string, string][]>;
};

export type DemoBusiness = {
  key: string;
  owner: { email: string; firstName: string; lastName: string };
  name: string;
  contactNumber: string;
  aboutBusiness: string;
  address: { country: string; state: string; city: string; suburb: string; postCode: string };
  street?: string;
  category: string;
  sections: DemoSection[];
};

const MON_SAT: WeekDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON_FRI: WeekDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const nz = (state: string, city: string, suburb: string, postCode: string) => ({
  country: 'New Zealand',
  state,
  city,
  suburb,
  postCode,
});

export const DEMO_CUSTOMER = {
  email: 'customer@timeapp.nz',
  password: 'Customer@123',
  firstName: 'Sophie',
  lastName: 'Taylor',
  mobileNumber: '0211234567',
  address: nz('Auckland', 'Auckland', 'Grey Lynn', '1021'),
};

export const DEMO_OWNER = {
  email: 'owner@timeapp.nz',
  password: 'Owner@123',
  firstName: 'Hemi',
  lastName: 'Walker',
  mobileNumber: '0279876543',
  address: nz('Auckland', 'Auckland', 'Ponsonby', '1011'),
};

/**
 * The demo operator (docs/product-rules.md 8.8): outside production, OPERATOR_EMAILS defaults to
 * this address.
 */
export const DEMO_OPERATOR = {
  email: DEMO_OPERATOR_EMAIL,
  password: 'Operator@123',
  firstName: 'Ora',
  lastName: 'Operator',
};

/**
 * Businesses shown in a plan state other than the trial every other demo business is in:
 * one past its referral window with too few referrals, one past its trial and marked paid.
 */
export const DEMO_PLAN_STATES = {
  awaitingReferrals: 'greylynn-pets',
  active: 'mount',
} as const;

/** Other customers with a few bookings and ratings; their password is never logged. */
export const OTHER_CUSTOMERS = [
  { email: 'aroha.ngata@example.nz', firstName: 'Aroha', lastName: 'Ngata' },
  { email: 'james.wilson@example.nz', firstName: 'James', lastName: 'Wilson' },
];

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    key: 'ponsonby',
    owner: DEMO_OWNER,
    name: 'Ponsonby Hair Studio',
    contactNumber: '093761234',
    aboutBusiness:
      'A friendly neighbourhood salon on Ponsonby Road since 2012. Precision cuts, colour and ' +
      'styling for all hair types. Free consultation before every colour.',
    address: nz('Auckland', 'Auckland', 'Ponsonby', '1011'),
    street: '212 Ponsonby Road',
    category: '0',
    sections: [
      {
        sectionName: 'Haircut',
        businessDays: MON_SAT,
        hours: ['09:00', '17:00'],
        off: ['12:00', '13:00'],
        hoursByDay: {
          // Open late on Thursdays, lunch as every day.
          TH: [
            ['09:00', '12:00'],
            ['13:00', '20:00'],
          ],
        },
        slotDuration: 30,
        appointmentPerSlot: 2,
        priceCents: 6500,
        description: 'Wash, precision cut and blow-dry with a senior stylist.',
      },
      {
        sectionName: 'Colour consultation',
        businessDays: MON_FRI,
        hours: ['10:00', '16:00'],
        slotDuration: 30,
        appointmentPerSlot: 1,
        customRequest: true,
        priceCents: 0,
        description: 'Talk through colour options and a strand test, free of charge.',
      },
      {
        // Booked by service with a person (docs/product-rules.md 9): DEMO_TEAM in demo-team.ts.
        sectionName: 'Cut & colour',
        businessDays: MON_SAT,
        hours: ['09:00', '20:00'],
        slotDuration: 30,
        appointmentPerSlot: 1,
        description: 'Choose your stylist, or whoever is free first.',
      },
    ],
  },
  {
    key: 'cuba',
    owner: { email: 'owner.cuba@timeapp.nz', firstName: 'Liam', lastName: 'Murphy' },
    name: 'Cuba Street Barbers',
    contactNumber: '043845566',
    aboutBusiness:
      'Classic and modern barbering in the heart of Te Aro. Hot towel shaves, fades and beard trims.',
    address: nz('Wellington', 'Wellington', 'Te Aro', '6011'),
    street: '150 Cuba Street',
    category: '1',
    sections: [
      {
        sectionName: 'Cut',
        businessDays: MON_SAT,
        hours: ['08:30', '18:00'],
        off: ['13:00', '13:30'],
        slotDuration: 30,
        appointmentPerSlot: 3,
        priceCents: 3800,
        description: 'Any cut, from a skin fade to a classic scissor cut, with a hot towel finish.',
      },
    ],
  },
  {
    key: 'tearo-fitness',
    owner: { email: 'owner.tearofit@timeapp.nz', firstName: 'Mia', lastName: 'Chen' },
    name: 'Te Aro Fitness Studio',
    contactNumber: '048012345',
    aboutBusiness:
      'Small-group strength and conditioning classes, and one-on-one personal training.',
    address: nz('Wellington', 'Wellington', 'Te Aro', '6011'),
    category: '7',
    sections: [
      {
        sectionName: 'Personal training',
        businessDays: MON_FRI,
        hours: ['06:00', '20:00'],
        slotDuration: 60,
        appointmentPerSlot: 1,
      },
    ],
  },
  {
    key: 'riccarton',
    owner: { email: 'owner.riccarton@timeapp.nz', firstName: 'Priya', lastName: 'Sharma' },
    name: 'Riccarton Family Dental',
    contactNumber: '033481122',
    aboutBusiness:
      'General and family dentistry in Riccarton. Check-ups, hygiene and emergency appointments.',
    address: nz('Canterbury', 'Christchurch', 'Riccarton', '8011'),
    category: '5',
    sections: [
      {
        sectionName: 'Check-up',
        businessDays: MON_FRI,
        hours: ['08:00', '17:00'],
        off: ['12:30', '13:30'],
        slotDuration: 45,
        appointmentPerSlot: 2,
      },
    ],
  },
  {
    key: 'newmarket',
    owner: { email: 'owner.newmarket@timeapp.nz', firstName: 'Grace', lastName: 'Kim' },
    name: 'Newmarket Nail Bar',
    contactNumber: '095201234',
    aboutBusiness:
      'Manicures, pedicures and gel nails on Broadway, Newmarket. Walk-ins welcome when free.',
    address: nz('Auckland', 'Auckland', 'Newmarket', '1023'),
    category: '2',
    sections: [
      {
        sectionName: 'Manicure',
        businessDays: MON_SAT,
        hours: ['09:30', '18:00'],
        slotDuration: 45,
        appointmentPerSlot: 4,
      },
    ],
  },
  {
    key: 'hamilton',
    owner: { email: 'owner.hamilton@timeapp.nz', firstName: 'Tom', lastName: 'Anderson' },
    name: 'Hamilton East Physio',
    contactNumber: '078561234',
    aboutBusiness:
      'Sports injuries, back and neck pain, and post-surgery rehabilitation. ACC registered.',
    address: nz('Waikato', 'Hamilton', 'Hamilton East', '3216'),
    category: '6',
    sections: [
      {
        sectionName: 'Assessment',
        businessDays: MON_FRI,
        hours: ['07:30', '18:00'],
        off: ['12:00', '13:00'],
        slotDuration: 30,
        appointmentPerSlot: 2,
      },
    ],
  },
  {
    key: 'dunedin',
    owner: { email: 'owner.octagon@timeapp.nz', firstName: 'Isla', lastName: 'Robertson' },
    name: 'Octagon Bistro',
    contactNumber: '034771234',
    aboutBusiness:
      'Seasonal Otago produce and a local wine list, a minute from the Octagon. Tell us your party size.',
    address: nz('Otago', 'Dunedin', 'Dunedin Central', '9016'),
    category: '8',
    sections: [
      {
        sectionName: 'Table booking',
        businessDays: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        hours: ['11:30', '22:00'],
        slotDuration: 60,
        appointmentPerSlot: 1,
        customRequest: true,
        maxCovers: 24,
      },
    ],
  },
  {
    key: 'mount',
    owner: { email: 'owner.mount@timeapp.nz', firstName: 'Ana', lastName: 'Silva' },
    name: 'Mount Maunganui Day Spa',
    contactNumber: '075751234',
    aboutBusiness: 'Massage, facials and relaxation treatments, a short walk from the beach.',
    address: nz('Bay of Plenty', 'Tauranga', 'Mount Maunganui', '3116'),
    category: '3',
    sections: [
      {
        sectionName: 'Massage',
        businessDays: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        hours: ['10:00', '18:00'],
        slotDuration: 60,
        appointmentPerSlot: 2,
      },
    ],
  },
  {
    key: 'greylynn-pets',
    owner: { email: 'owner.pets@timeapp.nz', firstName: 'Noah', lastName: 'Patel' },
    name: 'Grey Lynn Pet Grooming',
    contactNumber: '093601234',
    aboutBusiness: 'Gentle grooming for dogs and cats of every size: wash, clip, nails and ears.',
    address: nz('Auckland', 'Auckland', 'Grey Lynn', '1021'),
    category: '13',
    sections: [
      {
        sectionName: 'Full groom',
        businessDays: MON_SAT,
        hours: ['08:00', '16:00'],
        slotDuration: 90,
        appointmentPerSlot: 2,
      },
    ],
  },
];
