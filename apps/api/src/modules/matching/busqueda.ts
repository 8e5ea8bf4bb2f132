/**
 * The query strings of the applicant lists and the search: page, text, department, modality, time modality and level,
 * with their Spanish messages; and the text turned into a prefix full-text query.
 */
import { toClave } from '@practiperu/shared/text';
import { z } from 'zod';
import type { FiltrosBusqueda } from './matching.repository.ts';

export const BUSQUEDA_MESSAGES = {
  page: 'La página debe ser un número entero positivo.',
  q: 'La búsqueda es muy larga (máximo 100 caracteres).',
  region: 'Seleccione una región de la lista.',
  modalidad: 'Seleccione PREPROFESIONAL o PROFESIONAL.',
  modalidadTiempo: 'Seleccione una modalidad: Presencial, Virtual o Mixto.',
  nivel: 'Seleccione un nivel de la lista (3, 4, 6, 7 u 8).',
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `?page=` (default 1). Past the last page the list is empty, not an error. */
export const page = z.preprocess(
  blank,
  z.coerce
    .number({ error: BUSQUEDA_MESSAGES.page })
    .int({ error: BUSQUEDA_MESSAGES.page })
    .min(1, { error: BUSQUEDA_MESSAGES.page })
    .max(100_000, { error: BUSQUEDA_MESSAGES.page })
    .default(1),
);

export const pageQuery = z.object({ page });

/** `?q=&region=&modalidad=&modalidad_tiempo=&nivel=&page=` of `publico/ofertas` and `oferta/findForApplicant`. */
export const busquedaQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blank(v)),
    z.string({ error: BUSQUEDA_MESSAGES.q }).max(100, { error: BUSQUEDA_MESSAGES.q }).optional(),
  ),
  // id_region: 0 virtual, 1–25 the departments, 26 abroad.
  region: z.preprocess(
    blank,
    z.coerce
      .number({ error: BUSQUEDA_MESSAGES.region })
      .int({ error: BUSQUEDA_MESSAGES.region })
      .min(0, { error: BUSQUEDA_MESSAGES.region })
      .max(26, { error: BUSQUEDA_MESSAGES.region })
      .optional(),
  ),
  modalidad: z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.trim().toUpperCase()) : blank(v)),
    z.enum(['PREPROFESIONAL', 'PROFESIONAL'], { error: BUSQUEDA_MESSAGES.modalidad }).optional(),
  ),
  modalidad_tiempo: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim().charAt(0).toUpperCase() + v.trim().slice(1).toLowerCase() : blank(v)),
    z.enum(['Presencial', 'Virtual', 'Mixto'], { error: BUSQUEDA_MESSAGES.modalidadTiempo }).optional(),
  ),
  nivel: z.preprocess(
    blank,
    z.coerce
      .number({ error: BUSQUEDA_MESSAGES.nivel })
      .refine((n) => [3, 4, 6, 7, 8].includes(n), { error: BUSQUEDA_MESSAGES.nivel })
      .optional(),
  ),
  page,
});
export type BusquedaQuery = z.output<typeof busquedaQuery>;

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

export function filtrosDe(query: BusquedaQuery, tsquery: string | undefined): FiltrosBusqueda {
  return {
    tsquery,
    idRegion: query.region,
    modalidad: query.modalidad,
    modalidadTiempo: query.modalidad_tiempo,
    nivel: query.nivel,
  };
}
