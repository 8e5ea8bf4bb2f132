/** What the registration forms hand to `…/registrarse/continuar` in router state. */
import type { OptionalOfCall } from '@practiperu/shared/api/contract';
import type { UsuarioApi } from '@practiperu/shared/api/usuario';
import type { NavigateFunction } from 'react-router';
import { AREAS, type CuentaArea } from './areas';

export interface RegisterContinueState {
  state: boolean;
  /** data[0] of the registration answer: the token of `usuario/reSendMailRegister/{token}`. */
  token_resend_mail: string;
  /** The e-mail was registered but not confirmed (a new link was sent unless one went out < 180 s ago). */
  existing_account: boolean;
  message: string;
  /** The address the mail went to, shown on the page so a typo can be seen. */
  correo?: string;
  /** Seconds until the resend button works (`optional.retry_after`; 0: now). Without it: 180. */
  retry_after?: number;
}

export const REGISTER_SUCCESS_MESSAGE = 'Se envió un mensaje a su correo, verifique su cuenta para completar el registro.';
export const REGISTER_EXISTING_MESSAGE =
  'Ya se registró este correo, te volvimos a enviar un nuevo enlace a tu correo para activar tu cuenta.';

export function isRegisterContinueState(value: unknown): value is RegisterContinueState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return v.state === true && typeof v.token_resend_mail === 'string' && v.token_resend_mail.length > 0;
}

/** A successful registration's answer (both registration calls answer alike). */
export interface Registered {
  data: string[];
  message: string;
  optional: OptionalOfCall<UsuarioApi['calls']['registerPostulant']>;
}

/** After a successful registration: the continue page, with the answer and the address in router state. */
export function goToRegisterContinue(navigate: NavigateFunction, area: CuentaArea, res: Registered, correo: string) {
  const existing = res.optional.existing_account;
  const state: RegisterContinueState = {
    state: true,
    token_resend_mail: res.data[0] ?? '',
    existing_account: existing,
    message: res.message || (existing ? REGISTER_EXISTING_MESSAGE : REGISTER_SUCCESS_MESSAGE),
    correo,
    retry_after: Math.max(0, Math.ceil(res.optional.retry_after)),
  };
  navigate(AREAS[area].registerContinue, { state });
}
