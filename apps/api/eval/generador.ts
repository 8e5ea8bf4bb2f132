/**
 * The assistant's evaluation pool (docs/assistant-ranking.md "Evaluation"): a deterministic set of applicants with
 * CVs, generated from a seed, whose facts (career, level, cycle, place, knowledge, languages, experience areas,
 * interests) are known here, so each request of consultas.ts has a correct answer computed from these facts and never
 * from the ranker.
 */
import type { Nivel } from '@practiperu/shared/cv';

/** A small deterministic PRNG (mulberry32): the same seed, the same pool, on every machine. */
export function azar(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entre = (a: number, b: number) => a + Math.floor(next() * (b - a + 1));
  const uno = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const pesado = <T>(xs: readonly (readonly [T, number])[]): T => {
    const total = xs.reduce((s2, [, w]) => s2 + w, 0);
    let r = next() * total;
    for (const [x, w] of xs) {
      r -= w;
      if (r < 0) return x;
    }
    return xs[xs.length - 1]![0];
  };
  return { next, entre, uno, pesado };
}

export type AreaExperiencia =
  'logistica' | 'ventas' | 'contabilidad' | 'marketing' | 'soporte' | 'rrhh' | 'obra' | 'produccion' | 'atencion' | 'legal';

/** Work experiences as people write them: the area is the generator's truth, the text is what gets searched. */
export const EXPERIENCIAS: Record<AreaExperiencia, { puesto: string; funciones: string; empresa: string }[]> = {
  logistica: [
    {
      puesto: 'Asistente de logística',
      funciones: 'Control de inventarios, recepción y despacho de mercadería en almacén.',
      empresa: 'Distribuidora del Sur S.A.C.',
    },
    {
      puesto: 'Practicante de almacén',
      funciones: 'Kardex, inventarios cíclicos y coordinación de la distribución a tiendas.',
      empresa: 'Ransa Comercial S.A.',
    },
  ],
  ventas: [
    {
      puesto: 'Ejecutivo de ventas',
      funciones: 'Prospección de clientes, cotizaciones y cierre de ventas corporativas.',
      empresa: 'Comercial Andina S.A.C.',
    },
    {
      puesto: 'Promotor de ventas',
      funciones: 'Venta directa en tienda y cumplimiento de cuotas mensuales.',
      empresa: 'Tiendas Perú S.A.',
    },
  ],
  contabilidad: [
    {
      puesto: 'Asistente contable',
      funciones: 'Registro de compras y ventas, conciliaciones bancarias y declaraciones mensuales.',
      empresa: 'Estudio Contable Quispe',
    },
    {
      puesto: 'Practicante de contabilidad',
      funciones: 'Análisis de cuentas, provisiones y apoyo en el cierre contable.',
      empresa: 'Grupo Inca S.A.',
    },
  ],
  marketing: [
    {
      puesto: 'Asistente de marketing digital',
      funciones: 'Campañas en redes sociales, métricas y contenidos para la marca.',
      empresa: 'Agencia Creativa Lima',
    },
    {
      puesto: 'Practicante de marketing',
      funciones: 'Estudios de mercado y apoyo en el lanzamiento de productos.',
      empresa: 'Alicorp S.A.A.',
    },
  ],
  soporte: [
    {
      puesto: 'Practicante de soporte técnico',
      funciones: 'Mantenimiento de equipos e incidencias de usuarios en mesa de ayuda.',
      empresa: 'Servicios TI Perú',
    },
    {
      puesto: 'Técnico de soporte',
      funciones: 'Instalación de software, redes y atención de tickets.',
      empresa: 'Municipalidad Provincial',
    },
  ],
  rrhh: [
    {
      puesto: 'Asistente de recursos humanos',
      funciones: 'Reclutamiento, selección y elaboración de planillas.',
      empresa: 'Consultora Talento S.A.C.',
    },
    {
      puesto: 'Practicante de gestión humana',
      funciones: 'Procesos de selección, inducción y clima laboral.',
      empresa: 'Minera Los Andes S.A.',
    },
  ],
  obra: [
    {
      puesto: 'Asistente de obra',
      funciones: 'Supervisión de partidas, metrados y valorizaciones en obra de edificación.',
      empresa: 'Constructora Misti S.A.C.',
    },
    {
      puesto: 'Practicante de residencia de obra',
      funciones: 'Control de avance, cuaderno de obra y topografía.',
      empresa: 'Graña y Montero',
    },
  ],
  produccion: [
    {
      puesto: 'Practicante de producción',
      funciones: 'Control de calidad y mejora continua en la línea de envasado de planta.',
      empresa: 'Gloria S.A.',
    },
    {
      puesto: 'Asistente de planeamiento de producción',
      funciones: 'Programación de la producción y control de mermas.',
      empresa: 'Textil del Valle',
    },
  ],
  atencion: [
    {
      puesto: 'Asesor de atención al cliente',
      funciones: 'Atención telefónica, reclamos y seguimiento de solicitudes.',
      empresa: 'Telefónica del Perú',
    },
  ],
  legal: [
    {
      puesto: 'Asistente legal',
      funciones: 'Redacción de escritos y seguimiento de expedientes judiciales.',
      empresa: 'Estudio Rodríguez Abogados',
    },
    { puesto: 'Practicante de derecho', funciones: 'Revisión de contratos y apoyo en procesos laborales.', empresa: 'Estudio Benites' },
  ],
};

