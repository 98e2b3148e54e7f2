import { Button, Fieldset, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { createBusinessBody, type Business } from '@timeapp/domain/businesses';
import { businessSetupTexts as t } from '@timeapp/domain/business-setup-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useCreateBusiness } from '../../../api/businesses/create-business';
import { useCategories } from '../../../api/businesses/list-categories';
import {
  newSection,
  SectionEditor,
  sectionInputOf,
  type SectionValues,
} from '../../../components/sections/section-editor';
import { AddressFields } from '../../../components/ui/address-fields';
import { errorMessage } from '../../../lib/api-client';
import { errorsUnder, useForm } from '../../../lib/form';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { PhoneInput } from '../../../components/ui/phone-input';

type Values = {
  name: string;
  contactNumber: string;
  aboutBusiness: string;
  street: string;
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
  street: '',
  country: 'New Zealand',
  state: '',
  city: '',
  suburb: '',
  postCode: '',
  category: null,
  section: newSection('Default'),
};

const toBody = ({
  street,
  country,
  state,
  city,
  suburb,
  postCode,
  category,
  section,
  ...v
}: Values) => ({
  ...v,
  address: { street, country, state, city, suburb, postCode },
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

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.title}>
      <Stack gap="md">
        <FailureAlert error={create.error} fallback={messages.unknownError} />
        <Fieldset legend={messages.business}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={commonTexts.businessName} required {...field('name')} />
              <PhoneInput label={fieldLabels.contactNumber} required {...field('contactNumber')} />
            </SimpleGrid>
            <Select
              label={fieldLabels.category}
              placeholder={categories.isPending ? messages.loading : commonTexts.selectCategory}
              data={categories.data ?? []}
              value={values.category}
              onChange={(v) => form.set('category', v)}
              error={
                errors.category ?? (categories.isError ? errorMessage(categories.error) : undefined)
              }
              searchable
              required
            />
            <Textarea
              label={fieldLabels.aboutBusiness}
              autosize
              minRows={3}
              {...field('aboutBusiness')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={fieldLabels.address}>
          <AddressFields
            values={values}
            onChange={form.patch}
            errors={errorsUnder(errors, 'address')}
            error={errors.address}
            searchLabel={t.findSuburb}
          />
        </Fieldset>

        <Fieldset legend={t.firstSection}>
          <SectionEditor
            values={values.section}
            onChange={(patch) =>
              form.setValues((v) => ({ ...v, section: { ...v.section, ...patch } }))
            }
            errors={errorsUnder(errors, 'section.0')}
          />
        </Fieldset>

        <Button type="submit" loading={create.isPending}>
          {t.create}
        </Button>
      </Stack>
    </form>
  );
}
