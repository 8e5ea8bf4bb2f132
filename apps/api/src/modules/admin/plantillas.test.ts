/**
 * The editable templates through HTTP: pricing cards, payment descriptions and unsubscribe templates, saved
 * sanitized with the allowlist of offers, with a preview that saves nothing; the public calls serve the edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { adminCall, adminSession, postulanteSession, auditRows, type Session } from '../../../test/fixtures/admin.ts';
import type { AdminPlantilla } from './plantillas.service.ts';

let t: TestContext;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

const pricing = async () =>
  (await call<{ gratis: string; destacado: string }>(t.app, { method: 'GET', url: '/api/recursos/getTemplatePricing' })).body.data[0]!;

describe('templates', () => {
  it('lists every template with its name, where it is used and its placeholders', async () => {
    const res = await adminCall<AdminPlantilla>(t, admin.token, 'GET', 'plantillas');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.clave)).toEqual([
      'baja_empresas',
      'baja_mensaje',
      'baja_postulantes',
      'pago_destacado',
      'pago_premium',
      'precio_destacado',
      'precio_gratis',
      'precio_premium',
    ]);
    expect(res.body.data.find((p) => p.clave === 'precio_destacado')).toMatchObject({
      nombre: 'Tarjeta de precio: aviso destacado',
      descripcion: expect.stringContaining('aviso destacado'),
      usada_en: 'Inicio de empresas, junto al botón «Publicar» del aviso destacado.',
      placeholders: ['precio_destacado', 'dias_destacado'],
    });
    // The administrator reads what each template is for, in Spanish, never an API path.
    for (const p of res.body.data) {
      expect(p.descripcion, p.clave).toMatch(/^[A-ZÁÉÍÓÚ¿].{20,}\.$/);
      expect(p.usada_en, p.clave).not.toMatch(/recursos\/|getTemplate|\/api\/|\?/);
    }
    const one = await adminCall<AdminPlantilla>(t, admin.token, 'GET', 'plantillas/pago_destacado');
    expect(one.body.data[0]!.html).toContain('{{precio_destacado}}');
    expect((await adminCall(t, admin.token, 'GET', 'plantillas/no_existe')).body.message).toBe('No se encontró la plantilla.');
    expect((await adminCall(t, admin.token, 'GET', 'plantillas/No-Valida')).status).toBe(400);
  });

  it('saves sanitized HTML (scripts, handlers, styles and javascript: links removed), served at once with its placeholders filled', async () => {
    const html =
      '<h2>Aviso gratuito</h2><p onclick="alert(1)" style="color:red">Hasta {{publicaciones_gratis}} avisos <a href="javascript:alert(1)">aquí</a> <a href="https://practiperu.pe/ayuda">ayuda</a></p><script>alert(1)</script><iframe src="x"></iframe>';
    const res = await adminCall<AdminPlantilla>(t, admin.token, 'PUT', 'plantillas/precio_gratis', { html });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se guardó la plantilla.');
    const saved = res.body.data[0]!.html;
    expect(saved).toBe(
      '<h3>Aviso gratuito</h3><p>Hasta {{publicaciones_gratis}} avisos <a rel="noopener noreferrer nofollow" target="_blank">aquí</a> <a href="https://practiperu.pe/ayuda" rel="noopener noreferrer nofollow" target="_blank">ayuda</a></p>',
    );
    expect((await pricing()).gratis).toContain('Hasta 3 avisos');
    const [a] = await auditRows(t, 'plantilla', 'precio_gratis');
    expect(a).toMatchObject({ accion: 'plantilla.actualizar', admin_id: admin.id, despues: { html: saved } });
    expect((a!.antes as { html: string }).html).toContain('<h3>Aviso gratuito</h3>');

    const same = await adminCall(t, admin.token, 'PUT', 'plantillas/precio_gratis', { html: saved });
    expect(same.body.message).toBe('La plantilla no cambió.');
    expect(await auditRows(t, 'plantilla', 'precio_gratis')).toHaveLength(1);
  });

  it('preview returns the sanitized HTML without saving', async () => {
    const before = (await pricing()).destacado;
    const res = await adminCall<{ html: string }>(t, admin.token, 'POST', 'plantillas/vista-previa', {
      html: '<p>Destacado <img src=x onerror=alert(1)>por S/ {{precio_destacado}}</p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ html: '<p>Destacado por S/ {{precio_destacado}}</p>' });
    expect((await pricing()).destacado).toBe(before);
  });

  it('empty (only markup or only a script), too long or missing: 400 in Spanish; an unknown template 404', async () => {
    for (const [body, message] of [
      [{ html: '<p><br></p>' }, 'Requerido'],
      [{ html: '<script>alert(1)</script>' }, 'Requerido'],
      [{}, 'Requerido'],
      [{ html: `<p>${'x'.repeat(20_000)}</p>` }, 'Texto muy largo'],
    ] as const) {
      const res = await adminCall(t, admin.token, 'PUT', 'plantillas/baja_mensaje', body);
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual({ html: message });
    }
    const preview = await adminCall(t, admin.token, 'POST', 'plantillas/vista-previa', { html: '' });
    expect(preview.body.optional?.errors).toEqual({ html: 'Requerido' });
    const unknown = await adminCall(t, admin.token, 'PUT', 'plantillas/no_existe', { html: '<p>Hola</p>' });
    expect(unknown.status).toBe(404);
  });

  it('non-admins get 404', async () => {
    const postulante = await postulanteSession(t);
    expect((await adminCall(t, postulante.token, 'PUT', 'plantillas/precio_gratis', { html: '<p>x</p>' })).status).toBe(404);
    expect((await adminCall(t, undefined, 'POST', 'plantillas/vista-previa', { html: '<p>x</p>' })).status).toBe(404);
  });
});
