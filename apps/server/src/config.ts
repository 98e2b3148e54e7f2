import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isValidTimeZone } from '@timeapp/domain/time-zone';
import { defaultPublicUrl } from './origin.ts';
import { defaultWebDist } from './paths.ts';

// Environment is read and validated once, here. Everything else receives a Config.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /**
   * A direct connection for what cannot pass a transaction-pooling PgBouncer (LISTEN, the
   * migration lock); defaults to DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres://')
    .optional(),
  /**
   * transaction: DATABASE_URL goes through a transaction-pooling PgBouncer; statements are sent
   * unnamed and session features use DATABASE_DIRECT_URL.
   */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /**
   * smtp: SMTP_URL; mailbox: the dev mailbox (development only; its log lines carry links);
   * log: recipient and subject in the log, nothing else (an explicit opt-out of e-mail).
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'mailbox', 'log']).optional(),
  MAIL_FROM: z.string().default('TimeApp <no-reply@timeapp.local>'),
  OPERATOR_EMAIL: z.string().default('hello@timeapp.local'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  DEFAULT_TIMEZONE: z
    .string()
    .default('Pacific/Auckland')
    .refine(isValidTimeZone, 'DEFAULT_TIMEZONE must be an IANA time zone'),
  PRODUCT_NAME: z.string().default('TimeApp'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  WEB_DIST: z.string().optional(),
  /** Hops of trusted reverse proxies in front of the server (0: clients connect directly). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** pretty: human-readable lines (pino-pretty); json: one JSON object a line. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Bearer token for GET /metrics; unset: only loopback clients may read it. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** off when a proxy in front compresses (static files and JSON alike). */
  COMPRESSION: z.enum(['on', 'off']).default('on'),
  /**
   * Stripe (docs/operations.md, 'Billing'): the key, with billing's webhook secret and price,
   * and/or deposits' Connect webhook secret (decision 056).
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its calls, for tests with a local stand-in: https://host:port. */
  STRIPE_API_URL: z.url('STRIPE_API_URL must be a URL').optional(),
  /** Texts through Twilio (docs/decisions/054-texts.md): SID, token and a sender, or none. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The number texts come from (E.164), or TWILIO_MESSAGING_SERVICE_SID instead. */
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'TWILIO_FROM must be a number in E.164, such as +6421555019')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(
      /^MG[0-9a-fA-F]{32}$/,
      'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits',
    )
    .optional(),
  /** Where the Twilio SDK sends its calls, for tests with a local stand-in: http(s)://host:port. */
  TWILIO_API_URL: z.url('TWILIO_API_URL must be a URL').optional(),
  /** Accounts with the operator console (/operator): e-mail addresses, comma-separated. */
  OPERATOR_EMAILS: z.string().optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
});

/** Everything the server is configured with: what loadConfig makes of the env schema. */
export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** The demo operator's address (modules/seed/demo-data.ts), the operator outside production. */
export const DEMO_OPERATOR_EMAIL = 'operator@timeapp.nz';

/** Reads the secret from DATA_DIR, creating it on first start (development only). */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Bad configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET)
    throw new ConfigError('Bad configuration: JWT_SECRET is required in production');
  const dataDir = path.resolve(e.DATA_DIR);
  const mailTransport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : production ? null : 'mailbox');
  // Verification and reset links are keys to accounts: in production they go by e-mail or
  // nowhere, never to a log a reader could take them from.
  if (!mailTransport)
    throw new ConfigError(
      'Bad configuration: SMTP_URL is required in production (or MAIL_TRANSPORT=log to log recipients and subjects only, sending no e-mail)',
    );
  if (mailTransport === 'smtp' && !e.SMTP_URL)
    throw new ConfigError('Bad configuration: MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (mailTransport === 'mailbox' && production)
    throw new ConfigError(
      'Bad configuration: MAIL_TRANSPORT=mailbox is for development only (its log carries links)',
    );
  // Two uses of one key: billing (its webhook secret and price) and deposits (the Connect
  // webhook's secret). Either may be set without the other, but not the key for neither, nor
  // a part of one without the key.
  const billingParts = [e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID];
  if (billingParts.some(Boolean) && !billingParts.every(Boolean))
    throw new ConfigError(
      'Bad configuration: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID go together (set all three, or none to run without billing)',
    );
  const stripeUses = billingParts.every(Boolean) || Boolean(e.STRIPE_CONNECT_WEBHOOK_SECRET);
  if (e.STRIPE_SECRET_KEY && !stripeUses)
    throw new ConfigError(
      'Bad configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID (billing) and/or STRIPE_CONNECT_WEBHOOK_SECRET (deposits)',
    );
  if (!e.STRIPE_SECRET_KEY && stripeUses)
    throw new ConfigError(
      billingParts.every(Boolean)
        ? 'Bad configuration: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID go together (set all three, or none to run without billing)'
        : 'Bad configuration: STRIPE_CONNECT_WEBHOOK_SECRET needs STRIPE_SECRET_KEY (deposits take payments with that key)',
    );
  const twilioSettings = [
    e.TWILIO_ACCOUNT_SID,
    e.TWILIO_AUTH_TOKEN,
    e.TWILIO_FROM ?? e.TWILIO_MESSAGING_SERVICE_SID,
  ];
  if (twilioSettings.some(Boolean) && !twilioSettings.every(Boolean))
    throw new ConfigError(
      'Bad configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) go together (set all, or none to log texts instead of sending them)',
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    /** DATABASE_DIRECT_URL, or DATABASE_URL when unset. */
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    databasePoolMode: e.DATABASE_POOL_MODE,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    /** How e-mail leaves: SMTP, the dev mailbox, or a log line without links. */
    mailTransport,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    defaultTimezone: e.DEFAULT_TIMEZONE,
    productName: e.PRODUCT_NAME,
    rateLimit: e.RATE_LIMIT === 'on',
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist),
    trustProxy: e.TRUST_PROXY,
    logFormat:
      e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? ('pretty' as const) : ('json' as const)),
    metricsToken: e.METRICS_TOKEN,
    compression: e.COMPRESSION === 'on',
    /** After SIGTERM: how long readiness fails while requests are still served. */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** After the drain: how long requests in flight may take before the process exits anyway. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** Stripe billing, or null: the plan card then says payments are not set up here. */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    /** Deposits through Stripe Connect, or null: not configured (decision 056). */
    deposits:
      e.STRIPE_SECRET_KEY && e.STRIPE_CONNECT_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    /** Texts through Twilio, or null: the `log` transport (docs/decisions/054-texts.md). */
    twilio:
      e.TWILIO_ACCOUNT_SID &&
      e.TWILIO_AUTH_TOKEN &&
      (e.TWILIO_FROM || e.TWILIO_MESSAGING_SERVICE_SID)
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
            apiUrl: e.TWILIO_API_URL,
          }
        : null,
    /** Lower-cased e-mail addresses of the operators. */
    // Outside production the demo operator (modules/seed/demo-data.ts) unless told otherwise.
    operatorEmails: (e.OPERATOR_EMAILS ?? (production ? '' : DEMO_OPERATOR_EMAIL))
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    /** Demo data and the dev mailbox exist outside production only. */
    devFeatures: !production,
  };
}
