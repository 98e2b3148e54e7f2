import { Stack } from '@mantine/core';
import type { Business } from '@timeapp/domain/businesses';
import { useServices, useTeam } from '../../../api/team/get-team';
import { LoadState } from '../../../components/ui/load-state';
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
  const sections = business.section
    .filter((s) => s.__v === 0)
    .map((s) => ({ _id: s._id, name: s.sectionName, customRequest: s.customRequest }));
  return (
    <LoadState query={team}>
      {(members) => (
        <LoadState query={services}>
          {(offered) => (
            <Stack gap="xl">
              <MemberList
                businessId={business._id}
                members={members}
                services={offered}
                today={businessToday(business.timezone)}
              />
              <ServiceList
                businessId={business._id}
                sections={sections}
                services={offered}
                members={members}
              />
            </Stack>
          )}
        </LoadState>
      )}
    </LoadState>
  );
}
