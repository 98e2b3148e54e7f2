import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { walkInBody } from '@timeapp/domain/appointments';
import type { Business, Slot } from '@timeapp/domain/businesses';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { PARTY_SIZE } from '@timeapp/domain/covers';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { localParts } from '@timeapp/domain/time-zone';
import { useCreateWalkIn } from '../../../api/appointments/create-walk-in';
import { useDaySlots } from '../../../api/businesses/get-day-slots';
import { useServices, useTeam } from '../../../api/team/get-team';
import { useServiceAvailability } from '../../../api/team/service-availability';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { useNow } from '../../../hooks/use-now';
import { useForm } from '../../../lib/form';
import { formatTime12 } from '../../../lib/format-date-time';
import { PhoneInput } from '../../../components/ui/phone-input';

type Props = { business: Business; date: string; onBooked: () => void; onCancel: () => void };

type Values = {
  sectionId: string;
  appointmentDate: string;
  appointmentTime: string;
  name: string;
  phone: string;
  /** A section with services: the service, and who ('' anyone free). */
  serviceId: string;
  memberId: string;
  /** A request section: how many came, as typed. */
  partySize: string;
};

/**
 * A walk-in or phone customer: name and phone, a free place of a section (the slot in progress
 * too, as a walk-in is there now), a service's free time with a member or anyone in a section
 * with services, or a time and a party in a request section; approved at once
 * (docs/product-rules.md 5.11). The day sheet
 * shows it as soon as it is booked, and every other tab of the business through the live stream.
 */
export function WalkInForm({ business, date, onBooked, onCancel }: Props) {
  const sections = business.section.filter((s) => s.__v === 0);
  const create = useCreateWalkIn();
  const form = useForm<Values, typeof walkInBody>({
    initial: {
      sectionId: sections[0]?._id ?? '',
      appointmentDate: date,
      appointmentTime: '',
      name: '',
      phone: '',
      serviceId: '',
      memberId: '',
      partySize: String(PARTY_SIZE.byDefault),
    },
    schema: walkInBody,
    // Only what the section books by: a service and who, or a party; a number as typed.
    toInput: ({ serviceId, memberId, partySize, ...v }) => ({
      ...v,
      ...(serviceId && { serviceId, ...(memberId && { memberId }) }),
      ...(sections.find((s) => s._id === v.sectionId)?.customRequest && {
        partySize: partySize.trim() === '' ? undefined : Number(partySize),
      }),
    }),
    onValid: (body) =>
      create.mutate(
        { businessId: business._id, ...body },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: messages.walkInBooked });
            onBooked();
          },
        },
      ),
  });
  const { values, errors, field } = form;
  const section = sections.find((s) => s._id === values.sectionId);
  const allServices = useServices(business._id);
  const team = useTeam(business._id);
  const services = (allServices.data ?? []).filter((s) => s.sectionId === values.sectionId);
  const byService = services.length > 0;
  const service = services.find((s) => s._id === values.serviceId) ?? services[0];
  const performers = (team.data ?? []).filter((m) => service?.memberIds.includes(m._id));
  const serviceTimes = useServiceAvailability(
    business._id,
    byService && service && values.appointmentDate ? service._id : null,
    values.appointmentDate,
    1,
    values.memberId || null,
  );
  const slots = useDaySlots(
    business._id,
    values.sectionId,
    section && !section.customRequest && !byService ? values.appointmentDate || null : null,
  );
  const here = localParts(useNow(30_000), business.timezone);
  // Free places that have not ended: a slot under way may still take someone who is here now.
  const takeable = (s: Slot) =>
    s.free > 0 &&
    (s.bookable ||
      (values.appointmentDate === here.date && s.time <= here.time && here.time < s.end));
  const free = (slots.data?.open ? slots.data.slots : []).filter(takeable);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.walkInTitle}>
      <Stack gap="sm">
        <FailureAlert error={create.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={fieldLabels.sectionId}
            data={sections.map((s) => ({ value: s._id, label: s.sectionName }))}
            value={values.sectionId}
            onChange={(e) =>
              form.patch({
                sectionId: e.currentTarget.value,
                appointmentTime: '',
                serviceId: '',
                memberId: '',
              })
            }
            error={errors.sectionId}
          />
          <TextInput
            type="date"
            label={t.day}
            min={here.date}
            value={values.appointmentDate}
            onChange={(e) =>
              form.patch({ appointmentDate: e.currentTarget.value, appointmentTime: '' })
            }
            error={errors.appointmentDate}
          />
        </SimpleGrid>
        {byService && service ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={serviceTexts.chooseService}
                data={services.map((s) => ({ value: s._id, label: s.name }))}
                value={service._id}
                onChange={(e) =>
                  form.patch({
                    serviceId: e.currentTarget.value,
                    memberId: '',
                    appointmentTime: '',
                  })
                }
              />
              <NativeSelect
                label={serviceTexts.chooseMember}
                data={[
                  { value: '', label: serviceTexts.anyoneFree },
                  ...performers.map((m) => ({ value: m._id, label: m.name })),
                ]}
                value={values.memberId}
                onChange={(e) =>
                  form.patch({ memberId: e.currentTarget.value, appointmentTime: '' })
                }
              />
            </SimpleGrid>
            <NativeSelect
              label={messages.time}
              data={[
                {
                  value: '',
                  label: serviceTimes.isPending
                    ? t.loadingPlaces
                    : serviceTimes.data?.days[0]?.times.length
                      ? t.chooseTime
                      : serviceTexts.noServiceTimes,
                },
                ...(serviceTimes.data?.days[0]?.times ?? []).map((x) => ({
                  value: x.time,
                  label: formatTime12(x.time),
                })),
              ]}
              {...field('appointmentTime')}
              onChange={(e) =>
                form.patch({ appointmentTime: e.currentTarget.value, serviceId: service._id })
              }
              error={errors.appointmentTime && messages.selectDateTime}
            />
          </>
        ) : section?.customRequest ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="time"
              label={messages.time}
              description={t.anyTime}
              {...field('appointmentTime')}
            />
            <TextInput
              label={messages.partySizeLabel}
              description={messages.partySizeHint}
              inputMode="numeric"
              {...field('partySize')}
            />
          </SimpleGrid>
        ) : (
          <NativeSelect
            label={t.freePlace}
            data={[
              {
                value: '',
                label: slots.isPending
                  ? t.loadingPlaces
                  : free.length
                    ? t.chooseTime
                    : t.noFreePlace,
              },
              ...free.map((s) => ({
                value: s.time,
                label: t.placeFree(formatTime12(s.time), formatTime12(s.end), s.free),
              })),
            ]}
            {...field('appointmentTime')}
            error={errors.appointmentTime && messages.selectDateTime}
          />
        )}
        {slots.data && !slots.data.open && slots.data.closedReason && (
          <Text size="sm" c="dimmed">
            {slots.data.closedReason}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={fieldLabels.name} autoComplete="off" required {...field('name')} />
          <PhoneInput label={fieldLabels.phone} autoComplete="off" required {...field('phone')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t.bookWalkIn}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
