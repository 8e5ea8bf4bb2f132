/**
 * `/api/pipeline`: the pipeline comforts of a company's featured offers (docs/team.md "Pipeline"): private notes on an
 * application, the company's tags, bulk actions (status, tag, export, the "no seleccionado" notice) on a selection or
 * on the filtered list, and each seat's saved filter sets of an offer. Company sessions only: none 401, another role
 * 403; another company's offer, application, note, tag or filter set 404. Free offers 403 'Solo para avisos
 * destacados'. Nothing here is ever shown to the applicant.
 */
import {
  ACCIONES_MASIVAS,
  COLORES_ETIQUETA,
  MAX_ETIQUETAS_EMPRESA,
  MAX_MASIVO,
  MAX_NOMBRE_ETIQUETA,
  MAX_NOMBRE_FILTRO,
  MAX_NOTA,
  PIPELINE_MESSAGES as M,
} from '../pipeline.ts';
import { filtrosPostulantesSchema } from '../schemas/postulantes.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';
import { exportOptional } from './postulantes-vistas.ts';
import { idParams } from './postulante-oferta.ts';

const instante = z.string();

const texto = (requerido: string, max: number, largo: string) =>
  z.string({ error: requerido }).trim().min(1, { error: requerido }).max(max, { error: largo });

/** A list of database ids (numbers or digits), each once. */
const ids = (max: number, maxMessage: string, message: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? [...new Set(v.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)))] : v),
    z
      .array(z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message }), {
        error: message,
      })
      .max(max, { error: maxMessage }),
  );

// ------------------------------------------------------------------ answers

export const nota = z.object({
  id: z.number(),
  id_postulacion: z.number(),
  texto: z.string(),
  /** The author's name at the time (kept when the seat is removed); null author id then. */
  autor_nombre: z.string(),
  autor_id: z.number().nullable(),
  /** Whether the session's account wrote it. */
  propia: z.boolean(),
  /** Whether the session may edit or delete it: its author, or an administrator of the company. */
  editable: z.boolean(),
  creado_en: instante,
  editado_en: instante.nullable(),
});

export const etiqueta = z.object({ id: z.number(), nombre: z.string(), color: z.enum(COLORES_ETIQUETA) });

export const filtroGuardado = z.object({
  id: z.number(),
  id_oferta: z.number(),
  nombre: z.string(),
  /** The list's filter set, as its schema reads it. */
  filtros: z.record(z.string(), z.unknown()),
  creado_en: instante,
});

export const resultadoMasivo = z.object({
  /** Applications the action changed (status changed, tag added or removed, notice sent). */
  cambiadas: z.number(),
  /** Applications it left as they were (already in that status, already tagged, finalists for the notice…). */
  sin_cambios: z.number(),
  /** E-mails queued to applicants: at most one each. */
  correos: z.number(),
  /** Interviews still to happen that a change to Descartado cancelled, with notice (decision 075). */
  entrevistas_canceladas: z.number(),
});

/** What a bulk action would touch, asked before the confirmation (the whole selection, not the page shown). */
export const resumenMasivo = z.object({
  /** Applications of the selection. */
  postulaciones: z.number(),
  /** Interviews still to happen it would cancel (only a change to Descartado cancels any). */
  entrevistas: z.number(),
});

// ------------------------------------------------------------------ requests

export const notaBody = z.object({ texto: texto(M.notaRequerida, MAX_NOTA, M.notaLarga) });
export const etiquetaBody = z.object({
  nombre: texto(M.nombreEtiqueta, MAX_NOMBRE_ETIQUETA, M.nombreEtiquetaLargo),
  color: z.enum(COLORES_ETIQUETA, { error: M.color }),
});
export const etiquetasPostulacionBody = z.object({ etiquetas: ids(MAX_ETIQUETAS_EMPRESA, M.maxEtiquetasPostulacion, M.etiquetas) });
export const filtroBody = z.object({
  nombre: texto(M.nombreFiltro, MAX_NOMBRE_FILTRO, M.nombreFiltroLargo),
  // The same schema the list reads its filters with: a saved set is always one the list accepts.
  filtros: filtrosPostulantesSchema,
});

/**
 * Which applications: `ids` (a selection of application ids of this offer) or `todos` with the list's `filtros` (the
 * server finds the filtered set again; nothing the client sends is trusted beyond this offer's applications).
 */
const seleccion = {
  ids: ids(MAX_MASIVO, M.maxSeleccion, M.ids).optional(),
  todos: z.boolean({ error: M.seleccion }).optional(),
  filtros: filtrosPostulantesSchema.optional(),
};

function exigeSeleccion(v: { ids?: number[] | undefined; todos?: boolean | undefined }, ctx: z.RefinementCtx) {
  if (!v.todos && (!v.ids || v.ids.length === 0)) ctx.addIssue({ code: 'custom', path: ['ids'], message: M.seleccion });
}

