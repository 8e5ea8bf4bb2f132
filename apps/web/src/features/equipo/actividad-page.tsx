/**
 * `/empresas/actividad` (docs/team.md): the company's audit trail, newest first, 20 a page, filtered by seat and by
 * kind of action. Administrators only; a recruiter seat sees the server's message.
 */
import type { DataOf, OptionalOfCall } from '@practiperu/shared/api/contract';
import type { EquipoApi } from '@practiperu/shared/api/equipo';
import { accionLabel, asientoPuede } from '@practiperu/shared/equipo';
import { paths } from '@practiperu/shared/paths';
import { ESTADO_POSTULANTE, ESTADO_POSTULANTE_LABELS } from '@practiperu/shared/postulantes';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BackLink } from '../../components/back-link';
import { useSessionUser } from '../../lib/use-session-user';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { equipo } from '../../lib/api/equipo';
import type { Loaded } from '../../lib/loaded';
import { SoloAdministradores } from './solo-administradores';

type Entrada = DataOf<EquipoApi['calls']['actividad']>;
type Miembro = DataOf<EquipoApi['calls']['miembros']>['miembros'][number];
interface Datos {
  entradas: Entrada[];
  pagina: OptionalOfCall<EquipoApi['calls']['actividad']>;
  miembros: Miembro[];
}

const TIPOS = [
  { value: '', label: 'Todas las acciones' },
  { value: 'oferta', label: 'Ofertas' },
  { value: 'postulacion', label: 'Postulantes' },
  { value: 'pago', label: 'Pagos' },
  { value: 'organizacion', label: 'Datos de la empresa' },
  { value: 'entrevista', label: 'Entrevistas' },
  { value: 'etiqueta', label: 'Etiquetas' },
  { value: 'filtro', label: 'Filtros guardados' },
  { value: 'equipo', label: 'Equipo' },
  { value: 'solicitud', label: 'Solicitudes a los administradores' },
];

/** What a handled or declined request asked (the trail records its kind), after the action's label. */
const SOLICITUD_TIPO: Record<string, string> = {
  destacar: 'destacar una oferta',
  anular_pago: 'anular un pago en revisión',
  eliminar: 'eliminar una oferta',
};

/** The action as a person reads it; handling or declining a request says what it asked. */
function titulo(e: Entrada): string {
  const tipo = (e.detalle as Record<string, unknown>).tipo;
  const pidio = e.accion.startsWith('solicitud.') && typeof tipo === 'string' ? SOLICITUD_TIPO[tipo] : undefined;
  return pidio ? `${accionLabel(e.accion)}: ${pidio}` : accionLabel(e.accion);
}

export async function actividadLoader({ request }: LoaderFunctionArgs): Promise<Loaded<Datos>> {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1') || 1;
  // A person is chosen by the e-mail the trail recorded, so someone whose account is gone can still be chosen.
  const correo = url.searchParams.get('persona');
  const accion = url.searchParams.get('accion');
  const [res, team] = await Promise.all([
    equipo.actividad({ query: { page, ...(correo ? { correo } : {}), ...(accion ? { accion } : {}) } }),
    equipo.miembros(),
  ]);
  if (!res.state) return { ok: false, message: res.message };
  return { ok: true, data: { entradas: res.data, pagina: res.optional, miembros: team.state ? (team.data[0]?.miembros ?? []) : [] } };
}

const cuando = (iso: string) =>
  new Date(iso).toLocaleString('es-PE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Lima',
  });

/**
 * A status change is recorded with the applicant's view of the status (recibida, cv visto…); the team reads it with the
 * applicant list's labels, where both «recibida» and «cv visto» are «Sin decisión».
 */
const ESTADO_DE_CLAVE: Record<string, number> = {
  recibida: ESTADO_POSTULANTE.SIN_DECISION,
  cv_visto: ESTADO_POSTULANTE.SIN_DECISION,
  en_proceso: ESTADO_POSTULANTE.EN_PROCESO,
  finalista: ESTADO_POSTULANTE.FINALISTA,
  no_seleccionada: ESTADO_POSTULANTE.DESCARTADO,
};

