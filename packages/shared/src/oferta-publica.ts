/**
 * The public offer page's own texts and limits (decision 022), read by the web page and by the HTML the
 * server writes for the same page, so both say the same thing. A closed offer's page (finished, or past its
 * deadline) says so and offers a few open ones like it.
 */

/** How many open offers like a closed one its page lists (same careers first, then same department). */
export const SIMILARES_MAX = 5;

export const OFERTA_CERRADA = {
  similaresTitulo: 'Ofertas abiertas parecidas',
  conSimilares: 'Esta convocatoria ya cerró, pero estas ofertas parecidas aún reciben postulaciones.',
  sinSimilares: 'Esta convocatoria ya cerró. Busca otras ofertas abiertas en todo el Perú.',
  verTodas: 'Ver todas las ofertas',
} as const;
