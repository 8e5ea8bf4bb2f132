/** The back office's decision on an offer, mailed to its company (transactional: always sent, no unsubscribe link). */
import { fechaLarga } from '@practiperu/shared/dates';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function ofertaAprobadaMail(input: { nombres: string; titulo: string; finConvocatoria: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Tu convocatoria «${input.titulo}» ya está publicada`,
    preheader: 'Revisamos tu convocatoria y ya la ven los postulantes.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Revisamos tu convocatoria «${input.titulo}» y la aprobamos: desde ahora los postulantes que coinciden con ella la ven en sus recomendaciones.`,
      `Recibirá postulaciones hasta el ${fechaLarga(input.finConvocatoria)} (inclusive). Puedes seguirlas en Mis publicaciones.`,
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
