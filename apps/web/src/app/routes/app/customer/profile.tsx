import { profileTexts } from '@timeapp/domain/profile-texts';
import { Stack } from '@mantine/core';
import { CalendarFeedCard } from '../../../../features/profile/components/calendar-feed-card';
import { ProfileView } from '../../../../features/profile/components/profile-view';
import { TwoFactorCard } from '../../../../features/profile/components/two-factor-card';
import { YourDataCard } from '../../../../features/profile/components/your-data-card';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerProfileRoute() {
  useTitle(profileTexts.title);
  return (
    <Stack gap="md">
      <ProfileView />
      <CalendarFeedCard />
      <TwoFactorCard />
      <YourDataCard />
    </Stack>
  );
}
