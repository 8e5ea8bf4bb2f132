/**
 * The reference lookups (docs/reference-data.md): `/api/recursos` (places, sectors, themes, catalogues, alerts and the
 * server-supplied HTML templates), `/api/instEducativa` (universities and institutes) and `/api/carrera` (careers).
 * All public and cacheable. `getPremiumData`, also under `/recursos`, is declared with the premium calls (premium.ts).
 * The answer types both sides read are in ../recursos.ts.
 */
import { RECURSOS_MESSAGES, SEARCH_MAX_LENGTH } from '../recursos.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';

// ------------------------------------------------------------------ what the calls answer

const idName = z.object({ id: z.number().int(), name: z.string() });

export const lugarRegion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  provincias: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      distritos: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
    }),
  ),
});
export const tema = idName.extend({ categoria: z.string() });
export const sectorItem = idName.extend({ codigo_ciiu: z.string() });
const alertaContent = z.object({ content: z.string(), expireIn: z.string().nullable() });
export const alertas = alertaContent.extend({ alerta_publicar: alertaContent.nullable() });
export const plantillasPrecio = z.object({ gratis: z.string(), destacado: z.string(), premium: z.string() });
export const institucion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.number().int().describe('1 universidad, 0 instituto'),
  gestion: z.string().describe('publica o privada'),
  id_region: z.number().int().nullable(),
  region: z.string().nullable(),
  categoria: z.string().nullable().describe('institutos: tecnologico, mixto, pedagogico o artistico'),
  abreviatura: z.string().nullable().describe('abreviatura de SUNEDU'),
});
export const carrera = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.number().int().describe('1 universitaria, 0 técnica'),
  clave: z.string(),
  familia: z.string(),
});

// ------------------------------------------------------------------ what the calls take

const search = z
  .string({ error: RECURSOS_MESSAGES.busquedaInvalida })
  .max(SEARCH_MAX_LENGTH, { error: RECURSOS_MESSAGES.busquedaLarga })
  .default('')
  .describe('Texto a buscar; sin tildes ni mayúsculas que importen');
const tipo = z.enum(['0', '1'], { error: RECURSOS_MESSAGES.tipoInvalido }).describe('0 técnica, 1 universitaria');
const id = z.coerce
  .number({ error: RECURSOS_MESSAGES.idInvalido })
  .int({ error: RECURSOS_MESSAGES.idInvalido })
  .positive({ error: RECURSOS_MESSAGES.idInvalido })
  .max(2_147_483_647, { error: RECURSOS_MESSAGES.idInvalido });

const searchQuery = z.object({ search });
const tipoQuery = z.object({ tipo: tipo.optional() });
const carreraLikeQuery = z.object({ search, tipo: tipo.optional() });
// The applicant page asks for getTemplateUnsubscribe without an area, the company page with `empresas`.
const areaQuery = z.object({
  area: z
    .enum(['postulantes', 'empresas'], { error: RECURSOS_MESSAGES.areaInvalida })
    .default('postulantes')
    .describe('postulantes (por defecto) o empresas'),
});
const tipoPagoQuery = z.object({
  tipo: z
    .enum(['destacado', 'premium'], { error: RECURSOS_MESSAGES.tipoPagoInvalido })
    .default('destacado')
    .describe('destacado (empresas) o premium (postulantes)'),
});

// ------------------------------------------------------------------ the groups

