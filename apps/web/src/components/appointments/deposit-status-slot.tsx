import type { AppointmentDeposit } from '@timeapp/domain/deposits';
import { lazy, Suspense } from 'react';

// The deposit's words and icons load only for an appointment that has one (page weight: most
// appointments ask none, and the owner's screens are near their budget).
const DepositStatus = lazy(() => import('./deposit-status'));

type Props = {
  deposit: AppointmentDeposit | null | undefined;
  side: 'customer' | 'owner';
  compact?: boolean;
};

/** DepositStatus when the appointment has a deposit; nothing otherwise. */
export function DepositStatusSlot({ deposit, ...props }: Props) {
  if (!deposit) return null;
  return (
    <Suspense fallback={null}>
      <DepositStatus deposit={deposit} {...props} />
    </Suspense>
  );
}
