/**
 * The assistant with an OpenAI-compatible provider configured (docs/assistant.md "Providers"): a fake
 * endpoint on 127.0.0.1 (real HTTP, node:http) answers as each story needs. A good JSON answer is used (proveedor
 * 'openai', its criteria rank the list); the request carries the recruiter's prompt and the offer's title, the key
 * and the model, and never an applicant's name or e-mail. A 500, a timeout, a body that is not JSON, an answer that
 * is not criteria: the built-in provider answers instead, never a 500.
 */
import type { AsistenteOptional, ResultadoAsistente } from '@practiperu/shared/asistente';
import { eq } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { oferta, organizacion } from '../../db/schema/index.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada } from '../../../test/fixtures/reclutador.ts';
import { respuestaModeloSchema } from './openai.ts';

type Modo = 'ok' | 'error' | 'lento' | 'basura' | 'ajeno' | 'grupos' | 'lugares' | 'preferir' | 'catolica' | 'merito';
let modo: Modo = 'ok';
const recibidas: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let t: TestContext;
let token: string;
let ofertaId: number;
let organizacionId: number;
const people: Record<string, Awaited<ReturnType<typeof aplicante>>> = {};

/** What the fake model "understood": Arequipa, advanced English (none of it in the prompt below). */
const CRITERIOS = {
  carreras: ['Ingeniería Industrial'],
  niveles: [],
  ciclo_min: null,
  ciclo_max: null,
  egreso_desde: null,
  egreso_hasta: null,
  regiones: [4],
  distritos: [],
  conocimientos: [],
  idiomas: [{ nombre: 'Inglés', nivel: 'avanzado' }],
  experiencia: null,
  experiencia_en: [],
  orden_merito: null,
  palabras_clave: [],
};

function completion(content: string) {
  return JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });
}

function responder(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    recibidas.push({ url: req.url ?? '', headers: req.headers, body });
    const json = (status: number, text: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    switch (modo) {
      case 'ok':
        return json(200, completion(JSON.stringify(CRITERIOS)));
      case 'error':
        return json(500, '{"error":{"message":"internal"}}');
      case 'lento':
        // Never answers: the API gives up after LLM_TIMEOUT_MS and aborts the request.
        return;
      case 'basura':
        return json(200, completion('Claro, aquí tienes: carreras = industrial'));
      case 'ajeno':
        return json(200, completion('{"respuesta": "no sé"}'));
      case 'grupos':
        // "inglés avanzado o portugués" as a model might write it: its own group number, one unknown language, and
        // a group value that is not a number.
        return json(
          200,
          completion(
            JSON.stringify({
              ...CRITERIOS,
              regiones: [],
              idiomas: [
                { nombre: 'ingles', nivel: 'avanzado', grupo: 5 },
                { nombre: 'Klingon', nivel: null, grupo: 5 },
                { nombre: 'Portugués', nivel: null, grupo: 5 },
              ],
              conocimientos: [{ nombre: 'Cobol', nivel: null, grupo: 'a' }],
            }),
          ),
        );
      case 'preferir':
        // "industriales sin leer, de preferencia de Lima y del primer puesto" as a model might write it.
        return json(
          200,
          completion(
            JSON.stringify({
              ...CRITERIOS,
              regiones: [],
              idiomas: [],
              preferir: { regiones: [15], orden_merito: 'primero', carreras: ['Astrología'] },
              revisado: false,
            }),
          ),
        );
      case 'merito':
        // "industriales que no sean del tercio superior" as a model might misread it: the merit as asked.
        return json(200, completion(JSON.stringify({ ...CRITERIOS, regiones: [], idiomas: [], orden_merito: 'tercio' })));
      case 'catolica':
        // "alumnos de la Católica que no sean de la UNSA" as a model might write it: the usual name as the request says it.
        return json(
          200,
          completion(
            JSON.stringify({
              ...CRITERIOS,
              carreras: [],
              regiones: [],
              idiomas: [],
              instituciones: ['Católica'],
              excluir: { instituciones: ['UNSA'] },
            }),
          ),
        );
      case 'lugares':
        // "de Cayma (Arequipa), Miraflores o Yanahuara" as a model might write it: a good qualified place, a region id
        // out of range, a place qualified by a region it does not lie in, a name that is no place, a number.
        return json(
          200,
          completion(
            JSON.stringify({
              ...CRITERIOS,
              regiones: [],
              idiomas: [],
              distritos: [
                { nombre: 'cayma', id_region: 4 },
                { nombre: 'Miraflores', id_region: 99 },
                { nombre: 'Yanahuara', id_region: 15 },
                'Atlántida',
                42,
              ],
            }),
          ),
        );
    }
  });
}

