/**
 * The featured flow's memory: step 1 keeps the created offer's id and title and allows the payment step; a
 * successful payment allows step 3; leaving the flow clears it. Kept in sessionStorage (this tab only, gone when it
 * closes), so a reload of step 2 still knows which offer is being paid.
 *
 * Mis publicaciones enters at step 2 too: 'Pagar destacado' (a featured offer whose payment was never sent or was
 * rejected) and 'Cambiar a destacado' (a free offer, with pass_to_destacado = 1).
 */
const KEY = 'flujo_destacado';

export interface DestacadoFlow {
  id_oferta: number;
  titulo: string;
  /** The permission flag of step 2: set by step 1 or by Mis publicaciones. */
  pago: boolean;
  /** 1: a free offer becomes featured with this payment. */
  pass_to_destacado: 0 | 1;
  /** Step 3's flag: the payment was received. */
  completado: boolean;
  /** The offer was already approved (published) when its payment began: step 3 says it stays published. */
  publicada: boolean;
  /** Paid from a seat's request (Equipo): the API refuses if that request is no longer pending. */
  solicitud?: number;
}

function read(): DestacadoFlow | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const flow = JSON.parse(raw) as Partial<DestacadoFlow>;
    if (typeof flow.id_oferta !== 'number' || flow.id_oferta < 1) return null;
    return {
      id_oferta: flow.id_oferta,
      titulo: typeof flow.titulo === 'string' ? flow.titulo : '',
      pago: flow.pago === true,
      pass_to_destacado: flow.pass_to_destacado === 1 ? 1 : 0,
      completado: flow.completado === true,
      publicada: flow.publicada === true,
      ...(typeof flow.solicitud === 'number' && flow.solicitud > 0 ? { solicitud: flow.solicitud } : {}),
    };
  } catch {
    return null;
  }
}

function write(flow: DestacadoFlow | null) {
  try {
    if (flow) sessionStorage.setItem(KEY, JSON.stringify(flow));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage blocked: the flow cannot continue after a reload, which the guards handle */
  }
}

// React's development mode mounts, unmounts and mounts again: a clear scheduled by the first unmount is cancelled
// by the second mount, so only a real departure clears the flow.
let pendingClear: ReturnType<typeof setTimeout> | undefined;

export const destacadoFlow = {
  get: read,
  /** Step 1 created the offer, or Mis publicaciones asked to pay it: the payment step is allowed. */
  startPago(id_oferta: number, titulo: string, pass_to_destacado: 0 | 1 = 0, publicada = false, solicitud?: number) {
    clearTimeout(pendingClear);
    write({ id_oferta, titulo, pago: true, pass_to_destacado, completado: false, publicada, ...(solicitud ? { solicitud } : {}) });
  },
  /** The payment was received: step 3 is allowed, step 2 no longer (it would pay twice). */
  complete() {
    const flow = read();
    if (flow) write({ ...flow, pago: false, completado: true });
  },
  clear() {
    clearTimeout(pendingClear);
    write(null);
  },
  /** Called when a page of the flow unmounts: clears unless the page mounts again at once (development mode). */
  scheduleClear(keep?: () => boolean) {
    clearTimeout(pendingClear);
    pendingClear = setTimeout(() => {
      if (!keep?.()) write(null);
    }, 0);
  },
  /** Called when a page of the flow mounts. */
  cancelScheduledClear() {
    clearTimeout(pendingClear);
  },
};
