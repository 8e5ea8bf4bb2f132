/**
 * SQL of the talent pool (decision 067). The pool is read from the applications: a person is in a company's pool
 * while one of their applications to its offers is one the company may see: not cancelled, its offer not removed,
 * not hidden by a free offer's limit of first applicants (`primerasGratis.ocultaSql`), and not anonymised by the
 * retention run (postulante_id null). Nothing of a hidden application is read, so no filter can reveal one.
 */
import { BANCO_PAGE_SIZE, type EstadoHistorial } from '@practiperu/shared/banco-talento';
import type { BancoQuery } from '@practiperu/shared/api/banco-talento';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The applications of the company that the company may see, as `p` joined to its offer `o`. */
function visiblesSql(organizacionId: number): SQL {
  return sql`select p.id, p.postulante_id, p.oferta_id, p.estado, p.revisado, p.creado_en, o.titulo
    from postulacion p join oferta o on o.id = p.oferta_id
    where o.id_organizacion = ${organizacionId} and o.eliminado_en is null
      and p.postulante_id is not null and p.eliminado_en is null and not ${primerasGratis.ocultaSql}`;
}

const ESTADO: Record<EstadoHistorial, { estado: number; clave: string }> = {
  en_proceso: { estado: 2, clave: 'en_proceso' },
  finalista: { estado: 3, clave: 'finalista' },
  descartado: { estado: 1, clave: 'no_seleccionada' },
};

/** `%text%` for ILIKE, with the wildcards of the text taken literally. */
const contiene = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function condiciones(organizacionId: number, f: BancoQuery): SQL {
  const parts: SQL[] = [sql`u.activo`];
  if (f.q) parts.push(sql`(u.nombres || ' ' || u.apellidos) ilike ${contiene(f.q)}`);
  if (f.departamento) parts.push(sql`pt.id_region = ${f.departamento}`);
  if (f.carrera) parts.push(sql`pt.id_carrera_actual = ${f.carrera}`);
  if (f.experiencia) parts.push(sql`exists (select 1 from experiencia_laboral x where x.postulante_id = pt.id)`);
  if (f.conocimiento)
    parts.push(sql`exists (select 1 from conocimiento n where n.postulante_id = pt.id and lower(n.nombre) = lower(${f.conocimiento}))`);
  if (f.oferta) parts.push(sql`exists (select 1 from vis v where v.postulante_id = pt.id and v.oferta_id = ${f.oferta})`);
  if (f.etiqueta) {
    parts.push(sql`exists (select 1 from vis v join postulacion_etiqueta pe on pe.postulacion_id = v.id
      where v.postulante_id = pt.id and pe.etiqueta_id = ${f.etiqueta})`);
  }
  if (f.nota) {
    parts.push(sql`exists (select 1 from vis v join nota_postulacion n on n.postulacion_id = v.id
      where v.postulante_id = pt.id and n.organizacion_id = ${organizacionId} and n.texto ilike ${contiene(f.nota)})`);
  }
  if (f.estado) {
    // Now, or before: a single change of the status radio is in the company's trail with the status it reached.
    const { estado, clave } = ESTADO[f.estado];
    parts.push(sql`exists (select 1 from vis v where v.postulante_id = pt.id and (v.estado = ${estado}
      or exists (select 1 from auditoria_empresa a where a.organizacion_id = ${organizacionId} and a.accion = 'postulacion.estado'
        and a.entidad = 'postulacion' and a.entidad_id = v.id::text and a.detalle->>'despues' = ${clave})))`);
  }
  return sql.join(parts, sql` and `);
}

