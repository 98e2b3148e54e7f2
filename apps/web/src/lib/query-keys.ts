// Query keys, one entry a GET operation (the file under src/api that owns it uses it in its
// queryOptions), plus the prefixes mutations invalidate. Features never import each other,
// yet one feature's mutation often has to refresh another's list (a booking refreshes the
// dashboard): both go through these keys. The first two elements of an operation's key are
// fixed words, so no operation's key can start another's; src/api/query-keys.test.ts checks it.
export const queryKeys = {
  user: (userId: string) => ['users', 'detail', userId] as const,
  verifyEmail: (link: Record<string, string>) => ['users', 'verify-email', link] as const,
  categories: ['business', 'categories'] as const,
  business: (businessId: string) => ['business', 'detail', businessId] as const,
  /** Every search result list (prefix). */
  businessSearches: ['business', 'search'] as const,
  businessSearch: (filters: Record<string, string | undefined>) =>
    ['business', 'search', filters] as const,
  favorites: ['business', 'favorite'] as const,
  /** The owner's plan card (GET /business/:id/plan). */
  plan: (businessId: string) => ['plan', 'business', businessId] as const,
  /** The owner's Deposits card: where the business's Stripe account stands (GET /business/:id/deposits). */
  depositsAccount: (businessId: string) => ['deposits', 'account', businessId] as const,
  /** The owner's count of texts this month (GET /business/:id/texts). */
  textsMonth: (businessId: string) => ['texts', 'month', businessId] as const,
  referralStatus: (businessId: string) => ['referrals', 'mine', businessId] as const,
  referralLink: (code: string) => ['referrals', 'link', code] as const,
  places: (q: string) => ['places', 'search', q] as const,
  /** Every slot grid (prefix): a status change anywhere may free or take a place. */
  allSlots: ['slots'] as const,
  /** One business's slot grids (prefix): its sections changed. */
  businessSlots: (businessId: string) => ['slots', 'day', businessId] as const,
  slots: (businessId: string, sectionId: string, date: string) =>
    ['slots', 'day', businessId, sectionId, date] as const,
  /** A section's availability answers (prefix): a place was taken or freed there. */
  sectionAvailability: (businessId: string, sectionId: string) =>
    ['slots', 'availability', businessId, sectionId] as const,
  availability: (businessId: string, sectionId: string, from: string, to: string) =>
    ['slots', 'availability', businessId, sectionId, from, to] as const,
  /** A business's team (GET /business/:id/team). */
  team: (businessId: string) => ['team', 'members', businessId] as const,
  /** A business's services (GET /business/:id/services). */
  services: (businessId: string) => ['team', 'services', businessId] as const,
  /** A service's free start times over `days` days, with one member or anyone (`member` ''). */
  serviceAvailability: (
    businessId: string,
    serviceId: string,
    from: string,
    days: number,
    member: string,
  ) => ['slots', 'service', businessId, serviceId, from, days, member] as const,
  /** A service's free-time answers (prefix): a member's time freed for it. */
  serviceAvailabilities: (businessId: string, serviceId: string) =>
    ['slots', 'service', businessId, serviceId] as const,
  /** Every appointment list and detail (prefix). */
  appointments: ['appointments'] as const,
  /** The caller's own appointments (customer side). */
  myAppointments: ['appointments', 'mine'] as const,
  /** The caller's Waiting and Approved ones from today on (the dashboard's two lists). */
  myUpcomingAppointments: ['appointments', 'upcoming'] as const,
  /** The caller's cancelled and rejected ones. */
  myCancelledAppointments: ['appointments', 'cancelled'] as const,
  /** The customer's bell; under 'appointments' so that every appointment event refetches it. */
  bell: ['appointments', 'bell'] as const,
  /** A business's appointments (owner side), optionally filtered. */
  businessAppointments: (
    businessId: string,
    filters: Record<string, string | number | undefined> = {},
  ) => ['appointments', 'business', businessId, filters] as const,
  appointment: (appointmentId: string) => ['appointments', 'detail', appointmentId] as const,
  /**
   * A customer's strikes at a business (its owner; decision 055): under 'appointments', so a
   * no-show marked or a cancellation refetches it.
   */
  customerStrikes: (businessId: string, userId: string) =>
    ['appointments', 'strikes', businessId, userId] as const,
  /** A team member's own day (staff sign-in): under 'appointments', so every change refetches it. */
  staffDay: (date: string) => ['appointments', 'staff', date] as const,
  /** The caller's teams (staff sign-in). */
  staffMemberships: ['staff', 'memberships'] as const,
  /** Whom an invitation link invites. */
  staffInvitation: (token: string) => ['staff', 'invitation', token] as const,
  /** A business's open offer to another account (its owner), and an offer's link. */
  handoverOffer: (businessId: string) => ['handover', 'offer', businessId] as const,
  handoverInvitation: (token: string) => ['handover', 'invitation', token] as const,
  /** The caller's waitlist entries (GET /waitlist). */
  myWaitlist: ['waitlist', 'mine'] as const,
  /** Whether the caller has a calendar feed (its address is never read back). */
  calendarFeed: ['calendar', 'feed'] as const,
  /** The caller's passkeys and authenticator app (GET /users/me/two-factor). */
  twoFactor: ['two-factor', 'mine'] as const,
  devMailbox: ['dev', 'mailbox'] as const,
  /** The operator console (prefix), and its lists. */
  operator: ['operator'] as const,
  operatorBugReports: ['operator', 'bug-reports'] as const,
  operatorBusinesses: ['operator', 'businesses'] as const,
  /** The audit trail: everything (operators), one business's (its owner). */
  operatorAudit: ['operator', 'audit'] as const,
  businessAudit: (businessId: string) => ['audit', 'business', businessId] as const,
  operatorContactMessages: ['operator', 'contact-messages'] as const,
};
