/**
 * Everything the platform holds about one account, read for its copy (docs/privacy.md "What the copy contains"). What
 * is a credential (password hash, session and link tokens) or someone else's (the administrator who decided, another
 * person's CV) is left out here, in the query, so it cannot reach the file by mistake.
 */
import { and, asc, eq, getTableColumns, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  entrevista,
  miembroOrganizacion,
  asistenteConsulta,
  bajaMarketing,
  correo,
  exportacionDatos,
  habilidadPostulante,
  membresiaPremium,
  navegadorConocido,
  oferta,
  organizacion,
  organizacionSector,
  pago,
  ofertaGuardada,
  postulacion,
  postulante,
  sector,
  sesion,
  solicitudDerechos,
  suscripcionAlerta,
  tokenUnico,
  usuario,
} from '../../db/schema/index.ts';
import { cvSections } from '../cv/cv.public.ts';

/** The columns of a table but some: `omit(usuario, 'clave_hash')`. */
function omit<T extends Parameters<typeof getTableColumns>[0], K extends keyof T['_']['columns']>(table: T, ...keys: K[]) {
  const columns = { ...getTableColumns(table) } as Record<string, unknown>;
  for (const k of keys) delete columns[k as string];
  return columns as Omit<T['_']['columns'], K>;
}

/**
 * A colleague's seat in a company (not the holder's, whose company is listed whole): the company's name, the role,
 * its own contact phone and position, and since when.
 */
export async function asiento(db: DbOrTx, usuarioId: number) {
  const [row] = await db
    .select({
      empresa: organizacion.nombre,
      rol: miembroOrganizacion.rol,
      nro_contacto: miembroOrganizacion.nro_contacto,
      cargo: miembroOrganizacion.cargo,
      creado_en: miembroOrganizacion.creado_en,
    })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(and(eq(miembroOrganizacion.usuario_id, usuarioId), ne(organizacion.usuario_id, usuarioId)));
  return row;
}

export async function cuenta(db: DbOrTx, usuarioId: number) {
  const [row] = await db.select(omit(usuario, 'clave_hash')).from(usuario).where(eq(usuario.id, usuarioId));
  return row;
}

/** When each open session started and until when it lasts: never its token. */
export function sesiones(db: DbOrTx, usuarioId: number) {
  return db
    .select({ creado_en: sesion.creado_en, expira_en: sesion.expira_en })
    .from(sesion)
    .where(eq(sesion.usuario_id, usuarioId))
    .orderBy(asc(sesion.creado_en));
}

/** The browsers the account logged in from (docs/security.md): when first and last, never the id or its hash. */
export function navegadores(db: DbOrTx, usuarioId: number) {
  return db
    .select({ primer_ingreso: navegadorConocido.creado_en, ultimo_ingreso: navegadorConocido.visto_en })
    .from(navegadorConocido)
    .where(eq(navegadorConocido.usuario_id, usuarioId))
    .orderBy(asc(navegadorConocido.creado_en));
}

export function bajasMarketing(db: DbOrTx, usuarioId: number) {
  return db
    .select({ motivo: bajaMarketing.motivo, creado_en: bajaMarketing.creado_en })
    .from(bajaMarketing)
    .where(eq(bajaMarketing.usuario_id, usuarioId))
    .orderBy(asc(bajaMarketing.creado_en));
}

/** The mails sent to the account's address: subject and dates, not their bodies (which carried one-time links). */
/**
 * The addresses the account had before its e-mail changes, each with when it stopped being the account's: the
 * previous address (`anterior`) of every applied change link. A link voided by a newer one was not applied: the
 * address the account had right after it (the next link's `anterior`, or today's address) is not the link's.
 */
