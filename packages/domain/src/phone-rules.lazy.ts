import type { toE164 as ToE164 } from './phone-format.ts';

// The web build's phone-rules.ts (apps/web/vite.config.ts swaps it in): the phone-number
// library is a chunk of its own, loaded by `load` (a phone field's first focus or input, or a
// form's check). Until it is here `ready` is false and a phone field's schema answers a pending
// issue (phone.ts) that the web's form hook waits on: a number is never refused for that.

let convert: typeof ToE164 | undefined;
let loading: Promise<void> | undefined;

export const phoneRules = {
  ready: (): boolean => convert !== undefined,
  load: (): Promise<void> =>
    (loading ??= import('./phone-format.ts').then(
      (m) => {
        convert = m.toE164;
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again on the next use.
        loading = undefined;
        throw error;
      },
    )),
  toE164: (text: string): string | undefined => convert?.(text),
};
