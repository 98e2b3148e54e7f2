import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '../../../components/ui/tooltip';
import { IconCalendarOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Section } from '@timeapp/domain/businesses';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { formatPrice } from '@timeapp/domain/price';
import { scheduleTexts } from '@timeapp/domain/schedule-texts';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { sectionWeek, weekSummary } from '../../../lib/week-hours';
import { orderedDays } from '../utils/format';

type Props = {
  section: Section;
  onEdit?: () => void;
  onDelete?: () => void;
  onNonRegularDays?: () => void;
};

export function DayBadges({ days }: { days: readonly string[] }) {
  return (
    <Group gap={4} aria-label={t.openDays}>
      {orderedDays(days).map(({ day, code }) => (
        <Badge key={day} variant="light" radius="sm" title={day}>
          {code}
        </Badge>
      ))}
    </Group>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/**
 * One section as the profile lists it: description, days, hours, not-available time, for slots
 * length and places, and its price.
 */
export function SectionCard({ section, onEdit, onDelete, onNonRegularDays }: Props) {
  const off = section.regularOffHours;
  const offDays = [...section.noneRegularOffDays].sort();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={section.sectionName}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4">
          {section.sectionName}
        </Title>
        <Group gap={4} wrap="nowrap">
          {onEdit && (
            <Tooltip label={t.edit}>
              <ActionIcon
                variant="subtle"
                onClick={onEdit}
                aria-label={t.editNamed(section.sectionName)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip label={t.delete}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={t.deleteNamed(section.sectionName)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Stack gap={6} mt="sm">
        {section.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {section.description}
          </Text>
        )}
        <DayBadges days={section.businessDays} />
        {section.hoursByDay ? (
          <Row label={scheduleTexts.hoursByDayLegend}>
            {weekSummary(sectionWeek(section)).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Row>
        ) : (
          <Row label={t.openHours}>
            {formatTime12(section.businessHours[0])} – {formatTime12(section.businessHours[1])}
          </Row>
        )}
        {section.customRequest ? (
          <Row label={t.bookings}>{t.requestsOnly}</Row>
        ) : (
          <>
            {!section.hoursByDay && (
              <Row label={scheduleTexts.offHours}>
                {off.length === 2 && off[0] && off[1]
                  ? `${formatTime12(off[0])} – ${formatTime12(off[1])}`
                  : t.none}
              </Row>
            )}
            <Row label={fieldLabels.slotDuration}>{messages.nMinutes(section.slotDuration)}</Row>
            <Row label={fieldLabels.appointmentPerSlot}>{section.appointmentPerSlot}</Row>
          </>
        )}
        {section.priceCents !== null && (
          <Row label={fieldLabels.priceCents}>{formatPrice(section.priceCents)}</Row>
        )}
        {section.deposit && (
          <Row label={depositTexts.fieldLabel}>
            {depositTexts.rule(section.deposit.kind, section.deposit.value)}
          </Row>
        )}
        <Row label={t.closedOn}>
          {offDays.length ? offDays.map(formatDate).join(', ') : t.noExtraDays}
        </Row>
      </Stack>
      {onNonRegularDays && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCalendarOff size={16} />}
            onClick={onNonRegularDays}
            aria-label={t.nonRegDaysFor(section.sectionName)}
          >
            {t.nonRegDays}
          </Button>
        </Group>
      )}
    </Card>
  );
}
