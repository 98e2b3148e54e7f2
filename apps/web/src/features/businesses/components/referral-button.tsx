import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useReferBusiness } from '../../../api/referrals/refer-business';

/** '+ Referral': refer the business once; the server says how it went. */
export function ReferralButton({ businessId }: { businessId: string }) {
  const refer = useReferBusiness();
  return (
    <Button
      variant="light"
      leftSection={<IconUserPlus size={18} aria-hidden />}
      loading={refer.isPending}
      onClick={() =>
        refer.mutate(businessId, {
          onSuccess: (answer) =>
            notifications.show({ color: 'green', message: answer.message || messages.referred }),
          onError: (error) =>
            notifications.show({ color: 'yellow', message: errorMessage(error, messages.failed) }),
        })
      }
    >
      + Referral
    </Button>
  );
}
