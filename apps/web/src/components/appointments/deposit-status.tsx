import { Anchor, Box, Group, Text } from '@mantine/core';
import type { AppointmentDeposit, DepositStatus as Status } from '@timeapp/domain/deposits';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { depositWords } from './deposit-words';

// A coloured dot beside the words (no icons: every icon used anywhere lands in the one icon
// chunk every screen loads, page weight); the words alone say the status.
const colors: Record<Status, string> = {
  pending: 'yellow',
  paid: 'green',
  released: 'gray',
  refunding: 'blue',
  refunded: 'blue',
  kept: 'orange',
};

type Props = {
  deposit: AppointmentDeposit;
  side: 'customer' | 'owner';
  /** In a list row (itself a link): the words only, no pay link. */
  compact?: boolean;
};

/**
 * An appointment's deposit in words (DESIGN.md section 14), the one place every screen says
 * it: the customer's detail and list rows, the confirmation after paying, the owner's detail.
 * While it is pending the customer gets the link to Stripe's page to pay on.
 */
export function DepositStatus({ deposit: d, side, compact = false }: Props) {
  const payUrl = side === 'customer' && d.status === 'pending' ? d.checkoutUrl : undefined;
  return (
    <Group gap={8} wrap="wrap" data-testid="deposit-status">
      <Box
        aria-hidden
        w={10}
        h={10}
        style={{ borderRadius: '50%', background: `var(--mantine-color-${colors[d.status]}-6)` }}
      />
      <Text size="sm" fw={compact ? 400 : 500}>
        {depositWords(d, side)}
      </Text>
      {payUrl && !compact && (
        <Anchor href={payUrl} size="sm" fw={600}>
          {t.pay}
        </Anchor>
      )}
    </Group>
  );
}

export default DepositStatus;
