/**
 * The applicant's CV as an A4 PDF in Spanish (`getMyCv`, `getCv`): header with photo, name, training and
 * contact, then every section that has content. pdfkit with the standard Helvetica fonts: nothing is
 * downloaded at run time and the text (accents included) stays extractable. Layout notes: docs/cv.md.
 */
import { limaToday } from '@practiperu/shared/dates';
import { MONTHS, PHONE_PREFIX } from '@practiperu/shared/constants';
import {
  ESTADOS_ESTUDIOS,
  ESTADO_ESTUDIANTE,
  SEXOS,
  cicloTexto,
  optionLabel,
  tipoCarreraTexto,
  type ExtracurricularItem,
  type PostulanteProfileFull,
} from '@practiperu/shared/cv';
import PDFDocument from 'pdfkit';
import { A4, FOOTER_HEIGHT, MARGIN, PAGE_BOTTOM, alto, altoInicio, asegurar, fluir, pieDePagina, type Estilo } from './maquetacion.ts';

export interface CvPdfInput extends PostulanteProfileFull {
  /** The photo's bytes (PNG or JPEG), or null. */
  photo: Buffer | null;
  /** The merit-order label ('Quinto superior'), or null for none. */
  orden_merito_nombre: string | null;
  /** When the PDF is generated (footer). */
  generado: Date;
  /** Personal data (DNI, birth date, driving licence) in the header; false hides it. Default true. */
  datosPersonales?: boolean;
  /**
   * The copy a company downloads: without birth date nor sex, which no company's view carries (the applicant's own
   * copy keeps them). Default false.
   */
  paraEmpresa?: boolean;
}

const COLOR = {
  brand: '#a8172f',
  text: '#1f2937',
  muted: '#4b5563',
  light: '#6b7280',
  rule: '#e5e7eb',
};
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const BODY: Estilo = { font: FONT.regular, size: 9.5, color: COLOR.text, lineGap: 1.5 };

type Doc = InstanceType<typeof PDFDocument>;
interface Entry {
  title: string;
  date?: string;
  subtitle?: string;
  body?: string;
}

// ------------------------------------------------------------------ text helpers

// Characters of WinAnsi (the standard fonts' encoding) beyond Latin-1 that Spanish text uses.
const WIN_ANSI_EXTRA = new Set('–—‘’‚“”„•…€™ŠšŽžŒœŸ†‡‰‹›ˆ˜ƒ');
// Letters that carry no separable mark, so NFD cannot take them apart.
const PLAIN_LETTER: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŋ: 'N', ŋ: 'n', Ŧ: 'T', ŧ: 't' };

/**
 * Text the standard fonts can draw: letters outside WinAnsi lose their marks (ő → o) and anything else
 * (emoji, other scripts) is dropped, instead of printing garbage.
 */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code === 0x09) out += ' ';
    else if (PLAIN_LETTER[ch]) out += PLAIN_LETTER[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{Diacritic}/gu, '');
      if ([...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff && (c.codePointAt(0) ?? 0) >= 0x20)) out += base;
    }
  }
  return out.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n').trim();
}

const monthYear = (isoDate: string) => `${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''} ${isoDate.slice(0, 4)}`.trim();

/** 'Marzo 2024 – Actualidad', 'Enero 2023 – Junio 2023'. */
export function periodo(inicio: string, salida: string | null, sigoAqui: number): string {
  const end = sigoAqui === 1 || !salida ? 'Actualidad' : monthYear(salida);
  return `${monthYear(inicio)} – ${end}`;
}

/** '14 de marzo de 2003'. */
function fechaLarga(isoDate: string): string {
  const month = MONTHS[Number(isoDate.slice(5, 7)) - 1]?.toLowerCase() ?? '';
  return `${Number(isoDate.slice(8, 10))} de ${month} de ${isoDate.slice(0, 4)}`;
}

// ------------------------------------------------------------------ layout

class Layout {
  readonly left = MARGIN;
  readonly width: number;
  readonly bottom: number;

  constructor(readonly doc: Doc) {
    this.width = A4[0] - 2 * MARGIN;
    this.bottom = PAGE_BOTTOM;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    asegurar(this.doc, height);
  }

