/**
 * Prints the map of the API's modules (docs/architecture.md): for each module under apps/api/src/modules, which
 * other modules its production code imports, and through which of their files. Run: `npm run module-map`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.resolve(import.meta.dirname, '../apps/api/src/modules');
const IMPORT = /from '(\.[^']+)'/g;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

console.log('| module | uses (through) |');
console.log('| --- | --- |');
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
  const cell = [...uses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([other, files]) => `${other} (${[...files].sort().join(', ')})`)
    .join('; ');
  console.log(`| ${name} | ${cell || '—'} |`);
}
