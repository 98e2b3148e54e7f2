import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import {
  serviceBody,
  START_STEPS,
  type Member,
  type Service,
  type ServiceBody,
} from '@timeapp/domain/team';
import { z } from '@timeapp/domain/zod';
import {
  depositChanged,
  DepositFields,
  depositProblem,
  depositInputOf,
  depositValuesOf,
} from '../../../components/deposits/deposit-fields';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { newService, serviceInputOf, serviceValuesOf } from '../utils/service-values';
import { fieldOfMessage } from '../utils/server-errors';

/** A section services may go to; a request-only one takes requests until it has services. */
export type SectionChoice = { _id: string; name: string; customRequest: boolean };

// The service's own schema and its deposit (docs/decisions/056): a percentage needs a price.
const serviceWithDeposit = serviceBody.check(
  z.superRefine((s, ctx) => {
    const problem = depositProblem(s.deposit, s.priceCents);
    if (problem) ctx.addIssue({ code: 'custom', path: ['deposit'], message: problem });
  }),
);

const stepOptions = START_STEPS.map((n) => ({ value: String(n), label: t.startEveryOption(n) }));

type Props = {
  businessId: string;
  /** The service being edited; a new one goes to `sectionId`, 30 minutes, starts every 15. */
  service?: Service;
  sectionId?: string;
  sections: readonly SectionChoice[];
  members: readonly Member[];
  pending?: boolean;
  /** The last save's refusal: under its field when the message names one, else above. */
  error?: unknown;
  onSubmit: (body: ServiceBody) => void;
  onCancel: () => void;
};

/** Add or edit a service, checked with the server's own `serviceBody` schema. */
export function ServiceForm({
  businessId,
  service,
  sectionId,
  sections,
  members,
  pending,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const form = useForm({
    initial: () => ({
      ...(service ? serviceValuesOf(service) : newService(sectionId ?? sections[0]?._id ?? '')),
      ...depositValuesOf(service?.deposit),
    }),
    schema: serviceWithDeposit,
    toInput: (v) => ({ ...serviceInputOf(v), deposit: depositInputOf(v) }),
    // The deposit goes only when changed: left out, the stored rule stays.
    onValid: ({ deposit, ...body }) =>
      onSubmit(depositChanged(service?.deposit, deposit ?? null) ? { ...body, deposit } : body),
  });

  const refused = error ? errorMessage(error) : null;
  const refusedField = refused ? fieldOfMessage(refused) : undefined;
  const errors = refusedField ? { [refusedField]: refused!, ...form.errors } : form.errors;
  const number = { type: 'number', inputMode: 'numeric' } as const;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={service ? t.editService : t.addService}>
      <Stack gap="sm">
        {refused && !refusedField && (
          <Alert color="red" role="alert">
            {refused}
          </Alert>
        )}
        <NativeSelect
          label={t.section}
          data={sections.map((s) => ({ value: s._id, label: s.name }))}
          {...form.field('sectionId')}
          error={errors.sectionId}
        />
        <TextInput
          label={t.serviceName}
          required
          data-autofocus
          {...form.field('name')}
          error={errors.name}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...number}
            label={t.duration}
            description={t.durationHint}
            min={5}
            max={480}
            step={5}
            required
            {...form.field('durationMinutes')}
            error={errors.durationMinutes}
          />
          <TextInput
            label={t.price}
            description={t.priceHint}
            inputMode="decimal"
            leftSection="$"
            {...form.field('price')}
            error={errors.priceCents}
          />
        </SimpleGrid>
        <Textarea
          label={t.description}
          autosize
          minRows={2}
          maxRows={5}
          {...form.field('description')}
          error={errors.description}
        />
        <DepositFields
          businessId={businessId}
          values={form.values}
          onChange={form.patch}
          error={errors.deposit}
        />
        <div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              {...number}
              label={t.bufferBefore}
              min={0}
              max={120}
              step={5}
              {...form.field('bufferBeforeMinutes')}
              error={errors.bufferBeforeMinutes}
            />
            <TextInput
              {...number}
              label={t.bufferAfter}
              min={0}
              max={120}
              step={5}
              {...form.field('bufferAfterMinutes')}
              error={errors.bufferAfterMinutes}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={4}>
            {t.buffersHint}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t.startEvery}
            data={stepOptions}
            {...form.field('startEvery')}
            error={errors.startEvery}
          />
        </SimpleGrid>
        {members.length === 0 ? (
          <div>
            <Text size="sm" fw={500}>
              {t.whoPerforms}
            </Text>
            <Text size="sm" c="dimmed">
              {t.noMembersToPick}
            </Text>
          </div>
        ) : (
          <Checkbox.Group
            label={t.whoPerforms}
            value={form.values.memberIds}
            onChange={(memberIds) => form.set('memberIds', memberIds)}
            error={errors.memberIds}
          >
            <Stack gap={6} mt={6}>
              {members.map((m) => (
                <Checkbox key={m._id} value={m._id} label={m.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
