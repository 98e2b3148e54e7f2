import autocannon from 'autocannon';

export type Req = {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than the expected statuses, plus socket errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** Bytes received over the measured seconds, headers included. */
  bytes: number;
};

/**
 * One request of a mixed sequence (the soak): `next` builds it from this step's own counter and
 * the connection's context, or answers null to start the connection's sequence again (a cancel
 * whose booking failed); `onResponse` keeps what a later step needs (the booked id).
 */
export type Step = {
  next: (i: number, context: Record<string, unknown>) => Req | null;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

/**
 * Drives one URL with autocannon (in this process; the server under test is another process).
 * `next` builds each request, so every request can hit a different id, slot or token; `steps`
 * instead has each connection go round a sequence of different requests.
 * `stopAfter` ends the run after that many requests even if time is left.
 */
export async function load(
  opts: {
    url: string;
    connections: number;
    seconds: number;
    expect: number[];
    stopAfter?: number;
    /** Requests per second across all connections (open-loop pacing); unset: as fast as answered. */
    overallRate?: number;
  } & ({ next: (i: number) => Req; steps?: never } | { steps: Step[]; next?: never }),
): Promise<LoadResult> {
  let i = 0;
  let instance: autocannon.Instance | undefined;
  const steps: Step[] = opts.steps ?? [{ next: opts.next! }];
  const counters = steps.map(() => 0);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.seconds,
        timeout: 10,
        ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
        requests: steps.map((step, k) => ({
          method: 'GET' as const,
          path: '/',
          setupRequest: (req: autocannon.Request, context: object) => {
            const n = i++;
            if (opts.stopAfter !== undefined && n + 1 === opts.stopAfter)
              setImmediate(() => instance?.stop());
            const r = step.next(counters[k]!++, context as Record<string, unknown>);
            // null: autocannon starts this connection's sequence again from the first step.
            if (!r) return null as unknown as autocannon.Request;
            return {
              ...req,
              method: r.method ?? 'GET',
              path: r.path,
              headers: {
                ...(r.body ? { 'content-type': 'application/json' } : {}),
                ...r.headers,
              },
              body: r.body,
            };
          },
          ...(step.onResponse
            ? {
                onResponse: (status: number, body: string, context: object) =>
                  step.onResponse!(status, body, context as Record<string, unknown>),
              }
            : {}),
        })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  const statuses: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = s.count ?? 0;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !opts.expect.includes(Number(code)))
    .reduce((a, [, n]) => a + n, 0);
  const seconds = result.duration || opts.seconds;
  return {
    requests: answered,
    seconds,
    rps: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: unexpected + result.errors,
    statuses,
    bytes: result.throughput?.total ?? 0,
  };
}
