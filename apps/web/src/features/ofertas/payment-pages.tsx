/**
 * Steps 2 and 3 of the featured flow (recruiter §2, §4, §8; C9, C25).
 *
 * `publicar/destacado/pago`: needs the created offer's id and the permission flag (else publicar/destacado). It
 * shows the payment description (server HTML), the price (S/ 69), the platform's billing data (C9) and takes the
 * operation number, the method and the amount → `pago/create`. A failure is a 5-second toast with the spec's text,
 * 'Nro. de operación inválida' for a repeated number (`pagoErrorMessage`). Cancel goes to Mis publicaciones.
 *
 * `publicar/destacado/completado`: needs the flag of a received payment; reads the session again. Leaving either
 * page clears the flow (featured-flow.ts).
 */
import { PRICE_FEATURED_OFFER, TOAST_PAYMENT_ERROR_MS } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import {
  DUPLICATE_MARKER,
  METODOS_PAGO,
  PAGO_MESSAGES,
  pagoErrorMessage,
  pagoFormDefaults,
  pagoFormSchema,
  type PagoFormInput,
} from '@practiperu/shared/schemas/pago';
import { useEffect, useState } from 'react';
import { Link, redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Field, Form, FormAlert, useAppForm } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { invalidateSession } from '../../lib/session';
import type { Loaded } from '../cuenta/account-data';
import { formResolver } from '../cuenta/form-resolver';
import { applyServerErrors } from '../cuenta/server-errors';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, CARD, DataList, IconBadge } from '../cuenta/ui';
import { createPago, loadInfoFactura, loadPaymentDescription, type InfoFactura } from './api';
import { featuredFlow, type FeaturedFlow } from './featured-flow';
import { FeaturedSteps } from './featured-steps';

// ------------------------------------------------------------------ step 2

export interface PaymentData {
  flow: FeaturedFlow;
  description: Loaded<string>;
  factura: Loaded<InfoFactura>;
}

export async function paymentLoader(): Promise<PaymentData> {
  const flow = featuredFlow.get();
  if (!flow?.pago) throw redirect(paths.empresas.publishFeatured);
  const [description, factura] = await Promise.all([loadPaymentDescription(), loadInfoFactura()]);
  return { flow, description, factura };
}

