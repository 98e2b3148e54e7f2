import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};

/** Where a frame lives: a package, our own code, or V8/Node internals. */
function owner(url: string): string {
  if (!url) return '(native/gc)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  const m = url.match(/\/(apps\/server|packages\/domain)\/src\/(.*)$/);
  return m ? `${m[1]}/${m[2]}` : path.basename(url);
}

/** Self time by package and by function from the newest .cpuprofile in `dir` (node --cpu-prof). */
export function summarizeProfile(dir: string, top = 20, skipMs = 0): string {
  // One profile per thread (tsx's loader runs in a worker): the main thread's is the largest.
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }))
    .sort((a, b) => b.size - a.size);
  const file = files[0]?.f;
  if (!file) return `no .cpuprofile in ${dir}`;
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  // Count samples, skipping the first `skipMs` (start-up: module loading and compilation).
  const hitsById = new Map<number, number>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t / 1000 >= skipMs) hitsById.set(id, (hitsById.get(id) ?? 0) + 1);
  });
  const total = [...hitsById.values()].reduce((a, b) => a + b, 0) || 1;
  const byOwner = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const hits = hitsById.get(n.id) ?? 0;
    if (!hits) continue;
    const o = owner(n.callFrame.url);
    byOwner.set(o, (byOwner.get(o) ?? 0) + hits);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${o}:${n.callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + hits);
  }
  const fmt = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  // Summarised once: the next server's profile must not be confused with this one.
  for (const { f } of files.slice(1)) rmSync(path.join(dir, f));
  return `profile ${path.join(dir, file)} (${total} samples)\nself time by owner:\n${fmt(byOwner)}\nself time by function:\n${fmt(byFn)}`;
}
