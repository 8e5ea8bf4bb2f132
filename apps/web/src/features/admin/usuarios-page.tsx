import { formatDay } from '@practiperu/shared/formato';
/**
 * `/admin/usuarios`: search by e-mail, name, company name or RUC; open a person to deactivate or reactivate the
 * account (its open sessions get 403 'usuario inactivo' at their next call), set the developer flag, and set a
 * company's premium flag (the applicant assistant).
 */
import { useState } from 'react';
import { FormAlert, SelectField } from '../../components/field';
import { ConfirmModal } from '../../components/confirm-modal';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import type { Answer } from '../../lib/api-contract';
import { adminUsuarios, formatDateTime, ROL_TEXT, type AdminUsuario } from './api';
import { adminSegundoFactor } from '../../lib/api/admin';
import { Badge, BUTTON_SMALL, Facts, LoadState, PagedList, PANEL, SearchForm, useAdminLoad, useQueryState } from './ui';
import { BUTTON_DANGER, BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { cuenta } from '../../lib/plural';

function name(u: AdminUsuario): string {
  return `${u.nombres} ${u.apellidos}`.trim() || u.correo;
}

/** A company account is its holder (the account that carries the company) or a seat of its team. */
function CuentaEmpresaBadge({ u }: { u: AdminUsuario }) {
  if (!u.organizacion) return null;
  return u.organizacion.titular ? <Badge tone="azul">Titular</Badge> : <Badge>Equipo</Badge>;
}

function UserDetail({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { notify } = useToast();
  const load = useAdminLoad(() => adminUsuarios.detail({ params: { id } }), [id]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [confirm, setConfirm] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);

  const run = async (call: () => Promise<Answer<unknown, { cambio: boolean }>>) => {
    setBusy(true);
    const res = await call();
    setBusy(false);
    setConfirm(false);
    setConfirmReset(false);
    if (res.state) {
      notify(res.message, res.optional.cambio === false ? 'info' : 'success');
      setProblem(undefined);
      load.reload();
      onChanged();
    } else setProblem(res.message);
  };
  const u = load.res?.data[0];

  return (
    <Modal open title={u ? name(u) : 'Usuario'} onClose={onClose} size="lg">
      <LoadState load={load} label="Cargando la cuenta…">
        {() =>
          u ? (
            <div className="space-y-4">
              <div className="flex flex-wrap gap-1.5">
                <Badge tone="azul">{ROL_TEXT[u.rol]}</Badge>
                <CuentaEmpresaBadge u={u} />
                {u.activo ? <Badge tone="verde">Activa</Badge> : <Badge tone="rojo">Desactivada</Badge>}
                {!u.confirmado && <Badge tone="ambar">Sin confirmar</Badge>}
                {u.is_dev && <Badge>Desarrollador</Badge>}
                {u.segundo_factor && <Badge tone="verde">Segundo factor</Badge>}
                {u.organizacion?.is_premium && <Badge tone="dorado">Empresa premium</Badge>}
                {u.premium_hasta && <Badge tone="dorado">Premium hasta el {formatDay(u.premium_hasta)}</Badge>}
              </div>
              <Facts
                items={[
                  { label: 'Correo', value: u.correo },
                  { label: 'Creada', value: formatDateTime(u.creado_en) },
                  { label: 'Sesiones abiertas', value: u.sesiones_activas },
                  { label: 'Acepta comunicaciones', value: u.autorizacion_marketing ? 'Sí' : 'No' },
                  ...(u.organizacion
                    ? [
                        { label: 'Empresa', value: `${u.organizacion.nombre} (${u.organizacion.nombre_completo})` },
                        { label: 'RUC', value: u.organizacion.ruc },
                        { label: 'Ofertas', value: u.ofertas },
                      ]
                    : []),
                  ...(u.rol === 0 ? [{ label: 'Postulaciones activas', value: u.postulaciones }] : []),
                ]}
              />
              <FormAlert>{problem}</FormAlert>
              <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
                {u.activo ? (
                  <button type="button" className={BUTTON_DANGER} disabled={busy} onClick={() => setConfirm(true)}>
                    Desactivar cuenta
                  </button>
                ) : (
                  <button
                    type="button"
                    className={BUTTON_PRIMARY}
                    disabled={busy}
                    onClick={() => void run(() => adminUsuarios.reactivar({ params: { id: u.id } }))}
                  >
                    Reactivar cuenta
                  </button>
                )}
                <button
                  type="button"
                  className={BUTTON_SECONDARY}
                  disabled={busy}
                  onClick={() => void run(() => adminUsuarios.isDev({ params: { id: u.id }, body: { is_dev: !u.is_dev } }))}
                >
                  {u.is_dev ? 'Quitar modo desarrollador' : 'Activar modo desarrollador'}
                </button>
                {u.segundo_factor && (
                  <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={() => setConfirmReset(true)}>
                    Restablecer segundo factor
                  </button>
                )}
                {u.rol === 1 && (
                  <button
                    type="button"
                    className={BUTTON_SECONDARY}
                    disabled={busy}
                    onClick={() =>
                      void run(() => adminUsuarios.isPremium({ params: { id: u.id }, body: { is_premium: !u.organizacion?.is_premium } }))
                    }
                  >
                    {u.organizacion?.is_premium ? 'Quitar premium a la empresa' : 'Hacer premium a la empresa'}
                  </button>
                )}
              </div>
              {/* Resetting is what a thief with the password would ask for: say whose factor goes and what follows. */}
              <ConfirmModal
                open={confirmReset}
                title="¿Restablecer el segundo factor?"
                confirmLabel="Sí, restablecer"
                busy={busy}
                busyLabel="Restableciendo…"
                danger
                onCancel={() => setConfirmReset(false)}
                onConfirm={() =>
                  void run(async () => ({
                    ...(await adminSegundoFactor.restablecer({ params: { id: u.id } })),
                    optional: { cambio: true },
                  }))
                }
              >
                <div className="space-y-2 text-sm" data-testid="confirmar-restablecer">
                  <p>
                    Quitarás el segundo factor de <strong className="break-words">{name(u)}</strong>
                    {name(u) !== u.correo && <span className="break-words"> ({u.correo})</span>}: su aplicación de autenticación y sus
                    códigos de recuperación dejarán de servir, y sus sesiones abiertas se cerrarán.
                  </p>
                  <p>
                    Podrá ingresar solo con su contraseña y deberá volver a activar el segundo factor desde Mi cuenta (escanear un nuevo
                    código QR y guardar nuevos códigos de recuperación); si su cuenta lo exige, se le pedirá al ingresar. Le enviaremos un
                    correo avisándole.
                  </p>
                  <p className="font-medium">Hazlo solo si confirmaste que quien lo pide es el titular de la cuenta.</p>
                </div>
              </ConfirmModal>
              {/* A dialog of its own over the account's: Escape or «No» answer it alone. */}
              <ConfirmModal
                open={confirm}
                title="¿Desactivar la cuenta?"
                confirmLabel="Sí, desactivar"
                busy={busy}
                busyLabel="Desactivando…"
                danger
                onCancel={() => setConfirm(false)}
                onConfirm={() => void run(() => adminUsuarios.desactivar({ params: { id: u.id } }))}
              >
                <div className="space-y-1 text-sm" data-testid="confirmar-desactivar">
                  <p className="font-semibold break-words">¿Desactivar la cuenta de {u.correo}?</p>
                  <p>Sus sesiones abiertas dejarán de funcionar y no podrá iniciar sesión hasta que la reactives.</p>
                  {/* A holder's account carries the company: deactivating it suspends the whole team and its offers. */}
                  {u.colegas_empresa !== null && u.organizacion && (
                    <p>
                      Es la cuenta titular: {u.organizacion.nombre} quedará suspendida
                      {u.colegas_empresa === 1
                        ? ', la persona de su equipo también perderá el acceso'
                        : u.colegas_empresa > 1
                          ? `, las ${u.colegas_empresa} personas de su equipo también perderán el acceso`
                          : ''}{' '}
                      y sus ofertas dejarán de mostrarse hasta que la reactives.
                    </p>
                  )}
                </div>
              </ConfirmModal>
            </div>
          ) : null
        }
      </LoadState>
    </Modal>
  );
}

export function UsuariosPage() {
  const [params, set, page] = useQueryState();
  const q = params.get('q') ?? '';
  const rol = params.get('rol') ?? '';
  const activo = params.get('activo') ?? '';
  const [open, setOpen] = useState<number | null>(null);
  const load = useAdminLoad(
    () => adminUsuarios.list({ query: { page, q: q || undefined, rol: rol || undefined, activo: activo || undefined } }),
    [page, q, rol, activo],
  );
  return (
    <div>
      <PageTitle subtitle="Busca por correo, nombre, nombre de la empresa o RUC.">Usuarios</PageTitle>
      <SearchForm
        label="Buscar"
        q={q}
        onSearch={(v) => set({ q: v })}
        className={`${PANEL} mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end`}
      >
        <SelectField label="Rol" value={rol} onChange={(e) => set({ rol: e.target.value || null })}>
          <option value="">Todos</option>
          <option value="0">Postulantes</option>
          <option value="1">Empresas</option>
          <option value="2">Administradores</option>
        </SelectField>
        <SelectField label="Estado" value={activo} onChange={(e) => set({ activo: e.target.value || null })}>
          <option value="">Todos</option>
          <option value="1">Activas</option>
          <option value="0">Desactivadas</option>
        </SelectField>
      </SearchForm>
      <PagedList
        load={load}
        label="Cargando los usuarios…"
        onPage={(n) => set({ page: String(n) })}
        empty="No se encontraron usuarios."
        count={(total) => cuenta(total, 'usuario')}
        className="space-y-2"
      >
        {(u) => (
          <li
            key={u.id}
            data-testid="admin-usuario"
            className={`${PANEL} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between`}
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900 dark:text-white">
                {u.organizacion?.titular ? u.organizacion.nombre : name(u)}
              </p>
              <p className="text-sm break-all text-slate-600 dark:text-slate-400">
                {u.correo}
                {u.organizacion && (u.organizacion.titular ? ` · RUC ${u.organizacion.ruc}` : ` · equipo de ${u.organizacion.nombre}`)}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-1.5">
              <Badge tone="azul">{ROL_TEXT[u.rol]}</Badge>
              <CuentaEmpresaBadge u={u} />
              {!u.activo && <Badge tone="rojo">Desactivada</Badge>}
              {u.is_dev && <Badge>Desarrollador</Badge>}
              <button type="button" className={BUTTON_SMALL} onClick={() => setOpen(u.id)} aria-label={`Gestionar ${u.correo}`}>
                Gestionar
              </button>
            </div>
          </li>
        )}
      </PagedList>
      {open !== null && <UserDetail id={open} onClose={() => setOpen(null)} onChanged={load.reload} />}
    </div>
  );
}
