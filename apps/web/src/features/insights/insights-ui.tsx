/**
 * What the insight pages share (docs/insights.md): the period picker and the period a loader asks for, the figure
 * tiles, and a section with its CSV, or with its chart and the chart's CSV.
 */
import type { PeriodoQuery } from '@practiperu/shared/api/insights';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { csvDe, errorDePeriodo } from '@practiperu/shared/insights';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorText } from '../../components/field';
import { Grafico, type GraficoProps } from '../../components/grafico';
import { Icon } from '../../components/icon';
import { LoadError } from '../../components/load-error';
import type { Loaded } from '../../lib/loaded';
import { saveTextFile } from '../../lib/save-file';

/** The period of a page's address (`?desde=&hasta=`), as its loader asks the server for it. */
export function periodoDeUrl(request: Request): PeriodoQuery {
  const params = new URL(request.url).searchParams;
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  return { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) };
}

/** What an insight page's loader hands it: its figures, the server's message, or the address's period to correct. */
export type ConPeriodo<T> = Loaded<T> | { ok: false; message: string; periodo: { desde: string; hasta: string; campo: 'desde' | 'hasta' } };

/**
 * The period of the address when it cannot be asked for (reversed, longer than a year, not a date): the page shows
 * the period's form with the mistake at its field rather than asking the server, so the user corrects it there.
 */
export function periodoACorregir(periodo: PeriodoQuery): Extract<ConPeriodo<never>, { periodo: object }> | null {
  const error = errorDePeriodo(periodo);
  if (!error) return null;
  return { ok: false, message: error.mensaje, periodo: { desde: periodo.desde ?? '', hasta: periodo.hasta ?? '', campo: error.campo } };
}

/** A page without its figures: the period to correct at its field, or the server's message with a way to retry. */
export function SinCifras({ loaded, titulo }: { loaded: Exclude<ConPeriodo<unknown>, { ok: true }>; titulo?: string }) {
  if ('periodo' in loaded) {
    const { desde, hasta, campo } = loaded.periodo;
    return <Periodo key={`${desde} ${hasta}`} desde={desde} hasta={hasta} error={{ campo, mensaje: loaded.message }} />;
  }
  return <LoadError message={loaded.message} title={titulo} />;
}

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const BOTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The period shown, as the server answered it; changing it reloads the page's data with `?desde=&hasta=`. The form
 * checks the period itself and says what is wrong in Spanish at its field (never the browser's own bubble); a period
 * that has not begun yet is said too, as it has no figures.
 */
export function Periodo({
  desde,
  hasta,
  error: errorInicial = null,
}: {
  desde: string;
  hasta: string;
  error?: { campo: 'desde' | 'hasta'; mensaje: string } | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [d, setD] = useState(desde);
  const [h, setH] = useState(hasta);
  const [error, setError] = useState(errorInicial);
  const id = useId();
  const refs = { desde: useRef<HTMLInputElement>(null), hasta: useRef<HTMLInputElement>(null) };
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    // An emptied or half-typed date field has the value '': a day is missing.
    const mal = errorDePeriodo({ desde: d, hasta: h });
    if (mal) {
      setError(mal);
      refs[mal.campo].current?.focus();
      return;
    }
    setError(null);
    const next = new URLSearchParams(params);
    next.set('desde', d);
    next.set('hasta', h);
    navigate(`?${next.toString()}`);
  };
  const futuro = !error && desde !== '' && desde > limaToday();
  const campo = (nombre: 'desde' | 'hasta', etiqueta: string, valor: string, cambiar: (v: string) => void) => (
    <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-none dark:text-slate-300">
      {etiqueta}
      <input
        ref={refs[nombre]}
        type="date"
        name={nombre}
        className={INPUT}
        value={valor}
        aria-invalid={error?.campo === nombre || undefined}
        aria-describedby={error?.campo === nombre ? `${id}-error` : undefined}
        onChange={(e) => cambiar(e.target.value)}
      />
    </label>
  );
  return (
    <form onSubmit={enviar} noValidate aria-label="Periodo" className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {campo('desde', 'Desde', d, setD)}
        {campo('hasta', 'Hasta', h, setH)}
        <button type="submit" className={BOTON}>
          Ver periodo
        </button>
      </div>
      {error && <ErrorText id={`${id}-error`}>{error.mensaje}</ErrorText>}
      {futuro && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Este periodo aún no empieza: todavía no hay cifras que mostrar.</p>
      )}
    </form>
  );
}

