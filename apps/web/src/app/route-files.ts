import type { ScreenKey } from '@timeapp/domain/messages';
import { paths } from '../config/paths';

// The router's tree as plain data: each route's URL pattern and the module under app/routes
// that renders it (no extension). router.tsx lazy-loads these modules; the build
// (build/route-preload.ts) lists, for each pattern, every chunk and stylesheet its screen
// needs, and the server writes them into the page as <link rel="modulepreload">, so the
// browser fetches a whole screen at once instead of one import after another. `shell` names
// the static look index.html paints before any JavaScript runs (the same for a whole group);
// `screen` the heading and first line it paints there (screenTexts in the message catalogue).
// Plain data only: vite.config.ts reads this file at build time.

export type Shell = 'public' | 'auth' | 'app';
export type RouteFile = {
  path?: string;
  file?: string;
  shell?: Shell;
  screen?: ScreenKey;
  children?: RouteFile[];
};

const c = paths.customer;
const b = paths.business;

/** The public pages: plain React and CSS modules, rendered by the entry without the router. */
export const publicFiles: Record<string, string> = {
  [paths.home]: 'public/landing',
  [paths.timeApp]: 'public/time-app',
  [paths.howTo]: 'public/how-to',
  [paths.clean]: 'public/clean',
  [paths.whoWe]: 'public/who-we',
  [paths.itApp]: 'public/it-app',
  [paths.terms]: 'public/terms',
  [paths.privacy]: 'public/privacy',
  [paths.publicBusiness.path]: 'public/business',
};

/** Everything the routed app (app.tsx) serves, public pages included (in-app links). */
export const routeFiles: RouteFile[] = [
  ...Object.entries(publicFiles).map(([path, file]) => ({ path, file, shell: 'public' as const })),

  // Sign-in screens: Mantine, no session needed.
  {
    file: 'auth/root',
    shell: 'auth',
    children: [
      { path: paths.login, file: 'auth/login', screen: 'login' },
      { path: paths.verifyEmail, file: 'auth/verify-email' },
      { path: paths.resetPassword, file: 'auth/reset-password' },
      { path: paths.register, file: 'auth/register', screen: 'register' },
      { path: paths.forgotPassword, file: 'auth/forgot-password', screen: 'forgotPassword' },
      { path: paths.createBusiness, file: 'auth/create-business' },
      { path: paths.devMailbox, file: 'auth/dev-mailbox' },
      { path: paths.staff.join, file: 'auth/staff-join' },
    ],
  },

  // Search and its results need no sign-in; they bring the customer layout when signed in.
  // Search's shell is the visitor's page: a first visit is a visitor's (the server cannot see
  // a stored session).
  { path: c.search, file: 'search-business', shell: 'auth', screen: 'searchBusiness' },
  { path: c.searchResults, file: 'search-results', shell: 'app' },
  // A referral link names its business to visitors too; they sign in or register from there.
  { path: c.referral.path, file: 'referral-link', shell: 'auth' },

  // Signed-in screens: the app root guards and provides; each group brings its layout.
  {
    file: 'app/root',
    shell: 'app',
    children: [
      {
        file: 'app/customer/layout',
        children: [
          { path: c.dashboard, file: 'app/customer/dashboard', screen: 'customerDashboard' },
          { path: c.info, file: 'app/customer/info' },
          { path: c.profile, file: 'app/customer/profile' },
          { path: c.contact, file: 'app/customer/contact-us' },
          { path: c.about, file: 'app/customer/about' },
          { path: c.business.path, file: 'app/customer/business-page' },
          { path: c.sectionAppointment.path, file: 'app/customer/section-appointment' },
          { path: c.appointment.path, file: 'app/customer/appointment-details' },
          {
            path: c.appointmentBooked.path,
            file: 'app/customer/appointment-booked',
            screen: 'appointmentBooked',
          },
          { path: c.cancelAppointment, file: 'app/customer/cancel-appointment' },
          { path: c.reportBug, file: 'app/customer/report-bug' },
          { path: c.operator, file: 'app/customer/operator' },
          { path: paths.staff.day, file: 'app/customer/staff-day' },
          { path: c.businessHandover, file: 'app/customer/business-handover' },
        ],
      },
      {
        file: 'app/business/layout',
        children: [
          { path: b.dashboard, file: 'app/business/dashboard' },
          { path: b.profile, file: 'app/business/profile' },
          { path: b.about, file: 'app/business/about-us' },
          { path: b.notifications, file: 'app/business/notification' },
          { path: b.appointment.path, file: 'app/business/appointment-details' },
          { path: b.cancelled, file: 'app/business/cancelled-appointments' },
          { path: b.scheduleSetup, file: 'app/business/schedule-setup' },
          { path: b.team, file: 'app/business/team' },
          { path: b.changes, file: 'app/business/changes' },
          { path: b.reportBug, file: 'app/business/report-bug' },
        ],
      },
    ],
  },
];

/** Every URL pattern with the modules that render it, outermost first, its shell and screen. */
export function routeChains(
  tree: RouteFile[] = routeFiles,
  above: { files: string[]; shell?: Shell } = { files: [] },
): { path: string; files: string[]; shell: Shell; screen?: ScreenKey }[] {
  return tree.flatMap((route) => {
    const files = route.file ? [...above.files, route.file] : above.files;
    const shell = route.shell ?? above.shell;
    const own = route.path
      ? [{ path: route.path, files, shell: shell ?? 'public', screen: route.screen }]
      : [];
    return [...own, ...(route.children ? routeChains(route.children, { files, shell }) : [])];
  });
}
