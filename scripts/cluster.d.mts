// Types for scripts/cluster.mjs, which tests and the benchmark import.

export type ClusterMember = {
  index: number;
  /** The process's own port on 127.0.0.1 (HAProxy sends to it). */
  port: number;
  /** Launches the process and resolves once its readiness check answers 200. */
  start(): Promise<void>;
  /** Sends `signal` (SIGTERM: the process drains first) and resolves when it has exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: string | null } | null>;
  log(): string;
  /** The running process's id; null while it is stopped. */
  pid(): number | null;
};

export type Cluster = {
  /** HAProxy's address. */
  url: string;
  runDir: string;
  api: ClusterMember[];
  /** DATABASE_URL as the processes see it: through PgBouncer. */
  pooledUrl: string;
  jwtSecret: string;
  proxyPid: number;
  poolerPid: number;
  /** The streaming standby (the `standby` option), or null. */
  standby: { dir: string; port: number; url: string; name: string } | null;
  /** Promotes the standby and points PgBouncer at it (the primary is gone). */
  promote(): Promise<void>;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

export function clusterTools(): { haproxy: string; pgbouncer: string } | null;

export function startCluster(options: {
  databaseUrl: string;
  processes?: number;
  port?: number;
  env?: Record<string, string>;
  poolSize?: number;
  fromSource?: boolean;
  /** A streaming standby of DATABASE_URL's (local) server; synchronous if asked. */
  standby?: { synchronous?: boolean };
}): Promise<Cluster>;
