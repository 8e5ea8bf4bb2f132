/** Calls of applicant premium (docs/premium.md). */
import type { PremiumItem, PremiumStatus } from '@practiperu/shared/premium';
import type { PagoPremiumData } from '@practiperu/shared/schemas/premium';
import { api, type ApiResult } from '../../lib/api-client';
import type { Loaded } from '../cuenta/account-data';

function one<T>(res: ApiResult<T>): Loaded<T> {
  const item = res.data[0];
  return res.state && item !== undefined ? { ok: true, data: item } : { ok: false, message: res.message };
}

export async function loadPremiumStatus(): Promise<Loaded<PremiumStatus>> {
  return one(await api.get<PremiumStatus>('postulantePremium/isPremiumPostulant'));
}

export function createPagoPremium(data: Omit<PagoPremiumData, 'confirmar'> & { confirmar?: 0 | 1 }) {
  return api.post<{ id: number; estado_pago: 0 }>('pagoPremium/create', data);
}

export function hidePremiumRejection(id: number) {
  return api.patch<never>(`pagoPremium/disable-show-reject-message/${id}`);
}

/** What a locked page lists: the type and title of each published item, nothing else (`optional.titulos` of the 403). */
export interface PremiumTitle {
  type: 'video' | 'recurso';
  title: string;
}

export interface PremiumList {
  items: PremiumItem[];
  /** 403: the applicant is not premium (the page shows the upgrade prompt). */
  locked: boolean;
  /** With `locked`: the titles of what the membership opens. */
  titles?: PremiumTitle[];
}

function titlesOf(value: unknown): PremiumTitle[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (t): t is PremiumTitle => !!t && typeof t === 'object' && typeof t.title === 'string' && (t.type === 'video' || t.type === 'recurso'),
  );
}

export async function loadPremiumData(): Promise<Loaded<PremiumList>> {
  const res = await api.get<PremiumItem>('recursos/getPremiumData');
  if (res.status === 403) return { ok: true, data: { items: [], locked: true, titles: titlesOf(res.optional?.titulos) } };
  return res.state ? { ok: true, data: { items: res.data, locked: false } } : { ok: false, message: res.message };
}

export async function loadPremiumVideo(id: string): Promise<Loaded<PremiumItem> & { locked?: boolean }> {
  const res = await api.get<PremiumItem>(`postulantePremium/getVideo/${encodeURIComponent(id)}`);
  if (res.status === 403) return { ok: false, message: res.message, locked: true };
  return one(res);
}

export interface Membresia {
  estado: PremiumStatus;
  historial: {
    id: number;
    inicio: string;
    expira_el: string;
    nro_operacion: string | null;
    metodo_pago: string | null;
    monto: number | null;
  }[];
}

export async function loadMembresia(): Promise<Loaded<Membresia>> {
  return one(await api.get<Membresia>('postulantePremium/membresia'));
}

export async function loadPremiumTemplates(): Promise<{ beneficios: Loaded<string>; comoPagar: Loaded<string> }> {
  const [pricing, description] = await Promise.all([
    api.get<{ premium: string }>('recursos/getTemplatePricing'),
    api.get<string>('recursos/getTemplatePaymentDescription', { query: { tipo: 'premium' } }),
  ]);
  const p = pricing.data[0];
  const d = description.data[0];
  return {
    beneficios: pricing.state && p ? { ok: true, data: p.premium } : { ok: false, message: pricing.message },
    comoPagar: description.state && typeof d === 'string' ? { ok: true, data: d } : { ok: false, message: description.message },
  };
}
