import { Navigate } from 'react-router';
import { AppLayout } from '../../../../components/layouts/app-layout';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/auth';
import { PendingRequestsBell } from '../../../../features/business-appointments/components/pending-requests-bell';
import { SwitchDashboardButton } from '../../../../features/switch-dashboard/components/switch-dashboard-button';

/**
 * Business screens need an owned business; everyone else goes to the customer dashboard.
 * The bell of pending requests sits in the header of every business screen, so a request is
 * seen (and decided) wherever the owner is.
 */
export default function BusinessLayout() {
  const { isBusinessOwner, businessId } = useSession();
  if (!isBusinessOwner || !businessId) return <Navigate to={paths.customer.dashboard} replace />;
  return (
    <AppLayout
      variant="business"
      headerActions={
        <>
          <PendingRequestsBell businessId={businessId} />
          <SwitchDashboardButton current="business" />
        </>
      }
    />
  );
}
