/** Test data of the account stories (registro, recuperacion, dev tests): people, companies, forms and links. */
import type { Envelope } from '@practiperu/shared/envelope';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, lastMailTo, type TestContext } from '../../../test/helpers.ts';

export const CLAVE = 'Quipu2024!';

let ipCounter = 0;
/** Every story registers from its own address, so the per-address limits of one story never hit another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(process.pid % 200) + 1}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(name = 'lucia.quispe'): string {
  return `${name}.${randomUUID().slice(0, 8)}@prueba.pe`;
}

export function postulantePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nombres: 'Lucía',
    apellidos: 'Quispe Mamani',
    correo: uniqueEmail(),
    clave: CLAVE,
    repetir_clave: CLAVE,
    autorizacion_marketing: 1,
    ...overrides,
  };
}

export function registerPostulant(app: FastifyInstance, payload: Record<string, unknown>, ip = freshIp()) {
  return call<string>(app, { method: 'POST', url: '/api/usuario/registerPostulant', payload, remoteAddress: ip });
}

/** SUNAT module-11 check digit: a real-looking RUC 20 from any 8 digits. */
export function rucFrom(eightDigits: string): string {
  const body = `20${eightDigits}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

let rucCounter = 0;
export function validRuc(): string {
  rucCounter++;
  return rucFrom(String((process.pid * 7919 + rucCounter * 104_729) % 100_000_000).padStart(8, '0'));
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF file: what a JPEG is recognised by. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);

/** A PNG padded to exactly `size` bytes. */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);
}

export interface Upload {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

export function logoUpload(bytes: Buffer = PNG, filename = 'logo.png', type = 'image/png'): Upload {
  return { field: 'logo', filename, type, bytes };
}

/** A multipart/form-data body as a browser sends it (FormData): text fields, repeated ones, and one file. */
export function multipart(fields: Record<string, string | string[]>, upload?: Upload | null) {
  const boundary = `----PractiPeruForm${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  if (upload) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field ?? 'logo'}"; filename="${upload.filename}"\r\nContent-Type: ${upload.type}\r\n\r\n`,
      ),
      upload.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function empresaFields(sectorIds: number[], overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    ruc: validRuc(),
    nombre_completo: 'Agroindustrias Andinas del Sur S.A.C.',
    nombre: 'Andina Foods',
    sector: sectorIds.map(String),
    correo: uniqueEmail('jorge.salazar'),
    clave: CLAVE,
    repetir_clave: CLAVE,
    nombres: 'Jorge',
    apellidos: 'Salazar Ríos',
    nro_contacto: '987654321',
    cargo: 'Jefe de Talento Humano',
    autorizacion_marketing: '0',
    ...overrides,
  };
}

export function registerRecruiter(
  app: FastifyInstance,
  fields: Record<string, string | string[]>,
  upload: Upload | null = logoUpload(),
  ip = freshIp(),
) {
  const body = multipart(fields, upload);
  return call<string>(app, { method: 'POST', url: '/api/usuario/registerRecruiter', ...body, remoteAddress: ip });
}

/** The token at the end of the newest link of a kind mailed to an address. */
export async function linkTokenFromMail(t: TestContext, to: string, kind: 'confirmar' | 'nueva-clave'): Promise<string> {
  const mail = await lastMailTo(t, to);
  const link = mail?.enlaces.find((l) => l.includes(`/${kind}/`));
  if (!link) throw new Error(`no hay enlace ${kind} para ${to}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

export function loginAs(app: FastifyInstance, area: 'postulante' | 'empresa', email: string, password: string) {
  const url = area === 'postulante' ? '/api/auth/loginPostulant' : '/api/auth/loginRecruiter';
  return call<string>(app, { method: 'POST', url, payload: { email, password }, remoteAddress: freshIp() });
}

/** Everything a response showed, to check that no secret ever appears in it. */
export function bodyText(res: { body: Envelope }): string {
  return JSON.stringify(res.body);
}
