import { errorId } from '@timeapp/domain/errors';
import { messages } from '@timeapp/domain/messages';

/** The body of every error answer: status, stable id, and the catalogue's message. */
export const errorAnswer = (status: number, message: string) => ({
  code: status,
  error: errorId(status, message),
  message,
});

/** An answer the client should see: status and a message from the catalogue. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = messages.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A service this one depends on failed (Stripe, for a deposit's checkout): nothing was done. */
export const badGateway = (message: string) => new AppError(502, message);
