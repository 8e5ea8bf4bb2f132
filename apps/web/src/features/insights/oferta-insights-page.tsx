/**
 * `/empresas/mis-publicaciones/{id}/estadisticas` (docs/insights.md): how an offer is seen and applied to, for its
 * own company: views and applications per day, where visitors came from, where readers shared it, the conversion, the
 * funnel of the recruiter's decisions with the time in each status, the median of the company's other offers and of
 * offers like it, and what featuring it changed. Every table downloads as CSV.
 */
import type { DataOf } from '@practiperu/shared/api/contract';
import type { InsightsApi } from '@practiperu/shared/api/insights';
import { addDays, fechaLarga } from '@practiperu/shared/dates';
import { compartidoEtiqueta, ETAPA_TIEMPO_ETIQUETA, FUENTE_ETIQUETA, origenEtiqueta } from '@practiperu/shared/insights';
import { paths } from '@practiperu/shared/paths';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Grafico } from '../../components/grafico';
import { PageTitle } from '../../components/page-title';
import { insights } from '../../lib/api/insights';
import {
  Bloque,
  BloqueGrafico,
  Cifra,
  cuantos,
  diaCorto,
  n,
  type ConPeriodo,
  Periodo,
  periodoACorregir,
  periodoDeUrl,
  SinCifras,
  vistasYPostulacionesPorDia,
} from './insights-ui';

type Datos = DataOf<InsightsApi['calls']['oferta']>;

export async function ofertaInsightsLoader({ params, request }: LoaderFunctionArgs): Promise<ConPeriodo<Datos>> {
  const periodo = periodoDeUrl(request);
  const corregir = periodoACorregir(periodo);
  if (corregir) return corregir;
  const res = await insights.oferta({ params: { id: Number(params.id) }, query: periodo });
  if (!res.state || !res.data[0]) return { ok: false, message: res.message };
  return { ok: true, data: res.data[0] };
}

/**
 * The counted rows read two ways: views and applications by where the visitor came from (a shared link with its
 * network), and shares by where the reader sent the offer, the reader's own source apart (insights.ts).
 */
function llegadasYCompartidos(fuentes: Datos['fuentes']) {
  const llegadas = fuentes
    .filter((f) => f.vistas > 0 || f.postulaciones > 0)
    .map((f) => ({ nombre: origenEtiqueta(f.fuente, f.canal), vistas: f.vistas, postulaciones: f.postulaciones }));
  // Shares only: each name with the times it was shared, most first.
  const compartidosPor = (nombre: (f: Datos['fuentes'][number]) => string) => {
    const veces = new Map<string, number>();
    for (const f of fuentes) if (f.compartidos > 0) veces.set(nombre(f), (veces.get(nombre(f)) ?? 0) + f.compartidos);
    return [...veces].map(([etiqueta, v]) => ({ nombre: etiqueta, veces: v })).sort((a, b) => b.veces - a.veces);
  };
  return {
    llegadas,
    compartidos: compartidosPor((f) => compartidoEtiqueta(f.canal)),
    lectores: compartidosPor((f) => FUENTE_ETIQUETA[f.fuente]),
  };
}

