import { bookedWhat } from '@timeapp/domain/booked-what';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { canCustomerCancel, hasStarted } from '@timeapp/domain/transitions';
import { isLateCancellation } from '@timeapp/domain/cancellation-policy';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppointment } from '../../../api/appointments/get-appointment';
import { DepositStatusSlot } from '../../../components/appointments/deposit-status-slot';
import { PageLoader } from '../../../components/ui/page-loader';
import { StatusBadge } from '../../../components/ui/status-badge';
import { AppointmentNotes } from '../../../components/ui/appointment-notes';
import {
  cancelledByLabel,
  cancelledByText,
  StatusHistory,
} from '../../../components/ui/status-history';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { BusinessPhoto } from '../../../components/ui/business-photo';
import { AddToCalendar } from './add-to-calendar';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ProposalAnswer } from './proposal-answer';

// The time picker loads when 'Change time' is pressed, not with every appointment screen.
const ChangeTimeDialog = lazy(() => import('./change-time-dialog'));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/**
 * One of the customer's appointments; refetches every 15 s so the owner's decision shows up.
 * `booked`: shown under the confirmation's own heading, right after booking.
 */
export function AppointmentDetail({
  appointmentId,
  booked = false,
}: {
  appointmentId: string;
  booked?: boolean;
}) {
  const query = useAppointment(appointmentId);
  const [opened, { open, close }] = useDisclosure(false);
  const [moving, moveDialog] = useDisclosure(false);
  // Cancelled here: in time, or late (a strike; decision 055).
  const [cancelled, setCancelled] = useState<'free' | 'late' | null>(null);

  if (query.isPending) return <PageLoader label={t.loadingOne} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, messages.appointmentNotFound)}
      </Alert>
    );

  const a = query.data;
  const isCancelled = a.status === AppointmentStatus.Cancelled;
  // The server's own rules (decision 008): no cancelling from the start time on.
  const now = new Date();
  const started = hasStarted(a.startsAt, now);
  // Cancelling now is past the business's free window: a strike (decision 055).
  const lateNow = isLateCancellation(new Date(a.startsAt), now, a.business.cancellationFreeHours);

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        {cancelled && (
          <Alert color="green" role="status">
            {cancelled === 'late' ? policyTexts.cancelledLate : messages.cancelledByCustomer}
          </Alert>
        )}
        {booked && !isCancelled && (
          <Alert color="green" role="status">
            {a.status === AppointmentStatus.Approved ? t.bookedApproved : messages.bookedWaiting}
          </Alert>
        )}
        <Group wrap="nowrap">
          <BusinessPhoto photos={a.business.photos} name={a.business.name} size={80} />
          <div>
            <Title order={booked ? 2 : 1} size="h3">
              {a.business.name}
            </Title>
            <Text c="dimmed">{bookedWhat(a)}</Text>
            {a.business.contactNumber && (
              <Anchor href={`tel:${a.business.contactNumber}`} size="sm">
                {a.business.contactNumberDisplay}
              </Anchor>
            )}
          </div>
        </Group>
        {!isCancelled && !started && <ProposalAnswer appointment={a} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Field label={fieldLabels.date}>{formatDate(a.appointmentDate)}</Field>
          <Field label={messages.time}>{formatTime12(a.appointmentTime)}</Field>
          <Field label={fieldLabels.status}>
            <StatusBadge appointment={a} side="customer" />
          </Field>
          {a.reason && <Field label={fieldLabels.reason}>{a.reason}</Field>}
          {isCancelled && (
            // Who and why on one line, the reason said once ('Declined by the business: ...').
            <Field label={cancelledByLabel(a)}>{cancelledByText(a, 'customer')}</Field>
          )}
        </SimpleGrid>
        <DepositStatusSlot deposit={a.deposit} side="customer" />
        {!isCancelled && !started && <AddToCalendar appointment={a} />}
        {!booked && <StatusHistory history={a.history} side="customer" />}
        <AppointmentNotes notes={a.notes} side="customer" />
        {canCustomerCancel(a, now) && (
          <Group>
            {booked && (
              <Text size="sm" w="100%">
                {t.bookedChangeOrCancel}
              </Text>
            )}
            <Button variant="light" onClick={moveDialog.open}>
              {messages.changeTime}
            </Button>
            <Anchor component="button" type="button" c="red.8" onClick={open}>
              {commonTexts.cancelAppointment}
            </Anchor>
          </Group>
        )}
        {!isCancelled && started && (
          <Text size="sm" c="dimmed">
            {messages.alreadyStarted}
          </Text>
        )}
      </Stack>
      {moving && (
        <Suspense fallback={null}>
          <ChangeTimeDialog appointment={a} opened={moving} onClose={moveDialog.close} />
        </Suspense>
      )}
      <CancelAppointmentDialog
        appointmentId={a._id}
        lateAfterHours={lateNow ? a.business.cancellationFreeHours : null}
        opened={opened}
        onClose={close}
        onCancelled={() => {
          close();
          setCancelled(lateNow ? 'late' : 'free');
        }}
      />
    </Paper>
  );
}
