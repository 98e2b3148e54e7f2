import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { TokenService } from './tokens.ts';

/** Everything a service may use; built once at start and passed down, never imported globally. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The only clock the server reads, so tests can move time. */
  now: () => Date;
  uploadsDir: string;
  lifecycle: Lifecycle;
  log?: FastifyBaseLogger;
};
