import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconCash,
  IconCashOff,
  IconCircleCheck,
  IconClockHour4,
  IconReceiptRefund,
} from '@tabler/icons-react';
import type { AppointmentDeposit, DepositStatus as Status } from '@timeapp/domain/deposits';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { depositWords } from './deposit-words';

const looks: Record<Status, { color: string; Icon: typeof IconCash }> = {
  pending: { color: 'yellow', Icon: IconClockHour4 },
  paid: { color: 'green', Icon: IconCircleCheck },
  released: { color: 'gray', Icon: IconCashOff },
  refunding: { color: 'blue', Icon: IconReceiptRefund },
  refunded: { color: 'blue', Icon: IconReceiptRefund },
  kept: { color: 'orange', Icon: IconCash },
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
  const { color, Icon } = looks[d.status];
  const payUrl = side === 'customer' && d.status === 'pending' ? d.checkoutUrl : undefined;
  return (
    <Group gap={6} wrap="wrap" data-testid="deposit-status">
      <ThemeIcon color={color} variant="light" size={compact ? 'sm' : 'md'} radius="xl" aria-hidden>
        <Icon size={compact ? 14 : 16} />
      </ThemeIcon>
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
