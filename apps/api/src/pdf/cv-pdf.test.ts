/** The CV PDF itself: what a recruiter reads in it, in Spanish, on A4, whatever the applicant typed. */
import type { PostulanteProfileFull } from '@practiperu/shared/cv';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../test/helpers.ts';
import { pdfText, periodo, renderCvPdf, type CvPdfInput } from './cv-pdf.ts';

const HAS_PDFTOTEXT = existsSync('/usr/bin/pdftotext');
if (!HAS_PDFTOTEXT) console.warn('pdftotext no está instalado (poppler-utils): se omiten las lecturas del texto del PDF');

function text(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
}
function pages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

const empty: PostulanteProfileFull = {
  nombres: 'Lucía',
  apellidos: 'Quispe Mamani',
  foto: null,
  dni: null,
  sexo: null,
  fecha_nacimiento: null,
  licencia_conducir: null,
  estado_estudios: null,
  tipo_carrera: null,
  id_inst_educativa: null,
  inst_educativa_nombre: null,
  id_carrera_actual: null,
  carrera_actual: null,
  claves: null,
  ciclo_actual: 0,
  fecha_ingreso: null,
  fecha_egreso: null,
  orden_merito: 0,
  resumen_profesional: null,
  id_region: null,
  region: null,
  provincia: null,
  distrito: null,
  whatsapp: null,
  correo_contacto: null,
  redes_sociales: [],
  habilidades: [],
  logros: [],
  conocimientos: [],
  idiomas: [],
  formacion_complementaria: [],
  experiencia_laboral: [],
  voluntariados: [],
  proyectos: [],
};

const lucia: CvPdfInput = {
  ...empty,
  dni: '72345678',
  sexo: 0,
  fecha_nacimiento: '2003-05-14',
  licencia_conducir: 0,
  estado_estudios: 0,
  tipo_carrera: 1,
  inst_educativa_nombre: 'Universidad Nacional de San Agustín de Arequipa',
  carrera_actual: 'Ingeniería Industrial',
  ciclo_actual: 4,
  fecha_ingreso: '2022-01-01',
  fecha_egreso: '2027-01-01',
  resumen_profesional: 'Estudiante de Ingeniería Industrial con interés en mejora continua y logística.',
  region: 'Arequipa',
  provincia: 'Arequipa',
  distrito: 'Cayma',
  whatsapp: '987654321',
  correo_contacto: 'lucia.quispe@unsa.edu.pe',
  redes_sociales: [{ name: 'LinkedIn', value: 'https://www.linkedin.com/in/lucia-quispe-mamani' }],
  habilidades: [
    { id: 1, name: 'Trabajo en equipo' },
    { id: 2, name: 'Liderazgo' },
  ],
  conocimientos: [{ id: 1, nombre: 'Microsoft Excel', nivel: 'avanzado' }],
  idiomas: [{ id: 1, nombre: 'Inglés', nivel: 'intermedio' }],
  logros: [{ id: 1, descripcion: 'Primer puesto en el Concurso de Innovación Industrial', fecha: '2024-10-15' }],
  formacion_complementaria: [
    { id: 1, tipo: null, inst_educativa: 'Coursera', fecha_inicio: '2025-09-01', descripcion: 'Google Data Analytics' },
  ],
  experiencia_laboral: [
    {
      id: 1,
      nombre_empresa: 'Corporación Aceros Arequipa S.A.',
      puesto: 'Practicante de Planeamiento',
      funciones: 'Seguimiento del plan de producción y reportes de eficiencia en Power BI.',
      fecha_inicio: '2025-09-01',
      fecha_salida: null,
      sigo_aqui: 1,
    },
  ],
  proyectos: [
    {
      id: 2,
      tipo: 'Proyecto',
      nombre_empresa: 'UNSA',
      nombre_proyecto: 'Clasificador de residuos sólidos',
      puesto: 'Fundadora',
      funciones: 'Diseño del prototipo.',
      descripcion: 'Diseño del prototipo.',
      fecha_inicio: '2024-04-01',
      fecha_salida: '2024-12-01',
      sigo_aqui: 0,
    },
    {
      id: 3,
      tipo: 'Proyecto',
      nombre_empresa: 'Municipalidad de Cayma',
      nombre_proyecto: null,
      puesto: 'Ponente en la feria de emprendimiento',
      funciones: 'Presentación de un plan de reciclaje.',
      descripcion: 'Presentación de un plan de reciclaje.',
      fecha_inicio: '2023-05-01',
      fecha_salida: '2023-05-01',
      sigo_aqui: 0,
    },
  ],
  voluntariados: [
    {
      id: 4,
      tipo: 'Voluntariado',
      nombre_empresa: 'TECHO Perú',
      nombre_proyecto: null,
      puesto: 'Voluntaria de construcción',
      funciones: 'Construcción de viviendas de emergencia.',
      descripcion: 'Construcción de viviendas de emergencia.',
      fecha_inicio: '2023-07-01',
      fecha_salida: '2023-08-01',
      sigo_aqui: 0,
    },
  ],
  photo: pngImage(96, 96),
  orden_merito_nombre: 'Quinto superior',
  generado: new Date('2026-09-15T17:00:00Z'),
};

