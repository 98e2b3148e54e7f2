import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { useSearchParams } from 'react-router';
import { useConnectDeposits } from '../../../api/deposits/connect-deposits';
import { useDepositsAccount } from '../../../api/deposits/get-deposits-account';
import { errorMessage } from '../../../lib/api-client';

/**
 * The owner's Deposits card (docs/decisions/056): whether the server takes payments, and the
 * business's own Stripe account: none yet ('Take deposits with Stripe'), onboarding started
 * ('Finish setting up with Stripe'), or ready. Both buttons go to Stripe's onboarding, which
 * comes back to the profile with `?deposits=return` (or `refresh`, when its link ran out).
 */
export function DepositsCard({ businessId }: { businessId: string }) {
  const back = useSearchParams()[0].get('deposits') !== null;
  const account = useDepositsAccount(businessId, back);
  const connect = useConnectDeposits(businessId);
  const a = account.data;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="deposits-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="deposits-title">
            {t.cardTitle}
          </Title>
          {a?.configured && a.status === 'ready' && (
            <Badge color="green" variant="light">
              {t.ready}
            </Badge>
          )}
        </Group>
        {account.isPending && (
          <Text size="sm" c="dimmed">
            {t.loading}
          </Text>
        )}
        {account.isError && (
          <Alert color="red" role="alert">
            {errorMessage(account.error)}
          </Alert>
        )}
        {connect.isError && (
          <Alert color="red" role="alert">
            {errorMessage(connect.error)}
          </Alert>
        )}
        {a && !a.configured && <Text size="sm">{t.notConfigured}</Text>}
        {a?.configured && a.status === 'ready' && <Text size="sm">{t.introReady}</Text>}
        {a?.configured && a.status !== 'ready' && (
          <>
            <Text size="sm">{a.status === 'none' ? t.introNone : t.introOnboarding}</Text>
            <Group>
              <Button
                loading={connect.isPending || connect.isSuccess}
                onClick={() => connect.mutate()}
              >
                {a.status === 'none' ? t.connect : t.finish}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
