/**
 * The visible content of a public offer page as the server writes it into `<div id="root">` (decision 022), so
 * that the page reads whole before any JavaScript runs (crawlers, link previews, slow phones) and the web app,
 * when it takes over, draws the very same thing in one step (no layout shift).
 *
 * It mirrors, element for element and class for class, what React renders for a visitor (no session, light
 * mode) at `/ofertas/{alias}-{id}`:
 *   apps/web/src/app/layouts.tsx            Frame, PublicLayout (skip link, main#contenido)
 *   apps/web/src/features/layout/header.tsx, brand.tsx, dark-mode-toggle.tsx, alerts-banner.tsx, footer.tsx
 *   apps/web/src/features/publico/public-oferta-page.tsx  PublicOfertaPage, PostularAction, SimilarOfertas
 *   apps/web/src/features/postulaciones/oferta-view.tsx   OfertaView, InformativaView, Notice
 *   apps/web/src/features/postulaciones/oferta-card.tsx   PostulanteOfertaCard, OfertaStatePill
 *   apps/web/src/features/postulaciones/compartir-oferta.tsx  CompartirOferta (before the browser's share sheet)
 *   apps/web/src/features/ofertas/oferta-labels.tsx       OrgLogo
 *   apps/web/src/components/back-link.tsx, buttons.ts     BackLink, BUTTON_PRIMARY, TEXT_LINK
 *   apps/web/src/components/page-title.tsx, html-content.tsx, icon.tsx
 * A change there must be made here too: the web test public-pages-ssr.test.tsx renders the React page for the
 * fixtures in apps/web/src/features/publico/__tests__/fixtures/ and compares it with this module's output, which
 * publico.html.test.ts keeps in those fixtures.
 */
import { COMPARTIR_TEXTOS, enlacesParaCompartir } from '@practiperu/shared/compartir';
import { limaYear } from '@practiperu/shared/dates';
import { encabezadosDesde } from '@practiperu/shared/encabezados';
import { formatDay, formatInstant, formatSoles, placeText, plazoOferta } from '@practiperu/shared/formato';
import { jornadaTexto } from '@practiperu/shared/ley28518';
import { ICON_PATHS, type IconName } from '@practiperu/shared/iconos';
import { OFERTA_CERRADA } from '@practiperu/shared/oferta-publica';
import { iniciales } from '@practiperu/shared/empresa-publica';
import { postulanteOfertaPath, paths } from '@practiperu/shared/paths';
import {
  esInformativa,
  NO_POSTULAR,
  ORGANIZADOR_EXTERNO,
  type OfertaCardPostulante,
  type OfertaInformativa,
  type OfertaPublicaDetalle,
} from '@practiperu/shared/postulacion';

// The pieces the company page (publico.empresa.html.ts) shares with this one are exported.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const e = escapeHtml;

// ------------------------------------------------------------------ shared look (components/buttons.ts, oferta-card.tsx)

export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm ' +
  'hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70';
export const TEXT_LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100';
const BUTTON_SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const SMALL = `${BUTTON_SECONDARY} py-2! text-sm`;
const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
const GREEN = 'bg-green-50 text-green-800 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800';
const GREY = 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600';
const GOLD = 'bg-yellow-100 text-yellow-900 ring-yellow-400 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700';
const LEY = 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800';
const LEY_BOX =
  'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50';
const SKY = 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800';
const RED = 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800';
const NOTICE_INFO = 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100';
const PROSE =
  'text-base leading-7 text-slate-700 dark:text-slate-300 ' +
  '[&_p]:mt-3 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal ' +
  '[&_ol]:space-y-1 [&_ol]:pl-6 [&_li]:pl-1 [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white ' +
  '[&_h2:first-child]:mt-0 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white ' +
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-100';
const DT = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const DD = 'text-slate-900 dark:text-slate-100';

export function icon(name: IconName, className = 'size-5'): string {
  return (
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" ' +
    `class="${className}" aria-hidden="true"><path d="${ICON_PATHS[name]}"></path></svg>`
  );
}

