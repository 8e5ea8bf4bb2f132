/**
 * `/postulantes/actualizar-premium` (applicant §2, §5, §8, §9; C9): what premium gives and how to pay (server HTML
 * the administrator edits), the price S/ 69, the billing data with the support WhatsApp number, and the form
 * nro_operacion, metodo_pago, monto (69 by default) → `pagoPremium/create`. A new request while one is pending asks
 * for confirmation first (and the server answers 409 without it). A failure is a 5-second toast with the spec's
 * text; a repeated operation number says 'Nro. de operación inválida' on its field.
 */
import { PRICE_PREMIUM_APPLICANT, TOAST_PAYMENT_ERROR_MS } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { DUPLICATE_MARKER, METODOS_PAGO, PAGO_MESSAGES, pagoErrorMessage } from '@practiperu/shared/schemas/pago';
import { PREMIUM_MESSAGES, pagoPremiumFormDefaults, pagoPremiumFormSchema, type PremiumStatus } from '@practiperu/shared/schemas/premium';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Field, Form, FormAlert, useAppForm } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Icon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { invalidateSession } from '../../lib/session';
import type { Loaded } from '../cuenta/account-data';
import { formResolver } from '../cuenta/form-resolver';
import { applyServerErrors } from '../cuenta/server-errors';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, CARD, DataList } from '../cuenta/ui';
import { loadInfoFactura, type InfoFactura } from '../ofertas/api';
import { createPagoPremium, loadPremiumStatus, loadPremiumTemplates } from './api';

export interface UpgradeData {
  beneficios: Loaded<string>;
  comoPagar: Loaded<string>;
  factura: Loaded<InfoFactura>;
  status: Loaded<PremiumStatus>;
}

export async function upgradeLoader(): Promise<UpgradeData> {
  const [templates, factura, status] = await Promise.all([loadPremiumTemplates(), loadInfoFactura(), loadPremiumStatus()]);
  return { ...templates, factura, status };
}

type Values = z.input<typeof pagoPremiumFormSchema>;
type Output = z.output<typeof pagoPremiumFormSchema>;
const FIELDS = ['nro_operacion', 'metodo_pago', 'monto'] as const;

function PremiumPaymentForm({ pending }: { pending: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [detail, setDetail] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Output | null>(null);
  const [sending, setSending] = useState(false);
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof pagoPremiumFormSchema>(pagoPremiumFormSchema),
    defaultValues: pagoPremiumFormDefaults as Values,
  });
  const { errors, isSubmitting } = form.formState;

  async function send(data: Output, confirmar: 0 | 1) {
    setDetail(null);
    setSending(true);
    const res = await createPagoPremium({ ...data, confirmar });
    setSending(false);
    if (res.state) {
      setConfirm(null);
      toast({ title: 'Premium', message: res.message, variant: 'success' });
      invalidateSession();
      await revalidator.revalidate();
      navigate(paths.postulantes.home, { replace: true });
      return;
    }
    if (res.status === 409 && (res.optional as { pendiente?: boolean } | undefined)?.pendiente) {
      setConfirm(data);
      return;
    }
    setConfirm(null);
    // Spec §8: the spec's text in a 5-second toast; a repeated operation number says so on its field.
    toast({ title: 'Pago', message: pagoErrorMessage(res.message), variant: 'error', durationMs: TOAST_PAYMENT_ERROR_MS });
    if (res.message?.includes(DUPLICATE_MARKER)) {
      form.setError('nro_operacion', { type: 'server', message: PAGO_MESSAGES.duplicate });
      setTimeout(() => form.setFocus('nro_operacion'), 0);
      return;
    }
    applyServerErrors(form, res, FIELDS);
    setDetail(res.message || null);
  }

  async function submit(data: Output) {
    // Applicant §4: a new request while one is pending asks for confirmation first.
    if (pending) setConfirm(data);
    else await send(data, 0);
  }

  return (
    <>
      <Form onSubmit={form.handleSubmit(submit)} aria-label="Datos del pago" className="space-y-4">
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
          hint={`Premium cuesta S/ ${PRICE_PREMIUM_APPLICANT}.`}
          error={errors.monto?.message}
          className="sm:max-w-xs"
          {...form.register('monto')}
        />
        <FormAlert>{detail}</FormAlert>
        <div className="flex flex-wrap gap-3 pt-1">
          <button type="submit" disabled={isSubmitting || sending} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
            {isSubmitting || sending ? 'Enviando…' : 'Registrar pago'}
          </button>
          <button type="button" className={`${BUTTON_SECONDARY} w-full sm:w-auto`} onClick={() => navigate(paths.postulantes.home)}>
            Cancelar
          </button>
        </div>
      </Form>
      <Modal
        open={confirm !== null}
        title="¿Registrar otra solicitud?"
        onClose={() => setConfirm(null)}
        size="sm"
        footer={
          <>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => setConfirm(null)}>
              No, volver
            </button>
            <button type="button" className={BUTTON_PRIMARY} disabled={sending} onClick={() => confirm && void send(confirm, 1)}>
              {sending ? 'Enviando…' : 'Sí, registrar'}
            </button>
          </>
        }
      >
        <p className="text-slate-700 dark:text-slate-300">{PREMIUM_MESSAGES.pendingConfirm}</p>
      </Modal>
    </>
  );
}

