/**
 * `npm run bench:afinidad`: how long the affinity job takes to score 10,000 applications of one offer
 * (docs/affinity.md, docs/performance.md), on PostgreSQL.
 *
 * It never touches the database of DATABASE_URL: on the same server it creates a scratch database
 * (`<name>_afinidad`, dropped first if it exists and at the end unless BENCH_KEEP=1), migrates it, loads the
 * reference data, and generates with generate_series one company, one offer asking for everything the score reads
 * (three careers, a level, cycles, three knowledge items and two languages with levels, a department) and
 * BENCH_APLICACIONES (default 10,000) applicants with varied CVs (careers, levels, cycles, departments, 0–4
 * knowledge items, 0–2 languages, experiences, projects, merit order), each with an application at
 * estado_evaluacion 0. Then the start-up backfill queues one job per application and the real queue runs the real
 * handler until none is left: once with one worker (what the in-process worker does) and once with BENCH_WORKERS
 * (default 2) concurrent workers, resetting the applications in between. Prints the figures as Markdown.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { fromPostgres, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createQueue } from '../src/jobs/queue.ts';
import { evaluarHandler } from '../src/modules/afinidad/afinidad.jobs.ts';
import { EVALUAR_JOB, backfill, cargar } from '../src/modules/afinidad/afinidad.repository.ts';
import { calcularAfinidad, type CvAfinidad, type OfertaAfinidad } from '../src/modules/afinidad/afinidad.score.ts';

const N = Number(process.env.BENCH_APLICACIONES ?? 10_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const DOMAIN = 'bench-afinidad.practiperu.pe';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The queue logs a warning per failed attempt; the benchmark prints them and nothing else. */
const log = {
  warn: (o: unknown, m?: string) => console.warn(m ?? '', o),
  error: (o: unknown, m?: string) => console.error(m ?? '', o),
} as unknown as FastifyBaseLogger;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function generar(client: pg.Client): Promise<number> {
  await client.query(`set synchronous_commit = off`);
  const { rows: org } = await client.query<{ id: number }>(`
    with u as (
      insert into usuario (correo, clave_hash, rol, nombres, apellidos, confirmado_en)
      values ('empresa@${DOMAIN}', 'x', 1, 'Rosa', 'Quispe', now()) returning id)
    insert into organizacion (usuario_id, ruc, nombre_completo, nombre, nro_contacto, cargo, descripcion, correo_contacto, id_region, region, distrito)
    select id, '20999999991', 'Andina Bench S.A.C.', 'Andina Bench', '999999999', 'Jefa de Talento', 'Empresa de prueba.', 'rrhh@${DOMAIN}', 4, 'Arequipa', 'Cayma'
    from u returning id`);
  const { rows: careers } = await client.query<{ id: number; nombre: string; clave: string }>(
    `select id, nombre, clave from carrera where tipo = 1 order by id limit 3`,
  );
  const { rows: of } = await client.query<{ id: number }>(
    `insert into oferta (id_organizacion, titulo, funciones, beneficios, id_region, region, provincia, distrito, modalidad_tiempo, horario,
       fin_convocatoria, modalidad, idniveluniv, profesion, carreras, claves, ciclo, idiomas, conocimientos, tipo, estado, estado_pago,
       alias, fecha_publicacion, destacado_desde)
     values ($4, 'Practicante de Mejora Continua', '<p>Apoyar en proyectos de mejora continua.</p>', '<ul><li>Subvención</li></ul>',
       4, 'Arequipa', 'Arequipa', 'Cayma', 'Presencial', 'Tiempo completo', current_date + 10, 'PREPROFESIONAL', 6,
       $1, $2, $3, '{2,3,4}',
       '[{"name":"Inglés","level":"intermedio","required":"indispensable"},{"name":"Portugués","level":"básico","required":"deseable"}]',
       '[{"name":"Excel","level":"avanzado","required":"indispensable"},{"name":"SQL","level":"intermedio","required":"indispensable"},{"name":"Power BI","level":"básico","required":"deseable"}]',
       1, 1, 1, 'practicante-de-mejora-continua', now(), now())
     returning id`,
    [careers.map((c) => c.nombre).join(', '), careers.map((c) => c.id), careers.map((c) => c.clave), org[0]!.id],
  );
  const ofertaId = of[0]!.id;
  await client.query(
    `insert into usuario (correo, clave_hash, rol, nombres, apellidos, confirmado_en)
     select 'p' || i || '@${DOMAIN}', 'x', 2, 'Lucía', 'Mamani', now() from generate_series(1, $1::int) i`,
    [N],
  );
  // Varied CVs: a third in one of the offer's careers, the rest in others; students, graduates and bachelors;
  // cycles 1–6; departments spread; merit order 0–5.
  await client.query(
    `insert into postulante (usuario_id, estado_estudios, tipo_carrera, id_carrera_actual, carrera_actual, claves, ciclo_actual,
       fecha_ingreso, fecha_egreso, orden_merito, id_region, region, provincia, distrito)
     select u.id, case when s.i % 5 = 0 then 1 when s.i % 17 = 0 then 2 else 0 end, 1, c.id, c.nombre, c.clave,
       case when s.i % 5 = 0 or s.i % 17 = 0 then 0 else 1 + s.i % 6 end,
       date '2020-01-01', make_date(2024 + s.i % 3, 1, 1), s.i % 6, r.id, r.nombre, r.nombre, r.nombre
     from (select id, substring(correo from '^p([0-9]+)@')::int as i from usuario where correo like 'p%@${DOMAIN}') s
     join usuario u on u.id = s.id
     join lateral (select id, nombre, clave from carrera where tipo = 1 order by id offset (case when s.i % 3 = 0 then s.i % 3 else s.i % 40 end) limit 1) c on true
     join region r on r.id = 1 + s.i % 25`,
  );
  const owned = `(select p.id, substring(u.correo from '^p([0-9]+)@')::int as i from postulante p join usuario u on u.id = p.usuario_id where u.correo like 'p%@${DOMAIN}')`;
  await client.query(`
    insert into conocimiento (postulante_id, nombre, nivel)
    select o.id, k.nombre, (array['básico','intermedio','avanzado'])[1 + (o.i + k.n) % 3]
    from ${owned} o cross join lateral (select * from (values (1, 'Microsoft Excel'), (2, 'SQL'), (3, 'Power BI'), (4, 'AutoCAD')) v(n, nombre) where v.n <= o.i % 5) k`);
  await client.query(`
    insert into idioma_postulante (postulante_id, nombre, nivel)
    select o.id, k.nombre, (array['básico','intermedio','avanzado'])[1 + (o.i + k.n) % 3]
    from ${owned} o cross join lateral (select * from (values (1, 'Inglés'), (2, 'Portugués')) v(n, nombre) where v.n <= o.i % 3) k`);
  await client.query(`
    insert into experiencia_laboral (postulante_id, nombre_empresa, puesto, funciones, fecha_inicio, sigo_aqui)
    select o.id, 'Empresa ' || o.i, 'Asistente', 'Apoyo administrativo.', date '2024-01-01', 1 from ${owned} o where o.i % 4 = 0`);
  await client.query(`
    insert into act_extracurricular (postulante_id, tipo, nombre_empresa, puesto, funciones, fecha_inicio, sigo_aqui)
    select o.id, 'Voluntariado', 'ONG ' || o.i, 'Voluntaria', 'Apoyo.', date '2024-01-01', 1 from ${owned} o where o.i % 3 = 0`);
  await client.query(`insert into postulacion (postulante_id, oferta_id, estado_evaluacion) select o.id, $1, 0 from ${owned} o`, [
    ofertaId,
  ]);
  await client.query(`analyze`);
  return ofertaId;
}

