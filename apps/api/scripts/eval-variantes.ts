/**
 * `npm run eval:asistente:variantes`: the spelling variants generated from the clean development requests
 * (apps/api/eval/variantes.ts, docs/assistant-ranking.md "Sixth round"). Loads the generated pool as one offer's
 * applicants (EVAL_POSTULANTES, default 1500; EVAL_SEMILLA), makes every family's variant of each clean development
 * request that expects someone (VARIANTES_SEMILLA, default 1; VARIANTES_FAMILIAS=a,b to run some families only) and
 * prints per family: applicants at 100 % who do not meet the clean request, and of the variants a person still reads,
 * how many give the same list, say back what they did not understand, or give another list without saying so; then
 * every variant that did either of the last two wrong. Exits with 1 when any applicant is wrong at 100 %.
 */
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { conjuntoDesarrollo, poolDirecto } from '../eval/evaluar.ts';
import { FAMILIAS, limpiasDe, medirVariantes, resumirVariantes, tablaVariantes, type Familia } from '../eval/variantes.ts';

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 1500);
  const semilla = process.env.EVAL_SEMILLA ? Number(process.env.EVAL_SEMILLA) : undefined;
  const semillaVariantes = Number(process.env.VARIANTES_SEMILLA ?? 1);
  const familias = process.env.VARIANTES_FAMILIAS
    ? (process.env.VARIANTES_FAMILIAS.split(',') as Familia[]).filter((f) => FAMILIAS.includes(f))
    : FAMILIAS;
  const t0 = performance.now();
  const { pool, vivos, idDe, preguntar } = await poolDirecto(database.db, { postulantes, semilla, etiqueta: 'variantes' });
  const limpias = limpiasDe(conjuntoDesarrollo(), vivos);
  const medidas = await medirVariantes(limpias, vivos, idDe, preguntar, {
    semilla: semillaVariantes,
    familias,
  });
  console.log(
    `\n## Variantes ortográficas generadas (${database.kind}, ${pool.length} postulantes, ${limpias.length} consultas limpias, semilla ${semillaVariantes}, ${medidas.length} variantes)\n`,
  );
  console.log(tablaVariantes(resumirVariantes(medidas)));
  const malas = medidas.filter((m) => m.mal100 > 0 || (m.legible && m.comparacion === 'distinta'));
  if (malas.length > 0) {
    console.log(`\n### Variantes con otra lista sin decirlo o con alguien mal al 100 % (${malas.length})\n`);
    console.log('| familia | variante | entendido | limpia | entendido de la limpia | devueltos | mal 100 % |');
    console.log('|---|---|---|---|---|---|---|');
    for (const m of malas)
      console.log(
        `| ${m.familia} | ${m.prompt.trim()} | ${m.consulta_texto} | ${m.limpia} | ${m.limpia_texto} | ${m.devueltos} | ${m.mal100} |`,
      );
  }
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  await database.close();
  if (medidas.some((m) => m.mal100 > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
