import { accountTexts } from '@timeapp/domain/account-texts';
import { errorBody, okBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import {
  authAnswer,
  changePasswordAnswer,
  changePasswordBody,
  forgotBody,
  loginBody,
  registerBody,
  resendBody,
  resetBody,
  signUpToBookBody,
  verifyCodeBody,
  verifyEmailQuery,
  verifyWithPasswordBody,
} from '@timeapp/domain/users';
import { secondFactorAnswer } from '@timeapp/domain/two-factor';
import { done, sessionAnswer, type RoutesPlugin } from '../../lib/routes.ts';
import * as auth from './service.ts';

export const authRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Register (answers an unverified session token)',
        body: registerBody,
        response: { 201: authAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await auth.register(ctx, request.actor, request.body, { ip: request.ip });
      return reply.code(201).send(sessionAnswer(201, messages.accountCreated, session));
    },
  );

  app.post(
    '/users/sign-up-to-book',
    {
      schema: {
        tags: ['users'],
        summary:
          'The short sign-up of a public business page: names, e-mail, password, optional mobile (answers an unverified session token; the e-mail carries a code and a link)',
        body: signUpToBookBody,
        response: { 201: authAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await auth.signUpToBook(ctx, request.actor, request.body, {
        ip: request.ip,
      });
      return reply.code(201).send(sessionAnswer(201, messages.accountCreated, session));
    },
  );

  app.post(
    '/users/verify-code',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary:
          "Verify the sign-up's e-mail with the code it carries, in the session that signed up (answers a verified session token)",
        body: verifyCodeBody,
        response: { 200: authAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      sessionAnswer(
        200,
        messages.verified,
        await auth.verifyCode(ctx, request.actor, request.body),
      ),
  );

  app.get(
    '/users/verify-email',
    {
      schema: {
        tags: ['users'],
        summary:
          "Follow the e-mailed verification link (with the sign-up's token; elsewhere, 403: choose a password)",
        querystring: verifyEmailQuery,
        response: { 200: okBody, 400: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      await auth.verifyEmail(ctx, request.actor, request.query);
      return done(messages.verified);
    },
  );

  app.post(
    '/users/verify-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Verify with a link opened outside its sign-up, choosing the password',
        body: verifyWithPasswordBody,
        response: { 200: okBody, 400: errorBody },
      },
    },
    async (request) => {
      await auth.chooseVerifiedPassword(ctx, request.actor, request.body);
      return done(messages.verified);
    },
  );

  app.post(
    '/users/resend-verification',
    {
      schema: {
        tags: ['users'],
        body: resendBody,
        response: { 200: okBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await auth.resendVerification(ctx, request.actor, request.body, { ip: request.ip });
      return done(messages.verificationSent);
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['users'],
        body: loginBody,
        summary:
          'Sign in with a password: a session, or (with an authenticator app) 202 and a ticket for POST /users/login/second-factor',
        response: {
          200: authAnswer,
          202: secondFactorAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const signIn = await auth.login(ctx, request.actor, request.body, { ip: request.ip });
      if ('ticket' in signIn)
        return reply.code(202).send({
          code: 202,
          message: accountTexts.secondFactorNeeded,
          data: { ticket: signIn.ticket, secondFactor: 'totp' as const },
        });
      return sessionAnswer(200, messages.ok, signIn);
    },
  );

  app.post(
    '/users/forgot-password',
    {
      schema: {
        tags: ['users'],
        body: forgotBody,
        response: { 200: okBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await auth.forgotPassword(ctx, request.actor, request.body, { ip: request.ip });
      return done(messages.resetMailSent);
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: { tags: ['users'], body: resetBody, response: { 200: okBody, 400: errorBody } },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.actor, request.body);
      return done(messages.passwordReset);
    },
  );

  app.post(
    '/users/change-password',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: changePasswordAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const token = await auth.changePassword(ctx, request.actor, request.body);
      return { ...done(messages.passwordChanged), token };
    },
  );
};
