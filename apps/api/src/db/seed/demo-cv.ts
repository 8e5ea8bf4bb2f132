/** The demo applicant's CV (postulante@demo.pe, Lucía), seeded by demo.ts. */
import { limaYear } from '@practiperu/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  actExtracurricular,
  carrera,
  conocimiento,
  experienciaLaboral,
  formacionComplementaria,
  habilidadPostulante,
  idiomaPostulante,
  institucion,
  logro,
  postulante,
} from '../schema/index.ts';

/**
 * Lucía's CV: complete and realistic, so the demo applicant passes the required-data gate (docs/cv.md),
 * can apply (summary, knowledge, languages, skills) and downloads a full CV. Dates are relative to `now`
 * so they stay inside the year lists of the CV forms.
 */
export async function seedDemoCv(tx: Tx, postulanteId: number, now: Date): Promise<void> {
  const year = limaYear(now);
  const [unsa] = await tx
    .select({ id: institucion.id, nombre: institucion.nombre })
    .from(institucion)
    .where(and(eq(institucion.tipo, 1), eq(institucion.nombre, 'Universidad Nacional de San Agustín de Arequipa')));
  const [industrial] = await tx
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.tipo, 1), eq(carrera.nombre, 'Ingeniería Industrial')));
  if (!unsa || !industrial) throw new Error('demo: faltan la UNSA o Ingeniería Industrial en los datos de referencia');

  await tx
    .update(postulante)
    .set({
      dni: '72845136',
      sexo: 0,
      fecha_nacimiento: '2004-03-18',
      licencia_conducir: 0,
      estado_estudios: 0,
      tipo_carrera: 1,
      id_inst_educativa: unsa.id,
      inst_educativa_nombre: unsa.nombre,
      id_carrera_actual: industrial.id,
      carrera_actual: industrial.nombre,
      claves: industrial.clave,
      // VIII ciclo: the fourth year of five.
      ciclo_actual: 4,
      fecha_ingreso: `${year - 3}-01-01`,
      fecha_egreso: `${year + 1}-01-01`,
      // Quinto superior.
      orden_merito: 3,
      resumen_profesional:
        'Estudiante de VIII ciclo de Ingeniería Industrial en la UNSA, del quinto superior. Me interesan la mejora ' +
        'continua, el planeamiento de la producción y la logística. Manejo Excel y Power BI para el análisis de ' +
        'indicadores y busco prácticas preprofesionales donde aportar con datos y trabajo en equipo.',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cayma',
      whatsapp: '987654321',
      correo_contacto: 'lucia.quispe@demo.pe',
      redes_sociales: [{ name: 'LinkedIn', value: 'https://www.linkedin.com/in/lucia-quispe-mamani' }],
    })
    .where(eq(postulante.id, postulanteId));

  const mine = { postulante_id: postulanteId };
  await tx.insert(conocimiento).values(
    (
      [
        ['Microsoft Excel', 'avanzado'],
        ['Power BI', 'intermedio'],
        ['AutoCAD', 'intermedio'],
        ['Microsoft Project', 'intermedio'],
        ['Lean Six Sigma', 'básico'],
        ['SAP ERP', 'básico'],
      ] as const
    ).map(([nombre, nivel]) => ({ ...mine, nombre, nivel })),
  );
  await tx.insert(idiomaPostulante).values([
    { ...mine, nombre: 'Inglés', nivel: 'intermedio' },
    { ...mine, nombre: 'Quechua', nivel: 'básico' },
  ]);
  await tx.insert(habilidadPostulante).values(
    ['Trabajo en equipo', 'Comunicación efectiva', 'Resolución de problemas', 'Orientación a resultados', 'Liderazgo'].map((nombre) => ({
      ...mine,
      nombre,
    })),
  );
  await tx.insert(experienciaLaboral).values({
    ...mine,
    nombre_empresa: 'Corporación Aceros Arequipa S.A.',
    puesto: 'Practicante de Planeamiento de la Producción',
    funciones:
      'Seguimiento diario del plan de producción de la planta de laminación, reportes de eficiencia (OEE) en ' +
      'Power BI y apoyo en el estudio de tiempos de la línea de corte y doblado.',
    fecha_inicio: `${year - 1}-09-01`,
    fecha_salida: null,
    sigo_aqui: 1,
  });
  await tx.insert(actExtracurricular).values([
    {
      ...mine,
      tipo: 'Proyecto',
      nombre_empresa: 'Universidad Nacional de San Agustín de Arequipa',
      nombre_proyecto: 'Clasificador automático de residuos sólidos',
      puesto: 'Líder de proyecto',
      funciones:
        'Diseño de un prototipo que separa plástico, vidrio y papel con visión artificial; coordinación de un equipo ' +
        'de cinco estudiantes y presentación ante el comité de innovación de la universidad.',
      fecha_inicio: `${year - 2}-04-01`,
      fecha_salida: `${year - 2}-12-01`,
      sigo_aqui: 0,
    },
    {
      ...mine,
      tipo: 'Voluntariado',
      nombre_empresa: 'TECHO Perú',
      nombre_proyecto: null,
      puesto: 'Voluntaria de construcción',
      funciones: 'Construcción de viviendas de emergencia con familias de Cerro Colorado y apoyo en la mesa de trabajo comunitaria.',
      fecha_inicio: `${year - 3}-07-01`,
      fecha_salida: `${year - 3}-08-01`,
      sigo_aqui: 0,
    },
  ]);
  await tx.insert(formacionComplementaria).values({
    ...mine,
    tipo: 'Curso',
    inst_educativa: 'Coursera',
    fecha_inicio: `${year - 1}-02-01`,
    descripcion: 'Google Data Analytics: análisis de datos para la toma de decisiones',
  });
  await tx.insert(logro).values({
    ...mine,
    descripcion: 'Primer puesto en el Concurso de Innovación Industrial de la Facultad de Ingeniería de Producción y Servicios',
    fecha: `${year - 2}-10-15`,
  });
}
