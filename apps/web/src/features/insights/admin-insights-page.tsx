/**
 * `/admin/estadisticas` (docs/insights.md): the marketplace in figures for the back office: offers sent, approved
 * and rejected per week, the median time to approval (and week by week), applications per day, payments validated
 * per month with their amount, active premium members (today and month by month), and open offers and applicants per department on a tile map. Every table
 * downloads as CSV.
 */
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import { limaToday } from '@practiperu/shared/dates';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { adminInsights } from '../../lib/api/admin';
import {
  Bloque,
  BloqueGrafico,
  Cifra,
  diaCorto,
  n,
  type ConPeriodo,
  Periodo,
  periodoACorregir,
  periodoDeUrl,
  semanaDelPeriodo,
  SinCifras,
} from './insights-ui';
import { MapaDepartamentos, siglaDepartamento } from './mapa-departamentos';

export async function adminInsightsLoader({ request }: LoaderFunctionArgs): Promise<ConPeriodo<AdminInsights>> {
  const periodo = periodoDeUrl(request);
  const corregir = periodoACorregir(periodo);
  if (corregir) return corregir;
  const res = await adminInsights.get({ query: periodo });
  if (!res.state || !res.data[0]) return { ok: false, message: res.message };
  return { ok: true, data: res.data[0] };
}

