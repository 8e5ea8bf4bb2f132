/**
 * Steps 2 and 3 of the featured flow.
 *
 * `publicar/destacado/pago`: needs the created offer's id and the permission flag (else publicar/destacado). It
 * shows the payment description (server HTML), the price (S/ 69), the platform's billing data and takes the
 * operation number, the method and the amount → `pago/create`. A failure is a 5-second toast with the spec's text,
 * 'Nro. de operación inválida' for a repeated number (`pagoErrorMessage`). Cancel goes to Mis publicaciones.
 *
 * `publicar/destacado/completado`: needs the flag of a received payment; reads the session again. Leaving either
 * page clears the flow (destacado-flow.ts).
 */
import { PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { useEffect } from 'react';
import { Link, redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { Form, FormAlert } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { invalidateSession } from '../../lib/session';
import { useSessionUser } from '../../lib/use-session-user';
import { asientoPuede } from '@practiperu/shared/equipo';
import type { Loaded } from '../../lib/loaded';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { CARD } from '../../components/card';
import { IconBadge } from '../../components/icon-badge';
import { BillingCard, PagoFields, PagoLayout, PriceCard, usePagoForm, type PagoOutput } from '../pagos';
import { createPago, loadInfoFactura, loadPagoDescription, loadSolicitudVigente, type InfoFactura } from './api';
import { destacadoFlow, type DestacadoFlow } from './destacado-flow';
import { DestacadoSteps } from './destacado-steps';

// ------------------------------------------------------------------ step 2

export interface PagoData {
  flow: DestacadoFlow;
  description: Loaded<string>;
  factura: Loaded<InfoFactura>;
  /** Paying a seat's request: whether it is still pending (null: not from a request). */
  solicitud: Loaded<true> | null;
}

export async function pagoLoader(): Promise<PagoData> {
  const flow = destacadoFlow.get();
  if (!flow?.pago) throw redirect(paths.empresas.publishDestacado);
  // From a seat's request (Equipo), read again with the step (a reload, a tab left open): resolved meanwhile, the step
  // says so instead of offering a form «Registrar pago» would refuse.
  const [description, factura, solicitud] = await Promise.all([
    loadPagoDescription(),
    loadInfoFactura(),
    flow.solicitud ? loadSolicitudVigente(flow.solicitud) : null,
  ]);
  return { flow, description, factura, solicitud };
}

/** The flow is kept while the person stays in it; any other way out clears it. */
function useFlowPage(keep?: () => boolean) {
  useEffect(() => {
    destacadoFlow.cancelScheduledClear();
    return () => destacadoFlow.scheduleClear(keep);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function PagoForm({ flow }: { flow: DestacadoFlow }) {
  const navigate = useNavigate();
  const { form, detail, clearDetail, fail } = usePagoForm(PRECIO_OFERTA_DESTACADA);
  const { isSubmitting } = form.formState;

  async function pay(data: PagoOutput) {
    clearDetail();
    const res = await createPago({
      id_oferta: flow.id_oferta,
      ...data,
      pass_to_destacado: flow.pass_to_destacado,
      ...(flow.solicitud ? { id_solicitud: flow.solicitud } : {}),
    });
    if (res.state) {
      destacadoFlow.complete();
      navigate(paths.empresas.publishDestacadoDone, { replace: true });
      return;
    }
    fail(res);
  }

  return (
    <Form onSubmit={form.handleSubmit(pay)} aria-label="Datos del pago" className="space-y-4">
      <PagoFields form={form} montoHint={`El aviso destacado cuesta S/ ${PRECIO_OFERTA_DESTACADA}.`} />
      <FormAlert>{detail}</FormAlert>
      <div className="flex flex-wrap gap-3 pt-1">
        <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
          {isSubmitting ? 'Enviando…' : 'Registrar pago'}
        </button>
        <button
          type="button"
          className={`${BUTTON_SECONDARY} w-full sm:w-auto`}
          onClick={() => {
            destacadoFlow.clear();
            navigate(paths.empresas.misOfertas);
          }}
        >
          Cancelar
        </button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Si cancelas, tu oferta queda en Mis publicaciones con la opción «Pagar destacado».
      </p>
    </Form>
  );
}

/** `/empresas/publicar/destacado/pago` (step 2 of 3). */
/** What a recruiter seat sees instead of the payment form: only administrators register payments. */
function PagoSoloAdministradores() {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">Solo los administradores de tu empresa registran pagos.</p>
      <p className="mt-1 text-sm">
        Tu oferta quedó guardada como aviso destacado pendiente de pago. Pide a un administrador de tu empresa que registre el pago desde
        Mis publicaciones.
      </p>
      <p className="mt-3">
        <Link to={paths.empresas.misOfertas} className={BUTTON_SECONDARY}>
          Ir a mis publicaciones
        </Link>
      </p>
    </div>
  );
}

/** What an administrator sees instead of the form when the seat's request it came to pay was resolved meanwhile. */
function SolicitudYaResuelta({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-3">
        <Link to={paths.empresas.equipo} className={BUTTON_SECONDARY}>
          Ver las solicitudes en Equipo
        </Link>
      </p>
    </div>
  );
}

export function PagoPage() {
  const { flow, description, factura, solicitud } = useLoaderData() as PagoData;
  useFlowPage(() => destacadoFlow.get()?.completado === true);
  const user = useSessionUser();
  // The server refuses a recruiter seat's payment: it is not offered a form it could not send.
  const administrador = !user || asientoPuede(user, 'pagos');
  return (
    <div className="max-w-5xl">
      <DestacadoSteps current={2} />
      <PageTitle
        subtitle={
          <>
            Oferta: <strong className="text-slate-900 dark:text-white">{flow.titulo || `N.º ${flow.id_oferta}`}</strong>
          </>
        }
      >
        Pago del aviso destacado
      </PageTitle>
      <PagoLayout
        description={description}
        form={
          !administrador ? (
            <PagoSoloAdministradores />
          ) : solicitud && !solicitud.ok ? (
            <SolicitudYaResuelta message={solicitud.message} />
          ) : (
            <PagoForm flow={flow} />
          )
        }
        aside={
          <>
            <PriceCard title="Aviso destacado" price={PRECIO_OFERTA_DESTACADA} tone="yellow">
              <p className="mt-1 text-sm">Pago único. Tu aviso se destaca cuando validemos el pago.</p>
            </PriceCard>
            <BillingCard factura={factura} title="Datos de facturación" icon="document" whatsappLabel="WhatsApp de pagos" />
          </>
        }
      />
    </div>
  );
}

// ------------------------------------------------------------------ step 3

export interface CompletedData {
  flow: DestacadoFlow;
}

export async function completedLoader(): Promise<CompletedData> {
  const flow = destacadoFlow.get();
  if (!flow?.completado) throw redirect(paths.empresas.publishDestacado);
  return { flow };
}

/** `/empresas/publicar/destacado/completado` (step 3 of 3). */
export function CompletedPage() {
  const { flow } = useLoaderData() as CompletedData;
  const revalidator = useRevalidator();
  useFlowPage();
  // Step 3 reads the session again (the offer's state and the menu follow).
  useEffect(() => {
    invalidateSession();
    void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="max-w-3xl">
      <DestacadoSteps current={3} />
      <section className={`${CARD} text-center`}>
        <div className="mb-2 flex justify-center">
          <IconBadge name="check" tone="success" />
        </div>
        <PageTitle subtitle="Lo validaremos en las próximas horas y te avisaremos por correo.">¡Listo! Recibimos tu pago</PageTitle>
        <p className="text-slate-700 dark:text-slate-300">
          Tu oferta <strong className="text-slate-900 dark:text-white">{flow.titulo}</strong>{' '}
          {flow.publicada
            ? 'sigue publicada como hasta ahora y pasa a destacada cuando validemos el pago.'
            : 'aparece en Mis publicaciones como «Destacado pendiente» hasta que validemos el pago. Luego la revisamos y la publicamos destacada.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.empresas.misOfertas} className={BUTTON_PRIMARY}>
            Ir a Mis publicaciones
          </Link>
          <Link to={paths.empresas.home} className={BUTTON_SECONDARY}>
            Ir al inicio
          </Link>
        </div>
      </section>
    </div>
  );
}
