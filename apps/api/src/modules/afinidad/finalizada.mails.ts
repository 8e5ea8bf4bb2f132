/** The mail of an applicant whose offer finished without choosing them (docs/affinity.md, transactional). */
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function noSeleccionadaMail(input: { nombres: string; titulo: string; empresa: string | null; publicUrl: string }): RenderedMail {
  const quien = input.empresa ? `${input.empresa} finalizó` : 'La empresa finalizó';
  return renderMail({
    subject: `Tu postulación a «${input.titulo}»: el proceso terminó`,
    preheader: 'La empresa cerró la convocatoria. Gracias por postular.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `${quien} el proceso de selección de la oferta «${input.titulo}» y esta vez no eligió tu postulación.`,
      'Gracias por postular. Tu CV sigue disponible para otras empresas: revisa las ofertas que coinciden con tu formación y sigue postulando.',
    ],
    action: { label: 'Ver mis postulaciones', url: `${input.publicUrl}/postulantes/mis-postulaciones` },
    notes: ['Te escribimos porque postulaste a esta oferta en PractiPerú: te avisamos de cada cambio en tus postulaciones.'],
  });
}
