import type { Appointment } from '@timeapp/domain/appointments';
import { lazy, Suspense } from 'react';

// The deposit and its refund load only for an appointment that has one, in a chunk of their
// own (the owner's detail screens are near their page-weight budget).
const OwnerDeposit = lazy(() =>
  import('./owner-deposit').then((m) => ({ default: m.OwnerDeposit })),
);

/** The deposit under the appointment the owner opened; nothing when it asks none. */
export function OwnerDepositSlot({ appointment: a }: { appointment: Appointment }) {
  if (!a.deposit) return null;
  return (
    <Suspense fallback={null}>
      <OwnerDeposit appointment={a} />
    </Suspense>
  );
}