export async function direccionesAnteriores(db: DbOrTx, usuarioId: number, actual: string): Promise<{ correo: string; hasta: Date }[]> {
  const rows = await db
    .select({ datos: tokenUnico.datos, creado_en: tokenUnico.creado_en, usado_en: tokenUnico.usado_en })
    .from(tokenUnico)
    .where(and(eq(tokenUnico.usuario_id, usuarioId), eq(tokenUnico.tipo, 'cambio_correo'), isNotNull(tokenUnico.usado_en)))
    .orderBy(asc(tokenUnico.creado_en), asc(tokenUnico.id));
  const anteriores: { correo: string; hasta: Date }[] = [];
  for (const row of rows) {
    const nuevo = row.datos?.correo;
    const anterior = row.datos?.anterior;
    if (typeof nuevo !== 'string' || typeof anterior !== 'string' || !row.usado_en) continue;
    const siguiente = rows.find((r) => r.creado_en >= row.usado_en!);
    const despues = typeof siguiente?.datos?.anterior === 'string' ? siguiente.datos.anterior : actual;
    // A minute's grace: the notice of the change, sent to the previous address in the same transaction, is stamped by
    // the database's clock, a little after the application's `usado_en`.
    if (despues.toLowerCase() === nuevo.toLowerCase())
      anteriores.push({ correo: anterior, hasta: new Date(row.usado_en.getTime() + 60_000) });
  }
  return anteriores;
}

/** The mails sent to the account: to its address, and to each earlier address while it was the account's. */
export function correos(db: DbOrTx, address: string, anteriores: { correo: string; hasta: Date }[] = []) {
  return db
    .select({
      asunto: correo.asunto,
      categoria: correo.categoria,
      estado: correo.estado,
      creado_en: correo.creado_en,
      enviado_en: correo.enviado_en,
    })
    .from(correo)
    .where(
      or(
        sql`lower(${correo.para}) = lower(${address})`,
        ...anteriores.map((a) => and(sql`lower(${correo.para}) = lower(${a.correo})`, lte(correo.creado_en, a.hasta))),
      ),
    )
    .orderBy(asc(correo.creado_en), asc(correo.id));
}

export function alertasDeEmpleo(db: DbOrTx, usuarioId: number) {
  return db.select(omit(suscripcionAlerta, 'usuario_id')).from(suscripcionAlerta).where(eq(suscripcionAlerta.usuario_id, usuarioId));
}

/** Payments made from the account, or for its company; not who in the back office decided them. */
export function pagos(db: DbOrTx, usuarioId: number, organizacionId: number | null) {
  const who =
    organizacionId === null ? eq(pago.usuario_id, usuarioId) : or(eq(pago.usuario_id, usuarioId), eq(pago.organizacion_id, organizacionId));
  return db
    .select({ ...omit(pago, 'decidido_por', 'usuario_id', 'organizacion_id'), oferta_titulo: oferta.titulo })
    .from(pago)
    .leftJoin(oferta, eq(oferta.id, pago.oferta_id))
    .where(who)
    .orderBy(asc(pago.creado_en), asc(pago.id));
}

export function membresias(db: DbOrTx, usuarioId: number) {
  return db
    .select(omit(membresiaPremium, 'usuario_id'))
    .from(membresiaPremium)
    .where(eq(membresiaPremium.usuario_id, usuarioId))
    .orderBy(asc(membresiaPremium.inicio));
}

/** Rights requests and their answers, without the administrator who answered. */
export function solicitudes(db: DbOrTx, usuarioId: number) {
  return db
    .select(omit(solicitudDerechos, 'usuario_id', 'respondido_por'))
    .from(solicitudDerechos)
    .where(eq(solicitudDerechos.usuario_id, usuarioId))
    .orderBy(asc(solicitudDerechos.creado_en), asc(solicitudDerechos.id));
}

export function exportaciones(db: DbOrTx, usuarioId: number) {
  return db
    .select({
      id: exportacionDatos.id,
      estado: exportacionDatos.estado,
      solicitado_en: exportacionDatos.solicitado_en,
      lista_en: exportacionDatos.lista_en,
      expira_en: exportacionDatos.expira_en,
      descargas: exportacionDatos.descargas,
    })
    .from(exportacionDatos)
    .where(eq(exportacionDatos.usuario_id, usuarioId))
    .orderBy(asc(exportacionDatos.solicitado_en), asc(exportacionDatos.id));
}

// ------------------------------------------------------------------ applicants

export async function perfilPostulante(db: DbOrTx, usuarioId: number) {
  const [row] = await db.select(omit(postulante, 'usuario_id')).from(postulante).where(eq(postulante.usuario_id, usuarioId));
  return row;
}

