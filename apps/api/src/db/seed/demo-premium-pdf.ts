/**
 * The PDFs of the demo premium resources (docs/premium.md, "Demo data"), made at seed time with pdfkit like the CV
 * (standard Helvetica fonts: nothing to load, text extractable): the one-page CV template with a complete example
 * of an Ingeniería Industrial student, and the five-paragraph cover letter guide with its checklist. Years are
 * relative to the seeding day, like the demo CV's, so the examples never look old.
 */
import { limaYear } from '@practiperu/shared/dates';
import PDFDocument from 'pdfkit';
import { pdfText } from '../../pdf/cv-pdf.ts';
import { pieDePagina } from '../../pdf/maquetacion.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const COLOR = { brand: '#a8172f', brandLight: '#fff1f2', text: '#1f2937', muted: '#4b5563', light: '#6b7280', rule: '#e5e7eb' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const WIDTH = A4[0] - 2 * MARGIN;

type Doc = InstanceType<typeof PDFDocument>;

/** A short document: a brand header, sections, paragraphs, bullets and check boxes, and a footer on every page. */
class Writer {
  readonly doc: Doc;
  private readonly done: Promise<Buffer>;

  constructor(
    private readonly title: string,
    subject: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: 'es-PE',
      displayTitle: true,
      info: { Title: pdfText(title), Author: 'PractiPerú', Creator: 'PractiPerú', Subject: pdfText(subject) },
    });
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** The page's heading: a brand band with the kicker, then the title and a subtitle. */
  heading(kicker: string, title: string, subtitle?: string) {
    const doc = this.doc;
    doc.rect(0, 0, A4[0], 8).fill(COLOR.brand);
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOR.brand)
      .text(pdfText(kicker).toUpperCase(), MARGIN, MARGIN - 18, { characterSpacing: 1, width: WIDTH });
    doc
      .font(FONT.bold)
      .fontSize(20)
      .fillColor(COLOR.text)
      .text(pdfText(title), MARGIN, doc.y + 4, { width: WIDTH });
    if (subtitle)
      doc
        .font(FONT.regular)
        .fontSize(10.5)
        .fillColor(COLOR.muted)
        .text(pdfText(subtitle), MARGIN, doc.y + 4, { width: WIDTH, lineGap: 1.5 });
    doc.y += 6;
  }

  section(title: string, gap = 10) {
    const doc = this.doc;
    doc.y += gap;
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.brand).text(pdfText(title).toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.8 });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.8)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = y + 5;
  }

  paragraph(text: string, opts: { size?: number; font?: string; color?: string; indent?: number; gap?: number } = {}) {
    const indent = opts.indent ?? 0;
    this.doc
      .font(opts.font ?? FONT.regular)
      .fontSize(opts.size ?? 9.5)
      .fillColor(opts.color ?? COLOR.text)
      .text(pdfText(text), MARGIN + indent, this.doc.y, { width: WIDTH - indent, lineGap: 1.5 });
    this.doc.y += opts.gap ?? 3;
  }

  /** A title on the left and its dates on the right of one line, then an italic line under it. */
  entry(title: string, date: string, subtitle?: string) {
    const doc = this.doc;
    const y = doc.y + 2;
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.light).text(pdfText(date), MARGIN, y, { width: WIDTH, align: 'right' });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOR.text)
      .text(pdfText(title), MARGIN, y, { width: WIDTH - 130 });
    if (subtitle) doc.font(FONT.italic).fontSize(9.5).fillColor(COLOR.muted).text(pdfText(subtitle), MARGIN, doc.y, { width: WIDTH });
    doc.y += 2;
  }

  bullets(lines: string[], size = 9.5) {
    for (const line of lines) {
      const y = this.doc.y;
      this.doc
        .font(FONT.regular)
        .fontSize(size)
        .fillColor(COLOR.brand)
        .text('•', MARGIN + 4, y);
      this.doc
        .font(FONT.regular)
        .fontSize(size)
        .fillColor(COLOR.text)
        .text(pdfText(line), MARGIN + 16, y, { width: WIDTH - 16, lineGap: 1.2 });
      this.doc.y += 2;
    }
  }

  /** Empty boxes to tick on paper. */
  checklist(lines: string[]) {
    for (const line of lines) {
      const y = this.doc.y;
      this.doc
        .rect(MARGIN + 2, y + 0.5, 9, 9)
        .lineWidth(0.9)
        .strokeColor(COLOR.brand)
        .stroke();
      this.doc
        .font(FONT.regular)
        .fontSize(10)
        .fillColor(COLOR.text)
        .text(pdfText(line), MARGIN + 20, y, { width: WIDTH - 20, lineGap: 1.2 });
      this.doc.y += 5;
    }
  }

  /** A tinted box with a bold title and bullets (tips). */
  box(title: string, lines: string[]) {
    const doc = this.doc;
    const top = doc.y + 8;
    doc.font(FONT.regular).fontSize(9);
    const inner = WIDTH - 24;
    const height =
      28 + lines.reduce((sum, line) => sum + doc.heightOfString(`•  ${pdfText(line)}`, { width: inner - 12, lineGap: 1.2 }) + 2, 0);
    doc.roundedRect(MARGIN, top, WIDTH, height, 6).fill(COLOR.brandLight);
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOR.brand)
      .text(pdfText(title), MARGIN + 12, top + 10, { width: inner });
    doc.y += 4;
    for (const line of lines) {
      const y = doc.y;
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.brand)
        .text('•', MARGIN + 14, y);
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.text)
        .text(pdfText(line), MARGIN + 26, y, { width: inner - 12, lineGap: 1.2 });
      doc.y += 2;
    }
    doc.y = top + height;
  }

  newPage() {
    this.doc.addPage();
    this.doc.y = MARGIN;
  }

  async end(): Promise<Buffer> {
    const doc = this.doc;
    pieDePagina(doc, { margen: MARGIN, bajo: 14, texto: `PractiPerú · Contenido Premium · ${pdfText(this.title)}` });
    doc.end();
    return this.done;
  }
}