export type Interes =
  'minería' | 'sostenibilidad' | 'finanzas' | 'investigación' | 'emprendimiento' | 'robótica' | 'educación' | 'energía renovable';
export const INTERESES: Interes[] = [
  'minería',
  'sostenibilidad',
  'finanzas',
  'investigación',
  'emprendimiento',
  'robótica',
  'educación',
  'energía renovable',
];

interface CarreraPool {
  nombre: string;
  tipo: 0 | 1;
  peso: number;
  conocimientos: string[];
  areas: AreaExperiencia[];
}

export const CARRERAS_POOL: CarreraPool[] = [
  {
    nombre: 'Ingeniería Industrial',
    tipo: 1,
    peso: 10,
    conocimientos: ['Microsoft Excel', 'Power BI', 'SAP ERP', 'AutoCAD', 'Minitab', 'Lean Six Sigma', 'Microsoft Project'],
    areas: ['logistica', 'produccion', 'ventas'],
  },
  {
    nombre: 'Ingeniería de Sistemas',
    tipo: 1,
    peso: 8,
    conocimientos: ['SQL', 'Python', 'Java', 'JavaScript', 'Git y GitHub', 'Power BI', 'Linux'],
    areas: ['soporte', 'atencion'],
  },
  {
    nombre: 'Ingeniería de Sistemas e Informática',
    tipo: 1,
    peso: 3,
    conocimientos: ['SQL', 'Python', 'Java', 'Git y GitHub', 'Docker'],
    areas: ['soporte'],
  },
  {
    nombre: 'Contabilidad',
    tipo: 1,
    peso: 8,
    conocimientos: ['Microsoft Excel', 'CONCAR', 'SISCONT', 'NIIF', 'Tributación peruana', 'PLAME'],
    areas: ['contabilidad', 'ventas'],
  },
  {
    nombre: 'Contabilidad y Finanzas',
    tipo: 1,
    peso: 3,
    conocimientos: ['Microsoft Excel', 'NIIF', 'SAP ERP', 'Power BI'],
    areas: ['contabilidad'],
  },
  {
    nombre: 'Administración de Empresas',
    tipo: 1,
    peso: 7,
    conocimientos: ['Microsoft Excel', 'Power BI', 'Microsoft Word', 'SAP ERP', 'Gestión de inventarios'],
    areas: ['ventas', 'rrhh', 'logistica', 'atencion'],
  },
  {
    nombre: 'Administración',
    tipo: 1,
    peso: 4,
    conocimientos: ['Microsoft Excel', 'Microsoft Word', 'Power BI'],
    areas: ['rrhh', 'ventas', 'atencion'],
  },
  {
    nombre: 'Derecho',
    tipo: 1,
    peso: 6,
    conocimientos: ['Microsoft Word', 'Derecho laboral', 'Derecho civil', 'Redacción de contratos'],
    areas: ['legal', 'atencion'],
  },
  {
    nombre: 'Economía',
    tipo: 1,
    peso: 5,
    conocimientos: ['Microsoft Excel', 'Stata', 'Power BI', 'Python', 'IBM SPSS'],
    areas: ['ventas', 'contabilidad'],
  },
  {
    nombre: 'Ingeniería Civil',
    tipo: 1,
    peso: 6,
    conocimientos: ['AutoCAD', 'AutoCAD Civil 3D', 'Revit', 'S10 Costos y Presupuestos', 'Microsoft Excel', 'ETABS'],
    areas: ['obra'],
  },
  {
    nombre: 'Marketing',
    tipo: 1,
    peso: 4,
    conocimientos: ['Canva', 'Adobe Photoshop', 'Google Ads', 'Marketing digital', 'Gestión de redes sociales'],
    areas: ['marketing', 'ventas'],
  },
  {
    nombre: 'Psicología',
    tipo: 1,
    peso: 4,
    conocimientos: ['IBM SPSS', 'Microsoft Excel', 'Reclutamiento y selección'],
    areas: ['rrhh', 'atencion'],
  },
  {
    nombre: 'Ingeniería Ambiental',
    tipo: 1,
    peso: 3,
    conocimientos: ['ArcGIS', 'AutoCAD', 'ISO 14001', 'Microsoft Excel'],
    areas: ['produccion'],
  },
  {
    nombre: 'Ciencias de la Comunicación',
    tipo: 1,
    peso: 3,
    conocimientos: ['Canva', 'Adobe Premiere Pro', 'Gestión de redes sociales', 'Adobe Photoshop'],
    areas: ['marketing'],
  },
  {
    nombre: 'Computación e Informática',
    tipo: 0,
    peso: 5,
    conocimientos: ['SQL', 'Microsoft Excel', 'JavaScript', 'Soporte técnico de computadoras', 'Redes TCP/IP'],
    areas: ['soporte', 'atencion'],
  },
  { nombre: 'Contabilidad', tipo: 0, peso: 4, conocimientos: ['Microsoft Excel', 'CONCAR', 'SISCONT', 'PLAME'], areas: ['contabilidad'] },
  {
    nombre: 'Administración de Empresas',
    tipo: 0,
    peso: 3,
    conocimientos: ['Microsoft Excel', 'Microsoft Word'],
    areas: ['ventas', 'atencion', 'logistica'],
  },
  {
    nombre: 'Enfermería Técnica',
    tipo: 0,
    peso: 3,
    conocimientos: ['Primeros auxilios', 'Bioseguridad', 'Microsoft Word'],
    areas: ['atencion'],
  },
  {
    nombre: 'Mecánica Automotriz',
    tipo: 0,
    peso: 2,
    conocimientos: ['Lectura de planos', 'AutoCAD', 'Microsoft Excel'],
    areas: ['produccion'],
  },
  {
    nombre: 'Diseño Gráfico',
    tipo: 0,
    peso: 2,
    conocimientos: ['Adobe Photoshop', 'Adobe Illustrator', 'Canva', 'Figma'],
    areas: ['marketing'],
  },
  {
    nombre: 'Administración Logística',
    tipo: 0,
    peso: 2,
    conocimientos: ['Microsoft Excel', 'Gestión de inventarios', 'SAP ERP'],
    areas: ['logistica'],
  },
];

