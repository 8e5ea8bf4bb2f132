/** Calls of applicant premium (docs/premium.md). */
import { PREMIUM_MESSAGES, type Membresia, type PremiumItem, type PremiumStatus } from '@practiperu/shared/premium';
import type { PagoPremiumInput } from '@practiperu/shared/schemas/premium';
import type { ApiResult } from '../../lib/api-client';
import { pagoPremium } from '../../lib/api/pago-premium';
import { postulantePremium, premiumData } from '../../lib/api/premium';
import { recursos } from '../../lib/api/recursos';
import type { Loaded } from '../../lib/loaded';
import { getSession } from '../../lib/session';

function one<T>(res: Pick<ApiResult<T>, 'state' | 'data' | 'message'>): Loaded<T> {
  const item = res.data[0];
  return res.state && item !== undefined ? { ok: true, data: item } : { ok: false, message: res.message };
}

export async function loadPremiumStatus(): Promise<Loaded<PremiumStatus>> {
  return one(await postulantePremium.isPremiumPostulant());
}

export function createPagoPremium(data: PagoPremiumInput) {
  return pagoPremium.create({ body: data });
}

export function hidePremiumRejection(id: number) {
  return pagoPremium.disableShowRejectMessage({ params: { id: String(id) } });
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
  /** With `locked`: the last day of the membership that ended (the page says so; the content was not asked for). */
  vencioEl?: string;
}

function titlesOf(value: unknown): PremiumTitle[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (t): t is PremiumTitle => !!t && typeof t === 'object' && typeof t.title === 'string' && (t.type === 'video' || t.type === 'recurso'),
  );
}

/**
 * Why the content is locked, read from the status (a 200 for every applicant) when the session is not premium: the
 * titles of what a membership opens and, when one ended, its last day. The pages then explain without asking for
 * the content and getting the 403 the browser reports in its console as a failed request. Null: ask for the content.
 */
async function bloqueo(): Promise<{ titles: PremiumTitle[]; vencioEl?: string } | null> {
  const user = await getSession();
  if (!user || user.is_premium) return null;
  const res = await postulantePremium.isPremiumPostulant();
  const status = res.data[0];
  if (!res.state || !status || !res.optional?.titulos) return null;
  const vencioEl = status.estado_pago === 0 || status.estado_pago === 1 ? undefined : (status.vencio_el ?? undefined);
  return { titles: titlesOf(res.optional.titulos), ...(vencioEl ? { vencioEl } : {}) };
}

export async function loadPremiumData(): Promise<Loaded<PremiumList>> {
  const locked = await bloqueo();
  if (locked) return { ok: true, data: { items: [], locked: true, ...locked } };
  const res = await premiumData.getPremiumData();
  if (!res.state && res.status === 403) return { ok: true, data: { items: [], locked: true, titles: titlesOf(res.optional?.titulos) } };
  return res.state ? { ok: true, data: { items: res.data, locked: false } } : { ok: false, message: res.message };
}

export async function loadPremiumVideo(id: string): Promise<Loaded<PremiumItem> & { locked?: boolean; vencioEl?: string }> {
  const locked = await bloqueo();
  if (locked)
    return { ok: false, message: PREMIUM_MESSAGES.locked, locked: true, ...(locked.vencioEl ? { vencioEl: locked.vencioEl } : {}) };
  const res = await postulantePremium.getVideo({ params: { id } });
  if (res.status === 403) return { ok: false, message: res.message, locked: true };
  return one(res);
}

export async function loadMembresia(): Promise<Loaded<Membresia>> {
  return one(await postulantePremium.membresia());
}

export async function loadPremiumTemplates(): Promise<{ beneficios: Loaded<string>; comoPagar: Loaded<string> }> {
  const [pricing, description] = await Promise.all([
    recursos.getTemplatePricing(),
    recursos.getTemplatePaymentDescription({ query: { tipo: 'premium' } }),
  ]);
  const p = pricing.data[0];
  const d = description.data[0];
  return {
    beneficios: pricing.state && p ? { ok: true, data: p.premium } : { ok: false, message: pricing.message },
    comoPagar: description.state && typeof d === 'string' ? { ok: true, data: d } : { ok: false, message: description.message },
  };
}
