/**
 * The drawing of a chart (grafico.tsx), with visx's scales and shapes (docs/decisions/068-charts.md). Loaded lazily:
 * only the pages that show a chart download it. Colours are Tailwind classes, so the dark theme changes them.
 *
 * Bars stand upright while every category's name fits whole under its bars; when one does not (a phone, a long name),
 * they lie down, each category's name on its own line above its bars, so every bar keeps its name and no two names
 * are cut alike. Lines keep a name every few points (days read in order).
 */
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import type { SerieGrafico } from './grafico';

const ALTO = 224;
const MARGEN = { arriba: 8, derecha: 8, abajo: 28, izquierda: 40 };
const RELLENOS = [
  'fill-brand-600 dark:fill-brand-300',
  'fill-sky-700 dark:fill-sky-300',
  'fill-amber-600 dark:fill-amber-300',
  'fill-emerald-700 dark:fill-emerald-300',
];
const TRAZOS = [
  'stroke-brand-600 dark:stroke-brand-300',
  'stroke-sky-700 dark:stroke-sky-300',
  'stroke-amber-600 dark:stroke-amber-300',
  'stroke-emerald-700 dark:stroke-emerald-300',
];

export default function GraficoSvg({
  tipo,
  etiquetas,
  series,
  formato,
}: {
  tipo: 'barras' | 'lineas';
  etiquetas: readonly string[];
  series: readonly SerieGrafico[];
  formato: (v: number) => string;
}) {
  const caja = useRef<HTMLDivElement>(null);
  const [ancho, setAncho] = useState(640);
  useEffect(() => {
    const el = caja.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const obs = new ResizeObserver(([e]) => e && e.contentRect.width > 0 && setAncho(Math.round(e.contentRect.width)));
    obs.observe(el);
    return () => obs.disconnect();
  }, []);

  const maximo = Math.max(1, ...series.flatMap((s) => s.valores));
  if (tipo === 'barras' && !cabenDebajo(etiquetas, ancho, maximo, formato)) {
    return (
      <div ref={caja} className="w-full min-w-0 overflow-hidden">
        <BarrasTendidas ancho={ancho} etiquetas={etiquetas} series={series} maximo={maximo} formato={formato} />
      </div>
    );
  }
  const { y, marcas, rango } = ejes(ancho, maximo, formato);
  // A label every few points, so they never overlap on a phone.
  const cabenEtiquetas = Math.max(1, Math.floor((rango[1] - rango[0]) / 72));
  const paso = Math.ceil(etiquetas.length / cabenEtiquetas);
  // A day's label longer than its room is cut with «…»; the table says it whole. (Bars' names always fit here.)
  const caracteres = Math.max(3, Math.floor((((rango[1] - rango[0]) / etiquetas.length) * paso) / LETRA) - 1);

  let cuerpo;
  let xDe: (i: number) => number;
  if (tipo === 'barras') {
    const x = scaleBand<number>({ domain: etiquetas.map((_, i) => i), range: rango, padding: 0.2 });
    const grupo = x.bandwidth();
    const anchoBarra = grupo / series.length;
    xDe = (i) => (x(i) ?? 0) + grupo / 2;
    cuerpo = series.map((s, si) =>
      s.valores.map((v, i) => (
        <Bar
          key={`${si}-${i}`}
          x={(x(i) ?? 0) + si * anchoBarra}
          y={y(v)}
          width={Math.max(1, anchoBarra - 1)}
          height={Math.max(0, ALTO - MARGEN.abajo - y(v))}
          className={RELLENOS[si % RELLENOS.length]}
        />
      )),
    );
  } else {
    const x = scalePoint<number>({ domain: etiquetas.map((_, i) => i), range: rango, padding: 0.5 });
    xDe = (i) => x(i) ?? 0;
    cuerpo = series.map((s, si) => (
      <LinePath
        key={si}
        data={s.valores.map((v, i) => [i, v] as const)}
        x={(d) => xDe(d[0])}
        y={(d) => y(d[1])}
        strokeWidth={2}
        fill="none"
        className={TRAZOS[si % TRAZOS.length]}
      />
    ));
  }

  return (
    <div ref={caja} className="h-full w-full min-w-0 overflow-hidden">
      <svg width={ancho} height={ALTO} className="block text-slate-600 dark:text-slate-300" focusable="false">
        {marcas.map((t) => (
          <g key={t}>
            <line x1={rango[0]} x2={rango[1]} y1={y(t)} y2={y(t)} className="stroke-slate-200 dark:stroke-slate-700" />
            <text x={rango[0] - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {formato(t)}
            </text>
          </g>
        ))}
        {cuerpo}
        {etiquetas.map((e, i) =>
          i % paso === 0 ? (
            <text key={i} x={xDe(i)} y={ALTO - 8} textAnchor="middle" fontSize={11} fill="currentColor">
              {cortar(e, caracteres)}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}

/** About how wide a character of 11 px text is, in px. */
const LETRA = 6.5;

const cortar = (e: string, caracteres: number) => (e.length > caracteres ? `${e.slice(0, caracteres - 1).trimEnd()}…` : e);

/** The value axis of upright charts, and the room its labels leave for the drawing. */
function ejes(ancho: number, maximo: number, formato: (v: number) => string) {
  const y = scaleLinear<number>({ domain: [0, maximo], range: [ALTO - MARGEN.abajo, MARGEN.arriba], nice: true });
  // Counts are whole: no 0.2 or 0.5 marks when the largest value is small.
  const marcas = y.ticks(Math.min(4, Math.ceil(maximo))).filter((t) => Number.isInteger(t));
  // Room for the longest value label (amounts in soles are wider than counts).
  const izquierda = Math.max(MARGEN.izquierda, Math.ceil(Math.max(...marcas.map((t) => formato(t).length)) * LETRA) + 10);
  const rango: [number, number] = [izquierda, Math.max(izquierda + 1, ancho - MARGEN.derecha)];
  return { y, marcas, rango };
}

/** Whether every category's name fits whole under its bars when they stand upright. */
export function cabenDebajo(etiquetas: readonly string[], ancho: number, maximo: number, formato: (v: number) => string) {
  const { rango } = ejes(ancho, maximo, formato);
  const porCategoria = (rango[1] - rango[0]) / Math.max(1, etiquetas.length);
  return etiquetas.every((e) => e.length * LETRA + 4 <= porCategoria);
}

const NOMBRE = 16;
const BARRA = 10;
const ENTRE_BARRAS = 2;
const ENTRE_FILAS = 10;

/** Bars lying down: each category's name whole on its line, its bars under it with their values at the end. */
function BarrasTendidas({
  ancho,
  etiquetas,
  series,
  maximo,
  formato,
}: {
  ancho: number;
  etiquetas: readonly string[];
  series: readonly SerieGrafico[];
  maximo: number;
  formato: (v: number) => string;
}) {
  const fila = NOMBRE + series.length * (BARRA + ENTRE_BARRAS) + ENTRE_FILAS;
  const alto = MARGEN.arriba + etiquetas.length * fila;
  // Room at the end of the longest bar for its value.
  const valor = Math.ceil(Math.max(...series.flatMap((s) => s.valores.map((v) => formato(v).length))) * LETRA) + 6;
  const x = scaleLinear<number>({ domain: [0, maximo], range: [0, Math.max(1, ancho - valor)] });
  const caracteres = Math.max(3, Math.floor(ancho / LETRA));
  return (
    <svg width={ancho} height={alto} className="block text-slate-700 dark:text-slate-200" focusable="false">
      {etiquetas.map((e, i) => {
        const arriba = MARGEN.arriba + i * fila;
        return (
          <g key={i}>
            <text x={0} y={arriba + 11} fontSize={11} fontWeight={600} fill="currentColor">
              {cortar(e, caracteres)}
            </text>
            {series.map((s, si) => {
              const v = s.valores[i] ?? 0;
              const yBarra = arriba + NOMBRE + si * (BARRA + ENTRE_BARRAS);
              return (
                <g key={si}>
                  <Bar x={0} y={yBarra} width={Math.max(1, x(v))} height={BARRA} className={RELLENOS[si % RELLENOS.length]} />
                  <text x={Math.max(1, x(v)) + 4} y={yBarra + BARRA / 2} dy="0.32em" fontSize={11} fill="currentColor">
                    {formato(v)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
