import { z } from '@timeapp/domain/zod';
import { useState, type FormEvent } from 'react';

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

/** The errors under one part of the values ('section.0'), keyed from there ('sectionName'). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(start))
      .map(([key, message]) => [key.slice(start.length), message]),
  );
}

type FormOptions<V, S extends z.core.$ZodType> = {
  initial: V | (() => V);
  /** The shared schema (the server's own) that decides what may be sent. */
  schema: S;
  /** What the schema reads, built from the form's values; the values themselves by default. */
  toInput?: (values: V) => unknown;
  /** Called with the parsed data once every field passes. */
  onValid: (data: z.output<S>, values: V) => void;
};

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Every form's state: its values, the schema's messages by field, and the submit that checks
 * the values against the shared schema before anything is sent.
 */
export function useForm<V extends object, S extends z.core.$ZodType>({
  initial,
  schema,
  toInput,
  onValid,
}: FormOptions<V, S>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const patch = (changes: Partial<V>) => setValues((v) => ({ ...v, ...changes }));

  /** Value, change handler and message for a text-like input bound to a string field. */
  const field = (key: TextKey<V>) => ({
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) =>
      set(key, e.currentTarget.value as V[typeof key]),
    error: errors[key],
  });

  /** Shows the schema's messages; the parsed data when every field passes. */
  const check = (): z.output<S> | undefined => {
    const checked = validate(schema, toInput ? toInput(values) : values);
    setErrors(checked.errors);
    return checked.ok ? checked.data : undefined;
  };

  const onSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    const data = check();
    if (data !== undefined) onValid(data, values);
  };

  /** Back to these values (the initial ones by default), without messages. */
  const reset = (to: V = typeof initial === 'function' ? (initial as () => V)() : initial) => {
    setValues(to);
    setErrors({});
  };

  return { values, errors, set, patch, field, check, onSubmit, reset, setValues, setErrors };
}
