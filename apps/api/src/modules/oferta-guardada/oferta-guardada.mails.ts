/**
 * The reminder before a saved offer's deadline: one mail per applicant and run, listing every saved offer that closes
 * soon and they have not applied to. It is sent only to applicants who accept informational mail and carries the
 * unsubscribe link, like the job-alert digest (docs/team.md, "Applicants' saved offers").
 */
import { paths, postulanteOfertaPath } from '@practiperu/shared/paths';
import { fechaLarga } from '@practiperu/shared/dates';
import { rutaPublica } from '@practiperu/shared/postulacion';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export interface OfertaRecordatorio {
  titulo: string;
  nombre_org: string;
  fin_convocatoria: string;
  /** Lima days left until the deadline (1 or 2). */
  dias: number;
  /** Where to open it: the applicant's detail, or the public page of an informational offer. */
  ruta: string;
}

export function recordatorioMail(input: {
  nombres: string;
  ofertas: OfertaRecordatorio[];
  publicUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const n = input.ofertas.length;
  const cuando = (dias: number) => (dias <= 1 ? 'mañana' : `en ${dias} días`);
  // Each title links to its offer; the text twin keeps the address after it.
  const items = input.ofertas.map((o) => ({
    title: o.titulo,
    url: `${input.publicUrl}${o.ruta}`,
    detail: `${o.nombre_org} · cierra ${cuando(o.dias)}, el ${fechaLarga(o.fin_convocatoria)}`,
  }));
  return renderMail({
    subject:
      n === 1 ? 'Tu oferta guardada cierra pronto: aún puedes postular' : `${n} ofertas guardadas cierran pronto: aún puedes postular`,
    preheader:
      n === 1 ? 'Una oferta que guardaste en PractiPerú está por cerrar.' : 'Las ofertas que guardaste en PractiPerú están por cerrar.',
    greeting: saludo(input.nombres),
    paragraphs: [
      n === 1
        ? 'Una oferta que guardaste está por cerrar y todavía no postulaste:'
        : `${n} ofertas que guardaste están por cerrar y todavía no postulaste:`,
    ],
    items,
    action: { label: 'Ver mis ofertas guardadas', url: `${input.publicUrl}${paths.postulantes.guardadas}` },
    notes: [
      n === 1
        ? 'Te escribimos porque guardaste esta oferta en PractiPerú. Cada oferta guardada recibe un solo recordatorio; si ya no te interesa, quítala de Guardadas.'
        : 'Te escribimos porque guardaste estas ofertas en PractiPerú. Cada oferta guardada recibe un solo recordatorio; si ya no te interesan, quítalas de Guardadas.',
    ],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

/** The address of an offer in the reminder. */
export function rutaDeOferta(o: { id: number; oferta_publica: number; alias: string }): string {
  return o.oferta_publica === 1 ? rutaPublica(o) : postulanteOfertaPath(o.id);
}
