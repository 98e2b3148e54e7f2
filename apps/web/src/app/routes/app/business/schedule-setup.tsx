import { Stack, Text, Title } from '@mantine/core';
import { useBusiness } from '../../../../api/businesses/get-business';
import { ScheduleSetup } from '../../../../features/sections/components/schedule-setup';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';
import { LoadState } from '../../../../components/ui/load-state';

export default function ScheduleSetupRoute() {
  useTitle('Schedule set-up');
  const { businessId } = useSession();
  const business = useBusiness(businessId);
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          Schedule set-up
        </Title>
        <Text c="dimmed" size="sm">
          Choose a section, set when it takes bookings, and check the slots before you save.
        </Text>
      </div>
      <LoadState query={business}>{(b) => <ScheduleSetup key={b._id} business={b} />}</LoadState>
    </Stack>
  );
}