/** The flow is kept while the person stays in it; any other way out clears it (spec §4). */
function useFlowPage(keep?: () => boolean) {
  useEffect(() => {
    featuredFlow.cancelScheduledClear();
    return () => featuredFlow.scheduleClear(keep);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

type Values = PagoFormInput;
type Output = z.output<typeof pagoFormSchema>;
const FIELDS = ['nro_operacion', 'metodo_pago', 'monto'] as const;

function PaymentForm({ flow }: { flow: FeaturedFlow }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [detail, setDetail] = useState<string | null>(null);
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof pagoFormSchema>(pagoFormSchema),
    defaultValues: pagoFormDefaults as Values,
  });
  const { errors, isSubmitting } = form.formState;

  async function pay(data: Output) {
    setDetail(null);
    const res = await createPago({ id_oferta: flow.id_oferta, ...data, pass_to_destacado: flow.pass_to_destacado });
    if (res.state) {
      featuredFlow.complete();
      navigate(paths.empresas.publishFeaturedDone, { replace: true });
      return;
    }
    // Spec §8: the spec's text in a 5-second toast; a repeated operation number says so on its field.
    const text = pagoErrorMessage(res.message);
    toast({ title: 'Pago', message: text, variant: 'error', durationMs: TOAST_PAYMENT_ERROR_MS });
    if (res.message?.includes(DUPLICATE_MARKER)) {
      form.setError('nro_operacion', { type: 'server', message: PAGO_MESSAGES.duplicate });
      setTimeout(() => form.setFocus('nro_operacion'), 0);
      return;
    }
    applyServerErrors(form, res, FIELDS);
    setDetail(res.message || null);
  }

  return (
    <Form onSubmit={form.handleSubmit(pay)} aria-label="Datos del pago" className="space-y-4">
      <Field
        label="Número de operación"
        required
        maxLength={255}
        autoComplete="off"
        hint="Está en la constancia de Yape o de tu transferencia."
        error={errors.nro_operacion?.message}
        {...form.register('nro_operacion')}
      />
      <fieldset aria-describedby={errors.metodo_pago ? 'metodo-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          Método de pago
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {METODOS_PAGO.map((m) => (
            <label
              key={m}
              className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 has-checked:border-slate-900 has-checked:bg-slate-50 has-checked:ring-1 has-checked:ring-slate-900 dark:has-checked:border-slate-100 dark:has-checked:bg-slate-800 dark:has-checked:ring-slate-100 ${
                errors.metodo_pago ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
              }`}
            >
              <input
                type="radio"
                value={m}
                aria-invalid={errors.metodo_pago ? true : undefined}
                className="size-4 accent-brand-600 dark:focus-visible:outline-brand-100!"
                {...form.register('metodo_pago')}
              />
              <span className="font-medium text-slate-900 dark:text-white">{m}</span>
            </label>
          ))}
        </div>
        {errors.metodo_pago?.message && (
          <p id="metodo-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.metodo_pago.message}
          </p>
        )}
      </fieldset>
      <Field
        label="Monto pagado"
        required
        prefix="S/"
        inputMode="decimal"
        hint={`El aviso destacado cuesta S/ ${PRICE_FEATURED_OFFER}.`}
        error={errors.monto?.message}
        className="sm:max-w-xs"
        {...form.register('monto')}
      />
      <FormAlert>{detail}</FormAlert>
      <div className="flex flex-wrap gap-3 pt-1">
        <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
          {isSubmitting ? 'Enviando…' : 'Registrar pago'}
        </button>
        <button
          type="button"
          className={`${BUTTON_SECONDARY} w-full sm:w-auto`}
          onClick={() => {
            featuredFlow.clear();
            navigate(paths.empresas.myOffers);
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

function BillingCard({ factura }: { factura: Loaded<InfoFactura> }) {
  if (!factura.ok) return null;
  const info = factura.data;
  return (
    <section
      aria-labelledby="facturacion"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="facturacion" className="mb-3 flex items-center gap-2 font-bold text-slate-900 dark:text-white">
        <Icon name="document" className="size-5 text-brand-700 dark:text-brand-100" />
        Datos de facturación
      </h2>
      <DataList
        columns={1}
        items={[
          { label: 'Razón social', value: info.razon_social },
          { label: 'RUC', value: <span className="tabular-nums">{info.ruc}</span> },
          {
            label: 'Correo',
            value: (
              <a href={`mailto:${info.correo}`} className="break-words text-brand-700 underline dark:text-brand-100">
                {info.correo}
              </a>
            ),
          },
          {
            label: 'WhatsApp de pagos',
            value: (
              <a href={`https://wa.me/51${info.whatsapp}`} className="text-brand-700 underline tabular-nums dark:text-brand-100">
                +51 {info.whatsapp}
              </a>
            ),
          },
        ]}
      />
    </section>
  );
}

/** `/empresas/publicar/destacado/pago` (step 2 of 3). */
export function PaymentPage() {
  const { flow, description, factura } = useLoaderData() as PaymentData;
  useFlowPage(() => featuredFlow.get()?.completado === true);
  return (
    <div className="max-w-5xl">
      <FeaturedSteps current={2} />
      <PageTitle
        subtitle={
          <>
            Oferta: <strong className="text-slate-900 dark:text-white">{flow.titulo || `N.º ${flow.id_oferta}`}</strong>
          </>
        }
      >
        Pago del aviso destacado
      </PageTitle>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <section aria-labelledby="como-pagar" className={CARD}>
            <h2 id="como-pagar" className="sr-only">
              Cómo pagar
            </h2>
            {description.ok ? (
              <HtmlContent html={description.data} className="[&_h3:first-child]:mt-0" />
            ) : (
              <FormAlert title="No se pudo cargar la descripción del pago">{description.message || 'Se produjo un error.'}</FormAlert>
            )}
          </section>
          <section aria-labelledby="datos-pago" className={CARD}>
            <h2 id="datos-pago" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
              Registra tu pago
            </h2>
            <PaymentForm flow={flow} />
          </section>
        </div>
        <aside className="space-y-5">
          <section
            aria-labelledby="precio"
            className="rounded-xl border border-yellow-400 bg-yellow-50 p-5 text-yellow-950 shadow-sm dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100"
          >
            <h2 id="precio" className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
              <Icon name="star" className="size-4" />
              Aviso destacado
            </h2>
            <p className="mt-1 text-4xl font-extrabold tabular-nums">S/ {PRICE_FEATURED_OFFER}</p>
            <p className="mt-1 text-sm">Pago único. Tu aviso se destaca cuando validemos el pago.</p>
          </section>
          <BillingCard factura={factura} />
        </aside>
      </div>
    </div>
  );
}

// ------------------------------------------------------------------ step 3

export interface CompletedData {
  flow: FeaturedFlow;
}

export async function completedLoader(): Promise<CompletedData> {
  const flow = featuredFlow.get();
  if (!flow?.completado) throw redirect(paths.empresas.publishFeatured);
  return { flow };
}

/** `/empresas/publicar/destacado/completado` (step 3 of 3). */
export function CompletedPage() {
  const { flow } = useLoaderData() as CompletedData;
  const revalidator = useRevalidator();
  useFlowPage();
  // Spec §2: step 3 reads the session again (the offer's state and the menu follow).
  useEffect(() => {
    invalidateSession();
    void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="max-w-3xl">
      <FeaturedSteps current={3} />
      <section className={`${CARD} text-center`}>
        <div className="mb-2 flex justify-center">
          <IconBadge name="check" tone="success" />
        </div>
        <PageTitle subtitle="Lo validaremos en las próximas horas y te avisaremos por correo.">¡Listo! Recibimos tu pago</PageTitle>
        <p className="text-slate-700 dark:text-slate-300">
          Tu oferta <strong className="text-slate-900 dark:text-white">{flow.titulo}</strong> aparece en Mis publicaciones como «Destacado
          pendiente» hasta que validemos el pago. Luego la revisamos y la publicamos destacada.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.empresas.myOffers} className={BUTTON_PRIMARY}>
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
