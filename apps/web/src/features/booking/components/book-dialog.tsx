import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { PARTY_SIZE } from '@timeapp/domain/covers';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { Modal } from '../../../components/ui/modal';

type Props = {
  /** The chosen date and `HH:MM`, or null when closed. */
  choice: { date: string; time: string } | null;
  sectionName: string;
  pending: boolean;
  error: unknown;
  /** A request-only section asks how many people are coming (docs/product-rules.md 10). */
  askPartySize?: boolean;
  /** The business's free cancellation, said before the customer confirms (decision 055). */
  freeCancellationHours: number;
  /** The deposit the booking asks, paid on Stripe's page right after (decision 056). */
  depositCents?: number | null;
  onConfirm: (reason: string, partySize?: number) => void;
  onClose: () => void;
};

/** Confirms a booking and asks the (optional) reason, and a request's party size. */
export function BookDialog({
  choice,
  sectionName,
  pending,
  error,
  askPartySize = false,
  freeCancellationHours,
  depositCents = null,
  onConfirm,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  const [party, setParty] = useState(String(PARTY_SIZE.byDefault));
  const [partyError, setPartyError] = useState<string | null>(null);
  const confirm = () => {
    if (!askPartySize) return onConfirm(reason.trim());
    const n = Number(party);
    if (!Number.isInteger(n) || n < PARTY_SIZE.min || n > PARTY_SIZE.max)
      return setPartyError(messages.partySizeRange);
    onConfirm(reason.trim(), n);
  };
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={t.confirm}
      centered
      onExitTransitionEnd={() => {
        setReason('');
        setParty(String(PARTY_SIZE.byDefault));
        setPartyError(null);
      }}
    >
      {choice && (
        <Stack gap="sm">
          {error != null && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Text>
            {sectionName}: {messages.dateAt(formatDate(choice.date), formatTime12(choice.time))}
          </Text>
          {askPartySize && (
            <TextInput
              label={messages.partySizeLabel}
              description={messages.partySizeHint}
              type="number"
              inputMode="numeric"
              min={PARTY_SIZE.min}
              max={PARTY_SIZE.max}
              maw={200}
              value={party}
              onChange={(e) => {
                setParty(e.currentTarget.value);
                setPartyError(null);
              }}
              error={partyError}
            />
          )}
          <Textarea
            label={t.reason}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            {policyTexts.policy(freeCancellationHours)}
          </Text>
          {depositCents !== null && (
            <Text size="sm" fw={600} data-testid="deposit-line">
              {depositTexts.confirmLine(depositCents, freeCancellationHours)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {messages.cancel}
            </Button>
            {/* A 403 (refused: too many strikes, or the owner's own business) is the same on
                every try: the customer may only close. */}
            <Button
              onClick={confirm}
              loading={pending}
              disabled={error instanceof ApiError && error.code === 403}
            >
              {depositCents === null ? t.confirm : depositTexts.confirmAndPay}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