const horas = (v: number) => v.toLocaleString('es-PE', { maximumFractionDigits: 1 });
const soles = (v: number) => `S/ ${v.toLocaleString('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Vista({ data }: { data: AdminInsights }) {
  const { periodo, semanas, revision, postulaciones, pagos, premium, departamentos, sin_departamento: fuera } = data;
  const semana = (s: string) => semanaDelPeriodo(s, periodo);
  const parciales = semanas.map((s) => semana(s.semana)).filter((s) => s.parcial);
  const totalDe = (k: 'ofertas' | 'postulantes') =>
    departamentos.reduce((t, d) => t + d[k], 0) + fuera.reduce((t, l) => t + (l[k] ?? 0), 0);
  const [cifra, setCifra] = useState<'ofertas' | 'postulantes'>('ofertas');
  const sufijo = `${periodo.desde}-a-${periodo.hasta}.csv`;
  const totalPostulaciones = postulaciones.reduce((t, d) => t + d.postulaciones, 0);
  const totalPagos = pagos.reduce((t, p) => t + p.soles, 0);
  const pagosValidados = pagos.reduce((t, p) => t + p.validados, 0);
  const hoy = limaToday();
  return (
    <div className="space-y-5">
      <Periodo desde={periodo.desde} hasta={periodo.hasta} />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Cifra nombre="Ofertas aprobadas" valor={n(semanas.reduce((t, s) => t + s.aprobadas, 0))} />
        <Cifra
          nombre="Horas hasta aprobar"
          valor={data.horas_revision_mediana === null ? '—' : horas(data.horas_revision_mediana)}
          nota="Mediana, desde que se envió; por semana, abajo"
        />
        <Cifra nombre="Postulaciones" valor={n(totalPostulaciones)} />
        <Cifra nombre="Pagos validados" valor={n(pagosValidados)} nota={soles(totalPagos)} />
        <Cifra nombre="Premium activos" valor={n(data.premium_activos)} nota="Con membresía vigente hoy; por mes, abajo" />
      </dl>

      <BloqueGrafico
        bloque="Ofertas por semana"
        csv={{
          nombre: 'ofertas por semana',
          archivo: `ofertas-por-semana-${sufijo}`,
          cabeceras: ['Semana (lunes)', 'Días contados', 'Enviadas', 'Aprobadas', 'Rechazadas'],
          filas: semanas.map((s) => [s.semana, semana(s.semana).dias, s.enviadas, s.aprobadas, s.rechazadas]),
        }}
        grafico={{
          titulo: 'Ofertas enviadas, aprobadas y rechazadas por semana',
          tipo: 'barras',
          etiquetaEje: 'Semana del',
          etiquetas: semanas.map((s) => semana(s.semana).etiqueta),
          series: [
            { nombre: 'Enviadas', valores: semanas.map((s) => s.enviadas) },
            { nombre: 'Aprobadas', valores: semanas.map((s) => s.aprobadas) },
            { nombre: 'Rechazadas', valores: semanas.map((s) => s.rechazadas) },
          ],
        }}
      >
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Cada oferta cuenta en la semana en que se envió y en la semana en que se aprobó o rechazó, así que una semana puede tener más
          aprobadas que enviadas.
        </p>
        {parciales.length > 0 && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {`Semanas de lunes a domingo. «Parcial»: el periodo corta esa semana y solo cuentan sus días dentro de él (${parciales
              .map((p) => `del ${p.texto}`)
              .join('; ')}).`}
          </p>
        )}
      </BloqueGrafico>

      <BloqueGrafico
        bloque="Horas hasta aprobar, por semana"
        csv={{
          nombre: 'horas hasta aprobar por semana',
          archivo: `horas-hasta-aprobar-por-semana-${sufijo}`,
          cabeceras: ['Semana (lunes)', 'Días contados', 'Ofertas aprobadas', 'Mediana de horas hasta aprobar'],
          filas: revision.map((r) => [r.semana, semana(r.semana).dias, r.aprobadas, r.horas_mediana]),
        }}
        grafico={{
          titulo: 'Mediana de horas hasta aprobar, por semana',
          descripcion: 'Desde que la empresa envió la oferta hasta que se aprobó, por la semana en que se aprobó.',
          tipo: 'barras',
          etiquetaEje: 'Semana del',
          etiquetas: revision.map((r) => semana(r.semana).etiqueta),
          series: [
            { nombre: 'Horas (mediana)', valores: revision.map((r) => r.horas_mediana) },
            { nombre: 'Aprobadas', valores: revision.map((r) => r.aprobadas), soloTabla: true, formato: (v) => String(v) },
          ],
          formato: horas,
        }}
      >
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Solo las semanas en que se aprobó alguna oferta. La tabla («Aprobadas») y el CSV dicen cuántas se aprobaron cada semana: una
          mediana de pocas ofertas cambia mucho de una semana a otra. Una semana «parcial» solo cuenta sus días dentro del periodo.
        </p>
      </BloqueGrafico>

      <BloqueGrafico
        bloque="Postulaciones por día"
        csv={{
          nombre: 'postulaciones por día',
          archivo: `postulaciones-por-dia-${sufijo}`,
          cabeceras: ['Día', 'Postulaciones'],
          filas: postulaciones.map((d) => [d.dia, d.postulaciones]),
        }}
        grafico={{
          titulo: 'Postulaciones por día',
          tipo: 'lineas',
          etiquetaEje: 'Día',
          etiquetas: postulaciones.map((d) => diaCorto(d.dia)),
          series: [{ nombre: 'Postulaciones', valores: postulaciones.map((d) => d.postulaciones) }],
        }}
      />

      <BloqueGrafico
        bloque="Pagos validados por mes"
        csv={{
          nombre: 'pagos validados por mes',
          archivo: `pagos-por-mes-${sufijo}`,
          cabeceras: ['Mes', 'Pagos validados', 'Monto (S/)'],
          filas: pagos.map((p) => [p.mes, p.validados, p.soles.toFixed(2)]),
        }}
        grafico={{
          titulo: 'Monto de los pagos validados por mes',
          tipo: 'barras',
          etiquetaEje: 'Mes',
          etiquetas: pagos.map((p) => p.mes),
          series: [{ nombre: 'Monto', valores: pagos.map((p) => p.soles) }],
          formato: soles,
        }}
      />

      <BloqueGrafico
        bloque="Premium por mes"
        csv={{
          nombre: 'premium por mes',
          archivo: `premium-por-mes-${sufijo}`,
          cabeceras: ['Mes', 'Premium activos', 'Membresías nuevas'],
          filas: premium.map((m) => [m.mes, m.activos, m.altas]),
        }}
        grafico={{
          titulo: 'Miembros premium por mes',
          tipo: 'barras',
          etiquetaEje: 'Mes',
          etiquetas: premium.map((m) => m.mes),
          series: [
            { nombre: 'Activos', valores: premium.map((m) => m.activos) },
            { nombre: 'Nuevas', valores: premium.map((m) => m.altas) },
          ],
        }}
      >
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Activos: postulantes con membresía vigente algún día del mes, dentro del periodo y hasta hoy. Nuevas: membresías que empezaron ese
          mes (una renovación también cuenta).
        </p>
      </BloqueGrafico>

      <Bloque
        titulo="Por departamento"
        csv={{
          nombre: 'ofertas y postulantes por departamento',
          archivo: `departamentos-hoy-${hoy}.csv`,
          cabeceras: ['Código INEI', 'Sigla', 'Departamento', 'Ofertas abiertas hoy', 'Postulantes hoy'],
          // INEI's department codes have two digits: 01 Amazonas … 25 Ucayali.
          filas: [
            ...departamentos.map((d) => [
              String(d.id).padStart(2, '0'),
              siglaDepartamento(d.id, d.nombre),
              d.nombre,
              d.ofertas,
              d.postulantes,
            ]),
            ...fuera.map((l) => ['', '', l.nombre, l.ofertas, l.postulantes]),
            ['', '', 'Total', totalDe('ofertas'), totalDe('postulantes')],
          ],
        }}
      >
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          Cifras de hoy, no del periodo elegido: las ofertas abiertas hoy y los postulantes registrados que viven en cada departamento. Las
          ofertas virtuales y las del extranjero, y los postulantes que no indicaron departamento, no están en el mapa: van al final de la
          tabla, con el total.
        </p>
        <fieldset className="mb-3 flex flex-wrap gap-4 text-sm text-slate-800 dark:text-slate-200">
          <legend className="sr-only">Cifra del mapa</legend>
          {(['ofertas', 'postulantes'] as const).map((c) => (
            <label key={c} className="flex items-center gap-2">
              <input type="radio" name="cifra" value={c} checked={cifra === c} onChange={() => setCifra(c)} />
              {c === 'ofertas' ? 'Ofertas abiertas hoy' : 'Postulantes que viven allí'}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <MapaDepartamentos departamentos={departamentos} cifra={cifra} />
          <div>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Ofertas abiertas y postulantes por departamento</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Departamento
                  </th>

                  <th scope="col" className="py-1 pr-3 text-right font-semibold">
                    Ofertas abiertas hoy
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">
                    Postulantes
                  </th>
                </tr>
              </thead>
              <tbody>
                {departamentos.map((d) => (
                  <tr key={d.id} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {d.nombre}
                      {/* The tile's letters, for the eye that goes from the map to the table (the map is hidden from
                          screen readers, so the row keeps the name alone). */}
                      <span aria-hidden="true" className="ml-1.5 text-xs text-slate-600 dark:text-slate-400">
                        {siglaDepartamento(d.id, d.nombre)}
                      </span>
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{n(d.ofertas)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{n(d.postulantes)}</td>
                  </tr>
                ))}
                {fuera.map((l) => (
                  <tr key={l.nombre} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {l.nombre}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{l.ofertas === null ? <NoAplica /> : n(l.ofertas)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{l.postulantes === null ? <NoAplica /> : n(l.postulantes)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-300 font-semibold dark:border-slate-600">
                  <th scope="row" className="py-1 pr-3">
                    Total
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{n(totalDe('ofertas'))}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{n(totalDe('postulantes'))}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      </Bloque>
    </div>
  );
}

/** A cell that does not apply (an offer's «Sin departamento», an applicant's «Virtual»). */
function NoAplica() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">no aplica</span>
    </>
  );
}

export function AdminInsightsPage() {
  const loaded = useLoaderData() as ConPeriodo<AdminInsights>;
  return (
    <div className="max-w-5xl">
      <PageTitle subtitle="Cómo se mueve el mercado: ofertas, postulaciones, pagos y regiones.">Estadísticas</PageTitle>
      {loaded.ok ? <Vista data={loaded.data} /> : <SinCifras loaded={loaded} titulo="No se pudieron cargar los datos" />}
    </div>
  );
}
