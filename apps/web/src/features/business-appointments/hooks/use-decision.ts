import { notifications } from '@mantine/notifications';
import { messages } from '@timeapp/domain/messages';
import { useUpdateAppointment } from '../../../api/appointments/update-appointment';
import { errorMessage } from '../../../lib/api-client';

/** Accept, reject or cancel one appointment, with the catalogue's message for each outcome. */
export function useDecision(appointmentId: string) {
  const update = useUpdateAppointment();
  const decide = (
    kind: 'accept' | 'reject' | 'cancel',
    cancellationReason?: string,
    onDone?: () => void,
  ) =>
    update.mutate(
      {
        appointmentId,
        status: kind === 'accept' ? 1 : 2,
        ...(cancellationReason ? { cancellationReason } : {}),
      },
      {
        onSuccess: () => {
          onDone?.();
          const message =
            kind === 'accept'
              ? messages.accepted
              : kind === 'reject'
                ? messages.rejected
                : messages.cancelledByOwner;
          notifications.show({ color: 'green', message });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: kind === 'reject' ? messages.failedReject : undefined,
            message: errorMessage(error),
          }),
      },
    );
  return { decide, pending: update.isPending, pendingKind: update.variables?.status };
}
