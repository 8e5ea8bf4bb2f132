/**
 * A recruiter seat's requests to its administrators, on Mis publicaciones (where the seat works; Equipo is the
 * administrators' page): what it asked and what became of each, with the reason when there is one. Loaded apart and
 * lazily, only for a seat, so the list of offers and the other pages do not carry it.
 */
import type { SolicitudTipo } from '@practiperu/shared/equipo';
import type { SolicitudDestacado } from '@practiperu/shared/pago';
import { useEffect, useState } from 'react';
import { pago } from '../../lib/api/pago';
import { SOLICITUDES_CAMBIARON } from './solicitudes-evento';

/** What the seat asked, in its own words. */
const PEDISTE: Record<SolicitudTipo, string> = {
  destacar: 'Pediste destacarla',
  anular_pago: 'Pediste cancelar el destacado y anular el pago en revisión',
  eliminar: 'Pediste eliminarla y anular el pago en revisión',
};

/**
 * Each state as the seat reads it. Not Equipo's labels: sharing one small module between these two pages would give
 * Equipo one more file to fetch before its first paint.
 */
const ESTADO: Record<SolicitudDestacado['estado'], string> = {
  pendiente: 'Esperando a un administrador',
  pagada: 'Pagada',
  hecha: 'Hecha',
  rechazada: 'Rechazada',
  sin_efecto: 'Sin efecto',
};

/** What the administrator who closed the request did, after their name («Rosa Huamán la rechazó el …»). */
const HIZO: Record<SolicitudDestacado['estado'], string> = {
  pendiente: '',
  pagada: 'registró el pago',
  hecha: 'lo hizo',
  rechazada: 'la rechazó',
  sin_efecto: 'la cerró',
};

const fecha = (iso: string) =>
  new Date(iso).toLocaleDateString('es-PE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Lima' });

const NOTA = 'mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300';

/** `pagina`: the page's list of offers; a new one (after an action or «Actualizar») reads the requests again too. */
export default function MisSolicitudes({ pagina }: { pagina?: unknown }) {
  const [items, setItems] = useState<SolicitudDestacado[] | null>(null);
  // Read again with the page's list, and when the seat just asked something from a dialog.
  const [pedidos, setPedidos] = useState(0);
  useEffect(() => {
    const otra = () => setPedidos((n) => n + 1);
    window.addEventListener(SOLICITUDES_CAMBIARON, otra);
    return () => window.removeEventListener(SOLICITUDES_CAMBIARON, otra);
  }, []);
  useEffect(() => {
    let vivo = true;
    void pago.solicitudes().then((res) => {
      if (vivo && res.state) setItems(res.data);
    });
    return () => {
      vivo = false;
    };
  }, [pagina, pedidos]);
  // Nothing asked yet (or the list could not be read): the page stays as it was.
  if (!items || items.length === 0) return null;
  return (
    <section
      id="mis-solicitudes"
      aria-labelledby="mis-solicitudes-titulo"
      className="mb-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="mis-solicitudes"
    >
      <h2 id="mis-solicitudes-titulo" className="font-bold text-slate-900 dark:text-white">
        Tus solicitudes a los administradores
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Solo los administradores pagan destacados y anulan pagos: aquí ves qué pasó con lo que pediste.
      </p>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((s) => (
          <li key={s.id} className="py-3 text-sm" data-testid="mi-solicitud">
            <p className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
              {s.titulo} <span className="text-xs font-normal text-slate-600 dark:text-slate-400">(oferta n.º {s.id_oferta})</span>
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span
                className={`rounded-full px-2 py-0.5 font-semibold ${
                  s.estado === 'pendiente'
                    ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                    : (s.estado === 'pagada' && !s.pago_rechazado) || s.estado === 'hecha'
                      ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200'
                      : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
                }`}
              >
                {s.pago_rechazado ? 'Pago rechazado' : ESTADO[s.estado]}
              </span>
              {PEDISTE[s.tipo]} el {fecha(s.creado_en)}
              {s.resuelto_por && s.resuelto_en && ` · ${s.resuelto_por} ${HIZO[s.estado]} el ${fecha(s.resuelto_en)}`}
            </p>
            {s.mensaje && <p className={NOTA}>«{s.mensaje}»</p>}
            {s.motivo && <p className={NOTA}>Motivo: {s.motivo}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
