/** `/api/pipeline`: notes, tags, bulk actions and saved filter sets of featured offers (packages/shared/src/api/pipeline.ts). */
import type { PipelineApi } from '@practiperu/shared/api/pipeline';
import { clientOf } from '../api-contract';

export const pipeline = clientOf<PipelineApi>('/pipeline', {
  notas: 'GET /notas/:id',
  crearNota: 'POST /notas/:id',
  editarNota: 'PUT /nota/:id',
  eliminarNota: 'DELETE /nota/:id',
  etiquetas: 'GET /etiquetas',
  crearEtiqueta: 'POST /etiquetas',
  eliminarEtiqueta: 'DELETE /etiqueta/:id',
  etiquetasPostulacion: 'PUT /etiquetasPostulacion/:id',
  masivo: 'POST /masivo/:id',
  resumenMasivo: 'POST /masivo/:id/resumen',
  exportarSeleccion: 'POST /exportar/:id',
  filtros: 'GET /filtros/:id',
  guardarFiltro: 'POST /filtros/:id',
  eliminarFiltro: 'DELETE /filtro/:id',
});
