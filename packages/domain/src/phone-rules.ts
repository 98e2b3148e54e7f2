import { toE164 } from './phone-format.ts';

// The phone-number library behind the schemas' phone fields (phone.ts). Here it comes with the
// module: the server, the tests and anything else that runs the schemas have it at once. The
// web's build swaps this file for phone-rules.lazy.ts (apps/web/vite.config.ts), which loads
// the library on a phone field's first use, so no screen downloads it on first view.

export const phoneRules = {
  /** Whether `toE164` can answer now; always here. */
  ready: (): boolean => true,
  /** Resolves once `toE164` can answer. */
  load: (): Promise<void> => Promise.resolve(),
  toE164,
};