/** "Plantilla de CV para practicantes (una página)": the template with what goes in each part, then a full example. */
export function plantillaCvPdf(titulo: string, now: Date): Promise<Buffer> {
  const year = limaYear(now);
  const w = new Writer(titulo, 'Plantilla de CV de una página para practicantes, con un ejemplo de Ingeniería Industrial');
  const hint = (text: string) => w.paragraph(text, { font: FONT.italic, color: COLOR.muted, size: 9 });

  w.heading(
    'PractiPerú · Plantilla',
    titulo,
    'Copia esta estructura en Word o Google Docs y reemplaza lo que está entre corchetes. Mantén el orden: es el que leen primero los reclutadores. En la página 2 tienes un ejemplo completo.',
  );
  w.doc.y += 4;
  w.paragraph('[NOMBRES Y APELLIDOS]', { font: FONT.bold, size: 16 });
  w.paragraph('[Carrera] · [Universidad o instituto] · [Estudiante de __ ciclo / Egresado(a)]', {
    font: FONT.bold,
    color: COLOR.brand,
    size: 10.5,
  });
  w.paragraph('[Distrito, ciudad] · [correo.profesional@correo.com] · [celular] · [linkedin.com/in/tu-nombre]', { color: COLOR.muted });

  w.section('Perfil');
  w.paragraph(
    '[3 o 4 líneas: qué estudias y en qué ciclo vas, en qué área quieres hacer tus prácticas y qué aportas: una herramienta que dominas y un logro con cifras.]',
  );
  hint('Usa dos o tres palabras de la oferta a la que postulas: muchos filtros ATS las buscan.');

  w.section('Formación académica');
  w.entry('[Carrera] — [Universidad o instituto]', '[Año de ingreso] – [Año de egreso previsto]');
  w.paragraph('[Orden de mérito, si estás en el quinto o tercio superior] · [3 cursos relacionados con el puesto]');

  w.section('Experiencia');
  w.entry('[Puesto] — [Empresa, proyecto o emprendimiento]', '[Mes año] – [Mes año o Actualidad]');
  w.bullets([
    '[Verbo en pasado + qué hiciste + resultado con cifra: «Reduje en 12 % el tiempo de…».]',
    '[Una herramienta o método que usaste y para qué.]',
  ]);
  hint(
    '¿Sin experiencia laboral? Pon aquí tus proyectos de curso, concursos, voluntariados o el negocio familiar: cuentan si dices qué lograste.',
  );

  w.section('Proyectos y actividades');
  w.entry('[Nombre del proyecto o actividad] — [Curso, universidad u organización]', '[Año]');
  w.bullets(['[Qué problema resolviste, tu rol y el resultado.]']);

  w.section('Certificaciones y cursos');
  w.bullets(['[Nombre del curso o certificación] — [Institución], [año]']);

  w.section('Herramientas e idiomas');
  w.paragraph('[Herramienta (nivel)] · [Herramienta (nivel)] · [Idioma (nivel, por ejemplo B1)]');
  hint('Indica el nivel real: en la entrevista te lo pueden pedir en una prueba.');

  w.box('Antes de enviarlo', [
    'Una sola página, letra de 10 a 11 puntos y márgenes de al menos 2 cm.',
    'Guárdalo en PDF con un nombre claro: Nombre-Apellido-CV.pdf.',
    'Sin foto, DNI, estado civil ni fecha de nacimiento, salvo que la oferta los pida.',
    'Un correo profesional (tu nombre y apellido), no el de cuando estabas en el colegio.',
    'Revisa la ortografía y que las fechas estén en el mismo formato en todo el CV.',
  ]);

  w.newPage();
  w.heading(
    'Ejemplo completo',
    'Estudiante de Ingeniería Industrial',
    'El mismo esquema lleno, tal como lo enviaría un estudiante de VIII ciclo.',
  );
  w.doc.y += 4;
  w.paragraph('MATEO RAMÍREZ CCAHUANA', { font: FONT.bold, size: 16 });
  w.paragraph('Ingeniería Industrial · Universidad Nacional de San Agustín de Arequipa · Estudiante de VIII ciclo', {
    font: FONT.bold,
    color: COLOR.brand,
    size: 10.5,
  });
  w.paragraph('Cayma, Arequipa · mateo.ramirez.c@gmail.com · 987 123 456 · linkedin.com/in/mateo-ramirez-c', { color: COLOR.muted });

  w.section('Perfil');
  w.paragraph(
    'Estudiante de VIII ciclo de Ingeniería Industrial, del quinto superior, interesado en planeamiento de la producción, logística y mejora continua. Manejo Excel avanzado y Power BI; en mis prácticas de verano reduje en 12 % el tiempo de preparación de pedidos. Busco prácticas preprofesionales en operaciones o logística.',
  );

  w.section('Formación académica');
  w.entry('Ingeniería Industrial — Universidad Nacional de San Agustín de Arequipa', `${year - 3} – ${year + 1} (previsto)`);
  w.paragraph('Quinto superior · Cursos: Investigación de Operaciones, Gestión de la Producción, Ingeniería de Métodos, Logística.');

  w.section('Experiencia');
  w.entry(
    'Practicante de Operaciones (prácticas de verano)',
    `Enero ${year - 1} – Marzo ${year - 1}`,
    'Distribuidora Sur Andina S.A.C., Arequipa',
  );
  w.bullets([
    'Levanté los tiempos de la zona de picking y propuse un nuevo orden de ubicaciones que redujo en 12 % el tiempo de preparación de pedidos.',
    'Armé en Power BI un tablero semanal de OTIF y exactitud de inventario que hoy usa la reunión de operaciones.',
    'Apoyé la implementación de 5S en el almacén de insumos y sus tres auditorías mensuales.',
  ]);

  w.section('Proyectos y actividades');
  w.entry('Balance de línea en una panadería artesanal', `${year - 1}`, 'Curso de Ingeniería de Métodos, UNSA');
  w.bullets([
    'Estudio de tiempos de seis estaciones; la propuesta subió la producción de 420 a 500 panes por hora sin personal adicional.',
  ]);
  w.entry('Voluntario de logística', `${year - 2}`, 'TECHO Perú, Cerro Colorado');
  w.bullets(['Coordiné el abastecimiento de materiales para construir cuatro viviendas de emergencia en dos fines de semana.']);

  w.section('Certificaciones y cursos');
  w.bullets([`Lean Six Sigma White Belt — ${year - 1}`, `Análisis de datos con Power BI (curso en línea, 40 horas) — ${year - 1}`]);

  w.section('Herramientas e idiomas');
  w.paragraph(
    'Excel (avanzado: tablas dinámicas, BUSCARX, Solver) · Power BI (intermedio) · AutoCAD (intermedio) · SAP MM (básico) · Inglés (intermedio, B1) · Quechua (básico)',
  );
  return w.end();
}

