import type { Appointment } from '@timeapp/domain/appointments';

// Test data shaped like GET /appointment answers for the owner.
export const appointmentOf = (overrides: Partial<Appointment> = {}): Appointment => ({
  _id: 'a1',
  userId: 'c1',
  businessId: 'b1',
  sectionId: 's1',
  sectionName: 'Haircut',
  appointmentDate: '2030-04-02',
  appointmentTime: '09:30',
  startsAt: '2030-04-02T09:30:00+13:00',
  reason: 'Trim before a wedding',
  cancellationReason: '',
  extendedNote: '',
  status: 0,
  attendance: null,
  customerRating: null,
  business: { name: 'Ponsonby Hair Studio', contactNumber: '0211234567', photos: [] },
  user: { firstName: 'Aroha', lastName: 'Ngata', profileImage: '' },
  createdAt: '2030-03-01T10:00:00.000Z',
  ...overrides,
});
