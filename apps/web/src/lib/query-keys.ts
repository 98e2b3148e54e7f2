// Query keys shared across features. Features never import each other, yet one feature's
// mutation often has to refresh another's list (a booking refreshes the dashboard): both use
// these keys. Invalidate with the shortest prefix that covers what changed.
export const queryKeys = {
  user: (userId: string) => ['users', userId] as const,
  categories: ['business', 'categories'] as const,
  business: (businessId: string) => ['business', 'detail', businessId] as const,
  businessSearch: (filters: Record<string, string | undefined>) => ['business', 'search', filters] as const,
  favorites: ['business', 'favorite'] as const,
  places: (q: string) => ['places', q] as const,
  slots: (businessId: string, sectionId: string, date: string) =>
    ['business', businessId, 'section', sectionId, 'slots', date] as const,
  /** The caller's own appointments (customer side). */
  myAppointments: ['appointments', 'mine'] as const,
  /** A business's appointments (owner side), optionally filtered. */
  businessAppointments: (businessId: string, filters: Record<string, string | number | undefined> = {}) =>
    ['appointments', 'business', businessId, filters] as const,
  appointments: ['appointments'] as const,
  appointment: (appointmentId: string) => ['appointments', 'detail', appointmentId] as const,
  devMailbox: ['dev', 'mailbox'] as const,
};

/** Any section's slot grid (a status change anywhere may free or take a place). */
export const isSlotsKey = (key: readonly unknown[]) =>
  key[0] === 'business' && key[2] === 'section' && key[4] === 'slots';
