// The hours editor's texts (a team member's roster, a section's hours per day): part of the
// message catalogue, in a module of their own so that only the forms that edit hours load them.

export const hoursTexts = {
  addPeriod: 'Add hours',
  addPeriodOn: (day: string) => `Add working hours on ${day}`,
  periodStarts: (day: string, n: number) => `${day}, period ${n}, starts`,
  periodEnds: (day: string, n: number) => `${day}, period ${n}, ends`,
  removePeriod: (day: string, n: number) => `Remove ${day} period ${n}`,
};
