import type { z } from '../zod.ts';

/** The messages a schema gives for `input`, in order; [] when it parses. */
export function issuesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** The messages a schema gives for one field of `input`. */
export function issuesAt(schema: z.ZodMiniType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
}
