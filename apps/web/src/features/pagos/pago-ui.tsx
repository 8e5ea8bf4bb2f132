/**
 * What every payment page shares: the form nro_operacion, metodo_pago, monto with its
 * failure handling (the spec's text in a 5-second toast, 'Nro. de operación inválida' on its field for a repeated
 * operation number, the server's field errors in place), the card with the platform's billing data and payments
 * WhatsApp, the price card and the page layout. The featured offer's step 2 (ofertas/pago-pages.tsx) and the
 * applicant's premium upgrade (premium/upgrade-page.tsx) are built from these.
 */
import { TOAST_PAGO_ERROR_MS } from '@practiperu/shared/constants';
import { DUPLICATE_MARKER, METODOS_PAGO, PAGO_MESSAGES, pagoErrorMessage } from '@practiperu/shared/pago';
import { pagoFormSchemaFor, type pagoFormSchema, type PagoFormInput } from '@practiperu/shared/schemas/pago';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { HtmlContent } from '../../components/html-content';
import { Icon, type IconName } from '../../components/icon';
import { useToast } from '../../components/toast';
import type { ApiResult } from '../../lib/api-client';
import type { Loaded } from '../../lib/loaded';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { CARD } from '../../components/card';
import { DataList } from '../../components/data-list';
import type { InfoFactura } from '../ofertas';

export type PagoValues = PagoFormInput;
export type PagoOutput = z.output<typeof pagoFormSchema>;
export type PagoForm = UseFormReturn<PagoValues, unknown, PagoOutput>;
const FIELDS = ['nro_operacion', 'metodo_pago', 'monto'] as const;

/**
 * The payment form starting at `monto` (the price) and checked against it (another amount gets 'El monto
 * debe ser S/ {precio}.' at the field before anything is sent), and `fail(res)` for a refused payment: the toast, the
 * field errors and the server's detail (shown by `<FormAlert>{detail}</FormAlert>`).
 */
export function usePagoForm(monto: number) {
  const { toast } = useToast();
  const [detail, setDetail] = useState<string | null>(null);
  const [schema] = useState(() => pagoFormSchemaFor(monto));
  const form: PagoForm = useAppForm<PagoValues, unknown, PagoOutput>({
    resolver: formResolver<PagoValues, typeof pagoFormSchema>(schema),
    defaultValues: { nro_operacion: '', metodo_pago: '' as PagoValues['metodo_pago'], monto },
  });

  function fail(res: Pick<ApiResult<unknown>, 'message' | 'optional'>) {
    // The spec's text in a 5-second toast; a repeated operation number says so on its field.
    toast({ title: 'Pago', message: pagoErrorMessage(res.message), variant: 'error', durationMs: TOAST_PAGO_ERROR_MS });
    if (res.message?.includes(DUPLICATE_MARKER)) {
      // Drawn before the focus moves, so the field is announced with its message (as applyServerErrors does).
      flushSync(() => form.setError('nro_operacion', { type: 'server', message: PAGO_MESSAGES.duplicate }));
      form.setFocus('nro_operacion');
      return;
    }
    applyServerErrors(form, res, FIELDS);
    setDetail(res.message || null);
  }

  return { form, detail, clearDetail: () => setDetail(null), fail };
}

/** Operation number, Yape or transfer, amount paid (with the price as its hint). */
export function PagoFields({ form, montoHint }: { form: PagoForm; montoHint: string }) {
  const { errors } = form.formState;
  return (
    <>
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
        {/* Side by side while each box fits 'Transferencia' with room to spare, stacked on narrow phones. */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-2">
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
        hint={montoHint}
        error={errors.monto?.message}
        className="sm:max-w-xs"
        {...form.register('monto')}
      />
    </>
  );
}

/** The platform's billing data and payments WhatsApp, titled for the page it is on. */
export function BillingCard({
  factura,
  title,
  icon,
  whatsappLabel,
  whatsappFirst = false,
}: {
  factura: Loaded<InfoFactura>;
  title: string;
  icon: IconName;
  whatsappLabel: string;
  whatsappFirst?: boolean;
}) {
  if (!factura.ok) return null;
  const info = factura.data;
  const whatsapp = {
    label: whatsappLabel,
    value: (
      <a href={`https://wa.me/51${info.whatsapp}`} className="text-brand-700 underline tabular-nums dark:text-brand-100">
        +51 {info.whatsapp}
      </a>
    ),
  };
  const billing = [
    { label: whatsappFirst ? 'Titular' : 'Razón social', value: info.razon_social },
    { label: 'RUC', value: <span className="tabular-nums">{info.ruc}</span> },
    {
      label: 'Correo',
      value: (
        <a href={`mailto:${info.correo}`} className="break-words text-brand-700 underline dark:text-brand-100">
          {info.correo}
        </a>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="facturacion"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="facturacion" className="mb-3 flex items-center gap-2 font-bold text-slate-900 dark:text-white">
        <Icon name={icon} className="size-5 text-brand-700 dark:text-brand-100" />
        {title}
      </h2>
      <DataList columns={1} items={whatsappFirst ? [whatsapp, ...billing] : [...billing, whatsapp]} />
    </section>
  );
}

const PRICE_TONES = {
  amber: 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  yellow: 'border-yellow-400 bg-yellow-50 text-yellow-950 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100',
} as const;

/** The price in large type, with what it buys below. */
export function PriceCard({
  title,
  price,
  tone,
  children,
}: {
  title: string;
  price: number;
  tone: keyof typeof PRICE_TONES;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="precio" className={`rounded-xl border p-5 shadow-sm ${PRICE_TONES[tone]}`}>
      <h2 id="precio" className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
        <Icon name="star" className="size-4" />
        {title}
      </h2>
      <p className="mt-1 text-4xl font-extrabold tabular-nums">S/ {price}</p>
      {children}
    </section>
  );
}

/** How to pay (server HTML the administrator edits) and the form beside the price and billing cards. */
export function PagoLayout({ description, form, aside }: { description: Loaded<string>; form: ReactNode; aside: ReactNode }) {
  return (
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
          {form}
        </section>
      </div>
      <aside className="space-y-5">{aside}</aside>
    </div>
  );
}
