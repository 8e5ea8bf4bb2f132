/**
 * `npm run eval:asistente:pares`: every spelling request of the development set (or of one round's requests,
 * EVAL_SET=octava / decima / undecima /
 * decimotercera / decimocuarta / decimoquinta / decimoseptima / decimoctava / decimonovena / vigesima / vigesimoprimera / vigesimosegunda / vigesimotercera) asked beside its clean request, both measured against the one predicate: applicants at
 * 100 % who do not meet it, precision@10 and recall of each, whether the lists are equal, and what each was read as.
 * The per-kind evaluation measures only the variant; this also shows a clean request read wrong, which would make a
 * variant "stable" and wrong alike. Development requests only (never the held-out set). PGlite, EVAL_POSTULANTES.
 */
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import {
  CONSULTAS_DECIMA,
  CONSULTAS_DECIMOCUARTA,
  CONSULTAS_DECIMOQUINTA,
  CONSULTAS_DECIMOSEPTIMA,
  CONSULTAS_DECIMOCTAVA,
  CONSULTAS_DECIMONOVENA,
  CONSULTAS_VIGESIMA,
  CONSULTAS_DECIMOTERCERA,
  CONSULTAS_OCTAVA,
  CONSULTAS_UNDECIMA,
} from '../eval/consultas.ts';
import { CONSULTAS_VIGESIMOPRIMERA } from '../eval/consultas-vigesimoprimera.ts';
import { CONSULTAS_VIGESIMOSEGUNDA } from '../eval/consultas-vigesimosegunda.ts';
import { CONSULTAS_VIGESIMOTERCERA } from '../eval/consultas-vigesimotercera.ts';
import { conjuntoDesarrollo, malAl100, poolDirecto, type ConsultaPorTipo } from '../eval/evaluar.ts';

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const postulantes = Number(process.env.EVAL_POSTULANTES ?? 1500);
  const rondas: Record<string, ConsultaPorTipo[]> = {
    octava: CONSULTAS_OCTAVA,
    decima: CONSULTAS_DECIMA,
    undecima: CONSULTAS_UNDECIMA,
    decimotercera: CONSULTAS_DECIMOTERCERA,
    decimocuarta: CONSULTAS_DECIMOCUARTA,
    decimoquinta: CONSULTAS_DECIMOQUINTA,
    decimoseptima: CONSULTAS_DECIMOSEPTIMA,
    decimoctava: CONSULTAS_DECIMOCTAVA,
    decimonovena: CONSULTAS_DECIMONOVENA,
    vigesima: CONSULTAS_VIGESIMA,
    vigesimoprimera: CONSULTAS_VIGESIMOPRIMERA,
    vigesimosegunda: CONSULTAS_VIGESIMOSEGUNDA,
    vigesimotercera: CONSULTAS_VIGESIMOTERCERA,
  };
  const todas = rondas[process.env.EVAL_SET ?? ''] ?? conjuntoDesarrollo();
  const pares = todas.filter((q): q is ConsultaPorTipo & { limpia: string } => typeof q.limpia === 'string');
  const { vivos, idDe, preguntar } = await poolDirecto(database.db, { postulantes, etiqueta: 'pares' });
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  console.log('| consulta | entendida | no usado | P@10 | recall | mal 100 % | limpia | entendida | mal 100 % | misma lista |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let malas = 0;
  for (const q of pares) {
    const correctos = new Set(vivos.filter((p) => q.correcto(p)).map(idDe));
    const medir = async (prompt: string) => {
      const r = await preguntar(prompt);
      const ids = r.lista.map((x) => x.id);
      const diez = ids.slice(0, 10);
      const limite = q.limite ?? r.criterios.limite;
      const hallados = ids.filter((id) => correctos.has(id)).length;
      return {
        r,
        ids,
        p10: diez.length === 0 ? (correctos.size === 0 ? 1 : 0) : diez.filter((id) => correctos.has(id)).length / diez.length,
        recall: correctos.size === 0 ? 1 : hallados / Math.min(correctos.size, limite ?? correctos.size),
        mal: malAl100(
          r.lista.map((x) => ({ postulacion_id: x.id, puntaje: x.puntaje })),
          correctos,
          r.criterios,
        ),
        ig: (r.criterios.ignorados ?? []).map((x) => `«${x.texto}» ${x.motivo}`).join('; ') || '—',
      };
    };
    const v = await medir(q.prompt);
    const l = await medir(q.limpia);
    const igual = v.ids.length === l.ids.length && v.ids.every((x, i) => x === l.ids[i]);
    if (v.mal > 0 || l.mal > 0) malas++;
    console.log(
      `| ${q.prompt} | ${v.r.nada ? '—' : v.r.consulta_texto} | ${v.ig} | ${pct(v.p10)} | ${pct(v.recall)} | ${v.mal} | ${q.limpia} | ${l.r.nada ? '—' : l.r.consulta_texto} | ${l.mal} | ${igual ? 'sí' : '**no**'} |`,
    );
  }
  console.log(`\n${pares.length} pares; ${malas} con alguien mal al 100 % (la variante o la limpia)`);
  await database.close();
  if (malas > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
