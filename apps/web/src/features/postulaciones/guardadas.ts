/**
 * Saved offers on the web (docs/team.md, "Applicants' saved offers"): the calls, and which offers are saved, kept once
 * for the whole applicant area so every card and the detail show the same Guardar / Guardada state. The ids are read
 * once per session token (`myIds`) and updated by each save or removal.
 */
import type { OfertaGuardadaVista } from '@practiperu/shared/guardadas';
import { useEffect, useSyncExternalStore } from 'react';
import { ofertaGuardada } from '../../lib/api/oferta-guardada';
import type { Loaded } from '../../lib/loaded';
import { tokenStore } from '../../lib/storage';
import type { Pagina } from './api';

let saved: Set<number> | null = null;
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
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the offer is saved; null while the saved ids load. */
export function useGuardada(id: number): boolean | null {
  useEffect(ensureLoaded, []);
  useSyncExternalStore(subscribe, () => version);
  return saved ? saved.has(id) : null;
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
