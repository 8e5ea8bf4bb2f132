/** The invitation to join a company's team (docs/team.md). */
import { EQUIPO_ROL_LABEL, type EquipoRol } from '@practiperu/shared/equipo';
import { renderMail, type RenderedMail } from '../../mail/layout.ts';

export function invitacionLink(publicUrl: string, token: string): string {
  return `${publicUrl}/empresas/unirse/${token}`;
}

export function invitacionMail(input: { organizacion: string; invitadoPor: string; rol: EquipoRol; link: string }): RenderedMail {
  return renderMail({
    subject: `${input.organizacion} te invita a su equipo en PractiPerú`,
    preheader: 'Crea tu contraseña y únete al equipo de la empresa.',
    greeting: 'Hola:',
    paragraphs: [
      `${input.invitadoPor} te invita a unirte al equipo de ${input.organizacion} en PractiPerú como ${EQUIPO_ROL_LABEL[input.rol].toLowerCase()}.`,
      'Con tu propia cuenta podrás publicar ofertas y revisar a los postulantes de la empresa.',
    ],
    action: { label: 'Unirme al equipo', url: input.link },
    notes: ['El enlace vence en 7 días y solo puede usarse una vez.', 'Si no esperabas esta invitación, ignora este mensaje.'],
  });
}
