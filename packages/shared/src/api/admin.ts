/**
 * `/api/admin/*`, the back office (docs/admin.md): one group per area, each under its own prefix as the API registers
 * them (`/admin/ofertas`, `/admin/pagos`, …). Only administrators get an answer; anyone else, with or without a
 * session, gets the generic 404 of a path that does not exist.
 */
export * from './admin/common.ts';
export * from './admin/dashboard.ts';
export * from './admin/ofertas.ts';
export * from './admin/pagos.ts';
export * from './admin/alertas.ts';
export * from './admin/plantillas.ts';
export * from './admin/informativas.ts';
export * from './admin/anuncios.ts';
export * from './admin/contenido.ts';
export * from './admin/usuarios.ts';
export * from './admin/auditoria.ts';
export * from './admin/derechos.ts';
export * from './admin/insights.ts';
