/** Mails of applicant premium: the reminder a few days before the membership ends (transactional: no unsubscribe link). */
import { renderMail, type RenderedMail } from './layout.ts';
import { fechaDia } from './templates-admin.ts';

export function premiumPorVencerMail(input: { nombres: string; expiraEl: string; dias: number; url: string }): RenderedMail {
  const nombre = input.nombres.trim().split(/\s+/)[0];
  return renderMail({
    subject: `Tu membresía Premium vence en ${input.dias} días`,
    preheader: `Eres Premium hasta el ${fechaDia(input.expiraEl)} a las 23:59.`,
    greeting: nombre ? `Hola, ${nombre}:` : 'Hola:',
    paragraphs: [
      `Tu membresía Premium de PractiPerú vence el ${fechaDia(input.expiraEl)} a las 23:59 (hora de Lima).`,
      'Si quieres seguir viendo los videos y recursos Premium, puedes renovarla desde tu cuenta: los días que te queden se suman a la nueva membresía.',
    ],
    action: { label: 'Renovar mi membresía', url: input.url },
  });
}
