/**
 * `/api/correosEstado`: what candidates receive (docs/team.md, "What candidates receive"). The company's own mail for
 * each status that is told (administrators write and restore them, every seat reads them), each seat's remembered
 * choice of notifying the applicant on a status change, and closing an offer's process, which decides on those still
 * in process. Company sessions only: none 401, another role 403; another company's offer 404.
 */
import {
  ASUNTO_MAX,
  CLAVES_PLANTILLA,
  CORREOS_ESTADO_MESSAGES as M,
  CUERPO_MAX,
  DECISIONES_CIERRE,
  limpiarTexto,
  marcadoresDesconocidos,
} from '../correos-estado.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';
import { idParams } from './postulante-oferta.ts';

const clave = z.enum(CLAVES_PLANTILLA, { error: M.clave });

export const plantillaCorreo = z.object({
  clave,
  asunto: z.string(),
  cuerpo: z.string(),
  /** Whether the company wrote its own (false: the platform's text, shown as it is sent). */
  propia: z.boolean(),
  actualizado_en: z.string().nullable(),
});

export const correosEstado = z.object({
  /** This seat's remembered choice for the «Avisar al postulante» box (true until it chooses). */
  avisar: z.boolean(),
  /** Whether this seat may write and restore the company's mails (administrators). */
  puede_editar: z.boolean(),
  /** The company's name, for the preview's {empresa} (what the applicant will read). */
  empresa: z.string(),
  plantillas: z.array(plantillaCorreo),
});

/** A template's text: cleaned (plain text), required, within its length, only known placeholders. */
const textoPlantilla = (requerido: string, max: number, largo: string) =>
  z
    .string({ error: requerido })
    .transform(limpiarTexto)
    .pipe(z.string().min(1, { error: requerido }).max(max, { error: largo }))
    .superRefine((s, ctx) => {
      const [malo] = marcadoresDesconocidos(s);
      if (malo !== undefined) ctx.addIssue({ code: 'custom', message: M.marcadorDesconocido(malo) });
    });

export const plantillaBody = z.object(
  {
    asunto: textoPlantilla(M.asuntoRequerido, ASUNTO_MAX, M.asuntoMax).refine((s) => !s.includes('\n'), {
      error: 'El asunto va en una sola línea.',
    }),
    cuerpo: textoPlantilla(M.cuerpoRequerido, CUERPO_MAX, M.cuerpoMax),
  },
  { error: M.cuerpoRequerido },
);
export type PlantillaBody = z.input<typeof plantillaBody>;

export const claveParams = z.object({ clave });
export const preferenciaBody = z.object({ avisar: z.boolean({ error: M.avisar }) }, { error: M.avisar });

export const cerrarProcesoBody = z.object(
  {
    decision: z.enum(DECISIONES_CIERRE, { error: M.decision }),
    avisar: z.boolean({ error: M.avisar }),
  },
  { error: M.decision },
);
export type CerrarProcesoBody = z.input<typeof cerrarProcesoBody>;

export const resultadoCierre = z.object({
  /** Whether closing also stopped the offer's applications (it was still receiving them). */
  finalizada: z.boolean(),
  /** Applications marked No seleccionada. */
  cambiadas: z.number(),
  /** Mails queued to them. */
  correos: z.number(),
  /** Applications left as they were: finalists, those already not selected, and those a free offer hides. */
  sin_cambios: z.number(),
  /** Interviews of those marked No seleccionada that were still to happen, cancelled with notice. */
  entrevistas_canceladas: z.number(),
});

export const correosEstadoApi = defineGroup({
  prefix: '/correosEstado',
  tag: 'correosEstado',
  calls: {
    plantillas: {
      method: 'GET',
      path: '/plantillas',
      summary:
        'Los correos de la empresa para En proceso, Finalista y No seleccionada (el texto de PractiPerú si no escribió el suyo), si este asiento puede editarlos y su elección de avisar al postulante',
      data: correosEstado,
    },
    guardarPlantilla: {
      method: 'PUT',
      path: '/plantillas/:clave',
      summary:
        'Escribe el correo de la empresa para un estado {asunto, cuerpo}: texto plano con {nombre}, {oferta} y {empresa}. Solo administradores',
      params: claveParams,
      body: plantillaBody,
      data: plantillaCorreo,
    },
    restaurarPlantilla: {
      method: 'DELETE',
      path: '/plantillas/:clave',
      summary: 'Vuelve al texto original de PractiPerú para un estado. Solo administradores',
      params: claveParams,
      data: plantillaCorreo,
    },
    guardarPreferencia: {
      method: 'PUT',
      path: '/preferencia',
      summary: 'Recuerda para este asiento si la casilla «Avisar al postulante por correo» empieza marcada {avisar}',
      body: preferenciaBody,
      data: preferenciaBody,
    },
    cerrarProceso: {
      method: 'POST',
      path: '/cerrarProceso/:id',
      summary:
        'Cierra el proceso de una oferta aprobada propia {decision, avisar}: deja de recibir postulaciones si aún las recibía y, con decision no_seleccionar, marca como No seleccionada a quienes siguen sin decisión o en proceso (con el correo de la empresa si avisar). Los finalistas no cambian',
      params: idParams,
      body: cerrarProcesoBody,
      data: resultadoCierre,
    },
  },
});
export type CorreosEstadoApi = typeof correosEstadoApi;
