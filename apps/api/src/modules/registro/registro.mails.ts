/** The account confirmation mails: first link, resend, and the link sent again on a repeated registration. */
import type { Area } from '@practiperu/shared/paths';
import { RETENCION } from '@practiperu/shared/retencion';
import { lifetimeText, renderMail, type RenderedMail } from '../../mail/layout.ts';

export function confirmationLink(publicUrl: string, area: Area, token: string): string {
  return `${publicUrl}/${area}/registrarse/confirmar/${token}`;
}

/** Why the link is being sent: it changes the subject and the first lines, never the link itself. */
export type ConfirmationReason = 'registro' | 'reenvio' | 'registro_repetido';

export interface ConfirmationMailInput {
  reason: ConfirmationReason;
  nombres: string;
  area: Area;
  link: string;
  lifetimeMs: number;
  /** The company's commercial name, known when the company has just registered. */
  nombreOrg?: string;
}

export function confirmationMail(input: ConfirmationMailInput): RenderedMail {
  const empresa = input.area === 'empresas';
  const purpose = empresa
    ? 'Para activar la cuenta de tu empresa y publicar tus convocatorias de prácticas, confirma tu correo con el botón de abajo.'
    : 'Para activar tu cuenta y empezar a postular a prácticas, confirma tu correo con el botón de abajo.';
  const intro: Record<ConfirmationReason, string[]> = {
    registro: [
      empresa && input.nombreOrg
        ? `Gracias por registrar a ${input.nombreOrg} en PractiPerú, la bolsa de prácticas preprofesionales y profesionales del Perú.`
        : 'Gracias por registrarte en PractiPerú, la bolsa de prácticas preprofesionales y profesionales del Perú.',
      purpose,
    ],
    reenvio: ['Nos pediste un nuevo enlace para confirmar tu cuenta de PractiPerú. Aquí lo tienes.', purpose],
    registro_repetido: [
      'Se intentó registrar de nuevo una cuenta con este correo. Tu cuenta ya existe, pero aún no está confirmada, así que te enviamos un nuevo enlace.',
      'Se mantienen los datos de tu primer registro: ingresa con la contraseña que elegiste entonces. Si no la recuerdas, usa «Recuperar cuenta» en la página de inicio de sesión.',
      purpose,
    ],
  };
  const subject: Record<ConfirmationReason, string> = {
    registro: 'Confirma tu cuenta de PractiPerú',
    reenvio: 'Tu nuevo enlace para confirmar tu cuenta de PractiPerú',
    registro_repetido: 'Tu nuevo enlace para confirmar tu cuenta de PractiPerú',
  };
  return renderMail({
    subject: subject[input.reason],
    preheader: 'Confirma tu correo y tu cuenta quedará activa.',
    greeting: input.nombres ? `¡Hola, ${input.nombres}!` : '¡Hola!',
    paragraphs: intro[input.reason],
    action: { label: 'Confirmar mi cuenta', url: input.link },
    notes: [
      `El enlace vence en ${lifetimeText(input.lifetimeMs)} y solo puede usarse una vez.`,
      `Si no creaste una cuenta en PractiPerú, ignora este mensaje: sin confirmar, la cuenta no se activa y la borramos con sus datos a los ${RETENCION.cuentasSinConfirmarDias} días.`,
    ],
  });
}
