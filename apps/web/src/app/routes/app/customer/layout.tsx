import { AppLayout } from '../../../../components/layouts/app-layout';
import { SwitchDashboardButton } from '../../../../features/switch-dashboard/components/switch-dashboard-button';

export default function CustomerLayout() {
  return (
    <AppLayout variant="customer" headerActions={<SwitchDashboardButton current="customer" />} />
  );
}
