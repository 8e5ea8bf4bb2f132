/**
 * `/empresas/unirse/:token` (docs/team.md): the page of an invitation's link. The colleague sets its names and
 * password, accepts the terms and the privacy policy, joins the company and is signed in. A link that does not open
 * (used, expired, cancelled, or for an address that has an account) says why and what to do; a link opened while
 * signed in as another account says so before showing the form.
 */
import type { DataOf } from '@practiperu/shared/api/contract';
import type { EquipoApi } from '@practiperu/shared/api/equipo';
import { NETWORK_ERROR_MESSAGE } from '@practiperu/shared/constants';
import { EQUIPO_ROL_LABEL, INVITACION_ESTADOS, type InvitacionEstado } from '@practiperu/shared/equipo';
import { paths } from '@practiperu/shared/paths';
import { unirseSchema } from '@practiperu/shared/schemas/equipo';
import type { SessionUser } from '@practiperu/shared/session';
import { useState, type ReactNode } from 'react';
import { Link, redirect, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { CARD } from '../../components/card';
import { CheckboxField, Field, Form, FormAlert } from '../../components/field';
import { PasswordFields } from '../../components/password-fields';
import { IconBadge } from '../../components/icon-badge';
import { PageTitle } from '../../components/page-title';
import { nameFields } from '../../components/person-fields';
import { useAppForm } from '../../components/use-app-form';
import { equipo } from '../../lib/api/equipo';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { getSession, invalidateSession, logout } from '../../lib/session';
import { tokenStore } from '../../lib/storage';
import { TermsLabel } from '../../components/terms-label';

type Invitacion = DataOf<EquipoApi['calls']['invitacion']>;
export type UnirseData = { estado: 'vigente'; inv: Invitacion; sesion: SessionUser | null } | { estado: InvitacionEstado; message: string };

const formSchema = unirseSchema;
type Output = z.output<typeof formSchema>;
interface Values {
  token: string;
  nombres: string;
  apellidos: string;
  password: string;
  repeat_password: string;
  terminos: boolean;
}
const FIELDS = ['nombres', 'apellidos', 'password', 'repeat_password', 'terminos'] as const;

const TITULO: Record<InvitacionEstado, string> = {
  usada: 'Esta invitación ya se usó',
  vencida: 'Esta invitación venció',
  cancelada: 'Esta invitación fue cancelada',
  invalida: 'La invitación ya no es válida',
  con_cuenta: 'Esta invitación no puede usarse con este correo',
};

const esEstado = (v: unknown): v is InvitacionEstado => INVITACION_ESTADOS.includes(v as InvitacionEstado);

export async function unirseLoader({ params }: LoaderFunctionArgs): Promise<UnirseData> {
  const res = await equipo.invitacion({ params: { token: params.token ?? '' } }, { skipSessionHandling: true });
  if (res.state && res.data[0]) return { estado: 'vigente', inv: res.data[0], sesion: await getSession() };
  if (res.networkError) throw new Error(NETWORK_ERROR_MESSAGE);
  const motivo = res.optional?.motivo;
  if (esEstado(motivo)) return { estado: motivo, message: res.message };
  throw redirect(paths.empresas.notFound);
}

export function UnirsePage() {
  const data = useLoaderData() as UnirseData;
  if (data.estado !== 'vigente') return <InvitacionMuerta estado={data.estado} message={data.message} />;
  return <InvitacionVigente inv={data.inv} sesion={data.sesion} />;
}

function Tarjeta({ titulo, subtitulo, children }: { titulo: string; subtitulo?: string; children: ReactNode }) {
  return (
    <section className={`mx-auto w-full max-w-lg ${CARD}`}>
      <div className="mb-2 flex justify-center">
        <IconBadge name="building" tone="brand" />
      </div>
      <div className="text-center">
        <PageTitle subtitle={subtitulo}>{titulo}</PageTitle>
      </div>
      {children}
    </section>
  );
}

/** What to do depends on why: one who already joined signs in; the others ask the company for a new invitation. */
function InvitacionMuerta({ estado, message }: { estado: InvitacionEstado; message: string }) {
  return (
    <Tarjeta titulo={TITULO[estado]}>
      <p className="mt-4 text-center text-slate-700 dark:text-slate-200">{message}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {estado === 'usada' || estado === 'con_cuenta' ? (
          <Link to={paths.empresas.login} className={BUTTON_PRIMARY}>
            Iniciar sesión
          </Link>
        ) : null}
        <Link to={paths.home} className={BUTTON_SECONDARY}>
          Ir a PractiPerú
        </Link>
      </div>
    </Tarjeta>
  );
}

function InvitacionVigente({ inv, sesion: inicial }: { inv: Invitacion; sesion: SessionUser | null }) {
  const [sesion, setSesion] = useState(inicial);
  const [saliendo, setSaliendo] = useState(false);
  const subtitulo = `Te invitaron como ${EQUIPO_ROL_LABEL[inv.rol].toLowerCase()}. Crea tu acceso con tu propia contraseña.`;
  if (sesion) {
    // Joining creates a new account for the invitation's address: another account's session would be replaced.
    return (
      <Tarjeta titulo={`Únete a ${inv.organizacion}`} subtitulo={subtitulo}>
        <div role="alert" className="mt-4 space-y-2 text-slate-700 dark:text-slate-200">
          <p>
            Iniciaste sesión como <strong>{sesion.email}</strong>, pero esta invitación es para <strong>{inv.correo}</strong>.
          </p>
          <p>Para unirte al equipo con ese correo, cierra primero tu sesión.</p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            className={BUTTON_PRIMARY}
            disabled={saliendo}
            onClick={async () => {
              setSaliendo(true);
              await logout();
              setSesion(null);
              setSaliendo(false);
            }}
          >
            {saliendo ? 'Cerrando sesión…' : 'Cerrar sesión y continuar'}
          </button>
          <Link to={paths.home} className={BUTTON_SECONDARY}>
            Volver sin unirme
          </Link>
        </div>
      </Tarjeta>
    );
  }
  return (
    <Tarjeta titulo={`Únete a ${inv.organizacion}`} subtitulo={subtitulo}>
      <UnirseForm inv={inv} />
    </Tarjeta>
  );
}

function UnirseForm({ inv }: { inv: Invitacion }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof formSchema>(formSchema),
    defaultValues: { token, nombres: '', apellidos: '', password: '', repeat_password: '', terminos: false },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Output) {
    setServerError(null);
    const res = await equipo.unirse({ body: values }, { skipSessionHandling: true });
    if (res.state && res.data[0]) {
      tokenStore.set(res.data[0]);
      invalidateSession();
      navigate(paths.empresas.home, { replace: true });
      return;
    }
    if (applyServerErrors(form, res, FIELDS).length === 0) setServerError(res.message);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4" aria-label="Unirme al equipo">
      <Field label="Correo" value={inv.correo} readOnly disabled />
      {nameFields(form)}
      <PasswordFields
        password={form.register('password')}
        repeat={form.register('repeat_password')}
        passwordError={errors.password?.message}
        repeatError={errors.repeat_password?.message}
      />
      <CheckboxField label={<TermsLabel />} required error={errors.terminos?.message} {...form.register('terminos')} />
      <FormAlert>{serverError}</FormAlert>
      <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full`}>
        {isSubmitting ? 'Uniéndote…' : 'Unirme al equipo'}
      </button>
    </Form>
  );
}
