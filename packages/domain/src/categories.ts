// Category keys are stable strings ("0", "1", ...): businesses store the key, so a label may
// be reworded without touching data. The map shape is the v1.1 contract.
export const categoryList = [
  'Hair & Beauty',
  'Barber',
  'Nails',
  'Spa & Massage',
  'Health & Medical',
  'Dental',
  'Physio & Chiro',
  'Fitness',
  'Restaurant',
  'Cafe',
  'Automotive',
  'Cleaning',
  'Education & Tutoring',
  'Pets',
  'Professional Services',
  'Other',
] as const;

export const categories: Record<string, string> = Object.fromEntries(
  categoryList.map((name, i) => [String(i), name]),
);

export const isCategoryKey = (key: string) => Object.hasOwn(categories, key);

/**
 * The keys of the categories whose name holds `text` (any case, three letters or more): a name
 * search for 'hair' also finds the businesses in Hair & Beauty (DESIGN.md section 11).
 */
export function categoriesNamed(text: string): string[] {
  const q = text.trim().toLowerCase();
  if (q.length < 3) return [];
  return Object.entries(categories)
    .filter(([, name]) => name.toLowerCase().includes(q))
    .map(([key]) => key);
}