async function correr(database: Database, ofertaId: number, workers: number): Promise<{ segundos: number; evaluadas: number }> {
  const db = database.db;
  await db.execute(
    sql`update postulacion set estado_evaluacion = 0, afinidad_puesto = null, afinidad_detalle = null where oferta_id = ${ofertaId}`,
  );
  await db.execute(sql`delete from trabajo where tipo = ${EVALUAR_JOB}`);
  const encoladas = await backfill(db);
  if (encoladas !== N) throw new Error(`se esperaban ${N} trabajos, hay ${encoladas}`);
  const queue = createQueue({ db, log });
  queue.register(
    EVALUAR_JOB,
    evaluarHandler(db, () => new Date()),
  );
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while ((await queue.drain(500)) > 0) {
        /* until none is left */
      }
    }),
  );
  const segundos = (performance.now() - t0) / 1000;
  const result = await db.execute(sql`select count(*)::int as n from postulacion where oferta_id = ${ofertaId} and estado_evaluacion = 1`);
  const evaluadas = rowsOf<{ n: number }>(result)[0]!.n;
  return { segundos, evaluadas };
}

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('bench-afinidad necesita DATABASE_URL (PostgreSQL).');
  if (config.isProduction) throw new Error('bench-afinidad no se ejecuta con NODE_ENV=production.');
  const base = new URL(config.DATABASE_URL);
  const name = `${base.pathname.replace(/^\//, '') || 'practiperu'}_afinidad`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new pg.Client({ connectionString: config.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(config.DATABASE_URL, name);
  const database = fromPostgres(url);
  try {
    console.log(`Base de datos temporal ${name}: migraciones y datos de referencia…`);
    await prepareDatabase(database, { seedDemo: false });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let t = performance.now();
    const ofertaId = await generar(client);
    await client.end();
    console.log(`Generadas ${N.toLocaleString('es-PE')} postulaciones en ${((performance.now() - t) / 1000).toFixed(1)} s.`);

    // The pure function alone, over one CV of the set read once.
    const primera = rowsOf<{ id: number }>(
      await database.db.execute(sql`select min(id) as id from postulacion where oferta_id = ${ofertaId}`),
    );
    const [fila] = await cargar(database.db, [Number(primera[0]!.id)]);
    const o: OfertaAfinidad = fila!.oferta;
    const cv: CvAfinidad = fila!.cv;
    t = performance.now();
    for (let i = 0; i < N; i++) calcularAfinidad(o, { ...cv, orden_merito: i % 6 });
    const puro = performance.now() - t;

    const uno = await correr(database, ofertaId, 1);
    const varios = await correr(database, ofertaId, WORKERS);
    const dist = await database.db.execute(
      sql`select count(*) filter (where afinidad_puesto >= 70)::int as verde, count(*) filter (where afinidad_puesto between 40 and 69)::int as amarillo,
              count(*) filter (where afinidad_puesto < 40)::int as rojo, min(afinidad_puesto) as min, max(afinidad_puesto) as max,
              round(avg(afinidad_puesto))::int as media
       from postulacion where oferta_id = ${ofertaId}`,
    );
    const d = rowsOf<Record<string, number>>(dist)[0]!;
    console.log('');
    console.log(`| escenario | postulaciones | tiempo | por segundo | evaluadas |`);
    console.log(`|---|---|---|---|---|`);
    console.log(`| calcularAfinidad sola (en memoria) | ${N} | ${(puro / 1000).toFixed(2)} s | ${Math.round(N / (puro / 1000))} | — |`);
    for (const [label, r] of [
      ['cola, 1 trabajador (como el del proceso de la API)', uno],
      [`cola, ${WORKERS} trabajadores concurrentes`, varios],
    ] as const) {
      console.log(`| ${label} | ${N} | ${r.segundos.toFixed(1)} s | ${Math.round(N / r.segundos)} | ${r.evaluadas} |`);
    }
    console.log('');
    console.log(
      `Puntajes: ${d.verde} verdes, ${d.amarillo} amarillos, ${d.rojo} rojos; mínimo ${d.min}, máximo ${d.max}, media ${d.media}.`,
    );
    if (uno.evaluadas !== N || varios.evaluadas !== N) throw new Error('no se evaluaron todas las postulaciones');
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP !== '1') {
      const a = new pg.Client({ connectionString: config.DATABASE_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
