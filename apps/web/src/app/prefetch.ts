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
// options, so the screen reads the cache. Nothing is awaited: the screen shows its layout and
// loaders at once, and a failure is the screen's own to show when it asks again.

type Params = Record<string, string | undefined>;

async function ownerDashboard(businessId: string) {
  void queryClient.prefetchQuery(businessAppointmentsQueryOptions(businessId, { status: 0 }));
  void queryClient.prefetchQuery(planQueryOptions(businessId));
  const business = await queryClient.fetchQuery(businessQueryOptions(businessId));
  const today = businessToday(business.timezone);
  // The day sheet's first view (today, every section), and the first section's list.
  void queryClient.prefetchQuery(
    businessAppointmentsQueryOptions(business._id, { from: today, to: today }),
  );
  const section = business.section.find((s) => s.__v === 0);
  if (section)
    void queryClient.prefetchQuery(
      businessAppointmentsQueryOptions(business._id, { sectionId: section._id, from: today }),
    );
}

async function booking({ businessId, sectionId }: Params) {
  if (!businessId || !sectionId) return;
  const business = await queryClient.fetchQuery(businessQueryOptions(businessId));
  const section = business.section.find((s) => s._id === sectionId);
  const today = businessToday(business.timezone);
  // The picker's strip, and the day it most likely opens on (the strip's first free day).
  void queryClient.prefetchQuery(
    availabilityQueryOptions(businessId, sectionId, today, addDays(today, STRIP_DAYS - 1)),
  );
  const date = section && firstBookableDay(section, business.timezone);
  if (date) void queryClient.prefetchQuery(daySlotsQueryOptions(businessId, sectionId, date));
}

const screens: Record<string, (params: Params, businessId: string | null) => unknown> = {
  [paths.customer.dashboard]: () => {
    void queryClient.prefetchQuery(myAppointmentsQueryOptions());
    void queryClient.prefetchQuery(myUpcomingAppointmentsQueryOptions());
    void queryClient.prefetchQuery(myCancelledAppointmentsQueryOptions());
    void queryClient.prefetchQuery(bellQueryOptions());
    void queryClient.prefetchQuery(favoritesQueryOptions());
  },
  [paths.business.dashboard]: (_params, businessId) => businessId && ownerDashboard(businessId),
  [paths.customer.sectionAppointment.path]: (params) => booking(params),
};

/** A loader for the route `path` that starts its screen's requests, or none. */
export function prefetchLoader(path: string | undefined) {
  const screen = path ? screens[path] : undefined;
  if (!screen) return undefined;
  return ({ params }: { params: Params }) => {
    const session = getSession();
    // In a task of its own: the router's start and these requests would otherwise be one long
    // task on a phone's CPU (the entry has sent the first GETs already, early-requests.ts).
    if (session)
      setTimeout(() => {
        void Promise.resolve(screen(params, session.user.relatedBusinesses[0] ?? null)).catch(
          () => {},
        );
      });
    return null;
  };
}
