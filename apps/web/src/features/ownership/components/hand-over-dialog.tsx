import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { businessClosingTexts as t } from '@timeapp/domain/business-closing-texts';
import { useState, type FormEvent } from 'react';
import { useOfferHandover } from '../../../api/ownership/offer-handover';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { PasswordConfirm } from '../../../components/ui/password-confirm';

/** Offering the business to another account's address, confirmed with the password. */
export function HandOverDialog({
  businessId,
  opened,
  onClose,
  onSent,
}: {
  businessId: string;
  opened: boolean;
  onClose: () => void;
  /** What the server said it did (the offer e-mailed). */
  onSent: (message: string) => void;
}) {
  const offer = useOfferHandover();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const send = (e: FormEvent) => {
    e.preventDefault();
    offer.mutate(
      { businessId, email, password },
      {
        onSuccess: (message) => {
          setPassword('');
          onSent(message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.handOverTitle}>
      <form onSubmit={send} aria-label={t.handOverTitle}>
        <Stack gap="sm">
          <Text size="sm">{t.handOverAbout}</Text>
          <FailureAlert error={offer.error} />
          <TextInput
            type="email"
            label={t.recipientLabel}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="off"
            required
          />
          <PasswordConfirm
            label={t.passwordLabel}
            password={password}
            onPassword={setPassword}
            onCancel={onClose}
            submit={t.sendOffer}
            loading={offer.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
