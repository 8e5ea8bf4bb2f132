/**
 * Company data (docs/offers.md "organizacion"): the spec's messages, the names of the three forms of
 * `PUT organizacion/update`, and the shapes `myAccount` and `myAccountDescription` answer with. The forms' schemas
 * are in schemas/organizacion.ts; the logo rules are those of registration (LOGO_MESSAGES in cuenta.ts).
 */

export const REQUIRED = 'Requerido';

/** A company's address, up to 150 characters (Lima addresses with office numbers pass the spec's 50). */
export const DIRECCION_MAX = 150;

export const ORGANIZACION_MESSAGES = {
  updated: 'Datos actualizados correctamente',
  logoUpdated: 'Se actualizó el logo',
  logoRemoved: 'Se quitó el logo',
  sectorMin: 'Mínimo seleccione 1 sector',
  sectorMax: 'Máximo 10',
  sectorInvalido: 'Seleccione sectores de la lista',
  descripcionCorta: 'Descripción muy corta',
  descripcionLarga: 'Máximo 255 caracteres',
  webInvalida: 'No se reconoce como URL',
  webLarga: 'Máximo 200 caracteres',
  fbLargo: 'Máximo 100 caracteres',
  correoInvalido: 'Correo inválido',
  correoLargo: 'Máximo 255 caracteres',
  soloNumeros: 'Sólo números',
  telefonoCorto: 'Mínimo 9',
  telefonoLargo: 'Máximo 9 caracteres',
  seleccione: 'Seleccione',
  distritoLargo: 'Máximo 60 caracteres',
  distritoLista: 'Seleccione un distrito de la región',
  direccionLarga: `Máximo ${DIRECCION_MAX} caracteres`,
  form: 'Seleccione un formulario válido',
  notFound: 'No se encontró la empresa.',
} as const;

// ------------------------------------------------------------------ the update call

export const ORGANIZACION_FORMS = ['contact', 'social', 'location'] as const;
export type OrganizacionForm = (typeof ORGANIZACION_FORMS)[number];

// ------------------------------------------------------------------ what the API answers

/** `organizacion/myAccount`: the company's data, its contact person and its account e-mail. */
export interface OrganizacionCuenta {
  id: number;
  ruc: string;
  nombre_completo: string;
  nombre: string;
  /** URL of the logo, null when there is none (the page shows the fallback image). */
  logo: string | null;
  sector: { id: number; name: string }[];
  descripcion: string | null;
  web: string | null;
  fb: string | null;
  correo_contacto: string | null;
  numero_contacto: string | null;
  id_region: number | null;
  region: string | null;
  distrito: string | null;
  direccion: string | null;
  is_premium: boolean;
  /** The account's e-mail (login). */
  correo: string;
  /** The contact person (their names are the account's; phone and position on the company). */
  contacto: { nombres: string; apellidos: string; nro_contacto: string; cargo: string };
  /** The groups of company data still empty: 'social', 'contact', 'location'. */
  pendientes: OrganizacionForm[];
}

/** `organizacion/myAccountDescription`: the company as a card (home banner, offer view). */
export interface OrganizacionDescripcion {
  id: number;
  nombre: string;
  nombre_completo: string;
  logo: string | null;
  descripcion: string | null;
  sector: { id: number; name: string }[];
  web: string | null;
  region: string | null;
  is_premium: boolean;
  pendientes: OrganizacionForm[];
}
