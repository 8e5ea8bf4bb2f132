/**
 * The unsubscribe pages' server-supplied HTML (getTemplateUnsubscribe and getTemplateUnsubscribeMessage): seeded
 * with Spanish defaults that an administrator's edit always wins over.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { plantilla } from '../../db/schema/index.ts';
import { PLANTILLAS_POR_DEFECTO, seedPlantillas } from '../../db/seed/plantillas.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => call<string>(t.app, { method: 'GET', url });

describe('unsubscribe templates', () => {
  it('the applicant page gets its text without naming an area, the company page with area=empresas', async () => {
    const postulante = await get('/api/recursos/getTemplateUnsubscribe');
    expect(postulante.status).toBe(200);
    expect(postulante.body).toMatchObject({ state: true, data: [PLANTILLAS_POR_DEFECTO.baja_postulantes] });
    expect(postulante.body.data[0]).toContain('postulaciones');
    expect((await get('/api/recursos/getTemplateUnsubscribe?area=postulantes')).body.data).toEqual([
      PLANTILLAS_POR_DEFECTO.baja_postulantes,
    ]);

    const empresa = await get('/api/recursos/getTemplateUnsubscribe?area=empresas');
    expect(empresa.body.data).toEqual([PLANTILLAS_POR_DEFECTO.baja_empresas]);
    expect(empresa.body.data[0]).toContain('no elimina la cuenta de tu empresa');
  });

  it('after the reason is sent, the confirmation text replaces the form', async () => {
    const res = await get('/api/recursos/getTemplateUnsubscribeMessage');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([PLANTILLAS_POR_DEFECTO.baja_mensaje]);
    expect(res.body.data[0]).toContain('te diste de baja');
  });

  it('an unknown area is refused in Spanish', async () => {
    const res = await get('/api/recursos/getTemplateUnsubscribe?area=admin');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: false, message: 'El área debe ser postulantes o empresas.' });
  });

  it('an administrator may edit them at any time, so browsers keep them one minute only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/recursos/getTemplateUnsubscribeMessage' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const page = await t.app.inject({ method: 'GET', url: '/api/recursos/getTemplateUnsubscribe?area=empresas' });
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    // The reference lookups keep their long cache.
    const idiomas = await t.app.inject({ method: 'GET', url: '/api/recursos/listIdiomas' });
    expect(idiomas.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("the seed at every start never overwrites an administrator's edit, and puts back a missing template", async () => {
    const edited = '<h2>Te extrañaremos</h2><p>Texto del administrador.</p>';
    await t.db.update(plantilla).set({ html: edited }).where(eq(plantilla.clave, 'baja_empresas'));
    await t.db.delete(plantilla).where(eq(plantilla.clave, 'baja_mensaje'));

    await seedPlantillas(t.db);
    await seedPlantillas(t.db);

    expect((await get('/api/recursos/getTemplateUnsubscribe?area=empresas')).body.data).toEqual([edited]);
    const rows = await t.db.select().from(plantilla).where(eq(plantilla.clave, 'baja_mensaje'));
    expect(rows.map((r) => r.html)).toEqual([PLANTILLAS_POR_DEFECTO.baja_mensaje]);
    expect((await get('/api/recursos/getTemplateUnsubscribe')).body.data).toEqual([PLANTILLAS_POR_DEFECTO.baja_postulantes]);
  });
});