/** A CV row without its owner's id (the copy is the owner's). */
function sinPostulante<R extends { postulante_id: number }>(rows: R[]): Omit<R, 'postulante_id'>[] {
  return rows.map(({ postulante_id: _, ...rest }) => rest);
}

/** Every section of the CV, each in the order it was added: the sections through the cv module's own queries. */
export async function curriculum(db: DbOrTx, postulanteId: number) {
  const [habilidades, conocimientos, idiomas, logros, certificaciones, experiencia, proyectos, voluntariados] = await Promise.all([
    db
      .select(omit(habilidadPostulante, 'postulante_id'))
      .from(habilidadPostulante)
      .where(eq(habilidadPostulante.postulante_id, postulanteId))
      .orderBy(asc(habilidadPostulante.id)),
    cvSections.conocimientos.listInOrderAdded(db, postulanteId),
    cvSections.idiomas.listInOrderAdded(db, postulanteId),
    cvSections.logros.listInOrderAdded(db, postulanteId),
    cvSections.formaciones.listInOrderAdded(db, postulanteId),
    cvSections.experiencias.listInOrderAdded(db, postulanteId),
    cvSections.proyectos.listInOrderAdded(db, postulanteId),
    cvSections.voluntariados.listInOrderAdded(db, postulanteId),
  ]);
  return {
    habilidades,
    conocimientos: sinPostulante(conocimientos),
    idiomas: sinPostulante(idiomas),
    logros: sinPostulante(logros),
    certificaciones: sinPostulante(certificaciones),
    experiencia_laboral: sinPostulante(experiencia),
    proyectos: sinPostulante(proyectos),
    voluntariados: sinPostulante(voluntariados),
  };
}

/**
 * The offers the applicant saved, with when they saved each and when the reminder before its deadline went out. The
 * title only of an offer still shown to applicants (a withdrawn or hidden one is named by its id alone).
 */
export function ofertasGuardadas(db: DbOrTx, postulanteId: number) {
  return db
    .select({
      oferta_id: ofertaGuardada.oferta_id,
      titulo: sql<
        string | null
      >`case when ${oferta.estado} = 1 and ${oferta.publicar} = 1 and ${oferta.eliminado_en} is null then ${oferta.titulo} end`,
      guardada_en: ofertaGuardada.creado_en,
      recordatorio_enviado_en: ofertaGuardada.recordatorio_enviado_en,
    })
    .from(ofertaGuardada)
    .innerJoin(oferta, eq(oferta.id, ofertaGuardada.oferta_id))
    .where(eq(ofertaGuardada.postulante_id, postulanteId))
    .orderBy(asc(ofertaGuardada.creado_en), asc(ofertaGuardada.oferta_id));
}

/**
 * The talent pool, as the applicant's own data: whether they refused companies' invitations (and where), and each
 * invitation received, with the company and the offer. Not which seat sent it (the company's, not the person's).
 */
export async function invitacionesDeEmpresas(db: DbOrTx, postulanteId: number) {
  const [baja] = (
    (await db.execute(sql`select origen, creado_en from baja_invitacion_talento where postulante_id = ${postulanteId}`)) as unknown as {
      rows: { origen: string; creado_en: Date | string }[];
    }
  ).rows;
  const recibidas = (
    (await db.execute(sql`
      select org.nombre as empresa, o.id as oferta_id, o.titulo, i.creado_en
      from invitacion_talento i join oferta o on o.id = i.oferta_id join organizacion org on org.id = i.organizacion_id
      where i.postulante_id = ${postulanteId} order by i.creado_en, i.id`)) as unknown as {
      rows: { empresa: string; oferta_id: number; titulo: string; creado_en: Date | string }[];
    }
  ).rows;
  return {
    recibe_invitaciones: !baja,
    baja: baja ? { origen: baja.origen, creado_en: new Date(baja.creado_en).toISOString() } : null,
    recibidas: recibidas.map((r) => ({ ...r, oferta_id: Number(r.oferta_id), creado_en: new Date(r.creado_en).toISOString() })),
  };
}

