/**
 * `/api/publico`: the public search, the public offer page and a company's public page, without a session (decisions
 * 015, 022 and 029). The same answer for everyone, cached a minute by browsers and proxies.
 */
import { z } from '../schemas/zod.ts';
import { busquedaPublicaQuery } from './busqueda.ts';
import { defineGroup } from './contract.ts';
import { idParams } from './oferta.ts';
import { ofertaCardPostulante, ofertaInformativa, ofertaPublicaDetalle, paginaOfertasOptional } from './oferta-vistas.ts';

/** A company page's slug (any text up to 100 characters: one that is no company's answers 404). */
export const slugParams = z.object({
  slug: z.string().max(100, { error: 'La dirección de la empresa es demasiado larga.' }),
});

/** schema.org Organization: what a company page's `application/ld+json` script says of it. */
export const organizationJsonLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Organization'),
  /** The page's canonical URL with '#empresa': the same company for every page that names it. */
  '@id': z.string(),
  name: z.string(),
  /** The company's page here (canonical); its own website is in sameAs. */
  url: z.string(),
  logo: z.string().optional(),
  description: z.string().optional(),
  /** Its website and its pages on LinkedIn, Facebook and Instagram (http or https only). */
  sameAs: z.array(z.string()).optional(),
  address: z
    .object({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.string().optional(),
      addressRegion: z.string(),
      addressCountry: z.literal('PE'),
    })
    .optional(),
});

/** `empresa/{slug}`: a company's public page (decision 029). */
export const empresaPublica = z.object({
  slug: z.string(),
  /** `/empresa/{slug}`. */
  ruta_publica: z.string(),
  /** The commercial name. */
  nombre: z.string(),
  /** URL of its logo; null when it has none (the page shows its initials). */
  logo: z.string().nullable(),
  /** Up to two letters for the monogram. */
  iniciales: z.string(),
  sectores: z.array(z.string()),
  descripcion: z.string().nullable(),
  region: z.string().nullable(),
  distrito: z.string().nullable(),
  /** Its website and networks, only http or https addresses, in this order: web, LinkedIn, Facebook, Instagram. */
  enlaces: z.array(z.object({ tipo: z.enum(['web', 'linkedin', 'facebook', 'instagram']), url: z.string() })),
  /** Its open offers in the lists' order (featured first, then the newest), at most EMPRESA_OFERTAS_MAX. */
  ofertas: z.array(ofertaCardPostulante),
  /** How many offers it has open (may be more than listed). */
  total_ofertas: z.number(),
  json_ld: organizationJsonLd,
});

export const publicoApi = defineGroup({
  prefix: '/publico',
  tag: 'publico',
  calls: {
    ofertas: {
      method: 'GET',
      path: '/ofertas',
      summary:
        'Búsqueda pública de ofertas abiertas: q (texto en español sin tildes, por prefijo: puesto, carrera, conocimientos pedidos, empresa o lugar), region (0 virtual, 1–25, 26 extranjero), modalidad, modalidad_tiempo, nivel, empresa (el slug de la página pública de una empresa: solo sus ofertas; una que no existe o no se muestra no da resultados y lo dice el mensaje), page. 10 por página; optional: current_page, total_pages, total y, con empresa, empresa {slug, nombre} (null si no se encontró)',
      query: busquedaPublicaQuery,
      data: ofertaCardPostulante,
      optional: paginaOfertasOptional.extend({
        /** With `?empresa=`: the company filtered on, or null when no shown company has that slug. */
        empresa: z.object({ slug: z.string(), nombre: z.string() }).nullable().optional(),
      }),
    },
    oferta: {
      method: 'GET',
      path: '/oferta/:id',
      summary:
        'La página pública de una oferta aprobada, vigente o finalizada: campos, texto HTML, ruta canónica /ofertas/{alias}-{id} y json_ld (schema.org JobPosting). Una informativa: solo el aviso y el enlace. Si ya no recibe postulaciones, optional.similares: hasta 5 ofertas abiertas parecidas (misma carrera, luego mismo departamento)',
      params: idParams,
      data: z.union([ofertaPublicaDetalle, ofertaInformativa]),
      /** Only once the offer no longer takes applications. */
      optional: z.object({ similares: z.array(ofertaCardPostulante) }).optional(),
    },
    empresa: {
      method: 'GET',
      path: '/empresa/:slug',
      summary:
        'La página pública de una empresa (/empresa/{slug}): nombre comercial, logo o iniciales, sectores, descripción, región, enlaces (web, LinkedIn, Facebook, Instagram), sus ofertas abiertas (hasta 50) y json_ld (schema.org Organization). 404 si no existe o la empresa la ocultó',
      params: slugParams,
      data: empresaPublica,
    },
  },
});
export type PublicoApi = typeof publicoApi;
