/**
 * The query strings of the applicant lists and the search: page, text, department, modality, time modality and level,
 * with their Spanish messages.
 */
import { z } from '../schemas/zod.ts';

export const BUSQUEDA_MESSAGES = {
  page: 'La página debe ser un número entero positivo.',
  q: 'La búsqueda es muy larga (máximo 100 caracteres).',
  region: 'Elige una región de la lista.',
  modalidad: 'Elige PREPROFESIONAL o PROFESIONAL.',
  modalidadTiempo: 'Elige una modalidad: Presencial, Virtual o Mixto.',
  nivel: 'Elige un nivel de la lista (3, 4, 6, 7 u 8).',
  empresa: 'La empresa de la búsqueda no es válida.',
  empresaDesconocida: 'No encontramos esa empresa o ya no muestra su página. Quita el filtro de empresa para ver todas las ofertas.',
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

/** A company's public slug, as `/empresa/{slug}` has it: lowercase letters and digits in words joined by '-'. */
export const EMPRESA_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The public search's query: the filters above and `?empresa=` (a company's public slug: only its open offers). A
 * company whose page is not shown (hidden, suspended, without offers) is answered as unknown: no results and
 * BUSQUEDA_MESSAGES.empresaDesconocida.
 */
export const busquedaPublicaQuery = busquedaQuery.extend({
  empresa: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blank(v)),
    z
      .string({ error: BUSQUEDA_MESSAGES.empresa })
      .max(100, { error: BUSQUEDA_MESSAGES.empresa })
      .regex(EMPRESA_SLUG, { error: BUSQUEDA_MESSAGES.empresa })
      .optional(),
  ),
});
export type BusquedaPublicaQuery = z.output<typeof busquedaPublicaQuery>;
