/**
 * The reference lookups (`/api/recursos`, `/api/instEducativa`, `/api/carrera`; docs/reference-data.md): their
 * messages and limits, and the answers as both sides read them (the types of packages/shared/src/api/recursos.ts).
 */
import type { z } from 'zod';
import type { alertas, carrera, institucion, lugarRegion, plantillasPrecio, tema } from './api/recursos.ts';

export const RECURSOS_MESSAGES = {
  institucionNotFound: 'No se encontró la institución educativa.',
  carreraNotFound: 'No se encontró la carrera.',
  tipoInvalido: 'El tipo debe ser 0 (técnica) o 1 (universitaria).',
  busquedaLarga: 'La búsqueda debe tener como máximo 100 caracteres.',
  busquedaInvalida: 'La búsqueda debe ser un texto.',
  idInvalido: 'El id debe ser un número entero positivo.',
  areaInvalida: 'El área debe ser postulantes o empresas.',
  tipoPagoInvalido: 'El tipo debe ser destacado o premium.',
} as const;

/** The longest search text of the suggestions. */
export const SEARCH_MAX_LENGTH = 100;

/** A region of `recursos/listLugares` with its provinces and their districts. */
export type Region = z.input<typeof lugarRegion>;
export type Provincia = Region['provincias'][number];
export type Distrito = Provincia['distritos'][number];
/** A knowledge theme of `recursos/listTemasConocimientos`. */
export type Tema = z.input<typeof tema>;
/** `recursos/listAlertas` data[0]: the general alert and the one shown when publishing. */
export type Alertas = z.input<typeof alertas>;
/** `recursos/getTemplatePricing` data[0]: the pricing cards' HTML. */
export type PlantillasPrecio = z.input<typeof plantillasPrecio>;
/** A university or institute as `/instEducativa` answers it. */
export type Institucion = z.input<typeof institucion>;
/** A career as `/carrera` answers it. */
export type Carrera = z.input<typeof carrera>;
