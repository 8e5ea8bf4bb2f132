/**
 * The pricing cards of the company home and the payment description of the featured flow: server-supplied HTML,
 * seeded in Spanish, edited by administrators, filled from the configuration.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { plantilla } from '../../db/schema/index.ts';
import { PLANTILLAS_POR_DEFECTO, seedPlantillas } from '../../db/seed/plantillas.ts';
import { fillPlaceholders } from './precios.routes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FREE_OFFERS_PER_MONTH: '4', SUPPORT_WHATSAPP: '912345678' });
});
afterAll(async () => t?.close());

const pricing = () => call<{ gratis: string; destacado: string }>(t.app, { method: 'GET', url: '/api/recursos/getTemplatePricing' });
const pagoDescription = (query = '') => call<string>(t.app, { method: 'GET', url: `/api/recursos/getTemplatePaymentDescription${query}` });

describe('pricing and payment templates', () => {
  it('pricing: data[0] has the free and featured cards, with the price and the quota of the configuration', async () => {
    const res = await pricing();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { gratis, destacado } = res.body.data[0]!;
    expect(gratis).toContain('<h3>Aviso gratuito</h3>');
    expect(gratis).toContain('4 avisos gratuitos cada mes');
    expect(gratis).toContain('primeros 15 postulantes');
    expect(destacado).toContain('<strong>S/ 69</strong>');
    expect(destacado).toContain('Hasta 30 días');
    expect(`${gratis}${destacado}`).not.toContain('{{');
  });

  it('payment description: how to pay by Yape or transfer, with the support number and billing data', async () => {
    const res = await pagoDescription();
    expect(res.status).toBe(200);
    const html = res.body.data[0]!;
    expect(html).toContain('S/ 69');
    expect(html).toContain('+51 912345678');
    expect(html).toContain('PractiPerú S.A.C.');
    expect(html).toContain('RUC 20613456784');
    expect(html).toContain('número de operación');
    expect((await pagoDescription('?tipo=destacado')).body.data).toEqual([html]);
    const bad = await pagoDescription('?tipo=otro');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El tipo debe ser destacado o premium.');
  });

  it('premium: the benefits card and how to pay, with the price 69, the months and the support number', async () => {
    const { premium } = (await pricing()).body.data[0] as unknown as { premium: string };
    expect(premium).toContain('<strong>S/ 69</strong> · 6 meses de acceso');
    const html = (await pagoDescription('?tipo=premium')).body.data[0]!;
    expect(html).toContain('¿Cómo pagar Premium?');
    expect(html).toContain('+51 912345678');
    expect(html).toContain('S/ 69');
    expect(`${premium}${html}`).not.toContain('{{');
  });

  it("the seed never overwrites an administrator's edit, and puts back a missing template", async () => {
    const edited = '<h3>Aviso destacado</h3><p>Promoción: S/ {{precio_destacado}} hasta fin de mes.</p>';
    await t.db.update(plantilla).set({ html: edited }).where(eq(plantilla.clave, 'precio_destacado'));
    await t.db.delete(plantilla).where(eq(plantilla.clave, 'pago_destacado'));
    await seedPlantillas(t.db);
    await seedPlantillas(t.db);
    expect((await pricing()).body.data[0]!.destacado).toBe('<h3>Aviso destacado</h3><p>Promoción: S/ 69 hasta fin de mes.</p>');
    const [row] = await t.db.select().from(plantilla).where(eq(plantilla.clave, 'pago_destacado'));
    expect(row?.html).toBe(PLANTILLAS_POR_DEFECTO.pago_destacado);
  });

  it('placeholders are filled escaped; unknown ones stay', () => {
    expect(fillPlaceholders('<p>{{razon_social}} {{ otro }}</p>', { razon_social: 'A & B <SAC>' })).toBe(
      '<p>A &amp; B &lt;SAC&gt; {{ otro }}</p>',
    );
  });
});
