import type { SessionUser } from '@timeapp/domain/users-auth';

// The session lives in memory and in localStorage (key 'access-token': docs/product-rules.md 3.6), so a
// reload or a second tab keeps the user signed in. No React here: the API client reads it too.
export const TOKEN_KEY = 'access-token';
export const USER_KEY = 'session-user';

export type Session = { token: string; user: SessionUser };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined; // undefined: not read from storage yet

function tokenExpired(token: string) {
  // The JWT's own expiry (7 days): an expired token is a signed-out visitor, not a 401 later.
  try {
    const part = token.split('.')[1];
    if (!part) return false;
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user || tokenExpired(token)) return null;
    const parsed = JSON.parse(user) as SessionUser;
    return parsed && typeof parsed._id === 'string' ? { token, user: parsed } : null;
  } catch {
    return null;
  }
}

const notify = () => listeners.forEach((l) => l());

export function getSession(): Session | null {
  if (current === undefined) current = read();
  return current;
}

export const getToken = () => getSession()?.token ?? null;

export function setSession(session: Session) {
  signedOutByUser = false;
  current = session;
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  notify();
}

/** Keep the token, change what we know of the user (e.g. after creating a business). */
export function updateSessionUser(patch: Partial<SessionUser>) {
  const session = getSession();
  if (session) setSession({ ...session, user: { ...session.user, ...patch } });
}

// A deliberate logout must not send the next person who logs in on this browser back to the
// page the previous user was on: the guard reads this to leave `next` off.
let signedOutByUser = false;
export const wasSignedOutByUser = () => signedOutByUser;

export function clearSession(byUser = false) {
  signedOutByUser = byUser;
  current = null;
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tests start from a clean slate. */
export function resetSessionCache() {
  current = undefined;
}
