import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HandoverInvitation } from '@timeapp/domain/business-closing';
import { businessClosingTexts as t } from '@timeapp/domain/business-closing-texts';
import { useNavigate } from 'react-router';
import { useAcceptHandover } from '../../../api/ownership/accept-handover';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { updateSessionUser } from '../../../lib/auth-store';
import { formatDate, localDateString } from '../../../lib/format-date-time';

/**
 * A business offered to the signed-in account (docs/decisions/051): who offers what, until
 * when, and 'Accept the business', after which its dashboard opens.
 */
export function AcceptHandover({ token, offer }: { token: string; offer: HandoverInvitation }) {
  const accept = useAcceptHandover();
  const { user } = useSession();
  const navigate = useNavigate();
  const take = () =>
    accept.mutate(token, {
      onSuccess: ({ businessId, message }) => {
        updateSessionUser({
          relatedBusinesses: [
            businessId,
            ...(user?.relatedBusinesses ?? []).filter((id) => id !== businessId),
          ],
        });
        notifications.show({ color: 'green', message });
        navigate(paths.business.dashboard, { replace: true });
      },
    });

  return (
    <Paper withBorder p="lg" maw={640} component="section" aria-labelledby="handover-title">
      <Stack gap="sm">
        <Title order={1} size="h3" id="handover-title">
          {t.offerTitle}
        </Title>
        <Text>{t.offerFrom(offer.fromName, offer.businessName)}</Text>
        <Text size="sm">{t.offerAbout}</Text>
        <Text size="sm">
          {t.offerUntil(formatDate(localDateString(new Date(offer.expiresAt))))}
        </Text>
        <FailureAlert error={accept.error} />
        <Button onClick={take} loading={accept.isPending} style={{ alignSelf: 'flex-start' }}>
          {t.accept}
        </Button>
      </Stack>
    </Paper>
  );
}
