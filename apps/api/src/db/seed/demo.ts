/** Demo accounts and data for a fresh clone (issue #2): only into an empty database, never in production. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { alerta, organizacion, postulante, usuario } from '../schema/index.ts';

export const DEMO_PASSWORD = 'Demo12345';

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

/** Returns true when it seeded, false when the database already had accounts. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(usuario);
  if (count > 0) return false;
  const clave_hash = await hashPassword(DEMO_PASSWORD);
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
      if (account.rol === 0) await tx.insert(postulante).values({ usuario_id: user.id });
      if (account.rol === 1) {
        await tx.insert(organizacion).values({
          usuario_id: user.id,
          ruc: '20100047218',
          nombre_completo: 'Andina Logística e Innovación S.A.C.',
          nombre: 'Andina Logística',
        });
      }
    }
    await tx
      .insert(alerta)
      .values({
        tipo: 'general',
        content: 'Bienvenido a PractiPerú: esta es una instalación de demostración con datos de ejemplo.',
        expire_in: new Date(now.getTime() + 365 * 86_400_000),
      })
      .onConflictDoNothing();
  });
  return true;
}
