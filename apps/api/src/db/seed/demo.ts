/** Demo accounts and data for a fresh clone: only into an empty database, never in production. */
import { limaYear } from '@practiperu/shared/dates';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { aliasDe, type Modalidad } from '@practiperu/shared/oferta';
import { DEFAULT_SUBSIDY } from '@practiperu/shared/constants';
import { conJornada } from '@practiperu/shared/ley28518';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveDemoPremiumFiles, seedDemoMembresias, seedDemoPremium } from './demo-premium.ts';
import { seedDemoDerechos } from './demo-derechos.ts';
import { seedDemoEquipo } from './demo-equipo.ts';
import { saveMercadoLogos, seedDemoMercado } from './demo-mercado.ts';
import { seedDemoRevision } from './demo-revision.ts';
import {
  actExtracurricular,
  alerta,
  carrera,
  conocimiento,
  experienciaLaboral,
  formacionComplementaria,
  habilidadPostulante,
  idiomaPostulante,
  institucion,
  logro,
  oferta,
  organizacion,
  organizacionSector,
  pago,
  postulacion,
  postulante,
  usuario,
} from '../schema/index.ts';

export const DEMO_PASSWORD = 'Demo12345';

/** Every demo account lives in this domain and shares DEMO_PASSWORD, which the README prints. */
export const DEMO_EMAIL_DOMAIN = '@demo.pe';

/** How many demo accounts a database holds: a production server refuses to start with any (docs/security.md). */
export async function countDemoAccounts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(usuario)
    .where(sql`lower(${usuario.correo}) like ${`%${DEMO_EMAIL_DOMAIN}`}`);
  return row?.n ?? 0;
}

export const DEMO_ACCOUNTS = [
  {
    correo: 'postulante@demo.pe',
    rol: 0,
    nombres: 'Lucía',
    apellidos: 'Quispe Mamani',
    area: 'Postulante',
    login: '/postulantes/inicio-sesion',
  },
  { correo: 'empresa@demo.pe', rol: 1, nombres: 'Jorge', apellidos: 'Rojas Vargas', area: 'Empresa', login: '/empresas/inicio-sesion' },
  { correo: 'admin@demo.pe', rol: 2, nombres: 'Ana', apellidos: 'Torres Salazar', area: 'Administración', login: '/admin/inicio-sesion' },
] as const;

export interface SeedDemoOptions {
  /**
   * The demo marketplace (demo-mercado.ts: ~50 companies, ~250 offers, 320 applicants) besides the curated accounts.
   * On by default, so `npm start` always gets it; tests about the curated accounts alone turn it off to stay fast.
   */
  mercado?: boolean;
}

/**
 * Returns true when it seeded, false when the database already had accounts. The premium content's files and the
 * marketplace companies' logos go to `storage` (the app's uploads), like back-office and company uploads.
 */
export async function seedDemo(db: Db, storage: Storage, now: Date = new Date(), opts: SeedDemoOptions = {}): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(usuario);
  if (count > 0) return false;
  const clave_hash = await hashPassword(DEMO_PASSWORD);
  // The premium files and the marketplace's logos are made at the same time (the logos render off the event loop).
  const mercado = opts.mercado ?? true;
  const [premium, marcas] = await Promise.allSettled([saveDemoPremiumFiles(storage, now), mercado ? saveMercadoLogos(storage) : []]);
  const archivos = premium.status === 'fulfilled' ? premium.value : [];
  const logos = marcas.status === 'fulfilled' ? marcas.value : [];
  try {
    if (premium.status === 'rejected') throw premium.reason;
    if (marcas.status === 'rejected') throw marcas.reason;
    await seedDemoData(db, clave_hash, archivos, now, mercado ? logos : null);
  } catch (err) {
    for (const name of [...archivos, ...logos]) await storage.remove(name);
    throw err;
  }
  return true;
}

