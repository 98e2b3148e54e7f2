import { lazy, Suspense } from 'react';
import {
  Checkbox,
  Loader,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { slotDurations, weekDays, type Section } from '@timeapp/domain/businesses';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { scheduleTexts as t } from '@timeapp/domain/schedule-texts';
import type { DayCode } from '@timeapp/domain/hours';
import { errorsUnder, type FieldErrors } from '../../lib/form';
import { dayCodes } from '@timeapp/domain/days';
import { rosterOf, sectionWeek, type Roster } from '../../lib/week-hours';
// Only an owner who turns hours per day on needs the editor (page-weight budget).
const HoursEditor = lazy(() =>
  import('../hours/hours-editor').then((m) => ({ default: m.HoursEditor })),
);

/** The schedule part of a section as the form edits it: plain strings, one per input. */
export type ScheduleValues = {
  businessDays: string[];
  open: string;
  close: string;
  offFrom: string;
  offTo: string;
  slotDuration: string;
  appointmentPerSlot: string;
  /** Slot mode: each open day's own hours; null, every day the same (docs/product-rules.md 5.3). */
  hoursByDay: Roster | null;
};

export const emptySchedule: ScheduleValues = {
  businessDays: [],
  open: '',
  close: '',
  offFrom: '',
  offTo: '',
  slotDuration: '30',
  appointmentPerSlot: '1',
  hoursByDay: null,
};

export const defaultSchedule: ScheduleValues = {
  ...emptySchedule,
  businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  open: '09:00',
  close: '17:00',
};

export const scheduleOf = (s: Section): ScheduleValues => ({
  businessDays: [...s.businessDays],
  open: s.businessHours[0],
  close: s.businessHours[1],
  offFrom: s.regularOffHours[0] ?? '',
  offTo: s.regularOffHours[1] ?? '',
  slotDuration: String(s.slotDuration),
  appointmentPerSlot: String(s.appointmentPerSlot),
  // A day the stored hours leave out opens as usual: the editor shows it so.
  hoursByDay: s.hoursByDay ? rosterOf(sectionWeek(s)) : null,
});

const openDays = (v: ScheduleValues) =>
  v.businessDays.map((d) => dayCodes[d as keyof typeof dayCodes] as DayCode);

/** Every open day's hours as they are today: the opening hours, the not-available window a gap. */
const rosterFrom = (v: ScheduleValues): Roster =>
  rosterOf(
    sectionWeek({
      businessDays: v.businessDays as Section['businessDays'],
      businessHours: [v.open, v.close],
      regularOffHours: v.offFrom && v.offTo ? [v.offFrom, v.offTo] : [],
      customRequest: false,
    }),
  );

/** The fields `sectionInput` reads; an empty not-available window means none. */
export const scheduleInput = (v: ScheduleValues, customRequest: boolean) => ({
  businessDays: v.businessDays,
  businessHours: [v.open, v.close],
  regularOffHours: customRequest || (!v.offFrom && !v.offTo) ? [] : [v.offFrom, v.offTo],
  slotDuration: v.slotDuration,
  appointmentPerSlot: v.appointmentPerSlot,
  // Every open day's hours, in time order (a day without any is closed); null clears them. A
  // request section keeps one set of hours.
  ...(!customRequest && {
    hoursByDay: v.hoursByDay
      ? Object.fromEntries(
          openDays(v).map((code) => [
            code,
            [...v.hoursByDay![code]].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
          ]),
        )
      : null,
  }),
});

const slotOptions = slotDurations.map((n) => ({ value: String(n), label: messages.nMinutes(n) }));
const placeOptions = Array.from({ length: 10 }, (_, i) => String(i + 1));

type Props = {
  values: ScheduleValues;
  onChange: (patch: Partial<ScheduleValues>) => void;
  errors: FieldErrors;
  /** Request-only sections have no not-available window, slot length or places. */
  requestOnly?: boolean;
};

/** Days, hours, not-available window, slot length and places: shared by the section and schedule forms. */
export function ScheduleFields({ values, onChange, errors, requestOnly = false }: Props) {
  // Hours per day replace the opening hours and the not-available window on every open day;
  // those stay in the form (a request section and a day without its own hours use them).
  const perDay = !requestOnly && values.hoursByDay !== null;
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={fieldLabels.businessDays}
        value={values.businessDays}
        onChange={(businessDays) => onChange({ businessDays })}
        error={errors.businessDays}
      >
        <Group gap="sm" mt={6}>
          {weekDays.map((day) => (
            <Checkbox key={day} value={day} label={day} />
          ))}
        </Group>
      </Checkbox.Group>

      {!requestOnly && (
        <Switch
          label={t.hoursByDay}
          checked={perDay}
          onChange={(e) =>
            onChange({ hoursByDay: e.currentTarget.checked ? rosterFrom(values) : null })
          }
        />
      )}

      {perDay ? (
        <Suspense fallback={<Loader size="sm" />}>
          <HoursEditor
            value={values.hoursByDay!}
            onChange={(hoursByDay) => onChange({ hoursByDay })}
            errors={errorsUnder(errors, 'hoursByDay')}
            weekError={errors.hoursByDay}
            legend={t.hoursByDayLegend}
            hint={t.hoursByDayHint}
            emptyDay={t.closedDay}
            only={openDays(values)}
          />
        </Suspense>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="time"
            label={t.opens}
            value={values.open}
            onChange={(e) => onChange({ open: e.currentTarget.value })}
            error={errors['businessHours.0']}
          />
          <TextInput
            type="time"
            label={t.closes}
            value={values.close}
            onChange={(e) => onChange({ close: e.currentTarget.value })}
            error={errors['businessHours.1'] ?? errors.businessHours}
          />
        </SimpleGrid>
      )}

      {!requestOnly && !perDay && (
        <>
          <div>
            <Text size="sm" fw={500}>
              {t.offHours}
            </Text>
            <Text size="xs" c="dimmed">
              {t.offHoursHint}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="time"
              label={t.offFrom}
              value={values.offFrom}
              onChange={(e) => onChange({ offFrom: e.currentTarget.value })}
              error={errors['regularOffHours.0']}
            />
            <TextInput
              type="time"
              label={t.offUntil}
              value={values.offTo}
              onChange={(e) => onChange({ offTo: e.currentTarget.value })}
              error={errors['regularOffHours.1'] ?? errors.regularOffHours}
            />
          </SimpleGrid>
        </>
      )}

      {!requestOnly && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={fieldLabels.slotDuration}
            data={slotOptions}
            value={values.slotDuration}
            onChange={(e) => onChange({ slotDuration: e.currentTarget.value })}
            error={errors.slotDuration}
          />
          <NativeSelect
            label={fieldLabels.appointmentPerSlot}
            data={placeOptions}
            value={values.appointmentPerSlot}
            onChange={(e) => onChange({ appointmentPerSlot: e.currentTarget.value })}
            error={errors.appointmentPerSlot}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
