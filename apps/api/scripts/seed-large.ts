/**
 * `npm run seed:large`: a large, realistic data set for the benchmarks (docs/performance.md), in a
 * PostgreSQL database given by DATABASE_URL (never PGlite, never production): 2,000 companies, 20,000 offers,
 * 200,000 applicants and 1,000,000 applications, with Spanish names, the real careers, universities,
 * institutes and districts of the reference data. Everything is generated inside the database with
 * generate_series (one INSERT … SELECT per table), so it takes a few minutes on two cores.
 *
 * Its rows are marked by the e-mail domain @seed.practiperu.pe: a second run removes the previous set first and
 * touches nothing else. Every seeded account logs in with the password SEED_PASSWORD.
 *
 * Shape of the data (the dates are relative to today in Lima):
 * - offers: 25 % open (published in the last 15 days, deadline today … +30), 62 % finished (published over the
 *   last year), 5 % pending, 3 % rejected, 3 % hidden, 2 % removed; 10 % featured with a validated payment;
 *   12 % virtual, the rest in real districts, weighted like the country (Lima ~45 %); levels, cycles and years as
 *   the offer form would leave them; 1–3 careers each, popular careers more often.
 * - applicants: 85 % university, 15 % technical; 70 % students (with their cycle), 25 % graduates, 5 %
 *   bachelors; careers drawn like the offers'; the required CV data complete, so they pass the gate.
 * - applications: 5 per applicant, unique per applicant and offer; 20 open offers get 10,000 each (for
 *   bench:postulantes); statuses and cancellations in realistic proportions; the 16th and later active
 *   applications of a free offer blocked.
 */
import { hashPassword } from '../src/lib/passwords.ts';
import { loadConfig } from '../src/config.ts';
import { fromPostgres } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import pg from 'pg';
import { limaToday } from '@practiperu/shared/dates';

export const SEED_DOMAIN = 'seed.practiperu.pe';
export const SEED_PASSWORD = 'Semilla2027';

const EMPRESAS = 2_000;
const OFERTAS = 20_000;
const POSTULANTES = 200_000;
const PER_POSTULANTE = 5;
const POPULAR_OFERTAS = 20;

const FIRST_F = [
  'María',
  'Lucía',
  'Valeria',
  'Camila',
  'Daniela',
  'Sofía',
  'Andrea',
  'Rosa',
  'Ana',
  'Carmen',
  'Milagros',
  'Fiorella',
  'Ximena',
  'Gabriela',
  'Alejandra',
  'Katherine',
  'Yesenia',
  'Mariela',
  'Flor',
  'Karina',
  'Diana',
  'Luz',
  'Claudia',
  'Jimena',
];
const FIRST_M = [
  'José',
  'Luis',
  'Carlos',
  'Jorge',
  'Juan',
  'Diego',
  'Miguel',
  'Renzo',
  'Alonso',
  'Sebastián',
  'Kevin',
  'Piero',
  'Jhon',
  'Víctor',
  'César',
  'Edwin',
  'Franco',
  'Bruno',
  'Rodrigo',
  'Gonzalo',
  'Raúl',
  'Wilmer',
  'Christian',
  'Fernando',
];
const SURNAMES = [
  'Quispe',
  'Mamani',
  'Huamán',
  'Flores',
  'Rojas',
  'Sánchez',
  'García',
  'Torres',
  'Díaz',
  'Vargas',
  'Castillo',
  'Chávez',
  'Ramos',
  'Mendoza',
  'Ccori',
  'Condori',
  'Apaza',
  'Ticona',
  'Cruz',
  'Gutiérrez',
  'López',
  'Pérez',
  'Rodríguez',
  'Gonzales',
  'Fernández',
  'Ramírez',
  'Espinoza',
  'Salazar',
  'Ccahuana',
  'Huanca',
  'Cárdenas',
  'Paredes',
  'Villanueva',
  'Zapata',
  'Chambi',
  'Yupanqui',
  'Calderón',
  'Benites',
  'Aguilar',
  'Medina',
  'Herrera',
  'Tello',
  'Valdivia',
  'Cusi',
  'Layme',
];
const EMPRESA_A = [
  'Andina',
  'Pacífico',
  'Inca',
  'Sur',
  'Norte',
  'Altiplano',
  'Amazonía',
  'Costa Verde',
  'Misti',
  'Chavín',
  'Nazca',
  'Titicaca',
  'Huascarán',
  'Paracas',
  'Moche',
  'Wari',
  'Qhapaq',
  'Rímac',
  'Chinchay',
  'Cóndor',
];
const EMPRESA_B = [
  'Logística',
  'Minera',
  'Consultores',
  'Agroexportadora',
  'Textil',
  'Ingeniería',
  'Alimentos',
  'Tecnología',
  'Servicios',
  'Constructora',
  'Farmacéutica',
  'Energía',
  'Seguros',
  'Retail',
  'Transportes',
  'Inmobiliaria',
  'Educación',
  'Salud',
  'Comunicaciones',
  'Finanzas',
];
const TITLE_PREFIX = [
  'Practicante de',
  'Practicante preprofesional de',
  'Practicante profesional de',
  'Practicante del área de',
  'Asistente en prácticas de',
];
const FUNCIONES = [
  '<p>Apoyarás al equipo de {c} en el seguimiento de indicadores, la elaboración de reportes semanales en Excel y la mejora de procesos.</p>',
  '<ul><li>Registro y control de documentación del área.</li><li>Análisis de información para la toma de decisiones.</li><li>Soporte en proyectos de {c}.</li></ul>',
  '<p>Participarás en proyectos de {c}: levantamiento de información, propuestas de mejora y presentación de resultados a la jefatura.</p>',
  '<p>Formarás parte de un equipo multidisciplinario. Funciones: coordinación con proveedores, actualización de bases de datos y apoyo en auditorías internas de {c}.</p>',
  '<p>Buscamos talento joven de {c} para apoyar en la planificación, el control presupuestal y la atención de requerimientos de clientes internos.</p>',
];

