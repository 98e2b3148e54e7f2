import { accountTexts } from '@timeapp/domain/account-texts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeIssue } from '@timeapp/domain/issues';
import { messages } from '@timeapp/domain/messages';
import { isBusinessClosed } from '../db/errors.ts';
import { AppError, errorAnswer } from '../lib/errors.ts';

// Every error answer is JSON with `code`, `error` (a stable id) and `message`. A 5xx never
// shows its internals.
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply.code(error.status).send(errorAnswer(error.status, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One sentence naming the field ('To date must be a date between ...'), never zod's text.
      const first = error.validation[0];
      const message = first
        ? describeIssue({
            path: first.instancePath.split('/').filter(Boolean),
            message: first.message ?? messages.somethingWrong,
          })
        : messages.somethingWrong;
      return reply.code(400).send(errorAnswer(400, message));
    }
    // An insert that raced the business's closing (drizzle/0032; decision 051).
    if (isBusinessClosed(error))
      return reply.code(404).send(errorAnswer(404, accountTexts.businessClosed));
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send(errorAnswer(413, messages.tooLarge));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
      return reply.code(400).send(errorAnswer(400, messages.badJson));
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send(errorAnswer(429, messages.tooMany));
      return reply.code(status).send(errorAnswer(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorAnswer(500, messages.somethingWrongLater));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
