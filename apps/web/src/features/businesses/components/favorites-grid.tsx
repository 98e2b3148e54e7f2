import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useFavorites } from '../../../api/businesses/list-favorites';
import { BusinessCard } from './business-card';

/** The dashboard's 'Favourite Businesses' grid. */
export function FavoritesGrid() {
  const favorites = useFavorites();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="favorites-title">
      <Title order={2} size="h4" id="favorites-title" mb="sm">
        {t.favorites}
      </Title>
      {favorites.isPending ? (
        <PageLoader label={t.loadingFavorites} />
      ) : favorites.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(favorites.error)}
        </Alert>
      ) : favorites.data.length === 0 ? (
        <Text c="dimmed">{t.noFavorites}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {favorites.data.map((b) => (
            <BusinessCard key={b._id} business={b} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
