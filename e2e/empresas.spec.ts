/**
 * Company journeys: a new company completes its data (logo too); publishes a free offer whose functions are typed
 * in the rich-text editor with bold and a list; edits it while pending; publishes a featured offer through the three
 * steps (and a repeated operation number is refused); duplicates, hides, shows and finishes an approved offer; sees
 * the rejection reason of the demo company's rejected offer. Screenshots of the home, the offer form, the payment
 * step and the list at 1280 px and 390 px, light and dark; WCAG checks with axe; the editor's code is loaded only by
 * the offer form.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  confirmedEmpresa,
  DEMO,
  expectAccessible,
  field,
  openAsDemoEmpresa,
  openSignedIn,
  PNG_1X1,
  shot,
  shotVariants,
  snapViewportVariants,
} from './support';

const LONG_ADDRESS = 'Av. Ejército 710, Edificio Empresarial Yanahuara, piso 6, oficina 604 (frente al Mall Aventura)';

/** The session token of the page, for the calls a journey makes through the API. */
async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { authorization: `Bearer ${token}` };
}

/** The back office approves an offer (the only way an offer becomes approved). */
async function approveAsAdmin(page: Page, id: number) {
  const login = await page.request.post('/api/auth/loginAdmin', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { data: string[] }).data[0];
  const res = await page.request.post(`/api/admin/ofertas/${id}/aprobar`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Today in Lima plus `dias`, as YYYY-MM-DD. */
function limaDay(dias = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + dias)).toISOString().slice(0, 10);
}

/** '8 de diciembre de 2026': how the pages write a day. */
function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

