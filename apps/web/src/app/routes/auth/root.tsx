import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { AppProviders } from '../../provider';

/** Sign-in screens: Mantine and Query, no session required. */
export default function AuthRoot() {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppProviders>
  );
}
