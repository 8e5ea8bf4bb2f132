/**
 * `npm run eval:asistente:http`: the assistant's evaluation through the API as a recruiter calls it (eval/http.ts,
 * docs/assistant.md "Figures"). Both sets (the development set and the held-out set) on two data sets, each on a
 * fresh in-memory PGlite:
 *
 * - `pool`: the generated pool (EVAL_POSTULANTES, default 1500; EVAL_SEMILLA) as one featured offer's applicants,
 *   the figures of `npm run eval:asistente` but read from the HTTP answers;
 * - `demo`: the demo data as `npm start` seeds it, every demo applicant applying to the featured offer of
 *   empresa@demo.pe, expected answers computed from the CVs read back from the database; requests the demo data
 *   cannot tell are listed as not measurable.
 *
 * The held-out set is reported twice, the original and its audited second version (eval/consultas-reservadas-v2.ts),
 * on which the issue's targets are judged (decision 083); the original's are printed. EVAL_DATOS=pool or demo runs one (default both);
 * EVAL_SET=desarrollo or reservadas one set (reservadas: both versions). The held-out set is
 * printed per kind only (its requests one by one with EVAL_RESERVADO_DETALLE=1, never to tune on). With DATABASE_URL
 * (one data set only) on that PostgreSQL database, which must be a scratch one (empty for `demo`). Prints Markdown.
 * Exits with 1 when a call fails, and with EVAL_HELDOUT=1 when the held-out set misses a target on a data set.
 */
import { PGlite } from '@electric-sql/pglite';
import { loadavg } from 'node:os';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { CONJUNTOS_RESERVADOS, type NombreReservado } from '../eval/reservados.ts';
import { conjuntoDesarrollo, objetivosIncumplidos, tablaPorTipo, type ConsultaPorTipo } from '../eval/evaluar.ts';
import { evaluarDemoPorHttp, evaluarPoolPorHttp, type EvaluacionHttp } from '../eval/http.ts';

type Conjunto = 'desarrollo' | NombreReservado;
const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const carga = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const percentil = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function abrir(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
}

function informe(r: EvaluacionHttp<Conjunto>, segundos: number): string[] {
  const out: string[] = [];
  const titulo =
    r.datos === 'pool'
      ? `Pool generado por HTTP (${r.postulantes} postulantes, ${r.vivos} activos, una oferta destacada)`
      : `Datos de demostración por HTTP (${r.postulantes} postulantes de la demo en la oferta destacada de empresa@demo.pe, ${r.vivos} activos)`;
  out.push(`\n## ${titulo}\n`);
  for (const { nombre, etiqueta } of [{ nombre: 'desarrollo' as const, etiqueta: 'Conjunto de desarrollo' }, ...CONJUNTOS_RESERVADOS]) {
    const c = r.conjuntos[nombre];
    if (c.consultas.length + c.noMedibles.length === 0) continue;
    const medidas =
      c.noMedibles.length > 0 ? `${c.consultas.length} medidas de ${c.consultas.length + c.noMedibles.length}` : `${c.consultas.length}`;
    out.push(`${tablaPorTipo(`${etiqueta} (${medidas})`, c.tipos)}\n`);
    if (nombre !== 'desarrollo') {
      const inc = objetivosIncumplidos(c.tipos);
      out.push(
        inc.length === 0
          ? `Objetivos en ${etiqueta}: cumplidos.\n`
          : `Objetivos no cumplidos en ${etiqueta}:\n${inc.map((x) => `- ${x}`).join('\n')}\n`,
      );
    }
  }
  // The held-out set is reported per kind only: its answers request by request are printed only on purpose
  // (EVAL_RESERVADO_DETALLE=1), never to tune the parser on (docs/assistant-ranking.md "Conjunto reservado").
  const detalle: (readonly [Conjunto, string])[] = [['desarrollo', 'Conjunto de desarrollo']];
  const pedido = process.env.EVAL_RESERVADO_DETALLE;
  if (pedido)
    for (const c of CONJUNTOS_RESERVADOS.filter((x) => (pedido === '1' ? x.decide : x.nombre === pedido)))
      detalle.push([c.nombre, c.etiqueta]);
  for (const [nombre, etiqueta] of detalle) {
    const c = r.conjuntos[nombre];
    const malas = c.consultas.filter(
      (m) => m.mal100 > 0 || m.honesta === false || m.estable === false || (m.correctos > 0 && (m.precision10 < 1 || m.recall < 1)),
    );
    if (malas.length > 0) {
      out.push(`\n### ${etiqueta}: las consultas que no salen perfectas (${malas.length})\n`);
      out.push('| id | tipo | Consulta | Entendido | Correctos | Devueltos | P@10 | Recall | mal 100 % | honesta | estable |');
      out.push('|---|---|---|---|---|---|---|---|---|---|---|');
      const sn = (x: boolean | null) => (x === null ? '' : x ? 'sí' : '**no**');
      for (const m of malas)
        out.push(
          `| ${m.id} | ${m.tipo} | ${m.prompt} | ${m.nada ? '—' : m.consulta_texto.replace(/\|/g, '/')} | ${m.correctos} | ${m.devueltos} | ${pct(m.precision10)} | ${pct(m.recall)} | ${m.mal100} | ${sn(m.honesta)} | ${sn(m.estable)} |`,
        );
    }
    if (c.noMedibles.length > 0) {
      out.push(`\n### ${etiqueta}: no medibles con los datos de demostración (${c.noMedibles.length})\n`);
      out.push('| id | tipo | Consulta | Por qué | Devueltos |\n|---|---|---|---|---|');
      for (const n of c.noMedibles) out.push(`| ${n.id} | ${n.tipo} | ${n.prompt} | ${n.motivo} | ${n.devueltos} |`);
    }
  }
  out.push(
    `\n\`llm/query\` por HTTP: ${r.tiempos.length} llamadas, p50 ${percentil(r.tiempos, 50).toFixed(0)} ms, p95 ${percentil(r.tiempos, 95).toFixed(0)} ms (${segundos.toFixed(0)} s en total, con las páginas).`,
  );
  return out;
}

