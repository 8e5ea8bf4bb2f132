/** A worker process of its own (production with WORKER_IN_PROCESS=false on the API processes): `npm run worker`. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The same app (so every module registers its job handlers), never listening: only the queue runs.
  const app = await buildApp(config, { database, startWorker: true });
  await app.ready();
  app.log.info('worker en marcha');
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
