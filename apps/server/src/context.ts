import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type Database, type Db } from './db/client.ts';
import { createTokens, type TokenService } from './lib/tokens.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { publishAfterCommit } from './modules/events/publisher.ts';

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

export function createContext(config: Config, database?: Database): AppContext {
  const db =
    database ??
    (config.databaseUrl
      ? openPostgres(
          config.databaseUrl,
          config.dbPoolSize,
          config.databaseDirectUrl,
          config.databasePoolMode,
        )
      : openPglite(config.dataDir));
  const ctx: AppContext = {
    config,
    database: db,
    db: db.db,
    tokens: createTokens(config.jwtSecret),
    now: () => new Date(),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    lifecycle: createLifecycle(),
  };
  // Live events written in a transaction are published once it commits.
  publishAfterCommit(ctx.db, () => ctx.log);
  return ctx;
}
