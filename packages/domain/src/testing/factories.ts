// Test data shaped by the contract, one default each, with overrides: what server, web and
// browser tests build their requests and fake answers from. Tests only ('@timeapp/domain/testing';
// app code may not import it, eslint.config.js). Each test overrides just what it is about.
import { DEFAULT_POLICY } from '../cancellation-policy.ts';
import type { Appointment, CreateAppointmentBody } from '../appointments.ts';
import type { Business, CreateBusinessBody, Section, SectionInput } from '../businesses.ts';
import type { Address } from '../common.ts';
import { weekDays } from '../days.ts';
import { AppointmentStatus, isDeclined } from '../status.ts';
import { zoneOffsets } from '../time-zone.ts';
import type { registerBody, UserProfile } from '../users.ts';
import type { z } from '../zod.ts';

/** A password every password rule accepts. */
export const aPassword = 'Welcome@2026';

export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  country: 'New Zealand',
  state: 'Auckland',
  city: 'Auckland',
  suburb: 'Ponsonby',
  postCode: '1011',
  ...overrides,
});

export const mondayToSaturday: SectionInput['businessDays'] = weekDays.slice(0, 6);

/**
 * A section as the business form sends it: Monday to Saturday 09:00-17:00, not available
 * 12:00-13:00, 30-minute slots, 2 places each.
 */
export const aSectionInput = (overrides: Partial<SectionInput> = {}): SectionInput => ({
  sectionName: 'Haircut',
  businessDays: [...mondayToSaturday],
  businessHours: ['09:00', '17:00'],
  regularOffHours: ['12:00', '13:00'],
  noneRegularOffDays: [],
  slotDuration: 30,
  appointmentPerSlot: 2,
  customRequest: false,
  ...overrides,
});

/** A request-only section: customers ask for a time in opening hours, the owner decides. */
export const aRequestSectionInput = (overrides: Partial<SectionInput> = {}): SectionInput =>
  aSectionInput({
    sectionName: 'Table booking',
    businessDays: mondayToSaturday.slice(0, 5),
    businessHours: ['10:00', '16:00'],
    regularOffHours: [],
    slotDuration: 60,
    appointmentPerSlot: 1,
    customRequest: true,
    ...overrides,
  });

/** The business form's body (POST /business) with one slot section. */
export const aBusinessBody = (overrides: Partial<CreateBusinessBody> = {}): CreateBusinessBody => ({
  name: 'Ponsonby Hair Studio',
  contactNumber: '093761234',
  aboutBusiness: 'Cuts and colour on Ponsonby Road.',
  address: { ...anAddress(), street: '' },
  category: '0',
  photos: [],
  section: [aSectionInput()],
  ...overrides,
});

/** A section as GET /business/:id answers it (the default section, id 's1'). */
export const aSection = (overrides: Partial<Section> = {}): Section => {
  const { regularOffHours, slotDuration, appointmentPerSlot, ...input } = aSectionInput();
  return {
    _id: 's1',
    ...input,
    regularOffHours: regularOffHours ?? [],
    slotDuration: slotDuration ?? 30,
    appointmentPerSlot: appointmentPerSlot ?? 1,
    priceCents: null,
    description: '',
    maxCovers: null,
    deposit: null,
    hoursByDay: null,
    __v: 0,
    ...overrides,
  };
};

/** A business as GET /business/:id answers it: the default body's, id 'b1', owner 'u1'. */
export const aBusiness = (overrides: Partial<Business> = {}): Business => {
  const { section: _sent, timezone = 'Pacific/Auckland', ...body } = aBusinessBody();
  return {
    _id: 'b1',
    ...body,
    slug: 'ponsonby-hair-studio',
    contactNumberDisplay: '09 376 1234',
    section: [aSection()],
    status: 1,
    referralCount: 0,
    verified: false,
    bookable: true,
    timezone,
    // The table the server sends, for the zone the business ends up with.
    timezoneOffsets: zoneOffsets(overrides.timezone ?? timezone, new Date()),
    reminders: '24h',
    cancellationPolicy: { ...DEFAULT_POLICY },
    rating: { average: 0, count: 0 },
    ownerId: 'u1',
    ...overrides,
  };
};

/** What the sign-up form sends (POST /users); give each test its own `email`. */
export const aRegistration = (
  overrides: Partial<z.input<typeof registerBody>> = {},
): z.input<typeof registerBody> => ({
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.test',
  password: aPassword,
  confirmPassword: aPassword,
  mobileNumber: '0211234567',
  birthday: '1990-04-01',
  address: anAddress(),
  ...overrides,
});

/** A signed-in user's profile (GET /users/me); its first fields are the session's user. */
export const aUser = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: 'u1',
  email: 'kiri@example.co.nz',
  firstName: 'Kiri',
  lastName: 'Walker',
  profileImage: '',
  relatedBusinesses: [],
  mobileNumber: '+64211234567',
  mobileNumberDisplay: '021 123 4567',
  textsConsent: false,
  birthday: '1990-04-12',
  userName: 'kiri',
  userType: 'user',
  active: true,
  verified: true,
  address: anAddress(),
  favorite: [],
  ...overrides,
});

/** A booking request (POST /appointment) for the default business and section. */
export const anAppointmentRequest = (
  overrides: Partial<CreateAppointmentBody> = {},
): CreateAppointmentBody => ({
  businessId: 'b1',
  sectionId: 's1',
  appointmentDate: '2030-04-02',
  appointmentTime: '09:30',
  reason: 'Trim before a wedding',
  ...overrides,
});

/** An appointment as GET /appointment answers it: Aroha Ngata's waiting request. */
export const anAppointment = (overrides: Partial<Appointment> = {}): Appointment => {
  const { name, contactNumber, contactNumberDisplay, photos } = aBusiness();
  const request = anAppointmentRequest();
  const a: Appointment = {
    _id: 'a1',
    userId: 'c1',
    ...request,
    sectionName: aSection().sectionName,
    appointmentTime: '09:30',
    startsAt: '2030-04-02T09:30:00+13:00',
    cancellationReason: '',
    extendedNote: '',
    status: AppointmentStatus.Waiting,
    attendance: null,
    customerRating: null,
    business: {
      name,
      contactNumber,
      contactNumberDisplay,
      photos,
      cancellationFreeHours: DEFAULT_POLICY.freeHours,
    },
    user: { firstName: 'Aroha', lastName: 'Ngata', profileImage: '' },
    createdAt: '2030-03-01T10:00:00.000Z',
    attendanceAt: null,
    history: [
      {
        status: AppointmentStatus.Waiting,
        by: 'customer',
        reason: '',
        at: '2030-03-01T10:00:00.000Z',
      },
    ],
    cancelledBy: null,
    declined: false,
    customer: null,
    notes: [],
    walkIn: null,
    ...overrides,
  };
  // Declined as the server tells it from the history, unless the test says otherwise.
  return { ...a, declined: overrides.declined ?? isDeclined(a) };
};
