/**
 * `/empresas/equipo` (docs/team.md): the company's seats with their roles, the pending invitations, and the form to
 * invite a colleague. Administrators only; a recruiter seat sees the server's message. Both see the seats' requests to
 * the administrators (solicitudes.tsx: to feature an offer, to annul a payment in review, to remove an offer):
 * administrators act on them, a recruiter seat sees what became of its own.
 */
import type { DataOf } from '@practiperu/shared/api/contract';
import type { EquipoApi } from '@practiperu/shared/api/equipo';
import { asientoPuede, EQUIPO_ROL_LABEL, EQUIPO_ROL_PERMITE, EQUIPO_ROLES, type EquipoRol } from '@practiperu/shared/equipo';
import { invitarSchema, transferirTitularSchema } from '@practiperu/shared/schemas/equipo';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { z } from 'zod';
import {
  BUTTON_PRIMARY,
  BUTTON_SECONDARY,
  BUTTON_SMALL,
  BUTTON_SMALL_DANGER,
  BUTTON_SMALL_PRIMARY,
  TEXT_LINK,
} from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { Field, Form, FormAlert, PasswordField, SelectField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useSessionUser } from '../../lib/use-session-user';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { useAppForm } from '../../components/use-app-form';
import { equipo } from '../../lib/api/equipo';
import { formResolver } from '../../lib/form-resolver';
import type { Loaded } from '../../lib/loaded';
import { SoloAdministradores } from './solo-administradores';
import { loadSolicitudes, SolicitudesDestacado } from './solicitudes';
import type { SolicitudDestacado } from '@practiperu/shared/pago';
import { applyServerErrors } from '../../lib/server-errors';
import { retryAfterSeconds } from '../../lib/retry-after';
import { useCountdown } from '../../lib/use-countdown';
import { invalidateSession } from '../../lib/session';
import { paths } from '@practiperu/shared/paths';

type Resumen = DataOf<EquipoApi['calls']['miembros']>;
type Miembro = Resumen['miembros'][number];
type Invitacion = Resumen['invitaciones'][number];
type Values = z.input<typeof invitarSchema>;

const PANEL = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const fecha = (iso: string) =>
  new Date(iso).toLocaleDateString('es-PE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Lima' });

export interface EquipoData {
  equipo: Loaded<Resumen>;
  solicitudes: Loaded<SolicitudDestacado[]>;
}

export async function equipoLoader(): Promise<EquipoData> {
  const [res, solicitudes] = await Promise.all([equipo.miembros(), loadSolicitudes()]);
  return { equipo: res.state && res.data[0] ? { ok: true, data: res.data[0] } : { ok: false, message: res.message }, solicitudes };
}

function InviteForm({ disabled }: { disabled: boolean }) {
  const { notify } = useToast();
  const { revalidate } = useRevalidator();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<Values, unknown, z.output<typeof invitarSchema>>({
    resolver: formResolver<Values, typeof invitarSchema>(invitarSchema),
    defaultValues: { correo: '', rol: 'reclutador' },
  });
  const { errors, isSubmitting } = form.formState;
  // Ready for the next invitation once this one is sent (the toast says it went): the focus on the e-mail field.
  const [enviada, setEnviada] = useState(0);
  const { setFocus } = form;
  useEffect(() => {
    if (enviada > 0) setFocus('correo');
  }, [enviada, setFocus]);

  async function onSubmit(data: z.output<typeof invitarSchema>) {
    setServerError(null);
    const res = await equipo.invitar({ body: data });
    if (res.state) {
      notify(res.message, 'success');
      form.reset({ correo: '', rol: data.rol });
      setEnviada((n) => n + 1);
      await revalidate();
      return;
    }
    if (applyServerErrors(form, res, ['correo', 'rol']).length === 0) setServerError(res.message);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <Field
        label="Correo de la persona"
        type="email"
        required
        autoComplete="off"
        maxLength={255}
        error={errors.correo?.message}
        {...form.register('correo')}
      />
      <SelectField label="Rol" required error={errors.rol?.message} {...form.register('rol')}>
        {EQUIPO_ROLES.map((r) => (
          <option key={r} value={r}>
            {EQUIPO_ROL_LABEL[r]}
          </option>
        ))}
      </SelectField>
      <button type="submit" disabled={isSubmitting || disabled} className={`${BUTTON_PRIMARY} w-full sm:mt-7 sm:w-auto`}>
        {isSubmitting ? 'Enviando…' : 'Invitar'}
      </button>
      <FormAlert className="sm:col-span-3">{serverError}</FormAlert>
    </Form>
  );
}

