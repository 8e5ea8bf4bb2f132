/**
 * The recruiter's review of an offer's applicants (docs/applicants.md, decision 016): the filtered, paginated list
 * with the free-offer blur, the status radio and the applicant's e-mail, the CV as a recruiter sees it, the CV
 * download, the CSV/Excel exports and the developer-mode lists. Only the company's own offers: anything else is 404.
 * Featured offers with a validated payment (destacada) get filters, sort, exports, affinity and the CV download; the
 * others get 403 for those.
 */
import { limaToday } from '@practiperu/shared/dates';
import { plazoOferta } from '@practiperu/shared/formato';
import { ESTADO_OFERTA, TIPO_OFERTA } from '@practiperu/shared/oferta';
import { misOfertasPaths, paths } from '@practiperu/shared/paths';
import type { CvDownload, PostulanteProfileFull } from '@practiperu/shared/cv';
import {
  CICLO_FILTRO_LABELS,
  CLAVES_NUNCA_AL_RECLUTADOR,
  CLAVES_OCULTAS_BLOQUEADO,
  ESTADO_POSTULANTE,
  ESTADO_POSTULANTE_LABELS,
  POSTULANTES_MESSAGES as M,
  POSTULANTES_PAGE_SIZE,
  filtraAlgo,
  type CvParaReclutador,
  type PostulanteDeOferta,
  type PostulantesOptional,
} from '@practiperu/shared/postulantes';
import type { FiltrosPostulantes } from '@practiperu/shared/schemas/postulantes';
import type { AfinidadDetalle } from '@practiperu/shared/afinidad';
import type { Db, DbOrTx } from '../../db/client.ts';
import { archivoExport, type ColumnaExport, type DefinicionExport, type FormatoExport } from '../../export/export.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Storage } from '../../storage/storage.ts';
import { destacada, estadoPostulacion } from '../matching/matching.public.ts';
import { registrarPorCuenta } from '../equipo/equipo.public.ts';
import { cancelarPorDecision, entrevistasDeFilas } from '../entrevista/entrevista.public.ts';
import { organizacionOf, primerasGratis } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import type { PostulanteService } from '../postulante/postulante.service.ts';
import { ESTADOS_CON_CORREO, estadoPostulacionMail } from './reclutador.mails.ts';
import { correoConPlantilla, plantillaDe } from '../correos-estado/correos-estado.public.ts';
import type { TextoPlantilla } from '@practiperu/shared/correos-estado';
import * as pipelineRepo from './pipeline.repository.ts';
import * as repo from './reclutador.repository.ts';

export interface ReclutadorDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  mailer: Mailer;
  publicUrl: string;
  /** The applicant's profile and CV PDF by account id (postulante.service). */
  perfil: Pick<PostulanteService, 'fullProfile' | 'profile' | 'myCv'>;
}

/**
 * Featured offers only: filtering applicants and the CSV/Excel exports need a featured, paid offer;
 * otherwise 403 with the spec's message ('Solo para avisos destacados' for exports, 'Cambia tu oferta a destacado
 * para aplicar los filtros' for filters). The applicant list and the assistant (llm.service.ts) both call this.
 */
export function exigirDestacada(
  o: { destacado_desde: Date | string | null; estado_pago: number | null },
  mensaje: typeof M.soloDestacados | typeof M.filtrosSoloDestacado = M.soloDestacados,
): void {
  if (!destacada(o)) throw new AppError('FORBIDDEN', mensaje);
}

/** The rows the applicant's columns read: an export row but its DNI, so the assistant's rows (no DNI) fit too. */
type FilaPostulanteExport = Omit<repo.FilaExport, 'dni' | 'etiquetas' | 'notas' | keyof FilaEstudiosExport>;
/** The list's own export columns read these; the assistant's rows do not carry them. */
type FilaEstudiosExport = Pick<
  repo.FilaExport,
  | 'id_postulante'
  | 'institucion'
  | 'tipo_carrera'
  | 'estado_estudios'
  | 'ciclo_actual'
  | 'anio_egreso'
  | 'orden_merito'
  | 'meses_experiencia'
