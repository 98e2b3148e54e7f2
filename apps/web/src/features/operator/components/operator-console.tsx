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
import { fieldLabels } from '@timeapp/domain/messages';
import type { BugReport, ContactMessage, OperatorBusiness } from '@timeapp/domain/operator';
import { operatorTexts as t } from '@timeapp/domain/operator-texts';
import { useState } from 'react';
import {
  useDecideBugReport,
  useMarkContactHandled,
  useMarkPaid,
  useOperatorBugReports,
  useOperatorBusinesses,
  useOperatorContactMessages,
} from '../../../api/operator/console';
import { useOperatorAudit } from '../../../api/audit/get-audit';
import { AuditList } from '../../../components/audit/audit-list';
import { MoreButton } from '../../../components/ui/more-button';
import { PageLoader } from '../../../components/ui/page-loader';
import { allItems } from '../../../api/paged-list';
import { errorMessage } from '../../../lib/api-client';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NZ', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /operator: bug reports to decide, businesses with their plan, contact-form messages to mark
 * handled, and the audit trail: every change by owners, team members and operators.
 */
export function OperatorConsole() {
  const reports = useOperatorBugReports();
  if (reports.isPending) return <PageLoader label={t.loading} />;
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
        {t.title}
      </Title>
      <Tabs defaultValue="reports" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reports">{t.tabs.reports}</Tabs.Tab>
          <Tabs.Tab value="businesses">{t.tabs.businesses}</Tabs.Tab>
          <Tabs.Tab value="contact">{t.tabs.contact}</Tabs.Tab>
          <Tabs.Tab value="changes">{t.tabs.changes}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports" pt="md">
          <Stack gap="sm">
            {shown.length === 0 && <Text c="dimmed">{t.noReports}</Text>}
            {shown.map((r) => (
              <BugReportItem key={r._id} report={r} />
            ))}
            <MoreButton list={reports} label={t.moreReports} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="businesses" pt="md">
          <Businesses />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <ContactMessages />
        </Tabs.Panel>
        <Tabs.Panel value="changes" pt="md">
          <Changes />
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
    <Paper withBorder p="md" component="article" aria-label={t.reportFrom(report.reporterEmail)}>
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
            {t.steps(report.steps)}
          </Text>
        )}
        {report.screenshot && (
          <a href={report.screenshot} target="_blank" rel="noreferrer">
            {t.screenshot}
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
              label={fieldLabels.note}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={2000}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button color="green" loading={decide.isPending} onClick={() => verdict('valid')}>
              {t.valid}
            </Button>
            <Button variant="light" loading={decide.isPending} onClick={() => verdict('invalid')}>
              {t.invalid}
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
  if (list.isPending) return <PageLoader label={t.loadingBusinesses} />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.business}</Table.Th>
              <Table.Th>{t.columns.plan}</Table.Th>
              <Table.Th>{t.columns.registered}</Table.Th>
              <Table.Th>{t.columns.trialLastDay}</Table.Th>
              <Table.Th>{t.columns.referrals}</Table.Th>
              <Table.Th>{t.columns.paidUntil}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {allItems(list.data).map((b) => (
              <BusinessRow key={b._id} business={b} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <MoreButton list={list} label={t.moreBusinesses} />
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
            {t.stripeStatus(b.subscriptionStatus)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{when(b.registeredAt)}</Table.Td>
      <Table.Td>
        {b.trialLastDay}
        {b.validBugReports > 0 && (
          <Text size="xs" c="dimmed">
            {t.validBugReports(b.validBugReports)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{b.referrals}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <TextInput
            type="date"
            aria-label={t.paidUntilOf(b.name)}
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
            {t.markPaid}
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
  if (list.isPending) return <PageLoader label={t.loadingContact} />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  const shown = allItems(list.data);
  if (shown.length === 0) return <Text c="dimmed">{t.noContact}</Text>;
  return (
    <Stack gap="sm">
      {shown.map((m) => (
        <ContactMessageItem key={m._id} message={m} />
      ))}
      <MoreButton list={list} label={t.moreContact} />
    </Stack>
  );
}

function ContactMessageItem({ message: m }: { message: ContactMessage }) {
  const handle = useMarkContactHandled();
  return (
    <Paper withBorder p="md" component="article" aria-label={t.contactFrom(m.email)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{m.subject}</Text>
          <Text size="sm" c="dimmed">
            {when(m.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          {m.name} {'<'}
          <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>
          {'>'}
          {m.signedIn ? t.signedIn : t.visitor}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{m.message}</Text>
        {m.handledAt ? (
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t.handled}
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
            {t.markHandled}
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

/** Every change recorded, by owners, team members and operators (the audit trail). */
function Changes() {
  return <AuditList list={useOperatorAudit()} showBusiness />;
}
