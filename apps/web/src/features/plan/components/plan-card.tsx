import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { PlanAnswer } from '@timeapp/domain/billing';
import { messages } from '@timeapp/domain/messages';
import { PLAN, type PlanState } from '@timeapp/domain/plan';
import { planTexts as t } from '@timeapp/domain/plan-texts';
import { useBillingSession } from '../../../api/billing/billing-sessions';
import { usePlan } from '../../../api/plan/get-plan';
import { ShareLinkCard } from '../../../components/ui/share-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date-time';

const stateColor: Record<PlanState, string> = {
  trial: 'blue',
  'awaiting-referrals': 'orange',
  'awaiting-payment': 'red',
  active: 'green',
};

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
  const verified = plan.referrals >= plan.referralsRequired;
  const url = referralUrl(plan.referralCode);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="plan-title">
            {t.title}
          </Title>
          <Badge color={stateColor[plan.state]} size="lg" variant="light">
            {t.states[plan.state]}
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
            {t.trialLeft} <strong>{t.daysLeft(t.days(plan.trialDaysLeft))}</strong>{' '}
            {t.trialLastDay(formatDate(plan.trialLastDay))}
          </Text>
        ) : (
          <Text>{t.trialEnded(formatDate(plan.trialLastDay))}</Text>
        )}
        {plan.subscribed && plan.paidThrough && (
          <Text>{t.paidUntil(formatDate(plan.paidThrough))}</Text>
        )}
        {plan.subscribed && !plan.paidThrough && <Text>{t.subscribed(PLAN.monthlyFeeNzd)}</Text>}

        <Stack gap={4}>
          <Text>
            {t.referrals} <strong>{t.referralCount(plan.referrals, plan.referralsRequired)}</strong>
            {verified
              ? t.verified
              : plan.referralDaysLeft > 0
                ? t.referralDaysLeft(t.days(plan.referralDaysLeft), PLAN.referralWindowDays)
                : ''}
          </Text>
          <Progress
            value={Math.min(100, (plan.referrals / plan.referralsRequired) * 100)}
            aria-label={t.referralProgress(plan.referrals, plan.referralsRequired)}
          />
        </Stack>

        <ShareLinkCard
          title={t.linkTitle}
          description={t.linkDescription}
          url={url}
          fileName={`referral-${plan.referralCode}-qr`}
          printHeading={t.linkPrintHeading}
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
            {plan.nextStep === 'update-card' ? t.updateCard : t.manageSubscription}
          </Button>
        ) : (
          <Button loading={session.isPending} onClick={() => open('checkout')}>
            {t.subscribe(PLAN.monthlyFeeNzd)}
          </Button>
        )}
      </Group>
      {!inPortal && plan.trialDaysLeft > 0 && (
        <Text size="sm" c="dimmed">
          {t.nothingChargedYet}
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
