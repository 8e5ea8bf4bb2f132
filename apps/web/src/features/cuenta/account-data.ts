/** `GET usuario/myAccount` and `GET usuario/myEmail`, read by the loaders of the account screens. */
import { TIME_ZONE } from '@practiperu/shared/constants';
import type { AccountSummary } from '@practiperu/shared/cuenta';
import type { OrganizacionCuenta } from '@practiperu/shared/organizacion';
import { organizacion } from '../../lib/api/organizacion';
import { usuario } from '../../lib/api/usuario';
import type { Loaded } from '../../lib/loaded';

/** A company's part of the account summary. */
export type Organizacion = NonNullable<AccountSummary['organizacion']>;

export type MyAccount = AccountSummary & {
  /** Companies: the company data of `organizacion/myAccount`, when it could be read. */
  empresa?: OrganizacionCuenta | null;
};

export async function myAccountLoader(): Promise<Loaded<MyAccount>> {
  const res = await usuario.myAccount();
  const account = res.data[0];
  return res.state && account ? { ok: true, data: account } : { ok: false, message: res.message };
}

/** The company's 'Mi cuenta': the account plus the company data (description, contact, location, web). */
export async function empresaAccountLoader(): Promise<Loaded<MyAccount>> {
  const [account, org] = await Promise.all([myAccountLoader(), organizacion.myAccount()]);
  if (!account.ok) return account;
  return { ok: true, data: { ...account.data, empresa: org.state ? (org.data[0] ?? null) : null } };
}

export interface MyEmail {
  email: string;
  /** Seconds until another change link can be asked for (`optional.retry_after`; 0 when it can be now). */
  retryAfter: number;
}

/** data[0] is the current address. */
export async function myEmailLoader(): Promise<Loaded<MyEmail>> {
  const res = await usuario.myEmail();
  if (!res.state || !res.data[0]) return { ok: false, message: res.message };
  return { ok: true, data: { email: res.data[0], retryAfter: Math.max(0, Math.ceil(res.optional.retry_after)) } };
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
