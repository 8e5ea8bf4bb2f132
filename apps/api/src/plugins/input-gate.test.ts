/**
 * Odd characters and odd addresses never become a 500 (docs/security.md "One input gate"): a NUL byte or a lone
 * surrogate anywhere in a request is a 400 at its field, and the router's own refusals are the envelope too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { firstInvalidText, INVALID_CHARACTERS } from './input-gate.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const envelope = { state: false, data: [] };

describe('a NUL byte or a lone surrogate', () => {
  it('in a search of an anonymous lookup is a 400 on that parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/instEducativa/listUniversitarias?search=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...envelope, message: INVALID_CHARACTERS, optional: { errors: { search: INVALID_CHARACTERS } } });
  });

  it('in a registration field is a 400 on that field, and no account is created', async () => {
    for (const nombres of ['Lucía\u0000', 'Luc\ud800ía', '\udc00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/usuario/registerPostulant',
        payload: JSON.stringify({ nombres, apellidos: 'Quispe', correo: 'nul@prueba.pe', clave: 'Clave1234' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(nombres)).toBe(400);
      expect(res.json().optional.errors).toEqual({ nombres: INVALID_CHARACTERS });
    }
  });

  it('in a path parameter or deep inside a body names where it is', () => {
    expect(firstInvalidText({ id: '1\u0000' })).toBe('id');
    expect(firstInvalidText({ a: [{ b: 'ok' }, { c: { d: 'x\ud83d' } }] })).toBe('a.1.c.d');
    expect(firstInvalidText({ ['cla\u0000ve']: 'x' })).toBe('cla\u0000ve');
    // A whole emoji (a surrogate pair) is text like any other.
    expect(firstInvalidText({ a: 'Prácticas 🚀 en Perú' })).toBeNull();
    // A bidirectional override or isolate would show the text reordered: refused; a plain direction mark is not.
    expect(firstInvalidText({ prompt: 'de Lima \u202E raro' })).toBe('prompt');
    expect(firstInvalidText({ nombre: 'Ana \u2067x\u2069' })).toBe('nombre');
    expect(firstInvalidText({ nombre: 'Ana\u200E' })).toBeNull();
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(firstInvalidText({ deep })).toMatch(/^deep(\.0)+$/);
  });

  it('in the path of a call is a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carrera/id/1%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...envelope, message: INVALID_CHARACTERS });
  });
});

describe("the router's own refusals", () => {
  it('a malformed %-sequence is a 400 envelope', async () => {
    for (const url of ['/api/carrera/id/%', '/api/carrera/id/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ ...envelope, message: 'La dirección de la solicitud no es válida.' });
    }
  });

  it("a path parameter over 100 characters is the envelope, never the router's own body", async () => {
    // The router gives up on the call's route and the address falls to the app's catch-all, which answers any
    // unknown /api address with the 404 envelope (a router without the catch-all answers 414, also an envelope).
    const res = await t.app.inject({ method: 'GET', url: `/api/carrera/id/${'9'.repeat(150)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ...envelope, message: 'No se encontró el recurso solicitado.' });
    expect(res.body).not.toContain('FST_ERR');
  });

  it('bad JSON, a wrong content type and an unknown upload are the envelope with their status', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginPostulant',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject(envelope);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginPostulant',
      payload: 'hola',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject(envelope);
    const upload = await t.app.inject({ method: 'GET', url: '/uploads/no-existe.png' });
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toMatchObject(envelope);
  });
});
