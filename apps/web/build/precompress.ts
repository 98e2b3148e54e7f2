import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip level 9) beside every text
 * file of the build, once, at build time; the server picks one by the browser's
 * Accept-Encoding (docs/operations.md). Files under `minBytes`, or that would not shrink by a
 * tenth, are left alone: a compressed copy would cost more than it saves.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = '';
  return {
    name: 'timeapp-precompress',
    apply: 'build',
    writeBundle(options) {
      outDir = options.dir ?? outDir;
    },
    async closeBundle() {
      if (!outDir) return;
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        work.push(
          (async () => {
            if ((await stat(file)).size < minBytes) return;
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length * 0.9) await writeFile(`${file}.br`, br);
            if (gzipped.length < source.length * 0.9) await writeFile(`${file}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(work);
    },
  };
}
