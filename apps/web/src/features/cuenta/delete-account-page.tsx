/**
 * `…/cuenta/eliminar`: what the account really loses (a colleague's seat only leaves; the company's holder takes the
 * company and its recruiter seats with it, and must first hand the holder role over while other administrators
 * exist), the password, a confirmation dialog that warns the loss is permanent and irreversible, `POST usuario/removeAccount {password}`; then the token is removed (the session no
 * longer exists on the server, so no logout call) and the user goes to the area's login.
 */
import { removeAccountSchema } from '@practiperu/shared/schemas/cuenta';
import type { DataOf } from '@practiperu/shared/api/contract';
import type { EquipoApi } from '@practiperu/shared/api/equipo';
import { ROLE } from '@practiperu/shared/constants';
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import { paths } from '@practiperu/shared/paths';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/use-session-user';
import { equipo } from '../../lib/api/equipo';
import type { z } from 'zod';
import { Form, FormAlert, PasswordField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { Icon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { usuario } from '../../lib/api/usuario';
import { invalidateSession } from '../../lib/session';
import { tokenStore } from '../../lib/storage';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { AccountSubPage } from './ui';
import { BUTTON_DANGER, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';

const LOST: Record<CuentaArea, string[]> = {
  postulantes: ['Tu CV y tus datos personales', 'Tus postulaciones', 'Tu membresía premium y su contenido', 'Tu acceso con este correo'],
  empresas: ['Los datos y el logo de tu empresa', 'Tus publicaciones y sus postulantes', 'Tu acceso con este correo'],
};

/** A colleague's seat leaves alone: the company, its offers and applicants stay with the team. */
const LOST_ASIENTO = ['Tu acceso al equipo de la empresa y tus sesiones', 'Tus datos de contacto', 'Tu acceso con este correo'];

type Miembro = DataOf<EquipoApi['calls']['miembros']>['miembros'][number];

/**
 * What the holder's deletion means for its team: other administrators must get the holder role first (the server
 * refuses otherwise); recruiter seats lose their access with the company, and are told by mail.
 */
function useEquipoDelTitular(titular: boolean): { colegas: Miembro[]; administradores: Miembro[] } | null {
  const [equipoTitular, setEquipoTitular] = useState<{ colegas: Miembro[]; administradores: Miembro[] } | null>(null);
  useEffect(() => {
    if (!titular) return;
    let vivo = true;
    void equipo.miembros().then((res) => {
      const miembros = res.state ? (res.data[0]?.miembros ?? []) : [];
      const colegas = miembros.filter((m) => !m.titular);
      if (vivo) setEquipoTitular({ colegas, administradores: colegas.filter((m) => m.rol === 'administrador') });
    });
    return () => {
      vivo = false;
    };
  }, [titular]);
  return equipoTitular;
}

const nombreDe = (m: Miembro) => `${m.nombres} ${m.apellidos}`.trim() || m.correo;

export function DeleteAccountPage({ area }: { area: CuentaArea }) {
  const info = AREAS[area];
  const user = useSessionUser();
  const empresa = area === 'empresas' && user?.role === ROLE.RECLUTADOR;
  // No seat fields in the session: the company's holder, whose account takes the company with it.
  const asiento = empresa && user?.equipo_rol !== undefined;
  const equipoTitular = useEquipoDelTitular(empresa && !asiento);
  const bloqueada = (equipoTitular?.administradores.length ?? 0) > 0;
  const perdidas = asiento ? LOST_ASIENTO : LOST[area];
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<{ password: string }, unknown, z.output<typeof removeAccountSchema>>({
    resolver: formResolver<{ password: string }, typeof removeAccountSchema>(removeAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  async function remove() {
    setDeleting(true);
    setServerError(null);
    const res = await usuario.removeAccount({ body: { password: form.getValues('password') } });
    setDeleting(false);
    setConfirming(false);
    if (res.state) {
      tokenStore.clear();
      invalidateSession();
      toast({ variant: 'success', title: 'Cuenta eliminada', message: res.message || 'Tu cuenta y tus datos se eliminaron.' });
      navigate(info.login, { replace: true });
      return;
    }
    const marked = applyServerErrors(form, res, ['password'], [{ match: /contraseña/i, fields: ['password'] }]);
    if (marked.length === 0) setServerError(res.message);
  }

  return (
    <AccountSubPage backTo={info.account} backLabel={info.backLabel} title="Eliminar cuenta">
      {bloqueada ? (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">{EQUIPO_MESSAGES.transferirAntesDeEliminar}</p>
          <p className="mt-1 text-sm">Administradores de tu empresa: {equipoTitular?.administradores.map(nombreDe).join(', ')}.</p>
          <p className="mt-2 text-sm">
            <Link to={paths.empresas.equipo} className={TEXT_LINK}>
              Ir a Equipo para transferir la titularidad
            </Link>
          </p>
        </div>
      ) : (
        <div className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <Icon name="warning" className="mt-0.5 size-6 shrink-0 text-red-700 dark:text-red-300" />
          <div>
            <p className="font-semibold">Se eliminarán todos los datos de tu cuenta de forma permanente e irreversible.</p>
            <p className="mt-1 text-sm">Perderás:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {perdidas.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {asiento && (
              <p className="mt-2 text-sm">
                La empresa, sus publicaciones y sus postulantes seguirán con tu equipo; lo que hiciste seguirá en la actividad del equipo.
              </p>
            )}
            {equipoTitular && equipoTitular.colegas.length > 0 && (
              <>
                <p className="mt-2 text-sm">Con la empresa, estas personas de tu equipo perderán su acceso (les avisaremos por correo):</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" aria-label="Equipo que perderá el acceso">
                  {equipoTitular.colegas.map((m) => (
                    <li key={m.usuario_id}>
                      {nombreDe(m)} ({m.correo})
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
      <Form onSubmit={form.handleSubmit(() => setConfirming(true))} className="space-y-4">
        <PasswordField
          label="Contraseña"
          required
          autoComplete="current-password"
          hint="Escribe tu contraseña para confirmar que eres tú."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert>{serverError}</FormAlert>
        <button type="submit" disabled={bloqueada} className={`${BUTTON_DANGER} w-full sm:w-auto`}>
          <Icon name="trash" className="size-5" />
          Eliminar cuenta
        </button>
      </Form>
      <Modal
        open={confirming}
        title="Eliminar cuenta"
        onClose={() => !deleting && setConfirming(false)}
        confirmLeave={false}
        footer={
          <>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => setConfirming(false)} disabled={deleting}>
              Cancelar
            </button>
            <button type="button" className={BUTTON_DANGER} onClick={remove} disabled={deleting}>
              {deleting ? 'Eliminando…' : 'Sí, eliminar mi cuenta'}
            </button>
          </>
        }
      >
        <p className="text-slate-700 dark:text-slate-300">
          Tus datos se perderán de forma permanente e irreversible. No podrás volver a ingresar con esta cuenta.
        </p>
      </Modal>
    </AccountSubPage>
  );
}
