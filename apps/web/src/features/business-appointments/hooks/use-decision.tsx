import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNDO_SECONDS } from '@timeapp/domain/transitions';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { messages } from '@timeapp/domain/messages';
import { undoDecision } from '../../../api/appointments/undo-decision';
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

/**
 * The owner accepts, rejects or cancels an appointment; the catalogue's message says how it went,
 * with an 'Undo' for as long as the server allows one (docs/product-rules.md: the decision's
 * e-mail waits that long, and an undo withdraws it).
 */
export function useDecision() {
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: undoDecision,
    onSuccess: () => {
      notifications.show({ color: 'blue', message: messages.undone });
      return invalidateAfterAppointmentChange(queryClient);
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const mutation = useMutation({
    mutationFn: ({ appointmentId, kind, cancellationReason }: Decision) =>
      updateAppointment({
        appointmentId,
        status: kind === 'accept' ? 1 : 2,
        ...(cancellationReason ? { cancellationReason } : {}),
      }),
    // The notices live here, not in mutate(): an accepted request leaves the pending list, the
    // row that was clicked unmounts, and callbacks given to mutate() would die with it.
    onSuccess: (_answer, { kind, appointmentId }) => {
      const id = `decision-${appointmentId}`;
      notifications.show({
        id,
        color: 'green',
        // A second or so less than the server's window: an Undo shown is one that still works.
        autoClose: (UNDO_SECONDS - 1) * 1000,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{said[kind]}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                undo.mutate(appointmentId);
              }}
            >
              {t.undo}
            </Button>
          </Group>
        ),
      });
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
