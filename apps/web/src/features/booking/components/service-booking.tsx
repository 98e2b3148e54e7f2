import { Alert, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import type { Section, Slot } from '@timeapp/domain/businesses';
import { messages, teamTexts } from '@timeapp/domain/messages';
import { formatPrice } from '@timeapp/domain/price';
import type { Member, Service, ServiceAvailability } from '@timeapp/domain/team';
import { useMemo, useState } from 'react';
import { useServiceAvailability } from '../../../api/team/service-availability';
import { DayStrip } from '../../../components/time-picker/day-strip';
import { STRIP_DAYS } from '../../../components/time-picker/strip-days';
import { TimeChips } from '../../../components/time-picker/time-chips';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { businessToday } from '../../../lib/business-today';

export type ServiceChoice = {
  serviceId: string;
  /** Absent: anyone free (docs/product-rules.md 9.3). */
  memberId?: string;
  date: string;
  time: string;
  /** 'Colour with Aroha', or with whoever is free. */
  label: string;
};

type Props = {
  businessId: string;
  timezone: string;
  section: Pick<Section, '_id' | 'businessDays'>;
  /** The section's services, in menu order, and the business's team. */
  services: readonly Service[];
  team: readonly Member[];
  onPick: (choice: ServiceChoice) => void;
};

const ANYONE = '';
const dayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A day of the answer as the day strip shows it: times free, or why none ('Full' on an open day). */
function stripDay(day: ServiceAvailability['days'][number], openDays: readonly string[]) {
  const open = day.times.length > 0;
  const weekday = dayCodes[new Date(`${day.date}T12:00:00Z`).getUTCDay()]!;
  return {
    date: day.date,
    open,
    free: day.times.length,
    full: !open && openDays.includes(weekday),
  };
}

/** A free start time as the time chips show it: one place, free. */
const asSlot = (time: string, durationMinutes: number): Slot => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const end = h * 60 + m + durationMinutes;
  return {
    time,
    end: `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
    startsAt: '',
    capacity: 1,
    taken: 0,
    free: 1,
    mine: false,
    bookable: true,
  };
};

/**
 * Book a section that books by service (docs/product-rules.md 9): a service, a person or
 * anyone, a day from the next two weeks, and a free start time. The times come from one
 * availability call for the fortnight (who is free at each), refetched when a booking
 * anywhere takes or frees a time.
 */
export function ServiceBooking({ businessId, timezone, section, services, team, onPick }: Props) {
  const today = businessToday(timezone);
  const [serviceId, setServiceId] = useState(services[0]?._id ?? null);
  const [memberId, setMemberId] = useState(ANYONE);
  const [picked, setPicked] = useState<string | null>(null);
  const service = services.find((s) => s._id === serviceId) ?? null;
  const performers = useMemo(
    () => team.filter((m) => service?.memberIds.includes(m._id)),
    [team, service],
  );
  const member = performers.find((m) => m._id === memberId) ?? null;
  const times = useServiceAvailability(
    businessId,
    serviceId,
    today,
    STRIP_DAYS,
    member?._id ?? null,
  );
  const days = useMemo(
    () => times.data?.days.map((d) => stripDay(d, section.businessDays)) ?? [],
    [times.data, section.businessDays],
  );
  const date = picked ?? days.find((d) => d.open)?.date ?? today;
  const day = times.data?.days.find((d) => d.date === date);
  const label = (name: string) =>
    member ? messages.serviceWithMember(name, member.name) : messages.serviceWithAnyone(name);

  return (
    <Stack gap="md">
      <Radio.Group
        label={messages.chooseService}
        value={serviceId}
        onChange={(next) => {
          setServiceId(next);
          setPicked(null);
          // The person stays chosen only if they do the new service too.
          if (!services.find((s) => s._id === next)?.memberIds.includes(memberId))
            setMemberId(ANYONE);
        }}
      >
        <Stack gap="xs" mt="xs">
          {services.map((s) => (
            <Radio
              key={s._id}
              value={s._id}
              label={`${s.name} · ${teamTexts.minutes(s.durationMinutes)}${s.priceCents === null ? '' : ` · ${formatPrice(s.priceCents)}`}`}
              description={s.description || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      {service && (
        <NativeSelect
          label={messages.chooseMember}
          value={memberId}
          onChange={(event) => {
            setMemberId(event.currentTarget.value);
            setPicked(null);
          }}
          data={[
            { value: ANYONE, label: messages.anyoneFree },
            ...performers.map((m) => ({ value: m._id, label: m.name })),
          ]}
          w={260}
        />
      )}
      {times.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(times.error)}
        </Alert>
      ) : !times.data || !service ? (
        <PageLoader label="Loading days" />
      ) : (
        <>
          <DayStrip days={days} value={date} onChange={setPicked} />
          {day && day.times.length > 0 ? (
            <TimeChips
              slots={day.times.map((t) => asSlot(t.time, service.durationMinutes))}
              onPick={(slot) =>
                onPick({
                  serviceId: service._id,
                  ...(member ? { memberId: member._id } : {}),
                  date,
                  time: slot.time,
                  label: label(service.name),
                })
              }
            />
          ) : (
            <Text size="sm" c="dimmed">
              {messages.noServiceTimes}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