export interface FilaBanco {
  id: number;
  nombres: string;
  apellidos: string;
  carrera: string | null;
  departamento: string | null;
  postulaciones: { id_oferta: number; titulo: string; estado: string; creado_en: string }[];
  etiquetas: string[];
  notas: number;
  invitaciones: { id_oferta: number; titulo: string; creado_en: string }[];
  recibe_invitaciones: boolean;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** One page of the pool, the people whose latest visible application is newest first, and how many match. */
export async function buscar(db: DbOrTx, organizacionId: number, f: BancoQuery): Promise<{ total: number; items: FilaBanco[] }> {
  const offset = (f.page - 1) * BANCO_PAGE_SIZE;
  const result = await db.execute(sql`
    with vis as (${visiblesSql(organizacionId)}),
    personas as (
      select pt.id, max(v.creado_en) as ultima, count(*) over () as total
      from vis v join postulante pt on pt.id = v.postulante_id join usuario u on u.id = pt.usuario_id
      where ${condiciones(organizacionId, f)}
      group by pt.id
      order by ultima desc, pt.id desc
      limit ${BANCO_PAGE_SIZE} offset ${offset}
    )
    select ps.id, ps.total::int as total, u.nombres, u.apellidos, c.nombre as carrera, r.nombre as departamento,
      (select json_agg(json_build_object('id_oferta', v.oferta_id, 'titulo', v.titulo, 'creado_en', v.creado_en,
          'estado', case v.estado when 3 then 'finalista' when 1 then 'no_seleccionada' when 2 then 'en_proceso'
            else case when v.revisado = 1 then 'cv_visto' else 'recibida' end end) order by v.creado_en desc, v.id desc)
        from vis v where v.postulante_id = ps.id) as postulaciones,
      coalesce((select json_agg(distinct e.nombre) from vis v join postulacion_etiqueta pe on pe.postulacion_id = v.id
        join etiqueta_empresa e on e.id = pe.etiqueta_id where v.postulante_id = ps.id), '[]'::json) as etiquetas,
      (select count(*)::int from vis v join nota_postulacion n on n.postulacion_id = v.id where v.postulante_id = ps.id) as notas,
      coalesce((select json_agg(json_build_object('id_oferta', i.oferta_id, 'titulo', o.titulo, 'creado_en', i.creado_en) order by i.creado_en desc)
        from invitacion_talento i join oferta o on o.id = i.oferta_id
        where i.organizacion_id = ${organizacionId} and i.postulante_id = ps.id), '[]'::json) as invitaciones,
      not exists (select 1 from baja_invitacion_talento b where b.postulante_id = ps.id) as recibe_invitaciones
    from personas ps join postulante pt on pt.id = ps.id join usuario u on u.id = pt.usuario_id
      left join carrera c on c.id = pt.id_carrera_actual left join region r on r.id = pt.id_region
    order by ps.ultima desc, ps.id desc`);
  const list = rows<FilaBanco & { total: number }>(result);
  let total = list[0] ? Number(list[0].total) : 0;
  if (list.length === 0 && f.page > 1) {
    const counted = await db.execute(sql`
      with vis as (${visiblesSql(organizacionId)})
      select count(distinct pt.id)::int as n from vis v join postulante pt on pt.id = v.postulante_id join usuario u on u.id = pt.usuario_id
      where ${condiciones(organizacionId, f)}`);
    total = Number(rows<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return {
    total,
    items: list.map((r) => ({
      id: Number(r.id),
      nombres: r.nombres,
      apellidos: r.apellidos,
      carrera: r.carrera,
      departamento: r.departamento,
      postulaciones: json(r.postulaciones).map((p) => ({
        ...p,
        id_oferta: Number(p.id_oferta),
        creado_en: new Date(p.creado_en).toISOString(),
      })),
      etiquetas: json(r.etiquetas),
      notas: Number(r.notas),
      invitaciones: json(r.invitaciones).map((i) => ({
        ...i,
        id_oferta: Number(i.id_oferta),
        creado_en: new Date(i.creado_en).toISOString(),
      })),
      recibe_invitaciones: r.recibe_invitaciones,
    })),
  };
}

/** The company's offers with visible applications (the «Postuló a» filter), newest first, at most 100. */
export async function ofertasConPostulantes(db: DbOrTx, organizacionId: number) {
  const result = await db.execute(sql`
    with vis as (${visiblesSql(organizacionId)})
    select o.id, o.titulo from oferta o where o.id in (select oferta_id from vis) order by o.id desc limit 100`);
  return rows<{ id: number; titulo: string }>(result).map((r) => ({ id: Number(r.id), titulo: r.titulo }));
}

/** The company's offers open to applications on the Lima day `today`, newest first, at most 100. */
export async function ofertasAbiertas(db: DbOrTx, organizacionId: number, today: string) {
  const result = await db.execute(sql`
    select o.id, o.titulo from oferta o
    where o.id_organizacion = ${organizacionId} and o.estado = 1 and o.publicar = 1 and o.finaliza is null
      and o.eliminado_en is null and o.fin_convocatoria >= ${today}::date
    order by o.id desc limit 100`);
  return rows<{ id: number; titulo: string }>(result).map((r) => ({ id: Number(r.id), titulo: r.titulo }));
}

export async function etiquetasDeEmpresa(db: DbOrTx, organizacionId: number) {
  const result = await db.execute(
    sql`select id, nombre from etiqueta_empresa where organizacion_id = ${organizacionId} order by lower(nombre)`,
  );
  return rows<{ id: number; nombre: string }>(result).map((r) => ({ id: Number(r.id), nombre: r.nombre }));
}

/** The company's offer, removed ones excepted, with whether it takes applications on `today`; none when not the company's. */
export async function ofertaDeEmpresa(db: DbOrTx, organizacionId: number, ofertaId: number, today: string) {
  const result = await db.execute(sql`
    select o.id, o.titulo, o.alias,
      (o.estado = 1 and o.publicar = 1 and o.finaliza is null and o.fin_convocatoria >= ${today}::date) as abierta
    from oferta o where o.id = ${ofertaId} and o.id_organizacion = ${organizacionId} and o.eliminado_en is null`);
  const [r] = rows<{ id: number; titulo: string; alias: string; abierta: boolean }>(result);
  return r ? { ...r, id: Number(r.id) } : undefined;
}

/**
 * The person of the pool to invite: their address and names, and whether they receive invitations; none when they are
 * not in the company's pool (no application the company may see, or an inactive account).
 */
export async function personaDelBanco(db: DbOrTx, organizacionId: number, postulanteId: number) {
  const result = await db.execute(sql`
    with vis as (${visiblesSql(organizacionId)})
    select pt.id, u.correo, u.nombres, u.apellidos,
      not exists (select 1 from baja_invitacion_talento b where b.postulante_id = pt.id) as recibe
    from postulante pt join usuario u on u.id = pt.usuario_id
    where pt.id = ${postulanteId} and u.activo and exists (select 1 from vis v where v.postulante_id = pt.id)`);
  const [r] = rows<{ id: number; correo: string; nombres: string; apellidos: string; recibe: boolean }>(result);
  return r ? { ...r, id: Number(r.id) } : undefined;
}

/**
 * The person's application to the offer: 'visible' when the company sees it in its list, 'oculta' when it exists but
 * the company may not see it (hidden by the free offer's limit, or cancelled), none when there is none.
 */
export async function postulacionEnOferta(db: DbOrTx, postulanteId: number, ofertaId: number): Promise<'visible' | 'oculta' | null> {
  const result = await db.execute(sql`
    select bool_or(p.eliminado_en is null and not ${primerasGratis.ocultaSql}) as visible
    from postulacion p join oferta o on o.id = p.oferta_id
    where p.postulante_id = ${postulanteId} and p.oferta_id = ${ofertaId}
    having count(*) > 0`);
  const [r] = rows<{ visible: boolean }>(result);
  if (!r) return null;
  return r.visible ? 'visible' : 'oculta';
}

export async function invitacionesDesde(db: DbOrTx, by: { organizacionId: number } | { postulanteId: number }, desde: Date) {
  const cond = 'organizacionId' in by ? sql`organizacion_id = ${by.organizacionId}` : sql`postulante_id = ${by.postulanteId}`;
  const result = await db.execute(sql`select count(*)::int as n from invitacion_talento where ${cond} and creado_en > ${desde}`);
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

/** Records an invitation; false when the person was already invited to that offer. */
export async function insertarInvitacion(
  db: DbOrTx,
  input: { organizacionId: number; ofertaId: number; postulanteId: number; invitadoPor: number; tokenHash: string; now: Date },
): Promise<{ creado_en: Date } | undefined> {
  const result = await db.execute(sql`
    insert into invitacion_talento (organizacion_id, oferta_id, postulante_id, invitado_por, token_hash, creado_en)
    values (${input.organizacionId}, ${input.ofertaId}, ${input.postulanteId}, ${input.invitadoPor}, ${input.tokenHash}, ${input.now})
    on conflict (oferta_id, postulante_id) do nothing
    returning creado_en`);
  const [r] = rows<{ creado_en: Date | string }>(result);
  return r ? { creado_en: new Date(r.creado_en) } : undefined;
}

export async function postulanteDeUsuario(db: DbOrTx, usuarioId: number): Promise<number | undefined> {
  const result = await db.execute(sql`select id from postulante where usuario_id = ${usuarioId}`);
  const [r] = rows<{ id: number }>(result);
  return r ? Number(r.id) : undefined;
}

export async function recibe(db: DbOrTx, postulanteId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from baja_invitacion_talento where postulante_id = ${postulanteId}`);
  return rows(result).length === 0;
}

/** Opts the person out; false when they already were. */
export async function darDeBaja(db: DbOrTx, postulanteId: number, origen: 'enlace' | 'cuenta', now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into baja_invitacion_talento (postulante_id, origen, creado_en) values (${postulanteId}, ${origen}, ${now})
    on conflict (postulante_id) do nothing returning postulante_id`);
  return rows(result).length > 0;
}

export async function reactivar(db: DbOrTx, postulanteId: number): Promise<void> {
  await db.execute(sql`delete from baja_invitacion_talento where postulante_id = ${postulanteId}`);
}

export async function postulanteDeToken(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const result = await db.execute(sql`select postulante_id from invitacion_talento where token_hash = ${tokenHash}`);
  const [r] = rows<{ postulante_id: number }>(result);
  return r ? Number(r.postulante_id) : undefined;
}
