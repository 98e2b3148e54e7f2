import { screen, within } from '@testing-library/react';
import type { BugReport } from '@timeapp/domain/operator';
import { describe, expect, it } from 'vitest';
import { callsTo, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { OperatorConsole } from './operator-console';

const aReport = (n: number): BugReport => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reporterEmail: `reporter${n}@example.test`,
  whatHappened: `Report ${n}`,
  steps: '',
  screenshot: null,
  verdict: null,
  note: '',
  businessId: null,
  createdAt: '2026-03-20T09:00:00.000Z',
  decidedAt: null,
});

describe('the operator console', () => {
  it("shows a page of bug reports, and 'More' adds the older ones below until there are none", async () => {
    const fetch = routeFetch({
      'GET /operator/bug-reports': (url) => {
        const before = url.searchParams.get('before');
        return before
          ? { body: { code: 200, message: 'OK', data: [aReport(3)], next: null } }
          : {
              body: {
                code: 200,
                message: 'OK',
                data: [aReport(1), aReport(2)],
                next: aReport(2)._id,
              },
            };
      },
    });
    const { user } = renderWithProviders(<OperatorConsole />);
    await screen.findByText('Report 1');
    expect(screen.queryByText('Report 3')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More bug reports' }));
    await screen.findByText('Report 3');
    const reports = screen.getAllByRole('article');
    expect(reports.map((r) => within(r).getByText(/^Report \d$/).textContent)).toEqual([
      'Report 1',
      'Report 2',
      'Report 3',
    ]);
    expect(screen.queryByRole('button', { name: 'More bug reports' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /operator/bug-reports').map((c) => c.url.search)).toEqual([
      '',
      `?before=${aReport(2)._id}`,
    ]);
  });
});
