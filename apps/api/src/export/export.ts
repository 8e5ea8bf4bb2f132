/**
 * The spreadsheet exports: the recruiter's applicant list (docs/applicants.md) and the assistant's
 * results (docs/assistant.md). A service describes its columns and hands over its rows, in batches; this writes them
 * as a real .xlsx or as a CSV with the same cells: text neutralised against formula injection, instants in Lima
 * wall-clock time, and names the file. What each choice cost and saved: docs/performance.md.
 */
import { limaToday, offsetMinutes } from '@practiperu/shared/dates';
import { aliasDe } from '@practiperu/shared/oferta';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';

export type FormatoExport = 'xlsx' | 'csv';

/** A cell: text, a number, an instant (a date cell in the sheet, 'YYYY-MM-DD HH:mm' Lima in the CSV), or empty. */
export type Celda = string | number | Date | null;

/**
 * What a column holds, which sets the style of its cells in the sheet: `identificador` is digits kept as text so
 * leading zeros survive (DNI, phone), `entero` a whole number, `fechaHora` day, month and time, `parrafo` long text
 * wrapped from the top of the cell, `decimal` a number with one decimal, `enlace` an http(s) address: a hyperlink cell
 * in the sheet (its text is the address), the address itself in the CSV.
 */
export type TipoColumna = 'texto' | 'identificador' | 'entero' | 'decimal' | 'fechaHora' | 'parrafo' | 'enlace';

export interface ColumnaExport<T> {
  titulo: string;
  /** Width in the sheet, in characters. */
  ancho: number;
  tipo: TipoColumna;
  valor: (fila: T) => Celda;
}

export interface DefinicionExport<T> {
  /** The sheet's name (XLSX). */
  hoja: string;
  columnas: readonly ColumnaExport<T>[];
}

/** The answer's file: `data[0]` in base64, `optional.nombre` and `optional.total`. */
export interface ArchivoExport {
  base64: string;
  nombre: string;
  total: number;
}

