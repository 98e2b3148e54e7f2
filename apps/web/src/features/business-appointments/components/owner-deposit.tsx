import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Appointment } from '@timeapp/domain/appointments';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { ownerMayRefund } from '@timeapp/domain/deposits';
import { useState } from 'react';
import { useRefundDeposit } from '../../../api/deposits/refund-deposit';
import { DepositStatus } from '../../../components/appointments/deposit-status';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { customerName } from '../utils/format';

/**
 * The deposit under the appointment the owner opened: its status, and 'Refund deposit' (asked
 * first) while it is paid or kept (docs/decisions/056).
 */
export function OwnerDeposit({ appointment: a }: { appointment: Appointment }) {
  const refund = useRefundDeposit();
  const [asking, setAsking] = useState(false);
  const d = a.deposit;
  if (!d) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <DepositStatus deposit={d} side="owner" />
        {ownerMayRefund(d.status) && (
          <Button
            variant="default"
            onClick={() => {
              refund.reset();
              setAsking(true);
            }}
          >
            {t.refund}
          </Button>
        )}
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t.refundTitle} centered>
        <Stack gap="md">
          {refund.isError && (
            <Alert color="red" role="alert">
              {errorMessage(refund.error)}
            </Alert>
          )}
          <Text>{t.refundText(d.amountCents, customerName(a))}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t.refundNo}
            </Button>
            <Button
              color="red"
              loading={refund.isPending}
              onClick={() =>
                refund.mutate(a._id, {
                  onSuccess: () => {
                    setAsking(false);
                    notifications.show({ color: 'green', message: t.refundAsked });
                  },
                })
              }
            >
              {t.refundYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
