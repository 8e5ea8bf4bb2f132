/**
 * Mails of the back office (docs/admin.md). The decisions on offers and payments are transactional (always sent,
 * no unsubscribe link); announcements are marketing (only to accounts that accepted it, with the link).
 */
import { MONTHS } from '@practiperu/shared/constants';
import { escapeHtml, renderMail, type RenderedMail } from './layout.ts';

function saludo(nombres: string): string {
  const nombre = nombres.trim().split(/\s+/)[0];
  return nombre ? `Hola, ${nombre}:` : 'Hola:';
}

/** '10 de setiembre de 2027' of a 'YYYY-MM-DD' day. */
export function fechaDia(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} de ${(MONTHS[(m ?? 1) - 1] ?? '').toLowerCase()} de ${y}`;
}

export function ofertaAprobadaMail(input: { nombres: string; titulo: string; finConvocatoria: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Tu convocatoria «${input.titulo}» ya está publicada`,
    preheader: 'Revisamos tu convocatoria y ya la ven los postulantes.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Revisamos tu convocatoria «${input.titulo}» y la aprobamos: desde ahora los postulantes que coinciden con ella la ven en sus recomendaciones.`,
      `Recibirá postulaciones hasta el ${fechaDia(input.finConvocatoria)} (inclusive). Puedes seguirlas en Mis publicaciones.`,
    ],
    action: { label: 'Ver mis publicaciones', url: input.url },
  });
}

export function ofertaRechazadaMail(input: {
  nombres: string;
  titulo: string;
  motivo: string;
  url: string;
  /** Operation numbers of the featured payment rejected with the offer (none for a free offer). */
  pagos?: string[];
  soporteWhatsapp?: string;
}): RenderedMail {
  const pagos = input.pagos ?? [];
  return renderMail({
    subject: `Tu convocatoria «${input.titulo}» no fue aprobada`,
    preheader: 'Revisamos tu convocatoria y necesita cambios.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Revisamos tu convocatoria «${input.titulo}» y no pudimos aprobarla por este motivo:`,
      input.motivo,
      ...(pagos.length
        ? [
            `Por eso tampoco validamos el pago del destacado (operación ${pagos.join(', ')}).`,
            'Desde Mis publicaciones puedes elegir «Duplicar como destacada» en «Más acciones», corregir lo indicado y volver a enviarla con su pago.',
          ]
        : ['Puedes duplicarla desde Mis publicaciones, corregir lo indicado y enviarla de nuevo a revisión.']),
    ],
    action: { label: 'Ir a mis publicaciones', url: input.url },
    ...(pagos.length && input.soporteWhatsapp
      ? { notes: [`Si ya hiciste el pago y tienes dudas sobre él, escríbenos por WhatsApp al +51 ${input.soporteWhatsapp}.`] }
      : {}),
  });
}

export function pagoDestacadoValidadoMail(input: {
  nombres: string;
  titulo: string;
  nroOperacion: string;
  finConvocatoria: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Validamos tu pago: «${input.titulo}» es un aviso destacado`,
    preheader: 'Tu aviso ya aparece destacado.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Validamos tu pago (operación ${input.nroOperacion}) del aviso «${input.titulo}».`,
      `Tu aviso se muestra destacado hasta el ${fechaDia(input.finConvocatoria)}, con acceso a los datos y CV de todos los postulantes, su puntaje de afinidad, los filtros y la exportación.`,
    ],
    action: { label: 'Ver mis publicaciones', url: input.url },
  });
}

