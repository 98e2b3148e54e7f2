import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { messages } from '@timeapp/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useReferBusiness } from '../../../api/referrals/refer-business';
import { useReferralStatus } from '../../../api/referrals/referral-status';

/**
 * '+ Referral': refer the business once. It says what it does, and once you have referred it
 * says so instead (docs/product-rules.md 8).
 */
export function ReferralButton({ businessId }: { businessId: string }) {
  const refer = useReferBusiness();
  const status = useReferralStatus(businessId);
  if (status.data?.referred)
    return (
      <Group gap={6} role="status">
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm">{messages.referralDone}</Text>
      </Group>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconUserPlus size={18} aria-hidden />}
        loading={refer.isPending || status.isPending}
        aria-describedby={`referral-explained-${businessId}`}
        onClick={() =>
          refer.mutate(businessId, {
            onSuccess: (answer) =>
              notifications.show({ color: 'green', message: answer.message || messages.referred }),
            onError: (error) =>
              notifications.show({
                color: 'yellow',
                message: errorMessage(error, messages.failed),
              }),
          })
        }
      >
        {t.refer}
      </Button>
      <Text size="sm" c="dimmed" id={`referral-explained-${businessId}`}>
        {messages.referralExplained}
      </Text>
    </Group>
  );
}