interface LugarPool {
  id_region: number;
  region: string;
  peso: number;
  /** [provincia, distrito] */
  lugares: [string, string][];
}

export const LUGARES_POOL: LugarPool[] = [
  {
    id_region: 15,
    region: 'Lima',
    peso: 40,
    lugares: [
      ['Lima', 'Miraflores'],
      ['Lima', 'San Isidro'],
      ['Lima', 'Santiago de Surco'],
      ['Lima', 'Lima'],
      ['Lima', 'San Juan de Lurigancho'],
      ['Lima', 'Los Olivos'],
      ['Lima', 'Ate'],
      ['Lima', 'La Molina'],
      ['Huaral', 'Huaral'],
      ['Cañete', 'San Vicente de Cañete'],
    ],
  },
  {
    id_region: 4,
    region: 'Arequipa',
    peso: 15,
    lugares: [
      ['Arequipa', 'Arequipa'],
      ['Arequipa', 'Cayma'],
      ['Arequipa', 'Yanahuara'],
      ['Arequipa', 'Cerro Colorado'],
      ['Arequipa', 'Miraflores'],
    ],
  },
  {
    id_region: 8,
    region: 'Cusco',
    peso: 8,
    lugares: [
      ['Cusco', 'Cusco'],
      ['Cusco', 'Wanchaq'],
      ['Cusco', 'San Sebastián'],
    ],
  },
  {
    id_region: 13,
    region: 'La Libertad',
    peso: 8,
    lugares: [
      ['Trujillo', 'Trujillo'],
      ['Trujillo', 'Víctor Larco Herrera'],
    ],
  },
  {
    id_region: 20,
    region: 'Piura',
    peso: 6,
    lugares: [
      ['Piura', 'Piura'],
      ['Piura', 'Castilla'],
    ],
  },
  {
    id_region: 12,
    region: 'Junín',
    peso: 5,
    lugares: [
      ['Huancayo', 'Huancayo'],
      ['Huancayo', 'El Tambo'],
    ],
  },
  { id_region: 14, region: 'Lambayeque', peso: 5, lugares: [['Chiclayo', 'Chiclayo']] },
  {
    id_region: 7,
    region: 'Callao',
    peso: 5,
    lugares: [
      ['Callao', 'Callao'],
      ['Callao', 'Bellavista'],
    ],
  },
  { id_region: 11, region: 'Ica', peso: 3, lugares: [['Ica', 'Ica']] },
  {
    id_region: 21,
    region: 'Puno',
    peso: 3,
    lugares: [
      ['Puno', 'Puno'],
      ['San Román', 'Juliaca'],
    ],
  },
];

