import { messages } from '@timeapp/domain/messages';
import { PHONE_RULES_PENDING } from '@timeapp/domain/phone';
import { phoneRules } from '@timeapp/domain/phone-rules';
import { z } from '@timeapp/domain/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';

export type FieldErrors = Record<string, string>;

type Checked<T> =
  | { ok: true; data: T; errors: FieldErrors; pending: false }
  | { ok: false; errors: FieldErrors; pending: boolean };

/**
 * Run a shared zod schema (the server's own) over form values and key the first message of
 * each field by its dotted path ('address', 'password', 'section.0.sectionName'). `pending`:
 * a phone field could not be checked yet, its library still loading (phone-rules.lazy.ts).
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
): Checked<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data, errors: {}, pending: false };
  const errors: FieldErrors = {};
  let pending = false;
  for (const issue of result.error.issues) {
    if (issue.code === 'custom' && issue.params?.[PHONE_RULES_PENDING]) pending = true;
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, pending };
}

/**
 * `validate`, and once more when the phone-number library has loaded if a phone field needed
 * it; `then` gets the answer (at once when nothing waited). If the library cannot be
 * downloaded (offline), the phone field says so.
 */
function validateThen<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
  then: (checked: Checked<z.output<S>>) => void,
) {
  const checked = validate(schema, values);
  if (!checked.pending) return then(checked);
  phoneRules.load().then(
    () => then(validate(schema, values)),
    () => {
      const errors: FieldErrors = {};
      for (const issue of z.safeParse(schema, values).error?.issues ?? []) {
        const key = issue.path.map(String).join('.');
        const waiting = issue.code === 'custom' && issue.params?.[PHONE_RULES_PENDING];
        errors[key] ??= waiting ? messages.networkIssue : issue.message;
      }
      then({ ok: false, errors, pending: false });
    },
  );
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

/** Touched fields (top-level keys), or every field once a submit was tried. */
type Touched = ReadonlySet<string> | 'all';

/** The errors of touched fields only: an untouched one is not judged while being filled in. */
const ofTouched = (errors: FieldErrors, touched: Touched): FieldErrors =>
  touched === 'all'
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([key]) => touched.has(key.split('.')[0]!)));

/**
 * Every form's state: its values, the schema's messages by field, and the submit that checks
 * the values against the shared schema before anything is sent. Once a field has been touched
 * (left after a change, or any submit tried), every change checks it again, so a corrected
 * field stops showing its message at once (and a new mistake shows as it is made).
 */
export function useForm<V extends object, S extends z.core.$ZodType>({
  initial,
  schema,
  toInput,
  onValid,
}: FormOptions<V, S>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Touched>(() => new Set<string>());
  const dirty = useRef(new Set<string>());
  // The latest change's check only: a slower one (waiting for the phone rules) is dropped.
  const latest = useRef(0);

  const checkThen = (v: V, then: (checked: Checked<z.output<S>>) => void) =>
    validateThen(schema, toInput ? toInput(v) : v, then);

  // Once something is touched, each change is checked again; only touched fields show messages.
  useEffect(() => {
    if (touched !== 'all' && touched.size === 0) return;
    const run = ++latest.current;
    checkThen(values, (checked) => {
      if (run === latest.current) setErrors(ofTouched(checked.errors, touched));
    });
    // The schema and toInput are the form's own for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, touched]);

  const markDirty = (keys: PropertyKey[]) => {
    for (const key of keys) dirty.current.add(String(key));
  };
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    markDirty([key]);
    setValues((v) => ({ ...v, [key]: value }));
  };
  const patch = (changes: Partial<V>) => {
    markDirty(Object.keys(changes));
    setValues((v) => ({ ...v, ...changes }));
  };
  /** A field left after a change is touched from then on. */
  const touch = (key: string) => {
    if (!dirty.current.has(key)) return;
    setTouched((t) => (t === 'all' || t.has(key) ? t : new Set(t).add(key)));
  };

  /** Value, change handler and message for a text-like input bound to a string field. */
  const field = (key: TextKey<V>) => ({
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) =>
      set(key, e.currentTarget.value as V[typeof key]),
    onBlur: () => touch(key),
    error: errors[key],
  });

  /**
   * Shows the schema's messages; the parsed data when every field passes. Undefined too while
   * a phone field waits for its library: its messages follow once it has loaded.
   */
  const check = (): z.output<S> | undefined => {
    let data: z.output<S> | undefined;
    setTouched('all');
    checkThen(values, (checked) => {
      setErrors(checked.errors);
      if (checked.ok) data = checked.data;
    });
    return data;
  };

  const onSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    const submitted = values;
    setTouched('all');
    checkThen(submitted, (checked) => {
      setErrors(checked.errors);
      if (checked.ok) onValid(checked.data, submitted);
    });
  };

  /** Back to these values (the initial ones by default), without messages. */
  const reset = (to: V = typeof initial === 'function' ? (initial as () => V)() : initial) => {
    latest.current += 1;
    dirty.current.clear();
    setTouched(new Set<string>());
    setValues(to);
    setErrors({});
  };

  return { values, errors, set, patch, field, check, onSubmit, reset, setValues, setErrors };
}
