import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { PlanAnswer } from '@timeapp/domain/billing';
import { messages } from '@timeapp/domain/messages';
import { PLAN, type PlanState } from '@timeapp/domain/plan';
import { useBillingSession } from '../../../api/billing/billing-sessions';
import { usePlan } from '../../../api/plan/get-plan';
import { ShareLinkCard } from '../../../components/ui/share-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date-time';

const stateLabel: Record<PlanState, { label: string; color: string }> = {
  trial: { label: 'Free trial', color: 'blue' },
  'awaiting-referrals': { label: 'Hidden: waiting for referrals', color: 'orange' },
  'awaiting-payment': { label: 'Hidden: waiting for payment', color: 'red' },
  active: { label: 'Active', color: 'green' },
};

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The referral link /r/{code} as a visitor opens it on this site. */
export const referralUrl = (code: string) =>
  `${window.location.origin}${paths.customer.referral.getHref(code)}`;

/**
 * The owner's plan card (docs/product-rules.md 8): where the business stands, the trial's days
 * left, referrals n of 10 with the window's days left, the referral link, and the next step.
 */
export function PlanCard({ businessId }: { businessId: string }) {
  const query = usePlan(businessId);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert color="yellow" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  return <PlanDetails plan={query.data} />;
}

export function PlanDetails({ plan }: { plan: PlanAnswer }) {
  const state = stateLabel[plan.state];
  const verified = plan.referrals >= plan.referralsRequired;
  const url = referralUrl(plan.referralCode);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="plan-title">
            Your plan
          </Title>
          <Badge color={state.color} size="lg" variant="light">
            {state.label}
          </Badge>
        </Group>

        {plan.state === 'awaiting-referrals' && (
          <Alert color="orange" role="status">
            {messages.planHiddenShortOfReferrals}
          </Alert>
        )}
        {plan.state === 'awaiting-payment' && (
          <Alert color="red" role="status">
            {messages.planHiddenUnpaid}
          </Alert>
        )}
        {plan.nextStep === 'update-card' && (
          <Alert color="red" role="status">
            {messages.planPaymentFailed}
          </Alert>
        )}

        {plan.trialDaysLeft > 0 ? (
          <Text>
            Free trial: <strong>{days(plan.trialDaysLeft)} left</strong> (last day{' '}
            {formatDate(plan.trialLastDay)}).
          </Text>
        ) : (
          <Text>Your free trial ended on {formatDate(plan.trialLastDay)}.</Text>
        )}
        {plan.subscribed && plan.paidThrough && (
          <Text>Paid until {formatDate(plan.paidThrough)}.</Text>
        )}
        {plan.subscribed && !plan.paidThrough && (
          <Text>Subscribed: {PLAN.monthlyFeeNzd} NZD a month.</Text>
        )}

        <Stack gap={4}>
          <Text>
            Referrals:{' '}
            <strong>
              {plan.referrals} of {plan.referralsRequired}
            </strong>
            {verified
              ? ' (verified)'
              : plan.referralDaysLeft > 0
                ? `, ${days(plan.referralDaysLeft)} left in your first ${PLAN.referralWindowDays} days`
                : ''}
          </Text>
          <Progress
            value={Math.min(100, (plan.referrals / plan.referralsRequired) * 100)}
            aria-label={`${plan.referrals} of ${plan.referralsRequired} referrals`}
          />
        </Stack>

        <ShareLinkCard
          title="Your referral link"
          description="Customers who open it refer your business. Share it, or print the QR code for your counter."
          url={url}
          fileName={`referral-${plan.referralCode}-qr`}
          printHeading="Refer this business"
        />

        {plan.billingConfigured ? (
          <BillingButtons plan={plan} />
        ) : (
          !plan.subscribed && (
            <Text size="sm" c="dimmed">
              {messages.planBillingNotSetUp}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** The next step through Stripe: subscribe, or the portal to update the card or cancel. */
function BillingButtons({ plan }: { plan: PlanAnswer }) {
  const session = useBillingSession();
  const open = (kind: 'checkout' | 'portal') =>
    session.mutate({ businessId: plan.businessId, kind });
  const inPortal = plan.subscribed || plan.nextStep === 'update-card';
  return (
    <Stack gap={4}>
      <Group gap="sm">
        {inPortal ? (
          <Button
            variant={plan.nextStep === 'update-card' ? 'filled' : 'light'}
            loading={session.isPending}
            onClick={() => open('portal')}
          >
            {plan.nextStep === 'update-card' ? 'Update card' : 'Manage subscription'}
          </Button>
        ) : (
          <Button loading={session.isPending} onClick={() => open('checkout')}>
            Subscribe: {PLAN.monthlyFeeNzd} NZD a month
          </Button>
        )}
      </Group>
      {!inPortal && plan.trialDaysLeft > 0 && (
        <Text size="sm" c="dimmed">
          Nothing is charged before your trial ends.
        </Text>
      )}
      {session.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(session.error)}
        </Text>
      )}
    </Stack>
  );
}
