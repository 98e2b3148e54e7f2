import { api } from '../../lib/api-client';

/** GET /appointment/:id/calendar: the appointment's .ics (its customer or the business owner). */
export async function getAppointmentCalendar(appointmentId: string): Promise<string> {
  const answer = await api.get<string>(
    `/appointment/${encodeURIComponent(appointmentId)}/calendar`,
    { raw: true },
  );
  return answer.data;
}
