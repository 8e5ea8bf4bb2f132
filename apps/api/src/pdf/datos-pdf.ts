/**
 * The readable summary of a copy of one's data (docs/privacy.md): an A4 PDF in Spanish with a title, who it is about,
 * and sections of label–value rows or of items (a title and its lines). The module that collects the data writes the
 * words; this lays them out with pdfkit's standard fonts, like the CV, so accents stay extractable.
 */
import { fechaLarga, limaToday } from '@practiperu/shared/dates';
import PDFDocument from 'pdfkit';
import { pdfText, pieDePagina } from './cv-pdf.ts';

export interface SeccionResumen {
  titulo: string;
  /** A short paragraph under the title. */
  nota?: string;
  /** Label and value, one per line. */
  filas?: [string, string][];
  /** Entries: a bold line and the lines under it. */
  items?: { titulo: string; lineas: string[] }[];
  /** What to write when the section has neither rows nor items. */
  vacio?: string;
}

export interface ResumenDatosInput {
  titulo: string;
  /** Who the data is about: 'Rosa Huamán Ccori · rosa@correo.pe'. */
  persona: string;
  /** Paragraphs under the title (what the file is, where the rest is). */
  introduccion: string[];
  secciones: SeccionResumen[];
  generado: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const FOOTER_HEIGHT = 28;
const WIDTH = A4[0] - 2 * MARGIN;
const COLOR = { brand: '#a8172f', text: '#1f2937', muted: '#4b5563', rule: '#e5e7eb' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const LABEL_WIDTH = 170;

type Doc = InstanceType<typeof PDFDocument>;

export async function renderResumenDatosPdf(input: ResumenDatosInput): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'es-PE',
    displayTitle: true,
    info: { Title: pdfText(input.titulo), Author: 'PractiPerú', Creator: 'PractiPerú', Subject: pdfText(input.persona) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text).text(pdfText(input.titulo), MARGIN, MARGIN, { width: WIDTH });
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.brand).text(pdfText(input.persona), { width: WIDTH });
  doc.moveDown(0.6);
  for (const p of input.introduccion) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(pdfText(p), { width: WIDTH, lineGap: 1.5 });
    doc.moveDown(0.4);
  }
  for (const s of input.secciones) seccion(doc, s);

  pieDePagina(doc, { margen: MARGIN, bajo: 6, texto: `Copia de datos generada en PractiPerú el ${fechaLarga(limaToday(input.generado))}` });
  doc.end();
  return done;
}

/** Starts a new page unless `height` more points fit on this one. */
function ensure(doc: Doc, height: number) {
  if (doc.y + height > A4[1] - MARGIN - FOOTER_HEIGHT) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function seccion(doc: Doc, s: SeccionResumen) {
  // The title moves to the next page with the first lines under it rather than end a page alone.
  ensure(doc, 60);
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.brand).text(pdfText(s.titulo), MARGIN, doc.y, { width: WIDTH });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y = y + 6;
  if (s.nota) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(pdfText(s.nota), MARGIN, doc.y, { width: WIDTH, lineGap: 1 });
    doc.moveDown(0.3);
  }
  const filas = s.filas ?? [];
  const items = s.items ?? [];
  if (filas.length === 0 && items.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOR.muted)
      .text(pdfText(s.vacio ?? 'Sin datos.'), MARGIN, doc.y, { width: WIDTH });
    return;
  }
  for (const [label, value] of filas) fila(doc, label, value);
  for (const item of items) {
    ensure(doc, 40);
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text(pdfText(item.titulo), MARGIN, doc.y, { width: WIDTH });
    for (const line of item.lineas) {
      if (!line) continue;
      doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(pdfText(line), MARGIN, doc.y, { width: WIDTH, lineGap: 1 });
    }
  }
}

/** A label in the left column and its value beside it, the row as tall as the longer of the two. */
function fila(doc: Doc, label: string, value: string) {
  const text = pdfText(value) || '—';
  doc.font(FONT.regular).fontSize(9.5);
  const height = Math.max(
    doc.heightOfString(pdfText(label), { width: LABEL_WIDTH - 8 }),
    doc.heightOfString(text, { width: WIDTH - LABEL_WIDTH }),
  );
  ensure(doc, height + 4);
  const top = doc.y + 2;
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(COLOR.text)
    .text(pdfText(label), MARGIN, top, { width: LABEL_WIDTH - 8 });
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOR.text)
    .text(text, MARGIN + LABEL_WIDTH, top, { width: WIDTH - LABEL_WIDTH });
  doc.x = MARGIN;
  doc.y = top + height;
}
