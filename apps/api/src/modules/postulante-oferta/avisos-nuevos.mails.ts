/**
 * The mail that tells a company's seat of new applicants (docs/team.md, "Told of new applicants"): how many applied to
 * each offer, the best matches by affinity of a featured offer (a free offer's list does not show the affinity), and a
 * link to each offer's applicants.
 * An application past a free offer's first applicants is only counted: nothing of it is named.
 */
import { misOfertasPaths, paths } from '@practiperu/shared/paths';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export interface OfertaDelAviso {
  id: number;
  titulo: string;
  /** New applications the mail tells of (the hidden ones included). */
  nuevas: number;
  /** Of those, past the free offer's first applicants: counted, never named. */
  ocultas: number;
  /** The best matches by affinity among the visible ones, best first. */
  mejores: { nombre: string; afinidad: number }[];
}

const postulaciones = (n: number) => (n === 1 ? '1 nueva postulación' : `${n} nuevas postulaciones`);

export function nuevosPostulantesMail(input: {
  nombres: string;
  empresa: string;
  modo: 'inmediato' | 'diario';
  ofertas: OfertaDelAviso[];
  publicUrl: string;
}): RenderedMail {
  const total = input.ofertas.reduce((s, o) => s + o.nuevas, 0);
  const una = input.ofertas.length === 1 ? input.ofertas[0]! : null;
  const items = input.ofertas.map((o) => {
    const partes = [postulaciones(o.nuevas)];
    if (o.mejores.length > 0) partes.push(`mejor afinidad: ${o.mejores.map((m) => `${m.nombre} (${m.afinidad} %)`).join(', ')}`);
    if (o.ocultas > 0)
      partes.push(
        o.ocultas === 1
          ? '1 está fuera de los primeros postulantes que muestra una oferta gratuita'
          : `${o.ocultas} están fuera de los primeros postulantes que muestra una oferta gratuita`,
      );
    return { title: o.titulo, url: `${input.publicUrl}${misOfertasPaths(o.id).postulantes}`, detail: partes.join(' · ') };
  });
  const cuando = input.modo === 'diario' ? 'desde el último resumen' : 'hace unos minutos';
  return renderMail({
    subject: una
      ? `${postulaciones(una.nuevas)} en «${una.titulo}»`
      : `${postulaciones(total)} en ${input.ofertas.length} ofertas de ${input.empresa}`,
    preheader: `Revisa a tus nuevos postulantes en PractiPerú.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      una
        ? `Recibiste ${postulaciones(total)} ${cuando} en tu oferta:`
        : `Recibiste ${postulaciones(total)} ${cuando} en ${input.ofertas.length} ofertas de ${input.empresa}:`,
    ],
    items,
    action: una
      ? { label: 'Ver los postulantes', url: `${input.publicUrl}${misOfertasPaths(una.id).postulantes}` }
      : { label: 'Ver mis publicaciones', url: `${input.publicUrl}${paths.empresas.misOfertas}` },
    notes: [
      ...(input.ofertas.some((o) => o.mejores.length > 0)
        ? ['La afinidad compara el CV con los requisitos de la oferta; es una ayuda para revisar, no una decisión.']
        : []),
      `Te escribimos porque elegiste recibir estos avisos. Cámbialos en Mi cuenta › Avisos de nuevos postulantes: ${input.publicUrl}${paths.empresas.avisos}`,
    ],
  });
}