>;

/** A student's cycle as a roman numeral ('VII'); university ≤ V and technical ≤ III read 'V o menos' / 'III o menos'. */
export function cicloExport(r: Pick<repo.FilaExport, 'tipo_carrera' | 'estado_estudios' | 'ciclo_actual'>): string | null {
  if (r.estado_estudios !== 0 || !r.ciclo_actual || (r.tipo_carrera !== 0 && r.tipo_carrera !== 1)) return null;
  const numero = r.ciclo_actual + (r.tipo_carrera === 1 ? 4 : 2);
  const romano = CICLO_FILTRO_LABELS[numero] ?? null;
  return romano && r.ciclo_actual === 1 ? `${romano} o menos` : romano;
}

/** Years of experience with one decimal (whole months / 12). */
export const aniosExperiencia = (meses: number): number => Math.round((meses / 12) * 10) / 10;

/**
 * The applicant's columns of the exports, by name: the applicant list's below and the assistant's (llm.service) pick
 * theirs in their own order. The affinity as the list shows it on a featured-paid offer.
 */
export const COLUMNAS_POSTULANTE = {
  nombres: { titulo: 'Nombres', ancho: 22, tipo: 'texto', valor: (r) => r.nombres },
  apellidos: { titulo: 'Apellidos', ancho: 24, tipo: 'texto', valor: (r) => r.apellidos },
  correo: { titulo: 'Correo de contacto', ancho: 30, tipo: 'texto', valor: (r) => r.correo_contacto },
  telefono: { titulo: 'Teléfono', ancho: 12, tipo: 'identificador', valor: (r) => r.whatsapp },
  region: { titulo: 'Región', ancho: 16, tipo: 'texto', valor: (r) => r.region },
  carrera: { titulo: 'Carrera', ancho: 30, tipo: 'texto', valor: (r) => r.carrera_actual },
  estado: { titulo: 'Estado', ancho: 13, tipo: 'texto', valor: (r) => ESTADO_POSTULANTE_LABELS[r.estado] ?? null },
  afinidad: { titulo: 'Afinidad (%)', ancho: 12, tipo: 'entero', valor: (r) => (r.estado_evaluacion === 1 ? r.afinidad_puesto : null) },
  fecha: { titulo: 'Fecha de postulación', ancho: 18, tipo: 'fechaHora', valor: (r) => r.creado_en },
} satisfies Record<string, ColumnaExport<FilaPostulanteExport>>;

const C = COLUMNAS_POSTULANTE;
/**
 * The applicant list's export, in the list's order (featured-paid offers only). `enlace` is the applicant's page
 * in the company area (`/empresas/mis-publicaciones/{oferta}/postulantes/{postulante}`), a hyperlink in the sheet.
 */
export function exportPostulantes(enlace: (r: repo.FilaExport) => string): DefinicionExport<repo.FilaExport> {
  return {
    hoja: 'Postulantes',
    columnas: [
      C.nombres,
      C.apellidos,
      C.correo,
      C.telefono,
      { titulo: 'DNI', ancho: 11, tipo: 'identificador', valor: (r) => r.dni },
      C.region,
      C.carrera,
      C.estado,
      C.afinidad,
      C.fecha,
      // Added after the columns of the first version so a sheet built on them keeps working.
      { titulo: 'Universidad o instituto', ancho: 36, tipo: 'texto', valor: (r) => r.institucion },
      { titulo: 'Ciclo', ancho: 10, tipo: 'texto', valor: cicloExport },
      { titulo: 'Año de egreso', ancho: 13, tipo: 'entero', valor: (r) => r.anio_egreso },
      { titulo: 'Orden de mérito', ancho: 16, tipo: 'texto', valor: (r) => r.orden_merito },
      { titulo: 'Años de experiencia', ancho: 12, tipo: 'decimal', valor: (r) => aniosExperiencia(r.meses_experiencia) },
      { titulo: 'Ver postulante', ancho: 40, tipo: 'enlace', valor: enlace },
      // The company's own pipeline, last so the columns above keep their places.
      { titulo: 'Etiquetas', ancho: 30, tipo: 'texto', valor: (r) => r.etiquetas },
      { titulo: 'Notas', ancho: 60, tipo: 'parrafo', valor: (r) => r.notas },
    ],
  };
}
/** The export's column titles, in order (tests, docs). */
export const COLUMNAS_EXPORT_POSTULANTES = exportPostulantes(() => '').columnas.map((c) => c.titulo);

