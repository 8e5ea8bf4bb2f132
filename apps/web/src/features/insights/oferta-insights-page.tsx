/**
 * `/empresas/mis-publicaciones/{id}/estadisticas` (docs/insights.md): how an offer is seen and applied to, for its
 * own company: views and applications per day, where visitors came from, the conversion, the funnel of the
 * recruiter's decisions and the median of the company's other offers. Every table downloads as CSV.
 */
import type { DataOf } from '@practiperu/shared/api/contract';
import type { InsightsApi } from '@practiperu/shared/api/insights';
import { FUENTE_ETIQUETA } from '@practiperu/shared/insights';
import { paths } from '@practiperu/shared/paths';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Grafico } from '../../components/grafico';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { insights } from '../../lib/api/insights';
import type { Loaded } from '../../lib/loaded';
import { Bloque, BotonCsv, Cifra, diaCorto, n, Periodo } from './insights-ui';

type Datos = DataOf<InsightsApi['calls']['oferta']>;

export async function ofertaInsightsLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<Datos>> {
  const url = new URL(request.url);
  const desde = url.searchParams.get('desde');
  const hasta = url.searchParams.get('hasta');
  const res = await insights.oferta({
    params: { id: Number(params.id) },
    query: { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) },
  });
  if (!res.state || !res.data[0]) return { ok: false, message: res.message };
  return { ok: true, data: res.data[0] };
}

const fuenteNombre = (f: Datos['fuentes'][number]) => FUENTE_ETIQUETA[f.fuente] + (f.canal ? ` (${f.canal})` : '');

function Vista({ data }: { data: Datos }) {
  const { totales, dias, fuentes, embudo, otras, periodo } = data;
  const sufijo = `${data.oferta.id}-${periodo.desde}-a-${periodo.hasta}.csv`;
  const etapas = [
    ['Recibidas', embudo.recibidas],
    ['CV revisado', embudo.revisadas],
    ['En proceso', embudo.en_proceso],
    ['Finalistas', embudo.finalistas],
    ['Descartadas', embudo.descartadas],
  ] as const;
  return (
    <div className="space-y-5">
      <Periodo desde={periodo.desde} hasta={periodo.hasta} />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Cifra nombre="Vistas" valor={n(totales.vistas)} nota="Una por navegador y día" />
        <Cifra nombre="Postulaciones" valor={n(totales.postulaciones)} />
        <Cifra
          nombre="Conversión"
          valor={totales.conversion === null ? '—' : `${totales.conversion.toLocaleString('es-PE')} %`}
          nota="Postulaciones por cada 100 vistas"
        />
        <Cifra nombre="Veces compartida" valor={n(totales.compartidos)} />
      </dl>

      <Bloque
        titulo="Por día"
        acciones={
          <BotonCsv
            nombre="vistas y postulaciones por día"
            archivo={`oferta-por-dia-${sufijo}`}
            cabeceras={['Día', 'Vistas', 'Compartidos', 'Postulaciones']}
            filas={dias.map((d) => [d.dia, d.vistas, d.compartidos, d.postulaciones])}
          />
        }
      >
        <Grafico
          titulo="Vistas y postulaciones por día"
          tipo="lineas"
          etiquetaEje="Día"
          etiquetas={dias.map((d) => diaCorto(d.dia))}
          series={[
            { nombre: 'Vistas', valores: dias.map((d) => d.vistas) },
            { nombre: 'Postulaciones', valores: dias.map((d) => d.postulaciones) },
          ]}
        />
      </Bloque>

      <Bloque
        titulo="De dónde llegan"
        acciones={
          <BotonCsv
            nombre="origen de las visitas"
            archivo={`oferta-origenes-${sufijo}`}
            cabeceras={['Origen', 'Canal', 'Vistas', 'Compartidos', 'Postulaciones']}
            filas={fuentes.map((f) => [FUENTE_ETIQUETA[f.fuente], f.canal, f.vistas, f.compartidos, f.postulaciones])}
          />
        }
      >
        <Grafico
          titulo="Vistas, postulaciones y compartidos por origen"
          descripcion="Búsqueda, recomendaciones, la página de tu empresa, enlaces compartidos (con su red) o directo."
          tipo="barras"
          etiquetaEje="Origen"
          etiquetas={fuentes.map(fuenteNombre)}
          series={[
            { nombre: 'Vistas', valores: fuentes.map((f) => f.vistas) },
            { nombre: 'Postulaciones', valores: fuentes.map((f) => f.postulaciones) },
            { nombre: 'Compartidos', valores: fuentes.map((f) => f.compartidos) },
          ]}
        />
      </Bloque>

      <Bloque
        titulo="Avance de las postulaciones"
        acciones={
          <BotonCsv
            nombre="avance de las postulaciones"
            archivo={`oferta-embudo-${data.oferta.id}.csv`}
            cabeceras={['Etapa', 'Postulaciones']}
            filas={etapas.map(([e, v]) => [e, v])}
          />
        }
      >
        <Grafico
          titulo="Postulaciones por etapa, hoy"
          tipo="barras"
          etiquetaEje="Etapa"
          etiquetas={embudo.recibidas === 0 ? [] : etapas.map(([e]) => e)}
          series={[{ nombre: 'Postulaciones', valores: etapas.map(([, v]) => v) }]}
        />
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {embudo.dias_hasta_decision === null
            ? 'Aún no hay decisiones sobre las postulaciones.'
            : `Mediana desde la postulación hasta tu última decisión: ${embudo.dias_hasta_decision.toLocaleString('es-PE')} días.`}
        </p>
      </Bloque>

      <Bloque titulo="Frente a tus otras ofertas">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {otras.ofertas === 0
            ? 'Tu empresa no tuvo otras ofertas publicadas en este periodo.'
            : `Tus otras ${n(otras.ofertas)} ofertas publicadas en el periodo tuvieron una mediana de ${n(otras.vistas_mediana ?? 0)} vistas y ${n(otras.postulaciones_mediana ?? 0)} postulaciones; esta tuvo ${n(totales.vistas)} y ${n(totales.postulaciones)}.`}
        </p>
      </Bloque>
    </div>
  );
}

export function OfertaInsightsPage({ volver }: { volver: string }) {
  const loaded = useLoaderData() as Loaded<Datos>;
  return (
    <div className="max-w-5xl">
      <BackLink to={volver}>Oferta</BackLink>
      <PageTitle
        documentTitle="Estadísticas de la oferta"
        subtitle={loaded.ok ? `${loaded.data.oferta.titulo}${loaded.data.oferta.destacado ? ' · Destacada' : ''}` : undefined}
      >
        Estadísticas de la oferta
      </PageTitle>
      {loaded.ok ? <Vista data={loaded.data} /> : <LoadError message={loaded.message} />}
    </div>
  );
}

export const rutaVolver = (id: string | undefined) => `${paths.empresas.misOfertas}${id ?? ''}`;
