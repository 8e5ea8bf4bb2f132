/**
 * Saved offers on the web (docs/team.md, "Applicants' saved offers"): the calls, and which offers are saved, kept once
 * for the whole applicant area so every card and the detail show the same Guardar / Guardada state. The ids are read
 * once per session token (`myIds`) and updated by each save or removal. The same answer names the offers applied to
 * (standing or cancelled), which the public search and the public offer page, whose answers are the same for
 * everyone, need to show a signed-in applicant «Postulaste» instead of Guardar or Postular; each application or
 * cancellation updates them too. Visitors never ask: only a signed-in applicant's controls read this.
 */
import type { OfertaGuardadaVista } from '@practiperu/shared/guardadas';
import { useEffect, useSyncExternalStore } from 'react';
import { ofertaGuardada } from '../../lib/api/oferta-guardada';
import type { Loaded } from '../../lib/loaded';
import { tokenStore } from '../../lib/storage';
import type { Pagina } from './api';

let saved: Set<number> | null = null;
/** The offers applied to: 'postulada' while the application stands, 'cancelada' once cancelled. */
let aplicadas = new Map<number, EstadoPostulacionPropia>();
let loadedFor: string | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const l of listeners) l();
}

function ensureLoaded(): void {
  const token = tokenStore.get();
  if (loadedFor === token && (saved || loading)) return;
  loadedFor = token;
  saved = null;
  loading = ofertaGuardada.myIds().then((res) => {
    loading = null;
    if (loadedFor !== token) return;
    saved = res.state ? new Set(res.data) : new Set();
    aplicadas = new Map();
    if (res.state) {
      for (const id of res.optional?.canceladas ?? []) aplicadas.set(id, 'cancelada');
      for (const id of res.optional?.postuladas ?? []) aplicadas.set(id, 'postulada');
    }
    changed();
  });
}

/** The saved ids if they were read for this session; null while they load or when they belong to an earlier one. */
function current(): Set<number> | null {
  return loadedFor === tokenStore.get() ? saved : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the offer is saved; null while the saved ids load. */
export function useGuardada(id: number): boolean | null {
  useEffect(ensureLoaded, []);
  useSyncExternalStore(subscribe, () => version);
  const ids = current();
  return ids ? ids.has(id) : null;
}

export type EstadoPostulacionPropia = 'postulada' | 'cancelada';

/** A signed-in applicant's state of an offer: saved, and applied to (null if not); null while the ids load. */
export interface EstadoOferta {
  guardada: boolean;
  postulacion: EstadoPostulacionPropia | null;
}

/** The applicant's state of the offer, or null while it loads (the controls that depend on it wait, in place). */
export function useEstadoOferta(id: number): EstadoOferta | null {
  useEffect(ensureLoaded, []);
  useSyncExternalStore(subscribe, () => version);
  const ids = current();
  return ids ? { guardada: ids.has(id), postulacion: aplicadas.get(id) ?? null } : null;
}

/** After applying or cancelling: every card and page of the offer follows. */
export function marcarPostulacion(id: number, estado: EstadoPostulacionPropia) {
  aplicadas.set(id, estado);
  changed();
}

function marcar(id: number, guardada: boolean) {
  saved ??= new Set();
  if (guardada) saved.add(id);
  else saved.delete(id);
  changed();
}

/** `POST ofertaGuardada/create` or `removeById`; the shared state follows a success. */
export async function cambiarGuardada(id: number, guardar: boolean) {
  const res = guardar
    ? await ofertaGuardada.create({ body: { id_oferta: id } })
    : await ofertaGuardada.removeById({ body: { id_oferta: id } });
  if (res.state) marcar(id, guardar);
  return res;
}

export interface PaginaGuardadas extends Pagina<OfertaGuardadaVista> {
  /** The reminder mail goes only to applicants who accept informational mail. */
  autorizacionMarketing: boolean;
}

export async function loadGuardadas(page: number): Promise<Loaded<PaginaGuardadas>> {
  const res = await ofertaGuardada.myList({ query: { page } });
  if (!res.state) return { ok: false, message: res.message };
  const { current_page, total_pages, total, autorizacion_marketing } = res.optional;
  return {
    ok: true,
    data: {
      items: res.data,
      currentPage: current_page,
      totalPages: total_pages,
      total,
      masResultados: false,
      autorizacionMarketing: autorizacion_marketing === 1,
    },
  };
}