describe('the CV PDF', () => {
  it('is an A4 PDF of one page with every filled section, in Spanish, its text extractable', async () => {
    const pdf = await renderCvPdf(lucia);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    if (!HAS_PDFTOTEXT) return;
    const content = text(pdf);
    for (const expected of [
      'Lucía Quispe Mamani',
      'Ingeniería Industrial',
      'Universidad Nacional de San Agustín de Arequipa · Estudiante · VIII ciclo',
      'lucia.quispe@unsa.edu.pe',
      '+51 987 654 321',
      'Cayma, Arequipa, Arequipa',
      'DNI 72345678',
      'Fecha de nacimiento: 14 de mayo de 2003',
      'LinkedIn: https://www.linkedin.com/in/lucia-quispe-mamani',
      'PERFIL PROFESIONAL',
      'FORMACIÓN ACADÉMICA',
      '2022 – 2027 (previsto)',
      'Orden de mérito: Quinto superior',
      'EXPERIENCIA LABORAL',
      'Practicante de Planeamiento',
      'Setiembre 2025 – Actualidad',
      'PROYECTOS',
      'Clasificador de residuos sólidos',
      'Fundadora · UNSA',
      'Abril 2024 – Diciembre 2024',
      'VOLUNTARIADO',
      'TECHO Perú',
      'CERTIFICACIONES',
      'Otros · Coursera',
      'LOGROS',
      'Octubre 2024',
      'COMPETENCIAS',
      'Microsoft Excel (avanzado)',
      'Inglés (intermedio)',
      'Trabajo en equipo',
      'CV generado en PractiPerú el 15 de setiembre de 2026',
      'Página 1 de 1',
    ])
      expect(content, expected).toContain(expected);
    // A project without a name shows its position as the name.
    expect(content).toMatch(/Ponente en la feria de emprendimiento\s+Mayo 2023 – Mayo 2023/);
  });

  it('names the study type by the career: an institute’s career is «Carrera técnica», with its own cycles', async () => {
    const tecnico = {
      ...lucia,
      tipo_carrera: 0,
      inst_educativa_nombre: 'SENATI',
      carrera_actual: 'Mecánica de Mantenimiento',
      ciclo_actual: 2,
      fecha_egreso: '2026-01-01',
    };
    if (!HAS_PDFTOTEXT) return;
    const content = text(await renderCvPdf(tecnico));
    expect(content).toContain('SENATI · Carrera técnica');
    expect(content).toContain('SENATI · Estudiante · IV ciclo');
    expect(content).not.toMatch(/universitari/i);
    const egresado = text(await renderCvPdf({ ...tecnico, estado_estudios: 1, ciclo_actual: 0 }));
    expect(egresado).toContain('SENATI · Carrera técnica');
    expect(egresado).not.toMatch(/universitari/i);
    expect(text(await renderCvPdf(lucia))).toContain('Universidad Nacional de San Agustín de Arequipa · Carrera universitaria');
  });

  it('leaves out empty sections and the personal data when asked', async () => {
    const pdf = await renderCvPdf({ ...lucia, logros: [], voluntariados: [], datosPersonales: false });
    if (!HAS_PDFTOTEXT) return;
    const content = text(pdf);
    expect(content).not.toContain('LOGROS');
    expect(content).not.toContain('VOLUNTARIADO');
    expect(content).not.toContain('72345678');
    expect(content).toContain('PROYECTOS');
  });

  it('the copy a company downloads keeps the DNI and the licence, never the birth date nor the sex', async () => {
    const pdf = await renderCvPdf({ ...lucia, sexo: 0, licencia_conducir: 1, paraEmpresa: true });
    if (!HAS_PDFTOTEXT) return;
    const content = text(pdf);
    expect(content).toContain('DNI 72345678');
    expect(content).toContain('Licencia de conducir');
    expect(content).not.toContain('Fecha de nacimiento');
    expect(content).not.toContain('14 de mayo de 2003');
    expect(content).not.toMatch(/Femenino|Masculino/);
    expect(text(await renderCvPdf({ ...lucia, sexo: 0 }))).toMatch(/Femenino/);
  });

  it('an empty profile, an unreadable photo and characters the fonts lack still give a CV', async () => {
    const pdf = await renderCvPdf({
      ...empty,
      nombres: 'Zoë 👩‍💻',
      apellidos: 'Łukasiewicz Ñañez',
      resumen_profesional: 'Me gusta el café ☕ y el ajedrez ♞.',
      photo: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('roto')]),
      orden_merito_nombre: null,
      generado: new Date(),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!HAS_PDFTOTEXT) return;
    const content = text(pdf);
    expect(content).toContain('Zoë Lukasiewicz Ñañez');
    expect(content).toContain('Me gusta el café y el ajedrez .');
  });

  it('a long CV flows onto more pages, each numbered', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...lucia.experiencia_laboral[0]!, id: i, puesto: `Puesto ${i + 1}` }));
    const pdf = await renderCvPdf({ ...lucia, experiencia_laboral: many });
    const count = pages(pdf);
    expect(count).toBeGreaterThan(2);
    if (!HAS_PDFTOTEXT) return;
    const content = text(pdf);
    expect(content).toContain(`Página ${count} de ${count}`);
    expect(content).toContain('Puesto 30');
  });
});

