import { fieldLabels, fieldRules, messages } from './messages.ts';

/** The parts of a zod issue the texts need; zod's own type is wider and differs by code. */
export type IssueLike = {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: readonly unknown[];
};

const typeRules: Record<string, string> = {
  number: fieldRules.number,
  int: fieldRules.wholeNumber,
  string: fieldRules.text,
  boolean: fieldRules.yesNo,
  array: fieldRules.list,
  tuple: fieldRules.list,
  object: fieldRules.group,
};

/**
 * The catalogue's words for a schema problem that has no message of its own. Installed as
 * zod's error map (zod.ts), so a form shows it under the field and the server never answers
 * zod's defaults ('Invalid input: expected number, received NaN').
 */
export function fieldRuleFor(issue: IssueLike): string {
  const n = (v: number | bigint | undefined) => Number(v ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fieldRules.required;
      return typeRules[issue.expected ?? ''] ?? fieldRules.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return n(issue.minimum) <= 1 ? fieldRules.required : fieldRules.minChars(n(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return fieldRules.minItems(n(issue.minimum));
      return fieldRules.min(n(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return fieldRules.maxChars(n(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return fieldRules.maxItems(n(issue.maximum));
      return fieldRules.max(n(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return messages.emailInvalid;
      if (issue.format === 'datetime') return fieldRules.dateTime;
      return fieldRules.format;
    case 'invalid_value':
      return issue.values && issue.values.length > 0 && issue.values.length <= 12
        ? fieldRules.oneOf(issue.values)
        : fieldRules.invalid;
    default:
      return fieldRules.invalid;
  }
}

const humanise = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label of the field at `path` ('section.0.slotDuration' is 'Slot length'). */
export function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  const key = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (key === undefined) return undefined;
  return fieldLabels[key] ?? humanise(key);
}

// Texts written for one field or situation ('Please enter your name', 'Check Your New
// Password') are complete sentences and go out as they are; the rules above name no field.
const sentences = new Set<string>(
  Object.values(messages as Record<string, unknown>).filter(
    (m): m is string => typeof m === 'string',
  ),
);

/**
 * One readable sentence for a refused input, naming the field: a catalogue sentence as it is,
 * a field rule behind the field's label ('To date must be a date between ...').
 */
export function describeIssue(issue: { path: readonly PropertyKey[]; message: string }): string {
  if (sentences.has(issue.message)) return issue.message;
  const label = fieldLabel(issue.path);
  if (label === undefined)
    // The whole body: missing, or not an object.
    return issue.message === fieldRules.required || issue.message === fieldRules.group
      ? messages.bodyRequired
      : issue.message;
  const rule = issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  return `${label} ${rule}`;
}
