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
