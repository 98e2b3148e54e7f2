// The operator console's texts (/operator): part of the message catalogue, in a module of their
// own so that only that screen loads them (page-weight budget, docs/performance.md).

export const operatorTexts = {
  title: 'Operator console',
  loading: 'Loading the operator console',
  tabs: {
    reports: 'Bug reports',
    businesses: 'Businesses',
    contact: 'Contact messages',
    changes: 'Changes',
  },

  // Bug reports.
  noReports: 'No bug reports yet.',
  moreReports: 'More bug reports',
  reportFrom: (email: string) => `Bug report from ${email}`,
  steps: (steps: string) => `Steps: ${steps}`,
  screenshot: 'Screenshot',
  valid: 'Valid',
  invalid: 'Invalid',

  // Businesses.
  loadingBusinesses: 'Loading businesses',
  columns: {
    business: 'Business',
    plan: 'Plan',
    registered: 'Registered',
    trialLastDay: "Trial's last day",
    referrals: 'Referrals',
    paidUntil: 'Paid until',
  },
  stripeStatus: (status: string) => `Stripe: ${status}`,
  validBugReports: (n: number) => `+${n} bug reports`,
  paidUntilOf: (business: string) => `Paid until, ${business}`,
  markPaid: 'Mark paid until',
  moreBusinesses: 'More businesses',

  // Contact messages.
  loadingContact: 'Loading contact messages',
  noContact: 'No contact messages yet.',
  moreContact: 'More contact messages',
  contactFrom: (email: string) => `Contact message from ${email}`,
  /** After the sender's name and address. */
  signedIn: ' (signed in)',
  visitor: ' (visitor)',
  handled: 'handled',
  markHandled: 'Mark handled',
};
