/** The back office's answer to a rights request (docs/privacy.md), mailed to the person. Transactional: always sent. */
import { TIPO_SOLICITUD_TEXTO, type Resolucion, type TipoSolicitud } from '@practiperu/shared/privacidad';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function solicitudRespondidaMail(input: {
  nombres: string;
  tipo: TipoSolicitud;
  resolucion: Resolucion;
  respuesta: string;
  motivo: string | null;
  url: string;
  /** The request came from a company's account: a rectification there is about the company's data. */
  empresa: boolean;
}): RenderedMail {
  const tipo = TIPO_SOLICITUD_TEXTO[input.tipo].toLowerCase();
  const atendida = input.resolucion === 'atendida';
  const sobre = input.empresa && input.tipo === 'rectificacion' ? 'los datos de tu empresa' : 'tus datos personales';
  return renderMail({
    subject: atendida ? `Atendimos tu solicitud de ${tipo}` : `Respondimos tu solicitud de ${tipo}`,
    preheader: atendida ? 'Lee nuestra respuesta en Mi cuenta.' : 'No pudimos atenderla: te explicamos el motivo.',
    greeting: saludo(input.nombres),
    paragraphs: [
      atendida
        ? `Atendimos tu solicitud de ${tipo} sobre ${sobre}. Esta es nuestra respuesta:`
        : `Revisamos tu solicitud de ${tipo} sobre ${sobre} y no pudimos atenderla. Esta es nuestra respuesta:`,
      input.respuesta,
      ...(input.motivo && !atendida ? [`Motivo: ${input.motivo}`] : []),
    ],
    action: { label: 'Ver mis solicitudes', url: input.url },
    notes: [
      'Si no estás de acuerdo, puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.',
    ],
  });
}
