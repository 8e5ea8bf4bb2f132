/**
 * `/api/admin/*`, the back office (packages/shared/src/api/admin/): one client per area. Every call marks the generic
 * 404 of the admin door as a lost session (no administrator's session any more: the router sends the user to
 * /admin/inicio-sesion, decision 014); a 404 about one record keeps the session.
 */
import type {
  AdminAlertasApi,
  AdminAnunciosApi,
  AdminAuditoriaApi,
  AdminContenidoApi,
  AdminDashboardApi,
  AdminDerechosApi,
  AdminInformativasApi,
  AdminInsightsApi,
  AdminOfertasApi,
  AdminPagosApi,
  AdminPlantillasApi,
  AdminUsuariosApi,
} from '@practiperu/shared/api/admin';
import type { Group } from '@practiperu/shared/api/contract';
import type { AdminSegundoFactorApi } from '@practiperu/shared/api/segundo-factor';
import { clientOf, type CallOptions, type Client, type RouteTable } from '../api-contract';

type AnyCall = (input?: unknown, options?: CallOptions) => Promise<unknown>;

function adminClientOf<G extends Group>(prefix: G['prefix'], table: RouteTable<G>): Client<G> {
  const client = clientOf<G>(prefix, table) as unknown as Record<string, AnyCall>;
  const marked: Record<string, AnyCall> = {};
  for (const [name, call] of Object.entries(client)) {
    marked[name] = (input, options) => call(input, { ...options, notFoundIsSessionLost: true });
  }
  return marked as unknown as Client<G>;
}

export const adminDashboard = adminClientOf<AdminDashboardApi>('/admin/dashboard', { get: 'GET /' });
export const adminInsights = adminClientOf<AdminInsightsApi>('/admin/insights', { get: 'GET /' });

export const adminOfertas = adminClientOf<AdminOfertasApi>('/admin/ofertas', {
  list: 'GET /',
  detail: 'GET /:id',
  aprobar: 'POST /:id/aprobar',
  rechazar: 'POST /:id/rechazar',
});

export const adminPagos = adminClientOf<AdminPagosApi>('/admin/pagos', {
  list: 'GET /',
  detail: 'GET /:id',
  validar: 'POST /:id/validar',
  rechazar: 'POST /:id/rechazar',
});

export const adminAlertas = adminClientOf<AdminAlertasApi>('/admin/alertas', { list: 'GET /', save: 'PUT /:tipo' });

export const adminPlantillas = adminClientOf<AdminPlantillasApi>('/admin/plantillas', {
  list: 'GET /',
  preview: 'POST /vista-previa',
  get: 'GET /:clave',
  save: 'PUT /:clave',
});

export const adminInformativas = adminClientOf<AdminInformativasApi>('/admin/informativas', {
  list: 'GET /',
  create: 'POST /',
  get: 'GET /:id',
  update: 'PUT /:id',
  retirar: 'POST /:id/retirar',
});

export const adminAnuncios = adminClientOf<AdminAnunciosApi>('/admin/anuncios', {
  list: 'GET /',
  create: 'POST /',
  preview: 'POST /vista-previa',
  get: 'GET /:id',
  update: 'PUT /:id',
  eliminar: 'POST /:id/eliminar',
  enviar: 'POST /:id/enviar',
});

export const adminContenido = adminClientOf<AdminContenidoApi>('/admin/contenido', {
  list: 'GET /',
  create: 'POST /',
  orden: 'PUT /orden',
  get: 'GET /:id',
  update: 'PUT /:id',
  imagen: 'POST /:id/imagen',
  archivo: 'POST /:id/archivo',
  eliminar: 'POST /:id/eliminar',
});

export const adminUsuarios = adminClientOf<AdminUsuariosApi>('/admin/usuarios', {
  list: 'GET /',
  detail: 'GET /:id',
  desactivar: 'POST /:id/desactivar',
  reactivar: 'POST /:id/reactivar',
  isDev: 'PATCH /:id/isDev',
  isPremium: 'PATCH /:id/isPremium',
});

export const adminAuditoria = adminClientOf<AdminAuditoriaApi>('/admin/auditoria', { list: 'GET /' });

export const adminDerechos = adminClientOf<AdminDerechosApi>('/admin/derechos', {
  list: 'GET /',
  detail: 'GET /:id',
  responder: 'POST /:id/responder',
  rectificarEmpresa: 'PUT /:id/empresa',
});

/** The back office resets an account's second factor (packages/shared/src/api/segundo-factor.ts). */
export const adminSegundoFactor = adminClientOf<AdminSegundoFactorApi>('/admin/segundoFactor', {
  restablecer: 'POST /:id/restablecer',
});
