import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@timeapp/domain/audit';
import { auditTexts as t } from '@timeapp/domain/audit-texts';
import { businessStatusLabel, type AppointmentStatus } from '@timeapp/domain/status';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { allItems, type Page } from '../../api/paged-list';
import { MoreButton } from '../ui/more-button';
import { PageLoader } from '../ui/page-loader';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NZ', { dateStyle: 'medium', timeStyle: 'short' });

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

/** Weekly hours ({ MO: [['09:00', '17:00']] }) as 'MO 09:00-17:00; TU ...'. */
const isWeekHours = (v: object): v is Record<string, [string, string][]> =>
  Object.values(v).every(
    (day) => Array.isArray(day) && day.every((r) => Array.isArray(r) && r.length === 2),
  );

/** A recorded value as words: a status by its name, a price in dollars, hours by day. */
function say(field: string, value: unknown): string {
  if (isEmpty(value)) return t.empty;
  if (field === 'status' && typeof value === 'number')
    return businessStatusLabel[value as AppointmentStatus] ?? String(value);
  if (field === 'priceCents' && typeof value === 'number') return t.price(value);
  if (field === 'subscriptionStatus' && typeof value === 'string')
    return t.subscription[value] ?? value;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  if (typeof value === 'object' && value !== null && isWeekHours(value))
    return Object.entries(value)
      .map(([day, ranges]) => `${day} ${ranges.map(([a, b]) => `${a}–${b}`).join(', ')}`)
      .join('; ');
  return JSON.stringify(value);
}

/**
 * Each changed field's line: 'Name: Old → New'; an addition or a removal lists the fields it
 * had (the empty ones left out).
 */
function changes(entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  if (entry.before && entry.after)
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((f) =>
      t.change(t.field(f), say(f, before[f]), say(f, after[f])),
    );
  const only = entry.after ?? entry.before ?? {};
  return Object.entries(only)
    .filter(([, v]) => !isEmpty(v))
    .map(([f, v]) => `${t.field(f)}: ${say(f, v)}`);
}

function Entry({ entry, showBusiness }: { entry: AuditEntry; showBusiness: boolean }) {
  const who =
    entry.actor.role === 'payments'
      ? t.payments
      : (entry.actor.name ?? entry.actor.email ?? t.deletedAccount);
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {t.actions[entry.action]}
            {entry.subject && `: ${entry.subject}`}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.at}>{when(entry.at)}</time>
          </Text>
        </Group>
        <Text size="sm">
          {t.byWhom(who, t.roles[entry.actor.role])}
          {showBusiness && entry.businessName && ` · ${entry.businessName}`}
          {entry.address && ` · ${t.from(entry.address)}`}
        </Text>
        {changes(entry).map((line) => (
          <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The audit trail, newest first, a page at a time: what was done and to what, who did it (in
 * which part) and from where, and each changed field before and after. The owner's 'Changes'
 * screen and the operator console's tab (which also names each entry's business).
 */
export function AuditList({
  list,
  showBusiness = false,
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<AuditEntry>>>;
  showBusiness?: boolean;
}) {
  if (list.isPending) return <PageLoader label={t.loading} />;
  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  const shown = allItems(list.data);
  if (shown.length === 0) return <Text c="dimmed">{t.none}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((entry) => (
          <Entry key={entry._id} entry={entry} showBusiness={showBusiness} />
        ))}
      </Stack>
      <MoreButton list={list} label={t.more} />
    </Stack>
  );
}