/** The back office rejects an offer with a reason. */
async function rejectAsAdmin(page: Page, id: number, motivo: string) {
  const login = await page.request.post('/api/auth/loginAdmin', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { data: string[] }).data[0];
  const res = await page.request.post(`/api/admin/ofertas/${id}/rechazar`, {
    headers: { authorization: `Bearer ${token}` },
    data: { motivo },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A valid free offer through the API (the form has its own journey). */
async function createOfertaByApi(page: Page, titulo: string, opts: { tipo?: 0 | 1; dias?: number } = {}): Promise<number> {
  const deadline = limaDay(opts.dias ?? 5);
  const res = await page.request.post('/api/oferta/create', {
    headers: await bearer(page),
    data: {
      titulo,
      funciones: '<p>Apoyo en el cierre contable mensual y en las conciliaciones bancarias.</p>',
      beneficios: '<ul><li>Subvención económica mensual</li></ul>',
      modalidad_tiempo: 'Virtual',
      horario: 'Tiempo parcial',
      horas_dia: 4,
      dias_semana: 5,
      salario: 800,
      fin_convocatoria: deadline,
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      ciclo: [2, 3],
      carreras: await careerIds(page, ['Contabilidad']),
      tipo: opts.tipo ?? 0,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id_oferta: number }[] }).data[0]!.id_oferta;
}

async function careerIds(page: Page, names: string[]): Promise<number[]> {
  const res = await page.request.get('/api/carrera/listAll');
  const all = ((await res.json()) as { data: { id: number; nombre: string }[] }).data;
  return names.map((n) => all.find((c) => c.nombre === n)!.id);
}

/** Types in a rich-text editor: plain, then bold, then a bulleted list. */
async function typeFunciones(page: Page) {
  const box = page.getByRole('textbox', { name: 'Funciones' });
  await box.click();
  await page.keyboard.type('Apoyarás al área de ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('contabilidad general');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' en:');
  await page.keyboard.press('Enter');
  await page.getByRole('toolbar', { name: 'Formato: Funciones' }).getByRole('button', { name: 'Lista con viñetas' }).click();
  await page.keyboard.type('Registro de comprobantes de compra y venta');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Conciliaciones bancarias');
  await expect(box.locator('strong')).toHaveText('contabilidad general');
  await expect(box.locator('ul li')).toHaveCount(2);
}

/** Fills the offer form of a pre-professional, full-time offer in Lima (everything but the functions). */
async function fillOfertaForm(page: Page, titulo: string) {
  await field(page, 'Título de la convocatoria').fill(titulo);
  await field(page, 'Región').selectOption({ label: 'Lima' });
  await field(page, 'Provincia').selectOption('Lima');
  await field(page, 'Distrito').selectOption('Miraflores');
  await field(page, 'Nivel universitario').selectOption({ label: 'Universitario estudiante' });
  const ciclos = page.getByRole('group', { name: /Ciclo de los estudiantes universitarios/ });
  await ciclos.getByText('VIII ciclo').click();
  await ciclos.getByText('IX ciclo').click();
  const carreras = field(page, 'Carreras');
  await carreras.fill('contabilidad');
  await page
    .getByRole('listbox', { name: 'Sugerencias: Carreras' })
    .getByRole('option', { name: /^Contabilidad/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Carreras elegidas' }).getByRole('listitem')).toHaveCount(1);
  await expect(carreras).toHaveValue('');
}

test.describe('companies: company data', () => {
  test('a new company completes its data, logo too, each section on its own', async ({ page }) => {
    test.setTimeout(120_000);
    const { email, password, ruc } = await confirmedEmpresa(page, 'datos');
    await openSignedIn(page, 'empresas', email, password);
    // The home asks for the missing company data.
    await expect(page.getByText('Completa los datos de tu empresa.')).toBeVisible();
    await page.getByRole('link', { name: 'Completar datos' }).click();
    await expect(page).toHaveURL(/\/empresas\/cuenta\/actualizar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Datos de la empresa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/empresas/cuenta');
    await expect(page.getByText(ruc)).toBeVisible();

    // ---- logo: the browser refuses what is too large or not an image; the server judges the bytes
    const logo = page.getByLabel(/^(Subir|Cambiar) logo$/);
    await logo.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_000, 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Máximo 1MB' })).toBeVisible();
    await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Solo imágenes png o jpg' })).toBeVisible();
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('no es una imagen') });
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Solo imágenes png o jpg' })).toBeVisible();
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('Se actualizó el logo')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo de Andes Sur' })).toHaveAttribute('src', /^\/uploads\/logos\/[0-9a-f]{32}\.png/);
    await page.getByRole('button', { name: 'Quitar logo' }).click();
    await expect(page.getByText('Se quitó el logo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar logo' })).toHaveCount(0);
    await page.getByLabel('Subir logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('Se actualizó el logo')).toBeVisible();

    // ---- information (the company's public contact)
    const info = page.getByRole('form', { name: 'Información de contacto de la empresa' });
    await field(info, 'Correo de contacto').fill('rrhh@');
    await field(info, 'Teléfono de contacto').fill('98765432a');
    await info.getByRole('button', { name: 'Guardar información' }).click();
    await expect(field(info, 'Correo de contacto')).toHaveAccessibleDescription('Correo inválido');
    await expect(field(info, 'Correo de contacto')).toBeFocused();
    await expect(field(info, 'Teléfono de contacto')).toHaveAccessibleDescription('Sólo números');
    await field(info, 'Correo de contacto').fill('practicas@andessur.pe');
    // Typing clears the field's error (as in every form).
    await expect(field(info, 'Correo de contacto')).not.toHaveAccessibleDescription('Correo inválido');
    await field(info, 'Teléfono de contacto').fill('912345678');
    await info.getByRole('button', { name: 'Guardar información' }).click();
    await expect(info.getByText('Datos actualizados correctamente')).toBeVisible();

    // ---- location: region, then a district of that region
    const location = page.getByRole('form', { name: 'Ubicación' });
    await location.getByRole('button', { name: 'Guardar ubicación' }).click();
    await expect(field(location, 'Región')).toHaveAccessibleDescription('Seleccione');
    await field(location, 'Región').selectOption({ label: 'Arequipa' });
    await field(location, 'Distrito').selectOption('Cayma');
    // An address up to 150 characters (the spec's 50 was too short for Lima office addresses).
    await field(location, 'Dirección').fill(LONG_ADDRESS);
    await expect(field(location, 'Dirección')).toHaveValue(LONG_ADDRESS);
    await location.getByRole('button', { name: 'Guardar ubicación' }).click();
    await expect(location.getByText('Datos actualizados correctamente')).toBeVisible();

    // ---- more information: sectors ≥ 1, description 5–255, web URL, Facebook
    const more = page.getByRole('form', { name: 'Más información' });
    const ticked = more.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await field(more, 'Descripción de la empresa').fill('Hola');
    await field(more, 'Página web').fill('andessur');
    await more.getByRole('button', { name: 'Guardar más información' }).click();
    await expect(more.getByText('Mínimo seleccione 1 sector')).toBeVisible();
    await expect(field(more, 'Descripción de la empresa')).toHaveAccessibleDescription(/Descripción muy corta/);
    await expect(field(more, 'Página web')).toHaveAccessibleDescription('No se reconoce como URL');
    await more.getByRole('checkbox', { name: 'Construcción' }).check();
    await field(more, 'Descripción de la empresa').fill('Constructora del sur del Perú: formamos practicantes de ingeniería civil.');
    await field(more, 'Página web').fill('https://www.andessur.pe');
    await field(more, 'Facebook').fill('https://www.facebook.com/andessur');
    await more.getByRole('button', { name: 'Guardar más información' }).click();
    await expect(more.getByText('Datos actualizados correctamente')).toBeVisible();
    await shot(page, 'empresa-datos');
    await expectAccessible(page, '/empresas/cuenta/actualizar');

    // ---- saved: the page reads them back; Mi cuenta shows them; the home stops asking
    await page.reload();
    await expect(field(page, 'Correo de contacto')).toHaveValue('practicas@andessur.pe');
    await expect(field(page, 'Distrito')).toHaveValue('Cayma');
    await expect(page.getByRole('checkbox', { name: 'Construcción' })).toBeChecked();
    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page).toHaveURL(/\/empresas\/cuenta$/);
    await expect(page.getByText('Constructora del sur del Perú', { exact: false })).toBeVisible();
    await expect(page.getByText(`${LONG_ADDRESS}, Cayma, Arequipa`)).toBeVisible();
    // A company's account speaks of its offers, not of applications.
    await expect(page.getByText('Los avisos de tu cuenta y de tus ofertas te llegan siempre.')).toBeVisible();
    await expect(page.getByText('tus postulaciones te llegan siempre')).toHaveCount(0);
    await expect(page.getByText('+51 912 345 678')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo de Andes Sur' })).toBeVisible();
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola, Andes Sur');
    await expect(page.getByText('Completa los datos de tu empresa.')).toHaveCount(0);
  });
});

test.describe('companies: publishing', () => {
  test('publishes a free offer written in the rich-text editor, then edits it while pending', async ({ page }) => {
    test.setTimeout(150_000);
    const editorChunks: string[] = [];
    page.on('request', (r) => {
      if (/rich-text-editor-[\w-]+\.js$/.test(r.url())) editorChunks.push(r.url());
    });
    const { email, password } = await confirmedEmpresa(page, 'gratis');
    await openSignedIn(page, 'empresas', email, password);

    // ---- home: banner, pricing cards with their buttons, no offers yet
    await expect(page.getByTestId('precio-gratis')).toContainText('Aviso gratuito');
    await expect(page.getByTestId('precio-destacado')).toContainText('S/ 69');
    await expect(page.getByTestId('precio-gratis').getByRole('link', { name: 'Publicar gratis' })).toHaveAttribute(
      'href',
      '/empresas/publicar/gratis',
    );
    await expect(page.getByText('Aún no publicas ofertas.')).toBeVisible();

    // ---- the publish page: the free quota of the month
    await page.getByRole('link', { name: 'Publicar oferta' }).first().click();
    await expect(page).toHaveURL(/\/empresas\/publicar$/);
    await expect(page.getByTestId('cupo-gratis')).toContainText('Te quedan 3 publicaciones gratuitas este mes (de 3).');
    // The featured card says its price once.
    await expect(page.getByRole('region', { name: 'Aviso destacado' }).getByText(/S\/\s*69\b/)).toHaveCount(1);
    await expectAccessible(page, '/empresas/publicar');
    await shot(page, 'empresas-publicar');
    await page.getByRole('link', { name: 'Publicar gratis' }).click();
    await expect(page).toHaveURL(/\/empresas\/publicar\/gratis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar aviso gratuito' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Funciones' })).toBeVisible();
    // Only the offer form loads the editor's code.
    expect(editorChunks).toHaveLength(1);

    // The spec's defaults: benefits list, 1130, one vacancy, deadline today + 2 days.
    const beneficios = page.getByRole('textbox', { name: 'Beneficios' });
    await expect(beneficios.locator('li')).toHaveText([
      'Subvención económica mensual',
      'Seguro de salud (EsSalud o seguro privado)',
      'Certificado de prácticas',
    ]);
    await expect(field(page, 'Subvención mensual')).toHaveValue('1130');
    await expect(field(page, 'Número de vacantes')).toHaveValue('1');
    await expect(field(page, 'Horas por día')).toHaveValue('6');
    await expect(field(page, 'Días por semana')).toHaveValue('5');
    await expect(page.getByRole('region', { name: 'Ley 28518' })).toContainText('máximo 6 horas diarias y 30 semanales');
    await shot(page, 'oferta-formulario');
    await shotVariants(page, 'oferta-formulario');
    await expectAccessible(page, '/empresas/publicar/gratis');

    // ---- an empty submit: every rule at once, focus on the first error
    await page.getByRole('button', { name: 'Publicar convocatoria' }).click();
    await expect(field(page, 'Título de la convocatoria')).toBeFocused();
    await expect(field(page, 'Título de la convocatoria')).toHaveAccessibleDescription(/Requerido/);
    await expect(page.getByRole('textbox', { name: 'Funciones' })).toHaveAccessibleDescription(/Requerido/);
    await expect(field(page, 'Región')).toHaveAccessibleDescription('Seleccione');
    await expect(field(page, 'Nivel técnico')).toHaveAccessibleDescription('[ERROR] Seleccione uno');
    await expect(field(page, 'Carreras')).toHaveAccessibleDescription('Pocos caracteres');
    await expect(page.getByText('Revisa los campos marcados.')).toBeVisible();
    await shot(page, 'oferta-formulario-errores');

    // ---- the form filled in, with a subsidy under the minimum first
    await typeFunciones(page);
    await fillOfertaForm(page, 'Practicante de Contabilidad General');
    await field(page, 'Subvención mensual').fill('900');
    await page.getByRole('button', { name: 'Agregar idioma' }).click();
    const idioma = page.getByRole('list', { name: 'Idiomas' }).getByRole('listitem').first();
    await field(idioma, 'Idioma 1').selectOption('Inglés');
    await field(idioma, 'Nivel').selectOption('intermedio');
    await field(idioma, 'Requisito').selectOption('indispensable');
    await page.getByRole('button', { name: 'Agregar conocimiento' }).click();
    const conocimiento = page.getByRole('list', { name: 'Conocimientos' }).getByRole('listitem').first();
    // 266 themes are searched, accents and case aside.
    await conocimiento.getByRole('combobox', { name: /^Conocimiento 1/ }).fill('EXCEL');
    await conocimiento.getByRole('option', { name: /^Microsoft Excel/ }).click();
    await expect(conocimiento.getByRole('combobox', { name: /^Conocimiento 1/ })).toHaveValue('Microsoft Excel');
    await field(conocimiento, 'Nivel').selectOption('avanzado');
    await page.getByRole('button', { name: 'Publicar convocatoria' }).click();
    await expect(field(page, 'Subvención mensual')).toHaveAccessibleDescription('La subvención no debe ser menor a 1130');
    await expect(field(page, 'Subvención mensual')).toBeFocused();
    await field(page, 'Subvención mensual').fill('1300');
    // Ley 28518: a pre-professional day is 6 hours at most; the refusal names the rule at the field.
    await field(page, 'Horas por día').fill('7');
    await page.getByRole('button', { name: 'Publicar convocatoria' }).click();
    await expect(field(page, 'Horas por día')).toHaveAccessibleDescription(
      'La Ley 28518 permite como máximo 6 horas diarias en las prácticas preprofesionales.',
    );
    await expect(field(page, 'Horas por día')).toBeFocused();
    await field(page, 'Horas por día').fill('6');
    const ley = page.getByRole('region', { name: 'Ley 28518' });
    await expect(ley).toContainText('Cumple la Ley 28518');
    // The weekly rest day, said as the days are typed (no submit): 7 days is refused with the reason.
    await field(page, 'Horas por día').fill('4');
    await field(page, 'Días por semana').fill('7');
    await expect(ley).toContainText('La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.');
    await expect(ley).not.toContainText('Cumple la Ley 28518');
    await field(page, 'Días por semana').fill('5');
    // Half hours are a schedule: 4.5 h × 5 days.
    await field(page, 'Horas por día').fill('4.5');
    await expect(ley).toContainText('22.5 h semanales');
    await field(page, 'Horas por día').fill('6');
    await expect(ley).toContainText('Cumple la Ley 28518');

    // ---- leaving with unsaved input asks first: inside the app, and when the tab reloads
    await page.getByRole('link', { name: 'Elegir otro tipo de aviso' }).click();
    const salir = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await expect(salir).toContainText('Tienes cambios sin guardar. Si sales de esta página, se perderán.');
    await salir.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/empresas\/publicar\/gratis$/);
    const beforeUnload = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.evaluate(() => {
      window.location.reload();
    });
    expect(await beforeUnload).toBe('beforeunload');
    await expect(field(page, 'Título de la convocatoria')).toHaveValue('Practicante de Contabilidad General');
    await page.getByRole('button', { name: 'Publicar convocatoria' }).click();

    // ---- saved: toast, Mis publicaciones, pending
    await expect(page.getByText('Se guardó tu convocatoria')).toBeVisible();
    await expect(page).toHaveURL(/\/empresas\/mis-publicaciones\/$/);
    const card = page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Contabilidad General' });
    await expect(card.getByRole('list', { name: 'Estado' })).toHaveText('Pendiente');
    await expect(card).toContainText('0 postulantes');

    // ---- its page: the sanitized HTML keeps the bold and the list
    await card.getByRole('link', { name: 'Practicante de Contabilidad General' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practicante de Contabilidad General' })).toBeVisible();
    await expect(page.getByText('Oferta pendiente de revisión')).toBeVisible();
    const texto = page.getByRole('article');
    await expect(texto.locator('strong', { hasText: 'contabilidad general' })).toBeVisible();
    await expect(texto.locator('li', { hasText: 'Conciliaciones bancarias' })).toBeVisible();
    await expect(texto).toContainText('Inglés (intermedio, indispensable)');
    await expect(texto).toContainText('S/ 1,300');

    // ---- edit while pending: the form comes back filled, saving returns where it came from
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await expect(page).toHaveURL(/\/empresas\/mis-publicaciones\/\d+\/actualizar$/);
    await expect(field(page, 'Título de la convocatoria')).toHaveValue('Practicante de Contabilidad General');
    await expect(page.getByRole('textbox', { name: 'Funciones' }).locator('strong')).toHaveText('contabilidad general');
    await expect(page.getByRole('list', { name: 'Carreras elegidas' })).toContainText('Contabilidad');
    await expect(field(page, 'Distrito')).toHaveValue('Miraflores');
    await field(page, 'Título de la convocatoria').fill('Practicante de Contabilidad y Tributación');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    // The toast of the creation may still be there: the edit's is the last one.
    await expect(page.getByText('Se guardó tu convocatoria').last()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Practicante de Contabilidad y Tributación' })).toBeVisible();

    // ---- two free publications are left
    await page.goto('/empresas/publicar');
    await expect(page.getByTestId('cupo-gratis')).toContainText('Te quedan 2 publicaciones gratuitas');
  });

  test('publishes a featured offer through the three steps; a repeated operation number is refused', async ({ page }) => {
    test.setTimeout(150_000);
    const { email, password } = await confirmedEmpresa(page, 'destacado');
    // The payment step needs an offer created in step 1.
    await openSignedIn(page, 'empresas', email, password, '/empresas/publicar/destacado/pago', /\/empresas\/publicar\/destacado$/);

    // ---- step 1: the featured form (deadline up to 30 days)
    await expect(page.getByRole('navigation', { name: 'Pasos del aviso destacado' })).toContainText('Paso 1 de 3');
    await expect(page.getByText(/máximo 30 días/)).toBeVisible();
    // The deadline starts at the longest the payment buys.
    await expect(field(page, 'Fecha límite para postular')).toHaveValue(limaDay(30));
    await typeFunciones(page);
    await fillOfertaForm(page, 'Practicante de Costos y Presupuestos');
    await page.getByRole('button', { name: 'Guardar y continuar al pago' }).click();

    // ---- step 2: the payment
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/pago$/);
    await expect(page.getByRole('navigation', { name: 'Pasos del aviso destacado' })).toContainText('Paso 2 de 3');
    await expect(page.getByText('Practicante de Costos y Presupuestos')).toBeVisible();
    await expect(page.getByText('¿Cómo pagar tu aviso destacado?')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso destacado' })).toContainText('S/ 69');
    const billing = page.getByRole('region', { name: 'Datos de facturación' });
    await expect(billing).toContainText('RUC');
    await expect(field(page, 'Monto pagado')).toHaveValue('69');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(field(page, 'Número de operación')).toHaveAccessibleDescription('Requerido');
    await expect(page.getByText('Seleccione un metodo de pago')).toBeVisible();
    await shot(page, 'pago-destacado');
    await shotVariants(page, 'pago-destacado');
    await expectAccessible(page, '/empresas/publicar/destacado/pago');
    const operacion = `OP-${Date.now()}`;
    await field(page, 'Número de operación').fill(operacion);
    await page.getByRole('radio', { name: 'Yape' }).check();
    await page.getByRole('button', { name: 'Registrar pago' }).click();

    // ---- step 3: done; the offer waits for the payment's validation
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/completado$/);
    await expect(page.getByRole('heading', { level: 1, name: '¡Listo! Recibimos tu pago' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pasos del aviso destacado' })).toContainText('Paso 3 de 3');
    await shot(page, 'pago-completado');
    await page.getByRole('link', { name: 'Ir a Mis publicaciones' }).click();
    const card = page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Costos y Presupuestos' });
    await expect(card.getByRole('list', { name: 'Estado' })).toHaveText(/Pendiente\s*Destacado pendiente/);
    // Leaving the flow cleared it: step 3 and step 2 send back to step 1.
    await page.goto('/empresas/publicar/destacado/completado');
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado$/);

    // ---- a featured copy paid with the same operation number is refused; then it can be paid later ('Pagar destacado')
    await page.goto('/empresas/mis-publicaciones/');
    await card.getByRole('button', { name: 'Más acciones' }).click();
    await card.getByRole('link', { name: 'Duplicar como destacada' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Duplicar como aviso destacado' })).toBeVisible();
    await expect(field(page, 'Título de la convocatoria')).toHaveValue('Practicante de Costos y Presupuestos');
    await field(page, 'Título de la convocatoria').fill('Practicante de Costos (Lima)');
    await page.getByRole('button', { name: 'Guardar y continuar al pago' }).click();
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/pago$/);
    await field(page, 'Número de operación').fill(operacion);
    await page.getByRole('radio', { name: 'Yape' }).check();
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.locator('[aria-live]').getByText('Nro. de operación inválida', { exact: true })).toBeVisible();
    await expect(field(page, 'Número de operación')).toHaveAccessibleDescription('Nro. de operación inválida');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/empresas\/mis-publicaciones\/$/);
    const copy = page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Costos (Lima)' });
    await expect(copy.getByRole('button', { name: 'Pagar destacado' })).toBeVisible();
    await copy.getByRole('button', { name: 'Pagar destacado' }).click();
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/pago$/);
    await expect(page.getByText('Practicante de Costos (Lima)')).toBeVisible();

    // ---- removing the offer whose payment is in review says first what becomes of the money and of the quota
    await page.goto('/empresas/publicar');
    await expect(page.getByTestId('pasos-destacado')).toHaveText('3 pasos: datos de la oferta, pago y listo.');
    await page.goto('/empresas/mis-publicaciones/');
    await card.getByRole('button', { name: 'Más acciones' }).click();
    await card.getByRole('button', { name: 'Eliminar' }).click();
    const eliminar = page.getByRole('dialog', { name: 'Eliminar oferta' });
    await expect(eliminar.getByTestId('al-eliminar')).toContainText(
      `el pago de S/ 69 (Yape, operación ${operacion}) que registró Jorge Rojas Huamán está en revisión: se anulará, lo devolveremos por el mismo medio de pago dentro de los 30 días siguientes`,
    );
    await expect(eliminar.getByTestId('al-eliminar')).toContainText('eliminarla no gasta ni devuelve ninguna (te quedan 3 este mes).');
    await expect(eliminar.getByTestId('al-eliminar')).toContainText('usa «Cancelar destacado» en lugar de eliminarla');
    await snapViewportVariants(page, 'empresas-eliminar-pago-en-revision');
    await eliminar.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText('Se eliminó la oferta.')).toBeVisible();
    await expect(card).toHaveCount(0);
    // The payer is told that the payment was annulled (the mail's words are the API tests').
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(email)}`);
        return ((await res.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
      })
      .toContain('Se anuló tu pago del destacado de «Practicante de Costos y Presupuestos»');
  });
});

test.describe('companies: Mis publicaciones', () => {
  test('duplicates an offer, hides and shows it once approved, and finishes it', async ({ page }) => {
    test.setTimeout(120_000);
    const { email, password } = await confirmedEmpresa(page, 'gestion');
    await openSignedIn(page, 'empresas', email, password);
    const id = await createOfertaByApi(page, 'Practicante de Finanzas');

    // ---- a free pending offer can change to featured (the payment step, pass_to_destacado)
    await page.goto('/empresas/mis-publicaciones/');
    const card = page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Finanzas' });
    await card.getByRole('button', { name: 'Cambiar a destacado' }).click();
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/pago$/);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // ---- duplicate: a new offer with the same content
    await card.getByRole('link', { name: 'Duplicar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresas/mis-publicaciones/${id}/copiar$`));
    await expect(field(page, 'Título de la convocatoria')).toHaveValue('Practicante de Finanzas');
    await expect(field(page, 'Modalidad de trabajo')).toHaveValue('Virtual');
    await page.getByRole('button', { name: 'Publicar convocatoria' }).click();
    await expect(page.getByText('Se guardó tu convocatoria')).toBeVisible();
    await expect(page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Finanzas' })).toHaveCount(2);

    // ---- approved (by the back office): Vigente, Ver postulantes, no Editar; editing it is not found
    await approveAsAdmin(page, id);
    await page.goto(`/empresas/mis-publicaciones/${id}/actualizar`);
    await expect(page).toHaveURL(/\/empresas\/404$/);
    await page.goto('/empresas/mis-publicaciones/?estado=1');
    await expect(page.getByRole('link', { name: 'Aprobadas' })).toHaveAttribute('aria-current', 'page');
    const approved = page.getByTestId('oferta-card');
    await expect(approved).toHaveCount(1);
    await expect(approved.getByRole('list', { name: 'Estado' })).toHaveText('Vigente');
    await expect(approved.getByRole('link', { name: 'Ver postulantes' })).toHaveAttribute(
      'href',
      `/empresas/mis-publicaciones/${id}/postulantes`,
    );
    await expect(approved.getByRole('link', { name: 'Editar', exact: true })).toHaveCount(0);
    await shot(page, 'mis-publicaciones-aprobadas');

    // ---- the menu closes with Escape from one of its items, and focus goes back to its button
    const masAcciones = approved.getByRole('button', { name: 'Más acciones' });
    await masAcciones.click();
    await approved.getByRole('button', { name: 'Ocultar a los postulantes' }).focus();
    await page.keyboard.press('Escape');
    await expect(masAcciones).toBeFocused();
    await expect(masAcciones).toHaveAttribute('aria-expanded', 'false');

    // ---- hide and show
    await approved.getByRole('button', { name: 'Más acciones' }).click();
    await approved.getByRole('button', { name: 'Ocultar a los postulantes' }).click();
    await expect(page.getByText('La oferta ya no se muestra a los postulantes.')).toBeVisible();
    await expect(approved.getByRole('list', { name: 'Estado' })).toHaveText(/Vigente\s*Oculta/);
    await approved.getByRole('button', { name: 'Más acciones' }).click();
    await approved.getByRole('button', { name: 'Mostrar a los postulantes' }).click();
    await expect(page.getByText('La oferta se muestra a los postulantes.')).toBeVisible();
    await expect(approved.getByRole('list', { name: 'Estado' })).toHaveText('Vigente');

    // ---- finish from its page: a confirmation, then back to Mis publicaciones
    await approved.getByRole('link', { name: 'Practicante de Finanzas' }).click();
    // The list's card has a «Finalizar convocatoria» too: wait for the offer's page before pressing it, or the dialog
    // opens on the list and goes away with it when the page arrives.
    await expect(page).toHaveURL(new RegExp(`/empresas/mis-publicaciones/${id}/?$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Practicante de Finanzas' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar convocatoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalizar convocatoria' });
    await expect(dialog).toContainText('¿Quiere finalizar la oferta?');
    await dialog.getByRole('button', { name: 'Sí, finalizar' }).click();
    await expect(page.getByText('Se finalizó la convocatoria.')).toBeVisible();
    await expect(page).toHaveURL(/\/empresas\/mis-publicaciones\/$/);
    const finished = page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Finanzas' }).filter({ hasText: 'Finalizó' });
    await expect(finished).toHaveCount(1);
    // 'Finalizar convocatoria' is no longer offered: its reason takes its place.
    await expect(finished.getByRole('button', { name: 'Finalizar convocatoria' })).toHaveCount(0);
    await expect(finished.getByTestId('convocatoria-finalizada')).toHaveText('La convocatoria ya finalizó.');
    // Its applicant list (none) does not suggest changing it to featured: it can no longer be.
    await page.goto(`/empresas/mis-publicaciones/${id}/postulantes`);
    await expect(page.getByText('No se recibieron postulantes')).toBeVisible();
    await expect(page.getByTestId('vacio-sugerencia')).toHaveText('Publica una nueva convocatoria para llegar a más estudiantes.');
    await page.goto('/empresas/mis-publicaciones/');

    // ---- the third free publication of the month is the last (decision 010): then the way is a featured ad
    await createOfertaByApi(page, 'Practicante de Tesorería');
    await page.goto('/empresas/publicar');
    await expect(page.getByTestId('cupo-gratis')).toContainText('Te quedan 0 publicaciones gratuitas este mes (de 3).');
    await expect(page.getByRole('link', { name: 'Publicar gratis' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Publica un aviso destacado' })).toHaveAttribute('href', '/empresas/publicar/destacado');
    await page.goto('/empresas/publicar/gratis');
    await expect(page.getByRole('heading', { name: 'Ya usaste tus publicaciones gratuitas de este mes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publicar aviso destacado' })).toHaveAttribute('href', '/empresas/publicar/destacado');
  });

  test('shares an approved offer, reads the new deadline before cancelling a featured one, corrects a rejected featured one as featured', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { email, password } = await confirmedEmpresa(page, 'compartir');
    await openSignedIn(page, 'empresas', email, password);

    // ---- a pending offer has no public link yet; once approved its page shares it
    const libre = await createOfertaByApi(page, 'Practicante de Auditoría');
    await page.goto(`/empresas/mis-publicaciones/${libre}`);
    await expect(page.getByTestId('compartir-pendiente')).toHaveText(
      'Cuando aprobemos tu oferta tendrá un enlace público para compartirla.',
    );
    await expect(page.getByRole('region', { name: 'Comparte tu oferta' })).toHaveCount(0);
    await approveAsAdmin(page, libre);
    await page.reload();
    const share = page.getByRole('region', { name: 'Comparte tu oferta' });
    const link = share.getByRole('textbox', { name: /Enlace público/ });
    await expect(link).toHaveValue(new RegExp(`^http://[^/]+/ofertas/practicante-de-auditoria-${libre}$`));
    const url = await link.inputValue();
    await share.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(share.getByRole('status')).toHaveText('Se copió el enlace.');
    // Each channel's visits are told apart by their campaign tags, the copied link's too.
    const tagged = (source: string, medium: string) =>
      `${url}?utm_source=${source}&utm_medium=${medium}&utm_campaign=compartir-oferta&utm_content=empresa`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tagged('enlace', 'copia'));
    await expect(share.getByRole('link', { name: /Compartir por WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Practicante de Auditoría — postula aquí: ${tagged('whatsapp', 'mensajeria')}`)}`,
    );
    await expect(share.getByRole('link', { name: /Compartir en LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(tagged('linkedin', 'social'))}`,
    );
    await shot(page, 'empresas-oferta-compartir');
    await shotVariants(page, 'empresas-oferta-compartir');
    // The public page the link names exists.
    const publica = await page.request.get(new URL(url).pathname);
    expect(publica.status()).toBe(200);

    // ---- cancelling a featured offer says first what happens to its deadline (25 days → creation + 15)
    const destacada = await createOfertaByApi(page, 'Practicante de Control de Gestión', { tipo: 1, dias: 25 });
    await page.goto(`/empresas/mis-publicaciones/${destacada}`);
    await page.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('button', { name: 'Cancelar destacado' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar destacado' });
    await expect(cancel.getByTestId('plazo-al-cancelar')).toContainText(
      `recibirá postulaciones hasta el ${dayText(limaDay(15))} (ahora hasta el ${dayText(limaDay(25))})`,
    );
    await shot(page, 'empresas-cancelar-destacado');
    await cancel.getByRole('button', { name: 'Sí, cancelar destacado' }).click();
    await expect(page.getByText('Se canceló el destacado: tu oferta ahora es gratuita.')).toBeVisible();
    await expect(page.getByRole('article')).toContainText(dayText(limaDay(15)));

    // ---- a rejected featured offer is corrected as a featured copy (no free publication spent), its reason in view
    const rechazada = await createOfertaByApi(page, 'Practicante de Riesgos', { tipo: 1, dias: 20 });
    const motivo = 'El título no describe el área: indica si es riesgo crediticio u operativo.';
    await rejectAsAdmin(page, rechazada, motivo);
    await page.goto('/empresas/mis-publicaciones/?estado=2');
    const card = page.getByTestId('oferta-card').filter({ hasText: 'Practicante de Riesgos' });
    // Applicants never see a rejected offer: «Más acciones» offers neither showing nor hiding it.
    await card.getByRole('button', { name: 'Más acciones' }).click();
    const mas = card.getByRole('list', { name: /^Más acciones/ });
    await expect(mas.getByRole('link', { name: 'Duplicar como destacada' })).toBeVisible();
    await expect(mas.getByRole('button', { name: 'Mostrar a los postulantes' })).toHaveCount(0);
    await expect(mas.getByRole('button', { name: 'Ocultar a los postulantes' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Ver motivo de rechazo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oferta rechazada' });
    await expect(dialog).toContainText(motivo);
    await dialog.getByRole('link', { name: 'Duplicar y corregir' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresas/mis-publicaciones/${rechazada}/copiar-destacado$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Duplicar como aviso destacado' })).toBeVisible();
    await expect(page.getByTestId('motivo-rechazo-copia')).toContainText(motivo);
    await expect(field(page, 'Título de la convocatoria')).toHaveValue('Practicante de Riesgos');
    await shot(page, 'empresas-corregir-rechazada');
    await shotVariants(page, 'empresas-corregir-rechazada');
  });

  test('the demo company sees its offers in every state and the reason of a rejection', async ({ page }) => {
    await openAsDemoEmpresa(page);
    await expect(page.getByRole('list', { name: 'Últimas ofertas' }).getByTestId('oferta-card')).toHaveCount(5);
    await shot(page, 'empresas-inicio');
    await shotVariants(page, 'empresas-inicio');
    await expectAccessible(page, '/empresas/');

    // The plans above the link arrive on their own (skeletons until then) and move it about 290 px down: the click
    // waits for them, or a press and a release on either side of that move would open nothing.
    await expect(page.getByTestId('precio-destacado')).toBeVisible();
    await page.getByRole('link', { name: 'Ver todas mis publicaciones' }).click();
    await expect(page).toHaveURL(/\/empresas\/mis-publicaciones\/$/);
    const cards = page.getByTestId('oferta-card');
    // The six seeded offers, each with its state (journeys before this one in its lane may have published more).
    await expect(cards.first()).toBeVisible();
    const labels = (title: string) => cards.filter({ hasText: title }).getByRole('list', { name: 'Estado' });
    await expect(labels('Practicante de Mejora Continua')).toContainText('Vigente');
    await expect(labels('Practicante de Contabilidad')).toHaveText('Pendiente');
    await expect(labels('Practicante de Seguridad y Salud en el Trabajo')).toHaveText(/Pendiente\s*Destacado pendiente/);
    await expect(labels('Practicante de Logística y Almacenes')).toHaveText(/Vigente\s*Destacado/);
    await expect(labels('Practicante de Planeamiento Financiero')).toHaveText('Finalizó');
    await expect(labels('Asistente Administrativo')).toHaveText('Rechazado');
    // A rejected offer never opened: it does not say when it «closed».
    await expect(cards.filter({ hasText: 'Asistente Administrativo' })).toContainText('No se abrieron: la oferta fue rechazada.');
    await expect(cards.filter({ hasText: 'Asistente Administrativo' })).not.toContainText(/Cerró el/i);
    // An offer with applicants is finished with «Finalizar convocatoria»; «Más acciones» does not offer «Eliminar».
    const conPostulantes = cards.filter({ hasText: 'Practicante de Logística y Almacenes' });
    await conPostulantes.getByRole('button', { name: 'Más acciones' }).click();
    await expect(conPostulantes.getByRole('list', { name: /^Más acciones/ }).getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shot(page, 'mis-publicaciones');
    await shotVariants(page, 'mis-publicaciones');
    await expectAccessible(page, '/empresas/mis-publicaciones/');

    // ---- the rejection reason: a modal 'Oferta rechazada', and the notice on the offer's page
    await page.getByRole('link', { name: 'Rechazadas' }).click();
    await expect(cards).toHaveCount(1);
    await cards.getByRole('button', { name: 'Ver motivo de rechazo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oferta rechazada' });
    await expect(dialog).toContainText('Motivo de rechazo');
    await expect(dialog).toContainText('no una práctica preprofesional');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await cards.getByRole('link', { name: 'Asistente Administrativo' }).click();
    await expect(page.getByText('Esta oferta ha sido rechazada por el administrador')).toBeVisible();
    await expect(page.getByText('Motivo de rechazo:')).toBeVisible();
    await expectAccessible(page, '/empresas/mis-publicaciones/{id} rechazada');
    // An approved offer cannot be edited; another company's offer is not found.
    await page.goto('/empresas/mis-publicaciones/2/actualizar');
    await expect(page).toHaveURL(/\/empresas\/404$/);
    await page.goto('/empresas/mis-publicaciones/999999');
    await expect(page).toHaveURL(/\/empresas\/404$/);
    // At 390 px the signed-in header (logo, «Mi área», the theme, «Cerrar sesión») fits: nothing cut, no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'Mi área' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const salir = await page.getByRole('button', { name: 'Cerrar sesión' }).boundingBox();
    expect(salir!.x + salir!.width).toBeLessThanOrEqual(390);
    await shotVariants(page, 'empresas-404');
  });
});