/** The company's logo, or its initials on the brand colour (as OrgLogo in the web app and the company page). */
function orgLogo(url: string | null, name: string, size: string): string {
  if (url)
    return (
      `<img src="${e(url)}" alt="Logo de ${e(name)}" class="${size} shrink-0 rounded-lg border border-slate-200 bg-white ` +
      'object-contain p-1 dark:border-slate-700">'
    );
  const letras = name === ORGANIZADOR_EXTERNO ? '' : iniciales(name);
  if (!letras)
    return (
      `<div role="img" aria-label="Logo de ${e(name)}" class="flex ${size} shrink-0 items-center justify-center rounded-lg border ` +
      `border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">${icon('building', 'size-1/2 text-slate-400')}</div>`
    );
  return (
    `<div role="img" aria-label="Logo de ${e(name)}" class="${size} shrink-0 rounded-lg bg-brand-600 text-white select-none">` +
    '<svg viewBox="0 0 100 100" aria-hidden="true" class="size-full"><text x="50" y="50" dominant-baseline="central" ' +
    `text-anchor="middle" font-size="40" font-weight="800" fill="currentColor">${e(letras)}</text></svg></div>`
  );
}

function statePill(estadoTexto: string): string {
  const color = estadoTexto === 'Vigente' ? GREEN : estadoTexto === 'Rechazado' ? RED : estadoTexto === 'Pendiente' ? SKY : GREY;
  return `<span class="${PILL} ${color}">${e(estadoTexto)}</span>`;
}

function notice(iconName: IconName, title: string, body: string): string {
  return (
    `<div class="flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${NOTICE_INFO}">${icon(iconName, 'mt-0.5 size-5 shrink-0')}` +
    `<div><p class="font-semibold">${e(title)}</p><div class="mt-0.5">${e(body)}</div></div></div>`
  );
}

// ------------------------------------------------------------------ the frame (layouts.tsx, features/layout)

function header(): string {
  const brand =
    `<a class="flex shrink-0 items-center gap-2 text-base font-extrabold sm:text-lg tracking-tight text-slate-900 dark:text-white" ` +
    `aria-label="PractiPerú, ir al inicio" href="${paths.home}"><svg viewBox="0 0 32 32" class="size-7 sm:size-8" aria-hidden="true">` +
    '<rect width="32" height="32" rx="7" class="fill-brand-600"></rect><path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff"></path></svg>' +
    // Below 420 px the name gives way to the other area's way in and the theme switch (features/layout/brand.tsx).
    '<span class="max-[419px]:hidden">Practi<span class="text-brand-600 dark:text-brand-400">Perú</span></span></a>';
  // The visitors' links (features/layout/header.tsx): beside the switch from the md breakpoint up, on a second row below.
  const enlace =
    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 ' +
    'sm:px-3 dark:text-slate-200 dark:hover:bg-slate-800';
  const accesos =
    `<a class="${enlace}" href="${paths.ofertas}">${icon('briefcase', 'size-4')}Ofertas</a>` +
    `<a class="${enlace}" href="${paths.postulantes.login}">Iniciar como postulante</a>`;
  const escritorio = `<nav aria-label="Accesos" class="hidden items-center gap-3 md:flex" data-testid="accesos-escritorio">${accesos}</nav>`;
  const movil =
    '<nav aria-label="Accesos" class="mx-auto flex max-w-6xl items-center justify-end gap-1 border-t border-slate-100 px-3 py-1 sm:px-4 md:hidden ' +
    `dark:border-slate-800" data-testid="accesos-movil">${accesos}</nav>`;
  // The header of the applicants' area (the public pages outside `/` are theirs): the switch to the companies' login.
  const empresa =
    '<a class="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-700 sm:px-3 hover:bg-brand-50 ' +
    `dark:text-brand-100 dark:hover:bg-slate-800" href="${paths.empresas.login}">Iniciar como empresa</a>`;
  // Light mode: the reader's choice is in their browser; the app's first render shows it.
  const modo =
    '<button type="button" role="switch" aria-checked="false" aria-label="Activar modo oscuro" title="Activar modo oscuro" ' +
    `class="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">${icon('moon')}</button>`;
  return (
    '<header class="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">' +
    `<div class="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">${brand}` +
    `<div class="ml-auto flex items-center gap-1 sm:gap-3">${escritorio}${empresa}${modo}</div></div>${movil}</header>`
  );
}

export interface Alerta {
  content: string;
  expireIn: string | null;
}

/** The alerts banner's own rule (alerts-banner.tsx `isAlertVisible`): some text, and not expired. */
export function alertaVisible(alert: Alerta | null, now: Date): alert is Alerta {
  if (!alert || !alert.content.trim()) return false;
  if (!alert.expireIn) return true;
  const expires = new Date(alert.expireIn);
  return !Number.isNaN(expires.getTime()) && expires.getTime() > now.getTime();
}

