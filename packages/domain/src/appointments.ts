import { id, localDate, localTime, trimmed } from './common.ts';
import { messages } from './messages.ts';
import { AppointmentStatus } from './status.ts';
import { z } from './zod.ts';

export const createAppointmentBody = z.object({
  businessId: id,
  sectionId: id,
  appointmentDate: localDate,
  /** `HH:MM`, or an ISO instant (v1.1 clients send one); read in the business's zone. */
  appointmentTime: z.union([localTime, z.iso.datetime({ offset: true })], {
    error: messages.selectDateTime,
  }),
  reason: z._default(trimmed(500, { multiline: true }), ''),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

const status = z.coerce
  .number()
  .check(z.int(), z.minimum(AppointmentStatus.Waiting), z.maximum(AppointmentStatus.Cancelled));

export const updateAppointmentBody = z.object({
  status,
  cancellationReason: z.optional(trimmed(500, { multiline: true })),
});

const attendance = z.enum(['arrived', 'no-show']);

export const attendanceBody = z.object({ attendance });

export const listAppointmentsQuery = z.object({
  businessId: z.optional(id),
  sectionId: z.optional(id),
  status: z.optional(status),
  from: z.optional(localDate),
  to: z.optional(localDate),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
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
  status: z.int(),
  attendance: z.nullable(attendance),
  customerRating: z.optional(z.nullable(z.int())),
  business: z.object({ name: z.string(), contactNumber: z.string(), photos: z.array(z.string()) }),
  user: z.optional(
    z.object({ firstName: z.string(), lastName: z.string(), profileImage: z.string() }),
  ),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

export const ratingBody = z.object({
  ratedId: id,
  rate: z.coerce
    .number()
    .check(z.int(), z.minimum(1, messages.rateRange), z.maximum(5, messages.rateRange)),
});
