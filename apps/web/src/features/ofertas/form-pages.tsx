/**
 * The pages around the offer form: publicar/gratis, publicar/destacado (step 1 of 3),
 * mis-publicaciones/{id}/actualizar (pending offers only, else /empresas/404), …/copiar and …/copiar-destacado.
 */
import { misOfertasPaths, paths } from '@practiperu/shared/paths';
import { limaToday } from '@practiperu/shared/dates';
import { formatDay } from '@practiperu/shared/formato';
import {
  defaultOfertaValues,
  deadlineRange,
  ESTADO_OFERTA,
  OFERTA_MESSAGES,
  TIPO_OFERTA,
  valuesForCopy,
  type CupoGratis,
  type OfertaCompleta,
  type OfertaFormValues,
  type TipoOferta,
} from '@practiperu/shared/oferta';
import { useState, type ReactNode } from 'react';
import { Link, redirect, useLoaderData, useLocation, useNavigate, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { asientoPuede, SOLICITUD_MESSAGES } from '@practiperu/shared/equipo';
import type { SessionUser } from '@practiperu/shared/session';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { CARD } from '../../components/card';
import { lookups } from '../../lib/lookups';
import { createOferta, loadCupoGratis, loadOfertaCompleta, ofertaActions, ofertaLookups, updateOferta } from './api';
import { destacadoFlow } from './destacado-flow';
import { DestacadoSteps } from './destacado-steps';
import { OfertaForm, type OfertaFormLookups } from './oferta-form';

// ------------------------------------------------------------------ loaders

async function loadLookups(): Promise<OfertaFormLookups> {
  const [modalidadesTiempo, lugares, idiomas, temas, subvencionMinima] = await Promise.all([
    ofertaLookups.modalidadesTiempo(),
    lookups.lugares(),
    lookups.idiomas(),
    lookups.temas(),
    ofertaLookups.subvencionMinima(),
  ]);
  return { modalidadesTiempo, lugares, idiomas, temas, subvencionMinima };
}

function failure(err: unknown): { ok: false; message: string } {
  return { ok: false, message: err instanceof Error ? err.message : '' };
}

export interface NewOfertaData {
  lookups: OfertaFormLookups;
  /** Free offers only: the quota of this month. */
  cupo: CupoGratis | null;
}

/** publicar/gratis and publicar/destacado: the lookups, and the free quota for free offers. */
export function newOfertaLoader(tipo: TipoOferta) {
  return async (): Promise<Loaded<NewOfertaData>> => {
    try {
      const [lk, cupo] = await Promise.all([loadLookups(), tipo === TIPO_OFERTA.GRATIS ? loadCupoGratis() : Promise.resolve(null)]);
      if (cupo && !cupo.ok) return cupo;
      return { ok: true, data: { lookups: lk, cupo: cupo?.data ?? null } };
    } catch (err) {
      return failure(err);
    }
  };
}

export interface OfertaFormData extends NewOfertaData {
  oferta: OfertaCompleta;
}

/**
 * The edit and duplicate pages: the offer's every field (`myIdComplete`). Another company's or a removed offer is
 * not found (/empresas/404); edit also sends there when the offer is no longer pending.
 */
export function ofertaFormLoader(kind: 'edit' | 'copy' | 'copy-featured') {
  return async ({ params }: LoaderFunctionArgs): Promise<Loaded<OfertaFormData>> => {
    const id = params.id ?? '';
    if (!/^\d+$/.test(id)) throw redirect(paths.empresas.notFound);
    try {
      const [oferta, lk, cupo] = await Promise.all([
        loadOfertaCompleta(id),
        loadLookups(),
        kind === 'copy' ? loadCupoGratis() : Promise.resolve(null),
      ]);
      if (!oferta.ok) {
        if ('notFound' in oferta) throw redirect(paths.empresas.notFound);
        return oferta;
      }
      if (kind === 'edit' && oferta.data.estado > ESTADO_OFERTA.PENDIENTE) throw redirect(paths.empresas.notFound);
      if (cupo && !cupo.ok) return cupo;
      return { ok: true, data: { oferta: oferta.data, lookups: lk, cupo: cupo?.data ?? null } };
    } catch (err) {
      if (err instanceof Response) throw err;
      return failure(err);
    }
  };
}

// ------------------------------------------------------------------ pieces

/** When no free publication is left, the way to a featured ad. */
export function NoQuotaCard({ cupo, destacadoTo }: { cupo: CupoGratis; destacadoTo: string }) {
  return (
    <section className={CARD} aria-labelledby="sin-cupo">
      <h2 id="sin-cupo" className="text-lg font-bold text-slate-900 dark:text-white">
        Ya usaste tus publicaciones gratuitas de este mes
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Usaste {cupo.usadas} de {cupo.total}.{cupo.renueva && ` Se renuevan el ${formatDay(cupo.renueva)}.`} Mientras tanto, puedes publicar
        un aviso destacado: se muestra primero a los postulantes y recibe postulaciones hasta por 30 días.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={destacadoTo} className={BUTTON_PRIMARY}>
          Publicar aviso destacado
        </Link>
        <Link to={paths.empresas.misOfertas} className={BUTTON_SECONDARY}>
          Ir a Mis publicaciones
        </Link>
      </div>
    </section>
  );
}

function Frame({
  backTo,
  backLabel,
  step,
  solicitud,
  title,
  subtitle,
  children,
}: {
  backTo: string;
  backLabel: string;
  step?: 1;
  /** A recruiter seat's featured path: it prepares the offer and an administrator pays. */
  solicitud?: boolean;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="max-w-4xl">
      <BackLink to={backTo}>{backLabel}</BackLink>
      {step && <DestacadoSteps current={step} solicitud={solicitud} />}
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      {children}
    </div>
  );
}

/** Only administrators pay: a recruiter seat (the holder's session has no seat fields) asks them instead. */
function useAsientoReclutador(): boolean {
  const user = useRouteLoaderData('empresas-private') as SessionUser | undefined;
  return user ? asientoPuede(user, 'solicitarDestacado') : false;
}

/** What a recruiter seat reads before step 1 of a featured offer: it cannot pay, and what happens instead. */
function NoPuedePagar() {
  return (
    <div
      role="note"
      data-testid="asiento-no-paga"
      className="mb-5 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
      <p>{SOLICITUD_MESSAGES.soloAdministradoresPagan}</p>
    </div>
  );
}

const SOLICITUD_FOOTNOTE =
  'Al guardar, tu oferta queda como destacada pendiente de pago y enviamos la solicitud a los administradores de tu empresa.';

/**
 * What create answers to the pages: free → toast and Mis publicaciones; featured → step 2 with the offer kept; featured
 * by a recruiter seat → the request to the administrators, then Mis publicaciones.
 */
function useAfterCreate(tipo: TipoOferta) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const asientoReclutador = useAsientoReclutador();
  async function pedir(idOferta: number) {
    const pedido = await ofertaActions.solicitarDestacado(idOferta, '');
    notify(pedido.message || OFERTA_MESSAGES.saved, pedido.state ? 'success' : 'error');
    navigate(paths.empresas.misOfertas);
  }
  return (res: Awaited<ReturnType<typeof createOferta>>) => {
    const created = res.state ? res.data[0] : undefined;
    if (tipo === TIPO_OFERTA.DESTACADO && created && asientoReclutador) {
      void pedir(created.id_oferta);
      return;
    }
    if (tipo === TIPO_OFERTA.DESTACADO && created) {
      destacadoFlow.startPago(created.id_oferta, created.titulo);
      navigate(paths.empresas.publishDestacadoPago);
      return;
    }
    notify(res.message || OFERTA_MESSAGES.saved, 'success');
    navigate(paths.empresas.misOfertas);
  };
}

