import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { wasSignedOutByUser } from '../../../lib/auth-store';
import { LiveUpdates } from '../../../lib/live-updates';
import { AppProviders } from '../../provider';

/** Signed-in area: signed-out visitors go to /loginApp and come back here after login. */
export default function AppRoot() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) {
    if (wasSignedOutByUser()) return <Navigate to={paths.login} replace />;
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <AppProviders>
      <LiveUpdates />
      <Outlet />
    </AppProviders>
  );
}
