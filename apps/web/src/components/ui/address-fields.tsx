import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Place } from '@timeapp/domain/businesses';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels } from '@timeapp/domain/messages';
import type { FieldErrors } from '../../lib/form';
import { AddressAutocomplete } from './address-autocomplete';

/** An address as a form holds it; `street` only where the address is a business's. */
export type AddressValues = {
  street?: string;
  country: string;
  state: string;
  city: string;
  suburb: string;
  postCode: string;
};

type Props = {
  values: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  /** Keyed from the address ('city'): see errorsUnder. */
  errors: FieldErrors;
  /** A message about the address as a whole ('Please provide Country, ...'). */
  error?: string;
  /** Country, state and city must be given (a person's address at sign-up). */
  required?: boolean;
  searchLabel?: string;
  searchDescription?: string;
};

/**
 * The address inputs every form uses: a suburb search that fills the fields, an optional
 * street line (shown when `values.street` is there), then country to post code.
 */
export function AddressFields({
  values,
  onChange,
  errors,
  error,
  required = false,
  searchLabel,
  searchDescription,
}: Props) {
  const pick = (p: Place) =>
    onChange({ country: p.country, state: p.state, city: p.city, suburb: p.suburb });
  const input = (key: keyof AddressValues) => ({
    value: values[key] ?? '',
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ [key]: e.currentTarget.value }),
    error: errors[key],
  });

  return (
    <Stack gap="sm">
      <AddressAutocomplete label={searchLabel} description={searchDescription} onPick={pick} />
      {values.street !== undefined && (
        <TextInput
          label={fieldLabels.street}
          description={commonTexts.streetHint}
          autoComplete="street-address"
          {...input('street')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={fieldLabels.country}
          autoComplete="country-name"
          required={required}
          {...input('country')}
        />
        <TextInput
          label={fieldLabels.state}
          autoComplete="address-level1"
          required={required}
          {...input('state')}
        />
        <TextInput
          label={fieldLabels.city}
          autoComplete="address-level2"
          required={required}
          {...input('city')}
        />
        <TextInput label={fieldLabels.suburb} autoComplete="address-level3" {...input('suburb')} />
        <TextInput label={fieldLabels.postCode} autoComplete="postal-code" {...input('postCode')} />
      </SimpleGrid>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
