/**
 * The talent pool (docs/team.md, "Talent pool"): a company searches everyone who applied to any of its offers and
 * invites a past applicant by mail to apply to one of its open offers; the applicant may refuse such invitations.
 * Constants, labels and messages without zod; the calls are in api/banco-talento.ts.
 */
import type { z } from 'zod';
import type { bancoOptional, invitacionDelBanco, personaDelBanco } from './api/banco-talento.ts';

/** One person of the pool as the company sees them (`buscar`). */
export type PersonaDeBanco = z.input<typeof personaDelBanco>;
export type BancoOptional = z.input<typeof bancoOptional>;
export type InvitacionDeBanco = z.input<typeof invitacionDelBanco>;

/** People per page of the pool (the size of every list of the product). */
export const BANCO_PAGE_SIZE = 10;
/** Invitations a company may send in 24 hours, all its seats together. */
export const BANCO_INVITACIONES_DIA = 20;
/** Invitations one person may receive in 30 days from all companies together (a pool must not become a spam list). */
export const BANCO_INVITACIONES_PERSONA_30_DIAS = 5;
/** The longest text of the name and note searches. */
export const BANCO_MAX_TEXTO = 80;

/**
 * The status history filter: the applicant reached this status in any of the company's offers (now or before, by
 * a single change of the status radio recorded in the company's trail).
 */
export const ESTADOS_HISTORIAL = ['en_proceso', 'finalista', 'descartado'] as const;
export type EstadoHistorial = (typeof ESTADOS_HISTORIAL)[number];
export const ESTADO_HISTORIAL_LABEL: Record<EstadoHistorial, string> = {
  en_proceso: 'Estuvo en proceso',
  finalista: 'Fue finalista',
  descartado: 'Fue descartado',
};

export const BANCO_MESSAGES = {
  texto: `Escribe como máximo ${BANCO_MAX_TEXTO} caracteres.`,
  estado: 'Elige un estado de la lista: en proceso, finalista o descartado.',
  departamento: 'Elige un departamento de la lista (1 a 25).',
  carrera: 'Elige una carrera de la lista.',
  etiqueta: 'Elige una etiqueta de tu empresa.',
  oferta: 'Elige una oferta de tu empresa.',
  conocimiento: 'Escribe un conocimiento de como máximo 60 caracteres, por ejemplo Excel.',
  flag: 'Envíe 1 para aplicar el filtro o 0 para quitarlo.',
  page: 'La página debe ser un número entero positivo.',
  postulante: 'Elige a una persona del banco de talento.',
  ofertaInvitar: 'Elige una de las ofertas abiertas de tu empresa.',
  noEnBanco: 'Esta persona no está en el banco de talento de tu empresa.',
  ofertaNoAbierta: 'Solo puedes invitar a una oferta publicada y abierta de tu empresa.',
  yaPostulo: 'Esta persona ya postuló a esta oferta.',
  yaInvitada: 'Ya invitaste a esta persona a esta oferta.',
  noRecibe: 'Esta persona pidió no recibir invitaciones de empresas.',
  limiteEmpresa: `Tu empresa ya envió ${BANCO_INVITACIONES_DIA} invitaciones en las últimas 24 horas. Inténtalo más tarde.`,
  limitePersona: 'Esta persona ya recibió varias invitaciones este mes. Inténtalo más adelante.',
  invitada: 'Enviamos la invitación por correo.',
  preferencia: 'Envíe true para recibir invitaciones o false para no recibirlas.',
  preferenciaGuardada: 'Guardamos tu preferencia de invitaciones.',
  token: 'El enlace no es válido.',
  baja: 'Listo: ya no recibirás invitaciones de empresas a postular. Puedes volver a activarlas en Mi cuenta.',
  yaDeBaja: 'Ya te habías dado de baja: no recibirás invitaciones de empresas. Puedes volver a activarlas en Mi cuenta.',
  vacio: 'Nadie del banco de talento coincide con la búsqueda.',
} as const;
