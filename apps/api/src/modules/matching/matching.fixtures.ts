/**
 * Test data of the matching and applying stories: companies, approved offers written straight into the database (what
 * the recruiter's form and the administrator's approval would leave), and applicants with the training each story
 * needs.
 */
import { ROLE } from '@practiperu/shared/constants';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { aliasDe } from '@practiperu/shared/oferta';
import { toClave } from '@practiperu/shared/text';
import { and, eq } from 'drizzle-orm';
import { completeApplicantCv, createUser, login, type TestContext } from '../../../test/helpers.ts';
import {
  carrera,
  conocimiento,
  habilidadPostulante,
  idiomaPostulante,
  oferta,
  organizacion,
  postulante,
  usuario,
} from '../../db/schema/index.ts';
import { ofertasCambiaron } from './matching.cache.ts';

export type OfertaPatch = Partial<typeof oferta.$inferInsert>;

export async function empresa(t: TestContext, nombreOrg = 'Andina Logística') {
  const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg });
  const [org] = await t.db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.usuario_id, user.id));
  return { ...user, token: await login(t.app, user), organizacionId: org!.id };
}

/** A real career of the reference list: its id, name and key. */
export async function career(t: TestContext, nombre: string, tipo = 1) {
  const [row] = await t.db
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.tipo, tipo), eq(carrera.nombre, nombre)));
  if (!row) throw new Error(`carrera ${nombre}`);
  return row;
}

/**
 * An approved, shown, open offer: pre-professional, university students (level 6) of the given careers, any
 * cycle, in Cayma (Arequipa), deadline in five Lima days, published now. Returns its id.
 */
export async function ofertaAprobada(
  t: TestContext,
  organizacionId: number | null,
  careers: { id: number; nombre: string; clave: string }[],
  patch: OfertaPatch = {},
): Promise<number> {
  const titulo = patch.titulo ?? 'Practicante de Mejora Continua';
  const [row] = await t.db
    .insert(oferta)
    .values({
      id_organizacion: organizacionId,
      titulo,
      funciones: '<p>Apoyar en proyectos de <strong>mejora continua</strong> y en el control de indicadores de planta.</p>',
      beneficios: '<ul><li>Subvención económica</li><li>Seguro de salud</li></ul>',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cayma',
      modalidad_tiempo: 'Presencial',
      horario: 'Tiempo completo',
      salario: 1200,
      mostrar_salario: 1,
      fin_convocatoria: addDays(limaToday(t.clock.now), 5),
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      profesion: careers.map((c) => c.nombre).join(', '),
      carreras: careers.map((c) => c.id),
      claves: careers.map((c) => c.clave),
      estado: 1,
      fecha_publicacion: t.clock.now,
      creado_en: t.clock.now,
      cupo_gratis_en: t.clock.now,
      ...patch,
      alias: aliasDe(titulo),
    })
    .returning({ id: oferta.id });
  // Written around the app's repositories: drop the cached lists as they would (matching.cache.ts).
  ofertasCambiaron();
  return row!.id;
}

export interface Training {
  tipo_carrera?: number;
  estado_estudios?: number;
  ciclo_actual?: number;
  /** 'YYYY-01-01'. */
  fecha_egreso?: string;
  claves?: string;
  carrera_actual?: string;
  id_region?: number;
  region?: string;
  provincia?: string;
  distrito?: string;
}

/**
 * An applicant past the required-data gate (completeApplicantCv: Ingeniería Industrial, UNSA, VIII ciclo, Cayma) with
 * the training patched, logged in. `paraPostular` also fills the 'required to apply' parts.
 */
export async function postulanteCon(t: TestContext, training: Training = {}, opts: { paraPostular?: boolean; marketing?: 0 | 1 } = {}) {
  const user = await createUser(t.db, { role: ROLE.POSTULANTE, nombres: 'Lucía' });
  await completeApplicantCv(t.db, user.id);
  const values: Training = { ...training };
  if (values.claves) values.claves = toClave(values.claves);
  if (Object.keys(values).length > 0) await t.db.update(postulante).set(values).where(eq(postulante.usuario_id, user.id));
  const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, user.id));
  if (opts.paraPostular) await completarParaPostular(t, p!.id);
  if (opts.marketing !== undefined)
    await t.db.update(usuario).set({ autorizacion_marketing: opts.marketing }).where(eq(usuario.id, user.id));
  return { ...user, token: await login(t.app, user), postulanteId: p!.id };
}

/** Summary, a knowledge item, a language and a skill: the 'required to apply' parts. */
export async function completarParaPostular(t: TestContext, postulanteId: number) {
  await t.db
    .update(postulante)
    .set({ resumen_profesional: 'Estudiante de Ingeniería Industrial interesada en mejora continua y logística.' })
    .where(eq(postulante.id, postulanteId));
  await t.db.insert(conocimiento).values({ postulante_id: postulanteId, nombre: 'Microsoft Excel', nivel: 'avanzado' });
  await t.db.insert(idiomaPostulante).values({ postulante_id: postulanteId, nombre: 'Inglés', nivel: 'intermedio' });
  await t.db.insert(habilidadPostulante).values({ postulante_id: postulanteId, nombre: 'Trabajo en equipo' });
}