/** The few readable fields of an entry: the offer's title, the applicant, the change. */
function detalle(e: Entrada): string {
  const d = e.detalle as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['titulo', 'oferta', 'postulante', 'correo', 'etiqueta', 'nombre'] as const)
    if (typeof d[key] === 'string') parts.push(d[key] as string);
  if (Array.isArray(d.etiquetas)) parts.push(d.etiquetas.length ? `etiquetas: ${d.etiquetas.join(', ')}` : 'sin etiquetas');
  if (typeof d.postulaciones === 'number') parts.push(d.postulaciones === 1 ? '1 postulante' : `${d.postulaciones} postulantes`);
  if (typeof d.antes === 'string' && typeof d.despues === 'string') {
    const nombre = (clave: string) => {
      const estado = e.accion === 'postulacion.estado' ? ESTADO_DE_CLAVE[clave] : undefined;
      return estado === undefined ? clave.replace(/_/g, ' ') : ESTADO_POSTULANTE_LABELS[estado];
    };
    parts.push(`${nombre(d.antes)} → ${nombre(d.despues)}`);
  }
  if (typeof d.ahora === 'string') parts.push(`ahora ${d.ahora}`);
  // A bulk status change: the status it moved the applicants to (older entries kept only its number).
  const destino =
    typeof d.estado_nombre === 'string' ? d.estado_nombre : typeof d.estado === 'number' ? ESTADO_POSTULANTE_LABELS[d.estado] : undefined;
  if (destino) parts.push(`a ${destino}`);
  if (typeof d.formato === 'string') parts.push(d.formato.toUpperCase());
  if (Array.isArray(d.campos)) parts.push(d.campos.join(', ').replace(/_/g, ' '));
  return parts.join(' · ');
}

/**
 * Everyone the filter offers: the people the trail records (with the latest name it recorded) and the current members
 * who have not acted yet; someone no longer in the team is said so.
 */
function personas(data: Datos): { correo: string; etiqueta: string }[] {
  const actuales = new Map(data.miembros.map((m) => [m.correo.toLowerCase(), `${m.nombres} ${m.apellidos}`.trim() || m.correo]));
  const lista = (data.pagina.personas ?? []).map((p) => {
    const nombre = actuales.get(p.correo) ?? (p.nombre || p.correo);
    return { correo: p.correo, etiqueta: actuales.has(p.correo) ? nombre : `${nombre} (ya no está en el equipo)` };
  });
  for (const [correo, nombre] of actuales) if (!lista.some((p) => p.correo === correo)) lista.push({ correo, etiqueta: nombre });
  return lista.sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es'));
}

function ActividadView({ data }: { data: Datos }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const go = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    navigate(`?${next.toString()}`);
  };
  const select =
    'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:w-auto dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Persona
          <select className={select} value={params.get('persona') ?? ''} onChange={(e) => go({ persona: e.target.value })}>
            <option value="">Todo el equipo</option>
            {personas(data).map((p) => (
              <option key={p.correo} value={p.correo}>
                {p.etiqueta}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Acción
          <select className={select} value={params.get('accion') ?? ''} onChange={(e) => go({ accion: e.target.value })}>
            {TIPOS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.entradas.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
          Todavía no hay actividad con estos filtros.
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {data.entradas.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 dark:text-white">{titulo(e)}</p>
                {detalle(e) && <p className="text-sm break-words text-slate-700 dark:text-slate-300">{detalle(e)}</p>}
                <p className="text-sm break-all text-slate-500 dark:text-slate-400">
                  {e.usuario_nombre || e.usuario_correo} · {e.usuario_correo}
                </p>
              </div>
              <time dateTime={e.creado_en} className="shrink-0 text-sm text-slate-500 dark:text-slate-400">
                {cuando(e.creado_en)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {data.pagina.total_pages > 1 && (
        <Pagination
          currentPage={data.pagina.current_page}
          totalPages={data.pagina.total_pages}
          onPageChange={(p) => go({ page: String(p) })}
        />
      )}
    </div>
  );
}

export function ActividadPage() {
  const user = useSessionUser();
  const loaded = useLoaderData() as Loaded<Datos>;
  return (
    <div className="max-w-3xl">
      <BackLink to={paths.empresas.equipo}>Equipo</BackLink>
      <PageTitle subtitle="Quién publicó, cambió, exportó o movió a un postulante, y cuándo.">Actividad del equipo</PageTitle>
      {!user || !asientoPuede(user, 'actividad') ? (
        <SoloAdministradores />
      ) : loaded.ok ? (
        <ActividadView data={loaded.data} />
      ) : (
        <LoadError message={loaded.message} />
      )}
    </div>
  );
}
