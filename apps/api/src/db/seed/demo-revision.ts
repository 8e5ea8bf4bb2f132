/**
 * Demo applicants for the recruiter's review (docs/applicants.md): nine more students on the featured
 * *Logística y Almacenes* (twelve in all, with varied regions, merit order, experience, knowledge, languages and
 * decisions, so every filter finds someone) and sixteen graduates on the free *Planeamiento Financiero*
 * (seventeen in all; a free offer shows its first 15 in full, so the last two by arrival are blocked). Applications
 * start at estado_evaluacion 0 and the affinity job's start-up backfill scores them; blocked ones stay at 3.
 * Everything in one transaction, one statement per table, no hashing (the demo password's hash is passed in):
 * start-up stays fast.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  carrera,
  conocimiento,
  experienciaLaboral,
  habilidadPostulante,
  idiomaPostulante,
  institucion,
  oferta,
  postulacion,
  postulante,
  usuario,
} from '../schema/index.ts';

const DAY_MS = 86_400_000;

type Nivel = 'básico' | 'intermedio' | 'avanzado';
interface Persona {
  nombres: string;
  apellidos: string;
  sexo: 0 | 1;
  universidad: string;
  carrera: string;
  lugar: { id_region: number; region: string; provincia: string; distrito: string };
  orden_merito?: number;
  conocimientos: [string, Nivel][];
  idiomas: [string, Nivel][];
  experiencia?: { empresa: string; puesto: string; funciones: string };
  estado?: number;
  revisado?: number;
}

const AQP = (distrito: string) => ({ id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito });
const LIMA = (distrito: string) => ({ id_region: 15, region: 'Lima', provincia: 'Lima', distrito });
const UNSA = 'Universidad Nacional de San Agustín de Arequipa';
const UCSM = 'Universidad Católica de Santa María';
const UCSP = 'Universidad Católica San Pablo';
const UNMSM = 'Universidad Nacional Mayor de San Marcos';

/** Students for the featured logistics offer (pre-professional, Industrial or Administración). */
const LOGISTICA: Persona[] = [
  {
    nombres: 'Andrea Sofía',
    apellidos: 'Paredes Linares',
    sexo: 0,
    universidad: UNSA,
    carrera: 'Ingeniería Industrial',
    lugar: AQP('Cayma'),
    orden_merito: 1,
    conocimientos: [
      ['Microsoft Excel', 'avanzado'],
      ['SAP ERP', 'intermedio'],
    ],
    idiomas: [['Inglés', 'avanzado']],
    experiencia: {
      empresa: 'Distribuidora del Sur S.A.C.',
      puesto: 'Practicante de almacén',
      funciones: 'Inventarios cíclicos, kardex y preparación de despachos.',
    },
    estado: 3,
    revisado: 1,
  },
  {
    nombres: 'José Luis',
    apellidos: 'Apaza Quispe',
    sexo: 1,
    universidad: UCSM,
    carrera: 'Administración',
    lugar: AQP('Paucarpata'),
    conocimientos: [['Microsoft Excel', 'intermedio']],
    idiomas: [['Inglés', 'básico']],
    estado: 2,
    revisado: 1,
  },
  {
    nombres: 'Milagros',
    apellidos: 'Cáceres Zúñiga',
    sexo: 0,
    universidad: UCSP,
    carrera: 'Ingeniería Industrial',
    lugar: AQP('Sachaca'),
    orden_merito: 2,
    conocimientos: [
      ['Microsoft Excel', 'avanzado'],
      ['Power BI', 'intermedio'],
    ],
    idiomas: [['Inglés', 'intermedio']],
  },
  {
    nombres: 'Renzo',
    apellidos: 'Villanueva Chambi',
    sexo: 1,
    universidad: UNSA,
    carrera: 'Ingeniería Industrial',
    lugar: { id_region: 21, region: 'Puno', provincia: 'Puno', distrito: 'Puno' },
    conocimientos: [['AutoCAD', 'intermedio']],
    idiomas: [
      ['Quechua', 'avanzado'],
      ['Inglés', 'básico'],
    ],
    estado: 1,
    revisado: 1,
  },
  {
    nombres: 'Camila',
    apellidos: 'Rivera Huamaní',
    sexo: 0,
    universidad: UNMSM,
    carrera: 'Administración',
    lugar: LIMA('Lince'),
    conocimientos: [
      ['Microsoft Excel', 'avanzado'],
      ['SAP ERP', 'básico'],
    ],
    idiomas: [['Inglés', 'avanzado']],
    experiencia: {
      empresa: 'Retail Andino S.A.',
      puesto: 'Asistente de compras',
      funciones: 'Órdenes de compra, seguimiento a proveedores y control de entregas.',
    },
    revisado: 1,
  },
  {
    nombres: 'Luis Fernando',
    apellidos: 'Choque Mamani',
    sexo: 1,
    universidad: UCSM,
    carrera: 'Ingeniería Industrial',
    lugar: AQP('Mariano Melgar'),
    conocimientos: [['Microsoft Excel', 'básico']],
    idiomas: [['Inglés', 'básico']],
  },
  {
    nombres: 'Fiorella',
    apellidos: 'Salinas Begazo',
    sexo: 0,
    universidad: UNSA,
    carrera: 'Administración',
    lugar: AQP('Yanahuara'),
    orden_merito: 3,
    conocimientos: [
      ['Microsoft Excel', 'intermedio'],
      ['Power BI', 'básico'],
    ],
    idiomas: [['Inglés', 'intermedio']],
  },
  {
    nombres: 'Kevin',
    apellidos: 'Torres Llerena',
    sexo: 1,
    universidad: UCSP,
    carrera: 'Ingeniería Industrial',
    lugar: { id_region: 18, region: 'Moquegua', provincia: 'Ilo', distrito: 'Ilo' },
    conocimientos: [
      ['SAP ERP', 'intermedio'],
      ['Microsoft Excel', 'intermedio'],
    ],
    idiomas: [['Portugués', 'básico']],
    experiencia: {
      empresa: 'Terminal Portuario de Ilo',
      puesto: 'Practicante de operaciones',
      funciones: 'Registro de contenedores y apoyo en la planificación de la descarga.',
    },
  },
  {
    nombres: 'Ximena',
    apellidos: 'Núñez Delgado',
    sexo: 0,
    universidad: UCSM,
    carrera: 'Administración',
    lugar: AQP('Cerro Colorado'),
    conocimientos: [['Microsoft Excel', 'básico']],
    idiomas: [['Inglés', 'básico']],
  },
];

