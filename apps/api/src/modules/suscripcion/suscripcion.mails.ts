/**
 * The job-alert digest: a marketing mail, so it carries the unsubscribe link and goes only to applicants who accept
 * marketing mail.
 */
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';
import { fechaLarga } from '@practiperu/shared/dates';
import type { Frecuencia } from '@practiperu/shared/postulacion';

export interface OfertaDigest {
  id: number;
  titulo: string;
  nombre_org: string;
  lugar: string;
  fin_convocatoria: string;
  destacado: boolean;
}

export function digestMail(input: {
  nombres: string;
  frecuencia: Frecuencia;
  ofertas: OfertaDigest[];
  total: number;
  publicUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const n = input.total;
  const lineas = input.ofertas.map(
    (o) =>
      `• ${o.titulo}${o.destacado ? ' (destacada)' : ''} — ${o.nombre_org} · ${o.lugar} · postula hasta el ${fechaLarga(o.fin_convocatoria)}: ${input.publicUrl}/postulantes/nuevas-ofertas/${o.id}`,
  );
  const resto = n - input.ofertas.length;
  return renderMail({
    subject: `${n} ${n === 1 ? 'oferta nueva' : 'ofertas nuevas'} para ti en PractiPerú`,
    preheader: 'Prácticas que coinciden con tu carrera y tu nivel de estudios.',
    greeting: saludo(input.nombres),
    paragraphs: [
      n === 1
        ? 'Se publicó una oferta de prácticas que coincide con tu formación:'
        : `Se publicaron ${n} ofertas de prácticas que coinciden con tu formación:`,
      ...lineas,
      ...(resto > 0 ? [`Y ${resto} ${resto === 1 ? 'oferta más' : 'ofertas más'} en Ofertas para ti.`] : []),
    ],
    action: { label: 'Ver ofertas para ti', url: `${input.publicUrl}/postulantes/nuevas-ofertas` },
    notes: [
      `Recibes este resumen ${input.frecuencia === 'diaria' ? 'diario' : 'semanal'} porque te suscribiste a las alertas de empleo de PractiPerú. Puedes cambiar la frecuencia o desactivarlas en Ofertas para ti.`,
    ],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
