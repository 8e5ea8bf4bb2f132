/**
 * "No silence" (docs/affinity.md): the applicant is told by e-mail when the status they read of an application
 * changes to En proceso, Finalista or No seleccionada. Transactional: always sent, no unsubscribe link.
 */
import type { EstadoPostulacionClave } from '@practiperu/shared/postulacion';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

/** The statuses that send a mail when an application reaches them. */
export const ESTADOS_CON_CORREO: readonly EstadoPostulacionClave[] = ['en_proceso', 'finalista', 'no_seleccionada'];

export function estadoPostulacionMail(input: {
  nombres: string;
  titulo: string;
  empresa: string;
  clave: 'en_proceso' | 'finalista' | 'no_seleccionada';
  url: string;
}): RenderedMail {
  const { titulo, empresa } = input;
  const de = empresa ? ` de ${empresa}` : '';
  const textos = {
    en_proceso: {
      subject: `Tu postulación a ${titulo} está en proceso`,
      preheader: `${empresa || 'La empresa'} está evaluando tu postulación.`,
      paragraphs: [
        `Buenas noticias: tu postulación a la oferta «${titulo}»${de} pasó a En proceso.`,
        'La empresa está evaluando tu perfil y podría contactarte por teléfono o correo. Mantén tu CV actualizado y revisa tu bandeja de entrada.',
      ],
    },
    finalista: {
      subject: `¡Eres finalista en ${titulo}!`,
      preheader: `${empresa || 'La empresa'} te eligió como finalista.`,
      paragraphs: [
        `¡Felicitaciones! Quedaste como Finalista en la oferta «${titulo}»${de}.`,
        'La empresa se comunicará contigo con los siguientes pasos. Ten a la mano tu DNI y tus datos de contacto.',
      ],
    },
    no_seleccionada: {
      subject: `Actualización de tu postulación a ${titulo}`,
      preheader: 'Esta vez no continuarás en el proceso.',
      paragraphs: [
        `Gracias por postular a la oferta «${titulo}»${de}. Esta vez la empresa decidió no continuar con tu postulación.`,
        'No te desanimes: cada día se publican nuevas prácticas. Revisa las ofertas recomendadas para tu perfil y sigue postulando.',
      ],
    },
  }[input.clave];
  return renderMail({
    subject: textos.subject,
    preheader: textos.preheader,
    greeting: saludo(input.nombres),
    paragraphs: textos.paragraphs,
    action: { label: 'Ver mis postulaciones', url: input.url },
    notes: ['Recibes este correo porque postulaste a esta oferta en PractiPerú.'],
  });
}