async function seedDemoData(db: Db, clave_hash: string, archivos: string[], now: Date, logosMercado: string[] | null): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(usuario)
        .values({
          correo: account.correo,
          clave_hash,
          rol: account.rol,
          nombres: account.nombres,
          apellidos: account.apellidos,
          confirmado_en: now,
          autorizacion_marketing: 1,
        })
        .returning({ id: usuario.id });
      if (!user) throw new Error('demo: no se pudo crear el usuario');
      if (account.rol === 0) {
        const [row] = await tx.insert(postulante).values({ usuario_id: user.id }).returning({ id: postulante.id });
        if (!row) throw new Error('demo: no se pudo crear el postulante');
        await seedDemoCv(tx, row.id, now);
      }
      if (account.rol === 1) {
        const [org] = await tx
          .insert(organizacion)
          .values({
            usuario_id: user.id,
            ruc: '20100047218',
            nombre_completo: 'Andina Logística e Innovación S.A.C.',
            nombre: 'Andina Logística',
            // Premium: a new user sees the applicant assistant on the featured offer's applicants.
            is_premium: true,
          })
          .returning({ id: organizacion.id });
        if (!org) throw new Error('demo: no se pudo crear la empresa');
        await seedDemoEmpresa(tx, { organizacionId: org.id, usuarioId: user.id }, now);
      }
    }
    await seedDemoPostulaciones(tx, clave_hash, now);
    await seedDemoRevision(tx, clave_hash, now);
    await seedDemoPremium(tx, now, archivos);
    await seedDemoMembresias(tx, now);
    await seedDemoDerechos(tx, now);
    await seedDemoEquipo(tx, clave_hash, now);
    if (logosMercado) await seedDemoMercado(tx, { clave_hash, now, logos: logosMercado });
    await tx
      .insert(alerta)
      .values({
        tipo: 'general',
        content: 'Bienvenido a PractiPerú: esta es una instalación de demostración con datos de ejemplo.',
        expire_in: new Date(now.getTime() + 365 * 86_400_000),
      })
      .onConflictDoNothing();
  });
}

/**
 * Lucía's CV: complete and realistic, so the demo applicant passes the required-data gate (docs/cv.md),
 * can apply (summary, knowledge, languages, skills) and downloads a full CV. Dates are relative to `now`
 * so they stay inside the year lists of the CV forms.
 */
