/**
 * `/postulantes/entrevista/:token`: the page an interview mail's link opens, with or without a session. The token
 * shows only that interview: pick a slot, then download the calendar invitation. A replaced or unknown link says so.
 */
import type { EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { paths } from '@practiperu/shared/paths';
import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TEXT_LINK } from '../../components/buttons';
import { FormAlert } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { entrevistas, icsPaths } from '../../lib/api/entrevistas';
import type { Loaded } from '../../lib/loaded';
import { EleccionEntrevista } from './eleccion';

type EnlaceData = Loaded<{ token: string; entrevista: EntrevistaPostulante }>;

export async function enlaceLoader({ params }: LoaderFunctionArgs): Promise<EnlaceData> {
  const token = params.token ?? '';
  const res = await entrevistas.enlace({ params: { token } });
  const e = res.data[0];
  return res.state && e ? { ok: true, data: { token, entrevista: e } } : { ok: false, message: res.message };
}

/** The line under the title says what the link is for now: to pick, confirmed, cancelled, nothing left, or void. */
export function subtituloEnlace(e: EntrevistaPostulante | null, ahora = Date.now()): string {
  if (!e) return 'Este enlace ya no sirve para elegir un horario.';
  if (e.estado === 'confirmada') return 'Tu horario está confirmado; descarga la invitación para tu calendario.';
  if (e.estado === 'cancelada') return 'Esta entrevista fue cancelada: ya no hay un horario que elegir.';
  if (!e.horarios.some((h) => new Date(h).getTime() > ahora)) return 'Los horarios propuestos ya no están disponibles.';
  return 'Elige el horario que te acomode; te enviaremos la invitación para tu calendario.';
}

export function EnlacePage() {
  const loaded = useLoaderData() as EnlaceData;
  const [actual, setActual] = useState(loaded.ok ? loaded.data.entrevista : null);
  return (
    // The layout's <main> holds this page: a second one would nest two main landmarks.
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageTitle subtitle={subtituloEnlace(actual)}>Tu entrevista</PageTitle>
      {loaded.ok ? (
        <EleccionEntrevista
          nivel="h2"
          onCambio={setActual}
          e={loaded.data.entrevista}
          icsUrl={icsPaths.enlace(loaded.data.token)}
          elegir={(inicio) => entrevistas.elegirPorEnlace({ params: { token: loaded.data.token }, body: { inicio } })}
        />
      ) : (
        <FormAlert>{loaded.message}</FormAlert>
      )}
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        También ves tus entrevistas en{' '}
        <Link to={paths.postulantes.postulaciones} className={TEXT_LINK}>
          Mis postulaciones
        </Link>
        .
      </p>
    </div>
  );
}