const FREE_SUBTITLE = 'Revisamos tu convocatoria en un máximo de 48 horas. Recibe postulaciones hasta por 15 días.';
const DESTACADO_SUBTITLE = 'Completa los datos de tu aviso. En el siguiente paso registras el pago de S/ 69.';
const SOLICITUD_SUBTITLE =
  'Completa los datos de tu aviso. Al guardar, pedimos que un administrador de tu empresa pague el destacado (S/ 69).';
const DESTACADO_FOOTNOTE = 'Al continuar guardamos tu oferta como destacada pendiente de pago y pasas al paso 2.';

// ------------------------------------------------------------------ pages

/** `/empresas/publicar/gratis` and `/empresas/publicar/destacado` (step 1 of 3). */
export function NewOfertaPage({ tipo }: { tipo: TipoOferta }) {
  const loaded = useLoaderData() as Loaded<NewOfertaData>;
  const [now] = useState(() => new Date());
  const afterCreate = useAfterCreate(tipo);
  const destacado = tipo === TIPO_OFERTA.DESTACADO;
  const asientoReclutador = useAsientoReclutador();
  const pide = destacado && asientoReclutador;
  return (
    <Frame
      backTo={paths.empresas.publish}
      backLabel="Elegir otro tipo de aviso"
      step={destacado ? 1 : undefined}
      solicitud={pide}
      title={destacado ? 'Publicar aviso destacado' : 'Publicar aviso gratuito'}
      subtitle={pide ? SOLICITUD_SUBTITLE : destacado ? DESTACADO_SUBTITLE : FREE_SUBTITLE}
    >
      {!loaded.ok ? (
        <LoadError message={loaded.message} />
      ) : loaded.data.cupo && loaded.data.cupo.disponibles <= 0 ? (
        <NoQuotaCard cupo={loaded.data.cupo} destacadoTo={paths.empresas.publishDestacado} />
      ) : (
        <>
          {pide && <NoPuedePagar />}
          <OfertaForm
            tipo={tipo}
            initial={defaultOfertaValues(tipo, now, loaded.data.lookups.subvencionMinima)}
            lookups={loaded.data.lookups}
            plazo={deadlineRange(tipo, now)}
            submitLabel={pide ? 'Guardar y pedir el destacado' : destacado ? 'Guardar y continuar al pago' : 'Publicar convocatoria'}
            cancelTo={paths.empresas.publish}
            save={(data) => createOferta(data)}
            onSaved={afterCreate}
            footnote={
              pide
                ? SOLICITUD_FOOTNOTE
                : destacado
                  ? DESTACADO_FOOTNOTE
                  : 'Al publicar, tu convocatoria queda pendiente hasta que la revisemos (máximo 48 horas).'
            }
          />
        </>
      )}
    </Frame>
  );
}

