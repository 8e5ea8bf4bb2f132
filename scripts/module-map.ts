/**
 * Prints the map of the API's modules (docs/architecture.md): for each module under apps/api/src/modules, which
 * other modules its production code imports, and through which of their files; then the module cycles, which must be
 * none (decision 045; test/boundaries.test.ts checks it). Run: `npm run module-map`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = path.resolve(import.meta.dirname, '../apps/api/src/modules');
const IMPORT = /from '(\.[^']+)'/g;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Module → the other modules it imports → through which of their files. */
export function moduleUses(): Map<string, Map<string, Set<string>>> {
  const modules = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const map = new Map<string, Map<string, Set<string>>>();
  for (const name of modules) {
    const uses = new Map<string, Set<string>>();
    for (const file of filesOf(path.join(MODULES, name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), specifier ?? ''));
        const [other] = target.split(path.sep);
        if (!other || other === name || !modules.includes(other)) continue;
        uses.set(other, (uses.get(other) ?? new Set()).add(path.basename(target)));
      }
    }
    map.set(name, uses);
  }
  return map;
}

/** The groups of modules that reach one another (strongly connected components of two or more), each sorted. */
export function moduleCycles(map: Map<string, Map<string, Set<string>>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of map.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w) group.push(w);
    } while (w && w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of map.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const map = moduleUses();
  console.log('| module | uses (through) |');
  console.log('| --- | --- |');
  for (const [name, uses] of map) {
    const cell = [...uses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([other, files]) => `${other} (${[...files].sort().join(', ')})`)
      .join('; ');
    console.log(`| ${name} | ${cell || '—'} |`);
  }
  const cycles = moduleCycles(map);
  console.log(cycles.length ? `\nModule cycles: ${cycles.map((c) => c.join(' ↔ ')).join('; ')}` : '\nNo module cycles.');
  if (cycles.length) process.exitCode = 1;
}
