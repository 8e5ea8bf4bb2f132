/**
 * A company fills in its data through the HTTP API: the summary, the three forms, the logo, and whether its public
 * page is shown.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { OrganizacionCuenta, OrganizacionDescripcion } from '@practiperu/shared/organizacion';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, multipartBody, pngImage, type TestContext } from '../../../test/helpers.ts';
import { organizacion, organizacionSector } from '../../db/schema/index.ts';
import { ofertaAprobada } from '../../../test/fixtures/matching.ts';
import { REFUSED_COMPANY_URLS } from '../../../test/fixtures/refused-links.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
});
afterAll(async () => t?.close());

async function empresa() {
  const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg: 'Andina Logística', nombres: 'Jorge' });
  return { ...user, token: await login(t.app, user) };
}

const myAccount = (token?: string) => call<OrganizacionCuenta>(t.app, { method: 'GET', url: '/api/organizacion/myAccount', token });
const update = (token: string | undefined, form: string, data: unknown) =>
  call<OrganizacionCuenta>(t.app, { method: 'PUT', url: '/api/organizacion/update', token, payload: { form, data } });
const uploadLogo = (token: string | undefined, parts: Parameters<typeof multipartBody>[0]) => {
  const body = multipartBody(parts);
  return call<string>(t.app, { method: 'POST', url: '/api/organizacion/updateLogo', token, payload: body.payload, headers: body.headers });
};
const logoPart = (content: Buffer, filename = 'logo.png', type = 'image/png') => ({ name: 'logo', filename, type, content });
const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

const contact = { correo_contacto: 'rrhh@andina.pe', numero_contacto: '987654321' };
const social = {
  sector: [3, 8],
  descripcion: 'Operador logístico con almacenes en Arequipa y Lima.',
  web: 'https://andina.pe',
  fb: 'andinalogistica',
  linkedin: 'https://www.linkedin.com/company/andina-logistica',
  instagram: '@andina.logistica',
};
const location = { id_region: 4, region: 'Arequipa', distrito: 'cerro colorado', direccion: 'Av. Aviación 602' };

describe('the company account', () => {
  it('myAccount: everything the cuenta pages show, with the groups still to fill', async () => {
    const me = await empresa();
    const res = await myAccount(me.token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data[0]).toMatchObject({
      nombre: 'Andina Logística',
      nombre_completo: 'Andina Logística S.A.C.',
      logo: null,
      sector: [],
      descripcion: null,
      correo_contacto: null,
      id_region: null,
      is_premium: false,
      correo: me.email,
      contacto: { nombres: 'Jorge', apellidos: 'Huamán Ccori', nro_contacto: '', cargo: '' },
      pendientes: ['social', 'contact', 'location'],
    });
    expect(res.body.data[0]!.ruc).toMatch(/^20\d{9}$/);
  });

  it('the three forms save their own fields; the district is spelled as the reference data does', async () => {
    const me = await empresa();
    let res = await update(me.token, 'contact', contact);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Datos actualizados correctamente');
    expect(res.body.data[0]).toMatchObject({ ...contact, pendientes: ['social', 'location'] });

    res = await update(me.token, 'social', social);
    expect(res.body.data[0]).toMatchObject({
      sector: [
        { id: 3, name: expect.any(String) },
        { id: 8, name: expect.any(String) },
      ],
      descripcion: social.descripcion,
      web: 'https://andina.pe',
      // A network's bare page name is kept as its address.
      fb: 'https://www.facebook.com/andinalogistica',
      linkedin: 'https://www.linkedin.com/company/andina-logistica',
      instagram: 'https://www.instagram.com/andina.logistica',
    });

    res = await update(me.token, 'location', location);
    expect(res.body.data[0]).toMatchObject({
      id_region: 4,
      region: 'Arequipa',
      distrito: 'Cerro Colorado',
      direccion: 'Av. Aviación 602',
      pendientes: [],
    });
    // An address may be up to 150 characters (a Lima office address passes the spec's 50).
    const larga =
      'Av. José Larco 1301, Torre Parque Mar, piso 17, oficina 1702, Miraflores, Lima — referencia: frente al Parque Salazar, a media cuadra del óvalo';
    expect(larga.length).toBeGreaterThan(50);
    expect(larga.length).toBeLessThanOrEqual(150);
    res = await update(me.token, 'location', { ...location, direccion: larga });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ direccion: larga });
    res = await update(me.token, 'location', location);

    const desc = await call<OrganizacionDescripcion>(t.app, {
      method: 'GET',
      url: '/api/organizacion/myAccountDescription',
      token: me.token,
    });
    expect(desc.body.data[0]).toMatchObject({
      nombre: 'Andina Logística',
      descripcion: social.descripcion,
      web: 'https://andina.pe',
      region: 'Arequipa',
      pendientes: [],
    });
    expect(desc.body.data[0]!.sector.map((s) => s.id)).toEqual([3, 8]);

    // Sectors are replaced, not added.
    await update(me.token, 'social', { ...social, sector: [5], web: '', fb: '', linkedin: ' ', instagram: null });
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, me.id));
    expect(org).toMatchObject({ web: null, fb: null, linkedin: null, instagram: null });
    expect(
      (await t.db.select().from(organizacionSector).where(eq(organizacionSector.organizacion_id, org!.id))).map((s) => s.sector_id),
    ).toEqual([5]);
  });

  it('each form answers with the spec messages', async () => {
    const me = await empresa();
    const cases: [string, object, string, string][] = [
      ['contact', { ...contact, correo_contacto: 'rrhh@' }, 'correo_contacto', 'Correo inválido'],
      ['contact', { ...contact, numero_contacto: '98765432a' }, 'numero_contacto', 'Sólo números'],
      ['contact', { ...contact, numero_contacto: '98765' }, 'numero_contacto', 'Mínimo 9'],
      ['social', { ...social, sector: [] }, 'sector', 'Mínimo seleccione 1 sector'],
      ['social', { ...social, sector: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'sector', 'Máximo 10'],
      ['social', { ...social, sector: [999] }, 'sector', 'Elige sectores de la lista'],
      ['social', { ...social, descripcion: 'Hola' }, 'descripcion', 'Descripción muy corta'],
      ['social', { ...social, descripcion: 'x'.repeat(256) }, 'descripcion', 'Máximo 255 caracteres'],
      ['social', { ...social, web: 'andina' }, 'web', 'No se reconoce como URL'],
      ['social', { ...social, fb: `https://www.facebook.com/${'a'.repeat(80)}` }, 'fb', 'Máximo 100 caracteres'],
      [
        'social',
        { ...social, web: 'javascript:alert(document.cookie)' },
        'web',
        'Solo se aceptan direcciones que empiezan con https:// o http://',
      ],
      ['social', { ...social, web: 'www.andina.pe' }, 'web', 'Escribe la dirección completa, empezando con https://'],
      [
        'social',
        { ...social, web: 'https://andina' },
        'web',
        'Escribe la dirección de un sitio web (por ejemplo, https://www.tuempresa.pe)',
      ],
      [
        'social',
        { ...social, web: 'http://[::1]:3000/' },
        'web',
        'Escribe la dirección de un sitio web (por ejemplo, https://www.tuempresa.pe)',
      ],
      [
        'social',
        { ...social, linkedin: 'https://www.facebook.com/andina' },
        'linkedin',
        'Debe ser una dirección de LinkedIn (linkedin.com)',
      ],
      [
        'social',
        { ...social, linkedin: 'data:text/html,hola' },
        'linkedin',
        'Solo se aceptan direcciones que empiezan con https:// o http://',
      ],
      [
        'social',
        { ...social, instagram: 'https://instagram.com.phish.pe/andina' },
        'instagram',
        'Debe ser una dirección de Instagram (instagram.com)',
      ],
      [
        'social',
        { ...social, instagram: 'https://www.instagram.com/' },
        'instagram',
        'Escribe la dirección de la página de tu empresa en Instagram',
      ],
      ['social', { ...social, fb: 'https://face book.com/andina' }, 'fb', 'No se reconoce como URL'],
      ['location', { ...location, id_region: 0 }, 'id_region', 'Seleccione'],
      ['location', { ...location, region: '' }, 'region', 'Seleccione'],
      ['location', { ...location, distrito: '' }, 'distrito', 'Requerido'],
      ['location', { ...location, distrito: 'Miraflores de Lima' }, 'distrito', 'Elige un distrito de la región'],
      ['location', { ...location, direccion: 'x'.repeat(151) }, 'direccion', 'Máximo 150 caracteres'],
    ];
    for (const [form, data, field, message] of cases) {
      const res = await update(me.token, form, data);
      expect(res.status, `${form}.${field}`).toBe(400);
      expect(res.body.optional?.errors?.[field], `${form}.${field}`).toBe(message);
    }
    expect((await update(me.token, 'logo', {})).body.optional?.errors).toEqual({ form: 'Elige un formulario válido' });
    expect((await myAccount(me.token)).body.data[0]).toMatchObject({ correo_contacto: null, descripcion: null, id_region: null });
  });

  it('the four link fields refuse every link that is not http(s), however spelled, and a user before the host', async () => {
    const me = await empresa();
    expect((await update(me.token, 'social', social)).status).toBe(200);
    for (const field of ['web', 'fb', 'linkedin', 'instagram'] as const) {
      for (const link of REFUSED_COMPANY_URLS) {
        const res = await update(me.token, 'social', { ...social, [field]: link });
        expect(res.status, `${field}: ${link}`).toBe(400);
        expect(res.body.optional?.errors?.[field], `${field}: ${link}`).toBeTruthy();
      }
    }
    // Nothing of it was stored.
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, me.id));
    expect(org).toMatchObject({ web: 'https://andina.pe', linkedin: 'https://www.linkedin.com/company/andina-logistica' });
  });

  it('the route checks the whole form before the service runs: every field in error at once, by its own name', async () => {
    const me = await empresa();
    const res = await update(me.token, 'contact', { correo_contacto: 'rrhh@', numero_contacto: '98765' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: false, message: 'Correo inválido' });
    expect(res.body.optional?.errors).toEqual({ correo_contacto: 'Correo inválido', numero_contacto: 'Mínimo 9' });

    // A form that is not an object, or no form at all: the call's own fields, never a 500.
    expect((await update(me.token, 'social', 'Andina')).body.optional?.errors).toEqual({ data: 'Requerido' });
    const empty = await call(t.app, { method: 'PUT', url: '/api/organizacion/update', token: me.token, payload: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ form: 'Elige un formulario válido', data: 'Requerido' });

    // /api/docs shows the body the route checks, with the fields of each form.
    const doc = t.app.swagger() as { paths: Record<string, { put?: { requestBody?: { content: Record<string, { schema: unknown }> } } }> };
    const schema = JSON.stringify(doc.paths['/api/organizacion/update']?.put?.requestBody?.content['application/json']?.schema);
    expect(schema).toContain('correo_contacto');
    expect(schema).toContain('instagram');
    expect(schema).toContain('id_region');
    expect((await myAccount(me.token)).body.data[0]).toMatchObject({ correo_contacto: null, numero_contacto: null });
  });
});

describe('the logo', () => {
  it('a new logo replaces the old one, whose file is removed; data[0] is its URL', async () => {
    const me = await empresa();
    const first = await uploadLogo(me.token, [logoPart(pngImage())]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Se actualizó el logo');
    const url1 = first.body.data[0]!;
    expect(url1).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    expect(existsSync(fileOf(url1))).toBe(true);

    const second = await uploadLogo(me.token, [logoPart(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'foto.txt', 'text/plain')]);
    expect(second.status).toBe(200);
    const url2 = second.body.data[0]!;
    expect(url2).toMatch(/\.jpeg$/);
    expect(existsSync(fileOf(url1))).toBe(false);
    expect((await myAccount(me.token)).body.data[0]!.logo).toBe(url2);
  });

  it('judged by its bytes: 413 Error: Máximo 1MB, 415 Error: Solo imágenes png o jpg, 400 requerido', async () => {
    const me = await empresa();
    const big = Buffer.concat([pngImage(), Buffer.alloc(1_000_000)]);
    const tooLarge = await uploadLogo(me.token, [logoPart(big)]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ message: 'Error: Máximo 1MB', optional: { errors: { logo: 'Error: Máximo 1MB' } } });

    const text = await uploadLogo(me.token, [logoPart(Buffer.from('no soy una imagen'), 'logo.png')]);
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Error: Solo imágenes png o jpg');

    const missing = await uploadLogo(me.token, [{ name: 'otro', value: 'x' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('requerido');
    const json = await call(t.app, { method: 'POST', url: '/api/organizacion/updateLogo', token: me.token, payload: {} });
    expect(json.status).toBe(400);
    expect((await myAccount(me.token)).body.data[0]!.logo).toBeNull();
  });

  it('removeLogo: no logo (the page shows the fallback) and its file is gone', async () => {
    const me = await empresa();
    const url = (await uploadLogo(me.token, [logoPart(pngImage())])).body.data[0]!;
    const res = await call(t.app, { method: 'POST', url: '/api/organizacion/removeLogo', token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se quitó el logo');
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await myAccount(me.token)).body.data[0]!.logo).toBeNull();
    // Removing when there is none is harmless.
    expect((await call(t.app, { method: 'POST', url: '/api/organizacion/removeLogo', token: me.token })).status).toBe(200);
  });
});

describe('the public page: shown or hidden from Mi cuenta', () => {
  const setPagina = (token: string | undefined, body: unknown) =>
    call<OrganizacionCuenta>(t.app, { method: 'PUT', url: '/api/organizacion/updatePaginaPublica', token, payload: body as object });

  it('shown by default; its path appears once an offer of the company is approved; hiding it takes the path away', async () => {
    const me = await empresa();
    const before = (await myAccount(me.token)).body.data[0]!;
    expect(before).toMatchObject({ pagina_publica: true, ruta_publica: null });
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, me.id));
    await ofertaAprobada(t, org!.id, [], { titulo: 'Practicante de Almacén' });
    expect((await myAccount(me.token)).body.data[0]).toMatchObject({ pagina_publica: true, ruta_publica: `/empresa/${org!.slug}` });

    const hidden = await setPagina(me.token, { pagina_publica: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Ocultaste la página pública de tu empresa.');
    expect(hidden.body.data[0]).toMatchObject({ pagina_publica: false, ruta_publica: null });

    const shown = await setPagina(me.token, { pagina_publica: true });
    expect(shown.body.message).toBe('Tu página pública se muestra.');
    expect(shown.body.data[0]).toMatchObject({ pagina_publica: true, ruta_publica: `/empresa/${org!.slug}` });
  });

  it('answers a field error for anything but true or false', async () => {
    const me = await empresa();
    for (const body of [{}, { pagina_publica: 'no' }, { pagina_publica: 0 }, { pagina_publica: null }]) {
      const res = await setPagina(me.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.optional?.errors?.pagina_publica).toBe('Indica si la página se muestra: true o false.');
    }
    expect((await myAccount(me.token)).body.data[0]!.pagina_publica).toBe(true);
  });

  it("changes only the caller's own company", async () => {
    const me = await empresa();
    const other = await empresa();
    await setPagina(me.token, { pagina_publica: false });
    const [mine] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, me.id));
    const [theirs] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, other.id));
    expect(mine!.pagina_publica).toBe(false);
    expect(theirs!.pagina_publica).toBe(true);
  });
});

describe('only companies, only with a session', () => {
  it('no session: 401; an applicant: 403', async () => {
    const student = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = await login(t.app, student);
    const calls: [string, string][] = [
      ['GET', '/api/organizacion/myAccount'],
      ['GET', '/api/organizacion/myAccountDescription'],
      ['PUT', '/api/organizacion/update'],
      ['POST', '/api/organizacion/updateLogo'],
      ['POST', '/api/organizacion/removeLogo'],
      ['PUT', '/api/organizacion/updatePaginaPublica'],
    ];
    for (const [method, url] of calls) {
      expect((await call(t.app, { method: method as 'GET', url })).status, url).toBe(401);
      expect((await call(t.app, { method: method as 'GET', url, token })).status, url).toBe(403);
    }
  });
});