function Vista({ data }: { data: Datos }) {
  const { totales, dias, fuentes, embudo, otras, periodo } = data;
  const sufijo = `${data.oferta.id}-${periodo.desde}-a-${periodo.hasta}.csv`;
  const { llegadas, compartidos, lectores } = llegadasYCompartidos(fuentes);
  const etapas = [
    ['Recibidas', embudo.recibidas],
    ['CV revisado', embudo.revisadas],
    ['En proceso', embudo.en_proceso],
    ['Finalistas', embudo.finalistas],
    ['Descartadas', embudo.descartadas],
  ] as const;
  return (
    <div className="space-y-5">
      {data.oferta.fecha_publicacion === null && (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          Esta oferta aún no se publicó: nadie la ha visto ni ha podido postular. Sus cifras empiezan el día en que se publique.
        </p>
      )}
      <Periodo desde={periodo.desde} hasta={periodo.hasta} />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Cifra
          nombre="Vistas"
          valor={n(totales.vistas)}
          nota="Una por dirección de red y navegador al día: quienes comparten red y versión de navegador cuentan una vez"
        />
        <Cifra nombre="Postulaciones" valor={n(totales.postulaciones)} />
        <Cifra
          nombre="Conversión"
          valor={totales.conversion === null ? '—' : `${totales.conversion.toLocaleString('es-PE')} %`}
          nota="Postulaciones por cada 100 vistas"
        />
        <Cifra
          nombre="Clics en compartir"
          valor={n(totales.compartidos)}
          nota="Clics en WhatsApp, LinkedIn, copiar o compartir: uno por canal, red y navegador al día; una persona puede sumar varios"
        />
      </dl>

      <BloqueGrafico
        bloque="Por día"
        csv={{
          nombre: 'vistas y postulaciones por día',
          archivo: `oferta-por-dia-${sufijo}`,
          cabeceras: ['Día', 'Vistas', 'Compartidos', 'Postulaciones'],
          filas: dias.map((d) => [d.dia, d.vistas, d.compartidos, d.postulaciones]),
        }}
        grafico={vistasYPostulacionesPorDia('Vistas y postulaciones por día', dias)}
      />

      <BloqueGrafico
        bloque="De dónde llegan"
        csv={{
          nombre: 'origen de las visitas',
          archivo: `oferta-origenes-${sufijo}`,
          cabeceras: ['Origen', 'Vistas', 'Postulaciones'],
          filas: llegadas.map((f) => [f.nombre, f.vistas, f.postulaciones]),
        }}
        grafico={{
          titulo: 'Vistas y postulaciones por origen',
          descripcion:
            'Búsqueda, recomendaciones, la página de tu empresa, un enlace compartido (con la red donde se compartió) o directo (la dirección escrita, un favorito u otro sitio).',
          tipo: 'barras',
          etiquetaEje: 'Origen',
          etiquetas: llegadas.map((f) => f.nombre),
          series: [
            { nombre: 'Vistas', valores: llegadas.map((f) => f.vistas) },
            { nombre: 'Postulaciones', valores: llegadas.map((f) => f.postulaciones) },
          ],
        }}
      />

      <BloqueGrafico
        bloque="Dónde la compartieron"
        csv={{
          nombre: 'clics en compartir',
          archivo: `oferta-compartidos-${sufijo}`,
          cabeceras: ['Canal', 'Clics en compartir'],
          filas: compartidos.map((c) => [c.nombre, c.veces]),
        }}
        grafico={{
          titulo: 'Clics en compartir, por canal',
          descripcion:
            'Clics en los botones de compartir, uno por canal, dirección de red y navegador al día: no son personas, una misma persona puede compartir por varios canales.',
          tipo: 'barras',
          etiquetaEje: 'Canal',
          etiquetas: compartidos.map((c) => c.nombre),
          series: [{ nombre: 'Clics', valores: compartidos.map((c) => c.veces) }],
        }}
      >
        {lectores.length > 0 && (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {`Los clics en compartir vinieron de visitas que llegaron desde: ${lectores.map((l) => `${l.nombre} (${n(l.veces)})`).join(', ')}.`}
          </p>
        )}
      </BloqueGrafico>

      <BloqueGrafico
        bloque="Avance de las postulaciones"
        csv={{
          nombre: 'avance de las postulaciones',
          archivo: `oferta-embudo-${data.oferta.id}.csv`,
          cabeceras: ['Etapa', 'Postulaciones'],
          filas: etapas.map(([e, v]) => [e, v]),
        }}
        grafico={{
          titulo: 'Postulaciones por etapa, hoy',
          tipo: 'barras',
          etiquetaEje: 'Etapa',
          etiquetas: embudo.recibidas === 0 ? [] : etapas.map(([e]) => e),
          series: [{ nombre: 'Postulaciones', valores: etapas.map(([, v]) => v) }],
        }}
      >
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {`Todas las postulaciones de la oferta, de cualquier fecha, en la etapa a la que llegaron hoy: por eso pueden ser más que ${
            totales.postulaciones === 1 ? 'la postulación' : `las ${n(totales.postulaciones)} postulaciones`
          } de «Postulaciones», arriba, que cuenta solo las recibidas en el periodo.`}
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {embudo.dias_hasta_decision === null
            ? 'Aún no hay decisiones sobre las postulaciones.'
            : `Mediana desde la postulación hasta tu última decisión: ${embudo.dias_hasta_decision.toLocaleString('es-PE')} ${embudo.dias_hasta_decision === 1 ? 'día' : 'días'}${
                embudo.dias_hasta_decision === 0 ? ' (decidiste el mismo día, en menos de 2 horas)' : ''
              }. Se mide con la fecha de cada postulación y la de tu última decisión sobre ella (En proceso, Finalista o No seleccionada), no con el historial de «Tiempo en cada estado».`}
        </p>
      </BloqueGrafico>

      <TiemposPorEtapa data={data} />

      <Bloque titulo="Frente a tus otras ofertas">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {otras.ofertas === 0
            ? 'Tu empresa no tuvo otras ofertas publicadas durante este periodo.'
            : otras.ofertas === 1
              ? `Tu otra oferta que estuvo publicada algún día del periodo (aunque se publicara antes) tuvo ${cuantos(otras.vistas_mediana ?? 0, 'vista', 'vistas')} y ${cuantos(otras.postulaciones_mediana ?? 0, 'postulación', 'postulaciones')}; esta tuvo ${n(totales.vistas)} y ${n(totales.postulaciones)}.`
              : `Tus otras ${n(otras.ofertas)} ofertas que estuvieron publicadas algún día del periodo (aunque se publicaran antes) tuvieron una mediana de ${cuantos(otras.vistas_mediana ?? 0, 'vista', 'vistas')} y ${cuantos(otras.postulaciones_mediana ?? 0, 'postulación', 'postulaciones')}; esta tuvo ${n(totales.vistas)} y ${n(totales.postulaciones)}.`}
        </p>
      </Bloque>

      <Similares data={data} />
      {data.destacado && <AntesYDespues data={data} destacado={data.destacado} />}
    </div>
  );
}

