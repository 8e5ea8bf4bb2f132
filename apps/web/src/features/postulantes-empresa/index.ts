/**
 * What the company's applicant review offers the assistant: the applicant page, the export buttons and formats, the
 * badges and state radios of an applicant, and the call that lists every applicant of an offer.
 */
export { EXPORT_TYPES, loadTodosPostulantes, type FormatoExport } from './api';
export { postulanteLoader, PostulantePage } from './postulante-page';
export { AfinidadBadge, EstadoBadge, EstadoRadios, ExportButtons, ReadBadge } from './ui';
