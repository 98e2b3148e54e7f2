import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import {
  entryLocation,
  entryMinutes,
  entryTitle,
  googleCalendarLink,
} from '@timeapp/domain/calendar';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { getAppointmentCalendar } from '../../../api/calendar/get-appointment-calendar';
import { useBusiness } from '../../../api/businesses/get-business';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download-file';

/**
 * 'Add to calendar' for one appointment (docs/calendars.md): the server's .ics, which calendar
 * apps keep up to date by its UID, and Google Calendar's template link. The confirmation after
 * booking and the appointment screen both show it.
 */
export function AddToCalendar({ appointment: a }: { appointment: AppointmentListItem }) {
  const business = useBusiness(a.businessId);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const section = business.data?.section.find((s) => s._id === a.sectionId);
  const start = new Date(a.startsAt);
  const google = googleCalendarLink({
    title: entryTitle({ sectionName: bookedWhat(a), businessName: a.business.name }),
    start,
    // A booking by service ends with the service; a slot booking with its section's slot.
    end: a.endsAt
      ? new Date(a.endsAt)
      : new Date(start.getTime() + entryMinutes(section?.slotDuration) * 60_000),
    details: `${window.location.origin}${paths.customer.appointment.getHref(a._id)}`,
    location: business.data ? entryLocation(business.data.address) : '',
  });

  const download = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const ics = await getAppointmentCalendar(a._id);
      downloadText(ics, `${messages.calendarFileName}.ics`, 'text/calendar');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600} id={`add-to-calendar-${a._id}`}>
        {messages.addToCalendar}
      </Text>
      <Group gap="sm" role="group" aria-labelledby={`add-to-calendar-${a._id}`}>
        <Button variant="light" onClick={download} loading={saving}>
          {messages.downloadIcs}
        </Button>
        <Button
          variant="light"
          component="a"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={business.isPending || undefined}
        >
          {messages.googleCalendar}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