  heightOf(text: string, font: string, size: number, width = this.width, lineGap = 1.5): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(text, { width, lineGap });
  }

  /**
   * A section title with its rule. `keep` is the height of what comes first under it (the first lines of a
   * paragraph, the first entry, the competencies block): the title moves to the next page with it rather than
   * end a page alone (keep-with-next).
   */
  section(title: string, keep: number) {
    const doc = this.doc;
    const text = pdfText(title).toUpperCase();
    const gap = doc.currentLineHeight(true) * 0.6;
    this.ensure(gap + this.heightOf(text, FONT.bold, 10.5, this.width, 0) + 8 + keep);
    doc.moveDown(0.6);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.brand).text(text, this.left, y, { characterSpacing: 0.8 });
    const lineY = doc.y + 2;
    doc
      .moveTo(this.left, lineY)
      .lineTo(this.left + this.width, lineY)
      .lineWidth(0.8)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = lineY + 6;
  }

  /** The height a paragraph needs where it starts: the fewest lines a page may end with (see maquetacion.ts). */
  paragraphStart(text: string): number {
    return altoInicio(this.doc, pdfText(text), this.width, BODY);
  }

  /** Body text that flows onto the next pages, its list lines with a hanging indent. */
  paragraph(text: string) {
    fluir(this.doc, pdfText(text), this.left, this.width, BODY);
  }

  private entryWidths(e: Entry) {
    const date = e.date ? pdfText(e.date) : '';
    this.doc.font(FONT.regular).fontSize(9);
    const dateWidth = date ? this.doc.widthOfString(date) + 8 : 0;
    return { date, dateWidth, titleWidth: this.width - dateWidth };
  }

  /** What an entry needs on the page where it starts: its title, its subtitle and the first lines of its description. */
  entryStart(e: Entry): number {
    const { titleWidth } = this.entryWidths(e);
    return (
      this.heightOf(pdfText(e.title), FONT.bold, 10.5, titleWidth) +
      (e.subtitle ? this.heightOf(pdfText(e.subtitle), FONT.italic, 9.5) : 0) +
      (e.body ? 2 + this.paragraphStart(e.body) : 0) +
      2
    );
  }

  /** A title on the left and a date on the right of one line, a subtitle, then a description. */
  entry(e: Entry) {
    const doc = this.doc;
    const title = pdfText(e.title);
    const { date, dateWidth, titleWidth } = this.entryWidths(e);
    // Never a title without the first lines of its description.
    this.ensure(this.entryStart(e));
    const y = doc.y;
    if (date)
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.light)
        .text(date, this.left + titleWidth, y + 1, { width: dateWidth, align: 'right' });
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.text).text(title, this.left, y, { width: titleWidth });
    if (e.subtitle)
      doc.font(FONT.italic).fontSize(9.5).fillColor(COLOR.muted).text(pdfText(e.subtitle), this.left, doc.y, { width: this.width });
    if (e.body) {
      doc.y += 2;
      this.paragraph(e.body);
    }
    doc.y += 7;
  }
}

// ------------------------------------------------------------------ the document

