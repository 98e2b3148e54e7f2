import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { WaitlistEntry } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts as t } from '@timeapp/domain/service-texts';
import { useJoinWaitlist } from '../../../api/waitlist/join-waitlist';
import { useLeaveWaitlist } from '../../../api/waitlist/leave-waitlist';
import { useMyWaitlist } from '../../../api/waitlist/my-waitlist';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date-time';
import classes from './service-booking.module.css';

// The waitlist of a service on a day (docs/decisions/043-waitlist-by-service.md): offered
// under a day with no free time for the chosen service and person (or anyone), and the
// customer's entries in this section, each naming its service and person.

type OfferProps = {
  businessId: string;
  sectionId: string;
  serviceId: string;
  /** Absent: anyone who does the service. */
  memberId?: string;
  date: string;
  /** 'Cut with Aroha', or with whoever is free. */
  label: string;
};

/** 'Tell me when a time frees': joins the waitlist of that service and person on that day. */
export function WaitlistOffer({
  businessId,
  sectionId,
  serviceId,
  memberId,
  date,
  label,
}: OfferProps) {
  const join = useJoinWaitlist();
  const list = useMyWaitlist();
  if (join.isSuccess)
    return (
      <Alert color="green" role="status">
        {join.data.message || t.waitlistJoinedDay}
      </Alert>
    );
  // Already waiting for it: the list below says so.
  const waiting = list.data?.some(
    (e) =>
      e.service?._id === serviceId &&
      (e.member?._id ?? undefined) === memberId &&
      e.appointmentDate === date,
  );
  if (waiting) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t.timeWaitlist(label, formatDate(date))}</Text>
      {join.error != null && (
        <Alert color="red" role="alert">
          {errorMessage(join.error)}
        </Alert>
      )}
      <Button
        variant="light"
        loading={join.isPending}
        onClick={() =>
          join.mutate({
            businessId,
            sectionId,
            appointmentDate: date,
            serviceId,
            ...(memberId ? { memberId } : {}),
          })
        }
      >
        {t.tellMeWhenTimeFrees}
      </Button>
    </Stack>
  );
}

/** What an entry waits for: 'Cut with Aroha', or with whoever is free. */
const waitsFor = (e: WaitlistEntry) => {
  const service = e.service?.name ?? '';
  return e.member
    ? messages.serviceWithMember(service, e.member.name)
    : t.serviceWithAnyone(service);
};

/** The customer's service entries in this section, with 'Leave'; nothing when there are none. */
export function MyServiceWaitlist({ sectionId }: { sectionId: string }) {
  const list = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const mine = (list.data ?? []).filter((e) => e.sectionId === sectionId && e.service);
  if (!mine.length) return null;
  return (
    <Stack gap={4} component="section" aria-label={t.yourWaitlist}>
      <Text size="sm" fw={600}>
        {t.yourWaitlist}
      </Text>
      {leave.error != null && (
        <Alert color="red" role="alert">
          {errorMessage(leave.error)}
        </Alert>
      )}
      <ul className={classes.waitlist}>
        {mine.map((e) => {
          const what = waitsFor(e);
          const day = formatDate(e.appointmentDate);
          return (
            <li key={e._id}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">
                  {what}, {day}
                </Text>
                <Button
                  className={classes.leave}
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t.leaveWaitlistOf(what, day)}
                  loading={leave.isPending && leave.variables === e._id}
                  onClick={() => leave.mutate(e._id)}
                >
                  {t.leaveWaitlist}
                </Button>
              </Group>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
