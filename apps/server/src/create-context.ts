import path from 'node:path';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import type { AppContext } from './lib/context.ts';
import { createTokens } from './lib/tokens.ts';
import { createLifecycle } from './lifecycle.ts';
import { publishAfterCommit } from './modules/events/publisher.ts';

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
