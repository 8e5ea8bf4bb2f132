/**
 * `npm run restore -- <respaldo> [--reemplazar]`: restores a backup (its name in BACKUP_DIR, a folder, or
 * `s3://bucket/prefijo/nombre`) into the configured database and storage, which must be empty unless
 * `--reemplazar`, and checks every table's rows and every file's hash against its manifest (docs/operations.md).
 */
import { parseArgs } from 'node:util';
import { listBackups, restoreBackup } from '../src/backup/backup.ts';
import { loadConfig } from '../src/config.ts';

async function main() {
  const { values, positionals } = parseArgs({
    options: { reemplazar: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const ref = positionals[0];
  if (!ref || positionals.length > 1) {
    const { complete } = await listBackups(config).catch(() => ({ complete: [] as string[] }));
    console.error(
      'Uso: npm run restore -- <respaldo> [--reemplazar]\n' +
        (complete.length > 0
          ? `Respaldos en ${config.BACKUP_DIR}:\n  ${complete.join('\n  ')}`
          : `No hay respaldos en ${config.BACKUP_DIR}.`),
    );
    process.exit(2);
  }
  const r = await restoreBackup(config, ref, { replace: values.reemplazar, log: (line) => console.log(line) });
  const rows = Object.values(r.tablas).reduce((a, b) => a + b, 0);
  console.log(
    `Restaurado el respaldo del ${r.manifest.creado_en}: ${Object.keys(r.tablas).length} tablas (${rows} filas) y ` +
      `${r.archivos} archivos coinciden con el manifiesto (${r.segundos} s).`,
  );
}

main().catch((err: unknown) => {
  console.error(`No se pudo restaurar: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
