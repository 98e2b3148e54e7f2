import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BugReport, ContactMessage, OperatorBusiness } from '@timeapp/domain/operator';
import { useState } from 'react';
import {
  allItems,
  useDecideBugReport,
  useMarkContactHandled,
  useMarkPaid,
  useOperatorActions,
  useOperatorBugReports,
  useOperatorBusinesses,
  useOperatorContactMessages,
} from '../../../api/operator/console';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NZ', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /operator: bug reports to decide, businesses with their plan, contact-form messages to mark
 * handled, and every operator action.
 */
export function OperatorConsole() {
  const reports = useOperatorBugReports();
  if (reports.isPending) return <PageLoader label="Loading the operator console" />;
  if (reports.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(reports.error)}
      </Alert>
    );
  const shown = allItems(reports.data);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Operator console
      </Title>
      <Tabs defaultValue="reports" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reports">Bug reports</Tabs.Tab>
          <Tabs.Tab value="businesses">Businesses</Tabs.Tab>
          <Tabs.Tab value="contact">Contact messages</Tabs.Tab>
          <Tabs.Tab value="actions">Actions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports" pt="md">
          <Stack gap="sm">
            {shown.length === 0 && <Text c="dimmed">No bug reports yet.</Text>}
            {shown.map((r) => (
              <BugReportItem key={r._id} report={r} />
            ))}
            <More list={reports} label="More bug reports" />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="businesses" pt="md">
          <Businesses />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <ContactMessages />
        </Tabs.Panel>
        <Tabs.Panel value="actions" pt="md">
          <Actions />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function BugReportItem({ report }: { report: BugReport }) {
  const decide = useDecideBugReport();
  const [note, setNote] = useState('');
  const verdict = (v: 'valid' | 'invalid') => decide.mutate({ id: report._id, verdict: v, note });
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-label={`Bug report from ${report.reporterEmail}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{report.reporterEmail}</Text>
          <Text size="sm" c="dimmed">
            {when(report.createdAt)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{report.whatHappened}</Text>
        {report.steps && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            Steps: {report.steps}
          </Text>
        )}
        {report.screenshot && (
          <a href={report.screenshot} target="_blank" rel="noreferrer">
            Screenshot
          </a>
        )}
        {report.verdict ? (
          <Group gap="xs">
            <Badge color={report.verdict === 'valid' ? 'green' : 'gray'}>{report.verdict}</Badge>
            {report.note && <Text size="sm">{report.note}</Text>}
          </Group>
        ) : (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="Note"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={2000}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button color="green" loading={decide.isPending} onClick={() => verdict('valid')}>
              Valid
            </Button>
            <Button variant="light" loading={decide.isPending} onClick={() => verdict('invalid')}>
              Invalid
            </Button>
          </Group>
        )}
        {decide.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(decide.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Businesses() {
  const list = useOperatorBusinesses();
  if (list.isPending) return <PageLoader label="Loading businesses" />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Business</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Registered</Table.Th>
              <Table.Th>Trial's last day</Table.Th>
              <Table.Th>Referrals</Table.Th>
              <Table.Th>Paid until</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {allItems(list.data).map((b) => (
              <BusinessRow key={b._id} business={b} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <More list={list} label="More businesses" />
    </Stack>
  );
}

function BusinessRow({ business: b }: { business: OperatorBusiness }) {
  const mark = useMarkPaid();
  const [until, setUntil] = useState(b.paidThrough ?? '');
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{b.name}</Text>
        <Text size="xs" c="dimmed">
          {b.ownerEmail}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* The label's own overflow would let a narrow column cut the state to 'T.'. */}
        <Badge
          color={b.bookable ? 'green' : 'orange'}
          variant="light"
          styles={{ label: { overflow: 'visible' } }}
        >
          {b.state}
        </Badge>
        {b.subscriptionStatus && (
          <Text size="xs" c="dimmed">
            Stripe: {b.subscriptionStatus}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{when(b.registeredAt)}</Table.Td>
      <Table.Td>
        {b.trialLastDay}
        {b.validBugReports > 0 && (
          <Text size="xs" c="dimmed">
            +{b.validBugReports} bug reports
          </Text>
        )}
      </Table.Td>
      <Table.Td>{b.referrals}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <TextInput
            type="date"
            aria-label={`Paid until, ${b.name}`}
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
            size="xs"
          />
          <Button
            size="xs"
            variant="light"
            loading={mark.isPending}
            onClick={() => mark.mutate({ id: b._id, paidThrough: until || null })}
          >
            Mark paid until
          </Button>
        </Group>
        {mark.isError && (
          <Text c="red" size="xs" role="alert">
            {errorMessage(mark.error)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function ContactMessages() {
  const list = useOperatorContactMessages();
  if (list.isPending) return <PageLoader label="Loading contact messages" />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  const shown = allItems(list.data);
  if (shown.length === 0) return <Text c="dimmed">No contact messages yet.</Text>;
  return (
    <Stack gap="sm">
      {shown.map((m) => (
        <ContactMessageItem key={m._id} message={m} />
      ))}
      <More list={list} label="More contact messages" />
    </Stack>
  );
}

function ContactMessageItem({ message: m }: { message: ContactMessage }) {
  const handle = useMarkContactHandled();
  return (
    <Paper withBorder p="md" component="article" aria-label={`Contact message from ${m.email}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{m.subject}</Text>
          <Text size="sm" c="dimmed">
            {when(m.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          {m.name} &lt;
          <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>&gt;
          {m.signedIn ? ' (signed in)' : ' (visitor)'}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{m.message}</Text>
        {m.handledAt ? (
          <Group gap="xs">
            <Badge color="green" variant="light">
              handled
            </Badge>
            <Text size="sm" c="dimmed">
              {m.handledBy}, {when(m.handledAt)}
            </Text>
          </Group>
        ) : (
          <Button
            variant="light"
            w="fit-content"
            loading={handle.isPending}
            onClick={() => handle.mutate(m._id)}
          >
            Mark handled
          </Button>
        )}
        {handle.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(handle.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Actions() {
  const list = useOperatorActions();
  if (list.isPending) return <PageLoader label="Loading actions" />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  const shown = allItems(list.data);
  if (shown.length === 0) return <Text c="dimmed">No operator actions yet.</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((a) => (
              <Table.Tr key={a._id}>
                <Table.Td>{when(a.createdAt)}</Table.Td>
                <Table.Td>{a.operatorEmail}</Table.Td>
                <Table.Td>
                  {a.action}: {a.subject}
                  {a.detail && (
                    <Text size="xs" c="dimmed">
                      {a.detail}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <More list={list} label="More actions" />
    </Stack>
  );
}

/**
 * 'More': the next page of a list, below the entries shown (each list comes 50 at a time, so
 * a flood of new entries never pushes older ones out of reach).
 */
function More({
  list,
  label,
}: {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  label: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {label}
      </Button>
      {list.isFetchNextPageError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(list.error)}
        </Text>
      )}
    </Stack>
  );
}
