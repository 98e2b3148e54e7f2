import { screen, within } from '@testing-library/react';
import type { PlanAnswer } from '@timeapp/domain/billing';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { PlanDetails } from './plan-card';

const aPlan = (overrides: Partial<PlanAnswer> = {}): PlanAnswer => ({
  businessId: 'b1',
  state: 'trial',
  bookable: true,
  subscribed: false,
  nextStep: 'refer',
  trialLastDay: '2026-06-09',
  trialDaysLeft: 81,
  referrals: 3,
  referralsRequired: 10,
  referralWindowLastDay: '2026-04-08',
  referralDaysLeft: 20,
  graceLastDay: null,
  paidThrough: null,
  validBugReports: 0,
  referralCode: '0123456789',
  billingConfigured: false,
  ...overrides,
});

describe('the plan card', () => {
  it('in the trial: days left, referrals n of 10 with the days left, the link', () => {
    renderWithProviders(<PlanDetails plan={aPlan()} />);
    expect(screen.getByText('Free trial', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(/81 days left/)).toBeInTheDocument();
    expect(screen.getByText(/, 20 days left in your first 30 days/)).toBeInTheDocument();
    const share = screen.getByRole('region', { name: 'Your referral link' });
    expect(within(share).getByRole('link')).toHaveAttribute(
      'href',
      `${window.location.origin}/r/0123456789`,
    );
    expect(within(share).getByRole('button', { name: 'Show QR code' })).toBeInTheDocument();
    expect(screen.getByText(messages.planBillingNotSetUp)).toBeInTheDocument();
  });

  it('past the window short of referrals: says why the business is hidden', () => {
    renderWithProviders(
      <PlanDetails
        plan={aPlan({ state: 'awaiting-referrals', bookable: false, referralDaysLeft: 0 })}
      />,
    );
    expect(screen.getByText('Hidden: waiting for referrals')).toBeInTheDocument();
    expect(screen.getByText(messages.planHiddenShortOfReferrals)).toBeInTheDocument();
  });

  it('after the trial without a subscription: says to subscribe', () => {
    renderWithProviders(
      <PlanDetails
        plan={aPlan({ state: 'awaiting-payment', bookable: false, trialDaysLeft: 0 })}
      />,
    );
    expect(screen.getByText(messages.planHiddenUnpaid)).toBeInTheDocument();
    expect(screen.getByText(/free trial ended on/)).toBeInTheDocument();
  });

  it('with billing set up: subscribe, or update the card after a failed payment', () => {
    const { unmount } = renderWithProviders(
      <PlanDetails plan={aPlan({ billingConfigured: true })} />,
    );
    expect(screen.getByRole('button', { name: /Subscribe: 2 NZD a month/ })).toBeInTheDocument();
    expect(screen.getByText('Nothing is charged before your trial ends.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PlanDetails
        plan={aPlan({ billingConfigured: true, subscribed: true, nextStep: 'update-card' })}
      />,
    );
    expect(screen.getByText(messages.planPaymentFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeInTheDocument();
  });

  it('with ten referrals: verified', () => {
    renderWithProviders(<PlanDetails plan={aPlan({ referrals: 10, nextStep: 'none' })} />);
    expect(screen.getByText(/\(verified\)/)).toBeInTheDocument();
  });
});
