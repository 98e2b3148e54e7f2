import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .ts file under `root` (tests excluded), and the files of `root` each one imports. */
export function importGraph(rootDir: string): Map<string, string[]> {
  const root = path.resolve(rootDir);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
    }
  };
  walk(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.resolve(path.dirname(file), spec))
      .filter((target) => known.has(target));
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one node (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

/**
 * The graph one level up: a file's folder, as `modules/<name>`, `db`, `lib`, `plugins`, or the
 * file's own name for files at the root (config.ts, context.ts, ...).
 */
export function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folder = (file: string) => {
    const parts = file.split(path.sep);
    return parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0]! : file;
  };
  const out = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folder(file);
    const set = out.get(from) ?? new Set<string>();
    for (const t of targets) if (folder(t) !== from) set.add(folder(t));
    out.set(from, set);
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}
