/**
 * The first administrator (docs/decisions/012-back-office.md): created or updated from ADMIN_EMAIL / ADMIN_PASSWORD
 * at every start (startup.ts) and by `npm run admin:create`. Idempotent: a second run with the same values changes
 * nothing. It is also the way back in: a forgotten password or a deactivated account is fixed by setting the
 * variables and restarting. An e-mail that belongs to an applicant or a company is refused (one account per e-mail).
 */
import { ROLE } from '@practiperu/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sesion, usuario } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { SISTEMA, audit } from './auditoria.repository.ts';

export type PrimerAdminResultado = 'creado' | 'actualizado' | 'sin cambios';

export async function ensureAdmin(
  db: Db,
  input: { correo: string; clave: string; nombres?: string; apellidos?: string; now?: Date },
): Promise<PrimerAdminResultado> {
  const now = input.now ?? new Date();
  const correo = input.correo.trim();
  const [existing] = await db
    .select()
    .from(usuario)
    .where(sql`lower(${usuario.correo}) = lower(${correo})`)
    .limit(1);

  if (!existing) {
    const clave_hash = await hashPassword(input.clave);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(usuario)
        .values({
          correo,
          clave_hash,
          rol: ROLE.ADMIN,
          nombres: input.nombres ?? 'Administrador',
          apellidos: input.apellidos ?? '',
          confirmado_en: now,
          activo: true,
          creado_en: now,
          actualizado_en: now,
        })
        .returning({ id: usuario.id });
      await audit(
        tx,
        SISTEMA,
        { accion: 'admin.crear', entidad: 'usuario', entidad_id: row!.id, despues: { correo, rol: ROLE.ADMIN } },
        now,
      );
    });
    return 'creado';
  }

  if (existing.rol !== ROLE.ADMIN) {
    throw new Error(
      `${correo} ya es una cuenta de ${existing.rol === ROLE.RECLUTADOR ? 'empresa' : 'postulante'}: use otro correo para el administrador.`,
    );
  }
  const claveCambia = !(await verifyPassword(existing.clave_hash, input.clave));
  const changes = {
    ...(claveCambia ? { clave_hash: await hashPassword(input.clave) } : {}),
    ...(existing.activo ? {} : { activo: true }),
    ...(existing.confirmado_en ? {} : { confirmado_en: now }),
  };
  if (Object.keys(changes).length === 0) return 'sin cambios';
  await db.transaction(async (tx) => {
    await tx
      .update(usuario)
      .set({ ...changes, actualizado_en: now })
      .where(eq(usuario.id, existing.id));
    // A new password ends the sessions opened with the old one.
    if (claveCambia) await tx.delete(sesion).where(eq(sesion.usuario_id, existing.id));
    await audit(
      tx,
      SISTEMA,
      {
        accion: 'admin.actualizar',
        entidad: 'usuario',
        entidad_id: existing.id,
        antes: { activo: existing.activo, confirmado: existing.confirmado_en !== null },
        despues: { activo: true, confirmado: true, clave_cambiada: claveCambia },
      },
      now,
    );
  });
  return 'actualizado';
}
