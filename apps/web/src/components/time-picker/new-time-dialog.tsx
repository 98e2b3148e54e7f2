import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { messages } from '@timeapp/domain/messages';
import { useState, type ReactNode } from 'react';
import { useBusiness } from '../../api/businesses/get-business';
import { errorMessage } from '../../lib/api-client';
import { PageLoader } from '../ui/page-loader';
import { ServiceTimes } from './service-times';
import { TimePicker, type TimeChoice } from './time-picker';
import { Modal } from '../ui/modal';

type Props = {
  appointment: AppointmentListItem;
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Above the picker, e.g. what the time is now. */
  hint?: ReactNode;
  /** Marks the appointment's own time in the picker. */
  markCurrent?: boolean;
  /** The confirmation step: what choosing `choice` means (request mode: `customRequest`). */
  question: (choice: TimeChoice, customRequest: boolean) => ReactNode;
  /** Under the question, e.g. a message field. */
  extra?: ReactNode;
  confirmLabel: string;
  /** Sends the choice; `done` closes the dialog. */
  onConfirm: (choice: TimeChoice, done: () => void) => void;
  pending: boolean;
  error: unknown;
  /** The dialog closed: forget the mutation's state and any field. */
  onReset: () => void;
};

/**
 * Another time for an appointment, whoever chooses it (a customer's 'Change time', an owner's
 * 'Propose another time'): the one time picker on the appointment's section (for a booking by
 * service, its member's free times for that service), then one question with its confirm button.
 */
export function NewTimeDialog({
  appointment: a,
  opened,
  onClose,
  title,
  hint,
  markCurrent = false,
  question,
  extra,
  confirmLabel,
  onConfirm,
  pending,
  error,
  onReset,
}: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const business = useBusiness(opened ? a.businessId : null);
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const section = business.data?.section.find((s) => s._id === a.sectionId);

  const close = () => {
    setChoice(null);
    onReset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      {business.isPending ? (
        <PageLoader label={t.loadingSection} />
      ) : business.isError || !section ? (
        <Alert color="red" role="alert">
          {business.isError ? errorMessage(business.error) : messages.sectionNotFound}
        </Alert>
      ) : choice ? (
        <Stack gap="md">
          {error != null && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          {question(choice, section.customRequest)}
          {extra}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoice(null)} disabled={pending}>
              {serviceTexts.back}
            </Button>
            <Button onClick={() => onConfirm(choice, close)} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : a.service ? (
        // A booking by service moves with its member, to a time that member is free for the
        // service (docs/product-rules.md 9.5).
        <Stack gap="md">
          {hint}
          <ServiceTimes
            businessId={a.businessId}
            timezone={business.data.timezone}
            openDays={section.businessDays}
            service={a.service}
            memberId={a.memberId ?? null}
            initialDate={a.appointmentDate}
            onPick={setChoice}
          />
        </Stack>
      ) : (
        <TimePicker
          businessId={a.businessId}
          sectionId={a.sectionId}
          timezone={business.data.timezone}
          customRequest={section.customRequest}
          initialDate={a.appointmentDate}
          current={markCurrent ? { date: a.appointmentDate, time: a.appointmentTime } : undefined}
          requestLabel={serviceTexts.chooseThis}
          onPick={setChoice}
        >
          {hint}
        </TimePicker>
      )}
    </Modal>
  );
}
