/**
 * The page-break rules every PractiPerú PDF follows (the CV, the summary of a copy of one's data): one place that
 * wraps text into lines, keeps a heading with what comes first under it, and never leaves a single line of a
 * paragraph alone at the foot or at the top of a page. List lines ('•', '-', '1.') wrap under their text, not
 * under their marker (a hanging indent). Layout notes: docs/cv.md.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const FOOTER_HEIGHT = 28;
/** Where the body of a page ends: the footer lives below. */
export const PAGE_BOTTOM = A4[1] - MARGIN - FOOTER_HEIGHT;

export interface Estilo {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
}

/** One drawn line: the list marker (only on an item's first line) and the text, `indent` points from the left. */
export interface Linea {
  marcador?: string;
  texto: string;
  indent: number;
}

/** Fewest lines of a paragraph on either side of a page break. */
const MIN_LINEAS = 2;
// A marker the applicant types to start a list line, with the spaces after it.
const LIST_MARKER = /^([•·\-–—*]|\d{1,2}[.)])\s+(?=\S)/;

function usar(doc: Doc, estilo: Estilo) {
  doc.font(estilo.font).fontSize(estilo.size).fillColor(estilo.color);
}

/** The distance from one line to the next in this style. */
export function paso(doc: Doc, estilo: Estilo): number {
  usar(doc, estilo);
  return doc.currentLineHeight(true) + (estilo.lineGap ?? 0);
}

/** The text wrapped at `width` in this style: hard line breaks kept, list lines with a hanging indent. */
export function lineas(doc: Doc, text: string, width: number, estilo: Estilo): Linea[] {
  usar(doc, estilo);
  const out: Linea[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const marker = LIST_MARKER.exec(line);
    const marcador = marker ? `${marker[1]} ` : undefined;
    const indent = marcador ? doc.widthOfString(`${marcador} `) : 0;
    const rest = marker ? line.slice(marker[0].length) : line;
    const wrapped = wrap(doc, rest, width - indent);
    wrapped.forEach((texto, i) => out.push({ ...(i === 0 && marcador ? { marcador } : {}), texto, indent }));
  }
  return out;
}

/** Greedy word wrap; a word wider than the line is cut where it has to be. */
function wrap(doc: Doc, text: string, width: number): string[] {
  if (!text) return [''];
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (doc.widthOfString(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) out.push(current);
    current = word;
    while (doc.widthOfString(current) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && doc.widthOfString(current.slice(0, cut)) > width) cut--;
      out.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  out.push(current);
  return out;
}

/** The height of the whole text. */
export function alto(doc: Doc, text: string, width: number, estilo: Estilo): number {
  return lineas(doc, text, width, estilo).length * paso(doc, estilo);
}

/**
 * The height a text needs on the page where it starts: all of it when it is too short to split, otherwise the
 * fewest lines a page may end with. A heading asks for this much below it (keep-with-next).
 */
export function altoInicio(doc: Doc, text: string, width: number, estilo: Estilo): number {
  const n = lineas(doc, text, width, estilo).length;
  return (n < 2 * MIN_LINEAS ? n : MIN_LINEAS) * paso(doc, estilo);
}

/** Starts a new page unless `height` more points fit on this one (a fresh page takes whatever comes). */
export function asegurar(doc: Doc, height: number) {
  if (doc.y + height > PAGE_BOTTOM && doc.y > MARGIN + 1) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/**
 * Draws a text from the current position, flowing onto new pages above the footer. A break never leaves fewer than
 * two of its lines on either page; a text of three lines or fewer is never split.
 */
export function fluir(doc: Doc, text: string, x: number, width: number, estilo: Estilo) {
  const all = lineas(doc, text, width, estilo);
  const step = paso(doc, estilo);
  let next = 0;
  while (next < all.length) {
    const left = all.length - next;
    const fit = Math.max(0, Math.floor((PAGE_BOTTOM - doc.y + 0.01) / step));
    let take = left;
    if (fit < left) {
      take = left < 2 * MIN_LINEAS ? 0 : Math.min(fit, left - MIN_LINEAS);
      if (take < MIN_LINEAS) take = 0;
      if (take === 0 && doc.y <= MARGIN + 1) take = Math.max(1, fit);
    }
    if (take === 0) {
      doc.addPage();
      doc.y = MARGIN;
      continue;
    }
    for (const line of all.slice(next, next + take)) {
      const y = doc.y;
      usar(doc, estilo);
      if (line.marcador) doc.text(line.marcador, x, y, { lineBreak: false });
      if (line.texto) doc.text(line.texto, x + line.indent, y, { lineBreak: false });
      doc.x = x;
      doc.y = y + step;
    }
    next += take;
  }
}

/**
 * The footer of every page of a PractiPerú PDF (the CV, the demo premium guides): a thin rule, a text on the left and
 * "Página n de m" on the right, in small grey type, `bajo` points below the bottom margin's top. Call it once the
 * whole document is laid out (`bufferPages: true`).
 */
export function pieDePagina(doc: Doc, { margen, bajo, texto }: { margen: number; bajo: number; texto: string }) {
  const range = doc.bufferedPageRange();
  const width = A4[0] - 2 * margen;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin must not open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4[1] - margen + bajo;
    doc
      .moveTo(margen, y - 6)
      .lineTo(A4[0] - margen, y - 6)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor('#6b7280');
    doc.text(texto, margen, y, { width, align: 'left', lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, margen, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
