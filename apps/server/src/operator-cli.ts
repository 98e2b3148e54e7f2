// `npm run operator -- add EMAIL`: makes the operator account of an address in OPERATOR_EMAILS
// and e-mails it a link to choose its password (modules/operator/command.ts). It opens the
// server's database with the server's configuration (.env included); the embedded database
// has one process at a time, so stop the server first, unless DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { flushOutbox } from './modules/mail/worker.ts';
import { CommandError, operatorCommand } from './modules/operator/command.ts';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const ctx = createContext(config);
  try {
    await ctx.database.migrate();
    const line = await operatorCommand(ctx, process.argv.slice(2));
    // Sent now if it can be; otherwise the server's mail worker retries it from the outbox.
    await flushOutbox(ctx).catch(() => 0);
    process.stdout.write(`${line}\n`);
    if (config.mailTransport === 'mailbox')
      process.stdout.write(
        `Outside production the e-mail is in the dev mailbox: ${config.publicUrl}/dev/mailbox\n`,
      );
  } finally {
    await ctx.database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof CommandError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  )
    console.error(error.message);
  else console.error(`operator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
