import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { publicPages } from './public-pages';
import { RootError, RootLayout } from './routes/root';

// Every screen is a lazy route module with a default export. Public pages pull in plain React
// and CSS modules only; the sign-in and app groups load Mantine and TanStack Query through
// their own lazy root (AppProviders), so the public pages never pay for them.
type Module = { default: ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const c = paths.customer;
const b = paths.business;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: () => null,
    children: [
      // Public pages: plain React + CSS modules (the entry also renders them without the router).
      ...Object.entries(publicPages).map(([path, load]) => ({ path, lazy: page(load) })),

      // Sign-in screens: Mantine, no session needed.
      {
        lazy: page(() => import('./routes/auth/root')),
        children: [
          { path: paths.login, lazy: page(() => import('./routes/auth/login')) },
          { path: paths.verifyEmail, lazy: page(() => import('./routes/auth/verify-email')) },
          { path: paths.resetPassword, lazy: page(() => import('./routes/auth/reset-password')) },
          { path: paths.register, lazy: page(() => import('./routes/auth/register')) },
          { path: paths.forgotPassword, lazy: page(() => import('./routes/auth/forgot-password')) },
          { path: paths.createBusiness, lazy: page(() => import('./routes/auth/create-business')) },
          { path: paths.devMailbox, lazy: page(() => import('./routes/auth/dev-mailbox')) },
        ],
      },

      // Search needs no sign-in (docs/product-rules.md 2.2); it brings the customer layout when signed in.
      { path: c.search, lazy: page(() => import('./routes/search-business')) },

      // Old dashboard-content URLs: one dashboard each.
      { path: paths.legacy.dashboardContent, loader: () => redirect(c.dashboard) },
      { path: paths.legacy.businessDashboardContent, loader: () => redirect(b.dashboard) },

      // Signed-in screens: the app root guards and provides; each group brings its layout.
      {
        lazy: page(() => import('./routes/app/root')),
        children: [
          {
            lazy: page(() => import('./routes/app/customer/layout')),
            children: [
              { path: c.dashboard, lazy: page(() => import('./routes/app/customer/dashboard')) },
              { path: c.info, lazy: page(() => import('./routes/app/customer/info')) },
              { path: c.profile, lazy: page(() => import('./routes/app/customer/profile')) },
              { path: c.contact, lazy: page(() => import('./routes/app/customer/contact-us')) },
              { path: c.about, lazy: page(() => import('./routes/app/customer/about')) },
              {
                path: c.searchResults,
                lazy: page(() => import('./routes/app/customer/search-results')),
              },
              {
                path: c.business.path,
                lazy: page(() => import('./routes/app/customer/business-page')),
              },
              {
                path: c.sectionAppointment.path,
                lazy: page(() => import('./routes/app/customer/section-appointment')),
              },
              {
                path: c.appointment.path,
                lazy: page(() => import('./routes/app/customer/appointment-details')),
              },
              {
                path: c.cancelAppointment,
                lazy: page(() => import('./routes/app/customer/cancel-appointment')),
              },
            ],
          },
          {
            lazy: page(() => import('./routes/app/business/layout')),
            children: [
              { path: b.dashboard, lazy: page(() => import('./routes/app/business/dashboard')) },
              { path: b.profile, lazy: page(() => import('./routes/app/business/profile')) },
              { path: b.about, lazy: page(() => import('./routes/app/business/about-us')) },
              {
                path: b.notifications,
                lazy: page(() => import('./routes/app/business/notification')),
              },
              {
                path: b.appointment.path,
                lazy: page(() => import('./routes/app/business/appointment-details')),
              },
              {
                path: b.cancelled,
                lazy: page(() => import('./routes/app/business/cancelled-appointments')),
              },
              {
                path: b.scheduleSetup,
                lazy: page(() => import('./routes/app/business/schedule-setup')),
              },
            ],
          },
        ],
      },

      { path: '*', lazy: page(() => import('./routes/public/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
