import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Appointment } from '@timeapp/domain/appointments';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { bookedWhat } from '@timeapp/domain/booked-what';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { ReactNode } from 'react';
import { AppointmentNotes } from '../../../components/ui/appointment-notes';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ConfirmedByText } from './confirmed-by-text';
import {
  cancelledByLabel,
  cancelledByText,
  StatusHistory,
} from '../../../components/ui/status-history';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { customerName } from '../utils/format';
import { CustomerAvatar } from './customer-avatar';
import { RateCustomer } from './rate-customer';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The customer's phone (tap to call), e-mail and record with this business; a walk-in's phone. */
function ContactRows({ appointment: a }: { appointment: Appointment }) {
  const c = a.customer;
  const phone = c?.phone ? c : a.walkIn;
  return (
    <>
      {phone?.phone && (
        <Row label={fieldLabels.phone}>
          <Anchor href={`tel:${phone.phone}`} size="sm">
            {phone.phoneDisplay}
          </Anchor>
        </Row>
      )}
      {c?.email && (
        <Row label={messages.email}>
          <Anchor href={`mailto:${c.email}`} size="sm">
            {c.email}
          </Anchor>
        </Row>
      )}
      {c && (
        <Row label={t.withYou}>
          {t.record(c.arrived, c.noShows)}
          {c.rating !== null && t.yourRating(c.rating)}
        </Row>
      )}
      {a.walkIn && <Row label={t.booked}>{t.walkInNoAccount}</Row>}
    </>
  );
}

/** Customer, stars, section, day, time, purpose and (if cancelled) the reason; actions below. */
export function AppointmentSummary({
  appointment: a,
  children,
}: {
  appointment: Appointment;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <CustomerAvatar appointment={a} size={72} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={1} size="h3">
                {customerName(a)}
              </Title>
              <StatusBadge appointment={a} side="owner" />
              <ConfirmedByText appointment={a} />
            </Group>
            <RateCustomer appointment={a} />
          </Stack>
        </Group>
        <Stack gap={6}>
          <ContactRows appointment={a} />
          <Row label={fieldLabels.sectionId}>{a.sectionName}</Row>
          {a.service && <Row label={serviceTexts.chooseService}>{bookedWhat(a)}</Row>}
          <Row label={t.day}>{formatDate(a.appointmentDate)}</Row>
          <Row label={messages.time}>{formatTime12(a.appointmentTime)}</Row>
          <Row label={t.purpose}>{a.reason || '—'}</Row>
          {a.status === AppointmentStatus.Cancelled && (
            // Who and why on one line, the reason said once ('Cancelled by the customer: ...').
            <Row label={cancelledByLabel(a)}>{cancelledByText(a, 'owner')}</Row>
          )}
        </Stack>
        <StatusHistory history={a.history} side="owner" />
        <AppointmentNotes notes={a.notes} side="owner" />
        {children}
      </Stack>
    </Paper>
  );
}