const NOMBRES = [
  'Lucía',
  'Mateo',
  'Valeria',
  'Diego',
  'Camila',
  'Sebastián',
  'Ximena',
  'Joaquín',
  'Andrea',
  'Renzo',
  'Fiorella',
  'Luis',
  'Milagros',
  'Jhon',
  'Kiara',
  'Piero',
];
const APELLIDOS = [
  'Quispe',
  'Huamán',
  'Mamani',
  'Flores',
  'Rojas',
  'Vargas',
  'Chávez',
  'Torres',
  'Ramírez',
  'Castillo',
  'Mendoza',
  'Condori',
  'Sánchez',
  'Paredes',
];
const NIVELES: Nivel[] = ['básico', 'intermedio', 'avanzado'];

/** One application in ten is loaded as already discarded (estado 1), for "que no estén descartados". */
export const descartadoEnEval = (p: { n: number }): boolean => p.n % 10 === 3;

/**
 * The decision on each application (ESTADO_POSTULANTE): 1 descartado (one in ten, descartadoEnEval), 2 en proceso
 * (one in ten), 3 finalista (one in ten), 0 sin decisión the rest; for "finalistas", "en proceso", "descartados".
 */
export function estadoEnEval(p: { n: number }): 0 | 1 | 2 | 3 {
  if (descartadoEnEval(p)) return 1;
  if (p.n % 10 === 5) return 2;
  if (p.n % 10 === 7) return 3;
  return 0;
}

/** A university or institute of the reference data (`institucion`: universities by id, institutes 10 000 + id). */
export interface InstitucionEval {
  id: number;
  nombre: string;
  /** The usual short name a recruiter types ("UNI", "San Marcos" is UNMSM, "SENATI"). */
  sigla: string;
}

