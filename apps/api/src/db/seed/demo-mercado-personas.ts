/**
 * What the demo marketplace's applicants are made of (demo-mercado.ts): Peruvian first names and surnames, the
 * universities a student of each region is likely to attend, and the pieces of a CV (skills, courses, projects,
 * volunteering, achievements, earlier employers). Employers and organizations are invented.
 */
import type { AreaClave } from './demo-mercado-areas.ts';

export const NOMBRES_F = [
  'María Fernanda',
  'Lucero',
  'Ximena',
  'Valeria',
  'Camila',
  'Daniela',
  'Andrea',
  'Milagros',
  'Rosa',
  'Fiorella',
  'Katherine',
  'Diana',
  'Yesenia',
  'Maricielo',
  'Nayeli',
  'Sofía',
  'Alejandra',
  'Carolina',
  'Gabriela',
  'Jimena',
  'Estefany',
  'Rocío',
  'Paola',
  'Kiara',
  'Luz Marina',
  'Ana Lucía',
  'Brenda',
  'Flor de María',
  'Cinthia',
  'Mayra',
  'Deysi',
  'Noemí',
  'Erika',
  'Judith',
  'Sheyla',
  'Tatiana',
  'Angie',
  'Lizbeth',
  'Nataly',
  'Pamela',
];

export const NOMBRES_M = [
  'José Carlos',
  'Luis Ángel',
  'Jhon',
  'Kevin',
  'Diego',
  'Renzo',
  'Bruno',
  'Sebastián',
  'Jorge',
  'Miguel Ángel',
  'Juan Pablo',
  'Christian',
  'Jean Pierre',
  'Brayan',
  'Anthony',
  'Alexis',
  'Rodrigo',
  'Gonzalo',
  'Eduardo',
  'Franco',
  'Piero',
  'Fabricio',
  'Joel',
  'Elvis',
  'Wilmer',
  'Edwin',
  'Raúl',
  'Percy',
  'Hernán',
  'Omar',
  'Julio César',
  'Marco Antonio',
  'Josué',
  'Jesús',
  'Ángel',
  'Gianfranco',
  'André',
  'Álvaro',
  'Martín',
  'Víctor',
];

export const APELLIDOS = [
  'Quispe',
  'Mamani',
  'Huamán',
  'Condori',
  'Flores',
  'Rojas',
  'Sánchez',
  'García',
  'Ramos',
  'Chávez',
  'Torres',
  'Díaz',
  'Vargas',
  'Mendoza',
  'Castillo',
  'Ccori',
  'Apaza',
  'Choque',
  'Ticona',
  'Yupanqui',
  'Cusi',
  'Huanca',
  'Chambi',
  'Puma',
  'Layme',
  'Cárdenas',
  'Zúñiga',
  'Gutiérrez',
  'Paredes',
  'Salazar',
  'Vásquez',
  'Reyes',
  'Romero',
  'Espinoza',
  'Herrera',
  'Medina',
  'Aguilar',
  'Palomino',
  'Delgado',
  'Nakamura',
  'Chang',
  'Wong',
  'Higa',
  'Tello',
  'Tafur',
  'Ríos',
  'Pinedo',
  'Panduro',
  'Sangama',
  'Ruiz',
  'Silva',
  'Calderón',
  'Arce',
  'Villanueva',
  'Loayza',
  'Benavides',
  'Ñahui',
  'Taipe',
  'Yauri',
  'Huaylla',
  'Pari',
  'Coaquira',
  'Chura',
  'Sucasaca',
  'Velásquez',
  'Alarcón',
  'Cornejo',
  'Begazo',
  'Zegarra',
  'Valdivia',
  'Llerena',
  'Linares',
  'Ugarte',
  'Montoya',
  'Sifuentes',
  'Seminario',
  'Chunga',
  'Zapata',
  'Ruesta',
  'Ñique',
  'Llontop',
  'Chero',
  'Puicón',
  'Vílchez',
  'Mori',
  'Saavedra',
  'Rengifo',
  'Tuesta',
];

/** The applicants' departments (ids 1–25) and how often each appears: Lima the most, as in the country. */
export const REGIONES_POSTULANTES: [number, number][] = [
  [15, 30],
  [4, 10],
  [13, 7],
  [20, 6],
  [8, 6],
  [14, 6],
  [12, 5],
  [11, 4],
  [16, 3],
  [21, 4],
  [2, 4],
  [6, 3],
  [23, 2],
  [22, 2],
  [25, 2],
  [7, 2],
  [18, 1],
];