/** `…/{id}/actualizar`: a pending offer, with the deadline window of its creation day. */
export function EditOfertaPage() {
  const loaded = useLoaderData() as Loaded<OfertaFormData>;
  const navigate = useNavigate();
  const location = useLocation();
  const { notify } = useToast();
  const oferta = loaded.ok ? loaded.data.oferta : null;
  const back = oferta ? misOfertasPaths(oferta.id).detail : paths.empresas.misOfertas;
  return (
    <Frame
      backTo={back}
      backLabel="Volver a la oferta"
      title="Editar convocatoria"
      subtitle="Puedes editarla mientras está pendiente de revisión."
    >
      {!loaded.ok || !oferta ? (
        <LoadError message={loaded.ok ? '' : loaded.message} />
      ) : (
        <OfertaForm
          tipo={oferta.tipo as TipoOferta}
          initial={editValues(oferta)}
          initialCarreras={oferta.carreras}
          lookups={loaded.data.lookups}
          plazo={oferta.plazo}
          desde={limaToday(new Date(oferta.creado_en))}
          submitLabel="Guardar cambios"
          cancelTo={back}
          save={(data) => updateOferta(oferta.id, data)}
          onSaved={(res) => {
            notify(res.message || OFERTA_MESSAGES.saved, 'success');
            // Back where the edit was opened from (the list or the offer's page).
            if (location.key !== 'default') navigate(-1);
            else navigate(back);
          }}
        />
      )}
    </Frame>
  );
}

