/**
 * `/empresas/entrevistas`: the team's interviews, a week at a time (Monday to Sunday, Lima time), each confirmed one at
 * its time and each slot still proposed on its day; opening one shows its actions. Below, the criteria the company
 * scores its interviews by: administrators change them, other seats read them (docs/team.md "Interviews").
 */
import { addDays } from '@practiperu/shared/dates';
import { asientoPuede } from '@practiperu/shared/equipo';
import {
  ESTADO_ENTREVISTA_LABELS,
  MAX_CRITERIOS,
  MAX_NOMBRE_CRITERIO,
  horarioLima,
  type EntrevistaEquipo,
} from '@practiperu/shared/entrevistas';
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { BUTTON_ADD, BUTTON_PRIMARY, BUTTON_SMALL } from '../../components/buttons';
import { Field, FormAlert } from '../../components/field';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { entrevistas } from '../../lib/api/entrevistas';
import type { Loaded } from '../../lib/loaded';
import { useSessionUser } from '../../lib/use-session-user';
import { EntrevistaCard } from './entrevistas-postulacion';

interface Semana {
  items: EntrevistaEquipo[];
  desde: string;
  hasta: string;
  criterios: string[];
}

export async function semanaLoader({ request }: LoaderFunctionArgs): Promise<Loaded<Semana>> {
  const desde = new URL(request.url).searchParams.get('desde') ?? undefined;
  const [res, crit] = await Promise.all([entrevistas.semana({ query: { desde } }), entrevistas.criterios()]);
  if (!res.state) return { ok: false, message: res.message };
  return {
    ok: true,
    data: { items: res.data, desde: res.optional.desde, hasta: res.optional.hasta, criterios: crit.state ? crit.data : [] },
  };
}

