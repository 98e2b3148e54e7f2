import type { SessionUser } from '@timeapp/domain/users-auth';
import { api } from '../../lib/api-client';

type Options = { state: string; options: Record<string, unknown> };
type Answer = { token: string; user: SessionUser; message?: string };

/**
 * Signs in with a passkey alone: the server's options (no account named), the browser's
 * passkey prompt, the signed assertion back. `conditional`: the prompt is the browser's
 * autofill on the e-mail field (it waits there until a passkey is picked; null when the
 * browser has no such autofill).
 * @simplewebauthn/browser is loaded only here, so the sign-in page does not carry it.
 */
export async function passkeyLogin(conditional = false): Promise<Answer | null> {
  const browser = await import('@simplewebauthn/browser');
  // No autofill in this browser: the button is the way in.
  if (conditional && !(await browser.browserSupportsWebAuthnAutofill())) return null;
  const { state, options } = (
    await api.post<Options>('/users/passkey-login/options', undefined, { anonymous: true })
  ).data;
  const response = await browser.startAuthentication({
    optionsJSON: options as never,
    useBrowserAutofill: conditional,
  });
  const answer = await api.post<Answer>(
    '/users/passkey-login',
    { state, response },
    { anonymous: true },
  );
  return {
    token: answer.token as string,
    user: answer.user as SessionUser,
    message: answer.message,
  };
}

/** Ends a waiting autofill prompt (leaving the page, or a button's prompt taking over). */
export async function cancelPasskeyPrompt() {
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser');
  WebAuthnAbortService.cancelCeremony();
}
