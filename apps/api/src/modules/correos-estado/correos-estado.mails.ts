/**
 * The status mail written from the company's own text (docs/team.md, "What candidates receive"): its subject and
 * paragraphs with the placeholders filled, inside the platform's frame (greeting, the link to Mis postulaciones and
 * why the mail arrives), so a company's text can change the words but not where the mail leads. Plain text: the
 * layout escapes it.
 */
import { aplicarPlantilla, type TextoPlantilla } from '@practiperu/shared/correos-estado';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function correoConPlantilla(input: {
  nombres: string;
  titulo: string;
  empresa: string;
  plantilla: TextoPlantilla;
  url: string;
}): RenderedMail {
  const nombre = input.nombres.trim().split(/\s+/)[0] ?? '';
  const { asunto, parrafos } = aplicarPlantilla(input.plantilla, {
    nombre,
    oferta: input.titulo,
    empresa: input.empresa || 'la empresa',
  });
  const primero = parrafos[0] ?? asunto;
  return renderMail({
    subject: asunto,
    preheader: primero.length > 110 ? `${primero.slice(0, 107)}…` : primero,
    greeting: saludo(input.nombres),
    paragraphs: parrafos,
    action: { label: 'Ver mis postulaciones', url: input.url },
    notes: [
      `Este mensaje lo escribió ${input.empresa || 'la empresa'}.`,
      'Recibes este correo porque postulaste a esta oferta en PractiPerú.',
    ],
  });
}
