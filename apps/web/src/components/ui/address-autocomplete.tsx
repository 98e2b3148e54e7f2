import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Place } from '@timeapp/domain/businesses';
import { commonTexts } from '@timeapp/domain/common-texts';
import { useState } from 'react';
import { usePlaces } from '../../api/places/search-places';

/** One pause after typing before asking the server, for every address field. */
export const PLACES_DEBOUNCE_MS = 250;

type Props = {
  label?: string;
  description?: string;
  /** Called with the chosen place, so the form can fill country, state, city and suburb. */
  onPick: (place: Place) => void;
};

/** Type a suburb or town, pick a suggestion from GET /places; the form fills its own fields. */
export function AddressAutocomplete({
  label = commonTexts.findSuburb,
  description,
  onPick,
}: Props) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, PLACES_DEBOUNCE_MS);
  const places = usePlaces(debounced);
  const list = places.data ?? [];

  return (
    <Autocomplete
      label={label}
      description={description}
      placeholder={commonTexts.suburbExample}
      value={value}
      onChange={setValue}
      data={[...new Set(list.map((p) => p.label))]}
      filter={({ options }) => options}
      rightSection={places.isFetching ? <Loader size="xs" /> : null}
      onOptionSubmit={(labelPicked) => {
        const place = list.find((p) => p.label === labelPicked);
        if (place) onPick(place);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
