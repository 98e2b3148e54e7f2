import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { businessClosingTexts as t } from '@timeapp/domain/business-closing-texts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCloseBusiness } from '../../../api/ownership/close-business';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { PasswordConfirm } from '../../../components/ui/password-confirm';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { updateSessionUser } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Closing the business, confirmed with the password (docs/decisions/051). Closed, the owner is
 * a customer again: they land on their profile, where 'Delete my account' is, told what was
 * done.
 */
export function CloseBusinessDialog({
  businessId,
  opened,
  onClose,
}: {
  businessId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const close = useCloseBusiness();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  // The session forgets the business once its screens are gone (this unmounts with them): while
  // they show, their layout would send a customer to the dashboard, not to the profile where
  // 'Delete my account' is.
  const left = useRef<string[] | null>(null);
  useEffect(
    () => () => {
      if (!left.current) return;
      updateSessionUser({ relatedBusinesses: left.current });
      queryClient.removeQueries({ queryKey: queryKeys.business(businessId) });
    },
    [businessId, queryClient],
  );

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    close.mutate(
      { businessId, password },
      {
        onSuccess: (message) => {
          notifications.show({ color: 'blue', message, autoClose: false });
          left.current = (user?.relatedBusinesses ?? []).filter((id) => id !== businessId);
          navigate(paths.customer.profile, { replace: true });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.closeTitle}>
      <form onSubmit={confirm} aria-label={t.closeTitle}>
        <Stack gap="sm">
          <Text size="sm">{t.closeAbout}</Text>
          <Text size="sm">{t.closeKeepCopy}</Text>
          <FailureAlert error={close.error} />
          <PasswordConfirm
            label={t.passwordLabel}
            password={password}
            onPassword={setPassword}
            onCancel={onClose}
            submit={t.closeConfirm}
            loading={close.isPending}
            danger
          />
        </Stack>
      </form>
    </Modal>
  );
}
