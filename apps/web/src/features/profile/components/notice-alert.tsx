import { Alert } from '@mantine/core';
import { profileTexts as t } from '@timeapp/domain/profile-texts';

/** What the last action on a profile card did: green and polite when it worked, red when not. */
export type Notice = { ok: boolean; text: string };

export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.ok ? 'green' : 'red'}
      role={notice.ok ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t.dismiss}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