export async function renderCvPdf(cv: CvPdfInput): Promise<Buffer> {
  const fullName = pdfText(`${cv.nombres} ${cv.apellidos}`.trim());
  const doc: Doc = new PDFDocument({
    size: 'A4',
    // Text that flows onto a new page by itself (a long description) stops above the footer too.
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'es-PE',
    displayTitle: true,
    info: { Title: `CV de ${fullName}`, Author: fullName, Creator: 'PractiPerú', Subject: 'Curriculum vitae' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc);
  header(doc, layout, cv, fullName);
  body(layout, cv);
  footer(doc, cv.generado);
  doc.end();
  return done;
}

function header(doc: Doc, layout: Layout, cv: CvPdfInput, fullName: string) {
  const photoSize = 84;
  let textLeft = layout.left;
  const top = MARGIN;
  if (cv.photo) {
    try {
      doc.save();
      doc.circle(layout.left + photoSize / 2, top + photoSize / 2, photoSize / 2).clip();
      doc.image(cv.photo, layout.left, top, { cover: [photoSize, photoSize], align: 'center', valign: 'center' });
      doc.restore();
      doc
        .circle(layout.left + photoSize / 2, top + photoSize / 2, photoSize / 2)
        .lineWidth(1.5)
        .strokeColor(COLOR.brand)
        .stroke();
      textLeft = layout.left + photoSize + 18;
    } catch {
      // An image pdfkit cannot read (a rare PNG variant) only costs the photo, never the CV.
      doc.restore();
    }
  }
  const width = layout.left + layout.width - textLeft;

  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOR.text)
    .text(fullName || 'Postulante', textLeft, top, { width });
  if (cv.carrera_actual)
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(COLOR.brand)
      .text(pdfText(cv.carrera_actual), textLeft, doc.y + 2, { width });
  const estudios = estadoLinea(cv);
  if (cv.inst_educativa_nombre || estudios) {
    const line = [cv.inst_educativa_nombre, estudios].filter(Boolean).join(' · ');
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOR.muted)
      .text(pdfText(line), textLeft, doc.y + 2, { width });
  }

  const contact = [
    cv.correo_contacto,
    cv.whatsapp ? `${PHONE_PREFIX} ${cv.whatsapp.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}` : null,
    [cv.distrito, cv.provincia, cv.region].filter(Boolean).join(', ') || null,
  ].filter((v): v is string => Boolean(v));
  if (contact.length > 0)
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOR.text)
      .text(pdfText(contact.join('  ·  ')), textLeft, doc.y + 6, { width });

  if (cv.datosPersonales !== false) {
    const personal = [
      cv.dni ? `DNI ${cv.dni}` : null,
      cv.fecha_nacimiento && !cv.paraEmpresa ? `Fecha de nacimiento: ${fechaLarga(cv.fecha_nacimiento)}` : null,
      (cv.sexo === 0 || cv.sexo === 1) && !cv.paraEmpresa ? optionLabel(SEXOS, cv.sexo) : null,
      cv.licencia_conducir === 1 ? 'Licencia de conducir' : null,
    ].filter((v): v is string => Boolean(v));
    if (personal.length > 0)
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.light)
        .text(pdfText(personal.join('  ·  ')), textLeft, doc.y + 2, { width });
  }

  for (const red of cv.redes_sociales) {
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(`${pdfText(red.name)}: `, textLeft, doc.y + 1, { continued: true, width });
    doc.font(FONT.regular).fillColor(COLOR.brand).text(pdfText(red.value), { link: red.value, underline: false });
  }

  doc.y = Math.max(doc.y, cv.photo ? top + photoSize : 0) + 10;
  doc
    .moveTo(layout.left, doc.y)
    .lineTo(layout.left + layout.width, doc.y)
    .lineWidth(2)
    .strokeColor(COLOR.brand)
    .stroke();
  doc.y += 4;
}

/** 'Estudiante · VIII ciclo', 'Egresado', 'Bachiller'. */
function estadoLinea(cv: PostulanteProfileFull): string {
  if (cv.estado_estudios === null) return '';
  const estado = optionLabel(ESTADOS_ESTUDIOS, cv.estado_estudios);
  const ciclo = cv.estado_estudios === ESTADO_ESTUDIANTE ? cicloTexto(cv.tipo_carrera, cv.ciclo_actual) : '';
  return [estado, ciclo].filter(Boolean).join(' · ');
}

