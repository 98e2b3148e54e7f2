import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.ts';

/**
 * Requests worth a log line: API calls. Static files, client-side pages, uploaded images,
 * health checks and metric scrapes are not logged (a page load fetches dozens of files and a
 * proxy checks health every few seconds; they would bury everything else).
 */
export function isLoggedRequest(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return pathname.startsWith('/api/') && pathname !== '/api/v1.1/health';
}

type LogLine = {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/** Development: one readable line per request (`GET /api/v1.1/... 200 3 ms`). */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const line = log as LogLine;
  const msg = String(log[messageKey] ?? '');
  if (line.req && line.res)
    return `${line.req.method} ${line.req.url} ${line.res.statusCode} ${Math.round(line.responseTime ?? 0)} ms`;
  return msg;
}

const STACK_FRAME = /^\s+at /;

/**
 * Errors as the log shows them: type, message, code, stack frames and cause, nothing else.
 * A failed query's parameters (a password hash, a token) and a database error's `where`
 * ("unnamed portal parameter $3 = '...'") or `detail` would put secrets in the log; the query
 * text alone says what failed.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** A database error: SQLSTATE code (pg and PGlite both set `severity`). */
const isDatabaseError = (e: object) =>
  'severity' in e && typeof (e as { code?: unknown }).code === 'string';

/** The database quotes the values it refused (`invalid input syntax for type integer: "..."`). */
const withoutQuotedValues = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '(not an Error)', stack: '' };
  const e = error as Error & {
    query?: unknown;
    params?: unknown;
    code?: unknown;
    statusCode?: unknown;
  };
  const message =
    'params' in e && typeof e.query === 'string'
      ? `Failed query: ${e.query}`
      : isDatabaseError(e)
        ? withoutQuotedValues(e.message)
        : e.message;
  const frames = (e.stack ?? '').split('\n').filter((line) => STACK_FRAME.test(line));
  const out: SerializedError = {
    type: e.constructor?.name ?? e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Fastify's logger for the configured format: JSON lines (production), or pino-pretty. */
export async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', '*.password', '*.token'],
    serializers: {
      err: serializeError,
      // Verification and reset links carry secrets in the query string: log the path only.
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
  if (config.logFormat === 'json') return base;
  // Loaded only when asked for: a production install may leave development tools out.
  const { default: pretty } = await import('pino-pretty');
  return {
    ...base,
    stream: pretty({
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss',
      // The request is in the message; mail links are in the message too (see mail/worker.ts).
      ignore: 'pid,hostname,reqId,req,res,responseTime,links',
      messageFormat: prettyMessage,
      // Synchronous: the start-up lines must be out before a crash, and there are few lines.
      sync: true,
    }),
  };
}

/**
 * One line per API request, after the answer, with its method, path, status and time
 * (Fastify's default is two: 'incoming request' and 'request completed'). Static files and
 * probes write nothing; errors are still logged by the error handler (plugins/errors.ts).
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => !isLoggedRequest(request.url) });
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
