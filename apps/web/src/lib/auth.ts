import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { isSameOriginPath } from '@timeapp/domain/links';
import { paths } from '../config/paths';
import { clearSession, getSession, setSession, subscribeSession, type Session } from './auth-store';
import { queryClient } from './query-client';

export type { Session };

/** The signed-in user, or null. Re-renders on login, logout and changes in other tabs. */
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const user = session?.user ?? null;
  return {
    session,
    user,
    token: session?.token ?? null,
    isSignedIn: session !== null,
    /** The business the owner manages (the first related business: docs/product-rules.md 1.3). */
    businessId: user?.relatedBusinesses[0] ?? null,
    isBusinessOwner: (user?.relatedBusinesses.length ?? 0) > 0,
  };
}

/** Only a same-origin path may be a `next` target: no open redirects. */
export function safeNext(next: string | null | undefined) {
  return next && isSameOriginPath(next) ? next : null;
}

/**
 * Where a fresh login lands: `next`, else the business dashboard for owners, else a team
 * member's own day, else the customer's dashboard.
 */
export function homeFor(session: Session, next?: string | null) {
  return (
    safeNext(next) ??
    (session.user.relatedBusinesses[0]
      ? paths.business.dashboard
      : session.user.staffOf?.length
        ? paths.staff.day
        : paths.customer.dashboard)
  );
}

export function useSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (session: Session, next?: string | null) => {
      queryClient.clear();
      setSession(session);
      navigate(homeFor(session, next), { replace: true });
    },
    [navigate],
  );
}

export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession(true);
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
