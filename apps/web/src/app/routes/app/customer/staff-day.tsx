import { Alert, Stack, Text, Title } from '@mantine/core';
import { staffTexts } from '@timeapp/domain/staff-texts';
import { useMemberships } from '../../../../api/staff/get-staff-day';
import { LoadState } from '../../../../components/ui/load-state';
import { StaffDay } from '../../../../features/staff/components/staff-day';
import { useTitle } from '../../../../hooks/use-title';

/** 'My day': a team member's own appointments (docs/product-rules.md 9.8). */
export default function StaffDayRoute() {
  useTitle(staffTexts.dayTitle);
  const memberships = useMemberships();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={1} size="h2">
          {staffTexts.dayTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {staffTexts.dayIntro}
        </Text>
      </div>
      <LoadState query={memberships}>
        {(teams) =>
          teams.length === 0 ? (
            <Alert color="gray" variant="light">
              {staffTexts.notOnATeam}
            </Alert>
          ) : (
            <StaffDay memberships={teams} />
          )
        }
      </LoadState>
    </Stack>
  );
}