function SupportCard({ factura }: { factura: Loaded<InfoFactura> }) {
  if (!factura.ok) return null;
  const info = factura.data;
  return (
    <section
      aria-labelledby="facturacion"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="facturacion" className="mb-3 flex items-center gap-2 font-bold text-slate-900 dark:text-white">
        <Icon name="phone" className="size-5 text-brand-700 dark:text-brand-100" />
        Yape y ayuda con tu pago
      </h2>
      <DataList
        columns={1}
        items={[
          {
            label: 'Yape y WhatsApp de pagos',
            value: (
              <a href={`https://wa.me/51${info.whatsapp}`} className="text-brand-700 underline tabular-nums dark:text-brand-100">
                +51 {info.whatsapp}
              </a>
            ),
          },
          { label: 'Titular', value: info.razon_social },
          { label: 'RUC', value: <span className="tabular-nums">{info.ruc}</span> },
          {
            label: 'Correo',
            value: (
              <a href={`mailto:${info.correo}`} className="break-words text-brand-700 underline dark:text-brand-100">
                {info.correo}
              </a>
            ),
          },
        ]}
      />
    </section>
  );
}

export function UpgradePage() {
  const { beneficios, comoPagar, factura, status } = useLoaderData() as UpgradeData;
  const estado = status.ok ? status.data : null;
  return (
    <div className="max-w-5xl">
      <PageTitle subtitle="Paga con Yape o transferencia y registra tu número de operación.">Hazte Premium</PageTitle>
      {estado?.pago_pendiente && (
        <FormAlert variant="success" className="mb-5">
          {PREMIUM_MESSAGES.processing}
        </FormAlert>
      )}
      {estado?.estado_pago === 1 && estado.expira_el && (
        <FormAlert variant="success" className="mb-5">
          Ya eres Premium. Si pagas ahora, tu nueva membresía empieza cuando termine la actual.
        </FormAlert>
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <section aria-labelledby="como-pagar" className={CARD}>
            <h2 id="como-pagar" className="sr-only">
              Cómo pagar
            </h2>
            {comoPagar.ok ? (
              <HtmlContent html={comoPagar.data} className="[&_h3:first-child]:mt-0" />
            ) : (
              <FormAlert title="No se pudo cargar la descripción del pago">{comoPagar.message || 'Se produjo un error.'}</FormAlert>
            )}
          </section>
          <section aria-labelledby="datos-pago" className={CARD}>
            <h2 id="datos-pago" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
              Registra tu pago
            </h2>
            <PremiumPaymentForm pending={estado?.pago_pendiente ?? false} />
          </section>
        </div>
        <aside className="space-y-5">
          <section
            aria-labelledby="precio"
            className="rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950 shadow-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <h2 id="precio" className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
              <Icon name="star" className="size-4" />
              Premium
            </h2>
            <p className="mt-1 text-4xl font-extrabold tabular-nums">S/ {PRICE_PREMIUM_APPLICANT}</p>
            {beneficios.ok && <HtmlContent html={beneficios.data} className="mt-3 text-sm [&_h3:first-child]:hidden" />}
          </section>
          <SupportCard factura={factura} />
        </aside>
      </div>
    </div>
  );
}
