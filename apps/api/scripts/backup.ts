/**
 * `npm run backup [-- --forzar]`: a dated backup of the database and the stored files in BACKUP_DIR, keeping the
 * newest BACKUP_KEEP (docs/operations.md). With PGlite the running server takes the snapshot; stopped, the files are
 * copied; `--forzar` copies them even when PGlite's pid file says the server did not close cleanly.
 */
import { parseArgs } from 'node:util';
import { createBackup } from '../src/backup/backup.ts';
import { loadConfig } from '../src/config.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({ options: { forzar: { type: 'boolean', default: false } } });
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const r = await createBackup(config, { log, force: values.forzar });
  const m = r.manifest;
  const rows = Object.values(m.tablas).reduce((a, b) => a + b, 0);
  console.log(
    [
      `Respaldo ${r.name} listo en ${r.where}`,
      `  base de datos: ${m.base.archivo}, ${mb(m.base.bytes)} (${Object.keys(m.tablas).length} tablas, ${rows} filas, migración ${m.migracion.etiqueta ?? m.migracion.aplicadas})`,
      `  archivos: ${m.archivos.total} (${mb(m.archivos.bytes)} originales)`,
      `  total escrito: ${mb(r.bytes)} en ${m.segundos} s`,
      r.removed.length > 0
        ? `  retirados (se guardan ${config.BACKUP_KEEP}): ${r.removed.join(', ')}`
        : `  se guardan los ${config.BACKUP_KEEP} más recientes`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(`No se pudo respaldar: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
