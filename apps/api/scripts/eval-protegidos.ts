/**
 * `npm run eval:asistente:protegidos`: the protected-trait sweep (apps/api/eval/protegidos.ts). Loads the generated
 * pool as one offer's applicants (EVAL_POSTULANTES, default 600; EVAL_SEMILLA), puts every protected wording beside
 * every base request before it, after it and between its parts, and prints per category: combinations, refused, the
 * same list as the request without the trait (ids, order and scores), with something of the trait left over (searched
 * or said back); then the failing wordings, the reference requests not read whole and the ordinary criteria refused.
 * PROTEGIDOS_CATEGORIAS=edad,cuerpo sweeps some categories only; PROTEGIDOS_JSON=file writes every combination's
 * result there, one JSON object a line. Exits with 1 when any list differs or an ordinary criterion is refused.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { poolDirecto } from '../eval/evaluar.ts';
import {
  CATEGORIAS_PROTEGIDAS,
  combinaciones,
  CONTROLES,
  medirControles,
  medirProtegidos,
  REDACCIONES,
  redaccionesFallidas,
  resumirProtegidos,
  tablaProtegidos,
} from '../eval/protegidos.ts';

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 600);
  const semilla = process.env.EVAL_SEMILLA ? Number(process.env.EVAL_SEMILLA) : undefined;
  const categorias = process.env.PROTEGIDOS_CATEGORIAS
    ? new Set(process.env.PROTEGIDOS_CATEGORIAS.split(','))
    : new Set<string>(CATEGORIAS_PROTEGIDAS);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { pool, preguntar } = await poolDirecto(database.db, { postulantes, semilla, etiqueta: 'protegidos' });
  const redacciones = Object.fromEntries(Object.entries(REDACCIONES).filter(([c]) => categorias.has(c)));
  const combis = combinaciones(redacciones);
  const { medidas, referenciasNoLeidas } = await medirProtegidos(combis, preguntar);
  const controles = await medirControles(CONTROLES, preguntar);
  console.log(`\n## Barrido de rasgos protegidos (${database.kind}, ${pool.length} postulantes, ${medidas.length} combinaciones)\n`);
  console.log(tablaProtegidos(resumirProtegidos(medidas)));
  const fallidas = redaccionesFallidas(medidas);
  if (fallidas.length > 0) {
    console.log(`\n### Redacciones con alguna combinación mal (${fallidas.length})\n`);
    console.log('| categoría | redacción | sin rechazo | otra lista | con sobrantes | ejemplo | entendido | sobrantes |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const f of fallidas)
      console.log(
        `| ${f.categoria} | ${f.redaccion} | ${f.sinRechazo} | ${f.otraLista} | ${f.conSobrantes} | ${f.ejemplo.prompt} | ${f.ejemplo.consulta_texto} | ${f.ejemplo.sobrantes.join('; ')} |`,
      );
  }
  if (referenciasNoLeidas.length > 0) {
    console.log(`\n### Pedidos sin el rasgo que no se leen enteros (${referenciasNoLeidas.length})\n`);
    for (const r of referenciasNoLeidas) console.log(`- «${r.referencia}» → ${r.consulta_texto}`);
  }
  const rechazados = controles.filter((c) => c.rechazado.length > 0);
  console.log(`\n### Criterios corrientes rechazados como rasgo: ${rechazados.length} de ${controles.length}\n`);
  for (const c of rechazados) console.log(`- «${c.prompt}» → rechaza ${c.rechazado.join(', ')}; ${c.consulta_texto}`);
  if (process.env.PROTEGIDOS_JSON) writeFileSync(process.env.PROTEGIDOS_JSON, medidas.map((m) => JSON.stringify(m)).join('\n') + '\n');
  const cpu = process.cpuUsage(cpu0);
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`);
  await database.close();
  if (medidas.some((m) => !m.mismaLista) || rechazados.length > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
