/**
 * `/empresas/publicaciones/{id}` (developer-mode variant): the offer with a link to all its
 * applicants and a link to each of them (`appliedApplicant`), without exports or filters. Only for a company
 * account with the developer flag; anyone else is sent to /empresas/404. 'Asistente de postulantes' opens the
 * developer-mode assistant.
 */
import { paths } from '@practiperu/shared/paths';
import { POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { loadTodosPostulantes, type ListaDev } from './api';
import { requireDev } from './postulantes-page';
import { reviewPaths } from './ui';

export interface DevOfertaData {
  id: string;
  list: ListaDev;
}

export async function devOfertaLoader({ params }: LoaderFunctionArgs): Promise<Loaded<DevOfertaData>> {
  await requireDev();
  const id = params.id ?? '';
  const list = await loadTodosPostulantes(id);
  if (!list.ok) {
    if ('notFound' in list) throw redirect(paths.empresas.notFound);
    return list;
  }
  return { ok: true, data: { id, list: list.data } };
}

export function DevOfertaPage() {
  const loaded = useLoaderData() as Loaded<DevOfertaData>;
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { id, list } = loaded.data;
  const links = reviewPaths(id, true);
  return (
    <>
      <BackLink to={paths.empresas.misOfertas}>Mis publicaciones</BackLink>
      <PageTitle documentTitle={`Modo desarrollador · ${list.titulo}`} subtitle="Modo desarrollador">
        {list.titulo}
      </PageTitle>
      <div className="mb-5 flex flex-wrap gap-3">
        <Link to={links.list()} className={BUTTON_PRIMARY}>
          <Icon name="user" className="size-4" />
          Ver todos los postulantes ({list.total})
        </Link>
        <Link to={`${links.oferta}/asistente-postulantes`} className={BUTTON_SECONDARY}>
          <Icon name="sparkles" className="size-4" />
          Asistente de postulantes
        </Link>
        <Link
          to={`/empresas/mis-publicaciones/${id}`}
          className="inline-flex items-center text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
        >
          Ver la oferta en Mis publicaciones
        </Link>
      </div>
      {list.items.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{POSTULANTES_MESSAGES.vacio}</p>
      ) : (
        <ul
          aria-label="Postulantes"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {list.items.map((p) => (
            <li key={p.id_postulacion} className="px-4 py-3">
              {p.bloqueado ? (
                <span className="text-slate-600 dark:text-slate-400">{POSTULANTES_MESSAGES.nuevoPostulante} (bloqueado)</span>
              ) : (
                <Link to={links.postulante(p.id)} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
                  {p.nombres} {p.apellidos}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