export const recursosApi = defineGroup({
  prefix: '/recursos',
  tag: 'recursos',
  calls: {
    listLugares: {
      method: 'GET',
      path: '/listLugares',
      summary: 'Regiones con sus provincias y distritos (ids 1–25 las regiones, 26 el extranjero; ubigeo INEI)',
      data: lugarRegion,
    },
    listOrganizacionSector: {
      method: 'POST',
      path: '/listOrganizacionSector',
      summary: 'Sectores económicos (secciones CIIU Rev. 4)',
      data: sectorItem,
    },
    listTemasConocimientos: {
      method: 'POST',
      path: '/listTemasConocimientos',
      summary: 'Temas de conocimiento, con su categoría',
      data: tema,
    },
    listHabilidades: { method: 'GET', path: '/listHabilidades', summary: 'Habilidades blandas', data: idName },
    listIdiomas: { method: 'GET', path: '/listIdiomas', summary: 'Idiomas (niveles: básico, intermedio, avanzado)', data: idName },
    listOrdenMerito: {
      method: 'GET',
      path: '/listOrdenMerito',
      summary: 'Orden de mérito (el id es el valor guardado; 0 = ninguno)',
      data: idName,
    },
    listExtracurricularTipos: {
      method: 'GET',
      path: '/listExtracurricularTipos',
      summary: 'Tipos de actividad extracurricular (Proyecto o Voluntariado)',
      data: idName,
    },
    listFormacionComplementariaTipos: {
      method: 'GET',
      path: '/listFormacionComplementariaTipos',
      summary: 'Tipos de formación complementaria: data[0] es la lista de nombres',
      data: z.array(z.string()),
    },
    listOfertaModalidadTiempo: { method: 'GET', path: '/listOfertaModalidadTiempo', summary: 'Modalidades de la oferta', data: idName },
    subvencionMinima: {
      method: 'GET',
      path: '/subvencionMinima',
      summary: 'Subvención mínima de tiempo completo: data[0]',
      data: z.number(),
    },
    listClaves: {
      method: 'GET',
      path: '/listClaves',
      summary: 'Claves normalizadas de las carreras',
      query: tipoQuery,
      data: z.string(),
    },
    listAlertas: {
      method: 'GET',
      path: '/listAlertas',
      summary: 'Alerta general y alerta de publicación: data[0]',
      data: alertas,
    },
    getTemplateUnsubscribe: {
      method: 'GET',
      path: '/getTemplateUnsubscribe',
      summary: 'HTML de la página de baja de correos promocionales de un área: data[0]',
      query: areaQuery,
      data: z.string(),
    },
    getTemplateUnsubscribeMessage: {
      method: 'GET',
      path: '/getTemplateUnsubscribeMessage',
      summary: 'HTML que confirma la baja, tras enviar el motivo: data[0]',
      data: z.string(),
    },
    getTemplatePricing: {
      method: 'GET',
      path: '/getTemplatePricing',
      summary: 'HTML de las tarjetas de precios: data[0] = {gratis, destacado} (empresas) y premium (postulantes)',
      data: plantillasPrecio,
    },
    getTemplatePaymentDescription: {
      method: 'GET',
      path: '/getTemplatePaymentDescription',
      summary: 'HTML que explica cómo pagar (paso 2 del aviso destacado, o ?tipo=premium): data[0]',
      query: tipoPagoQuery,
      data: z.string(),
    },
  },
});
export type RecursosApi = typeof recursosApi;

export const instEducativaApi = defineGroup({
  prefix: '/instEducativa',
  tag: 'instEducativa',
  calls: {
    listUniversitarias: {
      method: 'GET',
      path: '/listUniversitarias',
      summary: 'Sugerencias de universidades (máximo 7)',
      query: searchQuery,
      data: institucion,
    },
    listTecnologicos: {
      method: 'GET',
      path: '/listTecnologicos',
      summary: 'Sugerencias de institutos tecnológicos (máximo 7)',
      query: searchQuery,
      data: institucion,
    },
    listAllUniversitarias: { method: 'GET', path: '/listAllUniversitarias', summary: 'Todas las universidades', data: institucion },
    listAllTecnologicos: { method: 'GET', path: '/listAllTecnologicos', summary: 'Todos los institutos tecnológicos', data: institucion },
    id: { method: 'POST', path: '/id', summary: 'Una institución por id', body: z.object({ id }), data: institucion },
  },
});
export type InstEducativaApi = typeof instEducativaApi;

export const carreraApi = defineGroup({
  prefix: '/carrera',
  tag: 'carrera',
  calls: {
    like: {
      method: 'GET',
      path: '/like',
      summary: 'Sugerencias de carreras (máximo 7)',
      query: carreraLikeQuery,
      data: carrera,
    },
    listAll: { method: 'GET', path: '/listAll', summary: 'Todas las carreras', query: tipoQuery, data: carrera },
    id: { method: 'GET', path: '/id/:id', summary: 'Una carrera por id', params: z.object({ id }), data: carrera },
  },
});
export type CarreraApi = typeof carreraApi;
