import { Alert, Anchor, Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { devMailboxTexts as t } from '@timeapp/domain/dev-mailbox-texts';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/format-date-time';
import { useMailbox, type MailboxMessage } from '../../../api/mail/list-mailbox';

/** A link to this same site opens in the app (client-side); anything else in a new tab. */
function MailLink({ href }: { href: string }) {
  let url: URL | null = null;
  try {
    url = new URL(href, window.location.origin);
  } catch {
    url = null;
  }
  if (url && url.origin === window.location.origin)
    return (
      <Anchor
        component={Link}
        to={`${url.pathname}${url.search}${url.hash}`}
        style={{ wordBreak: 'break-all' }}
      >
        {href}
      </Anchor>
    );
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ wordBreak: 'break-all' }}
    >
      {href}
    </Anchor>
  );
}

function Message({ mail }: { mail: MailboxMessage }) {
  return (
    <Card withBorder component="article" aria-label={mail.subject}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{mail.subject}</Text>
        <Badge variant="light">{formatInstant(mail.createdAt)}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t.to(mail.to)}
      </Text>
      {/* Plain text only: the HTML version is never injected into the page. */}
      <Code block mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {mail.text}
      </Code>
      {mail.links.length > 0 && (
        <Stack gap={4} mt="sm">
          {mail.links.map((href) => (
            <MailLink key={href} href={href} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function MailboxList() {
  const mailbox = useMailbox();
  if (mailbox.isPending) return <PageLoader label={t.loading} />;
  if (mailbox.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(mailbox.error)}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t.count(mailbox.data.length)}
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => mailbox.refetch()}
          loading={mailbox.isFetching}
        >
          {t.refresh}
        </Button>
      </Group>
      {mailbox.data.length === 0 && <Text>{t.empty}</Text>}
      {mailbox.data.map((mail) => (
        <Message key={mail._id} mail={mail} />
      ))}
    </Stack>
  );
}
