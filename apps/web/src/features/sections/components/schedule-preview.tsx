import { Table, Text } from '@mantine/core';
import { slotTimes, type Schedule } from '@timeapp/domain/schedule';
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
  if (schedule.customRequest)
    return (
      <Text size="sm">
        This section takes customer requests only: customers ask for a time and you decide, so there
        are no slots.
      </Text>
    );
  const slots = slotTimes({
    ...schedule,
    slotDuration: schedule.slotDuration ?? 0,
    appointmentPerSlot: schedule.appointmentPerSlot ?? 0,
    regularOffHours: [...(schedule.regularOffHours ?? [])],
    businessDays: [],
    noneRegularOffDays: [],
  });
  if (slots.length === 0) return <Text size="sm">These hours leave no room for a slot.</Text>;
  return (
    <Table striped withTableBorder aria-label="Generated slots">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">#</Table.Th>
          <Table.Th scope="col">Starts</Table.Th>
          <Table.Th scope="col">Ends</Table.Th>
          <Table.Th scope="col">Places</Table.Th>
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
