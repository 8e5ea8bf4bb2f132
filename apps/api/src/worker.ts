/** A worker process of its own (production with WORKER_IN_PROCESS=false on the API processes): `npm run worker`. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { shutDown } from './lifecycle.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The same app (so every module registers its job handlers), never listening: only the queue runs.
  const app = await buildApp(config, { database, startWorker: true });
  await app.ready();
  app.log.info('worker en marcha');
  const stop = async () => {
    // The queue finishes its batch before the app closes (plugins/services.ts); then the database.
    const outcome = await shutDown(app, database, { delayMs: 0, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