/** A figure with its name, large. */
export function Cifra({ nombre, valor, nota }: { nombre: string; valor: string; nota?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{nombre}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{valor}</dd>
      {nota && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{nota}</dd>}
    </div>
  );
}

/** A table to download: its name (said to screen readers on the button), the file's name, its columns and rows. */
export interface Csv {
  nombre: string;
  archivo: string;
  cabeceras: readonly string[];
  filas: readonly (readonly (string | number | null)[])[];
}

/** Downloads a table as CSV (semicolons, BOM: Excel in Spanish opens it as is). */
function BotonCsv({ nombre, archivo, cabeceras, filas }: Csv) {
  return (
    <button type="button" className={BOTON} onClick={() => saveTextFile(csvDe(cabeceras, filas), archivo)}>
      <Icon name="download" className="size-4" />
      <span>
        Descargar CSV<span className="sr-only"> de {nombre}</span>
      </span>
    </button>
  );
}

/** A section of an insight page: a title, the CSV of its table and its content. */
export function Bloque({ titulo, csv, children }: { titulo: string; csv?: Csv; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{titulo}</h2>
        {csv && <BotonCsv {...csv} />}
      </div>
      {children}
    </section>
  );
}

/**
 * A section that is one chart: the section's title, the CSV of the chart's figures, the chart with its table, and
 * what the page says before (`intro`) or after it (`children`).
 */
export function BloqueGrafico({
  bloque,
  csv,
  intro,
  grafico,
  children,
}: {
  bloque: string;
  csv: Csv;
  intro?: ReactNode;
  grafico: GraficoProps;
  children?: ReactNode;
}) {
  return (
    <Bloque titulo={bloque} csv={csv}>
      {intro}
      <Grafico {...grafico} />
      {children}
    </Bloque>
  );
}

/** Views and applications day by day as a chart's lines (an offer's and the company's «Por día»). */
export function vistasYPostulacionesPorDia(
  titulo: string,
  dias: readonly { dia: string; vistas: number; postulaciones: number }[],
): GraficoProps {
  return {
    titulo,
    tipo: 'lineas',
    etiquetaEje: 'Día',
    etiquetas: dias.map((d) => diaCorto(d.dia)),
    series: [
      { nombre: 'Vistas', valores: dias.map((d) => d.vistas) },
      { nombre: 'Postulaciones', valores: dias.map((d) => d.postulaciones) },
    ],
  };
}

const numero = new Intl.NumberFormat('es-PE');
export const n = (v: number) => numero.format(v);
/** '2027-03-10' → '10/03'. */
export const diaCorto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/** A count and its noun, singular for one: «1 día», «3 días», «1 oferta gratuita». */
export const cuantos = (v: number, uno: string, varios: string) => `${n(v)} ${v === 1 ? uno : varios}`;

/**
 * A week of a period (its Monday): whole, or cut by the period at its start or end. A cut week counts only the days
 * in the period, so its label says «parcial» and which days it has.
 */
export function semanaDelPeriodo(semana: string, periodo: { desde: string; hasta: string }) {
  const domingo = addDays(semana, 6);
  const desde = semana < periodo.desde ? periodo.desde : semana;
  const hasta = domingo > periodo.hasta ? periodo.hasta : domingo;
  const parcial = desde !== semana || hasta !== domingo;
  return {
    parcial,
    etiqueta: parcial ? `${diaCorto(semana)} (parcial)` : diaCorto(semana),
    /** The days counted, for the CSV: «completa» or «2026-10-31 a 2026-11-01». */
    dias: parcial ? `${desde} a ${hasta}` : 'completa',
    texto: parcial ? `${diaCorto(desde)} al ${diaCorto(hasta)}` : '',
  };
}
