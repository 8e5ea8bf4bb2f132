/**
 * The recruiter's review of an offer's applicants (issue #8; recruiter §2–§9, applicant §6; C8, C28, C29;
 * docs/applicants.md, decision 016): the filtered, paginated list with the free-offer blur, the status radio and
 * the applicant's e-mail, the CV as a recruiter sees it, the CV download, the CSV/Excel exports and the
 * developer-mode lists. Only the company's own offers: anything else is 404. Featured offers with a validated
 * payment (destacada) get filters, sort, exports, affinity and the CV download; the others get 403 for those.
 */
import { paths } from '@practiperu/shared/paths';
import type { CvDownload, PostulanteProfileFull } from '@practiperu/shared/schemas/cv';
import { aliasDe, limaToday } from '@practiperu/shared/schemas/oferta';
import {
  CLAVES_OCULTAS_BLOQUEADO,
  ESTADO_POSTULANTE_LABELS,
  POSTULANTES_MESSAGES as M,
  POSTULANTES_PAGE_SIZE,
  filtraAlgo,
  filtrosPostulantesSchema,
  type CvParaReclutador,
  type FiltrosPostulantes,
  type PostulanteDeOferta,
  type PostulantesOptional,
} from '@practiperu/shared/schemas/postulantes';
import type { AfinidadDetalle } from '@practiperu/shared/afinidad';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Storage } from '../../storage/storage.ts';
import { parseBody } from '../cv/validation.ts';
import { destacada, estadoPostulacion } from '../matching/matching.rules.ts';
import * as ofertaRepo from '../oferta/oferta.repository.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import type { PostulanteService } from '../postulante/postulante.service.ts';
import { ESTADOS_CON_CORREO, estadoPostulacionMail } from './reclutador.mails.ts';
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

/** `PATCH updateEstado/{id}` body: {data: {estado}} (recruiter §4: 0–3). */
export const estadoSchema = z.object({
  data: z.object(
    {
      estado: z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
        z.number({ error: M.estado }).int({ error: M.estado }).min(0, { error: M.estado }).max(3, { error: M.estado }),
      ),
    },
    { error: M.estado },
  ),
});

/**
 * Gathers the query's `departamentos[0]=1&departamentos[1]=4`, `departamentos[]=1` and repeated `idiomas=…` keys
 * into arrays under their plain names (the default query parser leaves the brackets in the key).
 */
export function agruparQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const indexed = new Map<string, [number, unknown][]>();
  for (const [key, value] of Object.entries(query)) {
    const m = /^([a-z_]+)\[(\d*)\]$/.exec(key);
    if (!m) {
      out[key] = value;
      continue;
    }
    const list = indexed.get(m[1]!) ?? [];
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) list.push([m[2] === '' ? Number.MAX_SAFE_INTEGER : Number(m[2]), v]);
    indexed.set(m[1]!, list);
  }
  for (const [name, list] of indexed) {
    const plain = out[name] === undefined ? [] : Array.isArray(out[name]) ? (out[name] as unknown[]) : [out[name]];
    out[name] = [...plain, ...list.sort((a, b) => a[0] - b[0]).map(([, v]) => v)];
  }
  return out;
}