const NOMBRES_F = ['María José', 'Daniela', 'Alejandra', 'Rocío', 'Patricia', 'Claudia', 'Vanessa', 'Karen'];
const NOMBRES_M = ['Jorge Luis', 'Martín', 'Ricardo', 'Óscar', 'César Augusto', 'Javier', 'Gonzalo', 'Hugo'];
const APELLIDOS = [
  'Ramos Cárdenas',
  'Espinoza Rojas',
  'Sánchez Poma',
  'Gutiérrez Yupanqui',
  'Benavides Arce',
  'Herrera Ñahui',
  'Palomino Vera',
  'Castro Alvarado',
  'Medina Cusi',
  'Aguilar Taipe',
  'Ortiz Cárdenas',
  'Vega Sucasaca',
  'Loayza Ríos',
  'Mamani Condori',
  'Zegarra Pinto',
  'Pacheco Luque',
];
const DISTRITOS_LIMA = ['Miraflores', 'San Borja', 'Surco', 'Jesús María', 'Pueblo Libre', 'Magdalena del Mar', 'San Miguel', 'Lince'];

/** Graduates for the free, finished financial planning offer (professional, Economía/Contabilidad/Administración). */
function planeamiento(): Persona[] {
  const carreras = ['Economía', 'Contabilidad', 'Administración'];
  return APELLIDOS.map((apellidos, i) => ({
    nombres: i % 2 === 0 ? NOMBRES_F[i / 2]! : NOMBRES_M[(i - 1) / 2]!,
    apellidos,
    sexo: i % 2 === 0 ? 0 : 1,
    universidad: UNMSM,
    carrera: carreras[i % 3]!,
    lugar: LIMA(DISTRITOS_LIMA[i % DISTRITOS_LIMA.length]!),
    orden_merito: i % 4 === 0 ? 2 : 0,
    conocimientos: [['Microsoft Excel', i % 3 === 0 ? 'avanzado' : 'intermedio']],
    idiomas: [['Inglés', i % 2 === 0 ? 'intermedio' : 'básico']],
    revisado: i < 5 ? 1 : 0,
    estado: i === 1 ? 2 : i === 3 ? 1 : 0,
  }));
}

