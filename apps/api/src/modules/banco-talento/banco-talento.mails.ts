/**
 * The mail that invites a past applicant to apply to a company's offer (talent pool, decision 067): the company, the
 * offer with its link, and a link to stop receiving such invitations (no session needed). Nothing of the company's
 * review of the person (notes, tags, statuses) is in it.
 */
import { paths } from '@practiperu/shared/paths';
import { rutaPublica } from '@practiperu/shared/postulacion';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function invitacionMail(input: {
  nombres: string;
  empresa: string;
  oferta: { id: number; titulo: string; alias: string };
  token: string;
  publicUrl: string;
}): RenderedMail {
  const url = `${input.publicUrl}${rutaPublica(input.oferta)}`;
  const baja = `${input.publicUrl}${paths.postulantes.bajaInvitaciones}/${input.token}`;
  return renderMail({
    subject: `${input.empresa} te invita a postular a «${input.oferta.titulo}»`,
    preheader: `Postulaste antes a ${input.empresa}: te invitan a una nueva oferta.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      `Postulaste antes a una oferta de ${input.empresa} en PractiPerú, y su equipo te invita a postular a su nueva oferta «${input.oferta.titulo}».`,
      'Revisa la oferta y, si te interesa, postula como siempre: la invitación no es una postulación ni te obliga a nada.',
    ],
    action: { label: 'Ver la oferta', url },
    notes: [
      `Te escribimos porque postulaste a ${input.empresa} y aceptas invitaciones de empresas. Si no quieres recibir más invitaciones de ninguna empresa, usa este enlace: ${baja} (también puedes cambiarlo en Mi cuenta).`,
    ],
    unsubscribeUrl: baja,
  });
}
