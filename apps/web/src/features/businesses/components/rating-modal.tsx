import { Alert, Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ratingBody } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { useRate } from '../../../api/ratings/rate';
import { errorMessage } from '../../../lib/api-client';
import { validate } from '../../../lib/form';

type Props = { businessId: string; businessName: string; opened: boolean; onClose: () => void };

/** '+ Ratings': 1 to 5 stars, Close / OK, POST /rating. */
export function RatingModal({ businessId, businessName, opened, onClose }: Props) {
  const [stars, setStars] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const rate = useRate();

  const close = () => {
    setStars(0);
    setError(null);
    rate.reset();
    onClose();
  };

  const ok = () => {
    const checked = validate(ratingBody, { ratedId: businessId, rate: stars });
    if (!checked.ok) {
      setError(checked.errors.rate ?? messages.failed);
      return;
    }
    setError(null);
    rate.mutate(checked.data, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message || messages.rated });
        close();
      },
    });
  };

  return (
    // Its own Close button (SPEC.md: Close / OK) replaces the X, so there are not two 'Close'
    // buttons; Escape and the overlay still close it.
    <Modal
      opened={opened}
      onClose={close}
      title={`Rate ${businessName}`}
      centered
      withCloseButton={false}
    >
      <Stack gap="sm" align="center">
        {rate.isError && (
          <Alert color="red" role="alert" w="100%">
            {errorMessage(rate.error, messages.failed)}
          </Alert>
        )}
        <Text id="rating-label">How was your experience?</Text>
        <Rating value={stars} onChange={setStars} size="xl" aria-labelledby="rating-label" />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Close
        </Button>
        <Button onClick={ok} loading={rate.isPending}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