/**
 * The applicant's interviews: the offer, the company, the slots proposed, the chosen time, the place, the state and
 * the company's message or reason to cancel, all of which the applicant was told. Never the team's outcome nor its
 * scorecard (the company's working evaluation, like its notes), nor the link's token.
 */
export function entrevistas(db: DbOrTx, postulanteId: number) {
  return db
    .select({
      oferta: oferta.titulo,
      empresa: sql<string | null>`(select o.nombre from organizacion o where o.id = ${entrevista.organizacion_id})`,
      estado: entrevista.estado,
      modalidad: entrevista.modalidad,
      lugar: entrevista.lugar,
      duracion_min: entrevista.duracion_min,
      horarios_propuestos: entrevista.horarios,
      inicio: entrevista.inicio,
      mensaje: entrevista.mensaje,
      motivo_cancelacion: entrevista.motivo_cancelacion,
      recordatorio_enviado_en: entrevista.recordada_en,
      creado_en: entrevista.creado_en,
    })
    .from(entrevista)
    .innerJoin(postulacion, eq(postulacion.id, entrevista.postulacion_id))
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .where(eq(postulacion.postulante_id, postulanteId))
    .orderBy(asc(entrevista.creado_en), asc(entrevista.id));
}

/** The applicant's applications, cancelled ones too, with the offer and the company as the applicant saw them. */
export function postulaciones(db: DbOrTx, postulanteId: number) {
  return db
    .select({
      ...omit(postulacion, 'postulante_id'),
      oferta: {
        id: oferta.id,
        titulo: oferta.titulo,
        modalidad: oferta.modalidad,
        fin_convocatoria: oferta.fin_convocatoria,
        finaliza: oferta.finaliza,
      },
      empresa: organizacion.nombre,
    })
    .from(postulacion)
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(eq(postulacion.postulante_id, postulanteId))
    .orderBy(asc(postulacion.creado_en), asc(postulacion.id));
}

// ------------------------------------------------------------------ companies

export async function empresa(db: DbOrTx, usuarioId: number) {
  const [row] = await db.select(omit(organizacion, 'usuario_id')).from(organizacion).where(eq(organizacion.usuario_id, usuarioId));
  if (!row) return undefined;
  const sectores = await db
    .select({ id: sector.id, nombre: sector.nombre })
    .from(organizacionSector)
    .innerJoin(sector, eq(sector.id, organizacionSector.sector_id))
    .where(eq(organizacionSector.organizacion_id, row.id))
    .orderBy(asc(sector.nombre));
  return { ...row, sectores };
}

/**
 * The company's offers, removed ones too, with how many applied: the applicants' own data is theirs (each gets it in
 * their copy), not the company's.
 */
export function ofertas(db: DbOrTx, organizacionId: number) {
  // Per offer, from the index of an offer's active applications.
  // Qualified by hand: inside a select list drizzle writes bare column names, which the subquery would read as its own.
  const activas = sql<number>`(select count(*)::int from "postulacion" p where p."oferta_id" = "oferta"."id" and p."eliminado_en" is null)`;
  return db
    .select({ ...omit(oferta, 'busqueda', 'id_organizacion', 'claves'), postulaciones_activas: activas })
    .from(oferta)
    .where(eq(oferta.id_organizacion, organizacionId))
    .orderBy(asc(oferta.creado_en), asc(oferta.id));
}

/** The questions the recruiter asked the applicant assistant, without the ranked applicants (their data). */
export function consultasAsistente(db: DbOrTx, usuarioId: number) {
  return db
    .select({
      id: asistenteConsulta.id,
      oferta_id: asistenteConsulta.oferta_id,
      prompt: asistenteConsulta.prompt,
      consulta_texto: asistenteConsulta.consulta_texto,
      proveedor: asistenteConsulta.proveedor,
      total: asistenteConsulta.total,
      creado_en: asistenteConsulta.creado_en,
    })
    .from(asistenteConsulta)
    .where(eq(asistenteConsulta.usuario_id, usuarioId))
    .orderBy(asc(asistenteConsulta.creado_en), asc(asistenteConsulta.id));
}
