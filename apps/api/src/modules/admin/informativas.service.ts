/**
 * Informational offers: programmes run elsewhere (state internships, other portals) that administrators
 * publish with their external link. No company, approved on creation (estado 1, fecha_publicacion now), with an alias
 * for the public page /ofertas/{alias}-{id}; applicants see the notice and the link and cannot apply here.
 */
import { INFORMATIVA_MESSAGES } from '@practiperu/shared/admin';
import type { InformativaData } from '@practiperu/shared/schemas/admin';
import { REGION_EXTRANJERO, REGION_VIRTUAL } from '@practiperu/shared/constants';
import { addDays, limaToday } from '@practiperu/shared/dates';
import {
  ESTADO_OFERTA,
  HORARIO_COMPLETO,
  OFERTA_MESSAGES,
  REGION_EXTRANJERO_NOMBRE,
  TEXTO_MIN,
  TIPO_OFERTA,
  aliasDe,
  richTextToPlain,
} from '@practiperu/shared/oferta';
import { toClave } from '@practiperu/shared/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/validation.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { catalogNames } from '../oferta/oferta.public.ts';
import { ADMIN_PAGE_SIZE, iso, offsetOf, pagina, type Pagina } from './admin.common.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import * as repo from './informativas.repository.ts';
import { textoInformativa } from './ofertas.service.ts';
import type { AdminInformativa } from '@practiperu/shared/admin';

/** How far ahead an informational offer's deadline may be: programmes announce their calls months in advance. */
export const INFORMATIVA_MAX_DIAS = 365;

const REQUIRED = 'Requerido';

function toInformativa(o: repo.OfertaRow): AdminInformativa {
  return {
    id: o.id,
    titulo: o.titulo,
    alias: o.alias,
    funciones: o.funciones,
    beneficios: o.beneficios,
    enlace: o.enlace ?? '',
    fin_convocatoria: o.fin_convocatoria,
    modalidad: o.modalidad,
    modalidad_tiempo: o.modalidad_tiempo,
    id_region: o.id_region,
    region: o.region,
    estado: o.estado,
    fecha_publicacion: iso(o.fecha_publicacion),
    creado_en: o.creado_en.toISOString(),
    actualizado_en: o.actualizado_en.toISOString(),
    retirada: o.eliminado_en !== null,
    retirada_en: iso(o.eliminado_en),
    url_publica: `/ofertas/${o.alias}-${o.id}`,
    texto: textoInformativa(o),
  };
}

/** The audited fields. */
function snapshot(o: repo.OfertaRow) {
  return {
    titulo: o.titulo,
    enlace: o.enlace,
    fin_convocatoria: o.fin_convocatoria,
    modalidad: o.modalidad,
    modalidad_tiempo: o.modalidad_tiempo,
    id_region: o.id_region,
    funciones: o.funciones,
    beneficios: o.beneficios,
  };
}

