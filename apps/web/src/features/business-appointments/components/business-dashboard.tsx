import {
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import type { Business } from '@timeapp/domain/businesses';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDate } from '../../../lib/format-date-time';
import { Later } from '../../../components/ui/later';
import { businessToday } from '../../../lib/business-today';
import { byStart } from '../utils/format';
import { AppointmentList } from './appointment-list';
import { DaySheet } from './day-sheet';
import { Modal } from '../../../components/ui/modal';

const AppointmentsCalendar = lazy(() => import('./appointments-calendar'));

type Props = {
  business: Business;
  /**
   * The booking link to share (features/business-profile) and the plan card (features/plan),
   * composed by the route: under the day, the link first, the plan and its referral link last.
   */
  share?: ReactNode;
  plan?: ReactNode;
};

/**
 * The owner's day: the day sheet (every section, a day or a week) first, on a phone too; then
 * the booking link to share, one section's today's and future appointments (refreshed live),
 * the plan card, and the
 * calendar icon (docs/product-rules.md 2.7) opening a month view with a
 * dot on each day that has appointments. FullCalendar loads only when the calendar opens: it
 * weighs about 70 KB gzip, which the dashboard's first load cannot afford (250 KB budget).
 */
export function BusinessDashboard({ business, share, plan }: Props) {
  const sections = business.section.filter((s) => s.__v === 0);
  const [chosen, setChosen] = useState(sections[0]?._id);
  const section = sections.find((s) => s._id === chosen) ?? sections[0];
  const sectionId = section?._id;
  const [day, setDay] = useState<string | null>(null);
  const [calendarOpen, calendar] = useDisclosure(false);
  const today = businessToday(business.timezone);

  const upcoming = useBusinessAppointments(sectionId ? business._id : null, {
    sectionId,
    from: today,
  });
  const onDay = useBusinessAppointments(day && sectionId ? business._id : null, {
    sectionId,
    from: day ?? '',
    to: day ?? '',
  });
  // The same query as the day sheet's first view: what follows the sheet waits for it, so the
  // sheet growing to its height moves nothing (layout shift; docs/performance.md).
  const sheet = useBusinessAppointments(business._id, { from: today, to: today });
  const all = [...(upcoming.data ?? [])].sort(byStart);
  const todays = all.filter((a) => a.appointmentDate === today);
  const future = all.filter((a) => a.appointmentDate > today);

  if (!section)
    return (
      <Stack gap="md">
        {plan}
        <Text c="dimmed">{t.noSections}</Text>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {business.name}
      </Title>
      <DaySheet business={business} />
      {/* Below the day sheet, in a commit of its own (Later), its room kept meanwhile. */}
      {!sheet.isPending && (
        <Later reserve={600}>
          {share}
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} size="h3">
              {t.bySection}
            </Title>
            <Group gap="sm" align="flex-end" wrap="wrap">
              {sections.length > 1 ? (
                <NativeSelect
                  label={fieldLabels.sectionId}
                  data={sections.map((s) => ({ value: s._id, label: s.sectionName }))}
                  value={section._id}
                  onChange={(e) => {
                    setChosen(e.currentTarget.value);
                    setDay(null);
                  }}
                  w={260}
                />
              ) : (
                <TextInput
                  label={fieldLabels.sectionId}
                  value={section.sectionName}
                  readOnly
                  w={260}
                />
              )}
              <Button
                variant="light"
                leftSection={<IconCalendarEvent size={18} />}
                onClick={calendar.open}
              >
                {commonTexts.calendar}
              </Button>
            </Group>
          </Group>

          {day && (
            <Paper withBorder radius="md" p="sm">
              <Group justify="flex-end" mb={-28}>
                <CloseButton aria-label={t.closeDay} onClick={() => setDay(null)} />
              </Group>
              {onDay.isPending ? (
                <PageLoader />
              ) : (
                <AppointmentList
                  key={day}
                  title={t.on(formatDate(day))}
                  appointments={[...(onDay.data ?? [])].sort(byStart)}
                  empty={t.noneOnDay}
                />
              )}
            </Paper>
          )}

          {upcoming.isPending ? (
            <PageLoader />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <AppointmentList
                key={`today-${sectionId}`}
                title={t.todaysUpcoming}
                appointments={todays}
                empty={commonTexts.noAppointmentsToday}
              />
              <AppointmentList
                key={`future-${sectionId}`}
                title={commonTexts.futureAppointments}
                appointments={future}
                empty={t.noFuture}
              />
            </SimpleGrid>
          )}
          {plan}
        </Later>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': messages.close }}
        opened={calendarOpen}
        onClose={calendar.close}
        title={t.calendarOf(section.sectionName)}
        size="xl"
        centered
      >
        <Suspense fallback={<PageLoader label={commonTexts.loadingCalendar} />}>
          <AppointmentsCalendar
            businessId={business._id}
            sectionId={sectionId}
            onSelectDay={(date) => {
              setDay(date);
              calendar.close();
            }}
          />
        </Suspense>
      </Modal>
    </Stack>
  );
}
