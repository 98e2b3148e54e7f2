import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { useAnswerProposal } from '../../../api/appointments/proposal';
import { errorMessage } from '../../../lib/api-client';

/**
 * The business's proposal of another time, on the customer's appointment screen
 * (docs/decisions/034): 'Accept new time' moves the appointment, 'Keep my time' declines.
 * What went wrong (the time was taken meanwhile) stays shown after the proposal is gone.
 */
export function ProposalAnswer({ appointment: a }: { appointment: AppointmentListItem }) {
  const answer = useAnswerProposal();
  const p = a.proposal;
  const pending = answer.isPending ? answer.variables.answer : null;
  return (
    <>
      {answer.error != null && (
        <Alert color="red" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      {p && (
        <Alert
          color="blue"
          role="region"
          title={messages.newTimeProposed}
          aria-label={messages.newTimeProposed}
        >
          <Stack gap="sm">
            <Text size="sm">
              {messages.proposalBanner(
                a.business.name,
                sayWhen(p.appointmentDate, p.appointmentTime),
              )}
            </Text>
            {p.message && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                “{p.message}”
              </Text>
            )}
            <Group gap="sm">
              <Button
                loading={pending === 'accept'}
                disabled={pending !== null}
                onClick={() => answer.mutate({ appointmentId: a._id, answer: 'accept' })}
              >
                {messages.acceptNewTime}
              </Button>
              <Button
                variant="default"
                loading={pending === 'decline'}
                disabled={pending !== null}
                onClick={() => answer.mutate({ appointmentId: a._id, answer: 'decline' })}
              >
                {messages.keepMyTime}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}
