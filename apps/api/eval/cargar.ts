/**
 * Writes an evaluation pool (generador.ts) into a database: one company with one featured, paid offer (so no
 * application is blocked), each applicant's account, profile and CV sections, and their applications, in batches
 * (the search documents are built by the triggers of migration 0009 once per batch).
 */
import { ROLE } from '@practiperu/shared/constants';
import { aliasDe } from '@practiperu/shared/oferta';
import { toClave } from '@practiperu/shared/text';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  actExtracurricular,
  carrera,
  conocimiento,
  experienciaLaboral,
  idiomaPostulante,
  oferta,
  organizacion,
  postulacion,
  postulante,
  usuario,
} from '../src/db/schema/index.ts';
import { estadoEnEval, resumenDe, type PostulanteEval } from './generador.ts';

const LOTE = 500;
/** Not a usable password hash: these accounts never sign in. */
const SIN_CLAVE = 'evaluacion-sin-clave';

/** The pool as applicants of a new offer; returns the offer id and each applicant's application id (by n). */
export async function cargarPool(
  db: Db,
  pool: PostulanteEval[],
  opts: { etiqueta: string; now: Date },
): Promise<{ ofertaId: number; postulaciones: Map<number, number> }> {
  const { etiqueta, now } = opts;
  const [empresa] = await db
    .insert(usuario)
    .values({
      correo: `empresa-${etiqueta}@evaluacion.test`,
      clave_hash: SIN_CLAVE,
      rol: ROLE.RECLUTADOR,
      nombres: 'Evaluación',
      apellidos: 'Asistente',
      confirmado_en: now,
    })
    .returning({ id: usuario.id });
  const ruc = `20${String(Math.abs(hash(etiqueta)) % 1_000_000_000).padStart(9, '0')}`;
  const [org] = await db
    .insert(organizacion)
    .values({ usuario_id: empresa!.id, ruc, nombre_completo: 'Evaluación del Asistente S.A.C.', nombre: 'Evaluación', is_premium: true })
    .returning({ id: organizacion.id });
  const titulo = `Practicante (evaluación ${etiqueta})`;
  const [of] = await db
    .insert(oferta)
    .values({
      id_organizacion: org!.id,
      titulo,
      funciones: '<p>Apoyo en el área.</p>',
      beneficios: '<ul><li>Subvención económica</li></ul>',
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'Miraflores',
      modalidad_tiempo: 'Presencial',
      horario: 'Tiempo completo',
      horas_dia: 6,
      dias_semana: 5,
      cumple_ley_28518: true,
      salario: 1130,
      mostrar_salario: 1,
      fin_convocatoria: now.toISOString().slice(0, 10),
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      profesion: 'Ingeniería Industrial',
      tipo: 1,
      estado: 1,
      estado_pago: 1,
      destacado_desde: now,
      fecha_publicacion: now,
      alias: aliasDe(titulo),
    })
    .returning({ id: oferta.id });
  const ofertaId = of!.id;

  const carreras = (await db.select({ id: carrera.id, tipo: carrera.tipo, clave: carrera.clave }).from(carrera)) as {
    id: number;
    tipo: number;
    clave: string;
  }[];
  const idCarrera = new Map(carreras.map((c) => [`${c.tipo}:${c.clave}`, c.id]));

  const postulaciones = new Map<number, number>();
  for (let i = 0; i < pool.length; i += LOTE) {
    const lote = pool.slice(i, i + LOTE);
    const usuarios = await db
      .insert(usuario)
      .values(
        lote.map((p) => ({
          correo: `p${p.n}-${etiqueta}@evaluacion.test`,
          clave_hash: SIN_CLAVE,
          rol: ROLE.POSTULANTE,
          nombres: p.nombres,
          apellidos: p.apellidos,
          confirmado_en: now,
        })),
      )
      .returning({ id: usuario.id });
    const perfiles = await db
      .insert(postulante)
      .values(
        lote.map((p, j) => ({
          usuario_id: usuarios[j]!.id,
          estado_estudios: p.estado_estudios,
          tipo_carrera: p.tipo_carrera,
          id_inst_educativa: p.institucion.id,
          inst_educativa_nombre: p.institucion.nombre,
          licencia_conducir: p.licencia ? 1 : 0,
          id_carrera_actual: idCarrera.get(`${p.tipo_carrera}:${toClave(p.carrera)}`) ?? null,
          carrera_actual: p.carrera,
          claves: toClave(p.carrera),
          ciclo_actual: p.ciclo_actual,
          fecha_ingreso: `${p.ingreso}-01-01`,
          fecha_egreso: p.egreso === null ? null : `${p.egreso}-12-01`,
          orden_merito: p.orden_merito,
          resumen_profesional: resumenDe(p),
          id_region: p.id_region,
          region: p.region,
          provincia: p.provincia,
          distrito: p.distrito,
        })),
      )
      .returning({ id: postulante.id });
    const pid = (j: number) => perfiles[j]!.id;
    const conocimientos = lote.flatMap((p, j) => p.conocimientos.map(([nombre, nivel]) => ({ postulante_id: pid(j), nombre, nivel })));
    const idiomas = lote.flatMap((p, j) => p.idiomas.map(([nombre, nivel]) => ({ postulante_id: pid(j), nombre, nivel })));
    const experiencias = lote.flatMap((p, j) =>
      p.experiencias.map((e, k) => ({
        postulante_id: pid(j),
        nombre_empresa: e.empresa,
        puesto: e.puesto,
        funciones: e.funciones,
        fecha_inicio: `${2022 + k}-01-01`,
        fecha_salida: `${2022 + k}-06-30`,
      })),
    );
    // Interests also show in a project, as applicants tell them.
    const proyectos = lote.flatMap((p, j) =>
      p.intereses.slice(0, 1).map((interes) => ({
        postulante_id: pid(j),
        tipo: 'Proyecto',
        nombre_empresa: 'Universidad',
        nombre_proyecto: `Proyecto de ${interes}`,
        puesto: 'Integrante',
        funciones: `Trabajo de investigación aplicada sobre ${interes}.`,
        fecha_inicio: '2024-03-01',
        fecha_salida: '2024-07-31',
      })),
    );
    if (conocimientos.length > 0) await db.insert(conocimiento).values(conocimientos);
    if (idiomas.length > 0) await db.insert(idiomaPostulante).values(idiomas);
    if (experiencias.length > 0) await db.insert(experienciaLaboral).values(experiencias);
    if (proyectos.length > 0) await db.insert(actExtracurricular).values(proyectos);
    const apps = await db
      .insert(postulacion)
      .values(
        lote.map((p, j) => ({
          postulante_id: pid(j),
          oferta_id: ofertaId,
          estado: estadoEnEval(p),
          revisado: 0,
          estado_evaluacion: 1,
          afinidad_puesto: p.afinidad,
          creado_en: new Date(now.getTime() - (pool.length - p.n) * 60_000),
          eliminado_en: p.cancelada ? now : null,
        })),
      )
      .returning({ id: postulacion.id });
    lote.forEach((p, j) => postulaciones.set(p.n, apps[j]!.id));
  }
  await db.execute(sql`analyze postulacion`);
  return { ofertaId, postulaciones };
}

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
