/** The mail to whoever sent a featured offer's payment when the company annuls it before validation. Transactional. */
import { formatPrecio } from '@practiperu/shared/pago';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function pagoAnuladoMail(input: {
  nombres: string;
  titulo: string;
  /** Who of the company cancelled the featured state or removed the offer; null when it was the payer itself. */
  anuladoPor: string | null;
  /**
   * What that person chose: cancelling the featured state (the offer became free, or was removed for lack of a free
   * publication), or removing the offer itself. The mail tells what was done, not another story.
   */
  accion: 'cancelar' | 'eliminar';
  montoCentimos: number;
  metodoPago: string;
  nroOperacion: string;
  /**
   * What became of the offer: free now and still waiting for the review, free now and published, removed, or finished
   * (it had applications).
   */
  oferta: 'en_revision' | 'publicada' | 'eliminada' | 'finalizada';
  url: string;
}): RenderedMail {
  const monto = `S/ ${formatPrecio(input.montoCentimos / 100)}`;
  const queFue = {
    en_revision: 'La oferta sigue en revisión como aviso gratuito.',
    publicada: 'La oferta sigue publicada como aviso gratuito.',
    eliminada: 'La empresa no tenía publicaciones gratuitas disponibles este mes, así que la oferta se eliminó.',
    finalizada: 'La oferta ya tenía postulantes, así que se finalizó en lugar de eliminarse.',
  }[input.oferta];
  const quien = (tercero: string, propio: string) => (input.anuladoPor === null ? propio : `${input.anuladoPor} ${tercero}`);
  const hecho =
    input.accion === 'eliminar'
      ? `${quien('eliminó', 'Eliminaste')} el aviso «${input.titulo}» antes de que validáramos tu pago, así que el pago quedó anulado.`
      : `${quien('canceló', 'Cancelaste')} el destacado del aviso «${input.titulo}» antes de que validáramos tu pago, así que el pago quedó anulado. ${queFue}`;
  return renderMail({
    subject: `Se anuló tu pago del destacado de «${input.titulo}»`,
    preheader: `Te devolveremos ${monto} por el mismo medio de pago.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      hecho,
      `Te devolveremos ${monto} (${input.metodoPago}, operación ${input.nroOperacion}) por el mismo medio de pago dentro de los 30 días siguientes.`,
    ],
    action: { label: 'Ver mis publicaciones', url: input.url },
    notes: ['Te escribimos porque registraste este pago en PractiPerú.'],
  });
}
