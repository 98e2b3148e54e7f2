import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { BugReportForm } from './bug-report-form';

// Issue 29: the customer's 'Report a bug' page promised a trial extension of 'your business'.
describe('Report a bug', () => {
  it("tells an owner a confirmed report extends their business's free trial", () => {
    renderWithProviders(<BugReportForm owner />);
    expect(screen.getByText(/adds 2 weeks to the free trial of your business/)).toBeVisible();
  });

  it('promises a customer nothing about a business they do not have', () => {
    renderWithProviders(<BugReportForm owner={false} />);
    expect(screen.getByText(/An operator reads every report/)).toBeVisible();
    expect(screen.queryByText(/trial|your business/)).toBeNull();
  });
});
