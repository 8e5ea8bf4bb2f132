/** `GET usuario/myAccount` and `GET usuario/myEmail`, read by the loaders of the account screens. */
import { TIME_ZONE } from '@practiperu/shared/constants';
import type { OrganizacionCuenta } from '@practiperu/shared/organizacion';
import { api } from '../../lib/api-client';

export interface Organizacion {
  ruc: string;
  nombre_completo: string;
  nombre: string;
  nro_contacto: string;
  cargo: string;
  logo_url: string | null;
  sectores: { id: number; name: string }[];
}

export interface MyAccount {
  id: number;
  role: number;
  nombres: string;
  apellidos: string;
  correo: string;
  autorizacion_marketing: number | boolean;
  creado_en: string;
  organizacion: Organizacion | null;
  /** Companies: the company data of `organizacion/myAccount`, when it could be read. */
  empresa?: OrganizacionCuenta | null;
}

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export async function myAccountLoader(): Promise<Loaded<MyAccount>> {
  const res = await api.get<MyAccount>('usuario/myAccount');
  const account = res.data[0];
  return res.state && account ? { ok: true, data: account } : { ok: false, message: res.message };
}

/** The company's 'Mi cuenta': the account plus the company data (description, contact, location, web). */
export async function companyAccountLoader(): Promise<Loaded<MyAccount>> {
  const [account, org] = await Promise.all([myAccountLoader(), api.get<OrganizacionCuenta>('organizacion/myAccount')]);
  if (!account.ok) return account;
  return { ok: true, data: { ...account.data, empresa: org.state ? (org.data[0] ?? null) : null } };
}

export interface MyEmail {
  email: string;
  /** Seconds until another change link can be asked for (`optional.retry_after`; 0 when it can be now). */
  retryAfter: number;
}

/** data[0] is the current address (a string; an object with `correo` is read too). */
export async function myEmailLoader(): Promise<Loaded<MyEmail>> {
  const res = await api.get<string | { correo?: string; email?: string }>('usuario/myEmail');
  const first = res.data[0];
  const email = typeof first === 'string' ? first : (first?.correo ?? first?.email);
  const wait = Number(res.optional?.retry_after);
  const retryAfter = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 0;
  return res.state && email ? { ok: true, data: { email, retryAfter } } : { ok: false, message: res.message };
}

const DATE = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/** '21 de noviembre de 2026' (es-PE writes 'setiembre'). */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** '987 654 321' → '+51 987 654 321'. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `+51 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : `+51 ${value}`;
}