function alertsBanner(alert: Alerta | null, now: Date): string {
  if (!alertaVisible(alert, now)) return '';
  return (
    '<div role="status" data-testid="alerts-banner" class="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 ' +
    'dark:bg-amber-950 dark:text-amber-100"><div class="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2 text-sm">' +
    `${icon('megaphone', 'mt-0.5 size-5 shrink-0')}<p class="flex-1">${e(alert.content)}</p>` +
    `<button type="button" class="rounded p-0.5 hover:bg-amber-100 dark:hover:bg-amber-900" aria-label="Cerrar aviso">${icon('close')}</button>` +
    '</div></div>'
  );
}

function footer(now: Date): string {
  const link = (to: string, text: string) =>
    `<a class="hover:text-brand-700 hover:underline dark:hover:text-brand-100" href="${to}">${text}</a>`;
  return (
    '<footer class="mt-auto border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">' +
    '<div class="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between dark:text-slate-400">' +
    '<nav aria-label="Enlaces legales" class="flex flex-wrap gap-x-5 gap-y-2">' +
    link(paths.terms, 'Términos y condiciones') +
    link(paths.about, 'Nosotros') +
    link(paths.privacy, 'Política de privacidad') +
    `</nav><p>© ${limaYear(now)} PractiPerú. Todos los derechos reservados.</p></div></footer>`
  );
}

// ------------------------------------------------------------------ the page (public-oferta-page.tsx, oferta-view.tsx)

function head(o: { logo_org: string | null; nombre_org: string; fecha_publicacion: string | null; ruta_empresa?: string | null }): string {
  // The company's name leads to its public page while that page is shown (decision 029).
  const nombre = o.ruta_empresa ? `<a class="${TEXT_LINK}" href="${e(o.ruta_empresa)}">${e(o.nombre_org)}</a>` : e(o.nombre_org);
  const fecha = o.fecha_publicacion
    ? `<p class="text-sm text-slate-600 dark:text-slate-400">Publicada el ${e(formatInstant(o.fecha_publicacion))}</p>`
    : '';
  return (
    `<div class="flex items-center gap-4">${orgLogo(o.logo_org, o.nombre_org, 'size-16')}<div class="min-w-0">` +
    `<p class="font-semibold break-words text-slate-900 dark:text-white">${nombre}</p>${fecha}</div></div>`
  );
}

function pageTitle(text: string): string {
  return (
    '<div class="mt-5 break-words"><div class="mb-6"><h1 tabindex="-1" class="text-2xl font-bold tracking-tight text-slate-900 ' +
    `outline-none md:text-3xl dark:text-white">${e(text)}</h1></div></div>`
  );
}

function fact(label: string, value: string): string {
  return `<div><dt class="${DT}">${e(label)}</dt><dd class="${DD}">${e(value)}</dd></div>`;
}

function applyAction(o: OfertaPublicaDetalle): string {
  if (!o.vigente)
    return (
      '<p class="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">' +
      `${icon('inbox', 'size-5 shrink-0')}${NO_POSTULAR.cerrada}</p>`
    );
  // A visitor (the server does not know the session): "Postular" through the applicant login (decision 015).
  const to = `${paths.postulantes.login}?volver=${encodeURIComponent(postulanteOfertaPath(o.id))}`;
  return (
    `<div class="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"><a class="${BUTTON_PRIMARY} sm:min-w-40" href="${e(to)}">` +
    `${icon('send', 'size-4')}Postular</a><p class="text-sm text-slate-600 dark:text-slate-400">` +
    `Ingresa con tu cuenta de postulante para postular. <a class="${TEXT_LINK}" href="${paths.postulantes.register}">Crear cuenta</a></p></div>`
  );
}

/** "Cumple la Ley 28518" (oferta-card.tsx Ley28518Pill). */
function leyPill(): string {
  return (
    `<span class="${PILL} ${LEY}" title="Jornada y subvención dentro de lo que exige la Ley 28518 de modalidades formativas">` +
    `${icon('shield', 'size-3.5')}Cumple la Ley 28518</span>`
  );
}

function leyBox(ley: NonNullable<OfertaPublicaDetalle['ley_28518']>): string {
  return (
    `<section aria-label="Cumple la Ley 28518" class="${LEY_BOX}"><p class="flex items-center gap-1.5 font-semibold">` +
    `${icon('shield', 'size-4')}Cumple la Ley 28518</p><p class="mt-1">${e(ley.jornada)}</p><p class="mt-1">${e(ley.derechos)}</p></section>`
  );
}

/**
 * "Comparte esta oferta" (compartir-oferta.tsx) for an open offer: links and a field to copy from, all usable
 * without JavaScript and without a script of the page's own (its CSP allows none inline). The app adds the phone's
 * share sheet and the copy button's effect when it takes over.
 */
