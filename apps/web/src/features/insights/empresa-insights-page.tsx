/**
 * `/empresas/estadisticas` (docs/insights.md "The company's dashboard"): what is open and waiting today, how the
 * company's offers were seen and applied to in the period, and the team's work per seat. Administrators see every
 * seat and the team's total; a recruiter seat only its own row (decision 076). Every table downloads as CSV.
 */
import type { DataOf } from '@practiperu/shared/api/contract';
import type { InsightsApi } from '@practiperu/shared/api/insights';
import { fechaLarga } from '@practiperu/shared/dates';
import { paths } from '@practiperu/shared/paths';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { insights } from '../../lib/api/insights';
import {
  Bloque,
  BloqueGrafico,
  Cifra,
  cuantos,
  n,
  type ConPeriodo,
  Periodo,
  periodoACorregir,
  periodoDeUrl,
  SinCifras,
  vistasYPostulacionesPorDia,
} from './insights-ui';

type Datos = DataOf<InsightsApi['calls']['empresa']>;

export async function empresaInsightsLoader({ request }: LoaderFunctionArgs): Promise<ConPeriodo<Datos>> {
  const periodo = periodoDeUrl(request);
  const corregir = periodoACorregir(periodo);
  if (corregir) return corregir;
  const res = await insights.empresa({ query: periodo });
  if (!res.state || !res.data[0]) return { ok: false, message: res.message };
  return { ok: true, data: res.data[0] };
}

const ACTIVIDAD = [
  ['estados', 'Cambios de estado'],
  ['notas', 'Notas'],
  ['etiquetas', 'Etiquetas'],
  ['entrevistas', 'Entrevistas propuestas'],
] as const;

/** Names as chart labels: two seats with the same name stay two rows. */
function unicos(nombres: readonly string[]): string[] {
  const vistos = new Map<string, number>();
  return nombres.map((nombre) => {
    const veces = (vistos.get(nombre) ?? 0) + 1;
    vistos.set(nombre, veces);
    return veces > 1 ? `${nombre} (${veces})` : nombre;
  });
}

