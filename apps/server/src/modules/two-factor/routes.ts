import { accountTexts } from '@timeapp/domain/account-texts';
import { z } from 'zod';
import { envelope, errorBody, okBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import {
  addPasskeyBody,
  confirmTotpBody,
  passkeyAddedAnswer,
  passkeyLoginBody,
  passkeyOptionsAnswer,
  recoveryCodesAnswer,
  removeTotpBody,
  renewRecoveryCodesBody,
  secondFactorBody,
  totpSetupAnswer,
  twoFactorState,
} from '@timeapp/domain/two-factor';
import { authAnswer } from '@timeapp/domain/users';
import { done, ok, sessionAnswer, type RoutesPlugin } from '../../lib/routes.ts';
import * as passkeys from './passkeys.ts';
import { secondFactorLogin } from './second-factor.ts';
import * as totp from './totp.ts';

const signedIn = { tags: ['two-factor'], security: [{ bearer: [] }] };
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };

// Passkeys and two-factor sign-in (docs/decisions/048).
export const twoFactorRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.get(
    '/users/me/two-factor',
    {
      schema: {
        ...signedIn,
        summary: "The caller's passkeys and authenticator app",
        response: { 200: envelope(twoFactorState), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ok(await totp.getTwoFactorState(ctx, request.actor), messages.ok),
  );

  app.post(
    '/users/me/passkeys/options',
    {
      schema: {
        ...signedIn,
        summary: "Start adding a passkey: WebAuthn's creation options and the challenge's state",
        response: { 200: passkeyOptionsAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ok(await passkeys.passkeyAddOptions(ctx, request.actor), messages.ok),
  );

  app.post(
    '/users/me/passkeys',
    {
      schema: {
        ...signedIn,
        summary: 'Add the passkey the browser created for the open challenge',
        body: addPasskeyBody,
        response: { 201: passkeyAddedAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await passkeys.addPasskey(ctx, request.actor, request.body),
            accountTexts.passkeyAdded,
            201,
          ),
        ),
  );

  app.delete(
    '/users/me/passkeys/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Remove one of the caller’s passkeys',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: okBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await passkeys.removePasskey(ctx, request.actor, request.params.id);
      return done(accountTexts.passkeyRemoved);
    },
  );

  app.post(
    '/users/passkey-login/options',
    {
      schema: {
        tags: ['two-factor'],
        summary: "Start signing in with a passkey: WebAuthn's request options (no account named)",
        response: { 200: passkeyOptionsAnswer, 400: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      ok(await passkeys.passkeySignInOptions(ctx, request.actor, { ip: request.ip }), messages.ok),
  );

  app.post(
    '/users/passkey-login',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Sign in with a passkey alone (answers a verified session token)',
        body: passkeyLoginBody,
        response: { 200: authAnswer, ...refusals },
      },
    },
    async (request) =>
      sessionAnswer(
        200,
        messages.ok,
        await passkeys.passkeyLogin(ctx, request.actor, request.body, { ip: request.ip }),
      ),
  );

  app.post(
    '/users/login/second-factor',
    {
      schema: {
        tags: ['two-factor'],
        summary:
          "A password sign-in's second step: the ticket it answered and a code from the authenticator app, or a recovery code",
        body: secondFactorBody,
        response: { 200: authAnswer, ...refusals },
      },
    },
    async (request) =>
      sessionAnswer(200, messages.ok, await secondFactorLogin(ctx, request.actor, request.body)),
  );

  app.post(
    '/users/me/totp',
    {
      schema: {
        ...signedIn,
        summary: 'Start adding an authenticator app (owners, team members, operators)',
        response: {
          200: totpSetupAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ok(await totp.startTotp(ctx, request.actor), messages.ok),
  );

  app.post(
    '/users/me/totp/confirm',
    {
      schema: {
        ...signedIn,
        summary: 'Turn the authenticator app on with a code from it; answers the recovery codes',
        body: confirmTotpBody,
        response: { 200: recoveryCodesAnswer, ...refusals, 409: errorBody },
      },
    },
    async (request) =>
      ok(
        { recoveryCodes: await totp.confirmTotp(ctx, request.actor, request.body) },
        accountTexts.totpAdded,
      ),
  );

  app.post(
    '/users/me/totp/recovery-codes',
    {
      schema: {
        ...signedIn,
        summary:
          'Ten new recovery codes (the unused old ones stop working), with a code from the app or a recovery code',
        body: renewRecoveryCodesBody,
        response: { 200: recoveryCodesAnswer, ...refusals },
      },
    },
    async (request) =>
      ok(
        { recoveryCodes: await totp.renewRecoveryCodes(ctx, request.actor, request.body) },
        accountTexts.recoveryCodesRenewed,
      ),
  );

  app.post(
    '/users/me/totp/remove',
    {
      schema: {
        ...signedIn,
        summary: 'Turn the authenticator app off with a code from it, or a recovery code',
        body: removeTotpBody,
        response: { 200: okBody, ...refusals },
      },
    },
    async (request) => {
      await totp.removeTotp(ctx, request.actor, request.body);
      return done(accountTexts.totpRemoved);
    },
  );
};