/** The text of each page (pdftotext -layout), footer left out, blank lines dropped. */
function pageLines(pdf: Buffer): string[][] {
  return text(pdf)
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('CV generado en PractiPerú')),
    )
    .filter((lines) => lines.length > 0);
}

const HEADINGS = [
  'PERFIL PROFESIONAL',
  'FORMACIÓN ACADÉMICA',
  'EXPERIENCIA LABORAL',
  'PROYECTOS',
  'VOLUNTARIADO',
  'CERTIFICACIONES',
  'LOGROS',
  'COMPETENCIAS',
];

/**
 * Keep-with-next, read from the PDF itself: no page ends with a section title, and every entry's title shares its
 * page with the line under it (subtitle or first line of the description). `pairs` are [title, next line] to check.
 */
function expectNoOrphans(pdf: Buffer, pairs: [string, string][], label: string) {
  const pagesText = pageLines(pdf);
  pagesText.forEach((lines, i) => {
    const last = lines[lines.length - 1] ?? '';
    expect(HEADINGS, `${label}: la página ${i + 1} termina con el título «${last}»`).not.toContain(last);
  });
  const pageOf = (fragment: string) => pagesText.findIndex((lines) => lines.some((line) => line.includes(fragment)));
  for (const [title, next] of pairs) {
    expect(pageOf(title), `${label}: «${title}» no aparece`).toBeGreaterThanOrEqual(0);
    expect(pageOf(next), `${label}: «${title}» queda separado de «${next}»`).toBe(pageOf(title));
  }
}