const consultar = (prompt: string) =>
  call<ResultadoAsistente>(t.app, { method: 'POST', url: '/api/llm/query', token, payload: { id_oferta: ofertaId, prompt } }) as Promise<{
    status: number;
    body: { data: ResultadoAsistente[]; optional?: AsistenteOptional; message: string };
  }>;

beforeAll(async () => {
  server = createServer(responder);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`,
    LLM_API_KEY: 'clave-de-prueba-123',
    LLM_MODEL: 'modelo-de-prueba',
    // Long enough for the fake model to answer on a loaded machine; the timeout case never answers at all.
    LLM_TIMEOUT_MS: '2000',
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  const e = await empresa(t, 'Logística del Sur');
  await t.db.update(organizacion).set({ is_premium: true }).where(eq(organizacion.id, e.organizacionId));
  token = e.token;
  organizacionId = e.organizacionId;
  ofertaId = await ofertaDestacadaPagada(t, e.organizacionId, 'Practicante de Operaciones');
  people.arequipaIngles = await aplicante(t, ofertaId, {
    nombres: 'Valeria',
    apellidos: 'Condori Apaza',
    correo_contacto: 'valeria.condori@prueba.pe',
    idiomas: [['Inglés', 'avanzado']],
  });
  people.limaSinIngles = await aplicante(t, ofertaId, {
    nombres: 'Mateo',
    apellidos: 'Rojas Salas',
    correo_contacto: 'mateo.rojas@prueba.pe',
    id_region: 15,
    region: 'Lima',
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
});

beforeEach(() => {
  recibidas.length = 0;
  modo = 'ok';
});

describe('an OpenAI-compatible provider', () => {
  it('a good JSON answer is used: proveedor openai, its criteria rank the list', async () => {
    const res = await consultar('practicantes para el área de operaciones');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ proveedor: 'openai' });
    expect(res.body.optional!.consulta.regiones).toEqual([4]);
    expect(res.body.optional!.consulta.idiomas).toEqual([expect.objectContaining({ nombre: 'Inglés', nivel: 'avanzado' })]);
    expect(res.body.data[0]!.id_postulacion).toBe(people.arequipaIngles!.postulacionId);
  });

  it('groups of alternatives from the model are kept (renumbered) and honoured; odd values never cause a 500', async () => {
    modo = 'grupos';
    const res = await consultar('industriales con inglés avanzado o portugués');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({
      proveedor: 'openai',
      // The model's "Cobol" was set aside (below): nobody is at 100 %, and the sentence says so.
      consulta_texto:
        'Postulantes de Ingeniería Industrial, con inglés avanzado o portugués. Nadie aparece al 100 %: parte de tu consulta no se usó',
    });
    // The model's "Cobol" (a keyword nobody's CV mentions) is said back as not used, not a criterion.
    expect(res.body.optional!.consulta.ignorados).toEqual([{ texto: 'Cobol', motivo: 'sin_coincidencia' }]);
    expect(res.body.optional!.consulta.idiomas).toEqual([
      { nombre: 'Inglés', nivel: 'avanzado', grupo: 1 },
      { nombre: 'Portugués', nivel: null, grupo: 1 },
    ]);
  });

  it('what the model prefers, merit too, orders without leaving anyone out; the read state it gives is a filter', async () => {
    modo = 'preferir';
    const res = await consultar('industriales sin leer, de preferencia de Lima y del primer puesto');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({
      carreras: ['Ingeniería Industrial'],
      orden_merito: null,
      preferir: { regiones: [15], orden_merito: 'primero' },
      revisado: false,
    });
    expect(res.body.optional!.consulta_texto).toBe(
      'Postulantes de Ingeniería Industrial, que aún no revisaste (sin leer). Prefiere: Lima, primer puesto, sin exigirlo',
    );
    expect(res.body.data.map((r) => r.id_postulacion)).toEqual([people.limaSinIngles!.postulacionId, people.arequipaIngles!.postulacionId]);
    expect(res.body.data.every((r) => r.puntaje >= 50 && r.puntaje < 100)).toBe(true);
  });

  it('places from the model: a qualified one kept and honoured, a region it does not lie in dropped, never a 500', async () => {
    modo = 'lugares';
    const res = await consultar('industriales de Cayma (Arequipa), Miraflores o Yanahuara');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({
      regiones: [],
      distritos: [{ nombre: 'Cayma', id_region: 4 }, 'Miraflores', 'Yanahuara'],
    });
    expect(res.body.optional!.consulta_texto).toBe(
      'Postulantes de Ingeniería Industrial, en Cayma (Arequipa), Miraflores (Arequipa, Huánuco o Lima) o Yanahuara',
    );
    // Mateo's district is written Cayma but his region is Lima: not the Cayma of Arequipa.
    expect(res.body.data.map((r) => r.id_postulacion)).toEqual([people.arequipaIngles!.postulacionId]);
  });

  it('sends the prompt and the offer title, the key and the model, and no applicant data', async () => {
    await consultar('practicantes para el área de operaciones');
    expect(recibidas).toHaveLength(1);
    const [req] = recibidas;
    expect(req!.url).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer clave-de-prueba-123');
    const body = JSON.parse(req!.body) as { model: string; response_format: unknown; messages: { role: string; content: string }[] };
    expect(body.model).toBe('modelo-de-prueba');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const user = body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('practicantes para el área de operaciones');
    expect(user).toContain('Practicante de Operaciones');
    for (const secreto of ['Valeria', 'Condori', 'valeria.condori@prueba.pe', 'Mateo', 'Rojas', 'mateo.rojas@prueba.pe', '@prueba.pe']) {
      expect(req!.body).not.toContain(secreto);
    }
  });

  it('never sends where someone was born, and says it back as refused; where they live is sent', async () => {
    const res = await consultar('practicantes nacidos en Cusco que vivan en Arequipa');
    expect(res.status).toBe(200);
    const user = (JSON.parse(recibidas.at(-1)!.body) as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === 'user',
    )!.content;
    expect(user).not.toMatch(/cusco|nacid/i);
    expect(user).toMatch(/que vivan en arequipa/i);
    expect(res.body.optional!.consulta.ignorados?.filter((x) => x.motivo === 'protegido')).toHaveLength(2);
  });

  it('sends the offer’s region, and reads «la Católica» the model returns as the built-in parser does there', async () => {
    modo = 'catolica';
    const enArequipa = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Planta Arequipa');
    await t.db.update(oferta).set({ id_region: 4 }).where(eq(oferta.id, enArequipa));
    const pedir = (id: number) =>
      call<ResultadoAsistente>(t.app, {
        method: 'POST',
        url: '/api/llm/query',
        token,
        payload: { id_oferta: id, prompt: 'alumnos de la Católica que no sean de la UNSA' },
      }) as Promise<{ status: number; body: { optional?: AsistenteOptional } }>;
    let res = await pedir(enArequipa);
    expect(res.status).toBe(200);
    const user = (JSON.parse(recibidas.at(-1)!.body) as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === 'user',
    )!.content;
    expect(user).toContain('Región de la oferta: Arequipa (4)');
    expect(res.body.optional).toMatchObject({ proveedor: 'openai' });
    expect(res.body.optional!.consulta.instituciones).toEqual(['Universidad Católica de Santa María']);
    expect(res.body.optional!.consulta.excluir).toEqual({ instituciones: ['Universidad Nacional de San Agustín de Arequipa'] });
    // The same answer on an offer in Lima: the PUCP, as the built-in parser reads it there.
    await t.db.update(oferta).set({ id_region: 15 }).where(eq(oferta.id, enArequipa));
    res = await pedir(enArequipa);
    expect(res.body.optional!.consulta.instituciones).toEqual(['Pontificia Universidad Católica del Perú']);
    expect(recibidas.at(-1)!.body).toContain('Región de la oferta: Lima (15)');
  });

  it('a merit the request rules out is never asked because the model says so: the built-in reading rules it out', async () => {
    modo = 'merito';
    const res = await consultar('industriales que no sean del tercio superior');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ proveedor: 'openai' });
    expect(res.body.optional!.consulta).toMatchObject({
      carreras: ['Ingeniería Industrial'],
      orden_merito: null,
      excluir: { orden_merito: 'tercio' },
    });
    expect(res.body.optional!.consulta_texto).toContain('Excluye: tercio superior');
  });

  it('is never called for a company that is not premium, nor for an offer that is not the company’s', async () => {
    const comun = await empresa(t, 'Bodega Central');
    const suya = await ofertaDestacadaPagada(t, comun.organizacionId, 'Practicante de Bodega');
    let res = await call(t.app, {
      method: 'POST',
      url: '/api/llm/query',
      token: comun.token,
      payload: { id_oferta: suya, prompt: 'estudiantes' },
    });
    expect(res.status).toBe(404);
    res = await call(t.app, { method: 'POST', url: '/api/llm/query', token, payload: { id_oferta: suya, prompt: 'estudiantes' } });
    expect(res.status).toBe(404);
    expect(recibidas).toHaveLength(0);
  });

  for (const [caso, m] of [
    ['a 500', 'error'],
    ['a timeout', 'lento'],
    ['a body that is not JSON', 'basura'],
    ['JSON that is not criteria', 'ajeno'],
  ] as const) {
    it(`${caso}: the built-in provider answers instead`, async () => {
      modo = m;
      const res = await consultar('estudiantes de ingeniería industrial con inglés avanzado');
      expect(res.status).toBe(200);
      expect(res.body.optional!.proveedor).toBe('integrado');
      expect(res.body.optional!.consulta.idiomas).toEqual([expect.objectContaining({ nombre: 'Inglés', nivel: 'avanzado' })]);
      expect(res.body.data[0]!.id_postulacion).toBe(people.arequipaIngles!.postulacionId);
      expect(recibidas.length).toBeLessThanOrEqual(1);
    });
  }
});

describe('configuration', () => {
  it('no endpoint by default (built-in only), 4000 ms, a model name; a base URL must be http(s)', () => {
    const c = loadConfig({});
    expect(c.LLM_BASE_URL).toBeUndefined();
    expect(c.LLM_API_KEY).toBeUndefined();
    expect(c).toMatchObject({ LLM_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 4000 });
    expect(loadConfig({ LLM_BASE_URL: '', LLM_API_KEY: '' }).LLM_BASE_URL).toBeUndefined();
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://modelos.pe/v1' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/);
  });
});

describe("the model's answer, field by field", () => {
  it('keeps what is valid and drops what is not', () => {
    const r = respuestaModeloSchema.parse({
      carreras: ['Ingeniería Industrial', 42],
      niveles: [3, 5],
      ciclo_min: 6,
      ciclo_max: 'diez',
      regiones: [4, 99],
      idiomas: [
        { nombre: 'Inglés', nivel: 'Avanzado' },
        { nombre: 'Quechua', nivel: 'nativo' },
      ],
      conocimientos: [
        { nombre: 'Excel', nivel: 'basico', grupo: 1 },
        { nombre: 'Power BI', nivel: null, grupo: 1 },
        { nombre: 'SQL', nivel: null, grupo: 'uno' },
        { nombre: 'Git', nivel: null, grupo: 2.5 },
        { nombre: 'Java', nivel: null, grupo: 0 },
        { nombre: 'Python', nivel: null, grupo: null },
      ],
      distritos: ['Surco', { nombre: 'Miraflores', id_region: 4 }, { nombre: 'Cayma', id_region: 'cuatro' }, { nombre: '' }, 7, null],
      experiencia: 'sí',
      orden_merito: 'tercio',
      limite: 3,
      excluir_estados: [1, 9, 'descartado'],
      extra: 'ignorado',
    });
    // An invalid group is no group (the item is required): never a thrown answer.
    expect(r.conocimientos.filter((k) => k.grupo !== undefined).map((k) => k.nombre)).toEqual(['Excel', 'Power BI']);
    expect(r).toEqual({
      carreras: ['Ingeniería Industrial'],
      niveles: [3],
      ciclo_min: 6,
      ciclo_max: null,
      egreso_desde: null,
      egreso_hasta: null,
      ingreso_desde: null,
      ingreso_hasta: null,
      regiones: [4],
      // A region id that is not one leaves the name alone; an item without a name is dropped.
      distritos: ['Surco', { nombre: 'Miraflores', id_region: 4 }, 'Cayma'],
      conocimientos: [
        { nombre: 'Excel', nivel: 'básico', grupo: 1 },
        { nombre: 'Power BI', nivel: null, grupo: 1 },
        { nombre: 'SQL', nivel: null },
        { nombre: 'Git', nivel: null },
        { nombre: 'Java', nivel: null },
        { nombre: 'Python', nivel: null },
      ],
      idiomas: [
        { nombre: 'Inglés', nivel: 'avanzado' },
        { nombre: 'Quechua', nivel: null },
      ],
      experiencia: null,
      experiencia_en: [],
      orden_merito: 'tercio',
      palabras_clave: [],
      // "los 3 mejores … que no estén descartados".
      limite: 3,
      excluir_estados: [1],
    });
    expect(respuestaModeloSchema.parse({ carreras: [], limite: 500 })).toMatchObject({ limite: null, excluir_estados: [] });
  });
});

describe('a minimum length of experience from the model', () => {
  it('keeps whole months of 1 or more; anything else is dropped, never thrown', () => {
    expect(respuestaModeloSchema.parse({ carreras: [], experiencia: true, experiencia_meses_min: 12 }).experiencia_meses_min).toBe(12);
    for (const malo of [0, -3, 2.5, 'doce', null])
      expect(
        respuestaModeloSchema.parse({ carreras: [], experiencia_meses_min: malo }).experiencia_meses_min ?? null,
        String(malo),
      ).toBeNull();
  });
});

describe('a maximum length of experience from the model', () => {
  it('keeps whole months of 1 or more; anything else is dropped, never thrown', () => {
    expect(respuestaModeloSchema.parse({ carreras: [], experiencia_meses_max: 6 }).experiencia_meses_max).toBe(6);
    for (const malo of [0, -3, 2.5, 'seis', null])
      expect(
        respuestaModeloSchema.parse({ carreras: [], experiencia_meses_max: malo }).experiencia_meses_max ?? null,
        String(malo),
      ).toBeNull();
  });
});

describe('protected traits with an external model (decision 048)', () => {
  it('never sends them and drops any that comes back, saying them back as refused', async () => {
    const { sinProtegidos } = await import('./integrado/parser.ts');
    const { sinTraitsProtegidos } = await import('./proveedor.ts');
    const { criteriosVacios } = await import('./integrado/index.ts');
    const enviado = sinProtegidos('contadores blancos o mestizos, nacidos después del 2003');
    expect(enviado.texto).not.toMatch(/blanc|mestiz|nacid|2003/);
    expect(enviado.ignorados.map((i) => i.motivo)).toEqual(['protegido', 'protegido', 'protegido']);
    const vuelta = sinTraitsProtegidos({ ...criteriosVacios(), carreras: ['Contabilidad'], palabras_clave: ['delgados', 'SAP'] });
    expect(vuelta.palabras_clave).toEqual(['SAP']);
    expect(vuelta.carreras).toEqual(['Contabilidad']);
    expect(vuelta.ignorados).toEqual([{ texto: 'delgados', motivo: 'protegido' }]);
    // Also in what is preferred absent or ruled out: «mejor si no son apolíticos» never orders by it.
    const evitado = sinTraitsProtegidos({
      ...criteriosVacios(),
      evitar: { experiencia_en: ['apolíticos'] },
      excluir: { experiencia_en: ['ventas'] },
    });
    expect(evitado.evitar).toBeUndefined();
    expect(evitado.excluir).toEqual({ experiencia_en: ['ventas'] });
    expect(evitado.ignorados).toEqual([{ texto: 'apolíticos', motivo: 'protegido' }]);
  });
});
