/**
 * A company's public page `/empresa/{slug}` (decision 029): its texts and limits, read by the web page and by the
 * HTML the server writes for the same page, so both say the same thing; the monogram shown without a logo; and the
 * answer's type (the schema: api/publico.ts).
 */
import type { z } from 'zod';
import type { empresaPublica, organizationJsonLd } from './api/publico.ts';
import { paths } from './paths.ts';

/** The most open offers a company's page lists (the newest, featured first); a company rarely has a tenth of them. */
export const EMPRESA_OFERTAS_MAX = 50;

export const EMPRESA_PUBLICA = {
  ofertasTitulo: 'Ofertas abiertas',
  ofertasTotal: (n: number) => (n === 1 ? '1 oferta que recibe postulaciones.' : `${n} ofertas que reciben postulaciones.`),
  ofertasRecortadas: (mostradas: number) => `Se muestran las ${mostradas} más recientes.`,
  sinOfertas: 'Por ahora no tiene ofertas abiertas. Mira las demás ofertas de prácticas en todo el Perú.',
  verTodas: 'Ver todas las ofertas',
  volver: 'Ver más ofertas',
  enlaces: 'Enlaces de la empresa',
  sitioWeb: 'Sitio web',
  otraPestana: ' (se abre en otra pestaña)',
  noEncontrada: 'Empresa no encontrada',
  noEncontradaTexto: 'Esta página de empresa no existe o ya no está disponible.',
  noEncontradaAccion: 'Ver ofertas de prácticas',
} as const;

/**
 * Where «Ver todas las ofertas» of a company's page leads: the search filtered to that company (`?empresa={slug}`,
 * only its offers, not those that merely mention its name), or every offer when the company has none open.
 */
export function busquedaDeEmpresa(empresa: { slug: string; total_ofertas: number }): string {
  if (empresa.total_ofertas === 0) return paths.ofertas;
  return `${paths.ofertas}?empresa=${encodeURIComponent(empresa.slug)}`;
}

/** The sentence under "Ofertas abiertas": how many, and whether the list stops before them all. */
export function textoDeOfertas(empresa: { ofertas: readonly unknown[]; total_ofertas: number }): string {
  if (!empresa.total_ofertas) return EMPRESA_PUBLICA.sinOfertas;
  const recortadas = empresa.ofertas.length < empresa.total_ofertas;
  return `${EMPRESA_PUBLICA.ofertasTotal(empresa.total_ofertas)}${recortadas ? ` ${EMPRESA_PUBLICA.ofertasRecortadas(empresa.ofertas.length)}` : ''}`;
}

/** What `rel` a company's own link carries: no window access, no endorsement (its text is the company's, not ours). */
export const REL_ENLACE_EMPRESA = 'noopener nofollow ugc';

/** The words a monogram skips: articles, 'de', 'y', and the company types (S.A.C., S.R.L.…). */
const SIN_INICIAL = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en', 'sac', 'saa', 'sa', 'srl', 'eirl', 'sacs', 'cia']);

/** The monogram of a company without a logo: the initials of its first two words ('Andina Logística' → 'AL'). */
export function iniciales(nombre: string): string {
  const palabras = nombre
    .replace(/\b(s\.?\s?a\.?\s?c|s\.?\s?r\.?\s?l|e\.?\s?i\.?\s?r\.?\s?l|s\.?\s?a)\.?(?=\s|$)/gi, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (p) =>
        p.length > 0 &&
        !SIN_INICIAL.has(
          p
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase(),
        ),
    );
  const letras = palabras
    .slice(0, 2)
    .map((p) => [...p][0] ?? '')
    .join('');
  return (letras || [...nombre.trim()][0] || '?').toLocaleUpperCase('es-PE');
}

/** `publico/empresa/{slug}`: a company's public page. */
export type EmpresaPublica = z.input<typeof empresaPublica>;

/** schema.org Organization, as the page's `application/ld+json` script carries it. */
export type OrganizationJsonLd = z.input<typeof organizationJsonLd>;

/** Which link of a company: its website or one of its networks. */
export type TipoEnlace = EmpresaPublica['enlaces'][number]['tipo'];
