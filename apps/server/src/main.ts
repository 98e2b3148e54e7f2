import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startBackgroundJobs } from './jobs.ts';
import { listeningMessage } from './origin.ts';
import { installGracefulShutdown } from './shutdown.ts';

async function main() {
  // Optional .env beside where the server starts (Node's own loader, no dependency).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const ctx = createContext(config);
  // The routes are built while the database opens and migrates (the embedded database's
  // WebAssembly compiles off the main thread meanwhile); only LISTEN waits for the migrations.
  const migrated = ctx.database.migrate();
  migrated.catch(() => {}); // reported through buildApp, which awaits it
  const app = await buildApp(ctx, {}, { databaseReady: migrated });
  const stopJobs = await startBackgroundJobs(ctx);
  installGracefulShutdown({ app, ctx, stopJobs });
  // Fastify's own line would name the bind address, not the one to open.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: () => listeningMessage(config),
  });
  if (config.devFeatures && config.mailTransport === 'mailbox')
    app.log.info(`dev mailbox: ${config.publicUrl}/dev/mailbox`);
}

main().catch((error: unknown) => {
  // Bad configuration stops the server with one clear line, not a stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError)
    console.error(error.message);
  else console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
