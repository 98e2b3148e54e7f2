import { screen } from '@testing-library/react';
import type { AppointmentDeposit, DepositStatus as Status } from '@timeapp/domain/deposits';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { DepositStatus } from './deposit-status';

// 10:42 AM on the viewer's clock, whatever zone the test machine is in.
const payBy = new Date(2026, 10, 29, 10, 42).toISOString();
const checkoutUrl = 'https://checkout.example/pay/cs_1';

const deposit = (status: Status, over: Partial<AppointmentDeposit> = {}): AppointmentDeposit => ({
  amountCents: 2050,
  status,
  payBy: status === 'pending' ? payBy : null,
  refundedAt: null,
  ...(status === 'pending' ? { checkoutUrl } : {}),
  ...over,
});

describe('A deposit in words', () => {
  it.each([
    ['pending', 'Pay your deposit by 10:42 AM'],
    ['paid', 'Deposit $20.50 paid'],
    ['released', 'Released: deposit not paid'],
    ['refunding', 'Refund of $20.50 on its way'],
    ['refunded', 'Deposit $20.50 refunded'],
    ['kept', 'Deposit $20.50 kept by the business'],
  ] as const)('%s, to the customer: %s', (status, words) => {
    renderWithProviders(<DepositStatus deposit={deposit(status)} side="customer" />);
    expect(screen.getByText(words)).toBeVisible();
  });

  it('gives the customer the link to pay while it is pending, and only then', () => {
    const { unmount } = renderWithProviders(
      <DepositStatus deposit={deposit('pending')} side="customer" />,
    );
    expect(screen.getByRole('link', { name: 'Pay your deposit' })).toHaveAttribute(
      'href',
      checkoutUrl,
    );
    unmount();
    renderWithProviders(<DepositStatus deposit={deposit('paid')} side="customer" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no link in a list row, which is itself a link', () => {
    renderWithProviders(<DepositStatus deposit={deposit('pending')} side="customer" compact />);
    expect(screen.getByText('Pay your deposit by 10:42 AM')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells the owner a pending one is not paid yet, with no link to pay', () => {
    renderWithProviders(
      <DepositStatus deposit={deposit('pending', { checkoutUrl: undefined })} side="owner" />,
    );
    expect(
      screen.getByText('Deposit $20.50 not paid yet (the place is held until 10:42 AM)'),
    ).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
