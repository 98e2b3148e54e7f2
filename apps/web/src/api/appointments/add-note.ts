import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, noteBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type AddNoteInput = { appointmentId: string } & z.input<typeof noteBody>;

/** POST /appointment/:id/note: the owner's note, e-mailed to the customer and kept on it. */
export async function addNote({ appointmentId, note }: AddNoteInput) {
  return api.post<Appointment>(`/appointment/${encodeURIComponent(appointmentId)}/note`, {
    note,
  });
}

export const useAddNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (answer, { appointmentId }) => {
      queryClient.setQueryData(queryKeys.appointment(appointmentId), answer.data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
    },
  });
};
