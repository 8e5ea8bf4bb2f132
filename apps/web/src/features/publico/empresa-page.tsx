/**
 * `/empresa/{slug}`: a company's public page (decision 029), readable without an account: its logo (or its initials),
 * commercial name, place, sectors, description, its links (website, LinkedIn, Facebook, Instagram: opened apart,
 * `rel="noopener nofollow ugc"`) and its open offers with the cards of the search. A company that has no page, or hides
 * it, shows the not-found page in place (the server answered its status 404).
 *
 * The server writes this page's head and its visible content for a visitor into the HTML it sends
 * (apps/api/src/modules/publico/publico.empresa.html.ts mirrors this markup; __tests__/public-pages-ssr.test.tsx compares
 * the two), and the app's first render replaces it in one step: so the loader waits for the company instead of
 * showing a skeleton. Another spelling of the path is redirected to the canonical one.
 */
import {
  EMPRESA_PUBLICA,
  REL_ENLACE_EMPRESA,
  busquedaDeEmpresa,
  textoDeOfertas,
  type EmpresaPublica,
  type TipoEnlace,
} from '@practiperu/shared/empresa-publica';
import { enlaceVisible } from '@practiperu/shared/enlaces';
import { paths } from '@practiperu/shared/paths';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Redirect } from '../../components/redirect';
import { BackLink } from '../../components/back-link';
import { TEXT_LINK } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { publico } from '../../lib/api/publico';
import type { Loaded } from '../../lib/loaded';
import { PostulanteOfertaCard } from '../postulaciones';

export interface EmpresaPublicaData {
  path: string;
  loaded: Loaded<EmpresaPublica> | { ok: false; notFound: true; message: string };
}

export async function empresaPublicaLoader({ params, request }: LoaderFunctionArgs): Promise<EmpresaPublicaData> {
  const path = new URL(request.url).pathname;
  try {
    const res = await publico.empresa({ params: { slug: (params.slug ?? '').toLowerCase() } });
    const empresa = res.state ? res.data[0] : undefined;
    if (empresa) return { path, loaded: { ok: true, data: empresa } };
    if (res.status === 404 || res.status === 400) return { path, loaded: { ok: false, notFound: true, message: res.message } };
    return { path, loaded: { ok: false, message: res.message } };
  } catch (err) {
    return { path, loaded: { ok: false, message: err instanceof Error ? err.message : '' } };
  }
}

const H1 = 'text-2xl font-bold tracking-tight text-slate-900 outline-none md:text-3xl dark:text-white';
const ENLACE =
  'inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold ' +
  'text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const RED: Record<Exclude<TipoEnlace, 'web'>, string> = { linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram' };

/** The company's logo, or its initials on the brand colour when it has none (or the image does not load). */
export function EmpresaLogo({ empresa }: { empresa: Pick<EmpresaPublica, 'logo' | 'nombre' | 'iniciales'> }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (empresa.logo && broken !== empresa.logo) {
    return (
      <img
        src={empresa.logo}
        alt={`Logo de ${empresa.nombre}`}
        onError={() => setBroken(empresa.logo)}
        className="size-20 shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1 sm:size-24 dark:border-slate-700"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`Logo de ${empresa.nombre}`}
      className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-3xl font-extrabold tracking-tight text-white select-none sm:size-24"
    >
      <span aria-hidden="true">{empresa.iniciales}</span>
    </div>
  );
}

function Enlace({ tipo, url }: { tipo: TipoEnlace; url: string }) {
  return (
    <li>
      <a href={url} target="_blank" rel={REL_ENLACE_EMPRESA} className={ENLACE}>
        <Icon name={tipo === 'web' ? 'globe' : 'externalLink'} className="size-4 shrink-0" />
        <span className="min-w-0 truncate">{tipo === 'web' ? enlaceVisible(url) : RED[tipo]}</span>
        <span className="sr-only">{EMPRESA_PUBLICA.otraPestana}</span>
      </a>
    </li>
  );
}

function Ficha({ empresa }: { empresa: EmpresaPublica }) {
  const lugar = [empresa.distrito, empresa.region].filter(Boolean).join(', ');
  useEffect(() => {
    document.title = `${empresa.nombre} · PractiPerú`;
  }, [empresa.nombre]);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <EmpresaLogo empresa={empresa} />
        <div className="min-w-0 break-words">
          <h1 tabIndex={-1} className={H1}>
            {empresa.nombre}
          </h1>
          {lugar && (
            <p className="mt-1 flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
              <Icon name="mapPin" className="size-4 shrink-0" />
              <span>{lugar}</span>
            </p>
          )}
        </div>
      </div>
      {empresa.sectores.length > 0 && (
        <ul aria-label="Sectores" className="mt-5 flex flex-wrap gap-2">
          {empresa.sectores.map((s) => (
            <li
              key={s}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
            >
              {s}
            </li>
          ))}
        </ul>
      )}
      {empresa.descripcion && (
        <p className="mt-5 text-base leading-7 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{empresa.descripcion}</p>
      )}
      {empresa.enlaces.length > 0 && (
        <ul aria-label={EMPRESA_PUBLICA.enlaces} className="mt-6 flex flex-wrap gap-2 border-t border-slate-200 pt-5 dark:border-slate-800">
          {empresa.enlaces.map((l) => (
            <Enlace key={l.tipo} tipo={l.tipo} url={l.url} />
          ))}
        </ul>
      )}
    </article>
  );
}

function Ofertas({ empresa }: { empresa: EmpresaPublica }) {
  return (
    <section aria-labelledby="empresa-ofertas" className="mt-8">
      <h2 id="empresa-ofertas" className="text-xl font-bold text-slate-900 dark:text-white">
        {EMPRESA_PUBLICA.ofertasTitulo}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{textoDeOfertas(empresa)}</p>
      {empresa.ofertas.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {empresa.ofertas.map((o) => (
            <li key={o.id}>
              <PostulanteOfertaCard oferta={o} to={o.ruta_publica} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to={busquedaDeEmpresa(empresa)} className={TEXT_LINK}>
          {EMPRESA_PUBLICA.verTodas}
        </Link>
      </p>
    </section>
  );
}

/** No such company page, or hidden: the not-found page, with the way on to the offers. */
export function EmpresaNoEncontrada() {
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="text-6xl font-black text-brand-600 dark:text-brand-400" aria-hidden="true">
        404
      </p>
      <PageTitle>{EMPRESA_PUBLICA.noEncontrada}</PageTitle>
      <p className="mb-6 text-slate-600 dark:text-slate-400">{EMPRESA_PUBLICA.noEncontradaTexto}</p>
      <Link to={paths.ofertas} className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {EMPRESA_PUBLICA.noEncontradaAccion}
      </Link>
    </section>
  );
}

export function EmpresaPublicaPage() {
  const { path, loaded } = useLoaderData() as EmpresaPublicaData;
  return (
    <div className="mx-auto max-w-4xl py-2">
      {!loaded.ok ? (
        'notFound' in loaded ? (
          <EmpresaNoEncontrada />
        ) : (
          <>
            <BackLink to={paths.ofertas}>{EMPRESA_PUBLICA.volver}</BackLink>
            <PageTitle>Error al cargar</PageTitle>
            <LoadError message={loaded.message} />
          </>
        )
      ) : loaded.data.ruta_publica !== path ? (
        <Redirect to={loaded.data.ruta_publica} />
      ) : (
        <>
          <BackLink to={paths.ofertas}>{EMPRESA_PUBLICA.volver}</BackLink>
          <Ficha empresa={loaded.data} />
          <Ofertas empresa={loaded.data} />
        </>
      )}
    </div>
  );
}
