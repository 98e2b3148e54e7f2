import { NativeSelect, Stack } from '@mantine/core';
import type { Section } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { formatPrice } from '@timeapp/domain/price';
import type { Member, Service } from '@timeapp/domain/team';
import { dayCodes, weekDays } from '@timeapp/domain/days';
import { localParts, toMinutes, weekdayIndex } from '@timeapp/domain/time-zone';
import { useMemo, useState } from 'react';
import { ServiceTimes } from '../../../components/time-picker/service-times';
import classes from './service-booking.module.css';
import { MyServiceWaitlist, WaitlistOffer } from './service-waitlist';

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

/**
 * Whether one of `members` could still start a `minutes`-long service on `date`: a roster period
 * that weekday, not a date off, and today one that does not end too soon to fit it. Otherwise
 * no cancellation could free a time there, and the waitlist is not offered.
 */
const someoneWorks = (members: readonly Member[], date: string, tz: string, minutes: number) => {
  const code = dayCodes[weekDays[weekdayIndex(date)]!];
  const now = localParts(new Date(), tz);
  const latest = date === now.date ? now.minutes + minutes : 0;
  return members.some(
    (m) =>
      !m.daysOff.includes(date) &&
      (m.hours[code] ?? []).some(([, end]) => toMinutes(end) >= latest),
  );
};

/**
 * Book a section that books by service (docs/product-rules.md 9): a service, a person or
 * anyone, a day from the next two weeks, and a free start time. The times come from one
 * availability call for the fortnight (who is free at each), refetched when a booking
 * anywhere takes or frees a time. A day on which the person (or everyone) is booked up offers
 * its waitlist (docs/decisions/043).
 */
export function ServiceBooking({ businessId, timezone, section, services, team, onPick }: Props) {
  const [serviceId, setServiceId] = useState(services[0]?._id ?? null);
  const [memberId, setMemberId] = useState(ANYONE);
  const service = services.find((s) => s._id === serviceId) ?? null;
  const performers = useMemo(
    () => team.filter((m) => service?.memberIds.includes(m._id)),
    [team, service],
  );
  const member = performers.find((m) => m._id === memberId) ?? null;
  const label = (name: string) =>
    member ? messages.serviceWithMember(name, member.name) : serviceTexts.serviceWithAnyone(name);

  return (
    <Stack gap="md">
      <fieldset className={classes.services}>
        <legend className={classes.legend}>{serviceTexts.chooseService}</legend>
        {services.map((s) => (
          <label key={s._id} className={classes.option}>
            <input
              type="radio"
              name="service"
              value={s._id}
              checked={s._id === serviceId}
              onChange={() => {
                setServiceId(s._id);
                // The person stays chosen only if they do the new service too.
                if (!s.memberIds.includes(memberId)) setMemberId(ANYONE);
              }}
            />
            <span>
              {s.name} · {serviceTexts.minutes(s.durationMinutes)}
              {s.priceCents === null ? '' : ` · ${formatPrice(s.priceCents)}`}
            </span>
            {s.description && <span className={classes.description}>{s.description}</span>}
          </label>
        ))}
      </fieldset>
      {service && (
        <NativeSelect
          label={serviceTexts.chooseMember}
          value={memberId}
          onChange={(event) => {
            setMemberId(event.currentTarget.value);
          }}
          data={[
            { value: ANYONE, label: serviceTexts.anyoneFree },
            ...performers.map((m) => ({ value: m._id, label: m.name })),
          ]}
          w={260}
        />
      )}
      {service && (
        <ServiceTimes
          // A new service or person starts again from the first day with a free start.
          key={`${service._id}/${member?._id ?? ''}`}
          businessId={businessId}
          timezone={timezone}
          openDays={section.businessDays}
          service={service}
          memberId={member?._id ?? null}
          onFullDay={(date) =>
            someoneWorks(
              member ? [member] : performers,
              date,
              timezone,
              service.durationMinutes,
            ) && (
              <WaitlistOffer
                key={date}
                businessId={businessId}
                sectionId={section._id}
                serviceId={service._id}
                {...(member ? { memberId: member._id } : {})}
                date={date}
                label={label(service.name)}
              />
            )
          }
          onPick={({ date, time }) =>
            onPick({
              serviceId: service._id,
              ...(member ? { memberId: member._id } : {}),
              date,
              time,
              label: label(service.name),
            })
          }
        />
      )}
      <MyServiceWaitlist sectionId={section._id} />
    </Stack>
  );
}
