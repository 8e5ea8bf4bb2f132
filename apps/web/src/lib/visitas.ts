/**
 * Counting an offer's views and shares (docs/insights.md): once the page is painted, the app tells the server where
 * the visit came from; the server counts it without knowing who (and leaves out bots and the company's own team).
 * The source is a shared link's campaign tags or the link's `?de=`, else the app's page the reader came from.
 */
import type { CanalMetrica, FuenteMetrica } from '@practiperu/shared/insights';
import { fuenteDeQuery } from '@practiperu/shared/insights';
import { afterNextPaint } from './after-paint';
import { metricas } from './api/insights';
import { rutaAnterior } from './ruta-anterior';

export interface Origen {
  fuente: FuenteMetrica;
  canal: CanalMetrica | '';
}

/** The app's lists, by the page the reader came from. */
export function fuenteDeRuta(path: string | null): FuenteMetrica {
  if (!path) return 'directo';
  if (path === '/ofertas' || path === '/ofertas/') return 'busqueda';
  if (path.startsWith('/empresa/')) return 'empresa';
  if (path === '/postulantes' || path === '/postulantes/' || path.startsWith('/postulantes/nuevas-ofertas')) return 'recomendacion';
  return 'directo';
}

export function origenDeVisita(search: string, anterior: string | null): Origen {
  const porEnlace = fuenteDeQuery(search);
  return porEnlace.fuente !== 'directo' ? porEnlace : { fuente: fuenteDeRuta(anterior), canal: '' };
}

/** Where each offer seen in this tab was reached from: its application says so too. */
const origenes = new Map<number, Origen>();
export const origenDeOferta = (idOferta: number): Origen | undefined => origenes.get(idOferta);

/**
 * Counts a view of an offer's page, once per page load of that offer; never fails the page. The call outlives the
 * page (`keepalive`): a reader who reloads or leaves at once would otherwise cancel it, and the reload would be
 * counted instead, as a direct visit.
 */
export function contarVista(idOferta: number, search: string): void {
  if (origenes.has(idOferta)) return;
  const origen = origenDeVisita(search, rutaAnterior());
  origenes.set(idOferta, origen);
  void afterNextPaint()
    .then(() =>
      metricas.evento({ body: { id_oferta: idOferta, evento: 'vista', fuente: origen.fuente, canal: origen.canal } }, { keepalive: true }),
    )
    .catch(() => {});
}

/** Counts a share of an offer to a channel (whatsapp, linkedin, enlace, compartir). */
export function contarCompartido(idOferta: number | null, canal: CanalMetrica): void {
  if (!idOferta) return;
  const origen = origenes.get(idOferta) ?? { fuente: 'directo' as const };
  void metricas
    .evento({ body: { id_oferta: idOferta, evento: 'compartido', fuente: origen.fuente, canal } }, { keepalive: true })
    .catch(() => {});
}
