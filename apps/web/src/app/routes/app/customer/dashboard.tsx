import { Stack, Title } from '@mantine/core';
import { useMyUpcomingAppointments } from '../../../../api/appointments/list-appointments';
import { useFavorites } from '../../../../api/businesses/list-favorites';
import { CustomerAppointments } from '../../../../features/appointments/components/customer-appointments';
import { FavoritesGrid } from '../../../../features/businesses/components/favorites-grid';
import { Later } from '../../../../components/ui/later';
import { useTitle } from '../../../../hooks/use-title';
import { screenTexts } from '@timeapp/domain/messages';

export default function CustomerDashboardRoute() {
  useTitle(screenTexts.customerDashboard.title);
  // Both lists are requested at once, here. The favourites are shown once the appointments
  // above them are: shown earlier, they were pushed down the screen when the appointments
  // arrived (a layout shift of 0.24 on a phone). Below the fold, they render in a commit of
  // their own, after the appointments' (Later).
  const appointments = useMyUpcomingAppointments();
  useFavorites();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {screenTexts.customerDashboard.title}
      </Title>
      <CustomerAppointments />
      {!appointments.isPending && (
        <Later>
          <FavoritesGrid />
        </Later>
      )}
    </Stack>
  );
}
