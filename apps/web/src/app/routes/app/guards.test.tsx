import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, testUser } from '../../../testing/test-utils';
import { clearSession } from '../../../lib/auth-store';
import AppRoot from './root';

vi.mock('../../../components/layouts/app-layout', () => ({ AppLayout: () => <Outlet /> }));
const { default: BusinessLayout } = await import('./business/layout');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/loginApp', element: <Where /> },
      {
        element: <AppRoot />,
        children: [
          { path: '/clientDashboard', element: <Where /> },
          { path: '/view-company-appointment-details', element: <Where /> },
          {
            element: <BusinessLayout />,
            children: [{ path: '/business-dashboard', element: <Where /> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByTestId('where');
};

describe('Route guards', () => {
  it('sends signed-out visitors to the login with where they were going', async () => {
    expect(await renderAt('/view-company-appointment-details?id=b1')).toHaveTextContent(
      '/loginApp?next=%2Fview-company-appointment-details%3Fid%3Db1',
    );
  });

  it('lets signed-in customers in', async () => {
    signInAs();
    expect(await renderAt('/clientDashboard')).toHaveTextContent('/clientDashboard');
  });

  it('sends customers without a business from business screens to their dashboard', async () => {
    signInAs(testUser({ relatedBusinesses: [] }));
    expect(await renderAt('/business-dashboard')).toHaveTextContent('/clientDashboard');
  });

  it('lets owners into business screens', async () => {
    signInAs(testUser({ relatedBusinesses: ['b1'] }));
    expect(await renderAt('/business-dashboard')).toHaveTextContent('/business-dashboard');
  });

  it('sends a user who logs out to the plain login, not back to their last page', async () => {
    signInAs(testUser({ relatedBusinesses: ['b1'] }));
    const where = await renderAt('/business-dashboard');
    expect(where).toHaveTextContent('/business-dashboard');
    act(() => clearSession(true));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/loginApp$/);
  });
});