/** The edit form's values: the stored offer as it is (its deadline too). */
export function editValues(oferta: OfertaCompleta): OfertaFormValues {
  return { ...valuesForCopy(oferta, oferta.tipo as TipoOferta), fin_convocatoria: oferta.fin_convocatoria, tipo: oferta.tipo };
}

/**
 * `…/{id}/copiar` (a free copy) and `…/{id}/copiar-destacado` (a featured copy: step 1 of 3). A copy starts with a new
 * deadline (today + 2 days), new states and no payment.
 */
export function CopyOfertaPage({ tipo }: { tipo: TipoOferta }) {
  const loaded = useLoaderData() as Loaded<OfertaFormData>;
  const [now] = useState(() => new Date());
  const afterCreate = useAfterCreate(tipo);
  const destacado = tipo === TIPO_OFERTA.DESTACADO;
  const asientoReclutador = useAsientoReclutador();
  const pide = destacado && asientoReclutador;
  const oferta = loaded.ok ? loaded.data.oferta : null;
  return (
    <Frame
      backTo={oferta ? misOfertasPaths(oferta.id).detail : paths.empresas.misOfertas}
      backLabel="Volver a la oferta"
      step={destacado ? 1 : undefined}
      solicitud={pide}
      title={destacado ? 'Duplicar como aviso destacado' : 'Duplicar convocatoria'}
      subtitle={
        pide
          ? 'Revisa los datos de la copia. Al guardar, pedimos que un administrador de tu empresa pague el destacado (S/ 69).'
          : destacado
            ? 'Revisa los datos de la copia. En el siguiente paso registras el pago de S/ 69.'
            : 'Revisa los datos de la copia: es una convocatoria nueva, con su propia fecha límite y revisión.'
      }
    >
      {!loaded.ok || !oferta ? (
        <LoadError message={loaded.ok ? '' : loaded.message} />
      ) : loaded.data.cupo && loaded.data.cupo.disponibles <= 0 ? (
        <NoQuotaCard cupo={loaded.data.cupo} destacadoTo={misOfertasPaths(oferta.id).copyDestacado} />
      ) : (
        <>
          {pide && <NoPuedePagar />}
          {oferta.estado === ESTADO_OFERTA.RECHAZADA && (
            // The reason stays in sight while the copy is corrected.
            <div
              role="note"
              data-testid="motivo-rechazo-copia"
              className="mb-5 flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">Corrige lo que indicó el administrador</p>
                <p className="mt-0.5 whitespace-pre-line">
                  <strong>Motivo de rechazo:</strong> {oferta.mensaje_rechazado || 'No se indicó un motivo.'}
                </p>
              </div>
            </div>
          )}
          <OfertaForm
            tipo={tipo}
            initial={valuesForCopy(oferta, tipo, now)}
            initialCarreras={oferta.carreras}
            lookups={loaded.data.lookups}
            plazo={deadlineRange(tipo, now)}
            submitLabel={pide ? 'Guardar y pedir el destacado' : destacado ? 'Guardar y continuar al pago' : 'Publicar convocatoria'}
            cancelTo={misOfertasPaths(oferta.id).detail}
            save={(data) => createOferta(data)}
            onSaved={afterCreate}
            footnote={pide ? SOLICITUD_FOOTNOTE : destacado ? DESTACADO_FOOTNOTE : undefined}
          />
        </>
      )}
    </Frame>
  );
}
