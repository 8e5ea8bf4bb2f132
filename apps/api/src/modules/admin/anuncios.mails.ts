/** An administrator's announcement: marketing mail, only to accounts that accepted it, with the unsubscribe link. */
import { escapeHtml, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

const MARKER = 'PRACTIPERU_ANUNCIO_CONTENIDO';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text twin of sanitized rich text: one line per block, list items with a bullet, links with their address. */
export function richTextToMailText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => `${label} (${href})`)
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote|\/ul|\/ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

/**
 * An administrator's announcement in the common layout. `html` must already be sanitized (the allowlist of
 * offers): it is placed as it is, while every other value is escaped by the layout.
 */
export function anuncioMail(input: { nombres: string; asunto: string; html: string; unsubscribeUrl: string }): RenderedMail {
  const text = richTextToMailText(input.html);
  const base = renderMail({
    subject: input.asunto,
    preheader: text.replace(/\s+/g, ' ').slice(0, 120),
    greeting: saludo(input.nombres),
    paragraphs: [MARKER],
    unsubscribeUrl: input.unsubscribeUrl,
  });
  const body = `<div style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b">${input.html}</div>`;
  const hrefs = [...input.html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  return {
    subject: base.subject,
    html: base.html.replace(new RegExp(`<p[^>]*>${MARKER}</p>`), () => body),
    text: base.text.replace(MARKER, () => text),
    links: [...new Set([...hrefs, ...base.links])],
  };
}

/** For previews: the announcement with a sample unsubscribe address. */
export function anuncioPreviewMail(input: { asunto: string; html: string; publicUrl: string; area: string }): RenderedMail {
  return anuncioMail({
    nombres: 'María',
    asunto: input.asunto,
    html: input.html,
    unsubscribeUrl: `${input.publicUrl}/${input.area}/suscripciones/${escapeHtml('enlace-de-ejemplo')}`,
  });
}
