/** The process entry point: open and prepare the database, build the app, listen, close gracefully. */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { assertNoOtherServer, serveBackupSocket } from './backup/pglite.ts';
import { isLoopbackHost, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { shutDown } from './lifecycle.ts';
import { demoAccountLines } from './start-banner.ts';
import { prepareForStart } from './startup.ts';

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    await assertNoOtherServer(config.DATA_DIR);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The embedded database is backed up through the running server (backup/pglite.ts); it also refuses a second
  // server on the same DATA_DIR.
  const backupSocket = database.pglite
    ? await serveBackupSocket(database.pglite, {
        dataDir: config.DATA_DIR,
        uploadsDir: config.uploadsDir,
        warn: (msg) => console.warn(msg),
      })
    : null;
  await prepareForStart(database, config);
  const app = await buildApp(config, { database, startWorker: config.WORKER_IN_PROCESS === 'true' });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'cerrando');
    await backupSocket?.close();
    const outcome = await shutDown(app, database, { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = config.publicUrl;
  const engine = database.kind === 'pglite' ? `PGlite embebido en ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [`PractiPerú listo en ${url}  ·  base de datos: ${engine}`, listeningLine(config.HOST, config.PORT, config.seedDemo)];
  // Full addresses to the terminal of whoever ran it; a file or journald gets them as the log does (start-banner.ts).
  if (config.seedDemo) lines.push(...demoAccountLines(url));
  console.log(`\n${lines.join('\n')}\n`);
}

/** Says where the server listens: loopback only (the default), or reachable from other machines (a choice). */
function listeningLine(host: string, port: number, demo: boolean): string {
  if (isLoopbackHost(host))
    return `Escucha solo en ${host}:${port} (este equipo). Para abrirlo a otras máquinas: HOST=0.0.0.0 y NODE_ENV=production.`;
  const line = `Escucha en ${host}:${port}: accesible desde otras máquinas de la red.`;
  return demo ? `${line} ATENCIÓN: con las cuentas de demostración y su contraseña pública (ALLOW_DEMO_ON_NETWORK=true).` : line;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