/** Spreadsheet cells that begin like a formula are neutralised with a leading apostrophe (OWASP CSV injection). */
export function celdaSegura(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const limaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Lima',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const HORA_MS = 3_600_000;
/** Lima's offset by UTC hour: formatToParts costs ~10 µs, 100 ms for an export of 10,000 (docs/performance.md). */
const offsetLima = new Map<number, number>();
/** The Lima wall clock of an instant, as a UTC date (what a spreadsheet shows, having no time zones). */
export function relojLima(d: Date): Date {
  const hora = Math.floor(d.getTime() / HORA_MS);
  let offset = offsetLima.get(hora);
  if (offset === undefined) {
    // Offsets change on the hour (Peru has none now, but the time zone database decides), so one lookup per hour.
    const inicio = new Date(hora * HORA_MS);
    const p = Object.fromEntries(limaParts.formatToParts(inicio).map((x) => [x.type, x.value]));
    const reloj = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
    offset = reloj - inicio.getTime();
    if (offsetLima.size >= 50_000) offsetLima.clear();
    offsetLima.set(hora, offset);
  }
  return new Date(d.getTime() + offset);
}
/** 'YYYY-MM-DD HH:mm' in Lima (CSV). */
export function fechaHoraLima(d: Date): string {
  return relojLima(d).toISOString().slice(0, 16).replace('T', ' ');
}

export const COLUMNAS_EXPORT = [
  'Nombres',
  'Apellidos',
  'Correo de contacto',
  'Teléfono',
  'DNI',
  'Región',
  'Carrera',
  'Estado',
  'Afinidad (%)',
  'Fecha de postulación',
] as const;

export type FormatoExport = 'xlsx' | 'csv';

export function createReclutadorService(deps: ReclutadorDeps) {
  const { db, storage } = deps;

  async function organizacionId(usuarioId: number): Promise<number> {
    const org = await ofertaRepo.organizacionOf(db, usuarioId);
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

  function filtros(raw: unknown): FiltrosPostulantes {
    const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? agruparQuery(raw as Record<string, unknown>) : raw;
    return parseBody(filtrosPostulantesSchema, input);
  }

  const fotoUrl = (foto: string | null, version: Date) => (foto ? `${storage.url(foto)}?v=${version.getTime()}` : null);

  function item(r: repo.FilaPostulante, pagada: boolean): PostulanteDeOferta {
    const creado_en = r.creado_en.toISOString();
    if (r.estado_evaluacion === 3 && !pagada) {
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
    raw: unknown,
    pageNumber: number,
  ): Promise<{ items: PostulanteDeOferta[]; optional: PostulantesOptional }> {
    const f = filtros(raw);
    const o = await ofertaPropia(usuarioId, ofertaId);
    const pagada = destacada(o);
    if (!pagada && filtraAlgo(f)) throw new AppError('FORBIDDEN', M.filtrosSoloDestacado);
    const size = POSTULANTES_PAGE_SIZE;
    const { rows, total } = await repo.pagina(db, o.id, pagada ? f : null, { limit: size, offset: (pageNumber - 1) * size });
    return {
      items: rows.map((r) => item(r, pagada)),
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

  /** `PATCH updateEstado/{id}`: the radio of recruiter §4, and the applicant's e-mail when their status changes (C29). */
  async function updateEstado(usuarioId: number, id: number, body: unknown): Promise<{ cambiado: boolean; estado: number }> {
    const { data } = parseBody(estadoSchema, body);
    const orgId = await organizacionId(usuarioId);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const found = await repo.propiaDeEmpresa(tx, orgId, id, true);
      if (!found) throw new AppError('NOT_FOUND', M.postulanteNoEncontrado);
      const { p, o } = found;
      if (p.estado_evaluacion === 3 && !destacada(o)) throw new AppError('FORBIDDEN', M.estadoBloqueado);
      if (p.estado === data.estado) return { cambiado: false, estado: p.estado };
      await repo.cambiarEstado(tx, p.id, data.estado, now);
      const antes = estadoPostulacion(p, o).clave;
      const despues = estadoPostulacion({ ...p, estado: data.estado, revisado: 1 }, o).clave;
      if (antes !== despues && ESTADOS_CON_CORREO.includes(despues)) {
        await deps.mailer.send(
          tx,
          found.correo,
          estadoPostulacionMail({
            nombres: found.nombres,
            titulo: o.titulo,
            empresa: o.nombre_org ?? '',
            clave: despues as 'en_proceso' | 'finalista' | 'no_seleccionada',
            url: `${deps.publicUrl}${paths.postulantes.applications}`,
          }),
        );
      }
      return { cambiado: true, estado: data.estado };
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
   * it marks the application read. A blocked one (C28) has none of the personal keys and stays unread.
   */
  async function cv(usuarioId: number, postulanteId: number, ofertaId: number, populate: boolean): Promise<CvParaReclutador> {
    const { p, o, usuario_id } = await postulacionPropia(usuarioId, postulanteId, ofertaId);
    const pagada = destacada(o);
    const bloqueado = p.estado_evaluacion === 3 && !pagada;
    const profile = populate ? await deps.perfil.fullProfile(usuario_id) : await deps.perfil.profile(usuario_id);
    if (!bloqueado && p.revisado === 0) await repo.marcarLeida(db, p.id, deps.now());
    const visible: Record<string, unknown> = { ...profile };
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
        ...(bloqueado ? { mensaje: M.bloqueado } : {}),
      },
    };
  }

  /** `getCv/{id_postulante}` {id_oferta}: the applicant's CV PDF, for featured-paid offers only (recruiter §6). */
  async function getCv(usuarioId: number, postulanteId: number, ofertaId: number): Promise<CvDownload> {
    const { p, o, usuario_id } = await postulacionPropia(usuarioId, postulanteId, ofertaId);
    if (!destacada(o)) throw new AppError('FORBIDDEN', M.cvSoloDestacados);
    if (p.estado_evaluacion === 3) throw new AppError('FORBIDDEN', M.cvBloqueado);
    const pdf = await deps.perfil.myCv(usuario_id);
    await repo.marcarLeida(db, p.id, deps.now());
    return pdf;
  }

  /** The CSV/Excel export of the whole filtered list (featured-paid offers only). data[0] base64, optional.nombre. */
  async function exportar(usuarioId: number, ofertaId: number, raw: unknown, formato: FormatoExport) {
    const f = filtros(raw);
    const o = await ofertaPropia(usuarioId, ofertaId);
    if (!destacada(o)) throw new AppError('FORBIDDEN', M.soloDestacados);
    const lotes = repo.todasPorLotes(db, o.id, f);
    const nombre = `postulantes-${aliasDe(o.titulo)}-${limaToday(deps.now())}.${formato}`;
    const { bytes, total } = formato === 'xlsx' ? await xlsx(lotes) : await csv(lotes);
    return { base64: bytes.toString('base64'), nombre, total };
  }

  return { list, todas, updateEstado, cv, getCv, exportar, filtros };
}

export type ReclutadorService = ReturnType<typeof createReclutadorService>;

/** A text cell: neutralised, or null when empty. */
const texto = (v: string | null) => (v ? celdaSegura(v) : null);

/** One exported row but its date, in the order of COLUMNAS_EXPORT; empty cells are null (no value in the sheet, '' in the CSV). */
function valores(r: repo.FilaExport): (string | number | null)[] {
  return [
    texto(r.nombres),
    texto(r.apellidos),
    texto(r.correo_contacto),
    r.whatsapp ?? null,
    r.dni ?? null,
    texto(r.region),
    texto(r.carrera_actual),
    ESTADO_POSTULANTE_LABELS[r.estado] ?? null,
    r.estado_evaluacion === 1 ? r.afinidad_puesto : null,
  ];
}

/**
 * The sheet's columns: header, key, width and the one style object every cell of the column shares. exceljs gives
 * each new cell its own style object and then renders it to find its style id (a WeakMap keyed by the object makes
 * a shared one free): 100,000 renders were most of the export's time (docs/performance.md).
 */
const COLUMNAS_XLSX: { width: number; style: Partial<ExcelJS.Style> }[] = [
  { width: 22, style: {} },
  { width: 24, style: {} },
  { width: 30, style: {} },
  // Teléfono and DNI as text, so leading zeros survive.
  { width: 12, style: { numFmt: '@' } },
  { width: 11, style: { numFmt: '@' } },
  { width: 16, style: {} },
  { width: 30, style: {} },
  { width: 13, style: {} },
  { width: 12, style: { numFmt: '0' } },
  { width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
];

/** The rows' own style (none), shared for the same reason. */
const ESTILO_FILA: Partial<ExcelJS.Style> = {};

/** A real .xlsx through exceljs' streaming writer: a bold frozen header row, text identifiers, numbers and dates. */
export async function xlsx(lotes: AsyncIterable<repo.FilaExport[]>): Promise<{ bytes: Buffer; total: number }> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  workbook.creator = 'PractiPerú';
  const sheet = workbook.addWorksheet('Postulantes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNAS_XLSX.map((c, i) => ({ header: COLUMNAS_EXPORT[i], width: c.width, style: c.style }));
  sheet.getRow(1).font = { bold: true };
  let total = 0;
  for await (const lote of lotes) {
    for (const r of lote) {
      const values: (string | number | Date | null)[] = valores(r);
      values.push(relojLima(r.creado_en));
      const row = sheet.addRow(values);
      // Row.style exists at runtime (exceljs' typings leave it out): a fresh {} per row would be rendered each time.
      (row as unknown as { style: Partial<ExcelJS.Style> }).style = ESTILO_FILA;
      for (let c = 0; c < COLUMNAS_XLSX.length; c++) row.getCell(c + 1).style = COLUMNAS_XLSX[c]!.style;
      row.commit();
    }
    total += lote.length;
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return { bytes: Buffer.concat(chunks), total };
}

/** One CSV field (RFC 4180, what csv-stringify writes): quoted when it holds a comma, a quote or a line break. */
function campoCsv(v: string | number | null): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * CSV with a BOM (Excel then reads the accents right), a header row, dates as 'YYYY-MM-DD HH:mm' Lima. Written by
 * hand: csv-stringify took ~60 % of the export's CPU for 10,000 rows of ten short fields (docs/performance.md).
 */
export async function csv(lotes: AsyncIterable<repo.FilaExport[]>): Promise<{ bytes: Buffer; total: number }> {
  const lineas = [`\ufeff${COLUMNAS_EXPORT.map(campoCsv).join(',')}`];
  let total = 0;
  for await (const lote of lotes) {
    for (const r of lote) lineas.push(`${valores(r).map(campoCsv).join(',')},${fechaHoraLima(r.creado_en)}`);
    total += lote.length;
  }
  return { bytes: Buffer.from(`${lineas.join('\n')}\n`, 'utf8'), total };
}
