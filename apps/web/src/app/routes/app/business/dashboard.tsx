import { businessAppointmentsTexts } from '@timeapp/domain/business-appointments-texts';
import { useQuery } from '@tanstack/react-query';
import { useBusiness } from '../../../../api/businesses/get-business';
import { planQueryOptions } from '../../../../api/plan/get-plan';
import { BusinessDashboard } from '../../../../features/business-appointments/components/business-dashboard';
import { BookingLinkCard } from '../../../../features/business-profile/components/booking-link-card';
import { PlanCard } from '../../../../features/plan/components/plan-card';
import { PageLoader } from '../../../../components/ui/page-loader';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';
import { LoadState } from '../../../../components/ui/load-state';

export default function BusinessDashboardRoute() {
  useTitle(businessAppointmentsTexts.dashboardTitle);
  const { businessId } = useSession();
  const business = useBusiness(businessId);
  // The plan card sits under the day: the screen waits for it (asked for beside the business,
  // app/prefetch.ts) rather than moving what is around it when it arrives. A failed plan is the
  // card's own to show.
  const plan = useQuery({ ...planQueryOptions(businessId ?? ''), enabled: businessId !== null });
  if (plan.isPending && !business.isError) return <PageLoader />;
  return (
    <LoadState query={business}>
      {(b) => (
        <BusinessDashboard
          key={b._id}
          business={b}
          share={<BookingLinkCard business={b} />}
          plan={<PlanCard businessId={b._id} />}
        />
      )}
    </LoadState>
  );
}
