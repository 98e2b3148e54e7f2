import { TextInput } from '@mantine/core';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useState } from 'react';
import type { BirthdayPickerProps } from './birthday-picker';

const load = () => import('./birthday-picker');
const BirthdayPicker = lazy(load);

const pretty = (value: string) =>
  value
    ? new Intl.DateTimeFormat('en-NZ', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${value}T00:00:00Z`))
    : '';

/**
 * Birthday field. The calendar (@mantine/dates + dayjs, ~15 KB gzip) loads when the user points
 * at or focuses the field, not with the page: forms stay inside the app-screen weight budget.
 */
export function BirthdayInput(props: Omit<BirthdayPickerProps, 'autoOpen' | 'autoFocus'>) {
  // 'focus': reached by Tab, so the picker takes the focus but stays closed; 'click': it opens.
  const [wanted, setWanted] = useState<'focus' | 'click' | null>(null);
  const label = props.label ?? fieldLabels.birthday;
  if (wanted)
    return (
      <Suspense
        fallback={
          // Holds the focus while the picker loads, so a keyboard user is not dropped on <body>.
          <TextInput
            label={label}
            value={pretty(props.value)}
            placeholder={messages.loading}
            readOnly
            autoFocus
          />
        }
      >
        <BirthdayPicker {...props} autoFocus autoOpen={wanted === 'click'} />
      </Suspense>
    );
  return (
    <TextInput
      label={label}
      placeholder={messages.pickDate}
      value={pretty(props.value)}
      error={props.error}
      readOnly
      onPointerEnter={() => void load()}
      onFocus={() => setWanted((w) => w ?? 'focus')}
      onClick={() => setWanted('click')}
    />
  );
}
