/** The search's text turned into a prefix full-text query, and the query string into the repository's filters. */
import { toClave } from '@practiperu/shared/text';
import type { BusquedaQuery } from '@practiperu/shared/api/busqueda';
import type { FiltrosBusqueda } from './matching.repository.ts';

/**
 * The text as a to_tsquery of prefix terms: 'ingenieria indus' → 'ingenieria:* & indus:*'. Only letters and
 * digits reach the query (no operator can be injected); at most 8 terms of 40 characters. Accents and stems are
 * the 'es_unaccent' configuration's business, so "Ingeniería", "ingenieria" and "ingenierías" meet.
 *
 * One correction: the configuration removes accents before stemming, and the Spanish stemmer knows some endings
 * only with their accent ('-ación', '-ución', '-logía'), so "conciliación" keeps its ending while
 * "conciliaciones" becomes "concili". Such a term also asks for its plural: '(conciliacion:* | conciliaciones:*)'.
 */
const PLURALES: [RegExp, string][] = [
  [/[au]cion$/, 'es'],
  [/logia$/, 's'],
];

export function tsQueryDe(q: string | undefined): string | undefined {
  const terms = (q ?? '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = terms.slice(0, 8).map((raw) => {
    const t = raw.slice(0, 40);
    const plural = PLURALES.find(([ending]) => ending.test(toClave(t)))?.[1];
    return plural ? `(${t}:* | ${t}${plural}:*)` : `${t}:*`;
  });
  return kept.length > 0 ? kept.join(' & ') : undefined;
}

/** `idOrganizacion`: the public search's company, already resolved from its slug (publico.service.ts). */
export function filtrosDe(query: BusquedaQuery & { idOrganizacion?: number }, tsquery: string | undefined): FiltrosBusqueda {
  return {
    tsquery,
    idRegion: query.region,
    modalidad: query.modalidad,
    modalidadTiempo: query.modalidad_tiempo,
    nivel: query.nivel,
    ...(query.idOrganizacion !== undefined ? { idOrganizacion: query.idOrganizacion } : {}),
  };
}
