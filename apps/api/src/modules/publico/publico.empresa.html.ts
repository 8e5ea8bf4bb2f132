/**
 * The visible content of a company's public page `/empresa/{slug}` as the server writes it into `<div id="root">`
 * (decision 029), like the offer pages (publico.html.ts, decision 022): the page reads whole before any JavaScript
 * runs, and the web app draws the very same thing when it takes over.
 *
 * It mirrors, element for element and class for class, what React renders for a visitor (no session, light mode):
 *   apps/web/src/features/publico/empresa-page.tsx   EmpresaPublicaPage, EmpresaLogo, EmpresaNoEncontrada
 *   apps/web/src/features/postulaciones/oferta-card.tsx, the frame and the back link (through publico.html.ts)
 * A change there must be made here too: the web test public-pages-ssr.test.tsx renders the React page for the fixtures in
 * apps/web/src/features/publico/__tests__/fixtures/ and compares it with this module's output, which
 * publico.empresa.html.test.ts keeps in those fixtures.
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
import { backLink, escapeHtml as e, icon, marco, ofertaCard, TEXT_LINK, type Alerta } from './publico.html.ts';

const H1 = 'text-2xl font-bold tracking-tight text-slate-900 outline-none md:text-3xl dark:text-white';
const ENLACE =
  'inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold ' +
  'text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const RED: Record<Exclude<TipoEnlace, 'web'>, string> = { linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram' };

function logo(empresa: EmpresaPublica): string {
  if (empresa.logo)
    return (
      `<img src="${e(empresa.logo)}" alt="Logo de ${e(empresa.nombre)}" class="size-20 shrink-0 rounded-xl border border-slate-200 ` +
      'bg-white object-contain p-1 sm:size-24 dark:border-slate-700">'
    );
  return (
    `<div role="img" aria-label="Logo de ${e(empresa.nombre)}" class="flex size-20 shrink-0 items-center justify-center rounded-xl ` +
    `bg-brand-600 text-3xl font-extrabold tracking-tight text-white select-none sm:size-24"><span aria-hidden="true">${e(empresa.iniciales)}</span></div>`
  );
}

function enlace(tipo: TipoEnlace, url: string): string {
  const texto = tipo === 'web' ? enlaceVisible(url) : RED[tipo];
  return (
    `<li><a href="${e(url)}" target="_blank" rel="${REL_ENLACE_EMPRESA}" class="${ENLACE}">` +
    `${icon(tipo === 'web' ? 'globe' : 'externalLink', 'size-4 shrink-0')}<span class="min-w-0 truncate">${e(texto)}</span>` +
    `<span class="sr-only">${EMPRESA_PUBLICA.otraPestana}</span></a></li>`
  );
}

function ficha(empresa: EmpresaPublica): string {
  const lugar = [empresa.distrito, empresa.region].filter(Boolean).join(', ');
  const sectores = empresa.sectores.length
    ? '<ul aria-label="Sectores" class="mt-5 flex flex-wrap gap-2">' +
      empresa.sectores
        .map(
          (s) =>
            '<li class="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100">' +
            `${e(s)}</li>`,
        )
        .join('') +
      '</ul>'
    : '';
  const descripcion = empresa.descripcion
    ? `<p class="mt-5 text-base leading-7 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">${e(empresa.descripcion)}</p>`
    : '';
  const enlaces = empresa.enlaces.length
    ? `<ul aria-label="${EMPRESA_PUBLICA.enlaces}" class="mt-6 flex flex-wrap gap-2 border-t border-slate-200 pt-5 dark:border-slate-800">` +
      empresa.enlaces.map((l) => enlace(l.tipo, l.url)).join('') +
      '</ul>'
    : '';
  return (
    '<article class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">' +
    `<div class="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">${logo(empresa)}<div class="min-w-0 break-words">` +
    `<h1 tabindex="-1" class="${H1}">${e(empresa.nombre)}</h1>` +
    (lugar
      ? `<p class="mt-1 flex items-center gap-1.5 text-slate-600 dark:text-slate-400">${icon('mapPin', 'size-4 shrink-0')}<span>${e(lugar)}</span></p>`
      : '') +
    `</div></div>${sectores}${descripcion}${enlaces}</article>`
  );
}

function ofertas(empresa: EmpresaPublica): string {
  const list = empresa.ofertas.length
    ? `<ul class="mt-4 grid gap-4 md:grid-cols-2">${empresa.ofertas.map((o) => `<li>${ofertaCard(o)}</li>`).join('')}</ul>`
    : '';
  return (
    '<section aria-labelledby="empresa-ofertas" class="mt-8">' +
    `<h2 id="empresa-ofertas" class="text-xl font-bold text-slate-900 dark:text-white">${EMPRESA_PUBLICA.ofertasTitulo}</h2>` +
    `<p class="mt-1 text-slate-600 dark:text-slate-400">${e(textoDeOfertas(empresa))}</p>` +
    list +
    `<p class="mt-4"><a class="${TEXT_LINK}" href="${e(busquedaDeEmpresa(empresa))}">${EMPRESA_PUBLICA.verTodas}</a></p></section>`
  );
}

function noEncontrada(): string {
  return (
    '<section class="mx-auto max-w-lg py-12 text-center">' +
    '<p class="text-6xl font-black text-brand-600 dark:text-brand-400" aria-hidden="true">404</p>' +
    `<div class="mb-6"><h1 tabindex="-1" class="${H1}">${EMPRESA_PUBLICA.noEncontrada}</h1></div>` +
    `<p class="mb-6 text-slate-600 dark:text-slate-400">${EMPRESA_PUBLICA.noEncontradaTexto}</p>` +
    '<a class="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700" ' +
    `href="${paths.ofertas}">${EMPRESA_PUBLICA.noEncontradaAccion}</a></section>`
  );
}

/** What goes inside `<div id="root">` for a company's page, or (null) for a company page that does not exist. */
export function contenidoDeEmpresa({ empresa, alerta, now }: { empresa: EmpresaPublica | null; alerta: Alerta | null; now: Date }): string {
  const page = empresa ? `${backLink()}${ficha(empresa)}${ofertas(empresa)}` : noEncontrada();
  return marco(`<div class="mx-auto max-w-4xl py-2">${page}</div>`, alerta, now);
}
