import { accountTexts } from '@timeapp/domain/account-texts';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';

/** A module's routes: registered under /api/v1.1 with the application context. */
export type RoutesPlugin = FastifyPluginAsync<
  { ctx: AppContext },
  RawServerDefault,
  ZodTypeProvider
>;

/** The v1.1 success envelope. */
export const ok = <T>(data: T, message = 'OK', code = 200) => ({ code, message, data });

/** A success without data (`okBody`). */
export const done = (message: string) => ({ code: 200, message });

/**
 * A sign-in's answer: v1.1 puts token and user at the top level as well as in `data`. A sign-in
 * that kept an account about to be deleted says so (docs/decisions/049).
 */
export const sessionAnswer = <U>(
  code: number,
  message: string,
  s: { token: string; user: U; restored?: boolean },
) => ({
  code,
  message: s.restored ? accountTexts.accountRestored : message,
  token: s.token,
  user: s.user,
  data: { token: s.token, user: s.user },
});
