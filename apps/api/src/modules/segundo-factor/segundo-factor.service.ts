/**
 * The second factor (TOTP, RFC 6238, through `otpauth`) of administrators and company administrators
 * (docs/security.md "Second factor"). Secrets are sealed with lib/secret-box.ts and never leave the server after
 * enrolment; recovery codes are kept as argon2id hashes (each salted) and used once; a code is accepted only for a
 * 30-second step later than the last accepted one, so a code seen once cannot be replayed.
 */
import { ROLE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { SEGUNDO_FACTOR_MESSAGES as M } from '@practiperu/shared/segundo-factor';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  codigoRecuperacion,
  desafioSegundoFactor,
  miembroOrganizacion,
  organizacion,
  segundoFactor,
  sesion,
  usuario,
} from '../../db/schema/index.ts';
import type { DesafioTipo } from '../../db/schema/segundo-factor.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { audit, type Actor } from '../admin/admin.public.ts';
import { registrarPorCuenta } from '../equipo/equipo.public.ts';
import { exigenciaCambiadaMail, segundoFactorAvisoMail } from './segundo-factor.mails.ts';

/** How long the step between the password and the code lasts. */
export const DESAFIO_TTL_MS = 5 * 60_000;
/** Codes tried on one challenge before it is void (the right one included). */
export const DESAFIO_INTENTOS = 5;
export const CODIGOS_RECUPERACION = 10;
const PERIODO = 30;
/** One step either side of now: a phone's clock a little off still works. */
const VENTANA = 1;
const ISSUER = 'PractiPerú';
/** Recovery codes' letters: no 0/O, 1/I/L, to be read from paper. */
const ALFABETO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface Desafio {
  desafio: string;
  inscribir: boolean;
  expira_en: number;
}

interface Cuenta {
  id: number;
  rol: number;
  correo: string;
  nombres: string;
  clave_hash: string;
}

const normalizarRecuperacion = (codigo: string) => codigo.replace(/-/g, '').toUpperCase();
/** A recovery code without its dash: 8 letters of `ALFABETO`. */
const FORMA_RECUPERACION = new RegExp(`^[${ALFABETO}]{8}$`);
/** How recovery codes were kept before argon2id: the code's SHA-256 in hex. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Whether a stored recovery-code hash is the code's: argon2id (salt inside the hash), or for rows written before
 * argon2id the hex SHA-256, compared as before (those codes cannot be re-hashed: only their SHA-256 is known).
 */
async function coincide(guardado: string, normalizado: string): Promise<boolean> {
  if (SHA256_HEX.test(guardado)) {
    return timingSafeEqual(Buffer.from(guardado, 'hex'), Buffer.from(hashToken(normalizado), 'hex'));
  }
  return verifyPassword(guardado, normalizado);
}
const esCodigoApp = (codigo: string) => /^\d{6}$/.test(codigo);
const codigoIncorrecto = () => fieldError('codigo', M.codigoIncorrecto);

