/**
 * Users in the back office: search by e-mail, name, company or RUC; deactivate and reactivate accounts;
 * the developer flag (isDev) of any account and the premium flag (is_premium, the applicant assistant) of companies.
 *
 * Deactivation (decision 012): the account's calls are refused at once with the spec's 403 'usuario inactivo' (the
 * web removes the token and goes to the login), and its login is refused. Its session rows are kept while it is
 * inactive, so the person sees that answer rather than a bare 401, and are all deleted on reactivation: no session
 * opened before the deactivation ever works again.
 *
 * A company's holder (the account that registered it) deactivated suspends the company (decision 037): every seat of
 * it gets the same 403 and cannot log in, its invitation links open nothing, and its offers leave every public list
 * and page. Reactivating the holder lifts it, and the colleagues' old sessions end as the holder's do.
 */
import { ADMIN_USUARIO_MESSAGES } from '@practiperu/shared/api/admin/usuarios';
import { ROLE } from '@practiperu/shared/constants';
import { limaToday } from '@practiperu/shared/dates';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { colegasDe } from '../equipo/equipo.public.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';
import { ADMIN_PAGE_SIZE, offsetOf, pagina, type Pagina } from './admin.common.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import * as repo from './usuarios.repository.ts';
import type { AdminUsuario, AdminUsuarioDetalle } from '@practiperu/shared/admin';

type Found = NonNullable<Awaited<ReturnType<typeof repo.findUsuario>>>;

function toUsuario(row: Found, premium: Map<number, string>): AdminUsuario {
  const u = row.usuario;
  return {
    id: u.id,
    correo: u.correo,
    rol: u.rol,
    nombres: u.nombres,
    apellidos: u.apellidos,
    activo: u.activo,
    confirmado: u.confirmado_en !== null,
    is_dev: u.is_dev,
    autorizacion_marketing: u.autorizacion_marketing,
    creado_en: u.creado_en.toISOString(),
    organizacion: row.organizacion?.id ? row.organizacion : null,
    premium_hasta: premium.get(u.id) ?? null,
  };
}

export function createAdminUsuarioService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function search(f: repo.UsuarioFilters & { page: number }): Promise<Pagina<AdminUsuario>> {
    const total = await repo.countUsuarios(db, f);
    const rows = await repo.searchUsuarios(db, f, ADMIN_PAGE_SIZE, offsetOf(f.page));
    const premium = await repo.premiumUntil(
      db,
      rows.filter((r) => r.usuario.rol === ROLE.POSTULANTE).map((r) => r.usuario.id),
      limaToday(deps.now()),
    );
    return pagina(
      rows.map((r) => toUsuario(r, premium)),
      total,
      f.page,
    );
  }

  async function detail(id: number): Promise<AdminUsuarioDetalle> {
    const row = await repo.findUsuario(db, id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_USUARIO_MESSAGES.notFound);
    const now = deps.now();
    const premium = await repo.premiumUntil(db, [id], limaToday(now));
    const empresa = await repo.organizacionDeTitular(db, id);
    return {
      ...toUsuario(row, premium),
      sesiones_activas: await repo.countLiveSessions(db, id, now),
      colegas_empresa: empresa === null ? null : (await colegasDe(db, empresa)).length,
      ...(await repo.activity(db, id)),
      segundo_factor: await repo.tieneSegundoFactor(db, id),
    };
  }

  async function locked(tx: DbOrTx, id: number) {
    const u = await repo.lockUsuario(tx, id);
    if (!u) throw new AppError('NOT_FOUND', ADMIN_USUARIO_MESSAGES.notFound);
    return u;
  }

  /** Sets `activo`; answers whether anything changed. */
  async function setActivo(actor: Actor, id: number, activo: boolean): Promise<boolean> {
    if (!activo && actor.id === id) throw new AppError('CONFLICT', ADMIN_USUARIO_MESSAGES.self);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.activo === activo) return false;
      await repo.updateUsuario(tx, id, { activo, actualizado_en: now });
      // A company's public page and its offers are shown only while its holder is active (decisions 029, 037): drop
      // the cached lists.
      ofertasCambiaron();
      const empresa = await repo.organizacionDeTitular(tx, id);
      const cuentas = [id, ...(empresa === null ? [] : await colegasDe(tx, empresa))];
      // Reactivation: every session opened before the deactivation ends, the company's seats' too; each logs in again.
      let sesiones = 0;
      if (activo) for (const cuenta of cuentas) sesiones += await repo.deleteSessions(tx, cuenta);
      await audit(
        tx,
        actor,
        {
          accion: activo ? 'usuario.reactivar' : 'usuario.desactivar',
          entidad: 'usuario',
          entidad_id: id,
          antes: { activo: before.activo },
          despues: {
            activo,
            ...(empresa === null ? {} : { empresa_suspendida: !activo, organizacion_id: empresa }),
            ...(activo ? { sesiones_cerradas: sesiones } : {}),
          },
        },
        now,
      );
      return true;
    });
  }

  async function setDev(actor: Actor, id: number, isDev: boolean): Promise<boolean> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.is_dev === isDev) return false;
      await repo.updateUsuario(tx, id, { is_dev: isDev, actualizado_en: now });
      await audit(
        tx,
        actor,
        { accion: 'usuario.is_dev', entidad: 'usuario', entidad_id: id, antes: { is_dev: before.is_dev }, despues: { is_dev: isDev } },
        now,
      );
      return true;
    });
  }

  async function setPremium(actor: Actor, id: number, isPremium: boolean): Promise<boolean> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      await locked(tx, id);
      const org = await repo.lockOrganizacionOf(tx, id);
      if (!org) throw new AppError('CONFLICT', ADMIN_USUARIO_MESSAGES.notEmpresa);
      if (org.is_premium === isPremium) return false;
      await repo.setOrganizacionPremium(tx, org.id, isPremium, now);
      await audit(
        tx,
        actor,
        {
          accion: 'organizacion.is_premium',
          entidad: 'organizacion',
          entidad_id: org.id,
          antes: { usuario_id: id, is_premium: org.is_premium },
          despues: { usuario_id: id, is_premium: isPremium },
        },
        now,
      );
      return true;
    });
  }

  return { search, detail, setActivo, setDev, setPremium };
}

export type { AdminUsuario, AdminUsuarioDetalle };
