import type { Appointment } from '@timeapp/domain/appointments';
import { lazy, Suspense } from 'react';

// The customer's strikes (decision 055) load after the appointment, in a chunk of their own.
const CustomerStrikes = lazy(() =>
  import('./customer-strikes').then((m) => ({ default: m.CustomerStrikes })),
);

/** An account customer's strikes at the business, under the appointment the owner opened. */
export function CustomerStrikesSlot({ appointment: a }: { appointment: Appointment }) {
  if (!a.userId || !a.customer) return null;
  return (
    <Suspense fallback={null}>
      <CustomerStrikes businessId={a.businessId} userId={a.userId} />
    </Suspense>
  );
}
