import {
  Alert,
  Button,
  Chip,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  createBusinessBody,
  dayCodes,
  slotDurations,
  weekDays,
  type Business,
  type Place,
  type WeekDay,
} from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { useState, type FormEvent } from 'react';
import { useCategories } from '../../../api/businesses/list-categories';
import { AddressAutocomplete } from '../../../components/ui/address-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import { validate, type FieldErrors } from '../../../lib/form';
import { useCreateBusiness } from '../../../api/businesses/create-business';

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
  sectionName: string;
  businessDays: WeekDay[];
  open: string;
  close: string;
  offFrom: string;
  offTo: string;
  customRequest: boolean;
  slotDuration: string;
  appointmentPerSlot: number | string;
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
  sectionName: 'Default',
  businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  open: '09:00',
  close: '17:00',
  offFrom: '',
  offTo: '',
  customRequest: false,
  slotDuration: '30',
  appointmentPerSlot: 1,
};

const toBody = (v: Values) => ({
  name: v.name,
  contactNumber: v.contactNumber,
  aboutBusiness: v.aboutBusiness,
  address: {
    country: v.country,
    state: v.state,
    city: v.city,
    suburb: v.suburb,
    postCode: v.postCode,
  },
  category: v.category ?? '',
  section: [
    {
      sectionName: v.sectionName,
      businessDays: v.businessDays,
      businessHours: [v.open, v.close],
      // The not-available window exists only with slots, and only when both ends are set.
      regularOffHours: !v.customRequest && v.offFrom && v.offTo ? [v.offFrom, v.offTo] : [],
      noneRegularOffDays: [],
      slotDuration: Number(v.slotDuration),
      appointmentPerSlot: Number(v.appointmentPerSlot) || 1,
      customRequest: v.customRequest,
    },
  ],
});

// Zod paths of the section are 'section.0.<field>': show them on the section's own inputs.
const sectionError = (errors: FieldErrors, field: string) =>
  Object.entries(errors).find(
    ([k]) => k === `section.0.${field}` || k.startsWith(`section.0.${field}.`),
  )?.[1];

type Props = { token?: string; onCreated: (business: Business, message: string) => void };

export function CreateBusinessForm({ token, onCreated }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const categories = useCategories();
  const create = useCreateBusiness();

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof Values) => ({
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });
  const pick = (p: Place) =>
    setValues((v) => ({
      ...v,
      country: p.country,
      state: p.state,
      city: p.city,
      suburb: p.suburb,
    }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(createBusinessBody, toBody(values));
    setErrors(checked.errors);
    if (!checked.ok) return;
    create.mutate(
      { body: checked.data, token },
      { onSuccess: (a) => onCreated(a.business, a.message) },
    );
  };

  const addressError = Object.entries(errors).find(([k]) => k.startsWith('address'))?.[1];

  return (
    <form onSubmit={submit} noValidate aria-label="Create your business">
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error, messages.unknownError)}
          </Alert>
        )}
        <Fieldset legend="Business">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Business name" required {...text('name')} error={errors.name} />
              <TextInput
                label="Contact number"
                type="tel"
                inputMode="numeric"
                required
                {...text('contactNumber')}
                error={errors.contactNumber}
              />
            </SimpleGrid>
            <Select
              label="Category"
              placeholder={categories.isPending ? 'Loading…' : '--Select Category ---'}
              data={categories.data ?? []}
              value={values.category}
              onChange={(v) => set('category', v)}
              error={
                errors.category ?? (categories.isError ? errorMessage(categories.error) : undefined)
              }
              searchable
              required
            />
            <Textarea
              label="About the business"
              autosize
              minRows={3}
              {...text('aboutBusiness')}
              error={errors.aboutBusiness}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Address">
          <Stack gap="sm">
            <AddressAutocomplete label="Find the suburb or town" onPick={pick} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Country" {...text('country')} />
              <TextInput label="Province/State" {...text('state')} />
              <TextInput label="City" {...text('city')} />
              <TextInput label="Suburb" {...text('suburb')} />
              <TextInput label="Post code" {...text('postCode')} />
            </SimpleGrid>
            {addressError && (
              <Text c="red.8" size="sm" role="alert">
                {addressError}
              </Text>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend="First section">
          <Stack gap="sm">
            <TextInput
              label="Section name"
              description="A service or resource people book: a chair, a room, a table."
              {...text('sectionName')}
              error={sectionError(errors, 'sectionName')}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="days-label">
                Business days
              </Text>
              <Chip.Group
                multiple
                value={values.businessDays}
                onChange={(d) => set('businessDays', d as WeekDay[])}
              >
                <Group gap={6} role="group" aria-labelledby="days-label">
                  {weekDays.map((day) => (
                    <Chip key={day} value={day} size="sm" aria-label={day}>
                      {dayCodes[day]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {sectionError(errors, 'businessDays') && (
                <Text c="red.8" size="sm" mt={4}>
                  {sectionError(errors, 'businessDays')}
                </Text>
              )}
            </div>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Opens"
                type="time"
                {...text('open')}
                error={sectionError(errors, 'businessHours')}
              />
              <TextInput label="Closes" type="time" {...text('close')} />
            </SimpleGrid>
            <Switch
              label="Customer requests only"
              description="Customers ask for any time within your hours and you confirm (for example restaurants)."
              checked={values.customRequest}
              onChange={(e) => set('customRequest', e.currentTarget.checked)}
            />
            {!values.customRequest && (
              <>
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    label="Not available from"
                    description="Optional, e.g. lunch"
                    type="time"
                    {...text('offFrom')}
                    error={sectionError(errors, 'regularOffHours')}
                  />
                  <TextInput
                    label="Not available until"
                    description="Optional"
                    type="time"
                    {...text('offTo')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={2} spacing="sm">
                  <Select
                    label="Slot length"
                    data={slotDurations.map((m) => ({ value: String(m), label: `${m} minutes` }))}
                    value={values.slotDuration}
                    onChange={(v) => set('slotDuration', v ?? '30')}
                    allowDeselect={false}
                    error={sectionError(errors, 'slotDuration')}
                  />
                  <NumberInput
                    label="Appointments per slot"
                    min={1}
                    max={10}
                    value={values.appointmentPerSlot}
                    onChange={(v) => set('appointmentPerSlot', v)}
                    error={sectionError(errors, 'appointmentPerSlot')}
                  />
                </SimpleGrid>
              </>
            )}
          </Stack>
        </Fieldset>

        <Button type="submit" loading={create.isPending}>
          Create business
        </Button>
      </Stack>
    </form>
  );
}
