/**
 * What the insight pages share (docs/insights.md): the period picker and the period a loader asks for, the figure
 * tiles, and a section with its CSV, or with its chart and the chart's CSV.
 */
import type { PeriodoQuery } from '@practiperu/shared/api/insights';
import { csvDe } from '@practiperu/shared/insights';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Grafico, type GraficoProps } from '../../components/grafico';
import { Icon } from '../../components/icon';
import { saveTextFile } from '../../lib/save-file';

/** The period of a page's address (`?desde=&hasta=`), as its loader asks the server for it. */
export function periodoDeUrl(request: Request): PeriodoQuery {
  const params = new URL(request.url).searchParams;
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  return { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) };
}

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const BOTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** The period shown, as the server answered it; changing it reloads the page's data with `?desde=&hasta=`. */
export function Periodo({ desde, hasta }: { desde: string; hasta: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [d, setD] = useState(desde);
  const [h, setH] = useState(hasta);
  const ir = (nuevoDesde: string, nuevoHasta: string) => {
    const next = new URLSearchParams(params);
    next.set('desde', nuevoDesde);
    next.set('hasta', nuevoHasta);
    navigate(`?${next.toString()}`);
  };
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    ir(d, h);
  };
  return (
    <form onSubmit={enviar} aria-label="Periodo" className="flex flex-wrap items-end gap-3">
      <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-none dark:text-slate-300">
        Desde
        <input type="date" className={INPUT} value={d} max={h} onChange={(e) => setD(e.target.value)} />
      </label>
      <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-none dark:text-slate-300">
        Hasta
        <input type="date" className={INPUT} value={h} min={d} onChange={(e) => setH(e.target.value)} />
      </label>
      <button type="submit" className={BOTON}>
        Ver periodo
      </button>
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
