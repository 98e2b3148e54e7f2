// Every route of the app in one place, so links and redirects never drift from the router.
// Paths keep SPEC.md's spellings (including 'appontment'): they are the product's known URLs.
export const paths = {
  home: '/',
  timeApp: '/time-app',
  howTo: '/howTo',
  clean: '/clean',
  whoWe: '/whowe',
  itApp: '/it-app',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',

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
    business: (businessId: string) =>
      `/view-company-appointment-details?id=${encodeURIComponent(businessId)}`,
    sectionAppointment: (sectionId: string, businessId: string) =>
      `/sectionname-appointment/${encodeURIComponent(sectionId)}/${encodeURIComponent(businessId)}`,
    appointment: (appointmentId: string) =>
      `/show-appointment-details?id=${encodeURIComponent(appointmentId)}`,
    cancelAppointment: '/cancel-appointment',
  },
  business: {
    dashboard: '/business-dashboard',
    profile: '/business-user-profile',
    about: '/business-about-us',
    notification: (appointmentId: string) => `/show-notification?id=${encodeURIComponent(appointmentId)}`,
    notifications: '/show-notification',
    appointment: (appointmentId: string) =>
      `/view-today-appontment?id=${encodeURIComponent(appointmentId)}`,
    cancelled: '/cancelled-appointments',
    scheduleSetup: '/schedule-setup',
  },
} as const;
