/**
 * `npm run eval:asistente`: the assistant's evaluation set (issue #10; docs/assistant-ranking.md "Evaluation").
 * Generates a deterministic pool of applicants (EVAL_POSTULANTES, default 1500; EVAL_SEMILLA) as one offer's
 * applicants, asks every request of src/modules/llm/evaluacion/consultas.ts through the built-in interpreter and
 * the ranking, and prints precision@10 and recall per request and overall as Markdown. Runs on a fresh in-memory
 * PGlite by default; with DATABASE_URL on that PostgreSQL database (it adds the pool's accounts and offer there:
 * use a scratch database). Exits with 1 when the overall precision@10 is below 0.8.
 */
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { CONSULTAS, CONSULTAS_ALTERNATIVAS, CONSULTAS_LUGARES, CONSULTAS_NUEVAS } from '../src/modules/llm/evaluacion/consultas.ts';
import { evaluar } from '../src/modules/llm/evaluacion/evaluar.ts';

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 1500);
  const semilla = process.env.EVAL_SEMILLA ? Number(process.env.EVAL_SEMILLA) : undefined;
  const t0 = performance.now();
  // EVAL_SET=nuevas: only the requests written after the tuning; alternativas: only those with "o"; lugares: only
  // those about places (consultas.ts).
  const conjuntos: Record<string, typeof CONSULTAS> = {
    nuevas: CONSULTAS_NUEVAS,
    alternativas: CONSULTAS_ALTERNATIVAS,
    lugares: CONSULTAS_LUGARES,
  };
  const consultas = conjuntos[process.env.EVAL_SET ?? ''] ?? [
    ...CONSULTAS,
    ...CONSULTAS_NUEVAS,
    ...CONSULTAS_ALTERNATIVAS,
    ...CONSULTAS_LUGARES,
  ];
  const r = await evaluar(database.db, { postulantes, semilla, consultas });
  console.log(`\n## Evaluación del asistente (${database.kind}, ${r.postulantes} postulantes, ${r.consultas.length} consultas)\n`);
  console.log('| # | Consulta | Entendido | Correctos | Devueltos | P@10 | Recall | ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  r.consultas.forEach((c, i) =>
    console.log(
      `| ${i + 1} | ${c.prompt} | ${c.consulta_texto} | ${c.correctos} | ${c.devueltos} | ${pct(c.precision10)} | ${pct(c.recall)} | ${c.ms.toFixed(0)} |`,
    ),
  );
  console.log(
    `\n**precision@10 ${r.precision10.toFixed(3)} · recall ${r.recall.toFixed(3)}** (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  await database.close();
  if (r.precision10 < 0.8) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
