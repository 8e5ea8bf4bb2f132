/**
 * This seat's choice of mailing the applicant when it changes a status («Avisar por correo»): on until it chooses,
 * remembered by the server for the seat (`correosEstado/preferencia`), and one value for every control of the page
 * (the status radios of each row, the bulk bar), so unticking it once holds for the next changes too.
 */
import { useSyncExternalStore } from 'react';
import { correosEstadoApi } from '../../lib/api/correos-estado';

let valor = true;
/** The seat changed the box on this page: a read that answers later must not undo it. */
let elegido = false;
let cargado: Promise<void> | null = null;
const oyentes = new Set<() => void>();

function avisarATodos() {
  for (const o of oyentes) o();
}

/** Reads the seat's remembered choice once per page load (a failed read keeps the default: notify). */
function cargar() {
  cargado ??= correosEstadoApi.plantillas().then(
    (res) => {
      const data = res.state ? res.data[0] : undefined;
      if (!elegido && data && typeof data.avisar === 'boolean' && data.avisar !== valor) {
        valor = data.avisar;
        avisarATodos();
      }
    },
    () => undefined,
  );
}

function subscribe(oyente: () => void) {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

function subscribeYCargar(oyente: () => void) {
  cargar();
  return subscribe(oyente);
}

/**
 * The current choice and a setter that remembers it for the seat. The controls that show the box read the seat's
 * choice from the server (`cargar`); those that only use it (each row's status radios) follow them.
 */
export function useAvisarPorCorreo(leer = true): [boolean, (v: boolean) => void] {
  const actual = useSyncExternalStore(
    leer ? subscribeYCargar : subscribe,
    () => valor,
    () => true,
  );
  return [actual, cambiarAvisar];
}

export function cambiarAvisar(v: boolean) {
  elegido = true;
  if (v === valor) return;
  valor = v;
  avisarATodos();
  void correosEstadoApi.guardarPreferencia({ body: { avisar: v } }).catch(() => undefined);
}

/** For tests: back to a page that has not read the choice yet. */
export function reiniciarAvisar() {
  valor = true;
  elegido = false;
  cargado = null;
  avisarATodos();
}
