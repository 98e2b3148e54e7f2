import { Stack, Text, Title } from '@mantine/core';
import { teamTexts } from '@timeapp/domain/team-texts';
import { useBusiness } from '../../../../api/businesses/get-business';
import { TeamScreen } from '../../../../features/team/components/team-screen';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';
import { LoadState } from '../../../../components/ui/load-state';

export default function TeamRoute() {
  useTitle(teamTexts.title);
  const { businessId } = useSession();
  const business = useBusiness(businessId);
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {teamTexts.title}
        </Title>
        <Text c="dimmed" size="sm">
          {teamTexts.intro}
        </Text>
      </div>
      <LoadState query={business}>{(b) => <TeamScreen key={b._id} business={b} />}</LoadState>
    </Stack>
  );
}
