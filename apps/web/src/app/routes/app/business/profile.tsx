import { lazy, Suspense } from 'react';
import { businessProfileTexts } from '@timeapp/domain/business-profile-texts';
import { Stack } from '@mantine/core';
import { useBusiness } from '../../../../api/businesses/get-business';
import { BookingLinkCard } from '../../../../features/business-profile/components/booking-link-card';
import { BusinessPhotos } from '../../../../features/business-profile/components/business-photos';
import { BusinessProfileCard } from '../../../../features/business-profile/components/business-profile-card';
import { CalendarFeedCard } from '../../../../features/profile/components/calendar-feed-card';
import { SectionList } from '../../../../features/sections/components/section-list';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';
import { LoadState } from '../../../../components/ui/load-state';
import { LoadWhenNear } from '../../../../components/ui/load-when-near';

// Account cards low on the page load their code when scrolled to (page weight).
const TwoFactorCard = lazy(() =>
  import('../../../../features/profile/components/two-factor-card').then((m) => ({
    default: m.TwoFactorCard,
  })),
);
const YourDataCard = lazy(() =>
  import('../../../../features/profile/components/your-data-card').then((m) => ({
    default: m.YourDataCard,
  })),
);

// Deposits (docs/decisions/056): its card loads on its own, after the profile.
const DepositsCard = lazy(() =>
  import('../../../../features/business-profile/components/deposits-card').then((m) => ({
    default: m.DepositsCard,
  })),
);

const CloseOrHandOverCard = lazy(() =>
  import('../../../../features/ownership/components/close-or-hand-over-card').then((m) => ({
    default: m.CloseOrHandOverCard,
  })),
);

export default function BusinessProfileRoute() {
  useTitle(businessProfileTexts.title);
  const { businessId } = useSession();
  const business = useBusiness(businessId);
  return (
    <LoadState query={business}>
      {(b) => (
        <Stack gap="xl">
          <BusinessProfileCard business={b} />
          <BookingLinkCard business={b} />
          <Suspense fallback={null}>
            <DepositsCard businessId={b._id} />
          </Suspense>
          <CalendarFeedCard />
          <BusinessPhotos business={b} />
          <SectionList business={b} />
          <LoadWhenNear>
            <TwoFactorCard />
          </LoadWhenNear>
          <LoadWhenNear>
            <YourDataCard />
          </LoadWhenNear>
          <LoadWhenNear>
            <CloseOrHandOverCard businessId={b._id} />
          </LoadWhenNear>
        </Stack>
      )}
    </LoadState>
  );
}
