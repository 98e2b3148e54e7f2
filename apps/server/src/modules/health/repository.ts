import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../paths.ts';

/** The newest migration this build ships (drizzle's journal), as the migrator records it. */
export function newestShippedMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The newest migration applied to the database (0 when none; the migrator's own table). */
export async function newestAppliedMigration(db: Db): Promise<number> {
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as { rows: Array<{ newest: string | null }> };
  return Number(result.rows[0]?.newest ?? 0);
}
