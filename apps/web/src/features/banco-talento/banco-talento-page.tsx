/**
 * `/empresas/banco-talento` (docs/team.md, "Talent pool"): everyone who applied to any of the company's offers, 10 a
 * page, filtered by name, notes, status history, offer, tag, department, knowledge and experience (the URL keeps the
 * filters). Each person shows their applications to the company's offers, its tags and notes, and the invitations
 * sent; a seat invites them to one of the company's open offers by mail. A free offer's hidden applicants never
 * appear: the server leaves them out.
 */
import type { BancoOptional, InvitacionDeBanco, PersonaDeBanco } from '@practiperu/shared/banco-talento';
import { ESTADO_HISTORIAL_LABEL, ESTADOS_HISTORIAL } from '@practiperu/shared/banco-talento';
import { misOfertasPaths, paths } from '@practiperu/shared/paths';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, BUTTON_SMALL, TEXT_LINK } from '../../components/buttons';
import { CheckboxField, Field, FormAlert, SelectField } from '../../components/field';
import { FilterSheet, FiltersButton } from '../../components/filter-sheet';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { useToast } from '../../components/toast';
import { useIsMobile } from '../../components/use-is-mobile';
import { bancoTalento } from '../../lib/api/banco-talento';
import { lookups } from '../../lib/lookups';

const FILTROS = ['q', 'nota', 'estado', 'oferta', 'etiqueta', 'departamento', 'conocimiento', 'experiencia'] as const;

type Datos =
  | { ok: true; personas: PersonaDeBanco[]; pagina: BancoOptional; mensaje: string }
  | { ok: false; message: string; errors: Record<string, string> };

export async function bancoTalentoLoader({ request }: LoaderFunctionArgs): Promise<Datos> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const k of [...FILTROS, 'page'] as const) {
    const v = url.searchParams.get(k);
    if (v) query[k] = v;
  }
  const res = await bancoTalento.buscar({ query: query as never });
  if (!res.state) {
    const errors = (res.optional?.errors ?? {}) as Record<string, string>;
    return { ok: false, message: res.message, errors };
  }
  return { ok: true, personas: res.data, pagina: res.optional, mensaje: res.message };
}

const ESTADO_LABEL: Record<string, string> = {
  recibida: 'Recibida',
  cv_visto: 'CV visto',
  en_proceso: 'En proceso',
  finalista: 'Finalista',
  no_seleccionada: 'Descartado',
};

const fecha = (iso: string) =>
  new Date(iso).toLocaleDateString('es-PE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Lima' });

