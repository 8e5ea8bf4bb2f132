/**
 * The applicant assistant (issue #10; recruiter §1, §3 "AI search", §4 "AI assistant filters", §7 "AI assistant
 * (llm)"; docs/assistant.md, decision 020): a provider turns the Spanish request into criteria, the ranking orders
 * the offer's applicants by them, and the query with its ranked results is stored in one transaction; pages,
 * reopening and exports read that stored list, with the recruiter's decisions read live for the filters. Only the
 * company's own offers: anything else is 404 (who may call at all — premium or developer — is the routes' check).
 */
import {
  ASISTENTE_MESSAGES,
  ASISTENTE_PAGE_SIZE,
  type AsistenteFiltros,
  type AsistenteHistorialItem,
  type AsistenteOptional,
  type RazonAsistente,
  type ResultadoAsistente,
} from '@practiperu/shared/schemas/asistente';
import { aliasDe, limaToday } from '@practiperu/shared/schemas/oferta';
import { ESTADO_POSTULANTE_LABELS } from '@practiperu/shared/schemas/postulantes';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { destacada } from '../matching/matching.rules.ts';
import * as ofertaRepo from '../oferta/oferta.repository.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { celdaSegura, fechaHoraLima, relojLima, type FormatoExport } from '../postulante-oferta/reclutador.service.ts';
import { describirConsulta } from './integrado/index.ts';
import * as repo from './llm.repository.ts';
import type { Interprete, NombreProveedor } from './proveedor.ts';
import { rankearPostulantes } from './ranking.ts';

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

export const COLUMNAS_EXPORT_ASISTENTE = [
  'Puesto',
  'Puntaje (%)',
  'Nombres',
  'Apellidos',
  'Correo de contacto',
  'Teléfono',
  'Región',
  'Carrera',
  'Estado',
  'Afinidad (%)',
  'Por qué',
  'Fecha de postulación',
] as const;

function urlResultados(ofertaId: number, consultaId: number, modo: Modo): string {
  const base = modo === 'dev' ? '/empresas/publicaciones' : '/empresas/mis-publicaciones';
  return `${base}/${ofertaId}/asistente-postulantes?historial=${consultaId}`;
}

/** The reasons in one cell: met ones with ✓, missed ones with ✗, in the ranking's order. */
function razonesEnTexto(razones: RazonAsistente[]): string {
  return razones.map((r) => `${r.cumple ? '✓' : '✗'} ${r.texto}`).join('; ');
}

export function createLlmService(deps: LlmDeps) {
  const { db, storage } = deps;

  async function ofertaPropia(usuarioId: number, ofertaId: number) {
    const org = await ofertaRepo.organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    const o = await ofertaRepo.findOwn(db, org.id, ofertaId);
    if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    return o;
  }

  /** A stored query of one of the company's own offers (and of that offer, when one is named); else 404. */
  async function consultaPropia(usuarioId: number, consultaId: number, ofertaId?: number) {
    const org = await ofertaRepo.organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    if (ofertaId !== undefined && !(await ofertaRepo.findOwn(db, org.id, ofertaId))) {
      throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    }
    const c = await repo.consulta(db, consultaId);
    const o = c && (ofertaId === undefined || c.oferta_id === ofertaId) ? await ofertaRepo.findOwn(db, org.id, c.oferta_id) : undefined;
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
    if (c.total === 0) {
      message = (await repo.postulacionesActivas(db, o.id)) === 0 ? ASISTENTE_MESSAGES.sinPostulantes : ASISTENTE_MESSAGES.sinResultados;
    }
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
      },
    };
  }

  /**
   * `llm/query`: interpret (the external provider or the built-in one), rank, store the query and its results in
   * one transaction, answer page 1 with no filters.
   */
  async function consultar(usuarioId: number, input: { id_oferta: number; prompt: string }, modo: Modo): Promise<PaginaAsistente> {
    const o = await ofertaPropia(usuarioId, input.id_oferta);
    const { criterios, proveedor } = await deps.interprete.interpretar(input.prompt, { titulo: o.titulo });
    const ranking = await rankearPostulantes(db, o.id, criterios);
    const consulta_texto = describirConsulta(criterios);
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
    const pagada = destacada(o);
    const rows = await repo.todas(db, c.id, q, pagada);
    const nombre = `${aliasDe(o.titulo) || 'resultados'}-${limaToday(deps.now())}.${formato}`;
    const bytes = formato === 'xlsx' ? await xlsx(rows, pagada) : csv(rows, pagada);
    return { base64: bytes.toString('base64'), nombre, total: rows.length };
  }

  return { consultar, resultados, historial, exportar };
}

export type LlmService = ReturnType<typeof createLlmService>;

/** One exported row; empty cells are null (no value in the sheet, '' in the CSV). */
function valores(r: repo.FilaResultado, pagada: boolean) {
  const texto = (v: string | null) => (v ? celdaSegura(v) : null);
  return {
    puesto: r.puesto,
    puntaje: r.puntaje,
    nombres: texto(r.nombres),
    apellidos: texto(r.apellidos),
    correo: texto(r.correo_contacto),
    telefono: r.whatsapp ?? null,
    region: texto(r.region),
    carrera: texto(r.carrera_actual),
    estado: ESTADO_POSTULANTE_LABELS[r.estado] ?? null,
    afinidad: pagada && r.estado_evaluacion === 1 ? r.afinidad_puesto : null,
    razones: texto(razonesEnTexto(r.razones)),
  };
}

/** A real .xlsx through exceljs' streaming writer: a header row, numbers as numbers, dates as dates. */
async function xlsx(rows: repo.FilaResultado[], pagada: boolean): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  workbook.creator = 'PractiPerú';
  const sheet = workbook.addWorksheet('Resultados', { views: [{ state: 'frozen', ySplit: 1 }] });
  const h = COLUMNAS_EXPORT_ASISTENTE;
  sheet.columns = [
    { header: h[0], key: 'puesto', width: 8, style: { numFmt: '0' } },
    { header: h[1], key: 'puntaje', width: 11, style: { numFmt: '0' } },
    { header: h[2], key: 'nombres', width: 22 },
    { header: h[3], key: 'apellidos', width: 24 },
    { header: h[4], key: 'correo', width: 30 },
    { header: h[5], key: 'telefono', width: 12, style: { numFmt: '@' } },
    { header: h[6], key: 'region', width: 16 },
    { header: h[7], key: 'carrera', width: 30 },
    { header: h[8], key: 'estado', width: 13 },
    { header: h[9], key: 'afinidad', width: 12, style: { numFmt: '0' } },
    { header: h[10], key: 'razones', width: 60, style: { alignment: { wrapText: true, vertical: 'top' } } },
    { header: h[11], key: 'fecha', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ ...valores(r, pagada), fecha: relojLima(r.creado_en) }).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** CSV with a BOM (Excel then reads the accents right), a header row, dates as 'YYYY-MM-DD HH:mm' Lima. */
function csv(rows: repo.FilaResultado[], pagada: boolean): Buffer {
  const text = stringify(
    rows.map((r) => {
      const v = valores(r, pagada);
      return [
        v.puesto,
        v.puntaje,
        v.nombres,
        v.apellidos,
        v.correo,
        v.telefono,
        v.region,
        v.carrera,
        v.estado,
        v.afinidad,
        v.razones,
        fechaHoraLima(r.creado_en),
      ].map((x) => x ?? '');
    }),
    { bom: true, header: true, columns: [...COLUMNAS_EXPORT_ASISTENTE] },
  );
  return Buffer.from(text, 'utf8');
}