/**
 * Whether 'Cambia tu oferta a destacado' makes sense: a free offer with no payment, pending or approved,
 * not finished and its deadline not passed — what `accionesOferta(…).cambiarADestacado` and pago/create allow.
 */
export function puedeDestacarse(
  o: { tipo: number; estado_pago: number | null; estado: number; finaliza: Date | null; fin_convocatoria: string },
  now: Date,
): boolean {
  return (
    o.tipo === TIPO_OFERTA.GRATIS &&
    o.estado_pago === null &&
    (o.estado === ESTADO_OFERTA.PENDIENTE || o.estado === ESTADO_OFERTA.APROBADA) &&
    o.finaliza === null &&
    o.fin_convocatoria >= limaToday(now)
  );
}

/** The statuses whose reaching is told to the applicant by e-mail. */
export type EstadoAvisado = 'en_proceso' | 'finalista' | 'no_seleccionada';

/**
 * The e-mail a change to `estado` sends: the status the applicant reads after it, when that changes and is one that
 * is told (En proceso, Finalista, No seleccionada); otherwise none. One rule for the status radio and the bulk change.
 */
export function avisoDeCambio(p: { estado: number; revisado: number; eliminado_en: Date | null }, estado: number): EstadoAvisado | null {
  const antes = estadoPostulacion(p).clave;
  const despues = estadoPostulacion({ ...p, estado, revisado: 1 }).clave;
  if (antes === despues || !ESTADOS_CON_CORREO.includes(despues)) return null;
  return despues as EstadoAvisado;
}

/** The status e-mail of one application (rendered when it is queued): the company's own text when it wrote one. */
export function correoDeEstado(
  deps: Pick<ReclutadorDeps, 'publicUrl'>,
  o: { titulo: string; nombre_org: string | null },
  nombres: string,
  clave: EstadoAvisado,
  plantilla: TextoPlantilla | null = null,
) {
  const url = `${deps.publicUrl}${paths.postulantes.postulaciones}`;
  if (plantilla) return correoConPlantilla({ nombres, titulo: o.titulo, empresa: o.nombre_org ?? '', plantilla, url });
  return estadoPostulacionMail({ nombres, titulo: o.titulo, empresa: o.nombre_org ?? '', clave, url });
}

/**
 * Moves one application (already locked, of the company's own offer) to `estado` and, when the status the applicant
 * reads changes to En proceso, Finalista or No seleccionada and the seat chose to notify, queues their e-mail in the
 * same transaction, in the company's own words when it wrote them (the status radio; the bulk change does the same
 * for many at once, decision 047). No seleccionada also cancels the application's interviews still to happen, with
 * notice. Returns whether a mail was queued and how many interviews were cancelled.
 */
export async function cambiarEstadoYAvisar(
  deps: Pick<ReclutadorDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  found: {
    p: { id: number; estado: number; revisado: number; eliminado_en: Date | null };
    o: { titulo: string; finaliza: Date | null; nombre_org: string | null };
    correo: string;
    nombres: string;
  },
  estado: number,
  now: Date,
  aviso: { avisar: boolean; organizacionId: number } | null = null,
): Promise<{ correo: boolean; entrevistas_canceladas: number }> {
  const { p, o } = found;
  await repo.cambiarEstado(tx, p.id, estado, now);
  // A decision ends the application's interviews still to happen, told to the applicant whether or not the status is.
  const entrevistas_canceladas = estado === ESTADO_POSTULANTE.DESCARTADO ? await cancelarPorDecision(deps, tx, [p.id], now) : 0;
  const clave = avisoDeCambio(p, estado);
  if (!clave || aviso?.avisar === false) return { correo: false, entrevistas_canceladas };
  const plantilla = aviso ? ((await plantillaDe(tx, aviso.organizacionId, clave)) ?? null) : null;
  await deps.mailer.send(tx, found.correo, correoDeEstado(deps, o, found.nombres, clave, plantilla));
  return { correo: true, entrevistas_canceladas };
}