export function createAdminInformativaService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** The rules beyond the schema: sanitized text, a deadline within the year, names from the reference lists. */
  async function toColumns(data: InformativaData, now: Date) {
    const errors: Record<string, string> = {};
    const funciones = sanitizeRichText(data.funciones);
    const visible = richTextToPlain(funciones);
    if (visible === '') errors.funciones = REQUIRED;
    else if (visible.length < TEXTO_MIN) errors.funciones = OFERTA_MESSAGES.textoCorto;
    const beneficios = sanitizeRichText(data.beneficios);

    const today = limaToday(now);
    if (data.fin_convocatoria < today) errors.fin_convocatoria = OFERTA_MESSAGES.plazoCorto;
    else if (data.fin_convocatoria > addDays(today, INFORMATIVA_MAX_DIAS)) errors.fin_convocatoria = INFORMATIVA_MESSAGES.plazoLargo;

    const modalidadTiempo = (await catalogNames(db, 'modalidad_tiempo')).find((n) => toClave(n) === toClave(data.modalidad_tiempo));
    if (!modalidadTiempo) errors.modalidad_tiempo = OFERTA_MESSAGES.modalidadTiempoLista;

    let regionNombre = '';
    if (data.id_region === REGION_EXTRANJERO) regionNombre = REGION_EXTRANJERO_NOMBRE;
    else if (data.id_region !== REGION_VIRTUAL) {
      const nombre = await repo.regionName(db, data.id_region);
      if (!nombre) errors.id_region = INFORMATIVA_MESSAGES.region;
      regionNombre = nombre ?? '';
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return {
      titulo: data.titulo,
      funciones,
      beneficios,
      enlace: data.enlace,
      fin_convocatoria: data.fin_convocatoria,
      modalidad: data.modalidad,
      modalidad_tiempo: modalidadTiempo ?? data.modalidad_tiempo,
      id_region: data.id_region,
      region: regionNombre,
      alias: aliasDe(data.titulo),
    };
  }

  async function list(current: number): Promise<Pagina<AdminInformativa>> {
    const total = await repo.countInformativas(db);
    const rows = await repo.listInformativas(db, ADMIN_PAGE_SIZE, offsetOf(current));
    return pagina(rows.map(toInformativa), total, current);
  }

  async function get(id: number): Promise<AdminInformativa> {
    const row = await repo.findInformativa(db, id);
    if (!row) throw new AppError('NOT_FOUND', INFORMATIVA_MESSAGES.notFound);
    return toInformativa(row);
  }

  async function create(actor: Actor, data: InformativaData): Promise<AdminInformativa> {
    const now = deps.now();
    const values = await toColumns(data, now);
    return db.transaction(async (tx) => {
      const row = await repo.insertOferta(tx, {
        ...values,
        id_organizacion: null,
        oferta_publica: 1,
        tipo: TIPO_OFERTA.GRATIS,
        estado: ESTADO_OFERTA.APROBADA,
        estado_pago: null,
        fecha_publicacion: now,
        horario: HORARIO_COMPLETO,
        profesion: '',
        creado_en: now,
        actualizado_en: now,
      });
      await audit(
        tx,
        actor,
        { accion: 'informativa.crear', entidad: 'oferta', entidad_id: row.id, antes: null, despues: snapshot(row) },
        now,
      );
      return toInformativa(row);
    });
  }

  async function update(actor: Actor, id: number, data: InformativaData): Promise<AdminInformativa> {
    const now = deps.now();
    const values = await toColumns(data, now);
    return db.transaction(async (tx) => {
      const before = await repo.findInformativa(tx, id, true);
      if (!before) throw new AppError('NOT_FOUND', INFORMATIVA_MESSAGES.notFound);
      if (before.eliminado_en) throw new AppError('CONFLICT', INFORMATIVA_MESSAGES.withdrawnLocked);
      const row = await repo.updateOferta(tx, id, { ...values, actualizado_en: now });
      await audit(
        tx,
        actor,
        { accion: 'informativa.editar', entidad: 'oferta', entidad_id: id, antes: snapshot(before), despues: snapshot(row) },
        now,
      );
      return toInformativa(row);
    });
  }

  async function withdraw(actor: Actor, id: number): Promise<{ item: AdminInformativa; cambio: boolean }> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const before = await repo.findInformativa(tx, id, true);
      if (!before) throw new AppError('NOT_FOUND', INFORMATIVA_MESSAGES.notFound);
      const row = await repo.withdraw(tx, id, now);
      if (!row) return { item: toInformativa(before), cambio: false };
      await audit(
        tx,
        actor,
        { accion: 'informativa.retirar', entidad: 'oferta', entidad_id: id, antes: { eliminado_en: null }, despues: { eliminado_en: now } },
        now,
      );
      return { item: toInformativa(row), cambio: true };
    });
  }

  return { list, get, create, update, withdraw };
}

export type { AdminInformativa };
