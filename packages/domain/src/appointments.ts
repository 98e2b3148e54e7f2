import { z } from 'zod';
import { id, localDate, localTime } from './common.ts';
import { messages } from './messages.ts';

export const createAppointmentBody = z.object({
  businessId: id,
  sectionId: id,
  appointmentDate: localDate,
  /** `HH:MM`, or an ISO instant (v1.1 clients send one); read in the business's zone. */
  appointmentTime: z.union([localTime, z.iso.datetime({ offset: true })], {
    error: messages.selectDateTime,
  }),
  reason: z.string().trim().max(500).default(''),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

export const updateAppointmentBody = z.object({
  status: z.coerce.number().int().min(0).max(2),
  cancellationReason: z.string().trim().max(500).optional(),
});

export const attendanceBody = z.object({ attendance: z.enum(['arrived', 'no-show']) });

export const listAppointmentsQuery = z.object({
  businessId: id.optional(),
  sectionId: id.optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

export const appointment = z.object({
  _id: id,
  userId: id,
  businessId: id,
  sectionId: id,
  sectionName: z.string(),
  appointmentDate: localDate,
  appointmentTime: localTime,
  startsAt: z.string(),
  reason: z.string(),
  cancellationReason: z.string(),
  extendedNote: z.string(),
  status: z.number().int(),
  attendance: z.enum(['arrived', 'no-show']).nullable(),
  customerRating: z.number().int().nullable().optional(),
  business: z.object({ name: z.string(), contactNumber: z.string(), photos: z.array(z.string()) }),
  user: z
    .object({ firstName: z.string(), lastName: z.string(), profileImage: z.string() })
    .optional(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

export const ratingBody = z.object({
  ratedId: id,
  rate: z.coerce.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
});
