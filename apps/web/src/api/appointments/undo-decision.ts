import type { Appointment } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';

/**
 * POST /appointment/:id/undo: takes back the owner's last decision within 10 seconds; its
 * e-mail to the customer is then never sent (docs/product-rules.md).
 */
export async function undoDecision(appointmentId: string) {
  return api.post<Appointment>(`/appointment/${encodeURIComponent(appointmentId)}/undo`);
}
