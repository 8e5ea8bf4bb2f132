/**
 * The unsubscribe link every marketing mail carries: `{publicUrl}/{postulantes|empresas}/suscripciones/{token}`.
 *
 * Usage in a feature that sends a marketing mail, inside the transaction that stores the mail:
 *   const { unsubscribeUrl } = createUnsubscribeLinks({ publicUrl: app.config.publicUrl, now: app.now });
 *   const url = await unsubscribeUrl(tx, { id: user.id, rol: user.rol });
 *   await app.mailer.send(tx, user.correo, renderMail({ …, unsubscribeUrl: url }), 'marketing');
 *
 * Each mail gets its own 'suscripcion' token (one year, single use); older links keep working, because a
 * person may open any of the mails they received.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import { issueToken } from '../../lib/one-time-tokens.ts';

/** The web area of an account (role 1 is a company, any other role uses the applicant pages). */
export function areaOf(rol: number): 'empresas' | 'postulantes' {
  return rol === ROLE.RECLUTADOR ? 'empresas' : 'postulantes';
}

export function createUnsubscribeLinks(deps: { publicUrl: string; now: () => Date }) {
  async function unsubscribeUrl(tx: DbOrTx, usuario: { id: number; rol: number }): Promise<string> {
    const token = await issueToken(tx, { usuarioId: usuario.id, tipo: 'suscripcion', now: deps.now() });
    return `${deps.publicUrl}/${areaOf(usuario.rol)}/suscripciones/${token}`;
  }
  return { unsubscribeUrl };
}
