/**
 * `/api/organizacion`: the company's data, its three update forms and the logo (docs/offers.md "organizacion"). Every
 * call needs a company's session: none 401, another role 403. `OrganizacionCuenta` and `OrganizacionDescripcion` in
 * organizacion.ts are these answers.
 */
import { ORGANIZACION_FORMS, ORGANIZACION_MESSAGES } from '../organizacion.ts';
import { organizacionUpdateSchema } from '../schemas/organizacion.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, filePart, multipart, noData } from './contract.ts';

const sector = z.object({ id: z.number(), name: z.string() });
/** The groups of company data still empty, in the order of the page. */
const pendientes = z.array(z.enum(ORGANIZACION_FORMS));

/** `myAccount` (and the answer of `update`): the company's data, its contact person and its account e-mail. */
export const organizacionCuenta = z.object({
  id: z.number(),
  ruc: z.string(),
  nombre_completo: z.string(),
  nombre: z.string(),
  /** URL of the logo, null when there is none (the page shows the fallback image). */
  logo: z.string().nullable(),
  sector: z.array(sector),
  descripcion: z.string().nullable(),
  web: z.string().nullable(),
  fb: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
  correo_contacto: z.string().nullable(),
  numero_contacto: z.string().nullable(),
  id_region: z.number().nullable(),
  region: z.string().nullable(),
  distrito: z.string().nullable(),
  direccion: z.string().nullable(),
  is_premium: z.boolean(),
  /** The account's e-mail (login). */
  correo: z.string(),
  /** The contact person (their names are the account's; phone and position on the company). */
  contacto: z.object({ nombres: z.string(), apellidos: z.string(), nro_contacto: z.string(), cargo: z.string() }),
  pendientes,
  /** The company's choice: show its public page (true by default; decision 029). */
  pagina_publica: z.boolean(),
  /**
   * The public page's path, `/empresa/{slug}`, while it is shown: chosen shown, the account active, and an offer of
   * the company approved. Null otherwise.
   */
  ruta_publica: z.string().nullable(),
});

/** `updatePaginaPublica`: show (true) or hide (false) the company's public page. */
export const paginaPublicaBody = z.object({
  pagina_publica: z.boolean({ error: ORGANIZACION_MESSAGES.paginaPublicaInvalida }),
});

/** `myAccountDescription`: the company as a card (home banner, offer view). */
export const organizacionDescripcion = z.object({
  id: z.number(),
  nombre: z.string(),
  nombre_completo: z.string(),
  logo: z.string().nullable(),
  descripcion: z.string().nullable(),
  sector: z.array(sector),
  web: z.string().nullable(),
  region: z.string().nullable(),
  is_premium: z.boolean(),
  pendientes,
});

/**
 * `update {form, data}`: each form saves its own fields. The route checks the form's name, then the fields of data
 * with that form's schema, each message at its field (`organizacionUpdateSchema`).
 */
export const organizacionUpdateBody = organizacionUpdateSchema;

export const organizacionApi = defineGroup({
  prefix: '/organizacion',
  tag: 'organizacion',
  calls: {
    myAccount: {
      method: 'GET',
      path: '/myAccount',
      summary: 'Los datos de la empresa, su logo, sectores, ubicación y contacto',
      data: organizacionCuenta,
    },
    myAccountDescription: {
      method: 'GET',
      path: '/myAccountDescription',
      summary: 'La empresa como tarjeta: nombre, logo, descripción, sectores',
      data: organizacionDescripcion,
    },
    update: {
      method: 'PUT',
      path: '/update',
      summary: 'Guarda un formulario de los datos de la empresa: {form: contact | social | location, data}. data[0] = los datos guardados',
      body: organizacionUpdateBody,
      data: organizacionCuenta,
    },
    updateLogo: {
      method: 'POST',
      path: '/updateLogo',
      summary: 'Cambia el logo (multipart, campo logo): PNG o JPEG de menos de 1 000 000 bytes. data[0] es su URL',
      body: multipart(z.object({ logo: filePart('El logo: PNG o JPEG de menos de 1 000 000 bytes') })),
      data: z.string(),
    },
    removeLogo: {
      method: 'POST',
      path: '/removeLogo',
      summary: 'Quita el logo (se muestra la imagen por defecto)',
      data: noData,
    },
    updatePaginaPublica: {
      method: 'PUT',
      path: '/updatePaginaPublica',
      summary:
        'Muestra u oculta la página pública de la empresa (/empresa/{slug}): {pagina_publica: true | false}. Oculta: la página responde 404, sale del mapa del sitio y las ofertas no la enlazan. data[0] = los datos de la empresa',
      body: paginaPublicaBody,
      data: organizacionCuenta,
    },
  },
});
export type OrganizacionApi = typeof organizacionApi;
