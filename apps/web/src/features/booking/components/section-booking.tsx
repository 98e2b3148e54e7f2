import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { depositCents } from '@timeapp/domain/deposit-amount';
import { messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCreateAppointment } from '../../../api/appointments/create-appointment';
import { useBusiness } from '../../../api/businesses/get-business';
import { useServices, useTeam } from '../../../api/team/get-team';
import { TimePicker, type TimeChoice } from '../../../components/time-picker/time-picker';
import { DayBadges } from '../../../components/ui/day-badges';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatHours } from '../../../lib/format-date-time';
import { BookDialog } from './book-dialog';
import type { ServiceChoice } from './service-booking';

// Loaded when a full time is chosen: most visits never open it.
const WaitlistDialog = lazy(() => import('./waitlist-dialog'));
// Only sections with services book by service (docs/product-rules.md 9): its code stays out of
// the slot grid's screen (page-weight budget).
const ServiceBooking = lazy(() =>
  import('./service-booking').then((m) => ({ default: m.ServiceBooking })),
);

type Props = { businessId: string; sectionId: string };

/**
 * Book a section: a day from the strip or the date field, then a free time, or a requested one;
 * in a section with services (docs/product-rules.md 9), a service, a person or anyone, a day
 * and a free start time.
 */
export function SectionBooking({ businessId, sectionId }: Props) {
  const [choice, setChoice] = useState<(TimeChoice & Partial<ServiceChoice>) | null>(null);
  const [full, setFull] = useState<TimeChoice | null>(null);
  // Going to Stripe's page to pay the deposit: the button keeps spinning until it opens.
  const [leaving, setLeaving] = useState(false);
  const business = useBusiness(businessId);
  const services = useServices(businessId);
  const team = useTeam(businessId);
  const create = useCreateAppointment();
  const navigate = useNavigate();

  if (business.isPending || services.isPending || team.isPending)
    return <PageLoader label={t.loadingSection} />;
  if (business.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(business.error, messages.businessNotFound)}
      </Alert>
    );
  if (services.isError || team.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(services.error ?? team.error)}
      </Alert>
    );
  const section = business.data.section.find((s) => s._id === sectionId && s.__v === 0);
  if (!section)
    return (
      <Alert color="red" role="alert">
        {messages.sectionNotFound}
      </Alert>
    );

  const menu = services.data.filter((s) => s.sectionId === sectionId);
  const policy = business.data.cancellationPolicy;
  // What the chosen service, or else the section, asks as a deposit (decision 056).
  const chosenService = choice?.serviceId ? menu.find((s) => s._id === choice.serviceId) : null;
  const deposit = chosenService
    ? depositCents(chosenService.deposit ?? null, chosenService.priceCents)
    : depositCents(section.deposit ?? null, section.priceCents);

  const pick = (next: TimeChoice & Partial<ServiceChoice>) => {
    create.reset();
    setChoice(next);
  };

  const confirm = (reason: string, partySize?: number) => {
    if (!choice) return;
    create.mutate(
      {
        businessId,
        sectionId,
        appointmentDate: choice.date,
        appointmentTime: choice.time,
        reason,
        ...(choice.serviceId ? { serviceId: choice.serviceId } : {}),
        ...(choice.memberId ? { memberId: choice.memberId } : {}),
        ...(partySize !== undefined ? { partySize } : {}),
      },
      {
        // The confirmation screen says what was booked and offers 'Add to calendar'. With a
        // deposit to pay (decision 056), Stripe's page comes first and returns there.
        onSuccess: (answer) => {
          const deposit = answer.data.deposit;
          if (deposit?.status === 'pending' && deposit.checkoutUrl) {
            setLeaving(true);
            return window.location.assign(deposit.checkoutUrl);
          }
          setChoice(null);
          void navigate(paths.customer.appointmentBooked.getHref(answer.data._id));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={1} size="h3">
            {section.sectionName}
          </Title>
          <Anchor component={Link} to={paths.publicBusiness.getHref(business.data.slug)} size="sm">
            {business.data.name}
          </Anchor>
          <DayBadges days={section.businessDays} />
          <Text size="sm">
            {section.hoursByDay
              ? // Hours per day: the day strip and the slots show each day's; the week is listed
                // on the business page (this screen's page-weight budget has no room for it).
                t.hoursVaryByDay
              : `${messages.openHours} ${formatHours(section.businessHours)}`}
          </Text>
          {/* The cancellation policy, told before booking (decision 055). */}
          <Text size="sm" c="dimmed" data-testid="cancellation-policy">
            {policyTexts.policy(policy.freeHours)}{' '}
            {policy.consequence === 'deposit' && policy.strikeDepositCents != null
              ? depositTexts.policyStrikes(
                  policy.freeHours,
                  policy.strikeLimit,
                  policy.strikeDepositCents,
                )
              : policyTexts.policyStrikes(policy.freeHours, policy.strikeLimit)}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p="lg">
        {menu.length > 0 ? (
          <Suspense fallback={<PageLoader label={t.loadingServices} />}>
            <ServiceBooking
              businessId={businessId}
              timezone={business.data.timezone}
              section={section}
              services={menu}
              team={team.data}
              onPick={pick}
            />
          </Suspense>
        ) : (
          <TimePicker
            businessId={businessId}
            sectionId={sectionId}
            timezone={business.data.timezone}
            customRequest={section.customRequest}
            onPick={pick}
            onFull={(slot, date) => setFull({ date, time: slot.time })}
          />
        )}
      </Paper>

      {full && (
        <Suspense fallback={null}>
          <WaitlistDialog
            businessId={businessId}
            sectionId={sectionId}
            sectionName={section.sectionName}
            slot={full}
            onClose={() => setFull(null)}
          />
        </Suspense>
      )}
      <BookDialog
        choice={choice}
        sectionName={choice?.label ?? section.sectionName}
        askPartySize={section.customRequest}
        freeCancellationHours={policy.freeHours}
        depositCents={deposit}
        pending={create.isPending || leaving}
        error={create.error}
        onConfirm={confirm}
        onClose={() => setChoice(null)}
      />
    </Stack>
  );
}
