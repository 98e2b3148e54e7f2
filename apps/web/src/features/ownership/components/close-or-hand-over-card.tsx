import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { businessClosingTexts as t } from '@timeapp/domain/business-closing-texts';
import { useState } from 'react';
import { useHandoverOffer } from '../../../api/ownership/get-handover-offer';
import { useWithdrawHandover } from '../../../api/ownership/withdraw-handover';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { formatDate, localDateString } from '../../../lib/format-date-time';
import { CloseBusinessDialog } from './close-business-dialog';
import { HandOverDialog } from './hand-over-dialog';

/**
 * 'Close or hand over the business' (DESIGN.md section 12; docs/decisions/051): what an owner
 * does before they can delete their account. Shows an open offer, which can be withdrawn.
 */
export function CloseOrHandOverCard({ businessId }: { businessId: string }) {
  const offer = useHandoverOffer(businessId);
  const withdraw = useWithdrawHandover();
  const [asking, setAsking] = useState<'close' | 'hand-over' | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const open = offer.data;

  return (
    <Paper withBorder p="lg" maw={820} component="section" aria-labelledby="close-business-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="close-business-title">
          {t.title}
        </Title>
        <Text size="sm">{t.about}</Text>
        {sent && (
          <Alert color="green" role="status" withCloseButton onClose={() => setSent(null)}>
            {sent}
          </Alert>
        )}
        <FailureAlert error={withdraw.error ?? offer.error} />
        {open && (
          <Group gap="sm" justify="space-between">
            <Text size="sm">
              {t.offered(
                open.name,
                open.email,
                formatDate(localDateString(new Date(open.expiresAt))),
              )}
            </Text>
            <Button
              variant="default"
              size="xs"
              loading={withdraw.isPending}
              onClick={() => {
                setSent(null);
                withdraw.mutate(businessId, { onSuccess: setSent });
              }}
            >
              {t.withdraw}
            </Button>
          </Group>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => setAsking('hand-over')}>
            {t.handOver}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => setAsking('close')}>
            {t.close}
          </Button>
        </Group>
      </Stack>
      <HandOverDialog
        businessId={businessId}
        opened={asking === 'hand-over'}
        onClose={() => setAsking(null)}
        onSent={(message) => {
          setAsking(null);
          setSent(message);
        }}
      />
      <CloseBusinessDialog
        businessId={businessId}
        opened={asking === 'close'}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