/** Like the demo applicant's CV (its COMPETENCIAS title was once left alone at the foot of page 1). */
const typical: CvPdfInput = {
  ...lucia,
  resumen_profesional:
    'Estudiante de VIII ciclo de Ingeniería Industrial en la UNSA, del quinto superior. Me interesan la mejora continua, el planeamiento de la producción y la logística. Manejo Excel y Power BI para el análisis de indicadores y busco prácticas preprofesionales donde aportar con datos y trabajo en equipo.',
  conocimientos: ['Microsoft Excel', 'Power BI', 'AutoCAD', 'Microsoft Project', 'Lean Six Sigma', 'SAP ERP'].map((nombre, i) => ({
    id: i + 1,
    nombre,
    nivel: 'intermedio',
  })),
  idiomas: [
    { id: 1, nombre: 'Inglés', nivel: 'intermedio' },
    { id: 2, nombre: 'Quechua', nivel: 'básico' },
  ],
  habilidades: ['Trabajo en equipo', 'Comunicación efectiva', 'Resolución de problemas', 'Orientación a resultados', 'Liderazgo'].map(
    (name, i) => ({ id: i + 1, name }),
  ),
  logros: [
    {
      id: 1,
      descripcion: 'Primer puesto en el Concurso de Innovación Industrial de la Facultad de Ingeniería de Producción y Servicios',
      fecha: '2024-10-15',
    },
  ],
};

describe('page breaks of the CV PDF (keep-with-next)', () => {
  it.skipIf(!HAS_PDFTOTEXT)('no section title ends a page and no entry title is cut from its first line, whatever the length', async () => {
    // The same CVs with summaries of growing length: the page break falls at every possible place.
    const entryPairs = (cv: CvPdfInput): [string, string][] => [
      ...cv.experiencia_laboral.map((e): [string, string] => [e.puesto, e.nombre_empresa]),
      ...cv.formacion_complementaria.map((f): [string, string] => [f.descripcion, f.inst_educativa]),
    ];
    const experiencias = Array.from({ length: 6 }, (_, i) => ({
      ...lucia.experiencia_laboral[0]!,
      id: 100 + i,
      puesto: `Practicante número ${i + 1}`,
      nombre_empresa: `Empresa número ${i + 1} S.A.C.`,
      funciones: 'Seguimiento del plan de producción, reportes de eficiencia en Power BI y apoyo en la mejora de procesos. '.repeat(2),
    }));
    const cases: [string, CvPdfInput][] = [
      ['corto', lucia],
      ['típico', typical],
    ];
    for (let n = 0; n <= 60; n += 5) {
      const resumen = `${typical.resumen_profesional} ${'Aprendo rápido y trabajo con orden. '.repeat(n)}`;
      cases.push([`típico + ${n}`, { ...typical, resumen_profesional: resumen }]);
      cases.push([`largo + ${n}`, { ...typical, resumen_profesional: resumen, experiencia_laboral: experiencias }]);
    }
    for (const [label, cv] of cases) expectNoOrphans(await renderCvPdf(cv), entryPairs(cv), label);
  });

  it.skipIf(!HAS_PDFTOTEXT)('the competencies keep their title on the page where their columns are', async () => {
    for (let n = 0; n <= 40; n += 4) {
      const pdf = await renderCvPdf({
        ...typical,
        resumen_profesional: `${typical.resumen_profesional} ${'Más texto de relleno. '.repeat(n * 4)}`,
      });
      const pagesText = pageLines(pdf);
      const heading = pagesText.findIndex((lines) => lines.includes('COMPETENCIAS'));
      const column = pagesText.findIndex((lines) => lines.some((line) => line.startsWith('Conocimientos')));
      expect(heading, `relleno ${n}`).toBe(column);
    }
  });
});

