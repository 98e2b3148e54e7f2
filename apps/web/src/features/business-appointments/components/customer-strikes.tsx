import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { cancellationTexts as t } from '@timeapp/domain/cancellation-policy-texts';
import { sayWhen } from '@timeapp/domain/say-when';
import type { StrikeAnswer } from '@timeapp/domain/strikes';
import { useCustomerStrikes } from '../../../api/strikes/get-customer-strikes';
import { useForgiveStrike } from '../../../api/strikes/forgive-strike';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { errorMessage } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/format-date-time';

type Props = { businessId: string; userId: string };

/**
 * A customer's strikes at the business, for its owner (decision 055): late cancellations and
 * no-shows, how many count of the limit, and a Forgive button on each that counts.
 */
export function CustomerStrikes({ businessId, userId }: Props) {
  const query = useCustomerStrikes(businessId, userId);
  const forgive = useForgiveStrike(businessId);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  const { counting, strikeLimit, strikes } = query.data;
  return (
    <Stack gap="xs" aria-labelledby="strikes-title" component="section">
      <Group gap="xs">
        <Title order={2} size="h5" id="strikes-title">
          {t.strikesTitle}
        </Title>
        {strikes.length > 0 && (
          <Badge color={counting >= strikeLimit ? 'red' : 'gray'} variant="light">
            {t.strikesCount(counting, strikeLimit)}
          </Badge>
        )}
      </Group>
      <FailureAlert error={forgive.error} />
      {strikes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.strikesNone}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {strikes.map((s) => (
            <List.Item key={s._id}>
              <StrikeRow
                strike={s}
                pending={forgive.isPending && forgive.variables === s._id}
                onForgive={() => forgive.mutate(s._id)}
              />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function StrikeRow({
  strike: s,
  pending,
  onForgive,
}: {
  strike: StrikeAnswer;
  pending: boolean;
  onForgive: () => void;
}) {
  const what = `${t.kinds[s.kind]}: ${s.appointment.sectionName}, ${sayWhen(
    s.appointment.appointmentDate,
    s.appointment.appointmentTime,
  )}`;
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm" td={s.counts ? undefined : 'line-through'}>
        {what}
      </Text>
      {s.forgivenAt ? (
        <Text size="sm" c="dimmed">
          {t.forgiven(formatInstant(s.forgivenAt))}
        </Text>
      ) : s.counts ? (
        <Button
          size="compact-sm"
          variant="light"
          loading={pending}
          onClick={onForgive}
          aria-label={`${t.forgive}: ${what}`}
        >
          {t.forgive}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t.expired}
        </Text>
      )}
    </Group>
  );
}
