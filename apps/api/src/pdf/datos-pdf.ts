/**
 * The readable summary of a copy of one's data (docs/privacy.md): an A4 PDF in Spanish with a title, who it is about,
 * and sections of label–value rows or of items (a title and its lines). The module that collects the data writes the
 * words; this lays them out with pdfkit's standard fonts, like the CV, so accents stay extractable.
 */
import { fechaLarga, limaToday } from '@practiperu/shared/dates';
import PDFDocument from 'pdfkit';
import { pdfText } from './cv-pdf.ts';
import { A4, FOOTER_HEIGHT, MARGIN, alto, altoInicio, asegurar, fluir, pieDePagina, type Estilo } from './maquetacion.ts';

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

const WIDTH = A4[0] - 2 * MARGIN;
const COLOR = { brand: '#a8172f', text: '#1f2937', muted: '#4b5563', rule: '#e5e7eb' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const LABEL_WIDTH = 170;
const TITULO: Estilo = { font: FONT.bold, size: 13, color: COLOR.brand };
const NOTA: Estilo = { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 1 };
const ITEM: Estilo = { font: FONT.bold, size: 10, color: COLOR.text };
const LINEA: Estilo = { font: FONT.regular, size: 9.5, color: COLOR.muted, lineGap: 1 };
const VACIO: Estilo = { font: FONT.regular, size: 9.5, color: COLOR.muted };

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
    fluir(doc, pdfText(p), MARGIN, WIDTH, { font: FONT.regular, size: 9.5, color: COLOR.muted, lineGap: 1.5 });
    doc.moveDown(0.4);
  }
  for (const s of input.secciones) seccion(doc, s);

  pieDePagina(doc, { margen: MARGIN, bajo: 6, texto: `Copia de datos generada en PractiPerú el ${fechaLarga(limaToday(input.generado))}` });
  doc.end();
  return done;
}

function seccion(doc: Doc, s: SeccionResumen) {
  const filas = s.filas ?? [];
  const items = s.items ?? [];
  const titulo = pdfText(s.titulo);
  const nota = s.nota ? pdfText(s.nota) : '';
  // Keep-with-next: the title moves to the next page with its note and the first row or item under it.
  const gap = doc.currentLineHeight(true) * 0.8;
  const first = filas[0]
    ? altoFila(doc, ...filas[0]) + 4
    : items[0]
      ? altoInicioItem(doc, items[0])
      : altoInicio(doc, pdfText(s.vacio ?? 'Sin datos.'), WIDTH, VACIO);
  asegurar(doc, gap + alto(doc, titulo, WIDTH, TITULO) + 8 + (nota ? alto(doc, nota, WIDTH, NOTA) + 4 : 0) + first);
  doc.y += gap;
  fluir(doc, titulo, MARGIN, WIDTH, TITULO);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y = y + 6;
  if (nota) {
    fluir(doc, nota, MARGIN, WIDTH, NOTA);
    doc.y += 4;
  }
  if (filas.length === 0 && items.length === 0) {
    fluir(doc, pdfText(s.vacio ?? 'Sin datos.'), MARGIN, WIDTH, VACIO);
    return;
  }
  for (const [label, value] of filas) fila(doc, label, value);
  for (const item of items) {
    // An item's title never ends a page without the first of its lines.
    asegurar(doc, altoInicioItem(doc, item));
    doc.y += 4;
    fluir(doc, pdfText(item.titulo), MARGIN, WIDTH, ITEM);
    for (const line of item.lineas) if (line) fluir(doc, pdfText(line), MARGIN, WIDTH, LINEA);
  }
}

/** What an item needs where it starts: its title and the first lines under it. */
function altoInicioItem(doc: Doc, item: { titulo: string; lineas: string[] }): number {
  const first = item.lineas.find(Boolean);
  return 4 + alto(doc, pdfText(item.titulo), WIDTH, ITEM) + (first ? altoInicio(doc, pdfText(first), WIDTH, LINEA) : 0);
}

function altoFila(doc: Doc, label: string, value: string): number {
  doc.font(FONT.regular).fontSize(9.5);
  return Math.max(
    doc.heightOfString(pdfText(label), { width: LABEL_WIDTH - 8 }),
    doc.heightOfString(pdfText(value) || '—', { width: WIDTH - LABEL_WIDTH }),
  );
}

/** A label in the left column and its value beside it, the row as tall as the longer of the two. */
function fila(doc: Doc, label: string, value: string) {
  const text = pdfText(value) || '—';
  const height = altoFila(doc, label, value);
  asegurar(doc, height + 4);
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