interface InstitucionPool extends InstitucionEval {
  /** Region ids where its students mostly live; an empty list: anywhere. */
  regiones: number[];
  /** Career name prefixes it teaches (empty: all). */
  carreras: string[];
  /** How often it is chosen among those that fit (the large ones more). */
  peso: number;
}

const INGENIERIAS = ['Ingeniería', 'Economía'];
/** Universities (ids of universidades.json) with the acronym of SUNEDU or the name people use. */
export const UNIVERSIDADES_POOL: InstitucionPool[] = [
  { id: 61, nombre: 'Universidad Nacional de Ingeniería', sigla: 'UNI', peso: 4, regiones: [15, 7], carreras: INGENIERIAS },
  { id: 2, nombre: 'Pontificia Universidad Católica del Perú', sigla: 'PUCP', peso: 3, regiones: [15, 7], carreras: [] },
  { id: 87, nombre: 'Universidad Nacional Mayor de San Marcos', sigla: 'UNMSM', peso: 4, regiones: [15, 7], carreras: [] },
  {
    id: 46,
    nombre: 'Universidad Nacional Agraria La Molina',
    sigla: 'UNALM',
    peso: 2,
    regiones: [15],
    carreras: ['Ingeniería Ambiental', 'Ingeniería Industrial', 'Economía'],
  },
  { id: 100, nombre: 'Universidad Peruana de Ciencias Aplicadas', sigla: 'UPC', peso: 1, regiones: [15, 7], carreras: [] },
  { id: 28, nombre: 'Universidad de Lima', sigla: 'ULima', peso: 1, regiones: [15], carreras: [] },
  {
    id: 31,
    nombre: 'Universidad del Pacífico',
    sigla: 'UP',
    peso: 1,
    regiones: [15],
    carreras: ['Economía', 'Administración', 'Contabilidad', 'Derecho', 'Marketing', 'Ingeniería Industrial', 'Ingeniería de Sistemas'],
  },
  { id: 136, nombre: 'Universidad San Ignacio de Loyola', sigla: 'USIL', peso: 1, regiones: [15], carreras: [] },
  { id: 30, nombre: 'Universidad de San Martín de Porres', sigla: 'USMP', peso: 1, regiones: [15, 7], carreras: [] },
  { id: 20, nombre: 'Universidad Científica del Sur', sigla: 'UCSUR', peso: 1, regiones: [15], carreras: [] },
  { id: 143, nombre: 'Universidad Tecnológica del Perú', sigla: 'UTP', peso: 2, regiones: [15, 4, 13], carreras: [] },
  { id: 75, nombre: 'Universidad Nacional del Callao', sigla: 'UNAC', peso: 1, regiones: [7], carreras: [] },
  { id: 67, nombre: 'Universidad Nacional de San Agustín de Arequipa', sigla: 'UNSA', peso: 3, regiones: [4], carreras: [] },
  { id: 11, nombre: 'Universidad Católica de Santa María', sigla: 'UCSM', peso: 1, regiones: [4], carreras: [] },
  { id: 14, nombre: 'Universidad Católica San Pablo', sigla: 'UCSP', peso: 1, regiones: [4], carreras: [] },
  { id: 68, nombre: 'Universidad Nacional de San Antonio Abad del Cusco', sigla: 'UNSAAC', peso: 2, regiones: [8], carreras: [] },
  { id: 71, nombre: 'Universidad Nacional de Trujillo', sigla: 'UNT', peso: 2, regiones: [13], carreras: [] },
  { id: 112, nombre: 'Universidad Privada Antenor Orrego', sigla: 'UPAO', peso: 1, regiones: [13], carreras: [] },
  { id: 17, nombre: 'Universidad César Vallejo', sigla: 'UCV', peso: 2, regiones: [13, 15, 20], carreras: [] },
  { id: 29, nombre: 'Universidad de Piura', sigla: 'UDEP', peso: 1, regiones: [20], carreras: [] },
  { id: 66, nombre: 'Universidad Nacional de Piura', sigla: 'UNP', peso: 1, regiones: [20], carreras: [] },
  { id: 76, nombre: 'Universidad Nacional del Centro del Perú', sigla: 'UNCP', peso: 1, regiones: [12], carreras: [] },
  { id: 21, nombre: 'Universidad Continental', sigla: 'Continental', peso: 1, regiones: [12], carreras: [] },
  { id: 89, nombre: 'Universidad Nacional Pedro Ruiz Gallo', sigla: 'UNPRG', peso: 1, regiones: [14], carreras: [] },
  { id: 90, nombre: 'Universidad Nacional San Luis Gonzaga de Ica', sigla: 'UNICA', peso: 1, regiones: [11], carreras: [] },
  { id: 74, nombre: 'Universidad Nacional del Altiplano', sigla: 'UNA Puno', peso: 1, regiones: [21], carreras: [] },
];
/** Institutes (ids of institutos.json plus 10 000, as the reference seed stores them). */
export const INSTITUTOS_POOL: InstitucionPool[] = [
  {
    id: 10_351,
    nombre: 'Escuela Superior Privada de Tecnología - SENATI',
    sigla: 'SENATI',
    peso: 3,
    regiones: [],
    carreras: ['Mecánica Automotriz', 'Computación e Informática', 'Administración', 'Contabilidad'],
  },
  {
    id: 10_949,
    nombre: 'Tecsup No.1',
    sigla: 'TECSUP',
    peso: 2,
    regiones: [15, 7],
    carreras: ['Mecánica Automotriz', 'Computación e Informática', 'Administración Logística', 'Diseño Gráfico'],
  },
  {
    id: 10_950,
    nombre: 'Tecsup No.2',
    sigla: 'TECSUP',
    peso: 2,
    regiones: [4],
    carreras: ['Mecánica Automotriz', 'Computación e Informática', 'Administración Logística'],
  },
  {
    id: 10_951,
    nombre: 'Tecsup Trujillo',
    sigla: 'TECSUP',
    peso: 2,
    regiones: [13],
    carreras: ['Mecánica Automotriz', 'Computación e Informática'],
  },
  {
    id: 10_218,
    nombre: 'Cibertec',
    sigla: 'Cibertec',
    peso: 1,
    regiones: [15, 7],
    carreras: ['Computación e Informática', 'Administración', 'Contabilidad', 'Diseño Gráfico'],
  },
  {
    id: 10_457,
    nombre: 'Idat',
    sigla: 'IDAT',
    peso: 1,
    regiones: [15, 7],
    carreras: ['Computación e Informática', 'Administración', 'Contabilidad', 'Enfermería Técnica', 'Diseño Gráfico'],
  },
  {
    id: 10_965,
    nombre: 'Toulouse Lautrec',
    sigla: 'Toulouse Lautrec',
    peso: 1,
    regiones: [15],
    carreras: ['Diseño Gráfico', 'Administración'],
  },
];
/** The institution when nothing above fits: the public university or SENATI, the most common ones. */
const INSTITUCION_DE_RESPALDO = { 1: UNIVERSIDADES_POOL[2]!, 0: INSTITUTOS_POOL[0]! } as const;

