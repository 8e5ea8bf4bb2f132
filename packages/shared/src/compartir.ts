/**
 * Sharing an offer (docs/offers.md "Sharing an offer", decision 040): the addresses the share actions open or copy
 * and their texts, the same for the public page the server writes, the web app's pages and the company's own page.
 *
 * Every action shares the offer's canonical address (`{PUBLIC_URL}/ofertas/{alias}-{id}`) with campaign tags, so
 * the visits each channel brings can be told apart: `utm_source` the channel, `utm_medium` its kind,
 * `utm_campaign` always `compartir-oferta` and `utm_content` the page it was shared from. The public page keeps the
 * tags through its redirects and its canonical link leaves them out, so search engines index one address.
 */

/** The ways to share. `nativo` is the phone's own share sheet (Web Share API), where the browser has one. */
export type CanalCompartir = 'whatsapp' | 'linkedin' | 'enlace' | 'nativo';

/** Where the offer was shared from. */
export type OrigenCompartir = 'pagina-publica' | 'postulante' | 'empresa';

export const UTM_CAMPANA = 'compartir-oferta';

/** utm_source and utm_medium of each channel. */
export const UTM_CANAL: Record<CanalCompartir, { source: string; medium: string }> = {
  whatsapp: { source: 'whatsapp', medium: 'mensajeria' },
  linkedin: { source: 'linkedin', medium: 'social' },
  enlace: { source: 'enlace', medium: 'copia' },
  nativo: { source: 'compartir', medium: 'movil' },
};

/** The canonical address with the campaign tags of a channel (any tags it had are replaced). */
export function urlConCampana(url: string, canal: CanalCompartir, origen: OrigenCompartir): string {
  // Plain string work: this module also runs where the URL class is not declared (the shared package has no DOM).
  const [base = '', query = ''] = url.split('#')[0]!.split('?');
  const kept = query.split('&').filter((p) => p !== '' && !p.startsWith('utm_'));
  const tags = [
    `utm_source=${UTM_CANAL[canal].source}`,
    `utm_medium=${UTM_CANAL[canal].medium}`,
    `utm_campaign=${UTM_CAMPANA}`,
    `utm_content=${origen}`,
  ];
  return `${base}?${[...kept, ...tags].join('&')}`;
}

/** The message WhatsApp opens with (the preview card comes from the page's Open Graph tags). */
export const textoWhatsapp = (titulo: string, url: string) => `${titulo} — postula aquí: ${url}`;

/** What each action opens or copies. */
export function enlacesParaCompartir(url: string, titulo: string, origen: OrigenCompartir) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(textoWhatsapp(titulo, urlConCampana(url, 'whatsapp', origen)))}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(urlConCampana(url, 'linkedin', origen))}`,
    enlace: urlConCampana(url, 'enlace', origen),
    nativo: urlConCampana(url, 'nativo', origen),
  };
}

export const COMPARTIR_TEXTOS = {
  titulo: 'Comparte esta oferta',
  etiqueta: 'Enlace de la oferta',
  copiar: 'Copiar enlace',
  copiado: 'Enlace copiado',
  copiadoAviso: 'Se copió el enlace.',
  copiarAMano: 'Selecciona el enlace y cópialo (Ctrl+C o mantén presionado).',
  whatsapp: 'Compartir por WhatsApp',
  linkedin: 'Compartir en LinkedIn',
  nativo: 'Compartir…',
  otraPestana: ' (se abre en otra pestaña)',
} as const;
