// The texts of booking by service (the booking screen, another time for such a booking, the
// public page's services): part of the message catalogue, in a module of their own so that only
// the screens that show them load them (page-weight budget, docs/performance.md; docs/texts.md).

export const serviceTexts = {
  /** The booking screen by service: its choices and what the confirmation says. */
  chooseService: 'Service',
  chooseMember: 'With',
  anyoneFree: 'Anyone',
  serviceWithAnyone: (service: string) => `${service} with whoever is free`,
  noServiceTimes: 'No free times on this day. Try another day or another person.',
  publicByService: 'This section is booked by service, with the person you choose.',
  publicChooseService: 'Choose a service and a time',
  publicWith: (names: string) => `with ${names}`,
  /** A service's length: '45 min', '2 h', '1 h 30 min'. */
  minutes: (n: number) =>
    n < 60 ? `${n} min` : `${Math.floor(n / 60)} h${n % 60 ? ` ${n % 60} min` : ''}`,
};