async function seedDemoCv(tx: Tx, postulanteId: number, now: Date): Promise<void> {
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

const DAY_MS = 86_400_000;

/**
 * The demo company: its data filled in, and offers in every state Mis publicaciones shows — pending,
 * approved and Vigente, rejected with a reason, featured with a validated payment, featured waiting for its
 * payment to be validated, and finished. The Vigente ones in Arequipa ask for Ingeniería Industrial students of
 * VII–IX ciclo, so the demo applicant (Ingeniería Industrial, VIII ciclo, Arequipa) matches them (docs/matching.md).
 * Dates are relative to `now`; only the pending and the Vigente free offers take free publications, so the demo
 * company keeps at least one for the month.
 */
async function seedDemoEmpresa(tx: Tx, ids: { organizacionId: number; usuarioId: number }, now: Date): Promise<void> {
  await tx
    .update(organizacion)
    .set({
      nro_contacto: '954218736',
      cargo: 'Jefe de Talento Humano',
      descripcion:
        'Operador logístico del sur del Perú con almacenes en Arequipa y Lima. Formamos practicantes en ' +
        'planeamiento, almacenes, transporte y finanzas desde 2009.',
      web: 'https://www.andinalogistica.pe',
      fb: 'https://www.facebook.com/andinalogistica',
      linkedin: 'https://www.linkedin.com/company/andina-logistica',
      instagram: 'https://www.instagram.com/andinalogistica',
      correo_contacto: 'practicas@andinalogistica.pe',
      numero_contacto: '954218736',
      id_region: 4,
      region: 'Arequipa',
      distrito: 'Cerro Colorado',
      direccion: 'Av. Aviación 602, Zamácola',
    })
    .where(eq(organizacion.id, ids.organizacionId));
  // Transporte y almacenamiento; Comercio; Actividades de servicios administrativos y de apoyo.
  await tx.insert(organizacionSector).values([8, 7, 14].map((sector_id) => ({ organizacion_id: ids.organizacionId, sector_id })));

  const careers = await tx
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.tipo, 1), inArray(carrera.nombre, ['Ingeniería Industrial', 'Administración', 'Contabilidad', 'Economía'])));
  const careersOf = (...nombres: string[]) => {
    const chosen = nombres.map((n) => careers.find((c) => c.nombre === n));
    if (chosen.some((c) => !c)) throw new Error(`demo: faltan carreras (${nombres.join(', ')})`);
    const list = chosen as { id: number; nombre: string; clave: string }[];
    return { profesion: list.map((c) => c.nombre).join(', '), carreras: list.map((c) => c.id), claves: list.map((c) => c.clave) };
  };

  const today = limaToday(now);
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const beneficios =
    '<ul><li>Subvención económica mensual</li><li>Seguro de salud (EsSalud)</li><li>Certificado de prácticas</li>' +
    '<li>Capacitaciones internas en seguridad y herramientas de gestión</li></ul>';
  const base = {
    id_organizacion: ids.organizacionId,
    beneficios,
    pais: 'Perú',
    modalidad_tiempo: 'Presencial',
    horario: 'Tiempo completo',
    salario: 1300,
    mostrar_salario: 1,
    nro_plazas: 1,
    modalidad: 'PREPROFESIONAL',
    idniveluniv: 6,
  } as const;
  const excel = { name: 'Microsoft Excel', level: 'intermedio', required: 'indispensable' } as const;
  const ingles = { name: 'Inglés', level: 'básico', required: 'deseable' } as const;

  const ofertas: Omit<typeof oferta.$inferInsert, 'alias'>[] = [
    {
      // Pending review (created yesterday).
      ...base,
      titulo: 'Practicante de Contabilidad',
      funciones:
        '<p>Te sumarás al área de Contabilidad de nuestra sede de Lima para apoyar en:</p><ul><li>Registro de compras y ventas en el sistema contable.</li>' +
        '<li>Conciliaciones bancarias semanales.</li><li>Preparación de la información para el PDT 621 y el PLAME.</li></ul>',
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'San Isidro',
      ...careersOf('Contabilidad'),
      ciclo: [3, 4, 5],
      conocimientos: [
        excel,
        { name: 'PDT 621 (IGV – Renta mensual)', level: 'básico', required: 'deseable' },
        { name: 'PLAME', level: 'básico', required: 'deseable' },
      ],
      idiomas: [],
      fin_convocatoria: addDays(today, 10),
      tipo: 0,
      estado: 0,
      creado_en: daysAgo(1),
      cupo_gratis_en: daysAgo(1),
    },
    {
      // Approved and Vigente: a free offer the demo applicant matches.
      ...base,
      titulo: 'Practicante de Mejora Continua',
      funciones:
        '<p>Acompañarás al jefe de Operaciones del almacén de Cerro Colorado en proyectos de <strong>mejora continua</strong>:</p>' +
        '<ul><li>Levantamiento de tiempos y movimientos en recepción y despacho.</li><li>Seguimiento de indicadores (OTIF, exactitud de inventario) en Power BI.</li>' +
        '<li>Implementación de 5S y estandarización de procedimientos.</li></ul>',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      ...careersOf('Ingeniería Industrial'),
      ciclo: [2, 3, 4],
      conocimientos: [
        excel,
        { name: 'Power BI', level: 'básico', required: 'deseable' },
        { name: 'Metodología 5S', level: 'básico', required: 'deseable' },
      ],
      idiomas: [ingles],
      otros_requisitos: 'Disponibilidad para trabajar de lunes a viernes en el almacén de Cerro Colorado.',
      fin_convocatoria: addDays(today, 9),
      tipo: 0,
      estado: 1,
      creado_en: daysAgo(5),
      cupo_gratis_en: daysAgo(5),
      fecha_publicacion: daysAgo(4),
    },
    {
      // Rejected, with the administrator's reason (last month: it took last month's free publication).
      ...base,
      titulo: 'Asistente Administrativo',
      funciones: '<p>Atención de llamadas, archivo de documentos y apoyo en tareas de oficina.</p>',
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'Miraflores',
      ...careersOf('Administración'),
      ciclo: [0, 1, 2],
      conocimientos: [],
      idiomas: [],
      fin_convocatoria: addDays(today, -30),
      tipo: 0,
      estado: 2,
      mensaje_rechazado:
        'Las funciones describen un puesto de trabajo y no una práctica preprofesional. Detalla las actividades ' +
        'formativas y quién supervisará al practicante, y vuelve a publicarla duplicándola.',
      creado_en: daysAgo(40),
      cupo_gratis_en: daysAgo(40),
    },
    {
      // Featured with a validated payment (Destacado), Vigente for 30 days.
      ...base,
      titulo: 'Practicante de Logística y Almacenes',
      funciones:
        '<p>Formarás parte del equipo de Logística de nuestra sede principal en Arequipa:</p><ul><li>Control de inventarios cíclicos y kardex.</li>' +
        '<li>Programación de despachos a clientes mineros e industriales.</li><li>Análisis de rotación ABC y propuestas de ubicación.</li></ul>',
      salario: 1500,
      nro_plazas: 2,
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      ...careersOf('Ingeniería Industrial', 'Administración'),
      ciclo: [3, 4, 5],
      conocimientos: [excel, { name: 'SAP ERP', level: 'básico', required: 'deseable' }],
      idiomas: [ingles],
      fin_convocatoria: addDays(today, 25),
      tipo: 1,
      estado: 1,
      estado_pago: 1,
      creado_en: daysAgo(4),
      fecha_publicacion: daysAgo(3),
      destacado_desde: daysAgo(3),
    },
    {
      // Featured, its payment waiting for the administrator (Destacado pendiente).
      ...base,
      titulo: 'Practicante de Seguridad y Salud en el Trabajo',
      funciones:
        '<p>Apoyarás al supervisor de SST en la implementación de la Ley 29783:</p><ul><li>Inspecciones de seguridad en almacenes.</li>' +
        '<li>Elaboración de IPERC y registro de incidentes.</li><li>Charlas de cinco minutos con el personal operativo.</li></ul>',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      ...careersOf('Ingeniería Industrial'),
      ciclo: [3, 4],
      conocimientos: [
        excel,
        { name: 'Seguridad y salud en el trabajo (Ley 29783)', level: 'básico', required: 'deseable' },
        { name: 'IPERC', level: 'básico', required: 'deseable' },
      ],
      idiomas: [],
      fin_convocatoria: addDays(today, 20),
      tipo: 1,
      estado: 0,
      estado_pago: 0,
      creado_en: daysAgo(2),
    },
    {
      // Finished after its deadline.
      ...base,
      titulo: 'Practicante de Planeamiento Financiero',
      funciones: '<p>Apoyo en la elaboración del presupuesto anual, el flujo de caja proyectado y los reportes de gestión mensuales.</p>',
      modalidad: 'PROFESIONAL',
      idniveluniv: 7,
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'San Isidro',
      ...careersOf('Economía', 'Contabilidad', 'Administración'),
      ciclo: [],
      fecha_egreso: [Number(today.slice(0, 4)) - 1, Number(today.slice(0, 4))],
      conocimientos: [{ name: 'Microsoft Excel', level: 'avanzado', required: 'indispensable' }],
      idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
      fin_convocatoria: addDays(today, -28),
      tipo: 0,
      estado: 1,
      creado_en: daysAgo(38),
      cupo_gratis_en: daysAgo(38),
      fecha_publicacion: daysAgo(37),
      finaliza: daysAgo(27),
    },
  ];

  const rows = await tx
    .insert(oferta)
    .values(
      ofertas.map((o) => ({
        ...conJornada({ ...o, modalidad: o.modalidad as Modalidad }, DEFAULT_SUBSIDY),
        alias: aliasDe(o.titulo),
        actualizado_en: o.creado_en,
      })),
    )
    .returning({ id: oferta.id, titulo: oferta.titulo });
  const idOf = (titulo: string) => rows.find((r) => r.titulo === titulo)?.id ?? null;
  const pagoBase = { tipo: 'destacado' as const, usuario_id: ids.usuarioId, organizacion_id: ids.organizacionId, monto_centimos: 6900 };
  await tx.insert(pago).values([
    {
      ...pagoBase,
      oferta_id: idOf('Practicante de Logística y Almacenes'),
      nro_operacion: '04587126',
      metodo_pago: 'Yape',
      estado: 1,
      decidido_en: daysAgo(3),
      creado_en: daysAgo(4),
      actualizado_en: daysAgo(3),
    },
    {
      ...pagoBase,
      oferta_id: idOf('Practicante de Seguridad y Salud en el Trabajo'),
      nro_operacion: '2026-118734',
      metodo_pago: 'Transferencia',
      estado: 0,
      creado_en: daysAgo(2),
      actualizado_en: daysAgo(2),
    },
  ]);
}

