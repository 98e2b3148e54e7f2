// Every route of the app in one place, so links and redirects never drift from the router.
// The paths keep the product's known URLs, old spellings included ('appontment'). A plain
// string is both the router's pattern and the link; a route that takes an id has its pattern
// (`path`) beside the builder of its links (`getHref`). config/paths.test.ts checks that the
// router serves every one and that each built link lands on its own route.
const q = (id: string) => `?id=${encodeURIComponent(id)}`;

export const paths = {
  home: '/',
  timeApp: '/time-app',
  howTo: '/howTo',
  clean: '/clean',
  whoWe: '/whowe',
  itApp: '/it-app',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  /** A business's public page, shared by its owner: opens without signing in. */
  publicBusiness: {
    path: '/b/:slug',
    getHref: (slug: string) => `/b/${encodeURIComponent(slug)}`,
  },

  login: '/loginApp',
  verifyEmail: '/loginApp/verify-email',
  resetPassword: '/loginApp/reset-password',
  register: '/register',
  forgotPassword: '/forgotPass',
  createBusiness: '/create-business-user',
  devMailbox: '/dev/mailbox',

  customer: {
    dashboard: '/clientDashboard',
    info: '/appointment',
    profile: '/user-profile',
    contact: '/contact-us',
    about: '/about',
    search: '/search-business',
    searchResults: '/client-appointmentDetails',
    business: {
      path: '/view-company-appointment-details',
      getHref: (businessId: string) => `/view-company-appointment-details${q(businessId)}`,
    },
    sectionAppointment: {
      path: '/sectionname-appointment/:sectionId/:businessId',
      getHref: (sectionId: string, businessId: string) =>
        `/sectionname-appointment/${encodeURIComponent(sectionId)}/${encodeURIComponent(businessId)}`,
    },
    appointment: {
      path: '/show-appointment-details',
      getHref: (appointmentId: string) => `/show-appointment-details${q(appointmentId)}`,
    },
    /** Right after booking: what was booked, 'Add to calendar', and how to change it. */
    appointmentBooked: {
      path: '/appointment-booked',
      getHref: (appointmentId: string) => `/appointment-booked${q(appointmentId)}`,
    },
    cancelAppointment: '/cancel-appointment',
    /** A business's referral link (docs/product-rules.md 8): opening it refers the business. */
    reportBug: '/report-bug',
    /** The operator console: accounts in OPERATOR_EMAILS (the server checks every call). */
    operator: '/operator',
    referral: { path: '/r/:code', getHref: (code: string) => `/r/${encodeURIComponent(code)}` },
    /** A business offered to the account, from the e-mailed link (docs/decisions/051). */
    businessHandover: '/business-handover',
  },
  business: {
    dashboard: '/business-dashboard',
    profile: '/business-user-profile',
    about: '/business-about-us',
    /** Without an id: every pending request; with one: that request. */
    notifications: '/show-notification',
    notification: {
      path: '/show-notification',
      getHref: (appointmentId: string) => `/show-notification${q(appointmentId)}`,
    },
    appointment: {
      path: '/view-today-appontment',
      getHref: (appointmentId: string) => `/view-today-appontment${q(appointmentId)}`,
    },
    cancelled: '/cancelled-appointments',
    scheduleSetup: '/schedule-setup',
    /** The owner's team members and services (docs/product-rules.md 9). */
    team: '/business-team',
    /** Who changed what in the business (the audit trail, docs/decisions/047). */
    changes: '/business-changes',
    reportBug: '/business-report-bug',
  },
  /** Staff sign-in (docs/product-rules.md 9.8): the e-mailed invitation, and a member's day. */
  staff: {
    join: '/staff/join',
    day: '/staff/day',
  },
  /** Old dashboard-content URLs: each redirects to its dashboard. */
  legacy: {
    dashboardContent: '/dashboard-content',
    businessDashboardContent: '/business-dashboard-content',
  },
} as const;