function institucionesPara(tipo: 0 | 1, carreraNombre: string, idRegion: number): InstitucionPool[] {
  const todas = tipo === 1 ? UNIVERSIDADES_POOL : INSTITUTOS_POOL;
  const enseña = (i: InstitucionPool) =>
    i.carreras.length === 0 || i.carreras.some((c) => carreraNombre === c || carreraNombre.startsWith(`${c} `));
  const cerca = todas.filter((i) => enseña(i) && (i.regiones.length === 0 || i.regiones.includes(idRegion)));
  return cerca.length > 0 ? cerca : [INSTITUCION_DE_RESPALDO[tipo]];
}

export interface PostulanteEval {
  n: number;
  nombres: string;
  apellidos: string;
  carrera: string;
  tipo_carrera: 0 | 1;
  /** 0 Estudiante, 1 Egresado, 2 Bachiller. */
  estado_estudios: 0 | 1 | 2;
  /** Stored cycle code: university 1 ≤ V … 6 X, technical 1 ≤ III … 4 VI; 0 for graduates. */
  ciclo_actual: number;
  ingreso: number;
  egreso: number | null;
  id_region: number;
  region: string;
  provincia: string;
  distrito: string;
  /** 0 none, 1 primer puesto … 5 medio superior. */
  orden_merito: number;
  /** Name as the applicant wrote it, level. */
  conocimientos: [string, Nivel][];
  idiomas: [string, Nivel][];
  experiencias: { area: AreaExperiencia; puesto: string; funciones: string; empresa: string }[];
  intereses: Interes[];
  afinidad: number;
  /** Cancelled applications are never searched. */
  cancelada: boolean;
  /** Where the applicant studies or studied (added after the other facts, from a stream of its own). */
  institucion: InstitucionEval;
  /** Holds a driving licence (licencia_conducir 1). */
  licencia: boolean;
}

