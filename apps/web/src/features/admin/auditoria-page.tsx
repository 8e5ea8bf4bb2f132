/**
 * `/admin/auditoria`: every administrator action, newest first (who, what, when), filterable by record type and
 * action, with the changed fields before and after.
 */
import { paths } from '@practiperu/shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { adminAuditoria, formatDateTime } from './api';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';
import { PagedList, PANEL, useAdminLoad, useQueryState } from './ui';

const ACCIONES: Record<string, string> = {
  'oferta.aprobar': 'Aprobó una oferta',
  'oferta.rechazar': 'Rechazó una oferta',
  'pago.validar': 'Validó un pago',
  'pago.rechazar': 'Rechazó un pago',
  'alerta.guardar': 'Guardó una alerta',
  'plantilla.actualizar': 'Editó una plantilla',
  'informativa.crear': 'Publicó una oferta informativa',
  'informativa.editar': 'Editó una oferta informativa',
  'informativa.retirar': 'Retiró una oferta informativa',
  'anuncio.crear': 'Creó un anuncio',
  'anuncio.editar': 'Editó un anuncio',
  'anuncio.eliminar': 'Eliminó un anuncio',
  'anuncio.enviar': 'Envió un anuncio',
  'contenido.crear': 'Creó contenido premium',
  'contenido.editar': 'Editó contenido premium',
  'contenido.subir_imagen': 'Subió una imagen de contenido',
  'contenido.subir_archivo': 'Subió un archivo de contenido',
  'contenido.eliminar': 'Eliminó contenido premium',
  'contenido.ordenar': 'Ordenó el contenido premium',
  'usuario.desactivar': 'Desactivó una cuenta',
  'usuario.reactivar': 'Reactivó una cuenta',
  'usuario.is_dev': 'Cambió el modo desarrollador',
  'organizacion.is_premium': 'Cambió el premium de una empresa',
  'admin.crear': 'Creó un administrador',
  'admin.actualizar': 'Actualizó un administrador',
  'derechos.responder': 'Respondió una solicitud de derechos',
  'organizacion.rectificar': 'Corrigió los datos de una empresa (rectificación)',
  'usuario.restablecerSegundoFactor': 'Restableció el segundo factor de una cuenta',
};

/** The account an entry is about, when the entry recorded its e-mail (read better than its number). */
function correoDe(r: { antes: unknown; despues: unknown }): string | null {
  for (const lado of [r.despues, r.antes]) {
    const correo = (lado as { correo?: unknown } | null)?.correo;
    if (typeof correo === 'string' && correo) return correo;
  }
  return null;
}

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</p>
      <pre className="max-h-72 overflow-auto rounded-md bg-slate-100 p-3 text-xs break-all whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        {value === null || value === undefined ? '(nada)' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

export function AuditoriaPage() {
  const [params, set, page] = useQueryState();
  const entidad = params.get('entidad') ?? '';
  const accion = params.get('accion') ?? '';
  const [form, setForm] = useState({ entidad, accion });
  const load = useAdminLoad(
    () => adminAuditoria.list({ query: { page, entidad: entidad || undefined, accion: accion || undefined } }),
    [page, entidad, accion],
  );
  return (
    <div>
      <PageTitle subtitle="Cada acción del back office: quién, qué, cuándo y qué cambió.">Auditoría</PageTitle>
      <form
        className={`${PANEL} mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end`}
        onSubmit={(e) => {
          e.preventDefault();
          set({ entidad: form.entidad.trim() || null, accion: form.accion.trim() || null });
        }}
      >
        <Field
          label="Tipo de registro"
          hint="oferta, pago, usuario…"
          maxLength={60}
          value={form.entidad}
          onChange={(e) => setForm((f) => ({ ...f, entidad: e.target.value }))}
        />
        <Field
          label="Acción"
          hint="oferta.aprobar, pago.validar…"
          maxLength={60}
          value={form.accion}
          onChange={(e) => setForm((f) => ({ ...f, accion: e.target.value }))}
        />
        <button type="submit" className={BUTTON_PRIMARY}>
          Filtrar
        </button>
        <button
          type="button"
          className={BUTTON_SECONDARY}
          onClick={() => {
            setForm({ entidad: '', accion: '' });
            set({ entidad: null, accion: null });
          }}
        >
          Limpiar
        </button>
      </form>
      <PagedList
        load={load}
        label="Cargando la auditoría…"
        onPage={(n) => set({ page: String(n) })}
        empty="No hay registros con este filtro."
        className="space-y-2"
      >
        {(r) => (
          <li key={r.id} data-testid="auditoria-fila" className={PANEL}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900 dark:text-white">
                {ACCIONES[r.accion] ?? r.accion}{' '}
                {r.entidad === 'oferta' && r.accion.startsWith('oferta.') ? (
                  <Link to={`${paths.admin.ofertas}/${r.entidad_id}`} className={`${TEXT_LINK} font-normal underline`}>
                    (oferta #{r.entidad_id})
                  </Link>
                ) : (
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    ({r.entidad === 'usuario' && correoDe(r) ? correoDe(r) : `${r.entidad} #${r.entidad_id}`})
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{formatDateTime(r.creado_en)}</p>
            </div>
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">Por {r.admin_correo}</p>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-100">Ver antes y después</summary>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <Json label="Antes" value={r.antes} />
                <Json label="Después" value={r.despues} />
              </div>
            </details>
          </li>
        )}
      </PagedList>
    </div>
  );
}
