import {
  Button,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { createBusinessBody, type Business, type Place } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { useCreateBusiness } from '../../../api/businesses/create-business';
import { useCategories } from '../../../api/businesses/list-categories';
import {
  newSection,
  SectionEditor,
  sectionInputOf,
  type SectionValues,
} from '../../../components/sections/section-editor';
import { AddressAutocomplete } from '../../../components/ui/address-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import { errorsUnder, useForm } from '../../../lib/form';
import { FailureAlert } from '../../../components/ui/failure-alert';

type Values = {
  name: string;
  contactNumber: string;
  aboutBusiness: string;
  country: string;
  state: string;
  city: string;
  suburb: string;
  postCode: string;
  category: string | null;
  section: SectionValues;
};

const initial: Values = {
  name: '',
  contactNumber: '',
  aboutBusiness: '',
  country: 'New Zealand',
  state: '',
  city: '',
  suburb: '',
  postCode: '',
  category: null,
  section: newSection('Default'),
};

const toBody = ({ country, state, city, suburb, postCode, category, section, ...v }: Values) => ({
  ...v,
  address: { country, state, city, suburb, postCode },
  category: category ?? '',
  section: [sectionInputOf(section)],
});

type Props = { token?: string; onCreated: (business: Business, message: string) => void };

/** The business, its address and its first section, checked with the server's own schema. */
export function CreateBusinessForm({ token, onCreated }: Props) {
  const categories = useCategories();
  const create = useCreateBusiness();
  const form = useForm({
    initial,
    schema: createBusinessBody,
    toInput: toBody,
    onValid: (body) =>
      create.mutate({ body, token }, { onSuccess: (a) => onCreated(a.business, a.message) }),
  });
  const { values, errors, field } = form;
  const pick = (p: Place) =>
    form.patch({ country: p.country, state: p.state, city: p.city, suburb: p.suburb });
  const addressError = Object.values(errorsUnder(errors, 'address'))[0] ?? errors.address;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Create your business">
      <Stack gap="md">
        <FailureAlert error={create.error} fallback={messages.unknownError} />
        <Fieldset legend="Business">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Business name" required {...field('name')} />
              <TextInput
                label="Contact number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={messages.phonePlaceholder}
                required
                {...field('contactNumber')}
              />
            </SimpleGrid>
            <Select
              label="Category"
              placeholder={categories.isPending ? 'Loading…' : '--Select Category ---'}
              data={categories.data ?? []}
              value={values.category}
              onChange={(v) => form.set('category', v)}
              error={
                errors.category ?? (categories.isError ? errorMessage(categories.error) : undefined)
              }
              searchable
              required
            />
            <Textarea label="About the business" autosize minRows={3} {...field('aboutBusiness')} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Address">
          <Stack gap="sm">
            <AddressAutocomplete label="Find the suburb or town" onPick={pick} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Country" {...field('country')} />
              <TextInput label="Province/State" {...field('state')} />
              <TextInput label="City" {...field('city')} />
              <TextInput label="Suburb" {...field('suburb')} />
              <TextInput label="Post code" {...field('postCode')} />
            </SimpleGrid>
            {addressError && (
              <Text c="red.8" size="sm" role="alert">
                {addressError}
              </Text>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend="First section">
          <SectionEditor
            values={values.section}
            onChange={(patch) =>
              form.setValues((v) => ({ ...v, section: { ...v.section, ...patch } }))
            }
            errors={errorsUnder(errors, 'section.0')}
          />
        </Fieldset>

        <Button type="submit" loading={create.isPending}>
          Create business
        </Button>
      </Stack>
    </form>
  );
}
