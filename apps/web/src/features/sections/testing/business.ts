import type { Business, Section } from '@timeapp/domain/businesses';

// Test data shaped like GET /business/:id answers.
export const haircut: Section = {
  _id: 's1',
  sectionName: 'Haircut',
  businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  businessHours: ['09:00', '17:00'],
  regularOffHours: ['12:00', '13:00'],
  noneRegularOffDays: [],
  slotDuration: 30,
  appointmentPerSlot: 2,
  customRequest: false,
  __v: 0,
};
export const colour: Section = {
  ...haircut,
  _id: 's2',
  sectionName: 'Colour consultation',
  regularOffHours: [],
  customRequest: true,
};
export const business: Business = {
  _id: 'b1',
  name: 'Ponsonby Hair Studio',
  contactNumber: '0211234567',
  aboutBusiness: '',
  address: {
    country: 'New Zealand',
    state: 'Auckland',
    city: 'Auckland',
    suburb: 'Ponsonby',
    postCode: '1011',
  },
  category: '0',
  photos: [],
  section: [haircut, colour],
  status: 1,
  referralCount: 0,
  verified: false,
  timezone: 'Pacific/Auckland',
  rating: { average: 0, count: 0 },
  ownerId: 'u1',
};
