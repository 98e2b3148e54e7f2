import { accountTexts } from '@timeapp/domain/account-texts';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { PasskeyItem } from '@timeapp/domain/two-factor';
import { twoFactorTexts as t } from '@timeapp/domain/two-factor-texts';
import { lazy, Suspense, useState } from 'react';
import { useAddPasskey } from '../../../api/two-factor/add-passkey';
import { useTwoFactor } from '../../../api/two-factor/get-two-factor';
import { useRemovePasskey } from '../../../api/two-factor/remove-passkey';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/format-date-time';
import { NoticeAlert, type Notice } from './notice-alert';

// Only owners, team members and operators may add an app: a customer's profile never loads it.
const AuthenticatorApp = lazy(() =>
  import('./authenticator-app').then((m) => ({ default: m.AuthenticatorApp })),
);

/** What a passkey prompt that ended without a passkey says (closed, or not supported). */
function promptFailure(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError') return t.passkeyCancelled;
  if (error instanceof Error && /not supported/i.test(error.message)) return t.passkeysUnsupported;
  return accountTexts.passkeyFailed;
}

function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const remove = useRemovePasskey();
  const added = formatInstant(passkey.createdAt);
  const used = passkey.lastUsedAt ? t.lastUsed(formatInstant(passkey.lastUsedAt)) : t.neverUsed;
  return (
    <List.Item icon={<IconKey size={18} aria-hidden />}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {t.passkeyAddedOn(added)}, {used}
          {passkey.backedUp ? `, ${t.synced}` : ''}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red.8"
          aria-label={t.removePasskeyLabel(added)}
          loading={remove.isPending}
          onClick={() => remove.mutate(passkey._id)}
        >
          {t.removePasskey}
        </Button>
      </Group>
    </List.Item>
  );
}

/**
 * The profile's 'Sign-in security' (docs/decisions/048): the user's passkeys (add, remove), and
 * for owners, team members and operators an authenticator app. The operator console shows it
 * too, to an operator who has neither yet.
 */
export function TwoFactorCard({ operatorGate = false }: { operatorGate?: boolean }) {
  const state = useTwoFactor();
  const add = useAddPasskey();
  const [notice, setNotice] = useState<Notice | null>(null);

  const addPasskey = () => {
    setNotice(null);
    add.mutate(undefined, {
      onSuccess: () => setNotice({ ok: true, text: accountTexts.passkeyAdded }),
      onError: (error) => setNotice({ ok: false, text: promptFailure(error) }),
    });
  };

  const s = state.data;
  return (
    <Paper withBorder p="lg" maw={820} component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="two-factor-title">
          {t.title}
        </Title>
        {operatorGate && (
          <Alert color="yellow" role="status">
            {t.operatorRequired}
          </Alert>
        )}
        <Text size="sm">{t.about}</Text>
        {state.isError && (
          <Alert color="red" role="alert">
            {errorMessage(state.error)}
          </Alert>
        )}
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Title order={3} size="h5">
          {t.passkeys}
        </Title>
        {s &&
          (s.passkeys.length ? (
            <List spacing="xs" listStyleType="none" center aria-label={t.passkeys}>
              {s.passkeys.map((p) => (
                <PasskeyRow key={p._id} passkey={p} />
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t.noPasskeys}
            </Text>
          ))}
        <Group>
          <Button
            leftSection={<IconKey size={18} aria-hidden />}
            onClick={addPasskey}
            loading={add.isPending}
            disabled={state.isPending}
          >
            {t.addPasskey}
          </Button>
        </Group>
        {s?.totpAllowed && (
          <Suspense fallback={null}>
            <AuthenticatorApp state={s} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
