import type { Config } from '../config.ts';
import { createStorage, type StorageConfig } from '../storage/create.ts';
import type { Database } from './client.ts';
import { countDemoAccounts, DEMO_EMAIL_DOMAIN, seedDemo } from './seed/demo.ts';
import { seedPlantillas } from './seed/plantillas.ts';
import { seedReference } from './seed/reference.ts';

/** The demo needs the uploads folder for its premium files. */
export type PrepareOptions = ({ seedDemo: false } | (Pick<Config, 'seedDemo'> & StorageConfig)) & Partial<Pick<Config, 'isProduction'>>;

/**
 * Brings a database up to date: migrations, reference data and (when asked) the demo data, which seeds only an
 * empty database. In production a database with demo accounts is refused. The server's start adds the first
 * administrator (startup.ts).
 */
export async function prepareDatabase(database: Database, opts: PrepareOptions): Promise<{ demoSeeded: boolean }> {
  await database.migrate();
  // The demo accounts' password is public (the README prints it): such a database is never served in production.
  if (opts.isProduction) {
    const demo = await countDemoAccounts(database.db);
    if (demo > 0)
      throw new Error(
        `La base de datos tiene ${demo} cuenta(s) de demostración (${DEMO_EMAIL_DOMAIN}), cuya contraseña es pública: ` +
          'no se puede usar en producción. Use una base de datos nueva.',
      );
  }
  await seedReference(database.db);
  await seedPlantillas(database.db);
  const demoSeeded = opts.seedDemo ? await seedDemo(database.db, createStorage(opts)) : false;
  return { demoSeeded };
}
