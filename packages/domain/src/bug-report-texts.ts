// The 'Report a bug' form's texts: part of the message catalogue, in a module of their own so
// that only that screen loads them (page-weight budget, docs/performance.md).

export const bugReportTexts = {
  title: 'Report a bug',
  intro: (extension: string) =>
    `An operator reads every report. A report they confirm adds ${extension} to the free trial of your business.`,
  whatHappened: 'What happened',
  steps: 'Steps to make it happen again',
  screenshot: 'Screenshot (optional)',
  send: 'Send report',
};
