import { Alert, Button, Stack } from '@mantine/core';
import type { Business } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { useServices, useTeam } from '../../../api/team/get-team';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { businessToday } from '../../../lib/business-today';
import { MemberList } from './member-list';
import { ServiceList } from './service-list';

type Props = { business: Business };

/**
 * The owner's team and services (docs/product-rules.md 9): who works when and does what, and
 * the services of each section. Sections come with the business; services in sections that
 * were deleted are not shown (nobody can book them).
 */
export function TeamScreen({ business }: Props) {
  const team = useTeam(business._id);
  const services = useServices(business._id);
  if (team.isPending || services.isPending) return <PageLoader />;
  if (team.isError || services.isError) {
    const failed = team.isError ? team : services;
    return (
      <Alert color="red" role="alert">
        {errorMessage(failed.error)}
        <Button
          display="block"
          mt="sm"
          variant="light"
          color="red"
          loading={failed.isFetching}
          onClick={() => void failed.refetch()}
        >
          {messages.retry}
        </Button>
      </Alert>
    );
  }

  const sections = business.section
    .filter((s) => s.__v === 0)
    .map((s) => ({ _id: s._id, name: s.sectionName, customRequest: s.customRequest }));
  return (
    <Stack gap="xl">
      <MemberList
        businessId={business._id}
        members={team.data}
        services={services.data}
        today={businessToday(business.timezone)}
      />
      <ServiceList
        businessId={business._id}
        sections={sections}
        services={services.data}
        members={team.data}
      />
    </Stack>
  );
}