function compartirOferta(o: { titulo: string; url_publica: string; vigente: boolean }): string {
  if (!o.vigente) return '';
  const T = COMPARTIR_TEXTOS;
  const enlaces = enlacesParaCompartir(o.url_publica, o.titulo, 'pagina-publica');
  const externo = (href: string, iconName: IconName, text: string) =>
    `<a href="${e(href)}" target="_blank" rel="noopener noreferrer" class="${SMALL}">${icon(iconName, 'size-4')}${e(text)}` +
    `<span class="sr-only">${e(T.otraPestana)}</span></a>`;
  return (
    '<section aria-labelledby="compartir-oferta-titulo" class="mt-8 border-t border-slate-200 pt-5 dark:border-slate-800">' +
    `<h2 id="compartir-oferta-titulo" class="text-base font-semibold text-slate-900 dark:text-white">${e(T.titulo)}</h2>` +
    `<div class="mt-3 flex flex-wrap gap-2">${externo(enlaces.whatsapp, 'send', T.whatsapp)}${externo(enlaces.linkedin, 'building', T.linkedin)}</div>` +
    `<label for="compartir-oferta-enlace" class="mt-3 block text-xs text-slate-600 dark:text-slate-400">${e(T.etiqueta)}</label>` +
    '<div class="mt-1 flex flex-col gap-2 sm:flex-row">' +
    `<input id="compartir-oferta-enlace" readonly value="${e(enlaces.enlace)}" class="min-w-0 flex-1 rounded-lg border border-slate-300 ` +
    'bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100">' +
    `<button type="button" class="${SMALL}">${icon('document', 'size-4')}${e(T.copiar)}</button></div>` +
    '<p role="status" class="mt-1 min-h-5 text-xs text-slate-600 dark:text-slate-400"></p></section>'
  );
}

function ofertaView(o: OfertaPublicaDetalle, now: Date): string {
  const plazo = plazoOferta(o, now);
  const notices = o.vigente
    ? ''
    : `<div class="mb-5 space-y-3">${notice('check', 'Esta convocatoria finalizó', 'Ya no recibe postulaciones.')}</div>`;
  const border = o.destacado
    ? 'border-yellow-400 ring-2 ring-yellow-300/60 dark:border-yellow-600 dark:ring-yellow-700/50'
    : 'border-slate-200 dark:border-slate-800';
  const destacada = o.destacado ? `<span class="${PILL} ${GOLD}">${icon('star', 'size-3.5')}Destacada</span>` : '';
  const facts = [
    fact('Lugar', placeText(o)),
    fact(plazo.label, plazo.texto),
    fact('Modalidad', o.modalidad === 'PROFESIONAL' ? 'Prácticas profesionales' : 'Prácticas preprofesionales'),
    fact('Horario', o.horario),
    o.horas_dia !== null && o.dias_semana !== null ? fact('Jornada', jornadaTexto(o.horas_dia, o.dias_semana)) : '',
    fact('Vacantes', String(o.nro_plazas)),
    o.salario !== null && o.salario > 0 ? fact('Subvención mensual', formatSoles(o.salario)) : '',
  ].join('');
  return (
    notices +
    `<article class="rounded-xl border bg-white p-5 shadow-sm sm:p-8 dark:bg-slate-900 ${border}">` +
    head(o) +
    pageTitle(o.titulo) +
    `<div class="-mt-3 mb-5 space-y-3"><div class="flex flex-wrap gap-1.5">${statePill(o.estado_texto)}${destacada}` +
    `${o.ley_28518 ? leyPill() : ''}</div>` +
    `<dl class="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">${facts}</dl>${o.ley_28518 ? leyBox(o.ley_28518) : ''}</div>` +
    `<div class="border-y border-slate-200 py-4 dark:border-slate-800">${applyAction(o)}</div>` +
    // The text is sanitized when written (allowlist); its headings continue the page's outline under the h1.
    `<div class="${PROSE} mt-6">${encabezadosDesde(o.texto, 2)}</div>` +
    compartirOferta(o) +
    '</article>'
  );
}

function informativaView(o: OfertaInformativa): string {
  const enlace = o.enlace
    ? `<a href="${e(o.enlace)}" target="_blank" rel="noopener noreferrer" class="${BUTTON_PRIMARY}">Ir a la convocatoria` +
      '<span class="sr-only"> (se abre en otra pestaña)</span></a>'
    : '';
  return (
    '<article class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">' +
    head(o) +
    pageTitle(o.titulo) +
    `<div class="-mt-3 space-y-4"><div class="flex flex-wrap gap-1.5">${statePill(o.estado_texto)}</div>` +
    notice('megaphone', 'Convocatoria informativa', o.aviso) +
    enlace +
    '</div>' +
    compartirOferta(o) +
    '</article>'
  );
}

