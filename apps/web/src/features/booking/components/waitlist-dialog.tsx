import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts as t } from '@timeapp/domain/service-texts';
import { useJoinWaitlist } from '../../../api/waitlist/join-waitlist';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { Modal } from '../../../components/ui/modal';

type Props = {
  businessId: string;
  sectionId: string;
  sectionName: string;
  /** The full slot chosen, or null when closed. */
  slot: { date: string; time: string } | null;
  onClose: () => void;
};

/** A full time: 'Tell me when a place frees' puts the customer on its waitlist. */
export default function WaitlistDialog({
  businessId,
  sectionId,
  sectionName,
  slot,
  onClose,
}: Props) {
  const join = useJoinWaitlist();
  const close = () => {
    join.reset();
    onClose();
  };
  return (
    <Modal opened={slot !== null} onClose={close} title={t.fullTitle} centered>
      {slot && (
        <Stack gap="sm">
          <Text>
            {sectionName}:{' '}
            {t.noPlace(messages.dateAt(formatDate(slot.date), formatTime12(slot.time)))}
          </Text>
          {join.isSuccess ? (
            <Alert color="green" role="status">
              {join.data.message || messages.waitlistJoined}
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t.waitlist}
              </Text>
              {join.error != null && (
                <Alert color="red" role="alert">
                  {errorMessage(join.error)}
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {join.isSuccess ? t.done : t.notNow}
            </Button>
            {!join.isSuccess && (
              <Button
                loading={join.isPending}
                onClick={() =>
                  join.mutate({
                    businessId,
                    sectionId,
                    appointmentDate: slot.date,
                    appointmentTime: slot.time,
                  })
                }
              >
                {messages.tellMeWhenFree}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