/** The applicant's level code: 3/4 technical student/graduate, 6/7/8 university student/graduate/bachelor. */
export function nivelDe(p: PostulanteEval): number {
  if (p.tipo_carrera === 0) return p.estado_estudios === 0 ? 3 : 4;
  return [6, 7, 8][p.estado_estudios]!;
}

/** The academic cycle number of a student (VIII = 8), null for graduates. */
export function cicloDe(p: PostulanteEval): number | null {
  if (p.estado_estudios !== 0 || p.ciclo_actual === 0) return null;
  return p.tipo_carrera === 0 ? p.ciclo_actual + 2 : p.ciclo_actual + 4;
}

const RANGO: Record<Nivel, number> = { básico: 1, intermedio: 2, avanzado: 3 };
const canon = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The applicant's level (1–3) in a knowledge item (names compared as a person would: "Excel" is "Microsoft Excel"), 0 if none. */
export function conoce(p: PostulanteEval, nombre: string): number {
  const buscado = canon(nombre).replace(/^microsoft /, '');
  let max = 0;
  for (const [n, nivel] of p.conocimientos) if (canon(n).replace(/^microsoft /, '') === buscado) max = Math.max(max, RANGO[nivel]);
  return max;
}

export function habla(p: PostulanteEval, idioma: string): number {
  let max = 0;
  for (const [n, nivel] of p.idiomas) if (canon(n) === canon(idioma)) max = Math.max(max, RANGO[nivel]);
  return max;
}