export function ofertaCard(o: OfertaCardPostulante): string {
  const border = o.destacado
    ? 'border-yellow-400 ring-2 ring-yellow-300/60 dark:border-yellow-600 dark:ring-yellow-700/50'
    : 'border-slate-200 dark:border-slate-800';
  const pills = [
    o.destacado ? `<span class="${PILL} ${GOLD}">${icon('star', 'size-3.5')}Destacada</span>` : '',
    o.oferta_publica === 1 ? `<span class="${PILL} ${SKY}">Convocatoria informativa</span>` : '',
    o.cumple_ley_28518 ? leyPill() : '',
    o.vigente ? '' : statePill(o.estado_texto),
  ].join('');
  return (
    `<article data-testid="oferta-card" class="relative rounded-xl border bg-white p-4 shadow-sm transition hover:shadow sm:p-5 dark:bg-slate-900 ${border}">` +
    `<div class="flex items-start gap-3 sm:gap-4">${orgLogo(o.logo_org, o.nombre_org, 'size-12 sm:size-14')}<div class="min-w-0 flex-1">` +
    `<p class="truncate text-sm font-semibold text-slate-700 dark:text-slate-300">${e(o.nombre_org)}</p>` +
    '<h3 class="text-base leading-snug font-bold text-slate-900 sm:text-lg dark:text-white">' +
    `<a class="break-words after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 dark:hover:text-brand-100" href="${e(o.ruta_publica)}">` +
    `${e(o.titulo)}</a></h3><p class="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">` +
    `${icon('mapPin', 'size-4 shrink-0')}<span class="min-w-0">${e(placeText(o))}</span></p></div></div>` +
    `<div class="mt-3 flex flex-wrap gap-1.5">${pills}</div>` +
    `<dl class="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">${fact('Publicada', formatInstant(o.fecha_publicacion))}` +
    `${fact('Postular hasta', formatDay(o.fin_convocatoria))}</dl></article>`
  );
}

function similarOfertas(lasOfertas: OfertaCardPostulante[]): string {
  const list = lasOfertas.length
    ? `<ul class="mt-4 grid gap-4 md:grid-cols-2">${lasOfertas.map((o) => `<li>${ofertaCard(o)}</li>`).join('')}</ul>`
    : '';
  return (
    '<section aria-labelledby="ofertas-similares" class="mt-8">' +
    `<h2 id="ofertas-similares" class="text-xl font-bold text-slate-900 dark:text-white">${e(OFERTA_CERRADA.similaresTitulo)}</h2>` +
    `<p class="mt-1 text-slate-600 dark:text-slate-400">${e(lasOfertas.length ? OFERTA_CERRADA.conSimilares : OFERTA_CERRADA.sinSimilares)}</p>` +
    list +
    `<p class="mt-4"><a class="${TEXT_LINK}" href="${paths.ofertas}">${e(OFERTA_CERRADA.verTodas)}</a></p></section>`
  );
}

export interface ContenidoPagina {
  oferta: OfertaPublicaDetalle | OfertaInformativa;
  /** A closed offer's open alternatives (null while it is open). */
  similares: OfertaCardPostulante[] | null;
  alerta: Alerta | null;
  now: Date;
}

/** What goes inside `<div id="root">` for an offer's public page. */
export function contenidoDePagina({ oferta, similares, alerta, now }: ContenidoPagina): string {
  const view = esInformativa(oferta) ? informativaView(oferta) : ofertaView(oferta as OfertaPublicaDetalle, now);
  return marco(`<div class="mx-auto max-w-4xl py-2">${backLink()}${view}${similares ? similarOfertas(similares) : ''}</div>`, alerta, now);
}

/** "Ver más ofertas", at the head of a public page (components/back-link.tsx). */
export function backLink(): string {
  return (
    '<a class="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100" ' +
    `href="${paths.ofertas}">${icon('arrowLeft', 'size-4')}Ver más ofertas</a>`
  );
}

/** A public page's frame for a visitor (layouts.tsx Frame and PublicLayout) around the page's own markup. */
export function marco(page: string, alerta: Alerta | null, now: Date): string {
  return (
    '<div class="flex min-h-screen flex-col">' +
    '<a href="#contenido" class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">' +
    'Saltar al contenido</a>' +
    header() +
    alertsBanner(alerta, now) +
    `<main id="contenido" class="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 short:py-3">${page}</main>` +
    footer(now) +
    '</div>'
  );
}
