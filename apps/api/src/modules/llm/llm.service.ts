/**
 * The applicant assistant (docs/assistant.md, docs/decisions/020-applicant-assistant.md): a provider turns the
 * Spanish request into criteria, the ranking orders the offer's applicants by them, and the query with its ranked
 * results is stored in one transaction; pages, reopening and exports read that stored list, with the recruiter's
 * decisions read live for the filters. Only the company's own offers: anything else is 404 (who may call at all —
 * premium or developer — is the routes' check).
 */
import {
  ASISTENTE_MESSAGES,
  ASISTENTE_PAGE_SIZE,
  MOTIVO_IGNORADO_TEXTO,
  type AsistenteHistorialItem,
  type AsistenteOptional,
  type RazonAsistente,
  type ResultadoAsistente,
  soloRasgosProtegidos,
  pidioEstados,
  mensajeSinResultados,
} from '@practiperu/shared/asistente';
import type { AsistenteFiltros } from '@practiperu/shared/schemas/asistente';
import type { Db } from '../../db/client.ts';
import { archivoExport, type DefinicionExport, type FormatoExport } from '../../export/export.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { destacada } from '../matching/matching.public.ts';
import { findOwn, organizacionOf } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { COLUMNAS_POSTULANTE, exigirDestacada } from '../postulante-oferta/reclutador.service.ts';
import { describirConsulta, lugaresAmbiguos, NADIE_AL_100, pideTodos, regionesDeLugares } from './integrado/index.ts';

/** The summary of a request with nothing searchable, as the page says it. */
const NADA_QUE_BUSCAR = 'Nada que podamos buscar.';
import * as repo from './llm.repository.ts';
import type { Interprete, NombreProveedor } from './proveedor.ts';
import { pideAlgo, resolverConsulta } from './ranking.ts';

export interface LlmDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  interprete: Interprete;
}

/** The company's page (mis-publicaciones) or the developer-mode one (publicaciones): only the results' url differs. */
export type Modo = 'empresa' | 'dev';

export interface PaginaAsistente {
  items: ResultadoAsistente[];
  message: string;
  optional: AsistenteOptional;
}

function urlResultados(ofertaId: number, consultaId: number, modo: Modo): string {
  const base = modo === 'dev' ? '/empresas/publicaciones' : '/empresas/mis-publicaciones';
  return `${base}/${ofertaId}/asistente-postulantes?historial=${consultaId}`;
}

/** The reasons in one cell: met ones with ✓, missed ones with ✗ (an order with nothing to order by: –), in order. */
function razonesEnTexto(razones: RazonAsistente[]): string {
  return razones.map((r) => `${r.cumple ? '✓' : r.criterio === 'orden' ? '–' : '✗'} ${r.texto}`).join('; ');
}

/** The export's sheet, in rank order; the affinity only on a featured-paid offer, as on the page. */
function exportResultados(pagada: boolean): DefinicionExport<repo.FilaResultado> {
  const C = COLUMNAS_POSTULANTE;
  return {
    hoja: 'Resultados',
    columnas: [
      { titulo: 'Puesto', ancho: 8, tipo: 'entero', valor: (r) => r.puesto },
      { titulo: 'Puntaje (%)', ancho: 11, tipo: 'entero', valor: (r) => r.puntaje },
      C.nombres,
      C.apellidos,
      C.correo,
      C.telefono,
      C.region,
      C.carrera,
      C.estado,
      pagada ? C.afinidad : { ...C.afinidad, valor: () => null },
      { titulo: 'Por qué', ancho: 60, tipo: 'parrafo', valor: (r) => razonesEnTexto(r.razones) },
      C.fecha,
    ],
  };
}

export const COLUMNAS_EXPORT_ASISTENTE = exportResultados(true).columnas.map((c) => c.titulo);

