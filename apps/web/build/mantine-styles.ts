import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';

// Mantine's stylesheet, cut to the components the app renders (docs/performance.md).
//
// Mantine also ships a stylesheet per component (@mantine/core/styles/*.css), but those are not
// the same rules as styles.css: sizes in px where styles.css has rem times --mantine-scale (they
// would stop following the browser's font size), and the order differs. So the app keeps
// importing `@mantine/core/styles.css`, and this plugin loads it without the rules of the
// components listed nowhere: the rules kept are styles.css's own, in its own order. The global
// rules (reset, CSS variables, static classes) carry no component class and always stay.
//
// Which component a class belongs to comes from the per-component files (each defines its
// component's classes). The build fails when a script of the build names a Mantine class whose
// rules were left out, with the components to add to the list.

const mantineClass = /\bm_[0-9a-f]{8}\b/g;

function classOwners(stylesDir: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(stylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const component = file.slice(0, -'.css'.length);
    for (const [name] of readFileSync(path.join(stylesDir, file), 'utf8').matchAll(mantineClass))
      if (!owners.has(name)) owners.set(name, component);
  }
  return owners;
}

/** styles.css without the selectors of components not in `keep`; empty rules and at-rules go. */
export function cutStyles(css: string, owners: Map<string, string>, keep: Set<string>): string {
  const root: Root = postcss.parse(css);
  const wanted = (selector: string) =>
    [...selector.matchAll(mantineClass)].every(([name]) => {
      const owner = owners.get(name);
      return owner === undefined || keep.has(owner);
    });
  root.walkRules((rule) => {
    // Keyframe steps ('from', '50%') are not selectors of a component.
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as { name: string }).name)
    )
      return;
    const selectors = rule.selectors.filter(wanted);
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  // Media and supports blocks left empty, repeatedly (they may nest).
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

export function mantineStyles(components: readonly string[]): Plugin {
  const require = createRequire(import.meta.url);
  const stylesFile = require.resolve('@mantine/core/styles.css');
  const owners = classOwners(path.join(path.dirname(stylesFile), 'styles'));
  const keep = new Set(components);
  for (const c of keep)
    if (![...owners.values()].includes(c))
      throw new Error(`mantineStyles: no component ${c} in @mantine/core/styles`);
  return {
    name: 'timeapp-mantine-styles',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== stylesFile) return null;
      return cutStyles(readFileSync(stylesFile, 'utf8'), owners, keep);
    },
    generateBundle(_options, bundle) {
      const missing = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const [name] of file.code.matchAll(mantineClass)) {
          const owner = owners.get(name);
          if (owner !== undefined && !keep.has(owner)) missing.add(owner);
        }
      }
      if (missing.size)
        this.error(
          `Mantine components rendered without their styles: ${[...missing].sort().join(', ')}. ` +
            'Add them to mantineComponents in apps/web/vite.config.ts.',
        );
    },
  };
}
