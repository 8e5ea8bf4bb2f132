/**
 * `node --import tsx apps/api/scripts/auditar-demo.ts [salida.json]`: the demo data as `npm start` seeds it on a
 * fresh in-memory PGlite, every demo applicant applying to the featured offer of empresa@demo.pe (eval/demo.ts
 * postularDemo), and for each applicant the facts the evaluation derives (eval/demo.ts leerPostulantes) beside what
 * the database stores for the CV. Writes JSON for the audit of the demo reading (eval/auditoria-demo.md).
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, inArray } from 'drizzle-orm';
import { fromPglite, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { conocimiento, experienciaLaboral, idiomaPostulante, postulacion, postulante, actExtracurricular } from '../src/db/schema/index.ts';
import { leerPostulantes, postularDemo } from '../eval/demo.ts';
import { configEvaluacion } from '../eval/http.ts';

const salida = process.argv[2] ?? 'auditoria-demo.json';
const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-auditoria-'));
const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
try {
  const { demoSeeded } = await prepareDatabase(database, configEvaluacion(uploads, true));
  if (!demoSeeded) throw new Error('demo no sembrada');
  const db = database.db;
  const ya = await db.select().from(postulacion).orderBy(asc(postulacion.id));
  const ofertaId = await postularDemo(db, new Date());
  const { pool, postulaciones } = await leerPostulantes(db, ofertaId);
  const filasPost = await db.select().from(postulacion).where(eq(postulacion.oferta_id, ofertaId)).orderBy(asc(postulacion.id));
  const ids: number[] = filasPost.map((f) => Number(f.postulante_id));
  const pos = await db.select().from(postulante).where(inArray(postulante.id, ids));
  const con = await db.select().from(conocimiento).where(inArray(conocimiento.postulante_id, ids));
  const idi = await db.select().from(idiomaPostulante).where(inArray(idiomaPostulante.postulante_id, ids));
  const exp = await db.select().from(experienciaLaboral).where(inArray(experienciaLaboral.postulante_id, ids));
  const act = await db.select().from(actExtracurricular).where(inArray(actExtracurricular.postulante_id, ids));
  const por = <T extends { postulante_id: number }>(rows: T[], id: number) => rows.filter((r) => r.postulante_id === id);
  const porPostulacion = new Map(filasPost.map((f) => [f.id, f]));
  const out = pool.map((p) => {
    const fila = porPostulacion.get(postulaciones.get(p.n)!)!;
    const cv = pos.find((x) => x.id === fila.postulante_id)!;
    return {
      derivado: p,
      postulacion: fila,
      antesDeLaEvaluacion: ya.filter((a) => a.postulante_id === fila.postulante_id),
      cv,
      conocimientos: por(con, cv.id),
      idiomas: por(idi, cv.id),
      experiencias: por(exp, cv.id),
      actividades: por(act, cv.id),
    };
  });
  writeFileSync(salida, JSON.stringify({ ofertaId, postulantes: out }, null, 1));
  console.log(`${out.length} postulantes → ${salida}`);
} finally {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
