import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import type { Section } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { Link } from 'react-router';
import { DayBadges } from '../../../components/ui/day-badges';
import { paths } from '../../../config/paths';
import { formatHours } from '../../../lib/format-date-time';
import { sectionWeek, weekSummary } from '../../../lib/week-hours';

/** A section of the business page: open days, hours and 'Appointment +'. */
export function SectionCard({ section, businessId }: { section: Section; businessId: string }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {section.sectionName}
          </Title>
          {section.customRequest && (
            <Badge variant="light" color="grape">
              {t.onRequest}
            </Badge>
          )}
        </Group>
        <DayBadges days={section.businessDays} />
        {section.hoursByDay ? (
          weekSummary(sectionWeek(section)).map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))
        ) : (
          <Text size="sm">
            {messages.openHours} {formatHours(section.businessHours)}
          </Text>
        )}
        {!section.hoursByDay && !section.customRequest && section.regularOffHours.length === 2 && (
          <Text size="sm" c="dimmed">
            {t.notAvailable} {formatHours(section.regularOffHours)}
          </Text>
        )}
        <Group justify="flex-end">
          {/* Named with its section: several 'Appointment +' links are otherwise indistinguishable. */}
          <Button
            component={Link}
            to={paths.customer.sectionAppointment.getHref(section._id, businessId)}
            aria-label={t.bookSection(section.sectionName)}
          >
            {t.book}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