export function createLlmService(deps: LlmDeps) {
  const { db, storage } = deps;

  async function ofertaPropia(usuarioId: number, ofertaId: number) {
    const org = await organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    const o = await findOwn(db, org.id, ofertaId);
    if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    return o;
  }

  /** A stored query of one of the company's own offers (and of that offer, when one is named); else 404. */
  async function consultaPropia(usuarioId: number, consultaId: number, ofertaId?: number) {
    const org = await organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    if (ofertaId !== undefined && !(await findOwn(db, org.id, ofertaId))) {
      throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    }
    const c = await repo.consulta(db, consultaId);
    const o = c && (ofertaId === undefined || c.oferta_id === ofertaId) ? await findOwn(db, org.id, c.oferta_id) : undefined;
    if (!c || !o) throw new AppError('NOT_FOUND', ASISTENTE_MESSAGES.historialNoEncontrado);
    return { o, c };
  }

  const fotoUrl = (foto: string | null, version: Date) => (foto ? `${storage.url(foto)}?v=${version.getTime()}` : null);

  function item(r: repo.FilaResultado, pagada: boolean): ResultadoAsistente {
    return {
      id_postulacion: r.id_postulacion,
      id: r.id,
      nombres: r.nombres,
      apellidos: r.apellidos,
      carrera_actual: r.carrera_actual,
      region: r.region,
      foto: fotoUrl(r.foto, r.foto_version),
      estado: r.estado,
      revisado: r.revisado,
      afinidad_puesto: pagada && r.estado_evaluacion === 1 ? r.afinidad_puesto : null,
      puesto: r.puesto,
      puntaje: r.puntaje,
      razones: r.razones,
    };
  }

  const refusoRasgo = (consulta: repo.ConsultaRow['consulta']) => (consulta.ignorados ?? []).some((x) => x.motivo === 'protegido');

  async function responder(
    o: { id: number; titulo: string; estado_pago: number | null; destacado_desde: Date | string | null },
    c: repo.ConsultaRow,
    f: AsistenteFiltros,
    pageNumber: number,
    modo: Modo,
  ): Promise<PaginaAsistente> {
    const pagada = destacada(o);
    const size = ASISTENTE_PAGE_SIZE;
    const { rows, total } = await repo.pagina(db, c.id, f, pagada, { limit: size, offset: (pageNumber - 1) * size });
    let message = '';
    let nadaEntendido = false;
    const fueraDeTema = c.consulta.fuera_de_tema === true;
    if (c.total === 0) {
      if (fueraDeTema) {
        // Not about the applicants (a recipe, the weather): what can be asked, whatever the offer holds.
        nadaEntendido = true;
        message = c.consulta.sobre_plataforma === true ? ASISTENTE_MESSAGES.sobrePlataforma : ASISTENTE_MESSAGES.fueraDeTema;
      } else if ((await repo.postulacionesActivas(db, o.id)) === 0) {
        // Nobody to list yet, but a protected trait is refused all the same: the caller learns it now, not later.
        message = refusoRasgo(c.consulta)
          ? `${MOTIVO_IGNORADO_TEXTO.protegido} ${ASISTENTE_MESSAGES.sinPostulantes}`
          : ASISTENTE_MESSAGES.sinPostulantes;
      } else {
        // Nothing of the request could be searched (only unknown words, or traits it never filters by).
        nadaEntendido = !pideAlgo(c.consulta);
        // Only protected traits: one answer, the refusal in its fixed words (the page says them under «Lo que no
        // usamos», a caller of the API only here) and what to ask instead.
        message = !nadaEntendido
          ? mensajeSinResultados(c.consulta)
          : soloRasgosProtegidos(c.consulta)
            ? `${MOTIVO_IGNORADO_TEXTO.protegido} ${ASISTENTE_MESSAGES.soloProtegido}`
            : pidioEstados(c.consulta)
              ? ASISTENTE_MESSAGES.estadoSoloDestacado
              : ASISTENTE_MESSAGES.nadaEntendido;
      }
    } else if (refusoRasgo(c.consulta)) {
      // A protected trait beside real criteria: the rest is answered as if it were absent, and the refusal is said.
      message = MOTIVO_IGNORADO_TEXTO.protegido;
    }
    // Whoever is listed or not, off topic or not, a refused trait is said first (a caller of the API reads only this).
    if (refusoRasgo(c.consulta) && !message.includes(MOTIVO_IGNORADO_TEXTO.protegido))
      message = `${MOTIVO_IGNORADO_TEXTO.protegido} ${message}`.trim();
    const ambiguos = lugaresAmbiguos(c.consulta, await regionesDeLugares(db));
    return {
      items: rows.map((r) => item(r, pagada)),
      message,
      optional: {
        consulta: c.consulta,
        consulta_texto: c.consulta_texto,
        id_historial: c.id,
        current_page: pageNumber,
        total_pages: Math.ceil(total / size),
        total_postulants: total,
        titulo: o.titulo,
        url: urlResultados(o.id, c.id, modo),
        prompt: c.prompt,
        proveedor: c.proveedor as NombreProveedor,
        bloqueados: c.bloqueados,
        ...(ambiguos.length > 0 && { lugares_ambiguos: ambiguos }),
        destacado_pagado: pagada,
        nada_entendido: nadaEntendido,
        ...(fueraDeTema && { fuera_de_tema: true }),
      },
    };
  }

  /**
   * `llm/query`: interpret (the external provider or the built-in one), rank, store the query and its results in
   * one transaction, answer page 1 with no filters.
   */
  async function consultar(usuarioId: number, input: { id_oferta: number; prompt: string }, modo: Modo): Promise<PaginaAsistente> {
    const o = await ofertaPropia(usuarioId, input.id_oferta);
    const interpretado = await deps.interprete.interpretar(input.prompt, { titulo: o.titulo, id_region: o.id_region });
    const proveedor = interpretado.proveedor;
    // Decisions asked in words ("los finalistas") filter like the toggles: featured-paid offers only.
    const ranking = await resolverConsulta(db, o.id, interpretado.criterios, {
      pideTodos: pideTodos(input.prompt),
      estadosPermitidos: destacada(o),
      // The affinity, like the decisions, belongs to featured offers: elsewhere it neither scores nor orders.
      afinidad: destacada(o),
    });
    const criterios = ranking.criterios;
    // Nothing searchable (off topic, only traits or words it cannot read): no sentence of criteria that lists nobody.
    // With nobody listed, «Nadie aparece al 100 %» says nothing: left out.
    const descrita = ranking.nadaEntendido
      ? NADA_QUE_BUSCAR
      : ranking.resultados.length === 0
        ? describirConsulta(criterios, await regionesDeLugares(db)).replace(`. ${NADIE_AL_100}`, '')
        : describirConsulta(criterios, await regionesDeLugares(db));
    // «los 3 mejores» on an offer that is not featured: without the affinity, who ties is taken by arrival; said so.
    // With nothing asked but the count, nobody is «better»: the first ones by arrival, and why.
    const limite = criterios.limite ?? null;
    const soloCuantos = limite !== null && !pideAlgo({ ...criterios, limite: null });
    const consulta_texto =
      ranking.nadaEntendido || destacada(o) || limite === null || criterios.orden
        ? descrita
        : soloCuantos
          ? `${limite === 1 ? 'El primer postulante' : `Los ${limite} primeros postulantes`} por orden de llegada: la consulta no pide nada en particular y la afinidad con la oferta solo ordena en las ofertas destacadas`
          : `${descrita}. A igual coincidencia, por orden de llegada`;
    const now = deps.now();
    const id = await db.transaction((tx) =>
      repo.guardarConsulta(
        tx,
        {
          oferta_id: o.id,
          usuario_id: usuarioId,
          prompt: input.prompt,
          consulta: criterios,
          consulta_texto,
          proveedor,
          bloqueados: ranking.bloqueados,
          resultados: ranking.resultados,
        },
        now,
      ),
    );
    const c: repo.ConsultaRow = {
      id,
      oferta_id: o.id,
      prompt: input.prompt,
      consulta: criterios,
      consulta_texto,
      proveedor,
      total: ranking.resultados.length,
      bloqueados: ranking.bloqueados,
      creado_en: now,
    };
    return responder(o, c, { discard: false, pending: false, finalist: false }, 1, modo);
  }

  /** `llm/results`: a page of a stored query, filtered by the applications' current decisions. */
  async function resultados(
    usuarioId: number,
    q: AsistenteFiltros & { id_historial: number; page: number },
    modo: Modo,
  ): Promise<PaginaAsistente> {
    const { o, c } = await consultaPropia(usuarioId, q.id_historial);
    // The decision toggles (discard, pending, finalist) are applicant filtering: featured offers only.
    if (q.discard || q.pending || q.finalist) exigirDestacada(o, POSTULANTES_MESSAGES.filtrosSoloDestacado);
    return responder(o, c, q, q.page, modo);
  }

  /** `llm/history/{id_oferta}`: the offer's past queries, newest first. */
  async function historial(usuarioId: number, ofertaId: number): Promise<AsistenteHistorialItem[]> {
    const o = await ofertaPropia(usuarioId, ofertaId);
    const rows = await repo.historial(db, o.id);
    return rows.map((r) => ({ ...r, creado_en: r.creado_en.toISOString() }));
  }

  /** `llm/exportExcel|exportCSV/{id_oferta}`: every filtered result of a stored query of that offer, in rank order. */
  async function exportar(
    usuarioId: number,
    ofertaId: number,
    q: AsistenteFiltros & { id_historial: number },
    formato: FormatoExport,
  ): Promise<{ base64: string; nombre: string; total: number }> {
    const { o, c } = await consultaPropia(usuarioId, q.id_historial, ofertaId);
    exigirDestacada(o, POSTULANTES_MESSAGES.soloDestacados); // CSV and Excel: featured offers only
    const pagada = destacada(o);
    const rows = await repo.todas(db, c.id, q, pagada);
    return archivoExport(formato, exportResultados(pagada), [rows], { titulo: o.titulo, ahora: deps.now() });
  }

  return { consultar, resultados, historial, exportar };
}

export type LlmService = ReturnType<typeof createLlmService>;