export function pagoDestacadoRechazadoMail(input: {
  nombres: string;
  titulo: string;
  nroOperacion: string;
  motivo: string;
  url: string;
  soporteWhatsapp: string;
  /**
   * What the company can do now, as Mis publicaciones shows it (accionesOferta): «Pagar destacado» while the offer is
   * open and not rejected, otherwise «Duplicar como destacada».
   */
  puedePagar: boolean;
}): RenderedMail {
  return renderMail({
    subject: `No pudimos validar el pago de «${input.titulo}»`,
    preheader: input.puedePagar
      ? 'Revisa el motivo y vuelve a enviar tu pago.'
      : 'Revisa el motivo: puedes duplicar el aviso como destacado.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `No pudimos validar tu pago (operación ${input.nroOperacion}) del aviso «${input.titulo}» por este motivo:`,
      input.motivo,
      input.puedePagar
        ? 'Puedes volver a enviar el pago desde Mis publicaciones con la opción «Pagar destacado», o cancelar el destacado.'
        : 'Este aviso ya no puede recibir un pago (fue rechazado, finalizó o venció su plazo). Si quieres publicarlo como destacado, elige «Duplicar como destacada» en «Más acciones» de Mis publicaciones y envía el pago con la copia.',
    ],
    action: { label: 'Ir a mis publicaciones', url: input.url },
    notes: [`¿Tienes dudas? Escríbenos por WhatsApp al +51 ${input.soporteWhatsapp}.`],
  });
}

export function pagoPremiumValidadoMail(input: { nombres: string; nroOperacion: string; expiraEl: string; url: string }): RenderedMail {
  return renderMail({
    subject: 'Tu membresía Premium de PractiPerú está activa',
    preheader: `Eres Premium hasta el ${fechaDia(input.expiraEl)}.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      `Validamos tu pago (operación ${input.nroOperacion}). Tu membresía Premium está activa hasta el ${fechaDia(input.expiraEl)} a las 23:59 (hora de Lima).`,
      'Ya puedes ver los videos y recursos Premium.',
    ],
    action: { label: 'Ver mi membresía', url: input.url },
  });
}

export function pagoPremiumRechazadoMail(input: {
  nombres: string;
  nroOperacion: string;
  motivo: string;
  url: string;
  soporteWhatsapp: string;
}): RenderedMail {
  return renderMail({
    subject: 'No pudimos validar tu pago Premium',
    preheader: 'Revisa el motivo y vuelve a intentarlo.',
    greeting: saludo(input.nombres),
    paragraphs: [`No pudimos validar tu pago (operación ${input.nroOperacion}) de la membresía Premium por este motivo:`, input.motivo],
    action: { label: 'Ver mi membresía', url: input.url },
    notes: [`Si crees que es un error, escríbenos por WhatsApp al +51 ${input.soporteWhatsapp} con tu constancia de pago.`],
  });
}

// ------------------------------------------------------------------ announcements (marketing mail)

const MARKER = 'PRACTIPERU_ANUNCIO_CONTENIDO';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text twin of sanitized rich text: one line per block, list items with a bullet, links with their address. */
export function richTextToMailText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => `${label} (${href})`)
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote|\/ul|\/ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

/**
 * An administrator's announcement in the common layout. `html` must already be sanitized (the allowlist of
 * offers): it is placed as it is, while every other value is escaped by the layout.
 */
export function anuncioMail(input: { nombres: string; asunto: string; html: string; unsubscribeUrl: string }): RenderedMail {
  const text = richTextToMailText(input.html);
  const base = renderMail({
    subject: input.asunto,
    preheader: text.replace(/\s+/g, ' ').slice(0, 120),
    greeting: saludo(input.nombres),
    paragraphs: [MARKER],
    unsubscribeUrl: input.unsubscribeUrl,
  });
  const body = `<div style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b">${input.html}</div>`;
  const hrefs = [...input.html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  return {
    subject: base.subject,
    html: base.html.replace(new RegExp(`<p[^>]*>${MARKER}</p>`), () => body),
    text: base.text.replace(MARKER, () => text),
    links: [...new Set([...hrefs, ...base.links])],
  };
}

/** For previews: the announcement with a sample unsubscribe address. */
export function anuncioPreviewMail(input: { asunto: string; html: string; publicUrl: string; area: string }): RenderedMail {
  return anuncioMail({
    nombres: 'María',
    asunto: input.asunto,
    html: input.html,
    unsubscribeUrl: `${input.publicUrl}/${input.area}/suscripciones/${escapeHtml('enlace-de-ejemplo')}`,
  });
}