const diaFormat = new Intl.DateTimeFormat('es-PE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const nombreDia = (iso: string) => diaFormat.format(new Date(`${iso}T12:00:00Z`));

interface Entrada {
  e: EntrevistaEquipo;
  /** The Lima 'YYYY-MM-DDTHH:mm' of this entry: the confirmed time, or one proposed slot. */
  horario: string;
}

function porDia(items: EntrevistaEquipo[], desde: string): Map<string, Entrada[]> {
  const dias = new Map<string, Entrada[]>();
  for (let i = 0; i < 7; i++) dias.set(addDays(desde, i), []);
  for (const e of items) {
    const instantes = e.estado === 'confirmada' && e.inicio ? [e.inicio] : e.horarios;
    for (const iso of instantes) {
      const horario = horarioLima(new Date(iso));
      dias.get(horario.slice(0, 10))?.push({ e, horario });
    }
  }
  for (const lista of dias.values()) lista.sort((a, b) => a.horario.localeCompare(b.horario));
  return dias;
}

function Semana({ data }: { data: Semana }) {
  const revalidator = useRevalidator();
  const [abierta, setAbierta] = useState<EntrevistaEquipo | null>(null);
  const dias = porDia(data.items, data.desde);
  const rango = `${nombreDia(data.desde)} al ${nombreDia(addDays(data.hasta, -1))}`;
  return (
    <section aria-labelledby="semana-titulo">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="semana-titulo" className="text-lg font-bold text-slate-900 first-letter:uppercase dark:text-white">
          Semana del {rango}
        </h2>
        <div className="flex gap-2">
          <Link className={BUTTON_SMALL} to={`?desde=${addDays(data.desde, -7)}`}>
            ← Anterior
          </Link>
          <Link className={BUTTON_SMALL} to="?">
            Esta semana
          </Link>
          <Link className={BUTTON_SMALL} to={`?desde=${addDays(data.desde, 7)}`}>
            Siguiente →
          </Link>
        </div>
      </div>
      <ol className="grid gap-3 lg:grid-cols-7">
        {[...dias.entries()].map(([dia, entradas]) => (
          <li
            key={dia}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            aria-label={nombreDia(dia)}
          >
            <p className="text-sm font-semibold text-slate-900 first-letter:uppercase dark:text-white">{nombreDia(dia)}</p>
            {entradas.length === 0 ? (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Sin entrevistas</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {entradas.map(({ e, horario }) => (
                  <li key={`${e.id}-${horario}`}>
                    <button
                      type="button"
                      onClick={() => setAbierta(e)}
                      data-testid="entrevista-semana"
                      className={`w-full rounded-lg border px-2 py-1.5 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800 ${
                        e.estado === 'confirmada'
                          ? 'border-emerald-300 dark:border-emerald-700'
                          : 'border-dashed border-amber-400 dark:border-amber-600'
                      }`}
                    >
                      <span className="block font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                        {horario.slice(11)} · {e.duracion_min} min
                      </span>
                      <span className="block break-words text-slate-800 dark:text-slate-200">{e.postulante}</span>
                      {/* The whole title, wrapped: a narrow column of the week must not cut it (walk w36). */}
                      <span className="block text-xs wrap-anywhere text-slate-600 dark:text-slate-400">{e.oferta}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{ESTADO_ENTREVISTA_LABELS[e.estado]}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {abierta && (
        <Modal open title={`Entrevista con ${abierta.postulante}`} onClose={() => setAbierta(null)} size="lg" confirmLeave={false}>
          <EntrevistaCard
            e={abierta}
            criterios={data.criterios}
            conPostulante
            onChange={(x) => {
              setAbierta(x);
              void revalidator.revalidate();
            }}
          />
        </Modal>
      )}
    </section>
  );
}

function Criterios({ iniciales, puedeEditar }: { iniciales: string[]; puedeEditar: boolean }) {
  const [criterios, setCriterios] = useState<string[]>(iniciales);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();

  async function guardar(ev: React.FormEvent) {
    ev.preventDefault();
    setSaving(true);
    setError(null);
    const res = await entrevistas.guardarCriterios({ body: { criterios: criterios.map((c) => c.trim()).filter((c) => c !== '') } });
    setSaving(false);
    if (res.state) {
      setCriterios(res.data);
      notify(res.message, 'success');
    } else setError(res.optional?.errors?.criterios ?? res.message);
  }

  return (
    <section aria-labelledby="criterios-titulo" className="mt-10 max-w-2xl">
      <h2 id="criterios-titulo" className="text-lg font-bold text-slate-900 dark:text-white">
        Criterios de evaluación
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Cada entrevista se califica de 1 a 5 en estos criterios, con un comentario. Solo tu equipo ve la evaluación.
      </p>
      {!puedeEditar ? (
        criterios.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Un administrador de tu empresa aún no los define.</p>
        ) : (
          <ul className="mt-3 list-disc pl-5 text-slate-800 dark:text-slate-200">
            {criterios.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )
      ) : (
        <form onSubmit={(ev) => void guardar(ev)} className="mt-3 space-y-3">
          {criterios.map((c, i) => (
            <div key={i} className="flex items-end gap-2">
              <Field
                className="flex-1"
                label={`Criterio ${i + 1}`}
                value={c}
                maxLength={MAX_NOMBRE_CRITERIO}
                onChange={(ev) => setCriterios((xs) => xs.map((x, j) => (j === i ? ev.target.value : x)))}
              />
              <button
                type="button"
                className={`${BUTTON_SMALL} mb-1`}
                aria-label={c.trim() ? `Quitar criterio ${c.trim()}` : `Quitar criterio ${i + 1}`}
                onClick={() => setCriterios((xs) => xs.filter((_, j) => j !== i))}
              >
                Quitar
              </button>
            </div>
          ))}
          {criterios.length < MAX_CRITERIOS && (
            <button type="button" className={BUTTON_ADD} onClick={() => setCriterios((xs) => [...xs, ''])}>
              Agregar criterio
            </button>
          )}
          <FormAlert>{error}</FormAlert>
          <div>
            <button type="submit" disabled={saving} className={BUTTON_PRIMARY}>
              Guardar criterios
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

export function SemanaPage() {
  const loaded = useLoaderData() as Loaded<Semana>;
  const user = useSessionUser();
  return (
    <div>
      <PageTitle subtitle="Las entrevistas de tu equipo, en hora de Lima. Propón horarios desde la lista de postulantes de cada oferta.">
        Entrevistas
      </PageTitle>
      {loaded.ok ? (
        <>
          <Semana data={loaded.data} />
          <Criterios
            key={loaded.data.criterios.join('|')}
            iniciales={loaded.data.criterios}
            puedeEditar={user !== null && asientoPuede(user, 'criteriosEntrevista')}
          />
        </>
      ) : (
        <LoadError message={loaded.message} />
      )}
    </div>
  );
}
