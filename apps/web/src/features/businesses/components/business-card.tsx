import { Card, Group, Rating, Stack, Text } from '@mantine/core';
import type { BusinessSummary } from '@timeapp/domain/businesses';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../../components/ui/business-photo';
import { paths } from '../../../config/paths';

/**
 * Name, photo, place and stars; the whole card opens the business's page, which a signed-in
 * customer also favourites, refers and rates from.
 */
export function BusinessCard({ business: b }: { business: BusinessSummary }) {
  const place = [b.address.suburb, b.address.city].filter(Boolean).join(', ');
  const stars = b.rating.count
    ? t.ratedBy(b.rating.average.toFixed(1), b.rating.count)
    : t.notRatedYet;
  return (
    <Card
      component={Link}
      to={paths.publicBusiness.getHref(b.slug)}
      withBorder
      padding="sm"
      aria-label={`${b.name}, ${stars}`}
    >
      <Group wrap="nowrap" align="flex-start">
        <BusinessPhoto photos={b.photos} name={b.name} size={64} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {b.name}
          </Text>
          {place && (
            <Text size="sm" c="dimmed" truncate>
              {place}
            </Text>
          )}
          <Group gap={6}>
            <Rating value={b.rating.average} fractions={2} readOnly size="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              {b.rating.count ? `${b.rating.average.toFixed(1)} (${b.rating.count})` : t.noRatings}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
