// The 'Report a bug' form's texts: part of the message catalogue, in a module of their own so
// that only that screen loads them (page-weight budget, docs/performance.md).

export const bugReportTexts = {
  title: 'Report a bug',
  /** To an owner: a confirmed report extends their business's trial (docs/product-rules.md 8.8). */
  intro: (extension: string) =>
    `An operator reads every report. A report they confirm adds ${extension} to the free trial of your business.`,
  /** To a customer, who has no business and no trial. */
  customerIntro:
    'An operator reads every report and puts right what they find. Thank you for telling us.',
  whatHappened: 'What happened',
  steps: 'Steps to make it happen again',
  screenshot: 'Screenshot (optional)',
  send: 'Send report',
};