export function createSegundoFactorService(deps: { db: Db; now: () => Date; config: Config; mailer: Mailer }) {
  const { db, now, config, mailer } = deps;
  const box = createSecretBox(config.TOTP_SECRET_KEY);

  const totpDe = (secreto: string, correo: string) =>
    new TOTP({ issuer: ISSUER, label: correo, algorithm: 'SHA1', digits: 6, period: PERIODO, secret: Secret.fromBase32(secreto) });

  /** Who may have a second factor, whether it must, and the company's setting for a company administrator. */
  async function situacion(usuarioId: number, rol: number) {
    if (rol === ROLE.ADMIN) return { disponible: true, exigido: config.ADMIN_2FA_REQUIRED, empresa: null };
    if (rol !== ROLE.RECLUTADOR) return { disponible: false, exigido: false, empresa: null };
    const [asiento] = await db
      .select({ rol: miembroOrganizacion.rol, organizacionId: organizacion.id, exige: organizacion.exigir_segundo_factor })
      .from(miembroOrganizacion)
      .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
      .where(eq(miembroOrganizacion.usuario_id, usuarioId))
      .limit(1);
    if (!asiento || asiento.rol !== 'administrador') return { disponible: false, exigido: false, empresa: null };
    return { disponible: true, exigido: asiento.exige, empresa: { id: asiento.organizacionId, exige: asiento.exige } };
  }

  async function factorDe(tx: DbOrTx, usuarioId: number) {
    const [row] = await tx.select().from(segundoFactor).where(eq(segundoFactor.usuario_id, usuarioId)).limit(1);
    return row;
  }

  async function cuenta(usuarioId: number): Promise<Cuenta> {
    const [row] = await db
      .select({ id: usuario.id, rol: usuario.rol, correo: usuario.correo, nombres: usuario.nombres, clave_hash: usuario.clave_hash })
      .from(usuario)
      .where(eq(usuario.id, usuarioId))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'No se encontró el usuario.');
    return row;
  }

  async function exigirDisponible(usuarioId: number, rol: number) {
    const s = await situacion(usuarioId, rol);
    if (!s.disponible) throw new AppError('FORBIDDEN', M.soloAdministradores);
    return s;
  }

  /**
   * After a right password: the challenge the login answers with instead of a session, or null when the account
   * logs in with its password alone (no second factor and none required).
   */
  async function desafioTrasClave(user: { id: number; rol: number }): Promise<Desafio | null> {
    const s = await situacion(user.id, user.rol);
    if (!s.disponible) return null;
    const factor = await factorDe(db, user.id);
    const activo = Boolean(factor?.confirmado_en);
    if (!activo && !s.exigido) return null;
    const tipo: DesafioTipo = activo ? 'ingreso' : 'inscripcion';
    const token = newToken();
    const current = now();
    await db.insert(desafioSegundoFactor).values({
      usuario_id: user.id,
      token_hash: hashToken(token),
      tipo,
      expira_en: new Date(current.getTime() + DESAFIO_TTL_MS),
      creado_en: current,
    });
    return { desafio: token, inscribir: !activo, expira_en: DESAFIO_TTL_MS / 1000 };
  }

  /**
   * Counts one attempt on a live challenge of a type and returns its account; a challenge unknown, used, expired or
   * out of attempts is refused (401: the login starts again from the password). Counted in one statement, so
   * parallel guesses cannot all slip under the limit.
   */
  async function abrirDesafio(token: string, tipo: DesafioTipo): Promise<{ id: number; usuarioId: number }> {
    const current = now();
    const [row] = await db
      .update(desafioSegundoFactor)
      .set({ intentos: sql`${desafioSegundoFactor.intentos} + 1` })
      .where(
        and(
          eq(desafioSegundoFactor.token_hash, hashToken(token)),
          eq(desafioSegundoFactor.tipo, tipo),
          isNull(desafioSegundoFactor.usado_en),
          gt(desafioSegundoFactor.expira_en, current),
          lt(desafioSegundoFactor.intentos, DESAFIO_INTENTOS),
        ),
      )
      .returning({ id: desafioSegundoFactor.id, usuarioId: desafioSegundoFactor.usuario_id });
    if (!row) throw new AppError('UNAUTHORIZED', M.desafioVencido);
    return row;
  }

  /** The account of a live enrolment challenge, without counting an attempt (showing a QR is no guess). */
  async function cuentaDeInscripcion(token: string): Promise<number> {
    const [row] = await db
      .select({ usuarioId: desafioSegundoFactor.usuario_id })
      .from(desafioSegundoFactor)
      .where(
        and(
          eq(desafioSegundoFactor.token_hash, hashToken(token)),
          eq(desafioSegundoFactor.tipo, 'inscripcion'),
          isNull(desafioSegundoFactor.usado_en),
          gt(desafioSegundoFactor.expira_en, now()),
          lt(desafioSegundoFactor.intentos, DESAFIO_INTENTOS),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('UNAUTHORIZED', M.desafioVencido);
    return row.usuarioId;
  }

  /** Uses a challenge up (only once, also under parallel calls): false when another call used it first. */
  async function cerrarDesafio(tx: DbOrTx, id: number): Promise<boolean> {
    const rows = await tx
      .update(desafioSegundoFactor)
      .set({ usado_en: now() })
      .where(and(eq(desafioSegundoFactor.id, id), isNull(desafioSegundoFactor.usado_en)))
      .returning({ id: desafioSegundoFactor.id });
    return rows.length === 1;
  }

  /**
   * Accepts a code of the app for the account's secret when its step is later than the last accepted one, and
   * records that step in the same statement (a replay, even a parallel one, finds the step taken).
   */
  async function aceptarCodigoApp(tx: DbOrTx, usuarioId: number, secreto: string, correo: string, codigo: string): Promise<boolean> {
    const timestamp = now().getTime();
    const delta = totpDe(secreto, correo).validate({ token: codigo, timestamp, window: VENTANA });
    if (delta === null) return false;
    const paso = TOTP.counter({ period: PERIODO, timestamp }) + delta;
    const rows = await tx
      .update(segundoFactor)
      .set({ ultimo_paso: paso })
      .where(and(eq(segundoFactor.usuario_id, usuarioId), or(isNull(segundoFactor.ultimo_paso), lt(segundoFactor.ultimo_paso, paso))))
      .returning({ usuario_id: segundoFactor.usuario_id });
    return rows.length === 1;
  }

  /**
   * Uses up one of the account's recovery codes. The unused ones (ten at most) are read and each is checked against
   * the code (argon2id, or the hex SHA-256 of a row written before argon2id); the matching row is then marked used
   * in one statement that still requires it unused, so a parallel replay of the same code finds it taken.
   */
  async function usarCodigoRecuperacion(tx: DbOrTx, usuarioId: number, codigo: string): Promise<boolean> {
    const normalizado = normalizarRecuperacion(codigo);
    // Not the shape of a recovery code: no row can match, and no hash is worth computing.
    if (!FORMA_RECUPERACION.test(normalizado)) return false;
    const filas = await tx
      .select({ id: codigoRecuperacion.id, codigo_hash: codigoRecuperacion.codigo_hash })
      .from(codigoRecuperacion)
      .where(and(eq(codigoRecuperacion.usuario_id, usuarioId), isNull(codigoRecuperacion.usado_en)));
    const aciertos = await Promise.all(filas.map((fila) => coincide(fila.codigo_hash, normalizado)));
    const fila = filas.find((_, i) => aciertos[i]);
    if (!fila) return false;
    const rows = await tx
      .update(codigoRecuperacion)
      .set({ usado_en: now() })
      .where(and(eq(codigoRecuperacion.id, fila.id), isNull(codigoRecuperacion.usado_en)))
      .returning({ id: codigoRecuperacion.id });
    return rows.length === 1;
  }

  /** A code of the active second factor: the app's, or (when allowed) a recovery code, used up. */
  async function comprobarCodigo(tx: DbOrTx, c: Pick<Cuenta, 'id' | 'correo'>, codigo: string, recuperacion: boolean): Promise<boolean> {
    const factor = await factorDe(tx, c.id);
    if (!factor?.confirmado_en) return false;
    if (esCodigoApp(codigo)) return aceptarCodigoApp(tx, c.id, box.open(factor.secreto_cifrado), c.correo, codigo);
    return recuperacion && usarCodigoRecuperacion(tx, c.id, codigo);
  }

  /** Ten new recovery codes in place of the account's others; the codes are returned once, only argon2id hashes kept. */
  async function nuevosCodigos(tx: DbOrTx, usuarioId: number): Promise<string[]> {
    const codigos = Array.from({ length: CODIGOS_RECUPERACION }, () => {
      const letras = Array.from({ length: 8 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
      return `${letras.slice(0, 4)}-${letras.slice(4)}`;
    });
    const hashes = await Promise.all(codigos.map((codigo) => hashPassword(normalizarRecuperacion(codigo))));
    await tx.delete(codigoRecuperacion).where(eq(codigoRecuperacion.usuario_id, usuarioId));
    await tx.insert(codigoRecuperacion).values(hashes.map((codigo_hash) => ({ usuario_id: usuarioId, codigo_hash })));
    return codigos;
  }

  async function estado(user: { id: number; role: number }) {
    const s = await situacion(user.id, user.role);
    const factor = s.disponible ? await factorDe(db, user.id) : undefined;
    const [restantes] = factor?.confirmado_en
      ? await db
          .select({ n: count() })
          .from(codigoRecuperacion)
          .where(and(eq(codigoRecuperacion.usuario_id, user.id), isNull(codigoRecuperacion.usado_en)))
      : [{ n: 0 }];
    return {
      disponible: s.disponible,
      activo: Boolean(factor?.confirmado_en),
      exigido: s.exigido,
      codigos_restantes: restantes?.n ?? 0,
      empresa_exige: s.empresa ? s.empresa.exige : null,
    };
  }

  /** A new secret (replacing an unconfirmed one) and its QR; refused when a second factor is already active. */
  async function iniciar(usuarioId: number) {
    const c = await cuenta(usuarioId);
    await exigirDisponible(c.id, c.rol);
    const actual = await factorDe(db, c.id);
    if (actual?.confirmado_en) throw new AppError('CONFLICT', M.yaActivo);
    const secreto = new Secret({ size: 20 }).base32;
    const sellado = box.seal(secreto);
    await db
      .insert(segundoFactor)
      .values({ usuario_id: c.id, secreto_cifrado: sellado, creado_en: now() })
      .onConflictDoUpdate({ target: segundoFactor.usuario_id, set: { secreto_cifrado: sellado, ultimo_paso: null, creado_en: now() } });
    const otpauth = totpDe(secreto, c.correo).toString();
    const qr_svg = await QRCode.toString(otpauth, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secreto, otpauth, qr_svg };
  }

  /** The first code confirms the enrolment; the answer is the recovery codes (shown once). */
  async function confirmar(usuarioId: number, codigo: string): Promise<string[]> {
    const c = await cuenta(usuarioId);
    await exigirDisponible(c.id, c.rol);
    return db.transaction(async (tx) => {
      const factor = await factorDe(tx, c.id);
      if (!factor) throw new AppError('CONFLICT', M.sinInscripcion);
      if (factor.confirmado_en) throw new AppError('CONFLICT', M.yaActivo);
      if (!esCodigoApp(codigo) || !(await aceptarCodigoApp(tx, c.id, box.open(factor.secreto_cifrado), c.correo, codigo))) {
        throw codigoIncorrecto();
      }
      await tx.update(segundoFactor).set({ confirmado_en: now() }).where(eq(segundoFactor.usuario_id, c.id));
      const codigos = await nuevosCodigos(tx, c.id);
      await mailer.send(tx, c.correo, segundoFactorAvisoMail({ nombres: c.nombres, evento: 'activado', fecha: now() }));
      return codigos;
    });
  }

  /** The login's second step: the account whose session may now be issued. */
  async function verificar(desafioId: number, usuarioId: number, codigo: string): Promise<void> {
    const c = await cuenta(usuarioId);
    await db.transaction(async (tx) => {
      if (!(await comprobarCodigo(tx, c, codigo, true))) throw codigoIncorrecto();
      if (!(await cerrarDesafio(tx, desafioId))) throw new AppError('UNAUTHORIZED', M.desafioVencido);
    });
  }

  /** Enrolment during a login that requires it: confirming closes the challenge. */
  async function confirmarConDesafio(desafioId: number, usuarioId: number, codigo: string): Promise<string[]> {
    const codigos = await confirmar(usuarioId, codigo);
    await cerrarDesafio(db, desafioId);
    return codigos;
  }

  async function desactivar(usuarioId: number, password: string, codigo: string): Promise<void> {
    const c = await cuenta(usuarioId);
    const s = await exigirDisponible(c.id, c.rol);
    const factor = await factorDe(db, c.id);
    if (!factor?.confirmado_en) throw new AppError('CONFLICT', M.noActivo);
    if (s.exigido) throw new AppError('FORBIDDEN', M.requerido);
    if (!(await verifyPassword(c.clave_hash, password))) throw fieldError('password', M.claveIncorrecta);
    await db.transaction(async (tx) => {
      if (!(await comprobarCodigo(tx, c, codigo, true))) throw codigoIncorrecto();
      await quitar(tx, c.id);
      await mailer.send(tx, c.correo, segundoFactorAvisoMail({ nombres: c.nombres, evento: 'desactivado', fecha: now() }));
    });
  }

  async function regenerar(usuarioId: number, codigo: string): Promise<string[]> {
    const c = await cuenta(usuarioId);
    await exigirDisponible(c.id, c.rol);
    return db.transaction(async (tx) => {
      const factor = await factorDe(tx, c.id);
      if (!factor?.confirmado_en) throw new AppError('CONFLICT', M.noActivo);
      if (!esCodigoApp(codigo) || !(await comprobarCodigo(tx, c, codigo, false))) throw codigoIncorrecto();
      return nuevosCodigos(tx, c.id);
    });
  }

  async function quitar(tx: DbOrTx, usuarioId: number) {
    await tx.delete(segundoFactor).where(eq(segundoFactor.usuario_id, usuarioId));
    await tx.delete(codigoRecuperacion).where(eq(codigoRecuperacion.usuario_id, usuarioId));
    await tx
      .update(desafioSegundoFactor)
      .set({ usado_en: now() })
      .where(and(eq(desafioSegundoFactor.usuario_id, usuarioId), isNull(desafioSegundoFactor.usado_en)));
  }

  /**
   * A company administrator turns the company's requirement on or off (on only with its own second factor active).
   * A stolen session alone cannot lower it: the change asks for a code of the person's second factor (its password
   * when it has none). The change goes to the company's trail and the other administrators are mailed.
   */
  async function exigirEnEmpresa(
    user: { id: number; role: number },
    exigir: boolean,
    prueba: { codigo?: string | undefined; password?: string | undefined },
  ) {
    const s = await exigirDisponible(user.id, user.role);
    const empresa = s.empresa;
    if (!empresa) throw new AppError('FORBIDDEN', M.soloAdministradores);
    const c = await cuenta(user.id);
    const conFactor = Boolean((await factorDe(db, user.id))?.confirmado_en);
    if (exigir && !conFactor) throw fieldError('exigir', M.exigirSinFactor);
    if (conFactor && !prueba.codigo) throw fieldError('codigo', M.codigoRequerido);
    if (!conFactor) {
      if (!prueba.password) throw fieldError('password', 'Requerido');
      if (!(await verifyPassword(c.clave_hash, prueba.password))) throw fieldError('password', M.claveIncorrecta);
    }
    await db.transaction(async (tx) => {
      if (conFactor && !(await comprobarCodigo(tx, c, prueba.codigo ?? '', true))) throw codigoIncorrecto();
      if (empresa.exige === exigir) return;
      const fecha = now();
      await tx.update(organizacion).set({ exigir_segundo_factor: exigir }).where(eq(organizacion.id, empresa.id));
      await registrarPorCuenta(
        tx,
        c.id,
        empresa.id,
        {
          accion: exigir ? 'organizacion.exigir_segundo_factor' : 'organizacion.no_exigir_segundo_factor',
          entidad: 'organizacion',
          entidad_id: empresa.id,
          detalle: { exigir },
        },
        fecha,
      );
      const otros = await tx
        .select({ correo: usuario.correo, nombres: usuario.nombres })
        .from(miembroOrganizacion)
        .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
        .where(
          and(
            eq(miembroOrganizacion.organizacion_id, empresa.id),
            eq(miembroOrganizacion.rol, 'administrador'),
            sql`${miembroOrganizacion.usuario_id} <> ${c.id}`,
          ),
        );
      const [org] = await tx.select({ nombre: organizacion.nombre }).from(organizacion).where(eq(organizacion.id, empresa.id));
      for (const otro of otros) {
        await mailer.send(
          tx,
          otro.correo,
          exigenciaCambiadaMail({ nombres: otro.nombres, quien: c.correo, empresa: org?.nombre ?? '', exigir, fecha }),
        );
      }
    });
    return estado(user);
  }

  /**
   * The back office removes an account's second factor (lost phone and codes): audited, the owner mailed, and the
   * account's open sessions closed (ASVS 5.0 V7.4.3: a factor changed ends the other sessions; a session opened with
   * the lost phone must not outlive its factor). An administrator resetting its own keeps its sessions. The answer says
   * whether the account must enrol again at its next login (an administrator where required, a company's administrator
   * whose company requires it).
   */
  async function restablecer(actor: Actor, usuarioId: number): Promise<{ exigido: boolean; sesionesCerradas: number }> {
    const c = await cuenta(usuarioId);
    const { exigido } = await situacion(c.id, c.rol);
    const sesionesCerradas = await db.transaction(async (tx) => {
      const factor = await factorDe(tx, c.id);
      if (!factor?.confirmado_en) throw new AppError('CONFLICT', M.sinFactor);
      await quitar(tx, c.id);
      const cerradas = actor.id === c.id ? [] : await tx.delete(sesion).where(eq(sesion.usuario_id, c.id)).returning({ id: sesion.id });
      await audit(
        tx,
        actor,
        {
          accion: 'usuario.restablecerSegundoFactor',
          entidad: 'usuario',
          entidad_id: c.id,
          antes: { correo: c.correo, segundo_factor: true },
          despues: { correo: c.correo, segundo_factor: false, sesiones_cerradas: cerradas.length },
        },
        now(),
      );
      const recuperar = c.rol === ROLE.RECLUTADOR ? paths.empresas.recover : c.rol === ROLE.POSTULANTE ? paths.postulantes.recover : null;
      await mailer.send(
        tx,
        c.correo,
        segundoFactorAvisoMail({
          nombres: c.nombres,
          evento: 'restablecido',
          fecha: now(),
          recuperarUrl: recuperar && `${config.publicUrl}${recuperar}`,
        }),
      );
      return cerradas.length;
    });
    return { exigido, sesionesCerradas };
  }

  /** Whether an account has an active second factor (the back office's account detail). */
  async function activo(usuarioId: number): Promise<boolean> {
    return Boolean((await factorDe(db, usuarioId))?.confirmado_en);
  }

  return {
    desafioTrasClave,
    abrirDesafio,
    cuentaDeInscripcion,
    estado,
    iniciar,
    confirmar,
    confirmarConDesafio,
    verificar,
    desactivar,
    regenerar,
    exigirEnEmpresa,
    restablecer,
    activo,
  };
}

export type SegundoFactorService = ReturnType<typeof createSegundoFactorService>;
