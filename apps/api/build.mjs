// The API's production build (decision 027): one ES module per entry point in apps/api/dist, run with plain `node`.
// The workspace's own TypeScript (the API and packages/shared) is bundled; every npm package stays an import that
// Node resolves from node_modules at run time, and must be a production dependency of the API (checked here, so the
// build fails rather than a server that cannot start after `npm ci --omit=dev`).
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dependencies = new Set(Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies));
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** The package an import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const outdir = path.join(root, 'dist');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'admin-create': 'scripts/admin-create.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
  },
  absWorkingDir: root,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports other than the workspace's own packages are left to Node.
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@practiperu/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external || builtins.has(specifier)) continue;
    if (!dependencies.has(packageOf(specifier))) missing.add(packageOf(specifier));
  }
}
if (missing.size > 0) {
  console.error(`La API importa paquetes que no están en las dependencias de apps/api/package.json: ${[...missing].join(', ')}`);
  process.exit(1);
}
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, o]) => `${path.basename(file)} ${(o.bytes / 1024).toFixed(0)} KB`);
console.log(`API compilada en apps/api/dist: ${sizes.join(', ')}`);
