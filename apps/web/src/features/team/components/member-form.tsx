import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import { memberBody, type Member, type MemberBody, type Service } from '@timeapp/domain/team';
import { errorsUnder, useForm } from '../../../lib/form';
import { errorMessage } from '../../../lib/api-client';
import { hoursOf, newRoster, rosterOf, type Roster } from '../../../lib/week-hours';
import { fieldOfMessage } from '../utils/server-errors';
import { DatesOffEditor } from './dates-off-editor';
import { HoursEditor } from '../../../components/hours/hours-editor';

type Values = {
  name: string;
  email: string;
  hours: Roster;
  daysOff: string[];
  serviceIds: string[];
};

type Props = {
  /** The member being edited; a new one starts on Monday to Friday, 9 to 5. */
  member?: Member;
  services: readonly Service[];
  pending?: boolean;
  /** The last save's refusal: under its field when the message names one, else above. */
  error?: unknown;
  onSubmit: (body: MemberBody) => void;
  onCancel: () => void;
};

/** Add or edit a team member, checked with the server's own `memberBody` schema. */
export function MemberForm({ member, services, pending, error, onSubmit, onCancel }: Props) {
  const form = useForm({
    initial: (): Values => ({
      name: member?.name ?? '',
      email: member?.email ?? '',
      hours: member ? rosterOf(member.hours) : newRoster(),
      daysOff: member ? [...member.daysOff] : [],
      serviceIds: member ? [...member.serviceIds] : [],
    }),
    schema: memberBody,
    // An empty e-mail box is no address (null clears one on an edit).
    toInput: (v) => ({ ...v, email: v.email.trim() || null, hours: hoursOf(v.hours) }),
    onValid: onSubmit,
  });

  const refused = error ? errorMessage(error) : null;
  const refusedField = refused ? fieldOfMessage(refused) : undefined;
  const errors = refusedField ? { [refusedField]: refused!, ...form.errors } : form.errors;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={member ? t.editMember : t.addMember}>
      <Stack gap="md">
        {refused && !refusedField && (
          <Alert color="red" role="alert">
            {refused}
          </Alert>
        )}
        <TextInput
          label={t.name}
          required
          data-autofocus
          {...form.field('name')}
          error={errors.name}
        />
        <TextInput
          type="email"
          label={t.email}
          description={t.emailHint}
          autoComplete="off"
          {...form.field('email')}
          error={errors.email}
        />
        <HoursEditor
          value={form.values.hours}
          onChange={(hours) => form.set('hours', hours)}
          errors={errorsUnder(errors, 'hours')}
          weekError={errors.hours}
          legend={t.weeklyHours}
          hint={t.weeklyHoursHint}
          emptyDay={t.dayOff}
        />
        <DatesOffEditor
          value={form.values.daysOff}
          onChange={(daysOff) => form.set('daysOff', daysOff)}
          error={errors.daysOff ?? Object.values(errorsUnder(errors, 'daysOff'))[0]}
        />
        {services.length === 0 ? (
          <div>
            <Text size="sm" fw={500}>
              {t.performs}
            </Text>
            <Text size="sm" c="dimmed">
              {t.noServicesToPick}
            </Text>
          </div>
        ) : (
          <Checkbox.Group
            label={t.performs}
            value={form.values.serviceIds}
            onChange={(serviceIds) => form.set('serviceIds', serviceIds)}
            error={errors.serviceIds}
          >
            <Stack gap={6} mt={6}>
              {services.map((s) => (
                <Checkbox key={s._id} value={s._id} label={s.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
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