/** How long applications stay in each status (the status history), as a table and a chart of the medians. */
function TiemposPorEtapa({ data }: { data: Datos }) {
  const filas = data.tiempos.map((t) => ({ ...t, nombre: ETAPA_TIEMPO_ETIQUETA[t.etapa] }));
  const medidas = filas.filter((f) => f.dias_mediana !== null);
  return (
    <BloqueGrafico
      bloque="Tiempo en cada estado"
      csv={{
        nombre: 'tiempo en cada estado',
        archivo: `oferta-tiempos-${data.oferta.id}.csv`,
        cabeceras: ['Estado', 'Pasaron por él', 'Siguen en él', 'Mediana de días'],
        filas: filas.map((f) => [f.nombre, f.entraron, f.ahora, f.dias_mediana]),
      }}
      intro={
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          Desde que una postulación entra en un estado hasta que pasa al siguiente (todas las postulaciones de la oferta). Aquí cuentan solo
          los cambios guardados en el historial: una postulación que saltó de Recibida a En proceso no pasó por «CV visto», y las decididas
          antes de que existiera el historial solo tienen su último estado. Por eso estas cifras pueden ser menores que las de «Avance de
          las postulaciones», que cuenta cada postulación en todas las etapas a las que llegó hoy (una finalista cuenta también como CV
          revisado y en proceso; una descartada, como CV revisado).
        </p>
      }
      grafico={{
        titulo: 'Mediana de días en cada estado',
        tipo: 'barras',
        etiquetaEje: 'Estado',
        etiquetas: medidas.map((f) => f.nombre),
        series: [{ nombre: 'Días (mediana)', valores: medidas.map((f) => f.dias_mediana ?? 0) }],
        formato: unDecimal,
      }}
    >
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Postulaciones en cada estado</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Estado
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                Pasaron por él
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                Siguen en él
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                Mediana de días
              </th>
            </tr>
          </thead>
          <tbody>
            {filas.map((f) => (
              <tr key={f.etapa} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {f.nombre}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{n(f.entraron)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{n(f.ahora)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {f.dias_mediana === null ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">sin medir</span>
                    </>
                  ) : (
                    unDecimal(f.dias_mediana)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {filas.some((f) => f.dias_mediana === null) && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          «—» en Mediana de días: ninguna postulación ha salido todavía de ese estado según el historial (siguen en él, o se decidieron
          antes de que existiera el historial), así que no hay estancias terminadas que medir. No contradice la mediana hasta tu última
          decisión, en «Avance de las postulaciones», que se mide con las fechas de cada postulación.
        </p>
      )}
    </BloqueGrafico>
  );
}

/** The median of offers like this one: only when there are enough of them, never one company's figures. */
function Similares({ data }: { data: Datos }) {
  const { similares: s, totales } = data;
  const parecidas = s.areas.length > 0 ? `de ${o.format(s.areas)} en ${s.region}` : '';
  return (
    <Bloque titulo="Frente a ofertas parecidas">
      {s.areas.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Esta oferta no tiene carreras de la lista: no hay ofertas parecidas con las que compararla.
        </p>
      ) : !s.suficientes ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {`Aún no hay suficientes ofertas parecidas (${parecidas}) en este periodo: hacen falta al menos ${s.minimo} para mostrar su mediana sin revelar las cifras de otra empresa.`}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {`Las ofertas ${parecidas} publicadas algún día del periodo (de cualquier empresa) tuvieron una mediana de ${cuantos(s.vistas_mediana ?? 0, 'vista', 'vistas')} y ${cuantos(s.postulaciones_mediana ?? 0, 'postulación', 'postulaciones')}; esta tuvo ${n(totales.vistas)} y ${n(totales.postulaciones)}. Solo se muestra la mediana.`}
          </p>
          <Grafico
            titulo="Esta oferta y la mediana de las parecidas"
            tipo="barras"
            etiquetaEje="Oferta"
            etiquetas={['Esta oferta', 'Mediana de las parecidas']}
            series={[
              { nombre: 'Vistas', valores: [totales.vistas, s.vistas_mediana ?? 0] },
              { nombre: 'Postulaciones', valores: [totales.postulaciones, s.postulaciones_mediana ?? 0] },
            ]}
            formato={unDecimal}
          />
        </>
      )}
    </Bloque>
  );
}

/**
 * A featured offer: views and applications per day before and since, and the company's free offers' median, in
 * whole days only (the server leaves out the day of validation and today). Before a whole featured day has passed,
 * the page says the comparison is not ready rather than showing figures.
 */
function AntesYDespues({ data, destacado: d }: { data: Datos; destacado: NonNullable<Datos['destacado']> }) {
  const listo = d.despues.dias > 0;
  const gratisNombre = d.gratis.ofertas === 1 ? 'Tu oferta gratuita' : 'Tus ofertas gratuitas (mediana)';
  // Each row: its name, its figures, and the days it counts (on the page with the daily table's dd/mm, in the CSV as
  // the back office's «Días contados»: ISO days).
  const filas: Tramo[] = listo
    ? [
        ...(d.antes.dias > 0 && d.antes.desde && d.antes.hasta
          ? [tramo('Antes de destacarla', d.antes.vistas_dia, d.antes.postulaciones_dia, [[d.antes.desde, d.antes.hasta, d.antes.dias]])]
          : []),
        tramo('Destacada', d.despues.vistas_dia, d.despues.postulaciones_dia, [
          [d.despues.desde ?? d.desde, d.despues.hasta ?? d.desde, d.despues.dias],
        ]),
        ...(d.gratis.ofertas > 0
          ? [
              tramo(
                gratisNombre,
                d.gratis.vistas_dia,
                d.gratis.postulaciones_dia,
                d.gratis.detalle.map((g) => [g.desde, g.hasta, g.dias, g.titulo] as const),
              ),
            ]
          : []),
      ]
    : [];
  const intro = (
    <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
      {`Destacada desde el ${fechaLarga(d.desde)}. Solo se comparan días completos: el día en que se validó el pago no cuenta en ningún tramo (parte fue antes y parte después), ni hoy, que aún no termina. `}
      {listo
        ? `Destacada: ${cuantos(d.despues.dias, 'día completo', 'días completos')}. ${
            d.antes.dias > 0
              ? `Antes estuvo ${cuantos(d.antes.dias, 'día', 'días')} publicada sin destacar.`
              : 'Se publicó ya destacada: no hay un antes.'
          }${
            d.gratis.ofertas > 0
              ? d.gratis.ofertas === 1
                ? ' Tu oferta gratuita cuenta solo los días completos en que estuvo publicada sin destacar.'
                : ` La mediana de tus ${n(d.gratis.ofertas)} ofertas gratuitas cuenta solo los días completos en que cada una estuvo publicada sin destacar (una que destacaste después cuenta hasta el día antes de destacarla).`
              : ''
          }`
        : `La comparación aún no está lista: todavía no pasa un día completo destacada. Tendrá cifras cuando termine el ${fechaLarga(addDays(d.desde, 1))}, si sigue publicada.`}
    </p>
  );
  if (!listo) return <Bloque titulo="Lo que cambió al destacarla">{intro}</Bloque>;
  return (
    <BloqueGrafico
      bloque="Lo que cambió al destacarla"
      csv={{
        nombre: 'antes y después de destacarla',
        archivo: `oferta-destacado-${data.oferta.id}.csv`,
        cabeceras: ['Tramo', 'Vistas por día', 'Postulaciones por día', 'Días contados'],
        filas: filas.map((f) => [f.nombre, f.vistas, f.postulaciones, f.csv]),
      }}
      intro={intro}
      grafico={{
        titulo: 'Vistas y postulaciones por día, antes y después de destacarla',
        tipo: 'barras',
        etiquetaEje: 'Tramo',
        etiquetas: filas.map((f) => f.nombre),
        series: [
          { nombre: 'Vistas por día', valores: filas.map((f) => f.vistas ?? 0) },
          { nombre: 'Postulaciones por día', valores: filas.map((f) => f.postulaciones ?? 0) },
        ],
        formato: unDecimal,
      }}
    >
      <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        <p>Días que cuenta cada cifra (puedes comprobarlos en la tabla «Por día» si caen en el periodo):</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {filas.map((f) => (
            <li key={f.nombre}>{`${f.nombre}: ${f.pagina}.`}</li>
          ))}
        </ul>
      </div>
    </BloqueGrafico>
  );
}

interface Tramo {
  nombre: string;
  vistas: number | null;
  postulaciones: number | null;
  /** The days counted, in words with dd/mm (the page) and as ISO days (the CSV). */
  pagina: string;
  csv: string;
}

/** A row of «Lo que cambió al destacarla» with the days it counts: one stretch, or each free offer's. */
function tramo(
  nombre: string,
  vistas: number | null,
  postulaciones: number | null,
  rangos: readonly (readonly [string, string, number, string?])[],
): Tramo {
  const pagina = rangos
    .map(([desde, hasta, dias, titulo]) => {
      const dd =
        desde === hasta
          ? `el ${diaCorto(desde)}/${desde.slice(0, 4)}`
          : `del ${diaCorto(desde)}/${desde.slice(0, 4)} al ${diaCorto(hasta)}/${hasta.slice(0, 4)}`;
      return `${titulo ? `«${titulo}», ` : ''}${dd} (${cuantos(dias, 'día', 'días')})`;
    })
    .join('; ');
  const csv = rangos.map(([desde, hasta, dias, titulo]) => `${titulo ? `${titulo}: ` : ''}${desde} a ${hasta} (${dias})`).join(' | ');
  return { nombre, vistas, postulaciones, pagina, csv };
}

/** «Administración o Ingeniería Industrial»: any of the areas. */
const o = new Intl.ListFormat('es', { type: 'disjunction' });

const unDecimal = (v: number) => v.toLocaleString('es-PE', { maximumFractionDigits: 1 });

export function OfertaInsightsPage({ volver }: { volver: string }) {
  const loaded = useLoaderData() as ConPeriodo<Datos>;
  return (
    <div className="max-w-5xl">
      <BackLink to={volver}>Oferta</BackLink>
      <PageTitle
        documentTitle="Estadísticas de la oferta"
        subtitle={loaded.ok ? `${loaded.data.oferta.titulo}${loaded.data.oferta.destacado ? ' · Destacada' : ''}` : undefined}
      >
        Estadísticas de la oferta
      </PageTitle>
      {loaded.ok ? <Vista data={loaded.data} /> : <SinCifras loaded={loaded} />}
    </div>
  );
}

export const rutaVolver = (id: string | undefined) => `${paths.empresas.misOfertas}${id ?? ''}`;
