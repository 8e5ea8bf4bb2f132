/**
 * `npm run eval:asistente:entidades`: the entity-level spelling sweep (apps/api/eval/entidades.ts,
 * docs/assistant-ranking.md "Sixteenth round"). Loads the generated pool as one offer's applicants (EVAL_POSTULANTES,
 * default 600; EVAL_SEMILLA), misspells every name the parser knows that they hold and every function word
 * (ENTIDADES_SEMILLA, default 1; ENTIDADES_TIPOS=carrera,distrito… to sweep some kinds only), and prints per kind:
 * misspellings read as another item (someone at 100 % the clean request does not give 100 %), another list without
 * saying so, said back, the same list; then every request of the first two, and the clean requests not read whole.
 * ENTIDADES_PLANTILLAS=combinadas puts each name beside a second criterion instead (COMBINADAS).
 * ENTIDADES_REGLAS=juntas,dos_errores sweeps those rules only (by default the 13 of the first run; the two added after
 * it run only when named). ENTIDADES_JSON=file writes every request's result there, one JSON object a line. Exits
 * with 1 when anyone is wrong at 100 %.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { vocabulario } from '../src/modules/llm/integrado/vocabulario.ts';
import { poolDirecto } from '../eval/evaluar.ts';
import {
  COMBINADAS,
  entidadesDelPool,
  medirBarrido,
  pedidosBarrido,
  REGLAS,
  resumirBarrido,
  tablaBarrido,
  TIPOS_ENTIDAD,
  type Regla,
} from '../eval/entidades.ts';

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 600);
  const semilla = process.env.EVAL_SEMILLA ? Number(process.env.EVAL_SEMILLA) : undefined;
  const semillaErratas = Number(process.env.ENTIDADES_SEMILLA ?? 1);
  const tipos = process.env.ENTIDADES_TIPOS ? new Set(process.env.ENTIDADES_TIPOS.split(',')) : new Set<string>(TIPOS_ENTIDAD);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { pool, vivos, preguntar } = await poolDirecto(database.db, { postulantes, semilla, etiqueta: 'entidades' });
  const v = await vocabulario(database.db);
  // ENTIDADES_PLANTILLAS=combinadas: each name beside a second criterion (COMBINADAS) instead of the three templates.
  const combinadas = process.env.ENTIDADES_PLANTILLAS === 'combinadas';
  const entidades = entidadesDelPool(vivos)
    .filter((e) => tipos.has(e.tipo))
    .map((e) => (combinadas && e.tipo !== 'funcion' ? { ...e, plantillas: COMBINADAS[e.tipo] } : e));
  // ENTIDADES_REGLAS=juntas,dos_errores: some rules only (default: the 13 of the first run).
  const reglas = (process.env.ENTIDADES_REGLAS?.split(',') ?? REGLAS.filter((r) => r !== 'juntas' && r !== 'dos_errores')).filter(
    (r): r is Regla => (REGLAS as readonly string[]).includes(r),
  );
  const { pedidos, otrosNombres } = pedidosBarrido(entidades, v, { semilla: semillaErratas, funciones: tipos.has('funcion'), reglas });
  const { medidas, limpiasNoLeidas } = await medirBarrido(pedidos, preguntar);
  console.log(
    `\n## Barrido de nombres mal escritos (${database.kind}, ${pool.length} postulantes, ${entidades.length} nombres, semilla ${semillaErratas}, ${medidas.length} pedidos; ${otrosNombres} erratas que escriben otro nombre conocido, fuera)\n`,
  );
  console.log(tablaBarrido(resumirBarrido(medidas)));
  const malas = medidas.filter((m) => m.resultado === 'otro' || (m.legible && m.resultado === 'distinta'));
  if (malas.length > 0) {
    console.log(`\n### Pedidos leídos como otro ítem o con otra lista sin decirlo (${malas.length})\n`);
    console.log('| tipo | regla | pedido | entendido | limpio | entendido del limpio | mal 100 % |');
    console.log('|---|---|---|---|---|---|---|');
    for (const m of malas)
      console.log(`| ${m.tipo} | ${m.regla} | ${m.prompt} | ${m.consulta_texto} | ${m.limpia} | ${m.limpia_texto} | ${m.mal100} |`);
  }
  if (limpiasNoLeidas.length > 0) {
    console.log(`\n### Pedidos limpios que no se leen enteros (sus erratas no se preguntan: ${limpiasNoLeidas.length})\n`);
    for (const l of limpiasNoLeidas) console.log(`- ${l.tipo}: «${l.limpia}» → ${l.consulta_texto}`);
  }
  // ENTIDADES_JSON=file: every request's result, one JSON object a line (to compare two runs).
  if (process.env.ENTIDADES_JSON) writeFileSync(process.env.ENTIDADES_JSON, medidas.map((m) => JSON.stringify(m)).join('\n') + '\n');
  const cpu = process.cpuUsage(cpu0);
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`);
  await database.close();
  if (medidas.some((m) => m.mal100 > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
