// Types for scripts/postgres.mjs, which the drills and scripts/cluster.mjs import.
import type { ChildProcess, SpawnSyncReturns } from 'node:child_process';

export type PostgresInstance = { dir: string; port: number; url: string };

export function postgresTools(): { bin: string } | null;
export function ownedDir(dir: string): string;
export function asPostgres(
  command: string,
  args: string[],
  options?: { allowFail?: boolean; env?: Record<string, string> },
): SpawnSyncReturns<string>;
export function initPostgres(options: {
  dir: string;
  port: number;
  settings?: Record<string, string | number>;
}): PostgresInstance;
export function startPostgres(dir: string): void;
export function stopPostgres(dir: string, mode?: 'fast' | 'immediate'): void;
export function postmasterPid(dir: string): number | null;
export function killPostgres(dir: string): number[];
export function postgresGone(pids: number[], timeoutMs?: number): Promise<void>;
export function makeStandby(options: {
  primaryUrl: string;
  dir: string;
  port: number;
  name?: string;
}): PostgresInstance & { name: string };
export function promoteStandby(dir: string, url: string): Promise<void>;
export function pgbackrestTool(): string | null;
export type Pgbackrest = {
  config: string;
  archiveCommand: string;
  run(...args: string[]): SpawnSyncReturns<string>;
  restore(...options: string[]): SpawnSyncReturns<string>;
};
export function pgbackrestFor(options: {
  dir: string;
  pgData: string;
  pgPort: number;
}): Promise<Pgbackrest>;
export function archivingPostgres(options: {
  work: string;
  settings?: Record<string, string | number>;
}): Promise<PostgresInstance & { backrest: Pgbackrest }>;
export function recovered(url: string, timeoutMs?: number): Promise<void>;
export function streamWal(options: { dir: string; port: number }): Promise<ChildProcess>;
export function psql(url: string, ...statements: string[]): string;
