import { AppointmentStatus } from '@timeapp/domain/status';
import { paths } from '../config/paths';
import { apiUrl } from './api-url';
import { getSession } from './auth-store';

// The first data of the main signed-in screens, asked for by the entry (main.tsx) as soon as it
// runs, while the app's code (about 200 KB) is still on its way, instead of by the router's
// loaders once that code has run (app/prefetch.ts): on a phone's connection the answer then
// arrives with the code rather than a round trip after it (docs/performance.md). Each is a GET
// the screen makes anyway, with the same URL; the API client takes the answer once, for the
// same session's token, and asks again itself for anything else.

const sent = new Map<string, { token: string; response: Promise<Response> }>();

function send(url: string, token: string) {
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // A failure is the API client's to report when it takes the answer; none is left unhandled.
  response.catch(() => {});
  sent.set(url, { token, response });
}

/** Sends the first GETs of the screen at `pathname`, when signed in and it is a main screen. */
export function sendEarlyRequests(pathname: string) {
  const session = getSession();
  if (!session) return;
  const { token, user } = session;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.customer.dashboard) {
    // Every list the dashboard shows (app/prefetch.ts), and the bell in its header.
    send(apiUrl('/appointment'), token);
    send(apiUrl('/appointment', { upcoming: true }), token);
    send(apiUrl('/appointment', { status: AppointmentStatus.Cancelled }), token);
    send(apiUrl('/business/favorite'), token);
    send(apiUrl('/users/me/bell'), token);
  } else if (path === paths.business.dashboard) {
    const businessId = user.relatedBusinesses[0];
    if (!businessId) return;
    const business = `/business/${encodeURIComponent(businessId)}`;
    send(apiUrl('/appointment', { businessId, status: 0 }), token);
    send(apiUrl(business), token);
    // The screen waits for its plan before it renders (nothing painted moves when it arrives).
    send(apiUrl(`${business}/plan`), token);
    // The day sheet's columns: a person's where a section books by service.
    send(apiUrl(`${business}/team`), token);
    send(apiUrl(`${business}/services`), token);
  } else {
    const booking = /^\/sectionname-appointment\/[^/]+\/([^/]+)$/.exec(path);
    if (!booking) return;
    const business = `/business/${encodeURIComponent(decodeURIComponent(booking[1]!))}`;
    // The business, and its services and team: a section with services books by service.
    send(apiUrl(business), token);
    send(apiUrl(`${business}/services`), token);
    send(apiUrl(`${business}/team`), token);
  }
}

/** The answer to a GET of `url` sent early with `token`, once; undefined when there is none. */
export function takeEarlyRequest(url: string, token: string): Promise<Response> | undefined {
  const early = sent.get(url);
  if (!early) return undefined;
  sent.delete(url);
  return early.token === token ? early.response : undefined;
}
