/**
 * The pipeline comforts of a featured offer (docs/team.md "Pipeline"): the company's tags (chips, the tag filter, the
 * picker with "create"), the private notes of an application with their author and date, the bulk action bar over a
 * selection or the whole filtered list, and the person's saved filter sets. On free offers the controls are shown
 * disabled with 'Solo para avisos destacados'. Nothing here is ever shown to the applicant.
 *
 * One file a job: tags (etiquetas.tsx), notes (notas.tsx), the tag filter and saved filter sets
 * (filtros-guardados.tsx), the bulk action bar (barra-masiva.tsx); this file is their entry.
 */
export { EtiquetaChip, EtiquetasPostulacion, loadEtiquetas, MarcasFila, useEtiquetas } from './etiquetas';
export { NotasPostulacion } from './notas';
export { PipelineFiltros } from './filtros-guardados';
export { BarraMasiva, type Seleccion } from './barra-masiva';
