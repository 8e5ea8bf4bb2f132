/**
 * `/postulantes/actualizar-premium`: what premium gives and how to pay (server HTML
 * the administrator edits), the price S/ 69, the billing data with the support WhatsApp number, and the form
 * nro_operacion, metodo_pago, monto (69 by default) → `pagoPremium/create`. A new request while one is pending asks
 * for confirmation first (and the server answers 409 without it). A failure is a 5-second toast with the spec's
 * text; a repeated operation number says 'Nro. de operación inválida' on its field.
 */
import { PRECIO_POSTULANTE_PREMIUM } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { PREMIUM_MESSAGES, type PremiumStatus } from '@practiperu/shared/premium';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { Form, FormAlert } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { invalidateSession } from '../../lib/session';
import type { Loaded } from '../../lib/loaded';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { loadInfoFactura, type InfoFactura } from '../ofertas';
import { BillingCard, PagoFields, PagoLayout, PriceCard, usePagoForm, type PagoOutput } from '../pagos';
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

function PremiumPagoForm({ pending }: { pending: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const { form, detail, clearDetail, fail } = usePagoForm(PRECIO_POSTULANTE_PREMIUM);
  const [confirm, setConfirm] = useState<PagoOutput | null>(null);
  const [sending, setSending] = useState(false);
  const { isSubmitting } = form.formState;

  async function send(data: PagoOutput, confirmar: 0 | 1) {
    clearDetail();
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
    fail(res);
  }

  async function submit(data: PagoOutput) {
    // A new request while one is pending asks for confirmation first.
    if (pending) setConfirm(data);
    else await send(data, 0);
  }

  return (
    <>
      <Form onSubmit={form.handleSubmit(submit)} aria-label="Datos del pago" className="space-y-4">
        <PagoFields form={form} montoHint={`Premium cuesta S/ ${PRECIO_POSTULANTE_PREMIUM}.`} />
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
      <ConfirmModal
        open={confirm !== null}
        title="¿Registrar otra solicitud?"
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void send(confirm, 1)}
        confirmLabel="Sí, registrar"
        busyLabel="Enviando…"
        cancelLabel="No, volver"
        busy={sending}
        size="sm"
      >
        <p className="text-slate-700 dark:text-slate-300">{PREMIUM_MESSAGES.pendingConfirm}</p>
      </ConfirmModal>
    </>
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
      <PagoLayout
        description={comoPagar}
        form={<PremiumPagoForm pending={estado?.pago_pendiente ?? false} />}
        aside={
          <>
            <PriceCard title="Premium" price={PRECIO_POSTULANTE_PREMIUM} tone="amber">
              {beneficios.ok && <HtmlContent html={beneficios.data} className="mt-3 text-sm [&_h3:first-child]:hidden" />}
            </PriceCard>
            <BillingCard
              factura={factura}
              title="Yape y ayuda con tu pago"
              icon="phone"
              whatsappLabel="Yape y WhatsApp de pagos"
              whatsappFirst
            />
          </>
        }
      />
    </div>
  );
}