/** `cantidad` applicants from `semilla` (the same arguments give the same pool). */
export function generarPool(cantidad: number, semilla = 20261121, anioActual = 2026): PostulanteEval[] {
  const r = azar(semilla);
  const out: PostulanteEval[] = [];
  for (let n = 1; n <= cantidad; n++) {
    const carrera = r.pesado(CARRERAS_POOL.map((c) => [c, c.peso] as const));
    const estado_estudios = r.pesado([
      [0, 60],
      [1, 25],
      [2, 15],
    ] as const) as 0 | 1 | 2;
    const tecnica = carrera.tipo === 0;
    const ciclo_actual = estado_estudios === 0 ? r.entre(1, tecnica ? 4 : 6) : 0;
    const egreso = estado_estudios === 0 ? null : r.entre(anioActual - 7, anioActual);
    const ingreso =
      egreso !== null
        ? egreso - (tecnica ? 3 : 5)
        : anioActual - (tecnica ? Math.ceil(ciclo_actual / 2) : Math.ceil((ciclo_actual + 4) / 2));
    const lugar = r.pesado(LUGARES_POOL.map((l) => [l, l.peso] as const));
    const [provincia, distrito] = r.uno(lugar.lugares);
    const orden_merito = r.next() < 0.5 ? 0 : r.entre(1, 5);

    const conocimientos: [string, Nivel][] = [];
    const cuantos = r.entre(0, 4);
    for (let i = 0; i < cuantos; i++) {
      const nombre = r.uno(carrera.conocimientos);
      if (conocimientos.some(([x]) => x === nombre)) continue;
      conocimientos.push([nombre, r.uno(NIVELES)]);
    }
    if (!conocimientos.some(([x]) => x === 'Microsoft Excel') && r.next() < 0.35) conocimientos.push(['Microsoft Excel', r.uno(NIVELES)]);
    // Some applicants write the short name, as people do.
    for (const k of conocimientos) if (k[0] === 'Microsoft Excel' && r.next() < 0.15) k[0] = 'Excel';

    const idiomas: [string, Nivel][] = [];
    if (r.next() < 0.7) idiomas.push(['Inglés', r.uno(NIVELES)]);
    if (r.next() < 0.1) idiomas.push(['Quechua', r.uno(NIVELES)]);
    if (r.next() < 0.06) idiomas.push(['Portugués', r.uno(NIVELES)]);
    if (r.next() < 0.05) idiomas.push(['Francés', r.uno(NIVELES)]);

    const experiencias: PostulanteEval['experiencias'] = [];
    const conExperiencia = r.next() < (estado_estudios === 0 ? 0.35 : 0.65);
    if (conExperiencia) {
      const k = r.next() < 0.7 ? 1 : 2;
      for (let i = 0; i < k; i++) {
        const area = r.next() < 0.8 ? r.uno(carrera.areas) : r.uno(Object.keys(EXPERIENCIAS) as AreaExperiencia[]);
        if (experiencias.some((e) => e.area === area)) continue;
        experiencias.push({ area, ...r.uno(EXPERIENCIAS[area]) });
      }
    }
    const intereses: Interes[] = [];
    if (r.next() < 0.6) intereses.push(r.uno(INTERESES));
    if (r.next() < 0.25) {
      const otro = r.uno(INTERESES);
      if (!intereses.includes(otro)) intereses.push(otro);
    }
    out.push({
      n,
      nombres: r.uno(NOMBRES),
      apellidos: `${r.uno(APELLIDOS)} ${r.uno(APELLIDOS)}`,
      carrera: carrera.nombre,
      tipo_carrera: carrera.tipo,
      estado_estudios,
      ciclo_actual,
      ingreso,
      egreso,
      id_region: lugar.id_region,
      region: lugar.region,
      provincia,
      distrito,
      orden_merito,
      conocimientos,
      idiomas,
      experiencias,
      intereses,
      afinidad: r.entre(20, 100),
      cancelada: r.next() < 0.03,
      // Filled below, from a stream of their own, so the facts above are those of the pool before they existed.
      institucion: INSTITUCION_DE_RESPALDO[carrera.tipo],
      licencia: false,
    });
  }
  // The institution and the driving licence: a second stream from the same seed, so adding them left
  // every other fact of every applicant as it was. Most study near home; one in six in Lima whatever the region.
  const r2 = azar((semilla ^ 0x5eed33) >>> 0);
  for (const p of out) {
    const region = r2.next() < 1 / 6 ? 15 : p.id_region;
    const { id, nombre, sigla } = r2.pesado(institucionesPara(p.tipo_carrera, p.carrera, region).map((i) => [i, i.peso] as const));
    p.institucion = { id, nombre, sigla };
    p.licencia = r2.next() < 0.22;
  }
  return out;
}

/** The professional summary the applicant wrote: where the interests are read from. */
export function resumenDe(p: PostulanteEval): string {
  const quien = p.estado_estudios === 0 ? `Estudiante de ${p.carrera}` : `Egresado de ${p.carrera}`;
  if (p.intereses.length === 0) return `${quien}, proactivo y con ganas de aprender.`;
  return `${quien} con interés en ${p.intereses.join(' y ')}. Busco aportar y seguir aprendiendo.`;
}
