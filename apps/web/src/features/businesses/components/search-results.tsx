import { Alert, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { categories } from '@timeapp/domain/categories';
import { messages } from '@timeapp/domain/messages';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSearchBusinesses } from '../../../api/businesses/search-businesses';
import { filtersFromParams, filtersToParams, hasFilter } from '../lib/search-params';
import { BusinessCard } from './business-card';

/** Results of the search in the URL (reloadable and shareable). */
export function SearchResults() {
  const [params] = useSearchParams();
  const filters = filtersFromParams(params);
  const ok = hasFilter(filters);
  const results = useSearchBusinesses(filters, ok);
  const back = `${paths.customer.search}?${filtersToParams(filters)}`;
  // The criteria as the form showed them: a category by its name, never its key.
  const summary = Object.entries(filters)
    .map(([key, value]) => (key === 'category' ? (categories[value] ?? value) : value))
    .join(' · ');

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={1} size="h3">
            {t.searchResults}
          </Title>
          {summary && (
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          )}
        </div>
        <Button component={Link} to={back} variant="light">
          {t.changeSearch}
        </Button>
      </Group>
      {!ok ? (
        <Alert color="yellow" role="alert">
          {messages.searchNeedsFilter}
        </Alert>
      ) : results.isPending ? (
        <PageLoader label={t.searching} />
      ) : results.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(results.error, messages.searchNothing)}
        </Alert>
      ) : results.data.length === 0 ? (
        <Alert color="blue" role="status">
          {messages.searchNothing}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {results.data.map((b) => (
            <BusinessCard key={b._id} business={b} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
