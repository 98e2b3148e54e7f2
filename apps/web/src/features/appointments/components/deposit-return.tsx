import { Alert, Anchor, Text } from '@mantine/core';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { useQuery } from '@tanstack/react-query';
import { appointmentQueryOptions } from '../../../api/appointments/get-appointment';

/** Back from Stripe's page, the payment lands by webhook a moment later: ask a few times. */
export const DEPOSIT_RETURN_POLL_MS = 1_500;
const DEPOSIT_RETURN_POLLS = 12;

/**
 * Back from paying the deposit (/appointment-booked?id=..&deposit=return): 'Deposit paid' once
 * the payment has landed, 'Waiting for your payment' with the link to pay until then (the
 * booking's own detail below says the same in its words).
 */
export function DepositReturn({ appointmentId }: { appointmentId: string }) {
  const query = useQuery({
    ...appointmentQueryOptions(appointmentId),
    refetchInterval: (q) =>
      q.state.data?.deposit?.status === 'pending' && q.state.dataUpdateCount < DEPOSIT_RETURN_POLLS
        ? DEPOSIT_RETURN_POLL_MS
        : false,
  });
  const d = query.data?.deposit;
  if (!d) return null;
  if (d.status === 'paid')
    return (
      <Alert color="green" role="status" title={t.paidTitle}>
        {t.paidText}
      </Alert>
    );
  if (d.status !== 'pending') return null;
  return (
    <Alert color="yellow" role="status" title={t.waitingTitle}>
      <Text size="sm">{t.waitingText}</Text>
      {d.checkoutUrl && (
        <Anchor href={d.checkoutUrl} size="sm" fw={600}>
          {t.pay}
        </Anchor>
      )}
    </Alert>
  );
}

export default DepositReturn;
