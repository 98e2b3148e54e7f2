import { NativeSelect, Stack } from '@mantine/core';
import type { Section } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { formatPrice } from '@timeapp/domain/price';
import type { Member, Service } from '@timeapp/domain/team';
import { useMemo, useState } from 'react';
import { ServiceTimes } from '../../../components/time-picker/service-times';
import classes from './service-booking.module.css';

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
 * Book a section that books by service (docs/product-rules.md 9): a service, a person or
 * anyone, a day from the next two weeks, and a free start time. The times come from one
 * availability call for the fortnight (who is free at each), refetched when a booking
 * anywhere takes or frees a time.
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
    </Stack>
  );
}