/** The best-known universities of Lima (a Lima applicant studies at one of these half of the time). */
export const UNIVERSIDADES_LIMA = [
  'Universidad Nacional Mayor de San Marcos',
  'Pontificia Universidad Católica del Perú',
  'Universidad Nacional de Ingeniería',
  'Universidad de Lima',
  'Universidad del Pacífico',
  'Universidad Peruana de Ciencias Aplicadas',
  'Universidad Nacional Federico Villarreal',
  'Universidad de San Martín de Porres',
  'Universidad Ricardo Palma',
  'Universidad Tecnológica del Perú',
  'Universidad Nacional Agraria La Molina',
  'Universidad San Ignacio de Loyola',
  'Universidad Científica del Sur',
  'Universidad Nacional del Callao',
];

/** Universities that do not fit a generated student (theology, seminaries, one-field schools). */
export const UNIVERSIDAD_NO_APTA =
  /Teolog|Seminario|Orval|Cordon Bleu|Bausate|Marítima|Sedes Sapientiae|Femenina|Interamericana|Telesup|Andrés/;

/** Universities of one field: a student of another area does not come from them. */
export function universidadApta(nombre: string, area: AreaClave): boolean {
  if (UNIVERSIDAD_NO_APTA.test(nombre)) return false;
  if (/Cayetano|Norbert Wiener|Ciencias de la Salud|María Auxiliadora|San Juan Bautista|Arzobispo Loayza|Sergio Bernales/.test(nombre))
    return area === 'salud';
  if (/Educación/.test(nombre)) return area === 'educacion';
  if (/Agraria/.test(nombre)) return ['agro', 'energia', 'riesgos', 'finanzas'].includes(area);
  if (/Ingeniería|Tecnológica/.test(nombre))
    return ['industrial', 'sistemas', 'telecom', 'mineria', 'mantenimiento', 'construccion', 'energia', 'riesgos', 'logistica'].includes(
      area,
    );
  if (/Pacífico|ESAN/.test(nombre))
    return ['finanzas', 'riesgos', 'administracion', 'marketing', 'ventas', 'logistica', 'derecho'].includes(area);
  return true;
}

export const HABILIDADES = [
  'Trabajo en equipo',
  'Comunicación efectiva',
  'Liderazgo',
  'Resolución de problemas',
  'Pensamiento crítico',
  'Pensamiento analítico',
  'Adaptabilidad al cambio',
  'Proactividad',
  'Responsabilidad',
  'Organización',
  'Gestión del tiempo',
  'Creatividad',
  'Empatía',
  'Orientación a resultados',
  'Orientación al cliente',
  'Trabajo bajo presión',
  'Capacidad de aprendizaje',
  'Atención al detalle',
  'Comunicación escrita',
  'Hablar en público',
  'Negociación',
  'Planificación',
  'Vocación de servicio',
  'Iniciativa',
];

/** Short courses an applicant lists under complementary training, by area (and some for everyone). */
export const CURSOS: { descripcion: string; areas?: AreaClave[] }[] = [
  { descripcion: 'Excel avanzado para la gestión empresarial' },
  { descripcion: 'Power BI: tableros de control desde cero' },
  { descripcion: 'Inglés para los negocios (nivel intermedio)' },
  { descripcion: 'Gestión ágil de proyectos con Scrum' },
  { descripcion: 'Lean Six Sigma White Belt', areas: ['industrial', 'logistica', 'mantenimiento'] },
  { descripcion: 'Gestión de almacenes e inventarios', areas: ['logistica', 'industrial', 'ventas'] },
  { descripcion: 'Tributación para practicantes: IGV y renta', areas: ['finanzas'] },
  { descripcion: 'Normas Internacionales de Información Financiera', areas: ['finanzas', 'riesgos'] },
  { descripcion: 'Python para el análisis de datos', areas: ['riesgos', 'sistemas'] },
  { descripcion: 'Desarrollo web con React', areas: ['sistemas'] },
  { descripcion: 'Fundamentos de redes (CCNA 1)', areas: ['telecom', 'sistemas'] },
  { descripcion: 'Marketing digital y redes sociales', areas: ['marketing', 'ventas', 'turismo'] },
  { descripcion: 'Atención al cliente de calidad', areas: ['ventas', 'turismo', 'salud'] },
  { descripcion: 'Seguridad y salud en el trabajo (Ley 29783)', areas: ['mineria', 'mantenimiento', 'construccion', 'industrial'] },
  { descripcion: 'Geología de campo y mapeo', areas: ['mineria'] },
  { descripcion: 'Metodología BIM con Revit', areas: ['construccion'] },
  { descripcion: 'S10 Costos y Presupuestos', areas: ['construccion'] },
  { descripcion: 'Gestión ambiental e ISO 14001', areas: ['energia', 'mineria'] },
  { descripcion: 'Inocuidad alimentaria y plan HACCP', areas: ['agro'] },
  { descripcion: 'Redacción jurídica y contratos', areas: ['derecho'] },
  { descripcion: 'Bioseguridad y primeros auxilios', areas: ['salud', 'educacion'] },
  { descripcion: 'Estrategias de enseñanza con Google Classroom', areas: ['educacion'] },
  { descripcion: 'Quechua básico para el trabajo con comunidades', areas: ['social', 'turismo', 'salud'] },
  { descripcion: 'Formulación de proyectos sociales', areas: ['social'] },
  { descripcion: 'Gestión de reclutamiento por competencias', areas: ['administracion'] },
];