async function main() {
  const datos = process.env.EVAL_DATOS ? [process.env.EVAL_DATOS] : ['pool', 'demo'];
  if (datos.some((d) => d !== 'pool' && d !== 'demo')) throw new Error('EVAL_DATOS: pool o demo.');
  if (process.env.DATABASE_URL && datos.length > 1) throw new Error('Con DATABASE_URL, un solo EVAL_DATOS (pool o demo).');
  const conjuntos: Record<Conjunto, ConsultaPorTipo[]> = {
    desarrollo: process.env.EVAL_SET === 'reservadas' ? [] : conjuntoDesarrollo(),
    ...(Object.fromEntries(CONJUNTOS_RESERVADOS.map((c) => [c.nombre, process.env.EVAL_SET === 'desarrollo' ? [] : c.consultas])) as Record<
      NombreReservado,
      ConsultaPorTipo[]
    >),
  };
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 1500);
  const semilla = process.env.EVAL_SEMILLA ? Number(process.env.EVAL_SEMILLA) : undefined;
  console.log(`# Evaluación del asistente por HTTP\n\n${new Date().toISOString()} · carga (1/5/15 min) al inicio ${carga()}`);
  let incumple = false;
  for (const d of datos) {
    const database = await abrir();
    const t0 = performance.now();
    try {
      let r: EvaluacionHttp<Conjunto>;
      if (d === 'pool') {
        await prepareDatabase(database, { seedDemo: false });
        r = await evaluarPoolPorHttp(database, { postulantes, semilla, conjuntos });
      } else r = await evaluarDemoPorHttp(database, { conjuntos });
      console.log(informe(r, (performance.now() - t0) / 1000).join('\n'));
      for (const c of CONJUNTOS_RESERVADOS.filter((x) => x.decide))
        if (conjuntos[c.nombre].length > 0 && objetivosIncumplidos(r.conjuntos[c.nombre].tipos).length > 0) incumple = true;
    } finally {
      await database.close();
    }
  }
  console.log(`\nCarga (1/5/15 min) al final ${carga()}.`);
  if (process.env.EVAL_HELDOUT === '1' && incumple) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