function Vista({ data }: { data: Datos }) {
  const { hoy, ofertas, dias, equipo, total, periodo } = data;
  const sufijo = `${periodo.desde}-a-${periodo.hasta}.csv`;
  const vistas = dias.reduce((s, d) => s + d.vistas, 0);
  const postulaciones = dias.reduce((s, d) => s + d.postulaciones, 0);
  const filasEquipo = [
    ...equipo.map((s) => ({ ...s, nombre: s.propio ? `${s.nombre} (tú)` : s.nombre })),
    ...(total ? [{ nombre: 'Todo el equipo', ...total }] : []),
  ];
  const ofertasPublicadas = total?.ofertas ?? equipo.reduce((t, s) => t + s.ofertas, 0);
  const nombres = unicos(filasEquipo.map((f) => f.nombre));
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Cifra nombre="Ofertas abiertas" valor={n(hoy.ofertas_abiertas)} nota="Reciben postulaciones hoy" />
        <Cifra nombre="Por revisar" valor={n(hoy.por_revisar)} nota="Postulaciones a ofertas abiertas sin abrir" />
        <Cifra
          nombre="Entrevistas esta semana"
          valor={n(hoy.entrevistas_semana)}
          nota={`Confirmadas, del ${fechaLarga(hoy.semana.desde)} al ${fechaLarga(hoy.semana.hasta)}`}
        />
        <Cifra
          nombre="Postulaciones en el periodo"
          valor={n(postulaciones)}
          nota={`${cuantos(vistas, 'vista', 'vistas')} de tus ofertas`}
        />
      </dl>

      <Periodo desde={periodo.desde} hasta={periodo.hasta} />

      <BloqueGrafico
        bloque="Por día"
        csv={{
          nombre: 'vistas y postulaciones por día',
          archivo: `empresa-por-dia-${sufijo}`,
          cabeceras: ['Día', 'Vistas', 'Postulaciones'],
          filas: dias.map((d) => [d.dia, d.vistas, d.postulaciones]),
        }}
        grafico={vistasYPostulacionesPorDia('Vistas de tus ofertas y postulaciones recibidas por día', dias)}
      />

      <Bloque
        titulo="Ofertas abiertas"
        csv={{
          nombre: 'ofertas abiertas',
          archivo: `empresa-ofertas-${sufijo}`,
          cabeceras: [
            'Oferta',
            'Destacada',
            'Vistas en el periodo',
            'Postulaciones en el periodo',
            'Postulaciones en total',
            'Por revisar',
          ],
          filas: ofertas.map((o) => [o.titulo, o.destacada ? 'Sí' : 'No', o.vistas, o.postulaciones, o.total, o.por_revisar]),
        }}
      >
        {ofertas.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">No tienes ofertas abiertas hoy.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs sm:text-sm">
              <caption className="sr-only">Ofertas abiertas</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Oferta
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">
                    Vistas
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">
                    Postulaciones
                  </th>
                  {/* On a phone the four figures and the title fit only without this one; it stays in the CSV. */}
                  <th scope="col" className="hidden py-1 pr-3 text-right font-semibold sm:table-cell">
                    En total
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">
                    Por revisar
                  </th>
                </tr>
              </thead>
              <tbody>
                {ofertas.map((o) => (
                  <tr key={o.id} className="border-b border-slate-100 dark:border-slate-800">
                    {/* A long title wraps anywhere rather than pushing the figures off a phone's screen; the badge
                        stays whole (at 390 px it broke into «D / estacada»), on the title's last line or the next. */}
                    <th scope="row" className="py-1.5 pr-3 font-normal [overflow-wrap:anywhere]">
                      <Link
                        to={`${paths.empresas.misOfertas}${o.id}/estadisticas`}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
                      >
                        {o.titulo}
                      </Link>
                      {o.destacada && (
                        <span className="ml-2 inline-block text-xs whitespace-nowrap text-slate-600 [overflow-wrap:normal] dark:text-slate-300">
                          Destacada
                        </span>
                      )}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{n(o.vistas)}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{n(o.postulaciones)}</td>
                    <td className="hidden py-1.5 pr-3 text-right tabular-nums sm:table-cell">{n(o.total)}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{n(o.por_revisar)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Vistas y postulaciones del periodo; «En total» y «Por revisar», de hoy. Cada oferta abre sus estadísticas.
          <span className="sm:hidden"> En el celular, «En total» está en el CSV.</span>
        </p>
      </Bloque>

      <BloqueGrafico
        bloque="Trabajo del equipo"
        csv={{
          nombre: 'trabajo del equipo',
          archivo: `empresa-equipo-${sufijo}`,
          cabeceras: ['Persona', ...ACTIVIDAD.map(([, e]) => e), 'Ofertas enviadas a publicar'],
          filas: filasEquipo.map((f, i) => [nombres[i] ?? f.nombre, ...ACTIVIDAD.map(([k]) => f[k]), f.ofertas]),
        }}
        intro={
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {data.por_asiento
              ? 'Lo que hizo cada persona del equipo en el periodo. «Todo el equipo» incluye a quienes ya no están.'
              : 'Tu trabajo en el periodo. El de cada persona y el total del equipo los ven los administradores de la empresa.'}
          </p>
        }
        grafico={{
          titulo: data.por_asiento ? 'Trabajo del equipo por persona' : 'Tu trabajo en el periodo',
          tipo: 'barras',
          etiquetaEje: 'Persona',
          etiquetas: nombres,
          series: ACTIVIDAD.map(([k, e]) => ({ nombre: e, valores: filasEquipo.map((f) => f[k]) })),
        }}
      >
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {`${data.por_asiento ? 'Ofertas que el equipo envió a publicar en el periodo' : 'Ofertas que enviaste a publicar en el periodo'}: ${n(ofertasPublicadas)} (se publican cuando PractiPerú las aprueba). Un cambio de estado en bloque cuenta cada postulación que cambió.`}
        </p>
      </BloqueGrafico>
    </div>
  );
}

export function EmpresaInsightsPage() {
  const loaded = useLoaderData() as ConPeriodo<Datos>;
  return (
    <div className="max-w-5xl">
      <PageTitle documentTitle="Estadísticas de la empresa" subtitle="Tus ofertas, tus postulantes y el trabajo de tu equipo">
        Estadísticas
      </PageTitle>
      {loaded.ok ? <Vista data={loaded.data} /> : <SinCifras loaded={loaded} />}
    </div>
  );
}
