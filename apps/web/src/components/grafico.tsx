/**
 * A chart with its table (docs/decisions/068-charts.md). The table is always in the page: screen readers read it,
 * and a button shows it to everyone; the drawing is loaded only when a page shows a chart, so no other page
 * downloads the chart library.
 */
import { lazy, Suspense, useId, useState } from 'react';

const GraficoSvg = lazy(() => import('./grafico-svg'));

export interface SerieGrafico {
  nombre: string;
  valores: readonly number[];
  /** A column of the table that is not drawn (another unit: how many a median counts). */
  soloTabla?: boolean;
  /** How this column's values are written, when not as the chart's. */
  formato?: (valor: number) => string;
}

export interface GraficoProps {
  titulo: string;
  /** One sentence that says what the chart shows, read before the table. */
  descripcion?: string;
  /** Bars for categories (sources, departments), lines for days, weeks or months. */
  tipo: 'barras' | 'lineas';
  /** The label of each column of the table and each point of the chart (a day, a source…). */
  etiquetas: readonly string[];
  /** The header of the labels' column. */
  etiquetaEje: string;
  series: readonly SerieGrafico[];
  /** How a value is written (S/ amounts, percentages); whole numbers by default. */
  formato?: (valor: number) => string;
}

const numero = new Intl.NumberFormat('es-PE');

export function Grafico({ titulo, descripcion, tipo, etiquetas, etiquetaEje, series, formato }: GraficoProps) {
  const id = useId();
  const [verTabla, setVerTabla] = useState(false);
  const escribir = formato ?? ((v: number) => numero.format(v));
  const vacio = etiquetas.length === 0;
  const dibujadas = series.filter((s) => !s.soloTabla);
  return (
    <figure aria-labelledby={`${id}-t`} className="min-w-0">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <figcaption id={`${id}-t`} className="font-semibold text-slate-900 dark:text-slate-100">
          {titulo}
        </figcaption>
        {!vacio && (
          <button
            type="button"
            aria-expanded={verTabla}
            aria-controls={`${id}-tabla`}
            onClick={() => setVerTabla((v) => !v)}
            className="rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
          >
            {verTabla ? 'Ocultar tabla' : 'Ver como tabla'}
          </button>
        )}
      </div>
      {descripcion && <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{descripcion}</p>}
      {vacio ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          Aún no hay datos para este periodo.
        </p>
      ) : (
        <>
          {dibujadas.length > 1 && (
            <ul aria-hidden="true" className="mb-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
              {dibujadas.map((s, i) => (
                <li key={s.nombre} className="flex items-center gap-1.5">
                  <span className={`inline-block size-2.5 rounded-sm ${COLORES_LEYENDA[i % COLORES_LEYENDA.length]}`} />
                  {s.nombre}
                </li>
              ))}
            </ul>
          )}
          {/* The drawing repeats the table for the eye: assistive technology reads the table. */}
          <div aria-hidden="true" className={verTabla ? 'hidden' : 'w-full'}>
            <Suspense fallback={<div className="h-56 w-full animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />}>
              <GraficoSvg tipo={tipo} etiquetas={etiquetas} series={dibujadas} formato={escribir} />
            </Suspense>
          </div>
          <div
            id={`${id}-tabla`}
            className={verTabla ? 'max-h-80 overflow-auto' : 'sr-only'}
            // Shown, a long table scrolls: it takes the focus so a keyboard can scroll it.
            tabIndex={verTabla ? 0 : undefined}
            role={verTabla ? 'region' : undefined}
            aria-label={verTabla ? `${titulo} (tabla)` : undefined}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{titulo}</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    {etiquetaEje}
                  </th>
                  {series.map((s) => (
                    <th key={s.nombre} scope="col" className="py-1 pr-3 text-right font-semibold">
                      {s.nombre}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {etiquetas.map((etiqueta, fila) => (
                  <tr key={etiqueta} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {etiqueta}
                    </th>
                    {series.map((s) => (
                      <td key={s.nombre} className="py-1 pr-3 text-right tabular-nums">
                        {(s.formato ?? escribir)(s.valores[fila] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

/** The legend's swatches, in the order of the drawing's colours (grafico-svg.tsx). */
const COLORES_LEYENDA = [
  'bg-brand-600 dark:bg-brand-300',
  'bg-sky-700 dark:bg-sky-300',
  'bg-amber-600 dark:bg-amber-300',
  'bg-emerald-700 dark:bg-emerald-300',
];
