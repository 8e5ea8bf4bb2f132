/**
 * `/api/recursos/getTemplatePricing` and `getTemplatePaymentDescription`: the server-supplied HTML of the pricing
 * cards (company home) and of the featured payment step. Public, edited by administrators in the back office, seeded
 * with Spanish defaults (db/seed/plantillas.ts). Placeholders such as {{precio_destacado}} are filled from the
 * configuration here, so the texts follow it.
 */
import {
  OFERTA_GRATUITA_MAX_POSTULANTES,
  OFERTA_DEADLINE_MAX_DAYS_DESTACADA,
  PRECIO_OFERTA_DESTACADA,
  PRECIO_POSTULANTE_PREMIUM,
} from '@practiperu/shared/constants';
import { recursosApi } from '@practiperu/shared/api/recursos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { plantilla } from '../../db/schema/index.ts';
import { PLANTILLA_CLAVE, PLANTILLAS_POR_DEFECTO } from '../../db/seed/plantillas.ts';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { escapeHtml } from '../../lib/html.ts';

/** Administrators edit them at any time: a short cache, like the unsubscribe templates. */
const CACHE_PLANTILLAS = 'public, max-age=60';

type Clave = (typeof PLANTILLA_CLAVE)[keyof typeof PLANTILLA_CLAVE];

async function html(db: DbOrTx, clave: Clave): Promise<string> {
  const [row] = await db.select({ html: plantilla.html }).from(plantilla).where(eq(plantilla.clave, clave)).limit(1);
  return row?.html ?? PLANTILLAS_POR_DEFECTO[clave];
}

/** Fills {{name}} placeholders with escaped values; unknown ones are left as they are. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (all, name: string) => (name in values ? escapeHtml(String(values[name])) : all));
}

function placeholders(config: Config): Record<string, string | number> {
  return {
    publicaciones_gratis: config.FREE_OFFERS_PER_MONTH,
    precio_destacado: PRECIO_OFERTA_DESTACADA,
    dias_destacado: OFERTA_DEADLINE_MAX_DAYS_DESTACADA,
    max_postulantes_gratis: OFERTA_GRATUITA_MAX_POSTULANTES,
    whatsapp: config.SUPPORT_WHATSAPP,
    razon_social: config.BILLING_RAZON_SOCIAL,
    ruc: config.BILLING_RUC,
    correo_facturacion: config.BILLING_CORREO,
    precio_premium: PRECIO_POSTULANTE_PREMIUM,
    meses_premium: config.PREMIUM_MONTHS,
  };
}

export async function preciosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const values = placeholders(app.config);

  r.route({
    ...routeOf(recursosApi, 'getTemplatePricing'),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_PLANTILLAS);
      const [gratis, destacado, premium] = await Promise.all([
        html(app.db, PLANTILLA_CLAVE.precioGratis),
        html(app.db, PLANTILLA_CLAVE.precioDestacado),
        html(app.db, PLANTILLA_CLAVE.precioPremium),
      ]);
      return ok([
        {
          gratis: fillPlaceholders(gratis, values),
          destacado: fillPlaceholders(destacado, values),
          premium: fillPlaceholders(premium, values),
        },
      ]);
    },
  });

  r.route({
    ...routeOf(recursosApi, 'getTemplatePaymentDescription'),
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_PLANTILLAS);
      const clave = request.query.tipo === 'premium' ? PLANTILLA_CLAVE.pagoPremium : PLANTILLA_CLAVE.pagoDestacado;
      return ok([fillPlaceholders(await html(app.db, clave), values)]);
    },
  });
}