/** The Lima day an offer's call closed (finished, or past its deadline), or null while it is open. */
function cerroEl(o: { finaliza: Date | string | null; fin_convocatoria: string }, now: Date): string | null {
  const plazo = plazoOferta(o, now);
  return plazo.label === 'Cerró el' ? plazo.dia : null;
}

export function createReclutadorService(deps: ReclutadorDeps) {
  const { db, storage } = deps;
  const marcas = (orgId: number, ids: number[]) => pipelineRepo.marcas(db, orgId, ids);

  async function organizacionId(usuarioId: number): Promise<number> {
    const org = await organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org.id;
  }

  /** The company's own offer (one query); another company's, a removed or missing one 404, no company 403. */
  async function ofertaPropia(usuarioId: number, ofertaId: number) {
    const o = await repo.ofertaDeCuenta(db, usuarioId, ofertaId);
    if (o) return o;
    await organizacionId(usuarioId);
    throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
  }

  const fotoUrl = (foto: string | null, version: Date) => (foto ? `${storage.url(foto)}?v=${version.getTime()}` : null);

  function item(r: repo.FilaPostulante, pagada: boolean): PostulanteDeOferta {
    const creado_en = r.creado_en.toISOString();
    if (primerasGratis.oculta(r, pagada)) {
      return { id_postulacion: r.id_postulacion, id: r.id, estado_evaluacion: 3, bloqueado: true, creado_en, mensaje: M.bloqueado };
    }
    return {
      id_postulacion: r.id_postulacion,
      id: r.id,
      nombres: r.nombres,
      apellidos: r.apellidos,
      carrera_actual: r.carrera_actual,
      region: r.region,
      foto: fotoUrl(r.foto, r.foto_version),
      estado: r.estado,
      estado_evaluacion: r.estado_evaluacion,
      afinidad_puesto: pagada && r.estado_evaluacion === 1 ? r.afinidad_puesto : null,
      revisado: r.revisado,
      creado_en,
      bloqueado: false,
    };
  }

  /**
   * `offerMyApplicants`: one page (10) of the offer's active applications. Filters or a sort other than the
   * default on an offer that is not featured-paid: 403 'Cambia tu oferta a destacado para aplicar los filtros'.
   */
  async function list(
    usuarioId: number,
    ofertaId: number,
    f: FiltrosPostulantes,
    pageNumber: number,
  ): Promise<{ items: PostulanteDeOferta[]; optional: PostulantesOptional }> {
    const o = await ofertaPropia(usuarioId, ofertaId);
    const pagada = destacada(o);
    if (filtraAlgo(f)) exigirDestacada(o, M.filtrosSoloDestacado);
    const size = POSTULANTES_PAGE_SIZE;
    const [{ rows, total }, opciones] = await Promise.all([
      repo.pagina(db, o.id, pagada ? f : null, { limit: size, offset: (pageNumber - 1) * size }),
      pagada ? repo.opcionesEstudios(db, o.id) : undefined,
    ]);
    const items = rows.map((r) => item(r, pagada));
    // Each visible row's interview still to happen, as a hint (free offers too: interviews are proposed row by row).
    const proximas = await entrevistasDeFilas(
      db,
      items.filter((i) => !i.bloqueado).map((i) => i.id_postulacion),
      deps.now(),
    );
    for (const i of items) {
      const e = proximas.get(i.id_postulacion);
      if (e && !i.bloqueado) i.entrevista = e;
    }
    if (pagada && items.length > 0) {
      // The company's tags and note count on each row (docs/team.md "Pipeline").
      const m = await marcas(
        await organizacionId(usuarioId),
        items.map((i) => i.id_postulacion),
      );
      // Only when there is something to show: a row without tags or notes reads as before.
      for (const i of items) {
        const marca = m.get(i.id_postulacion);
        if (i.bloqueado || !marca) continue;
        if (marca.etiquetas.length > 0) i.etiquetas = marca.etiquetas;
        if (marca.notas > 0) i.notas = marca.notas;
      }
    }
    return {
      items,
      optional: {
        current_page: pageNumber,
        total_pages: Math.ceil(total / size),
        total_postulants: total,
        titulo: o.titulo,
        tipo: o.tipo,
        destacado_pagado: pagada,
        filtros_disponibles: pagada,
        profesion: o.profesion,
        id_region: o.id_region,
        idnivelotros: o.idnivelotros,
        modalidad: o.modalidad,
        puede_destacarse: puedeDestacarse(o, deps.now()),
        cerro_el: cerroEl(o, deps.now()),
        ...(opciones ? { opciones_estudios: opciones } : {}),
      },
    };
  }

  /** Developer mode (`appliedApplicant`, `findForRecruiter`): every active application, no filters, no page. */
  async function todas(usuarioId: number, ofertaId: number) {
    const o = await ofertaPropia(usuarioId, ofertaId);
    const pagada = destacada(o);
    const rows = await repo.todas(db, o.id);
    return { o, pagada, items: rows.map((r) => item(r, pagada)) };
  }

  /**
   * `PATCH updateEstado/{id}`: the status radio, and the applicant's e-mail when their status changes unless the seat
   * chose not to notify (`avisar` false, for this change only: the seat's remembered box changes by
   * `PUT correosEstado/preferencia` alone).
   */
  async function updateEstado(
    usuarioId: number,
    id: number,
    estado: number,
    avisar?: boolean,
  ): Promise<{ cambiado: boolean; estado: number; correo: boolean; entrevistas_canceladas: number }> {
    const orgId = await organizacionId(usuarioId);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const found = await repo.propiaDeEmpresa(tx, orgId, id, true);
      if (!found) throw new AppError('NOT_FOUND', M.postulanteNoEncontrado);
      const { p, o } = found;
      if (primerasGratis.oculta(p, destacada(o))) throw new AppError('FORBIDDEN', M.estadoBloqueado);
      if (p.estado === estado) return { cambiado: false, estado: p.estado, correo: false, entrevistas_canceladas: 0 };
      const { correo, entrevistas_canceladas } = await cambiarEstadoYAvisar(deps, tx, found, estado, now, {
        avisar: avisar ?? true,
        organizacionId: orgId,
      });
      const antes = estadoPostulacion(p).clave;
      const despues = estadoPostulacion({ ...p, estado, revisado: 1 }).clave;
      const detalle = {
        oferta: o.titulo,
        postulante: `${found.nombres} ${found.apellidos}`.trim(),
        antes,
        despues,
        correo,
        ...(entrevistas_canceladas ? { entrevistas_canceladas } : {}),
      };
      await registrarPorCuenta(
        tx,
        usuarioId,
        orgId,
        { accion: 'postulacion.estado', entidad: 'postulacion', entidad_id: p.id, detalle },
        now,
      );
      return { cambiado: true, estado, correo, entrevistas_canceladas };
    });
  }

  async function postulacionPropia(usuarioId: number, postulanteId: number, ofertaId: number) {
    const orgId = await organizacionId(usuarioId);
    const found = await repo.dePostulanteEnOferta(db, orgId, postulanteId, ofertaId);
    if (!found) throw new AppError('NOT_FOUND', M.postulanteNoEncontrado);
    return found;
  }

  /**
   * `findOneForRecruiter/{id_postulante}?id_oferta=`: the CV of an applicant to one of the company's offers; opening
   * it marks the application read. A blocked one (past a free offer's first 15) has none of the personal keys and stays unread.
   */
  async function cv(usuarioId: number, postulanteId: number, ofertaId: number, populate: boolean): Promise<CvParaReclutador> {
    const { p, o, usuario_id } = await postulacionPropia(usuarioId, postulanteId, ofertaId);
    const pagada = destacada(o);
    const bloqueado = primerasGratis.oculta(p, pagada);
    const profile = populate ? await deps.perfil.fullProfile(usuario_id) : await deps.perfil.profile(usuario_id);
    if (!bloqueado && p.revisado === 0) await repo.marcarLeida(db, p.id, deps.now());
    const etiquetas = pagada && !bloqueado ? (await marcas(await organizacionId(usuarioId), [p.id])).get(p.id)?.etiquetas : undefined;
    const visible: Record<string, unknown> = { ...profile };
    for (const key of CLAVES_NUNCA_AL_RECLUTADOR) delete visible[key];
    if (bloqueado) for (const key of CLAVES_OCULTAS_BLOQUEADO) delete visible[key];
    return {
      ...(visible as unknown as PostulanteProfileFull),
      id: postulanteId,
      postulacion: {
        id_postulacion: p.id,
        id_oferta: o.oferta_id,
        estado: p.estado,
        estado_evaluacion: p.estado_evaluacion,
        revisado: bloqueado ? p.revisado : 1,
        afinidad_puesto: pagada && p.estado_evaluacion === 1 ? p.afinidad_puesto : null,
        afinidad_detalle: pagada && p.estado_evaluacion === 1 ? ((p.afinidad_detalle as AfinidadDetalle | null) ?? null) : null,
        bloqueado,
        creado_en: p.creado_en.toISOString(),
        puede_descargar_cv: pagada && !bloqueado,
        destacado_pagado: pagada,
        ...(etiquetas && etiquetas.length > 0 ? { etiquetas } : {}),
        ...(bloqueado ? { mensaje: M.bloqueado } : {}),
      },
    };
  }

  /** `getCv/{id_postulante}` {id_oferta}: the applicant's CV PDF, for featured-paid offers only. */
  async function getCv(usuarioId: number, postulanteId: number, ofertaId: number): Promise<CvDownload> {
    const { p, o, usuario_id, nombres, apellidos } = await postulacionPropia(usuarioId, postulanteId, ofertaId);
    if (!destacada(o)) throw new AppError('FORBIDDEN', M.cvSoloDestacados);
    if (p.estado_evaluacion === primerasGratis.EVALUACION_BLOQUEADA) throw new AppError('FORBIDDEN', M.cvBloqueado);
    const pdf = await deps.perfil.myCv(usuario_id, { paraEmpresa: true });
    await repo.marcarLeida(db, p.id, deps.now());
    const cvDe = {
      accion: 'postulacion.cv',
      entidad: 'postulacion',
      entidad_id: p.id,
      detalle: { oferta: o.titulo, postulante: `${nombres} ${apellidos}`.trim() },
    };
    await registrarPorCuenta(db, usuarioId, await organizacionId(usuarioId), cvDe, deps.now());
    return pdf;
  }

  /** The CSV/Excel export of the whole filtered list (featured-paid offers only). data[0] base64, optional.nombre. */
  async function exportar(usuarioId: number, ofertaId: number, f: FiltrosPostulantes, formato: FormatoExport) {
    const o = await ofertaPropia(usuarioId, ofertaId);
    exigirDestacada(o, M.soloDestacados);
    const archivo = { titulo: o.titulo, ahora: deps.now(), prefijo: 'postulantes' };
    const exportado = { accion: 'postulacion.exportar', entidad: 'oferta', entidad_id: o.id, detalle: { titulo: o.titulo, formato } };
    await registrarPorCuenta(db, usuarioId, await organizacionId(usuarioId), exportado, archivo.ahora);
    const enlace = (r: repo.FilaExport) => `${deps.publicUrl}${misOfertasPaths(o.id).postulantes}/${r.id_postulante}`;
    return archivoExport(formato, exportPostulantes(enlace), repo.todasPorLotes(db, o.id, f), archivo);
  }

  return { list, todas, updateEstado, cv, getCv, exportar };
}

export type ReclutadorService = ReturnType<typeof createReclutadorService>;
