/** What the registration forms hand to `…/registrarse/continuar` in router state (spec §2). */
import type { NavigateFunction } from 'react-router';
import type { ApiResult } from '../../lib/api-client';
import { AREAS, type CuentaArea } from './areas';

export interface RegisterContinueState {
  state: boolean;
  /** data[0] of the registration answer: the token of `usuario/reSendMailRegister/{token}`. */
  token_resend_mail: string;
  /** C5: the e-mail was registered but not confirmed; a new link was sent. */
  existing_account: boolean;
  message: string;
}

export const REGISTER_SUCCESS_MESSAGE = 'Se envió un mensaje a su correo, verifique su cuenta para completar el registro.';
export const REGISTER_EXISTING_MESSAGE =
  'Ya se registró este correo, te volvimos a enviar un nuevo enlace a tu correo para activar tu cuenta.';

export function isRegisterContinueState(value: unknown): value is RegisterContinueState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return v.state === true && typeof v.token_resend_mail === 'string' && v.token_resend_mail.length > 0;
}

/** After a successful registration: the continue page, with the answer in router state. */
export function goToRegisterContinue(navigate: NavigateFunction, area: CuentaArea, res: ApiResult<string>) {
  const existing = res.optional?.existing_account === true;
  const state: RegisterContinueState = {
    state: true,
    token_resend_mail: String(res.data[0] ?? ''),
    existing_account: existing,
    message: res.message || (existing ? REGISTER_EXISTING_MESSAGE : REGISTER_SUCCESS_MESSAGE),
  };
  navigate(AREAS[area].registerContinue, { state });
}
