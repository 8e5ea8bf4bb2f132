/**
 * The company's data (cuenta/actualizar of the company area; contract: docs/offers.md): the account summary, the
 * three update forms, and the logo.
 */
import {
  ORGANIZACION_MESSAGES,
  type OrganizacionCuenta,
  type OrganizacionDescripcion,
  type OrganizacionForm,
} from '@practiperu/shared/organizacion';
import type { OrganizacionUpdate } from '@practiperu/shared/schemas/organizacion';
import { empresaPublicaPath } from '@practiperu/shared/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageKind, Storage } from '../../storage/storage.ts';
import { fieldErrors } from '../../lib/validation.ts';
import { resolveLugarPeru } from '../../lib/lugares.ts';
import * as repo from './organizacion.repository.ts';
import { registrarPorCuenta } from '../equipo/equipo.public.ts';

export interface OrganizacionDeps {
  db: Db;
  storage: Pick<Storage, 'save' | 'remove' | 'url'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The groups of company data still empty, in the order of the page. */
function pendientes(o: repo.OrganizacionRow): OrganizacionForm[] {
  const out: OrganizacionForm[] = [];
  if (!o.descripcion) out.push('social');
  if (!o.correo_contacto || !o.numero_contacto) out.push('contact');
  if (!o.id_region) out.push('location');
  return out;
}

export function createOrganizacionService(deps: OrganizacionDeps) {
  const { db, storage } = deps;

  /** Saves company data and records which fields a seat changed in the company's audit trail (docs/team.md). */
  async function guardar(tx: DbOrTx, usuarioId: number, organizacionId: number, values: Parameters<typeof repo.updateOrganizacion>[2]) {
    await repo.updateOrganizacion(tx, organizacionId, values);
    const campos = Object.keys(values).filter((k) => k !== 'actualizado_en');
    const entrada = { accion: 'organizacion.editar', entidad: 'organizacion', entidad_id: organizacionId, detalle: { campos } };
    await registrarPorCuenta(tx, usuarioId, organizacionId, entrada, deps.now());
  }

  async function cuentaOrThrow(usuarioId: number) {
    const row = await repo.findCuenta(db, usuarioId);
    if (!row) throw new AppError('NOT_FOUND', ORGANIZACION_MESSAGES.notFound);
    return row;
  }

  async function myAccount(usuarioId: number): Promise<OrganizacionCuenta> {
    const { org: o, correo, nombres, apellidos, nro_contacto, cargo, slug_visible } = await cuentaOrThrow(usuarioId);
    return {
      id: o.id,
      ruc: o.ruc,
      nombre_completo: o.nombre_completo,
      nombre: o.nombre,
      logo: o.logo ? storage.url(o.logo) : null,
      sector: await repo.sectoresOf(db, o.id),
      descripcion: o.descripcion,
      web: o.web,
      fb: o.fb,
      linkedin: o.linkedin,
      instagram: o.instagram,
      correo_contacto: o.correo_contacto,
      numero_contacto: o.numero_contacto,
      id_region: o.id_region,
      region: o.region,
      distrito: o.distrito,
      direccion: o.direccion,
      is_premium: o.is_premium,
      correo,
      contacto: { nombres, apellidos, nro_contacto, cargo },
      pendientes: pendientes(o),
      pagina_publica: o.pagina_publica,
      ruta_publica: slug_visible ? empresaPublicaPath(slug_visible) : null,
    };
  }

  async function description(usuarioId: number): Promise<OrganizacionDescripcion> {
    const { org: o } = await cuentaOrThrow(usuarioId);
    return {
      id: o.id,
      nombre: o.nombre,
      nombre_completo: o.nombre_completo,
      logo: o.logo ? storage.url(o.logo) : null,
      descripcion: o.descripcion,
      sector: await repo.sectoresOf(db, o.id),
      web: o.web,
      region: o.region,
      is_premium: o.is_premium,
      pendientes: pendientes(o),
    };
  }

  /** PUT organizacion/update {form, data}, checked by its route: each form saves its own fields only. */
  async function update(usuarioId: number, body: OrganizacionUpdate): Promise<OrganizacionCuenta> {
    const { org } = await cuentaOrThrow(usuarioId);
    const now = deps.now();
    if (body.form === 'contact') {
      const data = body.data;
      await db.transaction((tx) => guardar(tx, usuarioId, org.id, { ...data, actualizado_en: now }));
    } else if (body.form === 'social') {
      const data = body.data;
      const known = await repo.existingSectorIds(db, data.sector);
      if (known.length !== data.sector.length) throw fieldErrors({ sector: ORGANIZACION_MESSAGES.sectorInvalido });
      await db.transaction(async (tx) => {
        await repo.replaceSectores(tx, org.id, data.sector);
        await guardar(tx, usuarioId, org.id, {
          descripcion: data.descripcion,
          web: data.web,
          fb: data.fb,
          linkedin: data.linkedin,
          instagram: data.instagram,
          actualizado_en: now,
        });
      });
    } else {
      const data = body.data;
      const lugar = await resolveLugarPeru(db, { id_region: data.id_region, provincia: '', distrito: data.distrito });
      if (!lugar.ok)
        throw fieldErrors(
          lugar.field === 'id_region' ? { id_region: ORGANIZACION_MESSAGES.seleccione } : { distrito: ORGANIZACION_MESSAGES.distritoLista },
        );
      await db.transaction((tx) =>
        guardar(tx, usuarioId, org.id, {
          id_region: data.id_region,
          region: lugar.region,
          distrito: lugar.distrito,
          direccion: data.direccion,
          actualizado_en: now,
        }),
      );
    }
    return myAccount(usuarioId);
  }

  /**
   * PUT organizacion/updatePaginaPublica: shows or hides the company's public page (decision 029). Hidden, the page
   * answers 404 at once (the cached pages are dropped), leaves the sitemap and the offers stop linking to it.
   */
  async function updatePaginaPublica(usuarioId: number, visible: boolean): Promise<OrganizacionCuenta> {
    const { org } = await cuentaOrThrow(usuarioId);
    if (org.pagina_publica !== visible) {
      await db.transaction((tx) => guardar(tx, usuarioId, org.id, { pagina_publica: visible, actualizado_en: deps.now() }));
    }
    return myAccount(usuarioId);
  }

  /** Saves the new logo, then points the company at it; the previous file is removed after the commit. */
  async function updateLogo(usuarioId: number, bytes: Uint8Array, kind: ImageKind): Promise<string> {
    const name = await storage.save('logos', bytes, kind);
    let previous: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const org = await repo.findForUpdate(tx, usuarioId);
        if (!org) throw new AppError('NOT_FOUND', ORGANIZACION_MESSAGES.notFound);
        previous = org.logo;
        await guardar(tx, usuarioId, org.id, { logo: name, actualizado_en: deps.now() });
      });
    } catch (err) {
      await storage.remove(name);
      throw err;
    }
    await removeFile(previous);
    return storage.url(name);
  }

  async function removeLogo(usuarioId: number): Promise<void> {
    let previous: string | null = null;
    await db.transaction(async (tx) => {
      const org = await repo.findForUpdate(tx, usuarioId);
      if (!org) throw new AppError('NOT_FOUND', ORGANIZACION_MESSAGES.notFound);
      previous = org.logo;
      await guardar(tx, usuarioId, org.id, { logo: null, actualizado_en: deps.now() });
    });
    await removeFile(previous);
  }

  /** A failed removal must not undo the change: the file is unlisted and randomly named, so it is only logged. */
  async function removeFile(name: string | null): Promise<void> {
    try {
      await storage.remove(name);
    } catch (err) {
      deps.log.error({ err, file: name }, 'no se pudo borrar el logo anterior');
    }
  }

  return { myAccount, description, update, updatePaginaPublica, updateLogo, removeLogo };
}