export const CENTROS_CURSOS = [
  'Coursera',
  'edX',
  'Platzi',
  'SENATI',
  'Colegio de Ingenieros del Perú',
  'Centro de Extensión de mi universidad',
];

export const FORMACION_TIPOS = ['Curso', 'Curso', 'Certificación', 'Diplomado', 'Taller', 'Especialización'] as const;

/** Earlier employers on the CVs: invented small businesses. */
export const EMPLEADORES = [
  'Comercial San Judas Tadeo E.I.R.L.',
  'Inversiones Nuevo Amanecer S.A.C.',
  'Distribuidora Las Lomas del Sur S.R.L.',
  'Servicios Generales Pachacútec S.A.C.',
  'Estudio Contable Rivera y Asociados',
  'Minimarket Los Andes',
  'Hostal Plaza Mayor',
  'Botica Santa Lucía',
  'Confecciones Gamarra Sur E.I.R.L.',
  'Transportes Virgen de Chapi S.R.L.',
  'Ferretería El Constructor',
  'Agroservicios Valle Verde E.I.R.L.',
  'Academia Pre Vocacional Ingenio',
  'Cevichería El Muelle',
  'Soluciones Informáticas Quilla S.A.C.',
  'Multiservicios Inti Raymi',
];

export const VOLUNTARIADOS = [
  {
    organizacion: 'Colectivo Jóvenes por el Agua',
    puesto: 'Voluntario(a) de campo',
    funciones: 'Talleres sobre el cuidado del agua en colegios y limpieza de riberas.',
  },
  {
    organizacion: 'Brigada Chaski de Apoyo Comunitario',
    puesto: 'Voluntario(a)',
    funciones: 'Campañas de abrigo y de salud en comunidades altoandinas.',
  },
  {
    organizacion: 'Club de Lectura Intiwasi',
    puesto: 'Facilitador(a) de lectura',
    funciones: 'Sesiones de lectura los sábados con niñas y niños de 6 a 10 años.',
  },
  {
    organizacion: 'Olla Común Nueva Esperanza',
    puesto: 'Voluntario(a) de logística',
    funciones: 'Organización de donaciones, compras y registro de familias atendidas.',
  },
];

export const PROYECTOS = [
  {
    nombre: 'Feria de proyectos de la facultad',
    puesto: 'Líder de proyecto',
    funciones: 'Diseño del prototipo, coordinación del equipo y exposición ante el jurado.',
  },
  {
    nombre: 'Semillero de investigación aplicada',
    puesto: 'Investigador(a) junior',
    funciones: 'Revisión de literatura, recojo de datos y redacción de un artículo.',
  },
  {
    nombre: 'Concurso universitario de innovación',
    puesto: 'Integrante del equipo',
    funciones: 'Validación de la idea con usuarios y armado del modelo de negocio.',
  },
  {
    nombre: 'Proyecto de responsabilidad social',
    puesto: 'Coordinador(a)',
    funciones: 'Planificación de actividades con una comunidad y seguimiento del presupuesto.',
  },
];

export const LOGROS = [
  'Beca de excelencia académica por rendimiento',
  'Primer puesto en el concurso de casos de la facultad',
  'Segundo puesto en la feria de innovación universitaria',
  'Mención honrosa en el congreso nacional de estudiantes de la carrera',
  'Delegado(a) de la promoción durante dos años',
];

/** Sentences that close a CV summary. */
export const CIERRES = [
  'Busco prácticas donde aprender y aportar con responsabilidad y trabajo en equipo.',
  'Me adapto rápido a nuevos retos y me gusta documentar lo que hago.',
  'Disfruto resolver problemas con datos y proponer mejoras concretas.',
  'Tengo disponibilidad inmediata y facilidad para comunicarme con personas de distintas áreas.',
  'Valoro los equipos donde se comparte lo aprendido y se da retroalimentación.',
  'Quiero seguir aprendiendo en una empresa que apueste por los jóvenes de mi región.',
];
