/**
 * The server-supplied HTML an administrator edits: the pricing cards, the payment descriptions and the
 * unsubscribe templates (`plantilla` rows, seeded by db/seed/plantillas.ts). Written sanitized with the allowlist of
 * offers (decision 010), so what the pages render as HTML is safe; `{{placeholders}}` are plain text and survive.
 */
import { PLANTILLA_HTML_MAX, PLANTILLA_MESSAGES } from '@practiperu/shared/admin';
import { richTextToPlain } from '@practiperu/shared/oferta';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plantilla } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import type { AdminPlantilla } from '@practiperu/shared/admin';

/**
 * What each template is, for the back office: its name, what it is for and where people see it (in Spanish, for the
 * administrator; the public calls that serve them are in docs/admin.md), and the placeholders the public call fills in.
 */
const INFO: Record<string, { nombre: string; descripcion: string; usadaEn: string; placeholders: string[] }> = {
  precio_gratis: {
    nombre: 'Tarjeta de precio: aviso gratuito',
    descripcion: 'Explica a las empresas qué incluye publicar gratis: cuántos avisos y cuántos postulantes pueden ver.',
    usadaEn: 'Inicio de empresas, junto al botón «Publicar» del aviso gratuito.',
    placeholders: ['publicaciones_gratis', 'max_postulantes_gratis'],
  },
  precio_destacado: {
    nombre: 'Tarjeta de precio: aviso destacado',
    descripcion: 'Presenta el aviso destacado a las empresas: su precio, cuántos días se destaca y lo que ofrece.',
    usadaEn: 'Inicio de empresas, junto al botón «Publicar» del aviso destacado.',
    placeholders: ['precio_destacado', 'dias_destacado'],
  },
  pago_destacado: {
    nombre: 'Descripción del pago: aviso destacado',
    descripcion: 'Indica a la empresa cómo pagar el destacado (Yape o transferencia) y a qué cuenta, antes de registrar el pago.',
    usadaEn: 'Paso 2 de 3 de «Publicar aviso destacado» y «Pagar destacado» de Mis publicaciones.',
    placeholders: ['precio_destacado', 'whatsapp', 'razon_social', 'ruc', 'correo_facturacion'],
  },
  precio_premium: {
    nombre: 'Tarjeta de precio: Premium para postulantes',
    descripcion: 'Presenta la membresía Premium a los postulantes: su precio, cuántos meses dura y qué contenido desbloquea.',
    usadaEn: 'Página «Hazte Premium» de los postulantes.',
    placeholders: ['precio_premium', 'meses_premium'],
  },
  pago_premium: {
    nombre: 'Descripción del pago: Premium para postulantes',
    descripcion: 'Indica al postulante cómo pagar la membresía Premium y a qué cuenta, antes de registrar el pago.',
    usadaEn: 'Página «Hazte Premium» de los postulantes, sobre el formulario de pago.',
    placeholders: ['precio_premium', 'meses_premium', 'whatsapp', 'razon_social', 'ruc', 'correo_facturacion'],
  },
  baja_postulantes: {
    nombre: 'Baja de correos: postulantes',
    descripcion: 'El texto que lee un postulante que abre el enlace para dejar de recibir anuncios por correo.',
    usadaEn: 'Página de baja de correos de los postulantes (enlace al pie de cada anuncio).',
    placeholders: [],
  },
  baja_empresas: {
    nombre: 'Baja de correos: empresas',
    descripcion: 'El texto que lee una empresa que abre el enlace para dejar de recibir anuncios por correo.',
    usadaEn: 'Página de baja de correos de las empresas (enlace al pie de cada anuncio).',
    placeholders: [],
  },
  baja_mensaje: {
    nombre: 'Baja de correos: confirmación',
    descripcion: 'El mensaje que confirma que la persona ya no recibirá anuncios (los correos de su cuenta siguen llegando).',
    usadaEn: 'Páginas de baja de correos, después de confirmar la baja.',
    placeholders: [],
  },
};

function toPlantilla(row: typeof plantilla.$inferSelect): AdminPlantilla {
  const info = INFO[row.clave];
  return {
    clave: row.clave,
    nombre: info?.nombre ?? row.clave,
    descripcion: info?.descripcion ?? '',
    usada_en: info?.usadaEn ?? '',
    placeholders: info?.placeholders ?? [],
    html: row.html,
    actualizado_en: row.actualizado_en.toISOString(),
  };
}

/** The HTML as it will be stored: sanitized, with visible text, within the size limit. */
export function sanitizePlantilla(html: string): string {
  if (html.length > PLANTILLA_HTML_MAX) throw fieldError('html', PLANTILLA_MESSAGES.tooLong);
  const clean = sanitizeRichText(html);
  if (richTextToPlain(clean) === '') throw fieldError('html', PLANTILLA_MESSAGES.required);
  return clean;
}

export function createAdminPlantillaService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function list(): Promise<AdminPlantilla[]> {
    const rows = await db.select().from(plantilla).orderBy(asc(plantilla.clave));
    return rows.map(toPlantilla);
  }

  async function get(clave: string): Promise<AdminPlantilla> {
    const [row] = await db.select().from(plantilla).where(eq(plantilla.clave, clave)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', PLANTILLA_MESSAGES.notFound);
    return toPlantilla(row);
  }

  /** Saving the same HTML again changes nothing and writes no audit row. */
  async function update(actor: Actor, clave: string, html: string): Promise<{ item: AdminPlantilla; cambio: boolean }> {
    const clean = sanitizePlantilla(html);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(plantilla).where(eq(plantilla.clave, clave)).limit(1).for('update');
      if (!before) throw new AppError('NOT_FOUND', PLANTILLA_MESSAGES.notFound);
      if (before.html === clean) return { item: toPlantilla(before), cambio: false };
      const [row] = await tx.update(plantilla).set({ html: clean, actualizado_en: now }).where(eq(plantilla.clave, clave)).returning();
      await audit(
        tx,
        actor,
        { accion: 'plantilla.actualizar', entidad: 'plantilla', entidad_id: clave, antes: { html: before.html }, despues: { html: clean } },
        now,
      );
      return { item: toPlantilla(row!), cambio: true };
    });
  }

  return { list, get, update };
}

export type { AdminPlantilla };
