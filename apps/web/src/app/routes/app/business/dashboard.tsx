import { useBusiness } from '../../../../api/businesses/get-business';
import { BusinessDashboard } from '../../../../features/business-appointments/components/business-dashboard';
import { PlanCard } from '../../../../features/plan/components/plan-card';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';
import { LoadState } from './load-state';

export default function BusinessDashboardRoute() {
  useTitle('Business dashboard');
  const { businessId } = useSession();
  const business = useBusiness(businessId);
  return (
    <LoadState query={business}>
      {(b) => <BusinessDashboard key={b._id} business={b} plan={<PlanCard businessId={b._id} />} />}
    </LoadState>
  );
}
