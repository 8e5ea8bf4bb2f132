/**
 * `/api/publico`: the public search and the public offer page, without a session (decisions 015 and 022). The same
 * answer for everyone, cached a minute by browsers and proxies.
 */
import { z } from '../schemas/zod.ts';
import { busquedaQuery } from './busqueda.ts';
import { defineGroup } from './contract.ts';
import { idParams } from './oferta.ts';
import { ofertaCardPostulante, ofertaInformativa, ofertaPublicaDetalle, paginaOfertasOptional } from './oferta-vistas.ts';

export const publicoApi = defineGroup({
  prefix: '/publico',
  tag: 'publico',
  calls: {
    ofertas: {
      method: 'GET',
      path: '/ofertas',
      summary:
        'Búsqueda pública de ofertas abiertas: q (texto en español sin tildes, por prefijo), region (0 virtual, 1–25, 26 extranjero), modalidad, modalidad_tiempo, nivel, page. 10 por página; optional: current_page, total_pages, total',
      query: busquedaQuery,
      data: ofertaCardPostulante,
      optional: paginaOfertasOptional,
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
  },
});
export type PublicoApi = typeof publicoApi;
