import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { profileTexts as t } from '@timeapp/domain/profile-texts';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../../../api/calendar/calendar-feed';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { errorMessage } from '../../../lib/api-client';

/**
 * The private calendar feed (docs/calendars.md): create it, copy its webcal:// link (shown once,
 * right after creating: the server keeps only a hash of it), renew it, revoke it.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failure = create.error ?? revoke.error ?? feed.error;

  const make = () => {
    setNotice(null);
    create.mutate(undefined, { onSuccess: (data) => setUrl(data.url) });
  };
  const end = () => {
    setNotice(null);
    revoke.mutate(undefined, {
      onSuccess: (message) => {
        setUrl(null);
        setNotice(message || messages.calendarFeedRevoked);
      },
    });
  };

  const exists = feed.data?.exists ?? false;
  return (
    <Paper withBorder p="lg" maw={820} component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {messages.calendarFeedTitle}
        </Title>
        <Text size="sm">
          {t.calendarFeedAbout} {t.calendarFeedOwnerToo}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        {url ? (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {messages.calendarFeedCreated}
            </Text>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={messages.calendarFeedLink}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 220 }}
              />
              <CopyLinkButton value={url} />
            </Group>
          </Stack>
        ) : (
          !feed.isPending && (
            <Text size="sm" c="dimmed">
              {exists ? messages.calendarFeedExists : messages.calendarFeedNone}
            </Text>
          )
        )}
        <Group gap="sm">
          <Button onClick={make} loading={create.isPending} disabled={feed.isPending}>
            {exists ? messages.calendarFeedRenew : messages.calendarFeedCreate}
          </Button>
          {exists && (
            <Button variant="subtle" color="red.8" onClick={end} loading={revoke.isPending}>
              {messages.calendarFeedRevoke}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
