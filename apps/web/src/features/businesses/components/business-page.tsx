import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconStar } from '@tabler/icons-react';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useBusiness } from '../../../api/businesses/get-business';
import { BusinessPhoto } from '../../../components/ui/business-photo';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { FavoriteButton } from './favorite-button';
import { RatingModal } from './rating-modal';
import { ReferralButton } from './referral-button';
import { SectionCard } from './section-card';

/** A business as a customer sees it: details, favourite / referral / rating, and its sections. */
export function BusinessPage({ businessId }: { businessId: string }) {
  const query = useBusiness(businessId);
  const [rating, { open, close }] = useDisclosure(false);

  if (query.isPending) return <PageLoader label={t.loading} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, messages.businessNotFound)}
      </Alert>
    );

  const b = query.data;
  const sections = b.section.filter((s) => s.__v === 0);
  const place = [b.address.suburb, b.address.city, b.address.country].filter(Boolean).join(', ');

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Group align="flex-start" wrap="wrap" gap="lg">
          <BusinessPhoto photos={b.photos} name={b.name} size={120} />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Title order={1} size="h2">
              {b.name}
            </Title>
            <Group gap={6}>
              <Rating value={b.rating.average} fractions={2} readOnly aria-hidden />
              <Text size="sm" c="dimmed">
                {b.rating.count
                  ? t.ratingOf(b.rating.average.toFixed(1), b.rating.count)
                  : t.noRatingsYet}
              </Text>
            </Group>
            {b.contactNumber && (
              <Text size="sm">
                {commonTexts.contactLabel}{' '}
                <Anchor href={`tel:${b.contactNumber}`}>{b.contactNumberDisplay}</Anchor>
              </Text>
            )}
            {place && <Text size="sm">{place}</Text>}
            {b.aboutBusiness && <Text>{b.aboutBusiness}</Text>}
          </Stack>
        </Group>
        <Group mt="md" gap="sm">
          <FavoriteButton businessId={b._id} />
          <ReferralButton businessId={b._id} />
          <Button
            variant="light"
            color="yellow"
            leftSection={<IconStar size={18} aria-hidden />}
            onClick={open}
          >
            {t.addRating}
          </Button>
        </Group>
      </Paper>
      {!b.bookable && (
        <Alert color="orange" role="status">
          {messages.businessNotBookable}
        </Alert>
      )}
      <section aria-labelledby="sections-title">
        <Title order={2} size="h4" id="sections-title" mb="sm">
          {fieldLabels.section}
        </Title>
        {sections.length === 0 ? (
          <Text c="dimmed">{t.noBookings}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {sections.map((s) => (
              <SectionCard key={s._id} section={s} businessId={b._id} />
            ))}
          </SimpleGrid>
        )}
      </section>
      <RatingModal businessId={b._id} businessName={b.name} opened={rating} onClose={close} />
    </Stack>
  );
}
