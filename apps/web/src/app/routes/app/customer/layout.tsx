import type { ReactNode } from 'react';
import { AppLayout } from '../../../../components/layouts/app-layout';
import { SwitchDashboardButton } from '../../../../features/switch-dashboard/components/switch-dashboard-button';

/** The customer's navigation around a screen: the routed one, or `children` when given. */
export default function CustomerLayout({ children }: { children?: ReactNode }) {
  return (
    <AppLayout variant="customer" headerActions={<SwitchDashboardButton current="customer" />}>
      {children}
    </AppLayout>
  );
}