function RolBadge({ rol }: { rol: EquipoRol }) {
  const tone =
    rol === 'administrador'
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-300 dark:text-slate-950'
      : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{EQUIPO_ROL_LABEL[rol]}</span>;
}

function MiembroRow({
  m,
  onRemove,
  onTransfer,
}: {
  m: Miembro;
  onRemove: (m: Miembro) => void;
  /** Only for the holder, on another administrator's row. */
  onTransfer?: ((m: Miembro) => void) | undefined;
}) {
  const { notify } = useToast();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  // The role chosen in the list: nothing changes until «Cambiar rol» and its confirmation (an arrow key only chooses).
  const [elegido, setElegido] = useState<EquipoRol>(m.rol);
  const [confirmar, setConfirmar] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  // Back to the role once the dialog has closed: after its clean-up, which gives the focus to «Cambiar rol» (gone
  // by then). Effects clean up before they run, so this one comes after it.
  const alRol = useRef(false);
  useEffect(() => {
    if (confirmar || !alRol.current) return;
    alRol.current = false;
    selectRef.current?.focus();
  }, [confirmar]);
  const nombre = `${m.nombres} ${m.apellidos}`.trim() || m.correo;
  // The list drawn again after a change: the choice follows the saved role.
  const [rolVisto, setRolVisto] = useState(m.rol);
  if (rolVisto !== m.rol) {
    setRolVisto(m.rol);
    setElegido(m.rol);
  }

  async function cambiar() {
    setBusy(true);
    const res = await equipo.cambiarRol({ params: { id: m.usuario_id }, body: { rol: elegido } });
    setBusy(false);
    alRol.current = true;
    setConfirmar(false);
    notify(res.message, res.state ? 'success' : 'error');
    if (!res.state) setElegido(m.rol);
    await revalidate();
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900 dark:text-white">
          {nombre}
          {m.yo && <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">(tú)</span>}
        </p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{m.correo}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <RolBadge rol={m.rol} />
          {m.titular ? 'Titular de la cuenta' : `Desde el ${fecha(m.creado_en)}`}
        </p>
        {(m.cargo || m.nro_contacto) && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{[m.cargo, m.nro_contacto].filter(Boolean).join(' · ')}</p>
        )}
      </div>
      {!m.titular && !m.yo && (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`rol-${m.usuario_id}`}>
            Rol de {nombre}
          </label>
          <select
            ref={selectRef}
            id={`rol-${m.usuario_id}`}
            value={elegido}
            disabled={busy}
            onChange={(e) => setElegido(e.target.value as EquipoRol)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          >
            {EQUIPO_ROLES.map((r) => (
              <option key={r} value={r}>
                {EQUIPO_ROL_LABEL[r]}
              </option>
            ))}
          </select>
          {elegido !== m.rol && (
            <button type="button" onClick={() => setConfirmar(true)} className={BUTTON_SMALL_PRIMARY}>
              Cambiar rol<span className="sr-only"> de {nombre}</span>
            </button>
          )}
          {onTransfer && m.rol === 'administrador' && (
            <button type="button" onClick={() => onTransfer(m)} className={`${TEXT_LINK} text-sm`}>
              Transferir titularidad
            </button>
          )}
          <button type="button" onClick={() => onRemove(m)} className={BUTTON_SMALL_DANGER}>
            Quitar<span className="sr-only"> a {nombre}</span>
          </button>
          <ConfirmModal
            open={confirmar}
            title={`Cambiar el rol de ${nombre}`}
            danger={m.rol === 'administrador'}
            busy={busy}
            busyLabel="Cambiando…"
            confirmLabel={`Sí, hacer ${EQUIPO_ROL_LABEL[elegido]}`}
            onCancel={() => {
              alRol.current = true;
              setConfirmar(false);
              setElegido(m.rol);
            }}
            onConfirm={() => void cambiar()}
          >
            <p>
              {nombre} pasará de {EQUIPO_ROL_LABEL[m.rol]} a {EQUIPO_ROL_LABEL[elegido]}. {EQUIPO_ROL_PERMITE[elegido]}
            </p>
          </ConfirmModal>
        </div>
      )}
    </li>
  );
}