export const masivoBody = z
  .object({
    accion: z.enum(ACCIONES_MASIVAS, { error: M.accion }),
    estado: z
      .number({ error: M.estadoMasivo })
      .int({ error: M.estadoMasivo })
      .min(1, { error: M.estadoMasivo })
      .max(3, { error: M.estadoMasivo })
      .optional(),
    etiqueta_id: z
      .number({ error: M.etiquetaRequerida })
      .int({ error: M.etiquetaRequerida })
      .min(1, { error: M.etiquetaRequerida })
      .max(2_147_483_647, { error: M.etiquetaRequerida })
      .optional(),
    /** A bulk note only: the note each application gets (as a single note: 1 to 2000 characters). */
    texto: texto(M.notaRequerida, MAX_NOTA, M.notaLarga).optional(),
    /** Status changes only: false changes them without mailing anyone (absent: the mails go); remembered per seat. */
    avisar: z.boolean({ error: 'Indica si se avisa a los postulantes (true o false).' }).optional(),
    ...seleccion,
  })
  .superRefine((v, ctx) => {
    exigeSeleccion(v, ctx);
    if (v.accion === 'estado' && v.estado === undefined) ctx.addIssue({ code: 'custom', path: ['estado'], message: M.estadoMasivo });
    if ((v.accion === 'etiquetar' || v.accion === 'desetiquetar') && v.etiqueta_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['etiqueta_id'], message: M.etiquetaRequerida });
    }
    if (v.accion === 'nota' && v.texto === undefined) ctx.addIssue({ code: 'custom', path: ['texto'], message: M.notaRequerida });
  });
export type MasivoBody = z.input<typeof masivoBody>;

export const exportarSeleccionBody = z
  .object({ formato: z.enum(['csv', 'xlsx'], { error: M.formato }), ...seleccion })
  .superRefine((v, ctx) => exigeSeleccion(v, ctx));
export type ExportarSeleccionBody = z.input<typeof exportarSeleccionBody>;

export const pipelineApi = defineGroup({
  prefix: '/pipeline',
  tag: 'pipeline',
  calls: {
    notas: {
      method: 'GET',
      path: '/notas/:id',
      summary: 'Notas privadas de la empresa sobre una postulación (id de la postulación), las más antiguas primero',
      params: idParams,
      data: nota,
    },
    crearNota: {
      method: 'POST',
      path: '/notas/:id',
      summary: 'Agrega una nota privada {texto} (1 a 2000 caracteres) a una postulación; nunca la ve el postulante',
      params: idParams,
      body: notaBody,
      data: nota,
      status: 201,
    },
    editarNota: {
      method: 'PUT',
      path: '/nota/:id',
      summary: 'Corrige una nota propia {texto}; la de otra persona de la empresa: 403',
      params: idParams,
      body: notaBody,
      data: nota,
    },
    eliminarNota: {
      method: 'DELETE',
      path: '/nota/:id',
      summary: 'Elimina una nota propia; la de otra persona de la empresa: 403',
      params: idParams,
      data: noData,
    },
    etiquetas: {
      method: 'GET',
      path: '/etiquetas',
      summary: 'Las etiquetas de la empresa, por nombre',
      data: etiqueta,
    },
    crearEtiqueta: {
      method: 'POST',
      path: '/etiquetas',
      summary: `Crea una etiqueta de la empresa {nombre, color} (nombre único sin importar mayúsculas; máximo ${MAX_ETIQUETAS_EMPRESA})`,
      body: etiquetaBody,
      data: etiqueta,
      status: 201,
    },
    eliminarEtiqueta: {
      method: 'DELETE',
      path: '/etiqueta/:id',
      summary: 'Elimina una etiqueta de la empresa y la quita de todas las postulaciones',
      data: noData,
      params: idParams,
    },
    etiquetasPostulacion: {
      method: 'PUT',
      path: '/etiquetasPostulacion/:id',
      summary: 'Las etiquetas de una postulación {etiquetas: [id…]}: reemplaza las que tenía; data = las etiquetas que quedan',
      params: idParams,
      body: etiquetasPostulacionBody,
      data: etiqueta,
    },
    masivo: {
      method: 'POST',
      path: '/masivo/:id',
      summary:
        'Acción masiva sobre postulantes de una oferta propia (id de la oferta): {accion: estado|etiquetar|desetiquetar|no_seleccionado|nota, estado?, etiqueta_id?, texto?, ids? | todos + filtros}. Cada postulante recibe a lo más un correo; una nota es privada de la empresa y nunca le llega',
      params: idParams,
      body: masivoBody,
      data: resultadoMasivo,
    },
    resumenMasivo: {
      method: 'POST',
      path: '/masivo/:id/resumen',
      summary:
        'Lo que tocaría una acción masiva, antes de confirmarla (mismo cuerpo que masivo): cuántas postulaciones y cuántas entrevistas pendientes cancelaría, en toda la selección',
      params: idParams,
      body: masivoBody,
      data: resumenMasivo,
    },
    exportarSeleccion: {
      method: 'POST',
      path: '/exportar/:id',
      summary: 'CSV o Excel de una selección {formato, ids? | todos + filtros}: data[0] base64, optional.nombre',
      params: idParams,
      body: exportarSeleccionBody,
      data: z.string(),
      optional: exportOptional,
    },
    filtros: {
      method: 'GET',
      path: '/filtros/:id',
      summary: 'Los filtros guardados de la persona en una oferta propia (id de la oferta), por nombre',
      params: idParams,
      data: filtroGuardado,
    },
    guardarFiltro: {
      method: 'POST',
      path: '/filtros/:id',
      summary: 'Guarda los filtros actuales con un nombre {nombre, filtros} (máximo 20 por persona y oferta)',
      params: idParams,
      body: filtroBody,
      data: filtroGuardado,
      status: 201,
    },
    eliminarFiltro: {
      method: 'DELETE',
      path: '/filtro/:id',
      summary: 'Elimina un filtro guardado propio',
      params: idParams,
      data: noData,
    },
  },
});
export type PipelineApi = typeof pipelineApi;
