import { Table, Text } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { Modal } from '../../../components/ui/modal';
import { slotTimes, type Schedule } from '@timeapp/domain/schedule';
import { scheduleTexts as t } from '@timeapp/domain/schedule-texts';
import { formatTime12 } from '../../../lib/format-date-time';

type Props = {
  // Slot length and places are checked present for a slot section; request mode has neither.
  schedule: Pick<Schedule, 'businessHours' | 'customRequest'> &
    Partial<Pick<Schedule, 'slotDuration' | 'appointmentPerSlot'>> & {
      regularOffHours?: readonly string[] | null;
    };
};

/** The day's slots, computed by the same engine the server books with. */
export function SchedulePreview({ schedule }: Props) {
  if (schedule.customRequest) return <Text size="sm">{t.previewRequestsOnly}</Text>;
  const slots = slotTimes({
    ...schedule,
    slotDuration: schedule.slotDuration ?? 0,
    appointmentPerSlot: schedule.appointmentPerSlot ?? 0,
    regularOffHours: [...(schedule.regularOffHours ?? [])],
    businessDays: [],
    noneRegularOffDays: [],
  });
  if (slots.length === 0) return <Text size="sm">{t.previewNoSlots}</Text>;
  return (
    <Table striped withTableBorder aria-label={t.previewTable}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">#</Table.Th>
          <Table.Th scope="col">{t.starts}</Table.Th>
          <Table.Th scope="col">{t.ends}</Table.Th>
          <Table.Th scope="col">{t.places}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slots.map((slot, i) => (
          <Table.Tr key={slot.time}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{formatTime12(slot.time)}</Table.Td>
            <Table.Td>{formatTime12(slot.end)}</Table.Td>
            <Table.Td>{schedule.appointmentPerSlot}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'View Schedule Details': the preview in its dialog, loaded when asked for. */
export function SchedulePreviewDialog({ schedule, onClose }: Props & { onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.close }}
      opened
      onClose={onClose}
      title={t.scheduleDetails}
      centered
      size="lg"
    >
      <SchedulePreview schedule={schedule} />
    </Modal>
  );
}
