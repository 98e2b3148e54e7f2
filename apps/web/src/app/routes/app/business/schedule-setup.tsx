import { Stack, Text, Title } from '@mantine/core';
import { scheduleTexts as t } from '@timeapp/domain/schedule-texts';
import { useBusiness } from '../../../../api/businesses/get-business';
import { ScheduleSetup } from '../../../../features/sections/components/schedule-setup';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';
import { LoadState } from '../../../../components/ui/load-state';

export default function ScheduleSetupRoute() {
  useTitle(t.scheduleSetup);
  const { businessId } = useSession();
  const business = useBusiness(businessId);
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t.scheduleSetup}
        </Title>
        <Text c="dimmed" size="sm">
          {t.scheduleSetupIntro}
        </Text>
      </div>
      <LoadState query={business}>{(b) => <ScheduleSetup key={b._id} business={b} />}</LoadState>
    </Stack>
  );
}
