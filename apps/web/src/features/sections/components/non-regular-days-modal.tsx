import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Section } from '@timeapp/domain/businesses';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDate } from '../../../lib/format-date-time';
import { Modal } from '../../../components/ui/modal';

const NonRegularDaysPicker = lazy(() => import('./non-regular-days-picker'));

type Props = {
  section: Section | null;
  /** Business-local today: earlier dates are not offered. */
  today: string;
  pending?: boolean;
  onClose: () => void;
  onSave: (dates: string[]) => void;
};

/**
 * 'Non-Reg Days': the dates a section is closed besides its weekly off days (holidays).
 * Past dates no longer matter to bookings and are dropped on save.
 */
export function NonRegularDaysModal({ section, today, pending, onClose, onSave }: Props) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.close }}
      opened={section !== null}
      onClose={onClose}
      title={section ? t.nonRegDaysOf(section.sectionName) : t.nonRegDays}
      centered
    >
      {section && (
        <DaysEditor
          key={section._id}
          initial={section.noneRegularOffDays.filter((d) => d >= today)}
          today={today}
          pending={pending}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

type EditorProps = {
  initial: string[];
  today: string;
  pending?: boolean;
  onCancel: () => void;
  onSave: (dates: string[]) => void;
};

function DaysEditor({ initial, today, pending, onCancel, onSave }: EditorProps) {
  const [dates, setDates] = useState(initial);
  const sorted = [...dates].sort();
  return (
    <Stack gap="sm">
      <Text size="sm">{t.nonRegDaysIntro}</Text>
      <Group justify="center">
        <Suspense fallback={<PageLoader label={commonTexts.loadingCalendar} />}>
          <NonRegularDaysPicker value={dates} onChange={setDates} minDate={today} />
        </Suspense>
      </Group>
      <Group gap={4} aria-live="polite" aria-label={t.chosenDays}>
        {sorted.length ? (
          sorted.map((d) => (
            <Badge key={d} variant="light" color="orange">
              {formatDate(d)}
            </Badge>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t.noDaysChosen}
          </Text>
        )}
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button loading={pending} onClick={() => onSave(sorted)}>
          {t.saveDays}
        </Button>
      </Group>
    </Stack>
  );
}
