/**
 * What every start of the server does before it serves: the database brought up to date (db/prepare.ts), then the
 * first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when both are set (docs/decisions/012-back-office.md). Here,
 * beside app.ts, because it joins the database layer and a business module.
 */
import { demoOnNetworkMessage, isLoopbackHost, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { prepareDatabase, type PrepareOptions } from './db/prepare.ts';
import { countDemoAccounts } from './db/seed/demo.ts';
import { ensureAdmin, type PrimerAdminResultado } from './modules/admin/primer-admin.ts';

export type StartOptions = PrepareOptions & Partial<Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'HOST' | 'ALLOW_DEMO_ON_NETWORK'>>;

export async function prepareForStart(
  database: Database,
  opts: StartOptions,
): Promise<{ demoSeeded: boolean; admin: PrimerAdminResultado | null }> {
  const { demoSeeded } = await prepareDatabase(database, opts);
  // The configuration already refuses seeding the demo for the network; a database seeded by an earlier start (or
  // copied) holds the same public accounts with SEED_DEMO=false.
  if (opts.HOST && !isLoopbackHost(opts.HOST) && !opts.ALLOW_DEMO_ON_NETWORK) {
    const demo = await countDemoAccounts(database.db);
    if (demo > 0) throw new Error(demoOnNetworkMessage(opts.HOST, `la base de datos tiene ${demo} cuenta(s) de demostración`));
  }
  const admin =
    opts.ADMIN_EMAIL && opts.ADMIN_PASSWORD
      ? await ensureAdmin(database.db, { correo: opts.ADMIN_EMAIL, clave: opts.ADMIN_PASSWORD })
      : null;
  return { demoSeeded, admin };
}
