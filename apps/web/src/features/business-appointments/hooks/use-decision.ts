import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@timeapp/domain/messages';
import {
  invalidateAfterAppointmentChange,
  updateAppointment,
} from '../../../api/appointments/update-appointment';
import { errorMessage } from '../../../lib/api-client';

export type DecisionKind = 'accept' | 'reject' | 'cancel';
export type Decision = { appointmentId: string; kind: DecisionKind; cancellationReason?: string };

const said: Record<DecisionKind, string> = {
  accept: messages.accepted,
  reject: messages.rejected,
  cancel: messages.cancelledByOwner,
};

/** The owner accepts, rejects or cancels an appointment; the catalogue's message says how it went. */
export function useDecision() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ appointmentId, kind, cancellationReason }: Decision) =>
      updateAppointment({
        appointmentId,
        status: kind === 'accept' ? 1 : 2,
        ...(cancellationReason ? { cancellationReason } : {}),
      }),
    // The notices live here, not in mutate(): an accepted request leaves the pending list, the
    // row that was clicked unmounts, and callbacks given to mutate() would die with it.
    onSuccess: (_answer, { kind }) => {
      notifications.show({ color: 'green', message: said[kind] });
      return invalidateAfterAppointmentChange(queryClient);
    },
    onError: (error, { kind }) =>
      notifications.show({
        color: 'red',
        title: kind === 'reject' ? messages.failedReject : undefined,
        message: errorMessage(error),
      }),
  });
  const working = mutation.isPending ? mutation.variables : undefined;
  return {
    /** `onDone` runs after a success while the caller is still on screen (closing its modal). */
    decide: (decision: Decision, onDone?: () => void) =>
      mutation.mutate(decision, onDone ? { onSuccess: onDone } : undefined),
    /** What is being decided for this appointment, if anything. */
    pendingFor: (appointmentId: string) =>
      working?.appointmentId === appointmentId ? working.kind : undefined,
  };
}
