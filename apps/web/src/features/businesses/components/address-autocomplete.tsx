import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Place } from '@timeapp/domain/businesses';
import { useState } from 'react';
import { usePlaces } from '../api/search-places';

type Props = { onPick: (place: Place) => void };

/** Address search (GET /places, debounced); picking a place hands its city and suburb over. */
export function AddressAutocomplete({ onPick }: Props) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const places = usePlaces(debounced);
  const options = places.data ?? [];

  return (
    <Autocomplete
      label="Address"
      placeholder="Start typing a suburb or city"
      value={text}
      onChange={setText}
      data={[...new Set(options.map((p) => p.label))]}
      filter={({ options: o }) => o}
      onOptionSubmit={(label) => {
        const place = options.find((p) => p.label === label);
        if (place) onPick(place);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
