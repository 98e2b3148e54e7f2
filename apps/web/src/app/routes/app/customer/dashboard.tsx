import { Stack, Title } from '@mantine/core';
import { CustomerAppointments } from '../../../../features/appointments/components/customer-appointments';
import { FavoritesGrid } from '../../../../features/businesses/components/favorites-grid';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerDashboardRoute() {
  useTitle('Dashboard');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <CustomerAppointments />
      <FavoritesGrid />
    </Stack>
  );
}
