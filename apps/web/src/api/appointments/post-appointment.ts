import type { Appointment, createAppointmentBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

// The plain fetcher, apart from its mutation hook (create-appointment.ts): the public business
// page books without TanStack Query, whose chunk would put it over its weight budget.

export type CreateAppointmentInput = z.input<typeof createAppointmentBody>;

/** POST /appointment: 201 with status 0 (Waiting); 400 closed/off day, 409 slot full. */
export const createAppointment = (input: CreateAppointmentInput) =>
  api.post<Appointment>('/appointment', input);