/**
 * A pending invitation. «Reenviar» waits 3 minutes after each mail of it (the server refuses sooner): the button
 * says how long is left, and a refusal from another tab starts the same count.
 */
function InvitacionRow({
  i,
  onAccion,
}: {
  i: Invitacion;
  onAccion: (id: number, accion: 'reenviar' | 'cancelar') => Promise<number | null>;
}) {
  const espera = useCountdown(i.reenviar_en);
  const [enviando, setEnviando] = useState(false);

  async function reenviar() {
    setEnviando(true);
    const retry = await onAccion(i.id, 'reenviar');
    setEnviando(false);
    if (retry) espera.start(retry);
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900 dark:text-white">{i.correo}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <RolBadge rol={i.rol} /> Vence el {fecha(i.expira_en)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" disabled={espera.running || enviando} onClick={() => void reenviar()} className={BUTTON_SMALL}>
          {enviando ? (
            'Reenviando…'
          ) : espera.running ? (
            <>
              Reenviar en <span className="tabular-nums">{espera.label}</span>
            </>
          ) : (
            'Reenviar'
          )}
        </button>
        <button type="button" onClick={() => void onAccion(i.id, 'cancelar')} className={BUTTON_SMALL_DANGER}>
          Cancelar invitación
        </button>
      </div>
    </li>
  );
}

type TransferirValues = z.input<typeof transferirTitularSchema>;

/**
 * «Transferir titularidad» cannot be undone by the holder alone: like deleting the account, it asks for the
 * holder's password (checked by the server, a wrong one said at its field).
 */
