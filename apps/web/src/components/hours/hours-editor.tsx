import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DayCode } from '@timeapp/domain/hours';
import { hoursTexts as t } from '@timeapp/domain/hours-texts';
import { errorsUnder, type FieldErrors } from '../../lib/form';
import { days, nextInterval, type Interval, type Roster } from '../../lib/week-hours';
import styles from './hours-editor.module.css';

type Props = {
  value: Roster;
  onChange: (roster: Roster) => void;
  /** The form's errors under the field ('MO.0' an interval, '' the whole week). */
  errors: FieldErrors;
  weekError?: string;
  /** What the week is ('Weekly hours'), a line on how to fill it in, and what a day without hours is. */
  legend: string;
  hint: string;
  emptyDay: string;
  /** The days to show (all by default): a section's business days. */
  only?: readonly DayCode[];
};

/**
 * A week of hours: for each day, zero or more periods, each a start and an end in 5-minute
 * steps; a break is the gap between two periods. A team member's roster and a section's hours
 * per day (docs/product-rules.md 5.3, 9).
 */
export function HoursEditor({
  value,
  onChange,
  errors,
  weekError,
  legend,
  hint,
  emptyDay,
  only,
}: Props) {
  const setDay = (code: DayCode, list: Interval[]) => onChange({ ...value, [code]: list });
  const hintId = useId();

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <Text id={hintId} size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      <Stack gap={0}>
        {days
          .filter(({ code }) => !only || only.includes(code))
          .map(({ day, code }) => {
            const list = value[code];
            const dayErrors = errorsUnder(errors, code);
            return (
              <div key={code} className={styles.day} role="group" aria-label={day}>
                <Text fw={500} size="sm" className={styles.dayName}>
                  {day}
                </Text>
                <Stack gap={6} className={styles.periods}>
                  {list.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {emptyDay}
                    </Text>
                  )}
                  {list.map(([from, to], i) => {
                    const n = i + 1;
                    const error =
                      dayErrors[`${i}.0`] ?? dayErrors[`${i}.1`] ?? dayErrors[String(i)];
                    const set = (next: Interval) =>
                      setDay(
                        code,
                        list.map((iv, j) => (j === i ? next : iv)),
                      );
                    return (
                      <div key={i}>
                        <Group gap={6} wrap="nowrap" align="center">
                          <TextInput
                            type="time"
                            step={300}
                            size="sm"
                            aria-label={t.periodStarts(day, n)}
                            value={from}
                            onChange={(e) => set([e.currentTarget.value, to])}
                            error={!!error}
                            className={styles.time}
                          />
                          <Text size="sm" aria-hidden>
                            –
                          </Text>
                          <TextInput
                            type="time"
                            step={300}
                            size="sm"
                            aria-label={t.periodEnds(day, n)}
                            value={to}
                            onChange={(e) => set([from, e.currentTarget.value])}
                            error={!!error}
                            className={styles.time}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t.removePeriod(day, n)}
                            onClick={() =>
                              setDay(
                                code,
                                list.filter((_, j) => j !== i),
                              )
                            }
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                        {error && (
                          <Text size="xs" c="red" mt={2} role="alert">
                            {error}
                          </Text>
                        )}
                      </div>
                    );
                  })}
                </Stack>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  aria-label={t.addPeriodOn(day)}
                  onClick={() => setDay(code, [...list, nextInterval(list)])}
                  disabled={list.length >= 6}
                  className={styles.add}
                >
                  {t.addPeriod}
                </Button>
              </div>
            );
          })}
      </Stack>
      {weekError && (
        <Text size="xs" c="red" mt={4} role="alert">
          {weekError}
        </Text>
      )}
    </fieldset>
  );
}
