/** Mails of applicant premium: the reminder a few days before the membership ends (transactional: no unsubscribe link). */
import { fechaLarga } from '@practiperu/shared/dates';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function premiumPorVencerMail(input: { nombres: string; expiraEl: string; dias: number; url: string }): RenderedMail {
  return renderMail({
    subject: `Tu membresía Premium vence en ${input.dias} días`,
    preheader: `Eres Premium hasta el ${fechaLarga(input.expiraEl)} a las 23:59.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      `Tu membresía Premium de PractiPerú vence el ${fechaLarga(input.expiraEl)} a las 23:59 (hora de Lima).`,
      'Si quieres seguir viendo los videos y recursos Premium, puedes renovarla desde tu cuenta: los días que te queden se suman a la nueva membresía.',
    ],
    action: { label: 'Renovar mi membresía', url: input.url },
  });
}
