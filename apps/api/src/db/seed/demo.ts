/**
 * Demo accounts and data for a fresh clone: only into an empty database, never in production. This file holds the
 * accounts and the order of the seeding; each part lives in a file of its own: the demo applicant's CV (demo-cv.ts),
 * the demo company and its offers (demo-empresa.ts), other applicants and their applications (demo-postulaciones.ts),
 * the reviews (demo-revision.ts), premium content and memberships (demo-premium.ts), rights requests
 * (demo-derechos.ts), the company's team (demo-equipo.ts), the marketplace (demo-mercado.ts) and the figures of it
 * all (demo-metricas.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveDemoPremiumFiles, seedDemoMembresias, seedDemoPremium } from './demo-premium.ts';
import { seedDemoCv } from './demo-cv.ts';
import { seedDemoDerechos } from './demo-derechos.ts';
import { seedDemoEmpresa } from './demo-empresa.ts';
import { seedDemoEquipo } from './demo-equipo.ts';
import { seedDemoMetricas } from './demo-metricas.ts';
import { saveMercadoLogos, seedDemoMercado } from './demo-mercado.ts';
import { seedDemoPostulaciones } from './demo-postulaciones.ts';
import { seedDemoRevision } from './demo-revision.ts';
import { alerta, organizacion, postulante, usuario } from '../schema/index.ts';

export const DEMO_PASSWORD = 'Demo12345';

/** Every demo account lives in this domain and shares DEMO_PASSWORD, which the README prints. */
export const DEMO_EMAIL_DOMAIN = '@demo.pe';

/** How many demo accounts a database holds: a production server refuses to start with any (docs/security.md). */
export async function countDemoAccounts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(usuario)
    .where(sql`lower(${usuario.correo}) like ${`%${DEMO_EMAIL_DOMAIN}`}`);
  return row?.n ?? 0;
}

export const DEMO_ACCOUNTS = [
  {
    correo: 'postulante@demo.pe',
    rol: 0,
    nombres: 'Lucía',
    apellidos: 'Quispe Mamani',
    area: 'Postulante',
    login: '/postulantes/inicio-sesion',
  },
  { correo: 'empresa@demo.pe', rol: 1, nombres: 'Jorge', apellidos: 'Rojas Vargas', area: 'Empresa', login: '/empresas/inicio-sesion' },
  { correo: 'admin@demo.pe', rol: 2, nombres: 'Ana', apellidos: 'Torres Salazar', area: 'Administración', login: '/admin/inicio-sesion' },
] as const;

export interface SeedDemoOptions {
  /**
   * The demo marketplace (demo-mercado.ts: ~50 companies, ~250 offers, 320 applicants) besides the curated accounts.
   * On by default, so `npm start` always gets it; tests about the curated accounts alone turn it off to stay fast.
   */
  mercado?: boolean;
}

/**
 * Returns true when it seeded, false when the database already had accounts. The premium content's files and the
 * marketplace companies' logos go to `storage` (the app's uploads), like back-office and company uploads.
 */
export async function seedDemo(db: Db, storage: Storage, now: Date = new Date(), opts: SeedDemoOptions = {}): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(usuario);
  if (count > 0) return false;
  const clave_hash = await hashPassword(DEMO_PASSWORD);
  // The premium files and the marketplace's logos are made at the same time (the logos render off the event loop).
  const mercado = opts.mercado ?? true;
  const [premium, marcas] = await Promise.allSettled([saveDemoPremiumFiles(storage, now), mercado ? saveMercadoLogos(storage) : []]);
  const archivos = premium.status === 'fulfilled' ? premium.value : [];
  const logos = marcas.status === 'fulfilled' ? marcas.value : [];
  try {
    if (premium.status === 'rejected') throw premium.reason;
    if (marcas.status === 'rejected') throw marcas.reason;
    await seedDemoData(db, clave_hash, archivos, now, mercado ? logos : null);
  } catch (err) {
    for (const name of [...archivos, ...logos]) await storage.remove(name);
    throw err;
  }
  return true;
}

async function seedDemoData(db: Db, clave_hash: string, archivos: string[], now: Date, logosMercado: string[] | null): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(usuario)
        .values({
          correo: account.correo,
          clave_hash,
          rol: account.rol,
          nombres: account.nombres,
          apellidos: account.apellidos,
          confirmado_en: now,
          autorizacion_marketing: 1,
        })
        .returning({ id: usuario.id });
      if (!user) throw new Error('demo: no se pudo crear el usuario');
      if (account.rol === 0) {
        const [row] = await tx.insert(postulante).values({ usuario_id: user.id }).returning({ id: postulante.id });
        if (!row) throw new Error('demo: no se pudo crear el postulante');
        await seedDemoCv(tx, row.id, now);
      }
      if (account.rol === 1) {
        const [org] = await tx
          .insert(organizacion)
          .values({
            usuario_id: user.id,
            ruc: '20100047218',
            nombre_completo: 'Andina Logística e Innovación S.A.C.',
            nombre: 'Andina Logística',
            // Premium: a new user sees the applicant assistant on the featured offer's applicants.
            is_premium: true,
          })
          .returning({ id: organizacion.id });
        if (!org) throw new Error('demo: no se pudo crear la empresa');
        await seedDemoEmpresa(tx, { organizacionId: org.id, usuarioId: user.id }, now);
      }
    }
    await seedDemoPostulaciones(tx, clave_hash, now);
    await seedDemoRevision(tx, clave_hash, now);
    await seedDemoPremium(tx, now, archivos);
    await seedDemoMembresias(tx, now);
    await seedDemoDerechos(tx, now);
    await seedDemoEquipo(tx, clave_hash, now);
    if (logosMercado) await seedDemoMercado(tx, { clave_hash, now, logos: logosMercado });
    // Last: the figures of everything above.
    await seedDemoMetricas(tx, now);
    await tx
      .insert(alerta)
      .values({
        tipo: 'general',
        content: 'Bienvenido a PractiPerú: esta es una instalación de demostración con datos de ejemplo.',
        expire_in: new Date(now.getTime() + 365 * 86_400_000),
      })
      .onConflictDoNothing();
  });
}
