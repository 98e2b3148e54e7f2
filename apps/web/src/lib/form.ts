import { z } from '@timeapp/domain/zod';

export type FieldErrors = Record<string, string>;

/**
 * Run a shared zod schema (the server's own) over form values and key the first message of
 * each field by its dotted path ('address', 'password', 'section.0.sectionName').
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S>; errors: FieldErrors } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