/** "Guía: carta de presentación en 5 párrafos": the structure with sample sentences, an example and a checklist. */
export function cartaPresentacionPdf(titulo: string, now: Date): Promise<Buffer> {
  const year = limaYear(now);
  const w = new Writer(titulo, 'Estructura, frases de ejemplo y lista de comprobación de una carta de presentación');
  w.heading(
    'PractiPerú · Guía',
    titulo,
    'Una carta de presentación para prácticas cabe en una página: cinco párrafos de 3 a 5 líneas. No repite tu CV: explica por qué postulas a ese puesto y qué aportas, con un ejemplo.',
  );

  const parrafos: [string, string, string[]][] = [
    [
      '1. Saludo y motivo',
      'Dirígete a una persona (búscala en la oferta o en LinkedIn) y di a qué puesto postulas y dónde viste la convocatoria.',
      [
        'Estimada señora Rojas: le escribo para postular al puesto de Practicante de Mejora Continua publicado en PractiPerú.',
        'Me entusiasmó leer que su equipo busca un practicante para proyectos de 5S y medición de indicadores.',
      ],
    ],
    [
      '2. Quién eres',
      'Tu carrera, tu ciclo o condición y tu universidad, más una línea sobre lo que te interesa del área.',
      [
        'Soy estudiante de VIII ciclo de Ingeniería Industrial en la UNSA, del quinto superior.',
        'Desde el curso de Ingeniería de Métodos me interesa cómo pequeños cambios en un proceso ahorran horas de trabajo.',
      ],
    ],
    [
      '3. Qué aportas',
      'Uno o dos ejemplos concretos con resultados, relacionados con los requisitos de la oferta. Es el párrafo más importante.',
      [
        'En mis prácticas de verano reduje en 12 % el tiempo de preparación de pedidos reordenando la zona de picking.',
        'Manejo Excel avanzado y Power BI: armé el tablero de OTIF que hoy usa la reunión semanal de operaciones.',
      ],
    ],
    [
      '4. Por qué esa empresa',
      'Un dato real de la empresa (sus almacenes, un proyecto, sus valores) y cómo encaja con lo que buscas aprender.',
      [
        'Sé que Andina Logística abrió un nuevo almacén en Cerro Colorado y me gustaría aprender cómo estandarizan su operación.',
        'Valoro que formen practicantes desde hace más de diez años: busco un lugar donde aprender con un tutor.',
      ],
    ],
    [
      '5. Cierre y disponibilidad',
      'Pide la entrevista, di desde cuándo y en qué horario puedes practicar, y despídete con tus datos de contacto.',
      [
        'Puedo empezar el 1 de marzo, de lunes a viernes en horario de mañana; mi universidad firma el convenio de prácticas.',
        'Quedo atento a la posibilidad de conversar en una entrevista. Atentamente, Mateo Ramírez Ccahuana · 987 123 456.',
      ],
    ],
  ];
  for (const [title, what, examples] of parrafos) {
    w.section(title, 8);
    w.paragraph(what, { gap: 2 });
    w.paragraph('Frases de ejemplo:', { font: FONT.bold, size: 9, color: COLOR.muted, gap: 1 });
    w.bullets(
      examples.map((e) => `«${e}»`),
      9,
    );
  }

  w.newPage();
  w.heading('Ejemplo completo', 'Carta para Practicante de Mejora Continua', 'Los cinco párrafos juntos, en una página y sin relleno.');
  w.doc.y += 6;
  const carta = [
    `Arequipa, 10 de febrero de ${year}`,
    'Señora Carmen Rojas\nJefa de Talento Humano, Andina Logística S.A.C.',
    'Estimada señora Rojas:',
    'Le escribo para postular al puesto de Practicante de Mejora Continua que su empresa publicó en PractiPerú. Me entusiasmó leer que el practicante acompañará proyectos de 5S y el seguimiento de indicadores del almacén de Cerro Colorado.',
    'Soy estudiante de VIII ciclo de Ingeniería Industrial en la Universidad Nacional de San Agustín de Arequipa y pertenezco al quinto superior. Desde el curso de Ingeniería de Métodos me interesa cómo los cambios pequeños en un proceso ahorran horas de trabajo.',
    'En mis prácticas de verano en una distribuidora de consumo masivo levanté los tiempos de la zona de picking y propuse un nuevo orden de ubicaciones que redujo en 12 % el tiempo de preparación de pedidos. También armé en Power BI el tablero de OTIF y exactitud de inventario que hoy revisa la reunión semanal de operaciones.',
    'Sé que Andina Logística forma practicantes desde hace años y que está estandarizando su operación en el sur del país. Me gustaría aprender de su equipo y aportar con medición y análisis de datos desde el primer mes.',
    'Puedo empezar el 1 de marzo, de lunes a viernes en horario de mañana, y mi universidad firma el convenio de prácticas preprofesionales. Quedo atento a la posibilidad de conversar en una entrevista.',
    'Atentamente,\nMateo Ramírez Ccahuana\n987 123 456 · mateo.ramirez.c@gmail.com',
  ];
  for (const text of carta) w.paragraph(text, { size: 10, gap: 7 });

  w.section('Lista de comprobación antes de enviar', 8);
  w.checklist([
    'Está dirigida a una persona o al área correcta, no «a quien corresponda».',
    'Menciona el nombre exacto del puesto y dónde viste la oferta.',
    'Cabe en una página y cada párrafo tiene de 3 a 5 líneas.',
    'Incluye al menos un logro con cifras, relacionado con los requisitos.',
    'Usa dos o tres palabras clave de la oferta, las mismas que en tu CV.',
    'Dice por qué esa empresa, con un dato concreto de ella.',
    'Indica tu disponibilidad: fecha de inicio, horario y si tu universidad firma el convenio.',
    'Sin faltas de ortografía: léela en voz alta o pide a alguien que la revise.',
    'Guardada en PDF como Nombre-Apellido-Carta.pdf, con el mismo correo y celular que tu CV.',
  ]);
  return w.end();
}