export async function seedDemoRevision(tx: Tx, clave_hash: string, now: Date): Promise<void> {
  const year = new Date(now.getTime() - 5 * 3_600_000).getUTCFullYear();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const ofertas = await tx
    .select({ id: oferta.id, titulo: oferta.titulo })
    .from(oferta)
    .where(inArray(oferta.titulo, ['Practicante de Logística y Almacenes', 'Practicante de Planeamiento Financiero']));
  const idOferta = (titulo: string) => {
    const found = ofertas.find((o) => o.titulo === titulo);
    if (!found) throw new Error(`demo: falta la oferta ${titulo}`);
    return found.id;
  };
  const insts = await tx
    .select({ id: institucion.id, nombre: institucion.nombre })
    .from(institucion)
    .where(and(eq(institucion.tipo, 1), inArray(institucion.nombre, [UNSA, UCSM, UCSP, UNMSM])));
  const careers = await tx
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.tipo, 1), inArray(carrera.nombre, ['Ingeniería Industrial', 'Administración', 'Contabilidad', 'Economía'])));

  // Each applicant's rows, written afterwards in one statement per table (no round trip per applicant).
  interface Fila {
    usuario: typeof usuario.$inferInsert;
    postulante: Omit<typeof postulante.$inferInsert, 'usuario_id'>;
    conocimientos: { nombre: string; nivel: string }[];
    idiomas: { nombre: string; nivel: string }[];
    habilidades: string[];
    experiencia: Omit<typeof experienciaLaboral.$inferInsert, 'postulante_id'> | null;
    postulacion: Omit<typeof postulacion.$inferInsert, 'postulante_id'>;
  }
  const filas: Fila[] = [];
  let n = 0;
  function add(p: Persona, graduado: boolean, ofertaId: number, creado_en: Date, bloqueada: boolean) {
    n++;
    const slug = `${p.nombres.split(' ')[0]}.${p.apellidos.split(' ')[0]}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const correo = `${slug}${n}@demo.pe`;
    const uni = insts.find((i) => i.nombre === p.universidad);
    const car = careers.find((c) => c.nombre === p.carrera);
    if (!uni || !car) throw new Error('demo: faltan datos de referencia para los postulantes');
    const egreso = graduado ? year - 1 : year + 1;
    const estado = bloqueada ? 0 : (p.estado ?? 0);
    filas.push({
      usuario: { correo, clave_hash, rol: 0, nombres: p.nombres, apellidos: p.apellidos, confirmado_en: now },
      postulante: {
        dni: String(70_400_000 + n * 7919).slice(0, 8),
        sexo: p.sexo,
        fecha_nacimiento: `${egreso - 22}-0${(n % 9) + 1}-1${n % 10}`,
        licencia_conducir: 0,
        estado_estudios: graduado ? 1 : 0,
        tipo_carrera: 1,
        id_inst_educativa: uni.id,
        inst_educativa_nombre: uni.nombre,
        id_carrera_actual: car.id,
        carrera_actual: car.nombre,
        claves: car.clave,
        ciclo_actual: graduado ? 0 : 3 + (n % 3),
        fecha_ingreso: `${egreso - 5}-03-01`,
        fecha_egreso: `${egreso}-01-01`,
        orden_merito: p.orden_merito ?? 0,
        resumen_profesional: graduado
          ? `Egresado(a) de ${car.nombre} de ${uni.nombre}. Interés en presupuestos, análisis financiero y reportes de gestión.`
          : `Estudiante de ${car.nombre} en ${uni.nombre}. Me interesan la logística, los inventarios y la mejora de procesos.`,
        ...p.lugar,
        whatsapp: `9${String(51_000_000 + n * 104_729).slice(0, 8)}`,
        correo_contacto: correo,
      },
      conocimientos: p.conocimientos.map(([nombre, nivel]) => ({ nombre, nivel })),
      idiomas: p.idiomas.map(([nombre, nivel]) => ({ nombre, nivel })),
      habilidades: ['Trabajo en equipo', n % 2 === 0 ? 'Pensamiento analítico' : 'Comunicación efectiva'],
      experiencia: p.experiencia
        ? {
            nombre_empresa: p.experiencia.empresa,
            puesto: p.experiencia.puesto,
            funciones: p.experiencia.funciones,
            fecha_inicio: `${year - 1}-01-01`,
            fecha_salida: `${year - 1}-06-30`,
          }
        : null,
      postulacion: {
        oferta_id: ofertaId,
        estado,
        revisado: bloqueada ? 0 : (p.revisado ?? 0),
        estado_evaluacion: bloqueada ? 3 : 0,
        estado_actualizado_en: estado > 0 ? creado_en : null,
        creado_en,
        actualizado_en: creado_en,
      },
    });
  }

  // Featured offer (published 3 days ago): one applicant every ~6 hours.
  const logistica = idOferta('Practicante de Logística y Almacenes');
  for (const [i, p] of LOGISTICA.entries()) add(p, false, logistica, daysAgo(2.9 - i * 0.3), false);
  // Free offer (published 37 days ago, finished 27 days ago): sixteen more beside Rosa Elena (34 days ago). The
  // last two by arrival are the 16th and 17th: blocked.
  const plan = idOferta('Practicante de Planeamiento Financiero');
  for (const [i, p] of planeamiento().entries()) add(p, true, plan, daysAgo(36 - i * 0.5), i >= 14);

  const users = await tx
    .insert(usuario)
    .values(filas.map((f) => f.usuario))
    .returning({ id: usuario.id, correo: usuario.correo });
  const userId = new Map(users.map((u) => [u.correo, u.id]));
  const rows = await tx
    .insert(postulante)
    .values(filas.map((f) => ({ ...f.postulante, usuario_id: userId.get(f.usuario.correo)! })))
    .returning({ id: postulante.id, usuario_id: postulante.usuario_id });
  const postulanteDe = new Map(rows.map((r) => [r.usuario_id, r.id]));
  const ids = filas.map((f) => postulanteDe.get(userId.get(f.usuario.correo)!)!);
  const mine = <T>(rowsOf: (f: Fila) => T[]) => filas.flatMap((f, i) => rowsOf(f).map((x) => ({ ...x, postulante_id: ids[i]! })));
  await tx.insert(conocimiento).values(mine((f) => f.conocimientos));
  await tx.insert(idiomaPostulante).values(mine((f) => f.idiomas));
  await tx.insert(habilidadPostulante).values(mine((f) => f.habilidades.map((nombre) => ({ nombre }))));
  await tx.insert(experienciaLaboral).values(mine((f) => (f.experiencia ? [f.experiencia] : [])));
  await tx.insert(postulacion).values(mine((f) => [f.postulacion]));
}
