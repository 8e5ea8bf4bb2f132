/** A route registered from a declaration validates its inputs and sends only what its answer declares. */
import { defineGroup } from '@practiperu/shared/api/contract';
import { z } from '@practiperu/shared/schemas/zod';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { routeOf } from './contract.ts';
import { ok } from './envelope.ts';

const demoApi = defineGroup({
  prefix: '/demo',
  tag: 'demo',
  calls: {
    one: {
      method: 'POST',
      path: '/one/:id',
      summary: 'Un elemento',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.object({ nombre: z.string().min(1, 'Requerido') }),
      data: z.object({ id: z.number(), nombre: z.string() }),
      optional: z.object({ total: z.number() }),
    },
    broken: { method: 'GET', path: '/broken', summary: 'Responde algo que no declaró', data: z.object({ id: z.number() }) },
    dated: {
      method: 'POST',
      path: '/dated',
      summary: 'Un año desde el actual',
      body: z.object({ anio: z.number() }),
      data: z.number(),
    },
  },
});

describe('routes from declarations', () => {
  const app = Fastify();
  let year = 2026;
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.route({
      ...routeOf(demoApi, 'one'),
      // A secret field the declaration does not name.
      handler: async (request) => ok([{ id: request.params.id, nombre: request.body.nombre, clave_hash: 'x' }], '', { total: 1 }),
    });
    r.route({ ...routeOf(demoApi, 'broken'), handler: async () => ok([{ id: 'no es un número' as unknown as number }]) });
    r.route({
      ...routeOf(demoApi, 'dated', { bodyAt: () => z.object({ anio: z.number().min(year, `Desde ${year}`) }) }),
      handler: async (request) => ok([request.body.anio]),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the declared fields and drops the rest', async () => {
    const res = await app.inject({ method: 'POST', url: '/one/7', payload: { nombre: 'Ana' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, data: [{ id: 7, nombre: 'Ana' }], message: '', optional: { total: 1 } });
  });

  it('refuses bad input with a message per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/one/7', payload: { nombre: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().optional.errors).toEqual({ nombre: 'Requerido' });
  });

  it('an answer that does not fit its declaration is a 500, never sent as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('no es un número');
  });

  it('a body whose rules depend on the moment is checked with the rules of each request', async () => {
    expect((await app.inject({ method: 'POST', url: '/dated', payload: { anio: 2026 } })).statusCode).toBe(200);
    year = 2027;
    const res = await app.inject({ method: 'POST', url: '/dated', payload: { anio: 2026 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Desde 2027');
  });

  it('documents the declared parts', () => {
    const schema = app.printRoutes({ includeHooks: false });
    expect(schema).toContain('one/');
  });
});
