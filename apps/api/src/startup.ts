/**
 * What every start of the server does before it serves: the database brought up to date (db/prepare.ts), then the
 * first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when both are set (docs/decisions/012-back-office.md). Here,
 * beside app.ts, because it joins the database layer and a business module.
 */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { prepareDatabase, type PrepareOptions } from './db/prepare.ts';
import { ensureAdmin, type PrimerAdminResultado } from './modules/admin/primer-admin.ts';

export type StartOptions = PrepareOptions & Partial<Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>>;

export async function prepareForStart(
  database: Database,
  opts: StartOptions,
): Promise<{ demoSeeded: boolean; admin: PrimerAdminResultado | null }> {
  const { demoSeeded } = await prepareDatabase(database, opts);
  const admin =
    opts.ADMIN_EMAIL && opts.ADMIN_PASSWORD
      ? await ensureAdmin(database.db, { correo: opts.ADMIN_EMAIL, clave: opts.ADMIN_PASSWORD })
      : null;
  return { demoSeeded, admin };
}
