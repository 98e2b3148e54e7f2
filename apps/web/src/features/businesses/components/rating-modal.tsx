import { Button, Group, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ratingBody } from '@timeapp/domain/appointments';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { useRate } from '../../../api/ratings/rate';
import { useForm } from '../../../lib/form';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { Modal } from '../../../components/ui/modal';

type Props = { businessId: string; businessName: string; opened: boolean; onClose: () => void };

/** '+ Ratings': 1 to 5 stars, Close / OK, POST /rating. */
export function RatingModal({ businessId, businessName, opened, onClose }: Props) {
  const rate = useRate();
  const form = useForm({
    initial: { rate: 0 },
    schema: ratingBody,
    toInput: (v) => ({ ratedId: businessId, rate: v.rate }),
    onValid: (input) =>
      rate.mutate(input, {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message || messages.rated });
          close();
        },
      }),
  });
  const refused = Object.keys(form.errors).length > 0;
  const error = refused ? (form.errors.rate ?? messages.failed) : null;

  const close = () => {
    form.reset();
    rate.reset();
    onClose();
  };

  return (
    // Its own Close button (docs/product-rules.md 3.5) replaces the X, so there are not two 'Close'
    // buttons; Escape and the overlay still close it.
    <Modal
      opened={opened}
      onClose={close}
      title={commonTexts.rate(businessName)}
      centered
      withCloseButton={false}
    >
      <Stack gap="sm" align="center">
        <FailureAlert error={rate.error} fallback={messages.failed} w="100%" />
        <Text id="rating-label">{t.howWasIt}</Text>
        <Rating
          value={form.values.rate}
          onChange={(n) => form.set('rate', n)}
          size="xl"
          aria-labelledby="rating-label"
        />
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {messages.close}
        </Button>
        <Button onClick={() => form.onSubmit()} loading={rate.isPending}>
          {messages.ok}
        </Button>
      </Group>
    </Modal>
  );
}
