import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { startBackgroundJobs } from './jobs.ts';

async function main() {
  // Optional .env beside where the server starts (Node's own loader, no dependency).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const ctx = createContext(config);
  await ctx.database.migrate();
  const app = await buildApp(ctx);
  const stopJobs = await startBackgroundJobs(ctx);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`listening on http://${config.host}:${config.port}`);

  const shutdown = async () => {
    stopJobs();
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Bad configuration stops the server with one clear line, not a stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
