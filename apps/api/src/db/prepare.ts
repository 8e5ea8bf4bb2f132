import type { Database } from './client.ts';
import { seedDemo } from './seed/demo.ts';
import { seedPlantillas } from './seed/plantillas.ts';
import { seedReference } from './seed/reference.ts';

/** Brings a database up to date: migrations, reference data, and (when asked) the demo data. */
export async function prepareDatabase(database: Database, opts: { seedDemo: boolean }): Promise<{ demoSeeded: boolean }> {
  await database.migrate();
  await seedReference(database.db);
  await seedPlantillas(database.db);
  const demoSeeded = opts.seedDemo ? await seedDemo(database.db) : false;
  return { demoSeeded };
}