/** A SQL array literal of texts, safely quoted. */
function textArray(values: string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

async function step(client: pg.Client, label: string, sqlText: string, params: unknown[] = []): Promise<void> {
  const started = Date.now();
  const result = await client.query(sqlText, params);
  const rows = result.rowCount === null ? '' : ` (${result.rowCount.toLocaleString('es-PE')} filas)`;
  console.log(`  ${label}${rows}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('seed:large necesita DATABASE_URL (PostgreSQL); no se ejecuta sobre PGlite.');
  if (config.isProduction) throw new Error('seed:large no se ejecuta con NODE_ENV=production.');
  const started = Date.now();
  console.log('Preparando la base de datos (migraciones y datos de referencia)…');
  const database = fromPostgres(config.DATABASE_URL);
  await prepareDatabase(database, { seedDemo: false });
  await database.close();

  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  const hash = await hashPassword(SEED_PASSWORD);
  const today = limaToday();
  const year = Number(today.slice(0, 4));
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '64MB'`);
    console.log('Quitando los datos de una ejecución anterior…');
    await step(
      client,
      'postulaciones anteriores',
      `delete from postulacion where postulante_id in (select p.id from postulante p join usuario u on u.id = p.usuario_id where u.correo like $1)`,
      [`%@${SEED_DOMAIN}`],
    );
    await step(client, 'cuentas anteriores', `delete from usuario where correo like $1`, [`%@${SEED_DOMAIN}`]);
    await step(client, 'pagos anteriores', `delete from pago where nro_operacion like 'SEED-%'`);

    console.log('Generando…');
    await client.query('begin');
    // Lookups shared by the statements below: careers by tipo (popular ones first), regions with their districts.
    await client.query(`
      create temporary table s_carrera on commit drop as
        select row_number() over (partition by tipo order by id) as n, id, tipo, nombre, clave from carrera`);
    await client.query(`
      create temporary table s_lugar on commit drop as
        select r.id as id_region, r.nombre as region, p.nombre as provincia, d.nombre as distrito,
               row_number() over (partition by r.id order by d.id) as n
        from distrito d join provincia p on p.id = d.provincia_id join region r on r.id = p.region_id`);
    await client.query(`create index on s_lugar (id_region, n)`);
    await client.query(
      `create temporary table s_region_total on commit drop as select id_region, count(*) as total from s_lugar group by id_region`,
    );
    await client.query(`
      create temporary table s_inst on commit drop as
        select row_number() over (partition by tipo order by id) as n, id, tipo, nombre from institucion`);
    await client.query(`create index on s_inst (tipo, n)`);
    await client.query(`create index on s_carrera (tipo, n)`);
    // Fresh rows have no statistics inside the transaction: without them the planner picks nested loops.
    await client.query(`analyze s_carrera; analyze s_lugar; analyze s_inst; analyze s_region_total`);
    // Department weights (share of internships): Lima, Arequipa, La Libertad, Piura, Cusco, Lambayeque, Junín, others.
    await client.query(`
      create or replace function pg_temp.s_region(u double precision) returns smallint language sql immutable as $$
        select (case
          when u < 0.45 then 15 when u < 0.55 then 4 when u < 0.62 then 13 when u < 0.67 then 20 when u < 0.72 then 8
          when u < 0.76 then 14 when u < 0.80 then 12 when u < 0.83 then 11 when u < 0.86 then 2 when u < 0.88 then 6
          else 1 + floor((u - 0.88) / 0.12 * 25)::int end)::smallint $$`);

    await step(
      client,
      'empresas (cuentas)',
      `insert into usuario (correo, clave_hash, rol, nombres, apellidos, confirmado_en, autorizacion_marketing)
       select 'empresa' || i || '@${SEED_DOMAIN}', $1, 1,
              (${textArray([...FIRST_F, ...FIRST_M])})[1 + (i * 7) % ${FIRST_F.length + FIRST_M.length}],
              (${textArray(SURNAMES)})[1 + (i * 13) % ${SURNAMES.length}] || ' ' || (${textArray(SURNAMES)})[1 + (i * 29) % ${SURNAMES.length}],
              now(), 1
       from generate_series(1, ${EMPRESAS}) i`,
      [hash],
    );
    await step(
      client,
      'empresas',
      `insert into organizacion (usuario_id, ruc, nombre_completo, nombre, nro_contacto, cargo, descripcion, correo_contacto, id_region, region, distrito)
       select u.id, '20' || lpad((600000000 + i)::text, 9, '0'),
              c.nombre || ' S.A.C.', c.nombre, '9' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'Jefe de Talento Humano',
              'Empresa peruana de ' || lower((${textArray(EMPRESA_B)})[1 + i % ${EMPRESA_B.length}]) || ' con programa de prácticas.',
              'practicas' || i || '@${SEED_DOMAIN}', l.id_region, l.region, l.distrito
       from (select id, substring(correo from '^empresa([0-9]+)@')::int as i from usuario where correo like 'empresa%@${SEED_DOMAIN}') u
       cross join lateral (select (${textArray(EMPRESA_A)})[1 + u.i % ${EMPRESA_A.length}] || ' ' ||
                                  (${textArray(EMPRESA_B)})[1 + (u.i / ${EMPRESA_A.length}) % ${EMPRESA_B.length}] ||
                                  case when u.i > ${EMPRESA_A.length * EMPRESA_B.length} then ' ' || (u.i / ${EMPRESA_A.length * EMPRESA_B.length} + 1) else '' end as nombre) c
       cross join lateral (select pg_temp.s_region(((u.i * 2654435761::bigint) % 1000) / 1000.0) as r) rr
       join s_region_total rt on rt.id_region = rr.r
       join s_lugar l on l.id_region = rr.r and l.n = 1 + (u.i * 31) % rt.total`,
    );

    await client.query(`analyze usuario; analyze organizacion`);
    // Offers: one row per i; its kind (open, finished, …) from i % 100 so that shares are exact.
    await step(
      client,
      'ofertas',
      `with orgs as (select row_number() over (order by o.id) as n, o.id from organizacion o join usuario u on u.id = o.usuario_id where u.correo like '%@${SEED_DOMAIN}'),
            nc as (select tipo, count(*) as total from s_carrera group by tipo),
            base as (
              select i,
                     case when i % 100 < 25 then 'abierta' when i % 100 < 87 then 'finalizada' when i % 100 < 92 then 'pendiente'
                          when i % 100 < 95 then 'rechazada' when i % 100 < 98 then 'oculta' else 'eliminada' end as kind,
                     random() as u1, random() as u2, random() as u3, random() as u4, random() as u5
              from generate_series(1, ${OFERTAS}) i),
            shaped as (
              select b.*,
                     -- 70 % university pre-professional, 15 % university professional, 10 % technical students, 5 % technical graduates
                     case when b.u1 < 0.70 then 'U6' when b.u1 < 0.85 then 'U7' when b.u1 < 0.95 then 'T3' else 'T4' end as nivel,
                     b.u2 < 0.12 as virtual,
                     b.i % 10 = 0 as destacada,
                     case b.kind when 'abierta' then now() - (b.u3 * interval '15 days')
                                 when 'finalizada' then now() - interval '16 days' - (b.u3 * interval '350 days')
                                 else now() - (b.u3 * interval '20 days') end as publicada
              from base b),
            with_career as (
              select s.*, (case when s.nivel like 'T%' then 0 else 1 end)::smallint as ctipo,
                     1 + floor(power(s.u5, 2.2) * (select total from nc where tipo = (case when s.nivel like 'T%' then 0 else 1 end)))::int as cn,
                     1 + floor(random() * 3)::int as ncar
              from shaped s)
       insert into oferta (id_organizacion, titulo, funciones, beneficios, pais, id_region, region, provincia, distrito, modalidad_tiempo, horario,
                           salario, mostrar_salario, nro_plazas, fin_convocatoria, modalidad, idniveltec, idniveluniv, idnivelotros, profesion, carreras,
                           claves, ciclo, ciclo_tecnico, fecha_egreso, tipo, estado, estado_pago, mensaje_rechazado, publicar, finaliza, alias,
                           fecha_publicacion, destacado_desde, cupo_gratis_en, eliminado_en, creado_en, actualizado_en)
       select o.id, t.titulo,
              replace((${textArray(FUNCIONES)})[1 + w.i % ${FUNCIONES.length}], '{c}', c1.nombre),
              '<ul><li>Subvención económica mensual</li><li>Seguro de salud</li><li>Certificado de prácticas</li></ul>',
              'Perú', case when w.virtual then 0 else l.id_region end, case when w.virtual then '' else l.region end,
              case when w.virtual then '' else l.provincia end, case when w.virtual then '' else l.distrito end,
              case when w.virtual then 'Virtual' when w.i % 7 = 0 then 'Mixto' else 'Presencial' end,
              case when w.i % 5 = 0 then 'Tiempo parcial' else 'Tiempo completo' end,
              case when w.i % 5 = 0 then 600 + (w.i % 6) * 100 else 1130 + (w.i % 8) * 120 end,
              (w.i % 6 <> 0)::int, 1 + w.i % 3,
              case when w.kind = 'abierta' then current_date + (w.i % 31) else (w.publicada + interval '12 days')::date end,
              case when w.nivel in ('U6', 'T3') then 'PREPROFESIONAL' else 'PROFESIONAL' end,
              case w.nivel when 'T3' then 3 when 'T4' then 4 else 0 end,
              case w.nivel when 'U6' then 6 when 'U7' then 7 else 0 end,
              case when w.nivel = 'U7' and w.i % 4 = 0 then 8 else 0 end,
              cs.profesion, cs.ids, cs.claves,
              case when w.nivel = 'U6' then (case w.i % 4 when 0 then '{}'::smallint[] when 1 then '{2,3,4}' when 2 then '{3,4,5}' else '{1,2,3}' end)::smallint[] else '{}' end,
              case when w.nivel = 'T3' then (case w.i % 3 when 0 then '{}'::smallint[] when 1 then '{1,2}' else '{2,3}' end)::smallint[] else '{}' end,
              case when w.nivel in ('U7', 'T4') then array[${year - 1}, ${year}]::smallint[] else '{}' end,
              case when w.destacada then 1 else 0 end,
              case w.kind when 'pendiente' then 0 when 'rechazada' then 2 else 1 end,
              case when w.destacada then (case when w.kind = 'pendiente' then 0 else 1 end) else null end,
              case when w.kind = 'rechazada' then 'Las funciones no describen una práctica formativa.' else null end,
              case when w.kind = 'oculta' then 0 else 1 end,
              case when w.kind = 'finalizada' then w.publicada + interval '13 days' else null end,
              trim(both '-' from regexp_replace(lower(unaccent(t.titulo)), '[^a-z0-9]+', '-', 'g')),
              case when w.kind in ('pendiente', 'rechazada') then null else w.publicada end,
              case when w.destacada and w.kind <> 'pendiente' then w.publicada else null end,
              case when w.destacada then null else w.publicada - interval '1 day' end,
              case when w.kind = 'eliminada' then w.publicada + interval '2 days' else null end,
              w.publicada - interval '1 day', w.publicada
       from with_career w
       join orgs o on o.n = 1 + w.i % ${EMPRESAS}
       join s_carrera c1 on c1.tipo = w.ctipo and c1.n = w.cn
       cross join lateral (
         select string_agg(c.nombre, ', ' order by k) as profesion, array_agg(c.id order by k) as ids, array_agg(c.clave order by k) as claves
         from generate_series(0, w.ncar - 1) k
         join s_carrera c on c.tipo = w.ctipo and c.n = 1 + ((w.cn - 1 + k * 17) % (select total from nc where tipo = w.ctipo))) cs
       cross join lateral (select (${textArray(TITLE_PREFIX)})[1 + w.i % ${TITLE_PREFIX.length}] || ' ' || c1.nombre as titulo) t
       cross join lateral (select pg_temp.s_region(w.u2) as r) rr
       join s_region_total rt on rt.id_region = rr.r
       join s_lugar l on l.id_region = rr.r and l.n = 1 + (w.i * 37) % rt.total`,
    );
    await client.query(`analyze oferta`);
    await step(
      client,
      'pagos de destacadas',
      `insert into pago (tipo, usuario_id, organizacion_id, oferta_id, nro_operacion, metodo_pago, monto_centimos, estado, decidido_en, creado_en, actualizado_en)
       select 'destacado', g.usuario_id, o.id_organizacion, o.id, 'SEED-' || o.id, case when o.id % 2 = 0 then 'Yape' else 'Transferencia' end, 6900,
              o.estado_pago, o.destacado_desde, o.creado_en, o.actualizado_en
       from oferta o join organizacion g on g.id = o.id_organizacion join usuario u on u.id = g.usuario_id
       where u.correo like '%@${SEED_DOMAIN}' and o.tipo = 1 and o.estado_pago is not null`,
    );

    await step(
      client,
      'postulantes (cuentas)',
      `insert into usuario (correo, clave_hash, rol, nombres, apellidos, confirmado_en, autorizacion_marketing, creado_en)
       select 'p' || i || '@${SEED_DOMAIN}', $1, 0,
              case when i % 2 = 0 then (${textArray(FIRST_F)})[1 + (i / 2) % ${FIRST_F.length}] else (${textArray(FIRST_M)})[1 + (i / 2) % ${FIRST_M.length}] end,
              (${textArray(SURNAMES)})[1 + (i * 7) % ${SURNAMES.length}] || ' ' || (${textArray(SURNAMES)})[1 + (i * 11 / 3) % ${SURNAMES.length}],
              now(), (i % 3 = 0)::int, now() - (i % 700) * interval '1 day'
       from generate_series(1, ${POSTULANTES}) i`,
      [hash],
    );
    await client.query(`analyze usuario`);
    await step(
      client,
      'postulantes',
      `with u as (select id, substring(correo from '^p([0-9]+)@')::int as i, random() as u1, random() as u2, random() as u3, random() as u4
                  from usuario where rol = 0 and correo like 'p%@${SEED_DOMAIN}'),
            nc as (select tipo, count(*) as total from s_carrera group by tipo),
            ni as (select tipo, count(*) as total from s_inst group by tipo),
            s as (select u.*, (u.u1 >= 0.15)::int::smallint as tipo,
                         case when u.u2 < 0.70 then 0 when u.u2 < 0.95 then 1 else 2 end::smallint as estado
                  from u)
       insert into postulante (usuario_id, dni, sexo, fecha_nacimiento, licencia_conducir, estado_estudios, tipo_carrera, id_inst_educativa,
                               inst_educativa_nombre, id_carrera_actual, carrera_actual, claves, ciclo_actual, fecha_ingreso, fecha_egreso,
                               orden_merito, resumen_profesional, id_region, region, provincia, distrito, correo_contacto)
       select s.id, lpad((40000000 + s.i)::text, 8, '0'), (s.i % 2 = 0)::int, date '1998-01-01' + (s.i % 2500), (s.i % 9 = 0)::int,
              s.estado, s.tipo, inst.id, inst.nombre, c.id, c.nombre, c.clave,
              case when s.estado > 0 then 0 when s.tipo = 1 then 1 + s.i % 6 else 1 + s.i % 4 end,
              make_date(${year} - 4 + (case when s.estado > 0 then -1 else 0 end) - s.i % 2, 1, 1),
              make_date(case when s.estado > 0 then ${year} - s.i % 3 else ${year} + 1 + s.i % 2 end, 1, 1),
              s.i % 6,
              case when s.i % 4 = 0 then null else 'Estudiante de ' || c.nombre || ' con interés en desarrollar mis prácticas en una empresa líder.' end,
              l.id_region, l.region, l.provincia, l.distrito, 'p' || s.i || '@${SEED_DOMAIN}'
       from s
       join s_carrera c on c.tipo = s.tipo and c.n = 1 + floor(power(s.u3, 2.2) * (select total from nc where tipo = s.tipo))::int
       join s_inst inst on inst.tipo = s.tipo and inst.n = 1 + s.i % (select total from ni where tipo = s.tipo)
       cross join lateral (select pg_temp.s_region(s.u4) as r) rr
       join s_region_total rt on rt.id_region = rr.r
       join s_lugar l on l.id_region = rr.r and l.n = 1 + (s.i * 37) % rt.total`,
    );

    await client.query(`analyze postulante`);
    // Applications: applicant k (0-based) applies 5 times; the first to one of the 20 most popular open offers,
    // the others to distinct offers of the rest (k·4973 mod 19,900 are distinct for k = 1…4), so every pair is unique.
    await step(
      client,
      'postulaciones',
      `with ps as (select row_number() over (order by p.id) - 1 as k, p.id from postulante p join usuario u on u.id = p.usuario_id where u.correo like 'p%@${SEED_DOMAIN}'),
            os as (select row_number() over (order by (o.estado = 1 and o.finaliza is null and o.eliminado_en is null and o.publicar = 1) desc, o.id) - 1 as k,
                          o.id, o.fecha_publicacion, o.creado_en, o.finaliza, (o.destacado_desde is not null and o.estado_pago = 1) as destacada
                   from oferta o join organizacion g on g.id = o.id_organizacion join usuario u on u.id = g.usuario_id
                   where u.correo like '%@${SEED_DOMAIN}' and o.estado = 1 and o.eliminado_en is null),
            no as (select count(*) - ${POPULAR_OFERTAS} as total from os),
            pairs as (
              select ps.id as postulante_id, j,
                     case when j = 0 then ps.k % ${POPULAR_OFERTAS}
                          else ${POPULAR_OFERTAS} + (ps.k * 7 + j * 4973) % (select total from no) end as ok
              from ps cross join generate_series(0, ${PER_POSTULANTE - 1}) j),
            rows as (
              select pairs.postulante_id, os.id as oferta_id, os.destacada, rr.r,
                     (pairs.postulante_id + pairs.j) % 20 = 0 as cancelada,
                     coalesce(os.fecha_publicacion, os.creado_en) + (rr.r * interval '10 days') as creado_en,
                     coalesce(os.fecha_publicacion, os.creado_en) as desde
              from pairs join os on os.k = pairs.ok
              -- A per-row number in [0, 1) from a hash: PostgreSQL evaluated random() in this lateral once for all rows.
              cross join lateral (select (hashtext(pairs.postulante_id::text || ':' || pairs.j::text) & 2147483647)::float8 / 2147483648 as r) rr),
            ranked as (
              select rows.*, row_number() over (partition by oferta_id, cancelada order by creado_en, postulante_id) as n from rows)
       insert into postulacion (postulante_id, oferta_id, estado, revisado, estado_evaluacion, afinidad_puesto, eliminado_en, creado_en, actualizado_en)
       select postulante_id, oferta_id,
              case when r < 0.70 then 0 when r < 0.82 then 1 when r < 0.94 then 2 else 3 end,
              (r >= 0.5)::int,
              -- After the first 15 active applications of a free offer, the rest wait blocked (3).
              case when not cancelada and not destacada and n > 15 then 3 else 1 end,
              case when not cancelada and not destacada and n > 15 then null else (20 + floor(r * 80))::smallint end,
              case when cancelada then desde + interval '3 days' else null end,
              creado_en, creado_en
       from ranked`,
    );
    await client.query('commit');
    // VACUUM sets the visibility map, so counts are answered from indexes alone; ANALYZE gives the planner the new shape.
    console.log('VACUUM ANALYZE…');
    await client.query('vacuum analyze');
    const counts = await client.query(`
      select (select count(*) from organizacion) as empresas, (select count(*) from oferta) as ofertas,
             (select count(*) from oferta where estado = 1 and publicar = 1 and finaliza is null and eliminado_en is null and fin_convocatoria >= current_date) as abiertas,
             (select count(*) from postulante) as postulantes, (select count(*) from postulacion) as postulaciones`);
    console.log(
      'Listo:',
      counts.rows[0],
      `en ${((Date.now() - started) / 1000).toFixed(0)} s. Contraseña de las cuentas: ${SEED_PASSWORD}`,
    );
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