/**
 * Other applicants and their applications, so that Mis postulaciones and the company's applicant
 * lists have real-looking data: Lucía applied to the featured *Logística y Almacenes* and the company has
 * opened her CV ('CV visto'); three classmates applied to the open offers their training fits; a graduate was
 * made finalist of the finished *Planeamiento Financiero*. Lucía has not applied to *Mejora Continua*: the demo
 * journey applies to it. These applicants log in with the demo password but are not listed at start.
 */
async function seedDemoPostulaciones(tx: Tx, clave_hash: string, now: Date): Promise<void> {
  const year = Number(limaToday(now).slice(0, 4));
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const ofertas = await tx.select({ id: oferta.id, titulo: oferta.titulo }).from(oferta);
  const idOferta = (titulo: string) => {
    const found = ofertas.find((o) => o.titulo === titulo);
    if (!found) throw new Error(`demo: falta la oferta ${titulo}`);
    return found.id;
  };
  const institution = async (nombre: string) => {
    const [row] = await tx
      .select({ id: institucion.id, nombre: institucion.nombre })
      .from(institucion)
      .where(and(eq(institucion.tipo, 1), eq(institucion.nombre, nombre)));
    if (!row) throw new Error(`demo: falta la institución ${nombre}`);
    return row;
  };
  const career = async (nombre: string) => {
    const [row] = await tx
      .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
      .from(carrera)
      .where(and(eq(carrera.tipo, 1), eq(carrera.nombre, nombre)));
    if (!row) throw new Error(`demo: falta la carrera ${nombre}`);
    return row;
  };

  const people = [
    {
      correo: 'carlos.mendoza@demo.pe',
      nombres: 'Carlos Alberto',
      apellidos: 'Mendoza Ticona',
      dni: '73519842',
      sexo: 1,
      fecha_nacimiento: '2003-08-02',
      universidad: 'Universidad Católica de Santa María',
      carrera: 'Administración',
      estado_estudios: 0,
      ciclo_actual: 5,
      egreso: year + 1,
      lugar: { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'Yanahuara' },
      resumen: 'Estudiante de IX ciclo de Administración en la UCSM. Me interesan la logística, las compras y el control de inventarios.',
      conocimientos: [
        ['Microsoft Excel', 'avanzado'],
        ['SAP ERP', 'básico'],
      ],
      postula: [{ titulo: 'Practicante de Logística y Almacenes', dias: 2, revisado: 1, estado: 2 }],
    },
    {
      correo: 'valeria.condori@demo.pe',
      nombres: 'Valeria',
      apellidos: 'Condori Apaza',
      dni: '74102583',
      sexo: 0,
      fecha_nacimiento: '2004-01-25',
      universidad: 'Universidad Católica San Pablo',
      carrera: 'Ingeniería Industrial',
      estado_estudios: 0,
      ciclo_actual: 3,
      egreso: year + 2,
      lugar: { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'José Luis Bustamante y Rivero' },
      resumen:
        'Estudiante de VII ciclo de Ingeniería Industrial. Participo en el círculo de mejora continua de mi facultad y manejo Power BI.',
      conocimientos: [
        ['Microsoft Excel', 'intermedio'],
        ['Power BI', 'intermedio'],
      ],
      postula: [{ titulo: 'Practicante de Mejora Continua', dias: 1, revisado: 0, estado: 0 }],
    },
    {
      correo: 'diego.huanca@demo.pe',
      nombres: 'Diego',
      apellidos: 'Huanca Flores',
      dni: '72963014',
      sexo: 1,
      fecha_nacimiento: '2002-11-11',
      universidad: 'Universidad Nacional de San Agustín de Arequipa',
      carrera: 'Ingeniería Industrial',
      estado_estudios: 0,
      ciclo_actual: 6,
      egreso: year,
      lugar: { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'Cerro Colorado' },
      resumen:
        'Estudiante de X ciclo de Ingeniería Industrial en la UNSA, con experiencia en almacenes de una distribuidora de consumo masivo.',
      conocimientos: [
        ['Microsoft Excel', 'avanzado'],
        ['AutoCAD', 'básico'],
      ],
      postula: [{ titulo: 'Practicante de Logística y Almacenes', dias: 1, revisado: 0, estado: 0 }],
    },
    {
      correo: 'rosa.ccori@demo.pe',
      nombres: 'Rosa Elena',
      apellidos: 'Ccori Huamán',
      dni: '71845320',
      sexo: 0,
      fecha_nacimiento: '2001-06-30',
      universidad: 'Universidad Nacional Mayor de San Marcos',
      carrera: 'Economía',
      estado_estudios: 1,
      ciclo_actual: 0,
      egreso: year - 1,
      lugar: { id_region: 15, region: 'Lima', provincia: 'Lima', distrito: 'Jesús María' },
      resumen: 'Economista egresada de San Marcos, del tercio superior. Experiencia en presupuestos y análisis financiero con Excel.',
      conocimientos: [
        ['Microsoft Excel', 'avanzado'],
        ['Power BI', 'básico'],
      ],
      postula: [{ titulo: 'Practicante de Planeamiento Financiero', dias: 34, revisado: 1, estado: 3 }],
    },
  ];

  for (const person of people) {
    const [user] = await tx
      .insert(usuario)
      .values({
        correo: person.correo,
        clave_hash,
        rol: 0,
        nombres: person.nombres,
        apellidos: person.apellidos,
        confirmado_en: now,
        autorizacion_marketing: 0,
      })
      .returning({ id: usuario.id });
    const uni = await institution(person.universidad);
    const car = await career(person.carrera);
    const [row] = await tx
      .insert(postulante)
      .values({
        usuario_id: user!.id,
        dni: person.dni,
        sexo: person.sexo,
        fecha_nacimiento: person.fecha_nacimiento,
        licencia_conducir: 0,
        estado_estudios: person.estado_estudios,
        tipo_carrera: 1,
        id_inst_educativa: uni.id,
        inst_educativa_nombre: uni.nombre,
        id_carrera_actual: car.id,
        carrera_actual: car.nombre,
        claves: car.clave,
        ciclo_actual: person.ciclo_actual,
        fecha_ingreso: `${person.egreso - 5}-01-01`,
        fecha_egreso: `${person.egreso}-01-01`,
        resumen_profesional: person.resumen,
        ...person.lugar,
        correo_contacto: person.correo,
      })
      .returning({ id: postulante.id });
    const mine = { postulante_id: row!.id };
    await tx.insert(conocimiento).values(person.conocimientos.map(([nombre, nivel]) => ({ ...mine, nombre: nombre!, nivel: nivel! })));
    await tx.insert(idiomaPostulante).values({ ...mine, nombre: 'Inglés', nivel: 'intermedio' });
    await tx.insert(habilidadPostulante).values([
      { ...mine, nombre: 'Trabajo en equipo' },
      { ...mine, nombre: 'Comunicación efectiva' },
    ]);
    for (const p of person.postula) {
      await tx.insert(postulacion).values({
        ...mine,
        oferta_id: idOferta(p.titulo),
        estado: p.estado,
        revisado: p.revisado,
        estado_actualizado_en: p.estado > 0 ? daysAgo(p.dias - 1) : null,
        creado_en: daysAgo(p.dias),
        actualizado_en: daysAgo(p.dias),
      });
    }
  }

  const [lucia] = await tx
    .select({ id: postulante.id })
    .from(postulante)
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(eq(usuario.correo, 'postulante@demo.pe'));
  await tx.insert(postulacion).values({
    postulante_id: lucia!.id,
    oferta_id: idOferta('Practicante de Logística y Almacenes'),
    revisado: 1,
    creado_en: daysAgo(2),
    actualizado_en: daysAgo(2),
  });
}
