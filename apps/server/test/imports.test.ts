// The server's import rules (bulletproof-react's zones, on resolved paths): no file imports
// itself through others; db/ and lib/ import no module; modules depend on each other one way
// (no loop between folders, however long). A new import that breaks one fails here, naming the
// files or folders in the loop.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph } from './support/import-graph.ts';

const graph = importGraph(path.resolve(import.meta.dirname, '../src'));
const folders = folderGraph(graph);

describe('the server imports in one direction', () => {
  it('has no cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps db/ and lib/ free of modules', () => {
    for (const layer of ['db', 'lib'])
      expect((folders.get(layer) ?? []).filter((f) => f.startsWith('modules/'))).toEqual([]);
  });

  it('has no loop between folders', () => {
    expect(cycles(folders)).toEqual([]);
  });
});