/** Every text line of the PDF with its page and left edge (pdftotext -bbox-layout). */
function boxedLines(pdf: Buffer): { page: number; x: number; text: string }[] {
  const html = execFileSync('pdftotext', ['-bbox-layout', '-', '-'], { input: pdf }).toString();
  const out: { page: number; x: number; text: string }[] = [];
  html
    .split('<page ')
    .slice(1)
    .forEach((page, i) => {
      for (const [, x, inner] of page.matchAll(/<line xMin="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g))
        out.push({ page: i, x: Number(x), text: [...inner!.matchAll(/>([^<]*)<\/word>/g)].map((w) => w[1]).join(' ') });
    });
  return out;
}

describe('lists and paragraphs across lines and pages', () => {
  it.skipIf(!HAS_PDFTOTEXT)('a wrapped list line continues under its text, not under its bullet', async () => {
    const pdf = await renderCvPdf({
      ...lucia,
      conocimientos: [{ id: 1, nombre: 'Gestión de inventarios con herramientas de planeamiento avanzado', nivel: 'avanzado' }],
      experiencia_laboral: [
        {
          ...lucia.experiencia_laboral[0]!,
          funciones:
            'Mis tareas:\n- Seguimiento diario del plan de producción de la planta y elaboración de reportes de eficiencia para la gerencia de operaciones\n- Apoyo en inventarios',
        },
      ],
    });
    const lines = boxedLines(pdf);
    const first = lines.find((l) => l.text.startsWith('- Seguimiento'));
    const wrapped = lines[lines.indexOf(first!) + 1];
    expect(first, 'la línea de lista no aparece').toBeDefined();
    // The continuation starts where the item's text starts, to the right of the dash.
    expect(wrapped!.x).toBeGreaterThan(first!.x + 4);
    const second = lines.find((l) => l.text.startsWith('- Apoyo'));
    expect(second!.x).toBeCloseTo(first!.x, 0);
    const bullet = lines.find((l) => l.text.includes('Gestión de inventarios'));
    const after = lines[lines.indexOf(bullet!) + 1];
    expect(after!.text).not.toMatch(/^•/);
    expect(after!.x).toBeGreaterThan(bullet!.x + 4);
  });

  it.skipIf(!HAS_PDFTOTEXT)('a long summary never leaves a single line alone at the top or the foot of a page', async () => {
    // Summaries one line longer each time: the page break falls after every line of the paragraph.
    for (let n = 900; n <= 1400; n += 20) {
      const pdf = await renderCvPdf({ ...lucia, resumen_profesional: 'zeta '.repeat(n).trim() });
      const lines = boxedLines(pdf).filter((l) => /^zeta( zeta)*$/.test(l.text));
      const perPage = new Map<number, number>();
      for (const l of lines) perPage.set(l.page, (perPage.get(l.page) ?? 0) + 1);
      for (const [page, count] of perPage)
        expect(count, `${n} palabras: página ${page + 1} con una sola línea del perfil`).toBeGreaterThan(1);
    }
  });
});

describe('text helpers of the PDF', () => {
  it('keeps Spanish text and drops what Helvetica cannot draw', () => {
    expect(pdfText('Ñandú, ¿qué tal? ¡Año 2025 – “bien”!')).toBe('Ñandú, ¿qué tal? ¡Año 2025 – “bien”!');
    expect(pdfText('Gdańsk 🚀 naïve \r\nlínea de Łódź')).toBe('Gdansk naïve\nlínea de Lódz');
  });

  it('writes periods with Peruvian month names', () => {
    expect(periodo('2024-09-01', '2025-02-01', 0)).toBe('Setiembre 2024 – Febrero 2025');
    expect(periodo('2024-09-01', null, 1)).toBe('Setiembre 2024 – Actualidad');
    expect(periodo('2024-01-01', '2024-12-01', 1)).toBe('Enero 2024 – Actualidad');
  });
});
