/**
 * SQL of the applicant assistant (docs/assistant.md): a query and its ranked results stored together,
 * a page of them (or all, for the exports) with the recruiter's live decisions as filters, the offer's history.
 * Pages walk asistente_resultado by its primary key (consulta_id, puesto), so a page costs the same at any depth
 * of a 5,000-applicant list; the count joins the same rows to `postulacion` once.
 */
import type { CriteriosAsistente, RazonAsistente } from '@practiperu/shared/asistente';
import type { AsistenteFiltros } from '@practiperu/shared/schemas/asistente';
import { ASISTENTE_HISTORIAL_MAX } from '@practiperu/shared/asistente';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { asistenteConsulta, asistenteResultado, postulacion, postulante, usuario } from '../../db/schema/index.ts';
import { columnasPostulante } from '../postulante-oferta/postulante-oferta.public.ts';
import type { NombreProveedor } from './proveedor.ts';

export interface NuevaConsulta {
  oferta_id: number;
  usuario_id: number;
  prompt: string;
  consulta: CriteriosAsistente;
  consulta_texto: string;
  proveedor: NombreProveedor;
  bloqueados: number;
  resultados: { postulacion_id: number; puntaje: number; razones: RazonAsistente[] }[];
}

/** Stores a query and its ranked results (best first → puesto 1…); call inside a transaction. Returns its id. */
export async function guardarConsulta(tx: DbOrTx, c: NuevaConsulta, now: Date): Promise<number> {
  const [row] = await tx
    .insert(asistenteConsulta)
    .values({
      oferta_id: c.oferta_id,
      usuario_id: c.usuario_id,
      prompt: c.prompt,
      consulta: c.consulta,
      consulta_texto: c.consulta_texto,
      proveedor: c.proveedor,
      total: c.resultados.length,
      bloqueados: c.bloqueados,
      creado_en: now,
    })
    .returning({ id: asistenteConsulta.id });
  const id = row!.id;
  if (c.resultados.length === 0) return id;
  // One statement and one parameter for the whole list, however long: the ranked rows as a JSON array that
  // PostgreSQL unpacks in order. Binding five parameters per row cost far more than the insert itself.
  const filas = JSON.stringify(c.resultados.map((r) => [r.postulacion_id, Math.max(0, Math.min(100, Math.round(r.puntaje))), r.razones]));
  await tx.execute(sql`
    insert into ${asistenteResultado} (consulta_id, puesto, postulacion_id, puntaje, razones)
    select ${id}, e.n, (e.v ->> 0)::int, (e.v ->> 1)::smallint, e.v -> 2
    from jsonb_array_elements(${filas}::jsonb) with ordinality as e(v, n)`);
  return id;
}

const consultaColumnas = {
  id: asistenteConsulta.id,
  oferta_id: asistenteConsulta.oferta_id,
  prompt: asistenteConsulta.prompt,
  consulta: asistenteConsulta.consulta,
  consulta_texto: asistenteConsulta.consulta_texto,
  proveedor: asistenteConsulta.proveedor,
  total: asistenteConsulta.total,
  bloqueados: asistenteConsulta.bloqueados,
  creado_en: asistenteConsulta.creado_en,
};
export type ConsultaRow = {
  id: number;
  oferta_id: number;
  prompt: string;
  consulta: CriteriosAsistente;
  consulta_texto: string;
  proveedor: string;
  total: number;
  bloqueados: number;
  creado_en: Date;
};

export function consulta(db: DbOrTx, consultaId: number): Promise<ConsultaRow | undefined> {
  return db
    .select(consultaColumnas)
    .from(asistenteConsulta)
    .where(eq(asistenteConsulta.id, consultaId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The offer's past queries, newest first. */
export function historial(db: DbOrTx, ofertaId: number) {
  return db
    .select({
      id_historial: asistenteConsulta.id,
      prompt: asistenteConsulta.prompt,
      consulta_texto: asistenteConsulta.consulta_texto,
      total: asistenteConsulta.total,
      creado_en: asistenteConsulta.creado_en,
    })
    .from(asistenteConsulta)
    .where(eq(asistenteConsulta.oferta_id, ofertaId))
    .orderBy(desc(asistenteConsulta.creado_en), desc(asistenteConsulta.id))
    .limit(ASISTENTE_HISTORIAL_MAX);
}

/** The estados the toggles ask for: discard 1, pending 0 or 2 (no final decision yet), finalist 3. */
export function estadosDe(f: AsistenteFiltros): number[] {
  const estados = new Set<number>();
  if (f.discard) estados.add(1);
  if (f.pending) {
    estados.add(0);
    estados.add(2);
  }
  if (f.finalist) estados.add(3);
  return [...estados].sort();
}

/**
 * Results still shown: the application is active (a cancelled one leaves the list) and, on an offer without a
 * validated featured payment, not beyond the free limit — the ranking already left those out; this keeps it so.
 */
function condiciones(consultaId: number, f: AsistenteFiltros, pagada: boolean): SQL {
  const parts: SQL[] = [sql`${asistenteResultado.consulta_id} = ${consultaId}`, sql`${postulacion.eliminado_en} is null`];
  if (!pagada) parts.push(sql`${postulacion.estado_evaluacion} <> 3`);
  const estados = estadosDe(f);
  if (estados.length > 0 && estados.length < 4) {
    parts.push(
      sql`${postulacion.estado} in (${sql.join(
        estados.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const filaColumnas = {
  puesto: asistenteResultado.puesto,
  puntaje: asistenteResultado.puntaje,
  razones: asistenteResultado.razones,
  ...columnasPostulante,
};

function filas(db: DbOrTx) {
  return db
    .select({ ...filaColumnas, correo_contacto: postulante.correo_contacto, whatsapp: postulante.whatsapp })
    .from(asistenteResultado)
    .innerJoin(postulacion, eq(postulacion.id, asistenteResultado.postulacion_id))
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .$dynamic();
}

/** One page of a stored query's results in rank order, and how many pass the filters. */
export async function pagina(
  db: DbOrTx,
  consultaId: number,
  f: AsistenteFiltros,
  pagada: boolean,
  opts: { limit: number; offset: number },
): Promise<{ rows: FilaResultado[]; total: number }> {
  const where = condiciones(consultaId, f, pagada);
  const [rows, counted] = await Promise.all([
    filas(db).where(where).orderBy(asistenteResultado.puesto).limit(opts.limit).offset(opts.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(asistenteResultado)
      .innerJoin(postulacion, eq(postulacion.id, asistenteResultado.postulacion_id))
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Every filtered result in rank order (the exports). */
export function todas(db: DbOrTx, consultaId: number, f: AsistenteFiltros, pagada: boolean) {
  return filas(db)
    .where(condiciones(consultaId, f, pagada))
    .orderBy(asistenteResultado.puesto);
}
export type FilaResultado = Awaited<ReturnType<typeof todas>>[number];

/** The offer's active applications (to tell "no applicants yet" from "none matches"). */
export function postulacionesActivas(db: DbOrTx, ofertaId: number): Promise<number> {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, ofertaId), isNull(postulacion.eliminado_en)))
    .then((rows) => rows[0]?.n ?? 0);
}