function body(layout: Layout, cv: CvPdfInput) {
  const doc = layout.doc;
  // Each title goes with its first entry (keep-with-next).
  const entries = (title: string, list: Entry[]) => {
    if (list.length === 0) return;
    layout.section(title, layout.entryStart(list[0]!));
    for (const e of list) layout.entry(e);
  };

  if (cv.resumen_profesional?.trim()) {
    layout.section('Perfil profesional', layout.paragraphStart(cv.resumen_profesional));
    layout.paragraph(cv.resumen_profesional);
  }

  if (cv.inst_educativa_nombre || cv.carrera_actual) {
    const ingreso = cv.fecha_ingreso?.slice(0, 4);
    const egreso = cv.fecha_egreso?.slice(0, 4);
    const estudiante = cv.estado_estudios === ESTADO_ESTUDIANTE;
    const date = ingreso ? `${ingreso} – ${egreso ? `${egreso}${estudiante ? ' (previsto)' : ''}` : 'Actualidad'}` : undefined;
    const tipo = tipoCarreraTexto(cv.tipo_carrera);
    entries('Formación académica', [
      {
        title: cv.carrera_actual ?? cv.inst_educativa_nombre ?? '',
        date,
        subtitle: [cv.carrera_actual ? cv.inst_educativa_nombre : null, tipo].filter(Boolean).join(' · ') || undefined,
        body:
          [estadoLinea(cv), cv.orden_merito_nombre ? `Orden de mérito: ${cv.orden_merito_nombre}` : null].filter(Boolean).join(' · ') ||
          undefined,
      },
    ]);
  }

  entries(
    'Experiencia laboral',
    cv.experiencia_laboral.map((e) => ({
      title: e.puesto,
      date: periodo(e.fecha_inicio, e.fecha_salida, e.sigo_aqui),
      subtitle: e.nombre_empresa,
      body: e.funciones,
    })),
  );
  entries('Proyectos', cv.proyectos.map(extracurricularEntry));
  entries('Voluntariado', cv.voluntariados.map(extracurricularEntry));
  entries(
    'Certificaciones',
    cv.formacion_complementaria.map((f) => ({
      title: f.descripcion,
      date: monthYear(f.fecha_inicio),
      subtitle: [f.tipo ?? 'Otros', f.inst_educativa].join(' · '),
    })),
  );
  entries(
    'Logros',
    cv.logros.map((l) => ({ title: l.descripcion, date: monthYear(l.fecha) })),
  );

  const columns = [
    { title: 'Conocimientos', lines: cv.conocimientos.map((c) => `${c.nombre} (${c.nivel})`) },
    { title: 'Idiomas', lines: cv.idiomas.map((i) => `${i.nombre} (${i.nivel})`) },
    { title: 'Habilidades', lines: cv.habilidades.map((h) => h.name) },
  ].filter((c) => c.lines.length > 0);
  if (columns.length > 0) competencias(layout, columns);
  doc.y += 4;
}

/** A project without a name shows its position as the name; volunteering has none. */
function extracurricularEntry(item: ExtracurricularItem) {
  const named = item.tipo === 'Proyecto' && item.nombre_proyecto;
  return {
    title: named ? (item.nombre_proyecto ?? '') : item.puesto,
    date: periodo(item.fecha_inicio, item.fecha_salida, item.sigo_aqui),
    subtitle: named ? `${item.puesto} · ${item.nombre_empresa}` : item.nombre_empresa,
    body: item.descripcion,
  };
}

/**
 * Knowledge, languages and skills side by side, each a bulleted column, drawn as one block under the section title
 * (the block and its title share a page); stacked as entries when the block cannot fit a page.
 */
function competencias(layout: Layout, columns: { title: string; lines: string[] }[]) {
  const doc = layout.doc;
  const gap = 16;
  const colWidth = (layout.width - gap * (columns.length - 1)) / columns.length;
  const bullet = (line: string) => `•  ${pdfText(line)}`;
  const item: Estilo = { ...BODY, lineGap: 1 };
  const heightOf = (c: { lines: string[] }) => 16 + c.lines.reduce((sum, line) => sum + alto(doc, bullet(line), colWidth, item), 0);
  const tallest = Math.max(...columns.map(heightOf));
  if (tallest > layout.bottom - MARGIN - 40) {
    const stacked = columns.map((column) => ({ title: column.title, body: column.lines.join(', ') }));
    layout.section('Competencias', layout.entryStart(stacked[0]!));
    for (const e of stacked) layout.entry(e);
    return;
  }
  layout.section('Competencias', tallest);
  const top = doc.y;
  let bottom = top;
  columns.forEach((column, i) => {
    const x = layout.left + i * (colWidth + gap);
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text(column.title, x, top, { width: colWidth });
    doc.y += 3;
    // The block fits this page (checked above), so each item only wraps, under its text rather than its bullet.
    for (const line of column.lines) fluir(doc, bullet(line), x, colWidth, item);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = layout.left;
  doc.y = bottom;
}

function footer(doc: Doc, generado: Date) {
  pieDePagina(doc, { margen: MARGIN, bajo: 6, texto: `CV generado en PractiPerú el ${fechaLarga(limaToday(generado))}` });
}
