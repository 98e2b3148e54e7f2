import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileTexts as t } from '@timeapp/domain/profile-texts';
import { useState, type FormEvent } from 'react';
import { useDeleteAccount, useDownloadMyData } from '../../../api/users/my-data';
import { PasswordConfirm } from '../../../components/ui/password-confirm';
import { errorMessage } from '../../../lib/api-client';
import { useLogout } from '../../../lib/auth';
import { downloadText } from '../../../lib/download-file';

/**
 * 'Your data' (Privacy Act 2020, principles 6 and 7; docs/decisions/049): download everything
 * held about me, and delete my account after confirming with my password.
 */
export function YourDataCard() {
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');

  const save = () =>
    download.mutate(undefined, {
      onSuccess: (text) => {
        const day = new Date().toISOString().slice(0, 10);
        downloadText(text, `${t.dataFileName}-${day}.json`, 'application/json');
      },
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(password, {
      onSuccess: (message) => {
        setAsking(false);
        logout();
        notifications.show({ color: 'blue', message, autoClose: false });
      },
    });
  };

  return (
    <Paper withBorder p="lg" maw={820} component="section" aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-data-title">
          {t.yourData}
        </Title>
        <Text size="sm">{t.yourDataAbout}</Text>
        {download.isError && (
          <Alert color="red" role="alert">
            {errorMessage(download.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" loading={download.isPending} onClick={save}>
            {t.downloadData}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => setAsking(true)}>
            {t.deleteAccount}
          </Button>
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t.deleteConfirmTitle}>
        <form onSubmit={confirm} aria-label={t.deleteConfirmTitle}>
          <Stack gap="sm">
            <Text size="sm">{t.deleteAbout}</Text>
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            )}
            <PasswordConfirm
              label={t.deletePasswordLabel}
              password={password}
              onPassword={setPassword}
              onCancel={() => setAsking(false)}
              submit={t.deleteConfirm}
              loading={remove.isPending}
              danger
            />
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
