/**
 * Peru's 25 departments as a tile map (docs/insights.md): one square per department, placed roughly where it lies
 * (north at the top, the coast on the left), shaded by a figure. No maintained package on npm ships Peru's
 * department outlines for the browser, and a tile map reads as well on a phone; the table beside it gives the
 * figures to screen readers. Each tile says its department's ISO 3166-2:PE letters (departamentos.ts) and, on
 * pointing at it, its full name.
 */
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import { SIGLA_DEPARTAMENTO } from '@practiperu/shared/departamentos';

/** The letters a department's tile shows; its name if the reference list ever gains one without letters. */
export const siglaDepartamento = (id: number, nombre = '') => SIGLA_DEPARTAMENTO[id] ?? nombre;

/** [column, row] of each department by its INEI code. */
const POSICION: Record<number, [number, number]> = {
  24: [1, 0], // Tumbes
  16: [4, 0], // Loreto
  20: [1, 1], // Piura
  1: [2, 1], // Amazonas
  22: [3, 1], // San Martín
  14: [1, 2], // Lambayeque
  6: [2, 2], // Cajamarca
  13: [2, 3], // La Libertad
  10: [3, 3], // Huánuco
  25: [4, 3], // Ucayali
  2: [2, 4], // Áncash
  19: [3, 4], // Pasco
  7: [1, 5], // Callao
  15: [2, 5], // Lima
  12: [3, 5], // Junín
  8: [4, 5], // Cusco
  17: [5, 5], // Madre de Dios
  11: [1, 6], // Ica
  9: [2, 6], // Huancavelica
  5: [3, 6], // Ayacucho
  3: [4, 6], // Apurímac
  21: [5, 6], // Puno
  4: [3, 7], // Arequipa
  18: [4, 7], // Moquegua
  23: [5, 7], // Tacna
};

const LADO = 44;
const HUECO = 4;
/** Five shades, lightest for none. */
const TONOS = [
  'fill-slate-100 dark:fill-slate-800',
  'fill-brand-100 dark:fill-brand-800',
  'fill-brand-300 dark:fill-brand-700',
  'fill-brand-500 dark:fill-brand-500',
  'fill-brand-700 dark:fill-brand-300',
];
const TEXTO = [
  'fill-slate-700 dark:fill-slate-200',
  'fill-slate-900 dark:fill-white',
  'fill-slate-900 dark:fill-white',
  'fill-white dark:fill-slate-950',
  'fill-white dark:fill-slate-950',
];

export function MapaDepartamentos({
  departamentos,
  cifra,
}: {
  departamentos: AdminInsights['departamentos'];
  cifra: 'ofertas' | 'postulantes';
}) {
  const maximo = Math.max(1, ...departamentos.map((d) => d[cifra]));
  const tono = (v: number) => (v === 0 ? 0 : Math.min(4, 1 + Math.floor((v / maximo) * 3.999)));
  return (
    <svg
      viewBox={`0 0 ${6 * (LADO + HUECO)} ${8 * (LADO + HUECO)}`}
      className="mx-auto block h-auto w-full max-w-xs"
      aria-hidden="true"
      focusable="false"
    >
      {departamentos.map((d) => {
        const pos = POSICION[d.id];
        if (!pos) return null;
        const [x, y] = [pos[0] * (LADO + HUECO), pos[1] * (LADO + HUECO)];
        const t = tono(d[cifra]);
        return (
          <g key={d.id}>
            <title>{`${d.nombre} (${siglaDepartamento(d.id, d.nombre)}): ${d[cifra]}`}</title>
            <rect x={x} y={y} width={LADO} height={LADO} rx={6} className={TONOS[t]} />
            <text x={x + LADO / 2} y={y + 18} textAnchor="middle" fontSize={11} fontWeight={600} className={TEXTO[t]}>
              {siglaDepartamento(d.id, d.nombre)}
            </text>
            <text x={x + LADO / 2} y={y + 34} textAnchor="middle" fontSize={11} className={TEXTO[t]}>
              {d[cifra]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
