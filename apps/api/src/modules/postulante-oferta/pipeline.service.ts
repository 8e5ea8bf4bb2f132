/**
 * The pipeline comforts of featured offers (docs/team.md "Pipeline", decision 032): the company's private notes on an
 * application, its tags, bulk actions on a selection or on the filtered list, and each seat's saved filter sets.
 *
 * Everything is the COMPANY's (resolved from the session's account by the offers module, like the rest of the
 * review), except saved filter sets (one person's, on one offer) and a note's author (who may edit or delete it, as
 * may the company's administrators, so a note of a colleague who left is never stuck). Another company's anything: 404.
 * Free offers: 403 'Solo para avisos destacados', except the bulk status decision (deciding on applicants is
 * done one by one or in bulk; decision 096), which reaches only the applications the company can see. Every write is recorded in the
 * company's audit trail in its own transaction. Applicants are told of status changes exactly as by the status radio
 * (one e-mail each at most), never of notes or tags.
 */
import { misOfertasPaths } from '@practiperu/shared/paths';
import {
  type ColorEtiqueta,
  MAX_ETIQUETAS_EMPRESA,
  MAX_FILTROS_GUARDADOS,
  MAX_MASIVO,
  PIPELINE_MESSAGES as M,
} from '@practiperu/shared/pipeline';
import type { ExportarSeleccionBody, MasivoBody } from '@practiperu/shared/api/pipeline';
import type { FiltrosPostulantes } from '@practiperu/shared/schemas/postulantes';
import { filtrosPostulantesSchema } from '@practiperu/shared/schemas/postulantes';
import { ESTADO_POSTULANTE, ESTADO_POSTULANTE_LABELS, POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { pgErrorCode, type Db, type DbOrTx } from '../../db/client.ts';
import { archivoExport } from '../../export/export.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { enqueue, type JobPayload } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { asientoPuedeAhora, registrarEnBitacora, type MiembroActor } from '../equipo/equipo.public.ts';
import { cancelarPorDecision, pendientesDeContar } from '../entrevista/entrevista.public.ts';
import { destacada } from '../matching/matching.public.ts';
import { organizacionOf } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import * as pipeline from './pipeline.repository.ts';
import { avisoDeCambio, correoDeEstado, exportPostulantes, type EstadoAvisado } from './reclutador.service.ts';
import { plantillaDe } from '../correos-estado/correos-estado.public.ts';
import type { TextoPlantilla } from '@practiperu/shared/correos-estado';
import * as repo from './reclutador.repository.ts';

export interface PipelineDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

export { AVISO_MASIVO_JOB } from './pipeline.repository.ts';

/** What that job needs: the mail's kind, the offer as it was named at the change, and whom to tell. */
interface AvisoMasivo {
  clave: EstadoAvisado;
  titulo: string;
  empresa: string | null;
  postulaciones: number[];
  /** The company's own text at the change (absent: the platform's). */
  plantilla?: TextoPlantilla | null;
}

type Seleccion = { ids?: number[] | undefined; todos?: boolean | undefined; filtros?: FiltrosPostulantes | undefined };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createPipelineService(deps: PipelineDeps) {
  const { db } = deps;

  /** The company of the session's account (the offers module's lookup); none: 403. */
  async function empresaDe(actor: MiembroActor): Promise<number> {
    const org = await organizacionOf(db, actor.usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org.id;
  }

  /** The company's own featured-paid offer: another company's 404, a free one 403. */
  async function ofertaDestacada(tx: DbOrTx, orgId: number, ofertaId: number) {
    const o = await repo.ofertaDeEmpresa(tx, orgId, ofertaId);
    if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    if (!destacada(o)) throw new AppError('FORBIDDEN', M.soloDestacados);
    return o;
  }

  /**
   * The company's own offer for a bulk action: a featured-paid one for every action; a free one for the status
   * decision only (`estado`, `no_seleccionado`: closing a call decides nobody, decision 096). Another company's 404, otherwise 403.
   */
  async function ofertaDeMasivo(tx: DbOrTx, orgId: number, ofertaId: number, accion: MasivoBody['accion']) {
    const o = await repo.ofertaDeEmpresa(tx, orgId, ofertaId);
    if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    if (!destacada(o) && accion !== 'estado' && accion !== 'no_seleccionado') throw new AppError('FORBIDDEN', M.soloDestacados);
    return o;
  }

  /** An active application of the company's own featured-paid offer: another company's 404, a free offer's 403. */
  async function postulacionDestacada(tx: DbOrTx, orgId: number, postulacionId: number) {
    const found = await repo.propiaDeEmpresa(tx, orgId, postulacionId);
    if (!found) throw new AppError('NOT_FOUND', POSTULANTES_MESSAGES.postulanteNoEncontrado);
    if (!destacada(found.o)) throw new AppError('FORBIDDEN', M.soloDestacados);
    return found;
  }

  /** What the trail shows of an application: its offer's title and the applicant's name (never the CV). */
  const quien = (found: { o: { titulo: string }; nombres: string; apellidos: string }) => ({
    oferta: found.o.titulo,
    postulante: `${found.nombres} ${found.apellidos}`.trim(),
  });

  const bitacora = (tx: DbOrTx, orgId: number, actor: MiembroActor, entrada: Parameters<typeof registrarEnBitacora>[3]) =>
    registrarEnBitacora(tx, orgId, actor, entrada, deps.now());

  // ---------------------------------------------------------------- notes

  function vistaNota(n: Awaited<ReturnType<typeof pipeline.crearNota>>, actor: MiembroActor, administrador: boolean) {
    const propia = n.autor_id === actor.usuarioId;
    return {
      id: n.id,
      id_postulacion: n.postulacion_id,
      texto: n.texto,
      autor_nombre: n.autor_nombre,
      autor_id: n.autor_id,
      propia,
      editable: propia || administrador,
      creado_en: n.creado_en.toISOString(),
      editado_en: iso(n.editado_en),
    };
  }

  async function notas(actor: MiembroActor, postulacionId: number) {
    const orgId = await empresaDe(actor);
    await postulacionDestacada(db, orgId, postulacionId);
    const administrador = await asientoPuedeAhora(db, actor.usuarioId, 'notasAjenas');
    return (await pipeline.notas(db, orgId, postulacionId)).map((n) => vistaNota(n, actor, administrador));
  }

  async function crearNota(actor: MiembroActor, postulacionId: number, texto: string) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const found = await postulacionDestacada(tx, orgId, postulacionId);
      const n = await pipeline.crearNota(tx, {
        postulacion_id: postulacionId,
        organizacion_id: orgId,
        autor_id: actor.usuarioId,
        autor_nombre: actor.nombre,
        texto,
        creado_en: deps.now(),
      });
      // The trail says a note was written, not what it says.
      await bitacora(tx, orgId, actor, {
        accion: 'postulacion.nota_crear',
        entidad: 'postulacion',
        entidad_id: postulacionId,
        detalle: { nota: n.id, ...quien(found) },
      });
      return vistaNota(n, actor, await asientoPuedeAhora(tx, actor.usuarioId, 'notasAjenas'));
    });
  }

  /**
   * A note the session may change: its own, or any of the company's when its seat may (`notasAjenas` in
   * PERMISOS_ASIENTO; it depends on the note's author, so it is checked here and not by the route). Otherwise 403.
   */
  async function notaEditable(tx: DbOrTx, orgId: number, actor: MiembroActor, id: number) {
    const n = await pipeline.nota(tx, orgId, id);
    if (!n) throw new AppError('NOT_FOUND', M.notaNoEncontrada);
    const found = await postulacionDestacada(tx, orgId, n.postulacion_id);
    const administrador = await asientoPuedeAhora(tx, actor.usuarioId, 'notasAjenas');
    if (n.autor_id !== actor.usuarioId && !administrador) throw new AppError('FORBIDDEN', M.notaAjena);
    return { n, found, administrador };
  }

  async function editarNota(actor: MiembroActor, id: number, texto: string) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const { n, found, administrador } = await notaEditable(tx, orgId, actor, id);
      const editada = await pipeline.editarNota(tx, n.id, texto, deps.now());
      await bitacora(tx, orgId, actor, {
        accion: 'postulacion.nota_editar',
        entidad: 'postulacion',
        entidad_id: n.postulacion_id,
        detalle: { nota: n.id, ...quien(found) },
      });
      return vistaNota(editada, actor, administrador);
    });
  }

  async function eliminarNota(actor: MiembroActor, id: number): Promise<void> {
    const orgId = await empresaDe(actor);
    await db.transaction(async (tx) => {
      const { n, found } = await notaEditable(tx, orgId, actor, id);
      await pipeline.eliminarNota(tx, n.id);
      await bitacora(tx, orgId, actor, {
        accion: 'postulacion.nota_eliminar',
        entidad: 'postulacion',
        entidad_id: n.postulacion_id,
        detalle: { nota: n.id, ...quien(found) },
      });
    });
  }

  // ---------------------------------------------------------------- tags

  async function etiquetas(actor: MiembroActor) {
    return pipeline.etiquetas(db, await empresaDe(actor));
  }

  async function crearEtiqueta(actor: MiembroActor, nombre: string, color: ColorEtiqueta) {
    const orgId = await empresaDe(actor);
    try {
      return await db.transaction(async (tx) => {
        if ((await pipeline.contarEtiquetas(tx, orgId)) >= MAX_ETIQUETAS_EMPRESA) throw fieldError('nombre', M.maxEtiquetas);
        const e = await pipeline.crearEtiqueta(tx, orgId, nombre, color);
        await bitacora(tx, orgId, actor, { accion: 'etiqueta.crear', entidad: 'etiqueta', entidad_id: e.id, detalle: { nombre, color } });
        return e;
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', M.etiquetaRepetida, { errors: { nombre: M.etiquetaRepetida } });
      throw err;
    }
  }

  async function eliminarEtiqueta(actor: MiembroActor, id: number): Promise<void> {
    const orgId = await empresaDe(actor);
    await db.transaction(async (tx) => {
      const e = await pipeline.eliminarEtiqueta(tx, orgId, id);
      if (!e) throw new AppError('NOT_FOUND', M.etiquetaNoEncontrada);
      await bitacora(tx, orgId, actor, { accion: 'etiqueta.eliminar', entidad: 'etiqueta', entidad_id: id, detalle: { nombre: e.nombre } });
    });
  }

  /** The tag picker of one application: its tags become exactly these (all the company's, or 400). */
  async function etiquetasPostulacion(actor: MiembroActor, postulacionId: number, ids: number[]) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const found = await postulacionDestacada(tx, orgId, postulacionId);
      const tags = await pipeline.etiquetasDeEmpresa(tx, orgId, ids);
      if (tags.length !== ids.length) throw fieldError('etiquetas', M.etiquetas);
      await pipeline.ponerEtiquetas(tx, postulacionId, ids);
      await bitacora(tx, orgId, actor, {
        accion: 'postulacion.etiquetas',
        entidad: 'postulacion',
        entidad_id: postulacionId,
        detalle: { ...quien(found), etiquetas: tags.map((t) => t.nombre) },
      });
      return tags.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    });
  }

  /** The tags and note counts a page of the applicant list shows (featured-paid offers). */
  function marcas(orgId: number, postulacionIds: number[]) {
    return pipeline.marcas(db, orgId, postulacionIds);
  }

  // ---------------------------------------------------------------- bulk

  /**
   * The applications a bulk action is about, in the list's order: the selected ids (each must be an active
   * application of this offer, or nothing is done: 404) or every one the list's filters give now. On a free offer
   * only those the company can see (its first applicants; filters are a featured offer's, so none apply): a hidden
   * one among the ids is 403 as at its status radio.
   */
  async function seleccionados(
    tx: DbOrTx,
    o: { id: number; destacado_desde: Date | string | null; estado_pago: number | null },
    s: Seleccion,
  ): Promise<number[]> {
    const visibles = !destacada(o);
    if (s.todos) {
      const f = visibles ? filtrosPostulantesSchema.parse({}) : (s.filtros ?? filtrosPostulantesSchema.parse({}));
      const ids = await repo.idsFiltrados(tx, o.id, f, undefined, visibles);
      if (ids.length > MAX_MASIVO) throw new AppError('BAD_REQUEST', M.demasiados);
      return ids;
    }
    const pedidos = s.ids ?? [];
    const ids = await repo.idsFiltrados(tx, o.id, null, pedidos);
    if (ids.length !== pedidos.length) throw new AppError('NOT_FOUND', M.ajenos);
    if (visibles && (await repo.idsFiltrados(tx, o.id, null, pedidos, true)).length !== ids.length)
      throw new AppError('FORBIDDEN', POSTULANTES_MESSAGES.estadoBloqueado);
    return ids;
  }

  async function masivo(actor: MiembroActor, ofertaId: number, body: MasivoBody & Seleccion) {
    const orgId = await empresaDe(actor);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const o = await ofertaDeMasivo(tx, orgId, ofertaId, body.accion);
      const ids = await seleccionados(tx, o, body);
      let cambiadas = 0;
      let correos = 0;
      let entrevistasCanceladas = 0;
      let detalle: Record<string, unknown> = {};
      if (body.accion === 'estado' || body.accion === 'no_seleccionado') {
        // `avisar` is this change's only: the seat's remembered box changes by `PUT correosEstado/preferencia` alone.
        const estado = body.accion === 'estado' ? body.estado! : ESTADO_POSTULANTE.DESCARTADO;
        // One UPDATE for the whole selection (decision 047). The "no seleccionado" notice closes the process for the
        // others: finalists are left as they are.
        const cambiados = await pipeline.cambiarEstados(
          tx,
          o.id,
          ids,
          estado,
          { dejarFinalistas: body.accion === 'no_seleccionado', finalista: ESTADO_POSTULANTE.FINALISTA },
          now,
        );
        cambiadas = cambiados.length;
        // No seleccionada ends their interviews still to happen, with notice (as the status radio does).
        if (estado === ESTADO_POSTULANTE.DESCARTADO)
          entrevistasCanceladas = await cancelarPorDecision(
            deps,
            tx,
            cambiados.map((r) => r.id),
            now,
          );
        // Each applicant is told exactly what the status radio would tell them: the same rule, one mail at most.
        // (The status read after the change is the same for all, so is the mail's kind.)
        const avisos = cambiados.flatMap((r) => {
          const clave = avisoDeCambio({ estado: r.estado_antes, revisado: r.revisado_antes, eliminado_en: null }, estado);
          return clave ? [{ id: r.id, clave }] : [];
        });
        // Without notice (the seat unticked «Avisar a los postulantes») the statuses change and no mail goes.
        correos = body.avisar === false ? 0 : avisos.length;
        if (avisos[0] && body.avisar !== false) {
          // One job for all the mails, in this transaction: it writes each mail afterwards (avisarCambioMasivo), in
          // the company's own words as they are now.
          const aviso: AvisoMasivo = {
            clave: avisos[0].clave,
            titulo: o.titulo,
            empresa: o.nombre_org,
            postulaciones: avisos.map((a) => a.id),
            plantilla: (await plantillaDe(tx, orgId, avisos[0].clave)) ?? null,
          };
          await enqueue(tx, pipeline.AVISO_MASIVO_JOB, { ...aviso });
        }
        detalle = {
          estado,
          estado_nombre: ESTADO_POSTULANTE_LABELS[estado],
          ...(entrevistasCanceladas ? { entrevistas_canceladas: entrevistasCanceladas } : {}),
        };
      } else if (body.accion === 'nota') {
        // The same private note on each: one INSERT … SELECT; the trail says a note was written, not what it says.
        cambiadas = await pipeline.notaMasiva(
          tx,
          { organizacion_id: orgId, autor_id: actor.usuarioId, autor_nombre: actor.nombre, texto: body.texto!, creado_en: now },
          ids,
        );
      } else {
        const [tag] = await pipeline.etiquetasDeEmpresa(tx, orgId, [body.etiqueta_id!]);
        if (!tag) throw fieldError('etiqueta_id', M.etiquetaNoEncontrada);
        cambiadas = body.accion === 'etiquetar' ? await pipeline.etiquetar(tx, tag.id, ids) : await pipeline.desetiquetar(tx, tag.id, ids);
        detalle = { etiqueta: tag.nombre };
      }
      await bitacora(tx, orgId, actor, {
        accion: `postulacion.masivo_${body.accion}`,
        entidad: 'oferta',
        entidad_id: o.id,
        detalle: { ...detalle, seleccion: body.todos ? 'filtrados' : 'seleccion', postulaciones: ids.length, cambiadas, correos },
      });
      return { cambiadas, sin_cambios: ids.length - cambiadas, correos, entrevistas_canceladas: entrevistasCanceladas };
    });
  }

  /**
   * What a bulk action would touch, for its confirmation to say it: the whole selection (ids or every application
   * the filters give), found as the action finds it; the interviews a change to Descartado would cancel are those of
   * the applications it would change (not already Descartado; the notice leaves finalists alone).
   */
  async function resumenMasivo(actor: MiembroActor, ofertaId: number, body: MasivoBody & Seleccion) {
    const orgId = await empresaDe(actor);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const o = await ofertaDeMasivo(tx, orgId, ofertaId, body.accion);
      const ids = await seleccionados(tx, o, body);
      const descarta = (body.accion === 'estado' && body.estado === ESTADO_POSTULANTE.DESCARTADO) || body.accion === 'no_seleccionado';
      if (!descarta) return { postulaciones: ids.length, entrevistas: 0 };
      const cambiarian = await pipeline.cambiarian(tx, ids, ESTADO_POSTULANTE.DESCARTADO, {
        dejarFinalistas: body.accion === 'no_seleccionado',
        finalista: ESTADO_POSTULANTE.FINALISTA,
      });
      return { postulaciones: ids.length, entrevistas: await pendientesDeContar(tx, cambiarian, now) };
    });
  }

  /**
   * The job of a bulk status change: the mail of each applicant it names, stored in batches in one transaction (a
   * failure stores none and the job is retried), each then delivered by its own mail job like any other.
   */
  async function avisarCambioMasivo(payload: JobPayload): Promise<void> {
    const aviso = payload as unknown as AvisoMasivo;
    const o = { titulo: aviso.titulo, nombre_org: aviso.empresa };
    await db.transaction(async (tx) => {
      const destinatarios = await pipeline.destinatarios(tx, aviso.postulaciones.map(Number));
      await deps.mailer.sendMany(
        tx,
        destinatarios.map((d) => ({ to: d.correo, mail: correoDeEstado(deps, o, d.nombres, aviso.clave, aviso.plantilla ?? null) })),
      );
    });
  }

  /** The CSV/Excel of a selection (the list's export columns and writer). */
  async function exportarSeleccion(actor: MiembroActor, ofertaId: number, body: ExportarSeleccionBody & Seleccion) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const o = await ofertaDestacada(tx, orgId, ofertaId);
      const ids = await seleccionados(tx, o, body);
      const f = body.todos ? (body.filtros ?? null) : null;
      const enlace = (r: repo.FilaExport) => `${deps.publicUrl}${misOfertasPaths(o.id).postulantes}/${r.id_postulante}`;
      const archivo = await archivoExport(body.formato, exportPostulantes(enlace), repo.todasPorLotes(tx, o.id, f, repo.LOTE_EXPORT, ids), {
        titulo: o.titulo,
        ahora: deps.now(),
        prefijo: 'postulantes',
      });
      await bitacora(tx, orgId, actor, {
        accion: 'oferta.exportar_seleccion',
        entidad: 'oferta',
        entidad_id: o.id,
        detalle: { formato: body.formato, postulaciones: archivo.total },
      });
      return archivo;
    });
  }

  // ---------------------------------------------------------------- saved filter sets

  const vistaFiltro = (f: Awaited<ReturnType<typeof pipeline.guardarFiltro>>) => ({ ...f, creado_en: f.creado_en.toISOString() });

  async function filtros(actor: MiembroActor, ofertaId: number) {
    const orgId = await empresaDe(actor);
    const o = await ofertaDestacada(db, orgId, ofertaId);
    return (await pipeline.filtros(db, actor.usuarioId, o.id)).map(vistaFiltro);
  }

  async function guardarFiltro(actor: MiembroActor, ofertaId: number, nombre: string, filtros: FiltrosPostulantes) {
    const orgId = await empresaDe(actor);
    try {
      return await db.transaction(async (tx) => {
        const o = await ofertaDestacada(tx, orgId, ofertaId);
        if ((await pipeline.contarFiltros(tx, actor.usuarioId, o.id)) >= MAX_FILTROS_GUARDADOS) throw fieldError('nombre', M.maxFiltros);
        const f = await pipeline.guardarFiltro(tx, {
          usuario_id: actor.usuarioId,
          oferta_id: o.id,
          nombre,
          filtros: filtros as unknown as Record<string, unknown>,
          creado_en: deps.now(),
        });
        // A saved set is one person's: the company's trail says that one was saved, never its name or filters.
        await bitacora(tx, orgId, actor, { accion: 'filtro.guardar', entidad: 'oferta', entidad_id: o.id, detalle: { titulo: o.titulo } });
        return vistaFiltro(f);
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', M.filtroRepetido, { errors: { nombre: M.filtroRepetido } });
      throw err;
    }
  }

  async function eliminarFiltro(actor: MiembroActor, id: number): Promise<void> {
    const orgId = await empresaDe(actor);
    await db.transaction(async (tx) => {
      const f = await pipeline.eliminarFiltro(tx, actor.usuarioId, orgId, id);
      if (!f) throw new AppError('NOT_FOUND', M.filtroNoEncontrado);
      await bitacora(tx, orgId, actor, { accion: 'filtro.eliminar', entidad: 'oferta', entidad_id: f.id_oferta });
    });
  }

  return {
    notas,
    crearNota,
    editarNota,
    eliminarNota,
    etiquetas,
    crearEtiqueta,
    eliminarEtiqueta,
    etiquetasPostulacion,
    marcas,
    masivo,
    resumenMasivo,
    avisarCambioMasivo,
    exportarSeleccion,
    filtros,
    guardarFiltro,
    eliminarFiltro,
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