/** Every filter but the name: beside it on a computer, in the «Filtros» sheet on a phone (decision 057). */
function CamposExtra({ pagina, errors, regiones }: { pagina: BancoOptional | null; errors: Record<string, string>; regiones: Region[] }) {
  const [params] = useSearchParams();
  const v = (k: string) => params.get(k) ?? '';
  return (
    <>
      <Field label="Texto de una nota" name="nota" defaultValue={v('nota')} maxLength={80} error={errors.nota} />
      <SelectField label="Historial de estado" name="estado" defaultValue={v('estado')} placeholder="Cualquiera" error={errors.estado}>
        {ESTADOS_HISTORIAL.map((e) => (
          <option key={e} value={e}>
            {ESTADO_HISTORIAL_LABEL[e]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Postuló a" name="oferta" defaultValue={v('oferta')} placeholder="Cualquier oferta" error={errors.oferta}>
        {(pagina?.ofertas ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.titulo}
          </option>
        ))}
      </SelectField>
      <SelectField label="Etiqueta" name="etiqueta" defaultValue={v('etiqueta')} placeholder="Cualquiera" error={errors.etiqueta}>
        {(pagina?.etiquetas ?? []).map((e) => (
          <option key={e.id} value={e.id}>
            {e.nombre}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Departamento"
        name="departamento"
        defaultValue={v('departamento')}
        placeholder="Cualquiera"
        error={errors.departamento}
        key={regiones.length}
      >
        {regiones.map((r) => (
          <option key={r.id} value={r.id}>
            {r.nombre}
          </option>
        ))}
      </SelectField>
      <Field
        label="Conocimiento"
        name="conocimiento"
        defaultValue={v('conocimiento')}
        maxLength={60}
        hint="Por ejemplo Excel"
        error={errors.conocimiento}
      />
      <div className="flex items-end pb-2">
        <CheckboxField label="Con experiencia laboral" name="experiencia" value="1" defaultChecked={v('experiencia') === '1'} />
      </div>
    </>
  );
}

type Region = { id: number; nombre: string };

/** The departments (1–25) of the places list, asked for once the fields are drawn. */
function useRegiones(activo: boolean): Region[] {
  const [regiones, setRegiones] = useState<Region[]>([]);
  useEffect(() => {
    if (!activo) return;
    let alive = true;
    lookups
      .lugares()
      .then((r) => alive && setRegiones(r.filter(({ id }) => id >= 1 && id <= 25).map(({ id, nombre }) => ({ id, nombre }))))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [activo]);
  return regiones;
}

const EXTRA = FILTROS.filter((k) => k !== 'q');

function Filtros({ pagina, errors }: { pagina: BancoOptional | null; errors: Record<string, string> }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const movil = useIsMobile();
  const [abierta, setAbierta] = useState(false);
  const sheet = useRef<HTMLFormElement>(null);
  const regiones = useRegiones(!movil || abierta);
  const hay = FILTROS.some((k) => params.get(k));
  const activos = EXTRA.filter((k) => params.get(k)).length;
  const errorExtra = EXTRA.some((k) => errors[k]);

  function aplicar() {
    const next = new URLSearchParams();
    const q = params.get('q');
    if (q) next.set('q', q);
    if (sheet.current) for (const [k, v] of new FormData(sheet.current)) if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
    setAbierta(false);
    navigate(`?${next.toString()}`);
  }

  function limpiar() {
    for (const el of Array.from(sheet.current?.elements ?? [])) {
      if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = false;
      else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = '';
    }
  }

  return (
    <Form
      method="get"
      role="search"
      aria-label="Buscar en el banco de talento"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Nombre" name="q" defaultValue={params.get('q') ?? ''} maxLength={80} error={errors.q} />
        {!movil && <CamposExtra pagina={pagina} errors={errors} regiones={regiones} />}
        {/* On a phone the other filters stay in the address through hidden fields, and change in the sheet. */}
        {movil && EXTRA.map((k) => params.get(k) && <input key={k} type="hidden" name={k} value={params.get(k)!} />)}
      </div>
      {movil && errorExtra && <FormAlert>Revisa los filtros: uno no es válido.</FormAlert>}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={BUTTON_PRIMARY}>
          Buscar
        </button>
        {movil && <FiltersButton count={activos} onClick={() => setAbierta(true)} />}
        {hay && (
          <Link to={paths.empresas.bancoTalento} className={BUTTON_SECONDARY}>
            Quitar filtros
          </Link>
        )}
      </div>
      {movil && (
        <FilterSheet open={abierta} onClose={() => setAbierta(false)} onApply={aplicar} onClear={limpiar}>
          <form
            ref={sheet}
            className="space-y-3"
            onSubmit={(e) => {
              // Enter in the sheet applies it; the search form around it in React's tree must not submit too.
              e.preventDefault();
              e.stopPropagation();
              aplicar();
            }}
          >
            <CamposExtra pagina={pagina} errors={errors} regiones={regiones} />
          </form>
        </FilterSheet>
      )}
    </Form>
  );
}

function Invitar({
  persona,
  abiertas,
  onInvitada,
}: {
  persona: PersonaDeBanco;
  abiertas: BancoOptional['ofertas_abiertas'];
  onInvitada: (i: InvitacionDeBanco) => void;
}) {
  const ya = new Set([...persona.invitaciones.map((i) => i.id_oferta), ...persona.postulaciones.map((p) => p.id_oferta)]);
  const opciones = abiertas.filter((o) => !ya.has(o.id));
  const [oferta, setOferta] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { notify } = useToast();
  const nombre = `${persona.nombres} ${persona.apellidos}`;

  if (!persona.recibe_invitaciones)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Pidió no recibir invitaciones de empresas.</p>;
  if (opciones.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No hay ofertas abiertas a las que invitar a esta persona.</p>;

  async function invitar(e: React.FormEvent) {
    e.preventDefault();
    if (!oferta) {
      setError('Elige una de las ofertas abiertas de tu empresa.');
      return;
    }
    setEnviando(true);
    setError(null);
    const res = await bancoTalento.invitar({ body: { postulante_id: persona.id, oferta_id: Number(oferta) } });
    setEnviando(false);
    const data = res.data[0];
    if (res.state && data) {
      notify(res.message, 'success');
      setOferta('');
      onInvitada(data);
    } else {
      const errors = (res.optional?.errors ?? {}) as Record<string, string>;
      setError(errors.oferta_id ?? errors.postulante_id ?? res.message);
    }
  }

  return (
    <form onSubmit={(e) => void invitar(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <SelectField
        label={`Invitar a ${nombre} a postular a`}
        className="min-w-0 sm:flex-1"
        value={oferta}
        onChange={(e) => setOferta(e.target.value)}
        placeholder="Elige una oferta abierta"
        error={error ?? undefined}
      >
        {opciones.map((o) => (
          <option key={o.id} value={o.id}>
            {o.titulo}
          </option>
        ))}
      </SelectField>
      <button type="submit" disabled={enviando} className={`${BUTTON_SMALL} sm:mb-0.5`}>
        {enviando ? 'Enviando…' : 'Enviar invitación'}
      </button>
    </form>
  );
}

function Persona({ persona: inicial, abiertas }: { persona: PersonaDeBanco; abiertas: BancoOptional['ofertas_abiertas'] }) {
  const [persona, setPersona] = useState(inicial);
  const nombre = `${persona.nombres} ${persona.apellidos}`;
  const sub = [persona.carrera, persona.departamento].filter(Boolean).join(' · ');
  return (
    <li className="space-y-3 p-4" data-testid={`persona-${persona.id}`}>
      <div>
        <h2 className="font-semibold break-words text-slate-900 dark:text-white">{nombre}</h2>
        {sub && <p className="text-sm text-slate-600 dark:text-slate-400">{sub}</p>}
      </div>
      <ul className="space-y-1 text-sm" aria-label={`Postulaciones de ${nombre}`}>
        {persona.postulaciones.map((p) => (
          <li key={p.id_oferta} className="flex flex-wrap gap-x-2 text-slate-700 dark:text-slate-300">
            <Link to={`${misOfertasPaths(p.id_oferta).postulantes}/${persona.id}`} className={TEXT_LINK}>
              {p.titulo}
            </Link>
            <span>
              · {ESTADO_LABEL[p.estado] ?? p.estado} · {fecha(p.creado_en)}
            </span>
          </li>
        ))}
      </ul>
      {(persona.etiquetas.length > 0 || persona.notas > 0) && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {persona.etiquetas.map((e) => (
            <span
              key={e}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {e}
            </span>
          ))}
          {persona.notas > 0 && <span>{persona.notas === 1 ? '1 nota' : `${persona.notas} notas`}</span>}
        </p>
      )}
      {persona.invitaciones.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Invitaciones enviadas: {persona.invitaciones.map((i) => `${i.titulo} (${fecha(i.creado_en)})`).join(', ')}
        </p>
      )}
      <Invitar
        persona={persona}
        abiertas={abiertas}
        onInvitada={(i) => setPersona((p) => ({ ...p, invitaciones: [i, ...p.invitaciones] }))}
      />
    </li>
  );
}

export function BancoTalentoPage() {
  const datos = useLoaderData() as Datos;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pagina = datos.ok ? datos.pagina : null;
  return (
    <div className="max-w-4xl space-y-4">
      <PageTitle subtitle="Todas las personas que postularon a las ofertas de tu empresa. Invítalas a postular a una oferta abierta.">
        Banco de talento
      </PageTitle>
      <Filtros pagina={pagina} errors={datos.ok ? {} : datos.errors} />
      {!datos.ok ? (
        <FormAlert>{datos.message}</FormAlert>
      ) : datos.personas.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
          {datos.mensaje || 'Nadie del banco de talento coincide con la búsqueda.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {datos.pagina.total === 1 ? '1 persona' : `${datos.pagina.total} personas`}
          </p>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {datos.personas.map((p) => (
              <Persona key={p.id} persona={p} abiertas={datos.pagina.ofertas_abiertas} />
            ))}
          </ul>
          {datos.pagina.total_pages > 1 && (
            <Pagination
              currentPage={datos.pagina.current_page}
              totalPages={datos.pagina.total_pages}
              onPageChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                navigate(`?${next.toString()}`);
              }}
            />
          )}
        </>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Solo ves a quienes puedes ver en tus ofertas: de una oferta gratuita, los postulantes que pasan del límite no aparecen. Las
        postulaciones se anonimizan un año después de que termina su oferta, y con ellas la persona sale del banco. Más en la{' '}
        <Link to={`${paths.privacy}#banco-de-talento`} className={TEXT_LINK}>
          política de privacidad
        </Link>
        .
      </p>
    </div>
  );
}
