/** The password recovery mail. */
import type { Area } from '@practiperu/shared/paths';
import { lifetimeText, renderMail, type RenderedMail } from '../../mail/layout.ts';

export function recoveryLink(publicUrl: string, area: Area, token: string): string {
  return `${publicUrl}/${area}/nueva-clave/${token}`;
}

export function recoveryMail(input: { nombres: string; link: string; lifetimeMs: number }): RenderedMail {
  return renderMail({
    subject: 'Restablece tu contraseña de PractiPerú',
    preheader: 'Crea una nueva contraseña para tu cuenta.',
    greeting: input.nombres ? `Hola, ${input.nombres}:` : 'Hola:',
    paragraphs: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de PractiPerú.',
      'Crea una nueva contraseña con el botón de abajo. Al guardarla, cerraremos tu sesión en todos tus dispositivos.',
    ],
    action: { label: 'Crear nueva contraseña', url: input.link },
    notes: [
      `El enlace vence en ${lifetimeText(input.lifetimeMs)} y solo puede usarse una vez. Si pides otro, solo funcionará el más reciente.`,
      'Si no fuiste tú, ignora este mensaje: tu contraseña actual sigue funcionando.',
    ],
  });
}
