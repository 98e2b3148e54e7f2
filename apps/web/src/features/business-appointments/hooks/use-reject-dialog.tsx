import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { useState } from 'react';
import { CancelReasonModal } from '../components/cancel-reason-modal';
import type { useDecision } from './use-decision';

/** The reasons a request's reject offers, the catalogue's default first. */
export const rejectPresets = [messages.autoCancelReason, ...messages.rejectReasonPresets];

/**
 * Reject (a waiting request) or cancel (an approved appointment) asks first, with a reason: the
 * presets and free text, 'Declined by the business' filled in for a request. `ask` opens it.
 */
export function useRejectDialog(
  { decide, pendingFor }: ReturnType<typeof useDecision>,
  title: string = commonTexts.cancelAppointment,
) {
  const [target, setTarget] = useState<AppointmentListItem | null>(null);
  const waiting = target?.status === AppointmentStatus.Waiting;
  const close = () => setTarget(null);
  const dialog = (
    <CancelReasonModal
      opened={target !== null}
      title={title}
      pending={target ? pendingFor(target._id) !== undefined : false}
      presets={waiting ? rejectPresets : undefined}
      initialReason={waiting ? messages.autoCancelReason : ''}
      onClose={close}
      onProceed={(reason) =>
        target &&
        decide(
          {
            appointmentId: target._id,
            kind: waiting ? 'reject' : 'cancel',
            cancellationReason: reason,
          },
          close,
        )
      }
    />
  );
  return { ask: setTarget, dialog };
}
