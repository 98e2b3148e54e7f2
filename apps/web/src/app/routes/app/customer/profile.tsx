import { profileTexts } from '@timeapp/domain/profile-texts';
import { Stack } from '@mantine/core';
import { CalendarFeedCard } from '../../../../features/profile/components/calendar-feed-card';
import { TwoFactorCard } from '../../../../features/profile/components/two-factor-card';
import { ProfileView } from '../../../../features/profile/components/profile-view';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerProfileRoute() {
  useTitle(profileTexts.title);
  return (
    <Stack gap="md">
      <ProfileView />
      <CalendarFeedCard />
      <TwoFactorCard />
    </Stack>
  );
}
