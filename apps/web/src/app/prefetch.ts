import {
  businessAppointmentsQueryOptions,
  myAppointmentsQueryOptions,
  myCancelledAppointmentsQueryOptions,
  myUpcomingAppointmentsQueryOptions,
} from '../api/appointments/list-appointments';
import { bellQueryOptions } from '../api/appointments/bell';
import { availabilityQueryOptions } from '../api/businesses/get-availability';
import { businessQueryOptions } from '../api/businesses/get-business';
import { daySlotsQueryOptions } from '../api/businesses/get-day-slots';
import { favoritesQueryOptions } from '../api/businesses/list-favorites';
import { planQueryOptions } from '../api/plan/get-plan';
import { servicesQueryOptions, teamQueryOptions } from '../api/team/get-team';
import { paths } from '../config/paths';
import { firstBookableDay } from '../features/booking/lib/first-open-day';
import { getSession } from '../lib/auth-store';
import { businessToday } from '../lib/business-today';
import { addDays } from '../lib/format-date-time';
import { STRIP_DAYS } from '../components/time-picker/strip-days';
import { queryClient } from '../lib/query-client';

// The data the main signed-in screens show first, requested by the router's loaders while
// the screen's code loads, rather than by its components once rendered (a request waiting on
// a render, another on the first answer). Each asks what its screen asks, with the same query
// options, so the screen reads the cache. A screen navigated to in the app is not kept waiting:
// it shows its layout and loaders at once. The page's first screen waits for its first data,
// which the entry asked for before the code arrived (early-requests.ts), for at most
// FIRST_SCREEN_WAIT_MS: it then renders once, with its data, where each answer arriving after
// the render would re-render it (a phone's main thread blocked once per answer), and the
// page's static shell shows its layout and bars meanwhile. A failure is the screen's own to
// show when it asks again.

const FIRST_SCREEN_WAIT_MS = 1500;

type Params = Record<string, string | undefined>;

async function ownerDashboard(businessId: string) {
  const first = [
    queryClient.prefetchQuery(businessAppointmentsQueryOptions(businessId, { status: 0 })),
    queryClient.prefetchQuery(planQueryOptions(businessId)),
    // The day sheet's columns (a person's where a section books by service).
    queryClient.prefetchQuery(teamQueryOptions(businessId)),
    queryClient.prefetchQuery(servicesQueryOptions(businessId)),
  ];
  const business = await queryClient.fetchQuery(businessQueryOptions(businessId));
  const today = businessToday(business.timezone);
  // The day sheet's first view (today, every section), and the first section's list.
  const section = business.section.find((s) => s.__v === 0);
  await Promise.all([
    ...first,
    queryClient.prefetchQuery(
      businessAppointmentsQueryOptions(business._id, { from: today, to: today }),
    ),
    section &&
      queryClient.prefetchQuery(
        businessAppointmentsQueryOptions(business._id, { sectionId: section._id, from: today }),
      ),
  ]);
}

async function booking({ businessId, sectionId }: Params) {
  if (!businessId || !sectionId) return;
  const [business, services] = await Promise.all([
    queryClient.fetchQuery(businessQueryOptions(businessId)),
    queryClient.fetchQuery(servicesQueryOptions(businessId)),
    queryClient.prefetchQuery(teamQueryOptions(businessId)),
  ]);
  const section = business.section.find((s) => s._id === sectionId);
  const today = businessToday(business.timezone);
  // A section with services asks for its times itself (its code is a lazy chunk of its own).
  if (services.some((s) => s.sectionId === sectionId)) return;
  // The picker's strip, and the day it most likely opens on (the strip's first free day).
  const date = section && firstBookableDay(section, business.timezone);
  await Promise.all([
    queryClient.prefetchQuery(
      availabilityQueryOptions(businessId, sectionId, today, addDays(today, STRIP_DAYS - 1)),
    ),
    date && queryClient.prefetchQuery(daySlotsQueryOptions(businessId, sectionId, date)),
  ]);
}

const screens: Record<string, (params: Params, businessId: string | null) => unknown> = {
  [paths.customer.dashboard]: () =>
    Promise.all([
      queryClient.prefetchQuery(myAppointmentsQueryOptions()),
      queryClient.prefetchQuery(myUpcomingAppointmentsQueryOptions()),
      queryClient.prefetchQuery(myCancelledAppointmentsQueryOptions()),
      queryClient.prefetchQuery(bellQueryOptions()),
      queryClient.prefetchQuery(favoritesQueryOptions()),
    ]),
  [paths.business.dashboard]: (_params, businessId) => businessId && ownerDashboard(businessId),
  [paths.customer.sectionAppointment.path]: (params) => booking(params),
};

// True until the router has loaded the page's first URL (app.tsx calls firstScreenLoaded):
// a loader running then is the page's first screen's, whichever screen a visitor starts on.
let firstScreen = true;
export const firstScreenLoaded = () => {
  firstScreen = false;
};

/** A loader for the route `path` that starts its screen's requests, or none. */
export function prefetchLoader(path: string | undefined) {
  const screen = path ? screens[path] : undefined;
  if (!screen) return undefined;
  return ({ params }: { params: Params }) => {
    const session = getSession();
    if (!session) return null;
    const start = () =>
      Promise.resolve(screen(params, session.user.relatedBusinesses[0] ?? null)).catch(() => {});
    if (!firstScreen) {
      // In a task of its own, so the navigation's work and these requests are two tasks.
      setTimeout(start);
      return null;
    }
    return Promise.race([
      start(),
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
    ]).then(() => null);
  };
}
