import {
  Alert,
  Button,
  Collapse,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCategories } from '../../../api/businesses/list-categories';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import {
  searchBusinessesQueryOptions,
  type SearchFilters,
} from '../../../api/businesses/search-businesses';
import { cleanFilters, filtersFromParams, filtersToParams, hasFilter } from '../lib/search-params';
import { AddressAutocomplete } from '../../../components/ui/address-autocomplete';
import { screenTexts } from '@timeapp/domain/messages';

type Notice = { tone: 'warning' | 'info' | 'error'; text: string };
const colors = { warning: 'yellow', info: 'blue', error: 'red' } as const;

/**
 * Search Business: one box for a name, a category's name or a place (DESIGN.md section 11), and
 * SPEC.md's address, category, city and suburb behind 'More filters' (open when the address
 * already holds one). Results open with the criteria in the URL.
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<Required<SearchFilters>>({
    name: '',
    category: '',
    city: '',
    suburb: '',
    ...filtersFromParams(params),
  });
  const [more, setMore] = useState(() => {
    const f = filtersFromParams(params);
    return !!(f.category || f.city || f.suburb);
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = useCategories();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const set = (key: keyof SearchFilters) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const filters = cleanFilters(values);
    if (!hasFilter(filters)) {
      setNotice({ tone: 'warning', text: messages.searchNeedsFilter });
      return;
    }
    setNotice(null);
    setBusy(true);
    try {
      // Ask first: an empty result stays here with the criteria still in the form.
      const found = await queryClient.fetchQuery(searchBusinessesQueryOptions(filters));
      if (found.length === 0) setNotice({ tone: 'info', text: messages.searchNothing });
      else navigate(`${paths.customer.searchResults}?${filtersToParams(filters)}`);
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, messages.searchNothing) });
    } finally {
      setBusy(false);
    }
  };

  const categoryOptions = [
    { value: '', label: commonTexts.selectCategory },
    ...(categories.data ?? []),
  ];

  return (
    <Paper withBorder p="lg" maw={720}>
      <Title order={1} size="h3" mb="md">
        {screenTexts.searchBusiness.title}
      </Title>
      <form onSubmit={submit} noValidate aria-label={t.searchForm}>
        <Stack gap="sm">
          {notice && (
            <Alert color={colors[notice.tone]} role={notice.tone === 'info' ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          )}
          <TextInput
            label={t.oneBox}
            description={t.oneBoxHint}
            type="search"
            value={values.name}
            onChange={set('name')}
          />
          <Button
            variant="subtle"
            w="fit-content"
            px={0}
            aria-expanded={more}
            aria-controls="more-filters"
            onClick={() => setMore((m) => !m)}
          >
            {t.moreFilters}
          </Button>
          <Collapse in={more} id="more-filters">
            <Stack gap="sm">
              <AddressAutocomplete
                label={fieldLabels.address}
                onPick={(place) =>
                  setValues((v) => ({ ...v, city: place.city, suburb: place.suburb }))
                }
              />
              <NativeSelect
                label={fieldLabels.category}
                data={categoryOptions}
                value={values.category}
                onChange={set('category')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput label={fieldLabels.city} value={values.city} onChange={set('city')} />
                <TextInput
                  label={fieldLabels.suburb}
                  value={values.suburb}
                  onChange={set('suburb')}
                />
              </SimpleGrid>
            </Stack>
          </Collapse>
          <Button type="submit" loading={busy}>
            {t.search}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
