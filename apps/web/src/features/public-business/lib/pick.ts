// The time a visitor picked on a public business page, kept in the page's address
// (`?section=&date=&time=`), so it survives signing in or signing up: the login's `next`, and
// the verification e-mail's link, lead back to the same address (docs/decisions/019-a-pick-survives-signing-up.md).

export type Pick = { sectionId: string; date: string; time: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The pick in a query string, when it is complete and well formed. */
export function readPick(search: string): Pick | null {
  const q = new URLSearchParams(search);
  const sectionId = q.get('section') ?? '';
  const date = q.get('date') ?? '';
  const time = q.get('time') ?? '';
  return sectionId && DATE.test(date) && TIME.test(time) ? { sectionId, date, time } : null;
}

/** `path` with the pick in its query (or without one). */
export function withPick(path: string, pick: Pick | null): string {
  if (!pick) return path;
  const q = new URLSearchParams({ section: pick.sectionId, date: pick.date, time: pick.time });
  return `${path}?${q.toString()}`;
}