/** Spreadsheet cells that begin like a formula are neutralised with a leading apostrophe (OWASP CSV injection). */
export function celdaSegura(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const HORA_MS = 3_600_000;
/** Lima's offset by UTC hour: formatToParts costs ~10 µs, 100 ms for an export of 10,000 (docs/performance.md). */
const offsetLima = new Map<number, number>();
/** The Lima wall clock of an instant, as a UTC date (what a spreadsheet shows, having no time zones). */
export function relojLima(d: Date): Date {
  const hora = Math.floor(d.getTime() / HORA_MS);
  let offset = offsetLima.get(hora);
  if (offset === undefined) {
    // Offsets change on the hour (Peru has none now, but the time zone database decides), so one lookup per hour.
    offset = offsetMinutes(new Date(hora * HORA_MS)) * 60_000;
    if (offsetLima.size >= 50_000) offsetLima.clear();
    offsetLima.set(hora, offset);
  }
  return new Date(d.getTime() + offset);
}
/** 'YYYY-MM-DD HH:mm' in Lima (CSV). */
export function fechaHoraLima(d: Date): string {
  return relojLima(d).toISOString().slice(0, 16).replace('T', ' ');
}

/** `{prefijo}-{the offer title's alias}-{Lima date}.{xlsx|csv}`, e.g. `postulantes-practicante-contable-2027-03-10.xlsx`. */
export function nombreExport(titulo: string, ahora: Date, formato: FormatoExport, prefijo?: string): string {
  return `${prefijo ? `${prefijo}-` : ''}${aliasDe(titulo)}-${limaToday(ahora)}.${formato}`;
}

/**
 * The export of every row of `lotes` (the database's batches, or one array), as the answer's file. Text cells are
 * neutralised here, so no column can forget it; an empty text is an empty cell.
 */
export async function archivoExport<T>(
  formato: FormatoExport,
  definicion: DefinicionExport<T>,
  lotes: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  archivo: { titulo: string; ahora: Date; prefijo?: string },
): Promise<ArchivoExport> {
  const { bytes, total } = formato === 'xlsx' ? await xlsx(definicion, lotes) : await csv(definicion, lotes);
  return { base64: bytes.toString('base64'), nombre: nombreExport(archivo.titulo, archivo.ahora, formato, archivo.prefijo), total };
}

/** A text cell's value as written: neutralised, or null when empty. */
function celda(v: Celda): Celda {
  return typeof v === 'string' ? (v === '' ? null : celdaSegura(v)) : v;
}

/**
 * The style every cell of a column of that kind shares. exceljs gives each new cell its own style object and then
 * renders it to find its style id (a WeakMap keyed by the object makes a shared one free): 100,000 renders were
 * most of the export's time (docs/performance.md).
 */
const ESTILOS: Record<TipoColumna, Partial<ExcelJS.Style>> = {
  texto: {},
  identificador: { numFmt: '@' },
  entero: { numFmt: '0' },
  decimal: { numFmt: '0.0' },
  fechaHora: { numFmt: 'dd/mm/yyyy hh:mm' },
  parrafo: { alignment: { wrapText: true, vertical: 'top' } },
  enlace: { font: { color: { argb: 'FF1D4ED8' }, underline: true } },
};

/** A sheet cell's value: instants as Lima wall clock, addresses of `enlace` columns as hyperlink cells. */
function valorXlsx(v: Celda, tipo: TipoColumna): ExcelJS.CellValue {
  if (v instanceof Date) return relojLima(v);
  if (tipo === 'enlace' && typeof v === 'string' && /^https?:\/\//.test(v)) return { text: v, hyperlink: v };
  return v;
}

/** The rows' own style (none), shared for the same reason. */
const ESTILO_FILA: Partial<ExcelJS.Style> = {};

/**
 * A real .xlsx through exceljs' streaming writer (rows committed one by one): a bold frozen header row with an
 * auto-filter over the columns (the writer puts `<autoFilter>` after the rows, so its range is set once the rows
 * are counted), typed cells.
 */
async function xlsx<T>(
  { hoja, columnas }: DefinicionExport<T>,
  lotes: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): Promise<{ bytes: Buffer; total: number }> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  workbook.creator = 'PractiPerú';
  const sheet = workbook.addWorksheet(hoja, { views: [{ state: 'frozen', ySplit: 1 }] });
  const estilos = columnas.map((c) => ESTILOS[c.tipo]);
  sheet.columns = columnas.map((c, i) => ({ header: c.titulo, width: c.ancho, style: estilos[i] }));
  sheet.getRow(1).font = { bold: true };
  let total = 0;
  for await (const lote of lotes) {
    for (const r of lote) {
      const row = sheet.addRow(columnas.map((c) => valorXlsx(celda(c.valor(r)), c.tipo)));
      // Row.style exists at runtime (exceljs' typings leave it out): a fresh {} per row would be rendered each time.
      (row as unknown as { style: Partial<ExcelJS.Style> }).style = ESTILO_FILA;
      for (let c = 0; c < estilos.length; c++) row.getCell(c + 1).style = estilos[c]!;
      row.commit();
    }
    total += lote.length;
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: total + 1, column: columnas.length } };
  sheet.commit();
  await workbook.commit();
  await ended;
  return { bytes: Buffer.concat(chunks), total };
}

/** One CSV field (RFC 4180, what csv-stringify wrote): quoted when it holds a comma, a quote or a line break. */
function campoCsv(v: Celda): string {
  if (v === null) return '';
  const s = v instanceof Date ? fechaHoraLima(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * CSV with a BOM (Excel then reads the accents right), a header row (also when there is no row), '\n' after every
 * line, dates as 'YYYY-MM-DD HH:mm' Lima. Written by hand: csv-stringify took ~60 % of the export's CPU for 10,000
 * rows of ten short fields (docs/performance.md).
 */
async function csv<T>(
  { columnas }: DefinicionExport<T>,
  lotes: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): Promise<{ bytes: Buffer; total: number }> {
  const lineas = [`\ufeff${columnas.map((c) => campoCsv(c.titulo)).join(',')}`];
  let total = 0;
  for await (const lote of lotes) {
    for (const r of lote) lineas.push(columnas.map((c) => campoCsv(celda(c.valor(r)))).join(','));
    total += lote.length;
  }
  return { bytes: Buffer.from(`${lineas.join('\n')}\n`, 'utf8'), total };
}
