import { api, type ApiAnswer } from '../../lib/api-client';

// Public form: plain fetcher, no TanStack Query (public pages stay under their weight budget).
export type ContactInput = { name: string; email: string; subject: string; message: string };

/** POST /users/contact-timeapp; sent without a token even when signed in (docs/product-rules.md 4.6). */
export const sendContact = (input: ContactInput): Promise<ApiAnswer<unknown>> =>
  api.post('/users/contact-timeapp', input, { anonymous: true });

/**
 * The server's rule (contactBody in @timeapp/domain/users): every field non-empty after
 * trimming, no e-mail format check. Kept zod-free here for weight; a test pins the two together.
 */
export const contactComplete = (input: ContactInput) =>
  (['name', 'email', 'subject', 'message'] as const).every((k) => input[k].trim() !== '');