function TransferirDialog({
  miembro,
  onClose,
  onDone,
}: {
  miembro: Miembro | null;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const form = useAppForm<TransferirValues, unknown, z.output<typeof transferirTitularSchema>>({
    resolver: formResolver<TransferirValues, typeof transferirTitularSchema>(transferirTitularSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [aviso, setAviso] = useState<string | null>(null);
  const nombre = miembro ? `${miembro.nombres} ${miembro.apellidos}`.trim() || miembro.correo : '';

  function cerrar() {
    if (isSubmitting) return;
    form.reset();
    setAviso(null);
    onClose();
  }

  async function transferir(values: z.output<typeof transferirTitularSchema>) {
    if (!miembro) return;
    setAviso(null);
    const res = await equipo.transferirTitular({ params: { id: miembro.usuario_id }, body: values });
    if (res.state) {
      form.reset();
      await onDone(res.message);
      return;
    }
    const enCampo = applyServerErrors(form, res, ['password'], [{ match: /contraseña no es correcta/i, fields: ['password'] }]);
    if (enCampo.length === 0) setAviso(res.message);
  }

  return (
    <Modal
      open={miembro !== null}
      title="Transferir titularidad"
      onClose={cerrar}
      confirmLeave={false}
      footer={
        <>
          <button type="button" className={BUTTON_SECONDARY} onClick={cerrar} disabled={isSubmitting}>
            No
          </button>
          <button type="submit" form="transferir-titular" className={BUTTON_PRIMARY} disabled={isSubmitting}>
            {isSubmitting ? 'Transfiriendo…' : 'Sí, transferir'}
          </button>
        </>
      }
    >
      <p>
        {nombre} será el titular de la empresa: la persona de contacto, a quien nadie puede quitar del equipo. Tú seguirás como
        administrador y ya no podrás deshacerlo por tu cuenta.
      </p>
      <Form id="transferir-titular" onSubmit={form.handleSubmit(transferir)} className="mt-4 space-y-3">
        <PasswordField
          label="Tu contraseña"
          required
          autoComplete="current-password"
          hint="Escribe tu contraseña para confirmar que eres tú."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert>{aviso}</FormAlert>
      </Form>
    </Modal>
  );
}

function EquipoView({ data }: { data: Resumen }) {
  const { notify } = useToast();
  const { revalidate } = useRevalidator();
  const [quitar, setQuitar] = useState<Miembro | null>(null);
  const [transferir, setTransferir] = useState<Miembro | null>(null);
  const [busy, setBusy] = useState(false);
  const miembrosRef = useRef<HTMLHeadingElement>(null);
  // After the dialog's own clean-up (which gives the focus back to the removed row's «Quitar»): effects clean up first.
  const alTitulo = useRef(false);
  useEffect(() => {
    if (quitar || !alTitulo.current) return;
    alTitulo.current = false;
    miembrosRef.current?.focus();
  }, [quitar]);
  const ocupados = data.miembros.length + data.invitaciones.length;
  const soyTitular = data.miembros.some((m) => m.yo && m.titular);

  async function confirmarQuitar() {
    if (!quitar) return;
    setBusy(true);
    const res = await equipo.quitarMiembro({ params: { id: quitar.usuario_id } });
    alTitulo.current = res.state;
    setBusy(false);
    setQuitar(null);
    notify(res.message, res.state ? 'success' : 'error');
    // The row and its «Quitar» go: the focus goes to the list's heading, not to the page's start.
    await revalidate();
  }

  async function invitacion(id: number, accion: 'reenviar' | 'cancelar'): Promise<number | null> {
    const res =
      accion === 'reenviar' ? await equipo.reenviarInvitacion({ params: { id } }) : await equipo.cancelarInvitacion({ params: { id } });
    notify(res.message, res.state ? 'success' : 'error');
    await revalidate();
    return res.status === 429 ? retryAfterSeconds(res) : null;
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="invitar-titulo" className={PANEL}>
        <h2 id="invitar-titulo" className="text-lg font-bold text-slate-900 dark:text-white">
          Invitar a una persona
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Le enviaremos un enlace de un solo uso que vence en 7 días. Los administradores gestionan el equipo, los datos de la empresa y los
          pagos; los reclutadores publican ofertas y revisan postulantes. Asientos usados: {ocupados} de {data.max_asientos}.
        </p>
        <InviteForm disabled={ocupados >= data.max_asientos} />
      </section>

      <section aria-labelledby="miembros-titulo" className={PANEL}>
        <h2 id="miembros-titulo" ref={miembrosRef} tabIndex={-1} className="text-lg font-bold text-slate-900 dark:text-white">
          Miembros ({data.miembros.length})
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {data.miembros.map((m) => (
            <MiembroRow key={m.usuario_id} m={m} onRemove={setQuitar} onTransfer={soyTitular ? setTransferir : undefined} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="pendientes-titulo" className={PANEL}>
        <h2 id="pendientes-titulo" className="text-lg font-bold text-slate-900 dark:text-white">
          Invitaciones pendientes ({data.invitaciones.length})
        </h2>
        {data.invitaciones.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No hay invitaciones pendientes.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.invitaciones.map((i) => (
              // Keyed by its expiry too: each mail of it sets a new one, so a sent invitation starts its wait afresh.
              <InvitacionRow key={`${i.id}-${i.expira_en}`} i={i} onAccion={invitacion} />
            ))}
          </ul>
        )}
      </section>

      <p className="text-sm">
        <Link to={paths.empresas.actividad} className={TEXT_LINK}>
          Ver la actividad del equipo
        </Link>
      </p>

      <TransferirDialog
        miembro={transferir}
        onClose={() => setTransferir(null)}
        onDone={async (message) => {
          setTransferir(null);
          notify(message, 'success');
          // The session's seat changed (the former holder is now an administrator seat): read it again.
          invalidateSession();
          await revalidate();
        }}
      />

      <ConfirmModal
        open={quitar !== null}
        title="Quitar del equipo"
        danger
        busy={busy}
        busyLabel="Quitando…"
        confirmLabel="Sí, quitar"
        onCancel={() => setQuitar(null)}
        onConfirm={() => void confirmarQuitar()}
      >
        <p>
          {quitar ? `${quitar.nombres} ${quitar.apellidos}`.trim() || quitar.correo : ''} perderá el acceso a la empresa: su cuenta se
          eliminará y sus sesiones se cerrarán de inmediato. Las invitaciones que envió y siguen pendientes se cancelarán. Lo que hizo
          seguirá en la actividad del equipo.
        </p>
      </ConfirmModal>
    </div>
  );
}

export function EquipoPage() {
  const user = useSessionUser();
  const { equipo: loaded, solicitudes } = useLoaderData() as EquipoData;
  return (
    <div className="max-w-3xl">
      <PageTitle subtitle="Cada persona entra con su propio correo y contraseña a la cuenta de tu empresa.">Equipo</PageTitle>
      {!user || !asientoPuede(user, 'equipo') ? (
        <SoloAdministradores />
      ) : loaded.ok ? (
        <EquipoView data={loaded.data} />
      ) : (
        <LoadError message={loaded.message} />
      )}
      {user && <SolicitudesDestacado administrador={asientoPuede(user, 'pagos')} loaded={solicitudes} />}
    </div>
  );
}
