/**
 * `npm run eval:asistente`: the assistant's evaluation set (docs/assistant-ranking.md "Evaluation").
 * Generates a deterministic pool of applicants (EVAL_POSTULANTES, default 1500; EVAL_SEMILLA) as one offer's
 * applicants, asks every request of apps/api/eval/consultas.ts through the built-in interpreter and
 * the ranking, and prints precision@10 and recall per request and overall as Markdown. Runs on a fresh in-memory
 * PGlite by default; with DATABASE_URL on that PostgreSQL database (it adds the pool's accounts and offer there:
 * use a scratch database). Exits with 1 when the overall precision@10 is below 0.8.
 */
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { CONSULTAS, CONSULTAS_ALTERNATIVAS, CONSULTAS_LUGARES, CONSULTAS_NEGATIVAS, CONSULTAS_NUEVAS } from '../eval/consultas.ts';
import { MOTIVO_IGNORADO_TEXTO } from '@practiperu/shared/asistente';
import { evaluar } from '../eval/evaluar.ts';

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 1500);
  const semilla = process.env.EVAL_SEMILLA ? Number(process.env.EVAL_SEMILLA) : undefined;
  const t0 = performance.now();
  // EVAL_SET=nuevas: only the requests written after the tuning; alternativas: only those with "o"; lugares: only
  // those about places; negativas: only the nonsense and partly understood ones, which the full run
  // reports in a table of their own (consultas.ts).
  const conjuntos: Record<string, typeof CONSULTAS> = {
    nuevas: CONSULTAS_NUEVAS,
    alternativas: CONSULTAS_ALTERNATIVAS,
    lugares: CONSULTAS_LUGARES,
    negativas: CONSULTAS_NEGATIVAS,
  };
  const consultas = conjuntos[process.env.EVAL_SET ?? ''] ?? [
    ...CONSULTAS,
    ...CONSULTAS_NUEVAS,
    ...CONSULTAS_ALTERNATIVAS,
    ...CONSULTAS_LUGARES,
    ...CONSULTAS_NEGATIVAS,
  ];
  const r = await evaluar(database.db, { postulantes, semilla, consultas });
  const positivas = r.consultas.filter((c) => c.fallos === undefined);
  const negativas = r.consultas.filter((c) => c.fallos !== undefined);
  const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(`\n## Evaluación del asistente (${database.kind}, ${r.postulantes} postulantes, ${r.consultas.length} consultas)\n`);
  console.log('| # | Consulta | Entendido | Correctos | Devueltos | P@10 | Recall | ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  positivas.forEach((c, i) =>
    console.log(
      `| ${i + 1} | ${c.prompt} | ${c.consulta_texto} | ${c.correctos} | ${c.devueltos} | ${pct(c.precision10)} | ${pct(c.recall)} | ${c.ms.toFixed(0)} |`,
    ),
  );
  if (positivas.length > 0)
    console.log(
      `\n**precision@10 ${media(positivas.map((c) => c.precision10)).toFixed(3)} · recall ${media(positivas.map((c) => c.recall)).toFixed(3)}** (${positivas.length} consultas)`,
    );
  if (negativas.length > 0) {
    console.log(`\n### Consultas sin sentido o entendidas en parte (${negativas.length})\n`);
    console.log('| # | Consulta | Entendido | No usado (motivo) | Nada entendido | Devueltos | P@10 | Recall | Como se esperaba |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    negativas.forEach((c, i) => {
      const ig = (c.consulta.ignorados ?? []).map((x) => `«${x.texto}» (${x.motivo})`).join('; ') || '—';
      const ok = c.fallos!.length === 0 ? 'sí' : `**no**: ${c.fallos!.join('; ')}`;
      const texto = c.nada ? '—' : c.consulta_texto;
      console.log(
        `| ${i + 1} | ${c.prompt} | ${texto} | ${ig} | ${c.nada ? 'sí' : 'no'} | ${c.devueltos} | ${pct(c.precision10)} | ${pct(c.recall)} | ${ok} |`,
      );
    });
    const bien = negativas.filter((c) => c.fallos!.length === 0).length;
    console.log(
      `\n**${bien} de ${negativas.length} respondidas como se esperaba · precision@10 ${media(negativas.map((c) => c.precision10)).toFixed(3)} · recall ${media(negativas.map((c) => c.recall)).toFixed(3)}**`,
    );
    console.log(
      `\nMotivos: ${Object.entries(MOTIVO_IGNORADO_TEXTO)
        .map(([k, v]) => `${k} = ${v}`)
        .join(' · ')}`,
    );
  }
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  await database.close();
  if (r.precision10 < 0.8 || negativas.some((c) => c.fallos!.length > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
