/**
 * The talent pool (docs/team.md, "Talent pool"; decision 067). A company's seats search everyone who applied to any
 * of its offers and invite one of them by mail to apply to an open offer; an applicant may refuse such invitations.
 * The pool never shows an application a free offer hides beyond its first applicants, and an invitation never tells
 * the company that a hidden applicant is the person it invited.
 */
import {
  BANCO_INVITACIONES_DIA,
  BANCO_INVITACIONES_PERSONA_30_DIAS,
  BANCO_MESSAGES as M,
  BANCO_PAGE_SIZE,
} from '@practiperu/shared/banco-talento';
import type { BancoQuery } from '@practiperu/shared/api/banco-talento';
import { limaToday } from '@practiperu/shared/dates';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { lockOrganizacion, registrarPorCuenta } from '../equipo/equipo.public.ts';
import { organizacionOf } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { invitacionMail } from './banco-talento.mails.ts';
import * as repo from './banco-talento.repository.ts';

const DAY_MS = 86_400_000;

export interface BancoTalentoDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

export function createBancoTalentoService(deps: BancoTalentoDeps) {
  const { db } = deps;

  async function empresaDe(usuarioId: number) {
    const org = await organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org;
  }

  /** One page of the pool with the menus of the page (open offers to invite to, offers and tags to filter by). */
  async function buscar(usuarioId: number, f: BancoQuery) {
    const org = await empresaDe(usuarioId);
    const { total, items } = await repo.buscar(db, org.id, f);
    const [ofertasAbiertas, ofertas, etiquetas] = await Promise.all([
      repo.ofertasAbiertas(db, org.id, limaToday(deps.now())),
      repo.ofertasConPostulantes(db, org.id),
      repo.etiquetasDeEmpresa(db, org.id),
    ]);
    return {
      items,
      optional: {
        current_page: f.page,
        total_pages: Math.max(1, Math.ceil(total / BANCO_PAGE_SIZE)),
        total,
        ofertas_abiertas: ofertasAbiertas,
        ofertas,
        etiquetas,
      },
    };
  }

  /**
   * Invites a person of the pool to an open offer of the company, once per offer, within the company's daily limit
   * and the person's monthly one, unless they refused invitations. When the person already has an application to that
   * offer that the company may not see (hidden by the free offer's limit, or cancelled), the answer is the same as for
   * an invitation sent, and no mail goes: answering otherwise would tell who the hidden applicant is.
   */
  async function invitar(usuarioId: number, body: { postulante_id: number; oferta_id: number }) {
    const org = await empresaDe(usuarioId);
    const now = deps.now();
    return db.transaction(async (tx) => {
      // One invitation at a time per company: the daily count is read and raised under the company's row lock.
      await lockOrganizacion(tx, org.id);
      const o = await repo.ofertaDeEmpresa(tx, org.id, body.oferta_id, limaToday(now));
      // Another company's offer is as unknown as one that does not exist.
      if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
      if (!o.abierta) throw fieldError('oferta_id', M.ofertaNoAbierta);
      const persona = await repo.personaDelBanco(tx, org.id, body.postulante_id);
      if (!persona) throw new AppError('NOT_FOUND', M.noEnBanco);
      const previa = await repo.postulacionEnOferta(tx, persona.id, o.id);
      if (previa === 'visible') throw new AppError('CONFLICT', M.yaPostulo);
      if (!persona.recibe) throw new AppError('CONFLICT', M.noRecibe);
      if ((await repo.invitacionesDesde(tx, { organizacionId: org.id }, new Date(now.getTime() - DAY_MS))) >= BANCO_INVITACIONES_DIA) {
        throw new AppError('TOO_MANY_REQUESTS', M.limiteEmpresa);
      }
      if (
        (await repo.invitacionesDesde(tx, { postulanteId: persona.id }, new Date(now.getTime() - 30 * DAY_MS))) >=
        BANCO_INVITACIONES_PERSONA_30_DIAS
      ) {
        throw new AppError('TOO_MANY_REQUESTS', M.limitePersona);
      }
      const token = newToken();
      const creada = await repo.insertarInvitacion(tx, {
        organizacionId: org.id,
        ofertaId: o.id,
        postulanteId: persona.id,
        invitadoPor: usuarioId,
        tokenHash: hashToken(token),
        now,
      });
      if (!creada) throw new AppError('CONFLICT', M.yaInvitada);
      if (previa === null) {
        const mail = invitacionMail({ nombres: persona.nombres, empresa: org.nombre, oferta: o, token, publicUrl: deps.publicUrl });
        await deps.mailer.send(tx, persona.correo, mail);
      }
      await registrarPorCuenta(
        tx,
        usuarioId,
        org.id,
        { accion: 'banco.invitar', entidad: 'postulante', entidad_id: persona.id, detalle: { oferta: o.titulo } },
        now,
      );
      return { id_oferta: o.id, titulo: o.titulo, creado_en: creada.creado_en.toISOString() };
    });
  }

  async function postulanteDe(usuarioId: number): Promise<number> {
    const id = await repo.postulanteDeUsuario(db, usuarioId);
    if (id === undefined) throw new AppError('FORBIDDEN', M.postulante);
    return id;
  }

  async function preferencia(usuarioId: number) {
    return { recibe_invitaciones: await repo.recibe(db, await postulanteDe(usuarioId)) };
  }

  async function guardarPreferencia(usuarioId: number, recibe: boolean) {
    const id = await postulanteDe(usuarioId);
    if (recibe) await repo.reactivar(db, id);
    else await repo.darDeBaja(db, id, 'cuenta', deps.now());
    return { recibe_invitaciones: recibe };
  }

  /** The mail's link: opts the invited person out, without a session. Returns whether they already were. */
  async function baja(token: string): Promise<'baja' | 'ya'> {
    const id = await repo.postulanteDeToken(db, hashToken(token));
    if (id === undefined) throw new AppError('NOT_FOUND', M.token);
    return (await repo.darDeBaja(db, id, 'enlace', deps.now())) ? 'baja' : 'ya';
  }

  return { buscar, invitar, preferencia, guardarPreferencia, baja };
}

export type BancoTalentoService = ReturnType<typeof createBancoTalentoService>;
