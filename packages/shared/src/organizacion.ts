/**
 * Company data (docs/offers.md "organizacion"): the spec's messages, the names of the three forms of
 * `PUT organizacion/update`, and the shapes `myAccount` and `myAccountDescription` answer with. The forms' schemas
 * are in schemas/organizacion.ts; the logo rules are those of registration (LOGO_MESSAGES in cuenta.ts).
 */
import type { z } from 'zod';
import type { organizacionCuenta, organizacionDescripcion } from './api/organizacion.ts';

export const REQUIRED = 'Requerido';

/** A company's address, up to 150 characters (Lima addresses with office numbers pass the spec's 50). */
export const DIRECCION_MAX = 150;

/** The longest links: the website, Facebook (the spec's limits), LinkedIn and Instagram (those of social-network URLs). */
export const WEB_MAX = 200;
export const FB_MAX = 100;
export const RED_MAX = 200;

export const ORGANIZACION_MESSAGES = {
  updated: 'Datos actualizados correctamente',
  logoUpdated: 'Se actualizó el logo',
  logoRemoved: 'Se quitó el logo',
  sectorMin: 'Mínimo seleccione 1 sector',
  sectorMax: 'Máximo 10',
  sectorInvalido: 'Elige sectores de la lista',
  descripcionCorta: 'Descripción muy corta',
  descripcionLarga: 'Máximo 255 caracteres',
  correoInvalido: 'Correo inválido',
  correoLargo: 'Máximo 255 caracteres',
  soloNumeros: 'Sólo números',
  telefonoCorto: 'Mínimo 9',
  telefonoLargo: 'Máximo 9 caracteres',
  seleccione: 'Seleccione',
  distritoLargo: 'Máximo 60 caracteres',
  distritoLista: 'Elige un distrito de la región',
  direccionLarga: `Máximo ${DIRECCION_MAX} caracteres`,
  form: 'Elige un formulario válido',
  notFound: 'No se encontró la empresa.',
  paginaMostrada: 'Tu página pública se muestra.',
  paginaOculta: 'Ocultaste la página pública de tu empresa.',
  paginaPublicaInvalida: 'Indica si la página se muestra: true o false.',
} as const;

// ------------------------------------------------------------------ the update call

export const ORGANIZACION_FORMS = ['contact', 'social', 'location'] as const;
export type OrganizacionForm = (typeof ORGANIZACION_FORMS)[number];

// ------------------------------------------------------------------ what the API answers

/** `organizacion/myAccount`: the company's data, its contact person and its account e-mail (api/organizacion.ts). */
export type OrganizacionCuenta = z.input<typeof organizacionCuenta>;

/** `organizacion/myAccountDescription`: the company as a card (home banner, offer view). */
export type OrganizacionDescripcion = z.input<typeof organizacionDescripcion>;
