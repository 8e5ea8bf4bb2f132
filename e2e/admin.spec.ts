/**
 * Back-office journeys in the browser (docs/admin.md): an administrator approves one offer and rejects another with a
 * reason, and the company sees 'Vigente' and the reason in 'Oferta rechazada'; validates a featured payment and the
 * offer shows 'Destacado'; deactivates a company whose session is open in another browser, which is sent to its
 * login at its next step; an administrator whose session ended meanwhile is sent to the back office's login by the
 * admin calls' 404. Every screen is photographed at 1280 px and 390 px, light and dark, and checked with axe.
 *
 * The journey's company is a new one (not empresa@demo.pe): the companies' journey (empresas.spec.ts) counts the
 * demo company's offers and their states, which this journey must leave as the seed made them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmedEmpresa, DEMO, expectAccessible, loginAs, openSignedIn, shot, shotVariants } from './support';

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { authorization: `Bearer ${token}` };
}

function limaDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** An offer of the signed-in company through the API (the form has its own journey); tipo 1 = featured. */
async function createOferta(page: Page, titulo: string, tipo: 0 | 1 = 0): Promise<number> {
  const careers = ((await (await page.request.get('/api/carrera/listAll')).json()) as { data: { id: number; nombre: string }[] }).data;
  const res = await page.request.post('/api/oferta/create', {
    headers: await bearer(page),
    data: {
      tipo,
      titulo,
      funciones: '<p>Apoyo en el análisis de datos comerciales y en la preparación de reportes semanales.</p>',
      beneficios: '<ul><li>Subvención económica mensual</li></ul>',
      modalidad_tiempo: 'Virtual',
      horario: 'Tiempo parcial',
      horas_dia: 4,
      dias_semana: 5,
      salario: 800,
      fin_convocatoria: limaDayPlus(7),
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      ciclo: [2, 3],
      carreras: [careers.find((c) => c.nombre === 'Contabilidad')!.id],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id_oferta: number }[] }).data[0]!.id_oferta;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
  return context.newPage();
}

/** The admin area's menu (a drawer at phone width, the sidebar on a desktop). */
function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

test.describe('back office', () => {
  test('reviews offers and a featured payment; the company sees the outcome; a deactivated company is sent to its login', async ({
    page,
    browser,
  }) => {
    // Long: every screen is checked with axe in light and dark on a shared two-core machine.
    test.setTimeout(240_000);
    // ---- the company: a free offer to approve, one to reject, a featured one with its payment
    const empresa = await confirmedEmpresa(page, 'revision');
    await openSignedIn(page, 'empresas', empresa.email, empresa.password);
    const stamp = String(Date.now()).slice(-5);
    const aprobar = `Practicante de Auditoría ${stamp}`;
    const rechazar = `Practicante de Marketing ${stamp}`;
    const destacada = `Practicante de Ventas ${stamp}`;
    const sinPago = `Practicante de Logística ${stamp}`;
    const rechazarConPago = `Practicante de Finanzas ${stamp}`;
    await createOferta(page, aprobar);
    await createOferta(page, rechazar);
    const idDestacada = await createOferta(page, destacada, 1);
    await createOferta(page, sinPago, 1);
    const idRechazarConPago = await createOferta(page, rechazarConPago, 1);
    const operacion = `AD${Date.now()}`;
    const operacionRechazada = `AR${Date.now()}`;
    for (const [id_oferta, nro_operacion] of [
      [idDestacada, operacion],
      [idRechazarConPago, operacionRechazada],
    ] as const) {
      const pago = await page.request.post('/api/pago/create', {
        headers: await bearer(page),
        data: { id_oferta, nro_operacion, metodo_pago: 'Yape', monto: 69 },
      });
      expect(pago.status(), await pago.text()).toBeLessThan(300);
    }
    // A payment must declare the price: the API refuses any other amount (S/ 1 for a S/ 69 featured offer).
    const uno = await page.request.post('/api/pago/create', {
      headers: await bearer(page),
      data: { id_oferta: idDestacada, nro_operacion: `UNO${Date.now()}`, metodo_pago: 'Yape', monto: 1 },
    });
    expect(uno.status()).toBe(400);
    expect(((await uno.json()) as { message: string }).message).toBe('El monto debe ser S/ 69.');

    // ---- the same rule in the company's payment form: «Pagar destacado» of the unpaid offer, S/ 1 is refused at its field
    await page.goto('/empresas/mis-publicaciones/');
    await page.getByTestId('oferta-card').filter({ hasText: sinPago }).getByRole('button', { name: 'Pagar destacado' }).click();
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/pago$/);
    await page.getByLabel(/^Número de operación/).fill(`UNO${Date.now()}`);
    await page.getByRole('radio', { name: 'Yape' }).check();
    await page.getByLabel(/^Monto pagado/).fill('1');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByLabel(/^Monto pagado/)).toHaveAccessibleDescription('El monto debe ser S/ 69.');
    await expect(page).toHaveURL(/\/empresas\/publicar\/destacado\/pago$/);
    await shot(page, 'pago-monto-distinto');
    await shotVariants(page, 'pago-monto-distinto');

    // ---- the administrator, in another browser
    const admin = await newPage(browser);
    await openSignedIn(admin, 'admin', DEMO.admin.email, DEMO.admin.password);
    await expect(admin.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
    await expect(admin.getByTestId('dash-ofertas')).toContainText('Ofertas por revisar');
    await expect(admin.getByRole('link', { name: aprobar })).toBeVisible();
    await shot(admin, 'admin-panel');
    await shotVariants(admin, 'admin-panel');
    await expectAccessible(admin, '/admin/');

    // ---- the queue: search by title, open, read it as applicants will, approve
    await menu(admin).getByRole('link', { name: 'Revisión de ofertas' }).click();
    await expect(admin).toHaveURL(/\/admin\/ofertas$/);
    await admin.getByLabel('Buscar por título, empresa o RUC').fill(stamp);
    await admin.getByRole('button', { name: 'Buscar' }).click();
    await expect(admin.getByTestId('admin-oferta')).toHaveCount(5);
    await shot(admin, 'admin-ofertas');
    await shotVariants(admin, 'admin-ofertas');
    await expectAccessible(admin, '/admin/ofertas');
    await admin.getByRole('link', { name: aprobar }).click();
    await expect(admin.getByRole('heading', { level: 2, name: aprobar })).toBeVisible();
    await expect(admin.getByText('Así la verán los postulantes')).toBeVisible();
    // The law's checks, as the API computed them: 4 h × 5 days part time, S/ 800 (the least is S/ 754).
    const ley = admin.getByRole('region', { name: 'Ley 28518' });
    await expect(ley).toContainText('Cumple');
    await expect(ley).toContainText('4 h diarias × 5 días = 20 h semanales');
    await expect(ley).toContainText('S/ 800 al mes (mínimo para esta jornada: S/ 754).');
    await expect(admin.getByText('Apoyo en el análisis de datos comerciales')).toBeVisible();
    await shot(admin, 'admin-oferta-detalle');
    await shotVariants(admin, 'admin-oferta-detalle');
    await expectAccessible(admin, '/admin/ofertas/{id}');
    await admin.getByRole('button', { name: 'Aprobar oferta' }).click();
    await expect(admin.getByText('Se aprobó la oferta y se avisó a la empresa por correo.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Aprobar oferta' })).toHaveCount(0);

    // ---- a featured offer whose payment was never sent cannot be approved: the button is disabled and says why
    await admin.getByRole('link', { name: 'Volver a la revisión de ofertas' }).click();
    await admin.getByRole('link', { name: sinPago }).click();
    await expect(admin.getByRole('button', { name: 'Aprobar oferta' })).toBeDisabled();
    await expect(admin.getByRole('button', { name: 'Aprobar oferta' })).toHaveAccessibleDescription(/la empresa aún no envió el pago/);
    await shot(admin, 'admin-oferta-sin-pago');

    // ---- a featured offer with its payment pending: rejecting it rejects the payment too, with a common reason
    await admin.getByRole('link', { name: 'Volver a la revisión de ofertas' }).click();
    await admin.getByRole('link', { name: rechazarConPago }).click();
    await admin.getByRole('button', { name: 'Rechazar' }).click();
    const both = admin.getByRole('dialog', { name: 'Rechazar oferta' });
    await expect(both).toContainText(`El pago pendiente del destacado (N.º ${operacionRechazada}, S/ 69.00) también se rechazará`);
    const comun = 'Faltan datos del puesto: funciones, horario o lugar de trabajo.';
    await both.getByRole('group', { name: 'Motivos frecuentes' }).getByRole('button', { name: comun }).click();
    await expect(both.getByLabel(/Motivo del rechazo/)).toHaveValue(comun);
    await shot(admin, 'admin-rechazo-con-pago');
    await shotVariants(admin, 'admin-rechazo-con-pago');
    await expectAccessible(admin, '/admin/ofertas/{id} rechazo con pago');
    await both.getByRole('button', { name: 'Rechazar oferta y pago' }).click();
    await expect(
      admin.getByText('Se rechazó la oferta y también su pago pendiente del destacado; se avisó a la empresa por correo.'),
    ).toBeVisible();
    await expect(admin.getByText('Se rechazó la oferta: Faltan datos del puesto')).toBeVisible();

    // ---- reject the second with a reason: required, and the server's minimum at the field
    await admin.getByRole('link', { name: 'Volver a la revisión de ofertas' }).click();
    await admin.getByRole('link', { name: rechazar }).click();
    await admin.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Rechazar oferta' });
    await dialog.getByRole('button', { name: 'Rechazar oferta' }).click();
    await expect(dialog.getByLabel(/Motivo del rechazo/)).toHaveAccessibleDescription(/Indica el motivo del rechazo/);
    await dialog.getByLabel(/Motivo del rechazo/).fill('Mal');
    await dialog.getByRole('button', { name: 'Rechazar oferta' }).click();
    await expect(dialog.getByLabel(/Motivo del rechazo/)).toHaveAccessibleDescription(/^El motivo debe tener al menos 5 caracteres/);
    const motivo = 'La subvención indicada no coincide con la jornada: corrígela y vuelve a publicarla.';
    await dialog.getByLabel(/Motivo del rechazo/).fill(motivo);
    await shot(admin, 'admin-rechazo');
    await expectAccessible(admin, '/admin/ofertas/{id} rechazo');
    await dialog.getByRole('button', { name: 'Rechazar oferta' }).click();
    await expect(admin.getByText('Se rechazó la oferta y se avisó a la empresa por correo.')).toBeVisible();
    await expect(admin.getByText(`Motivo de rechazo: ${motivo}`)).toBeVisible();

    // ---- the featured payment: validate it, then approve its offer
    await menu(admin).getByRole('link', { name: 'Pagos' }).click();
    const card = admin.getByTestId('admin-pago').filter({ hasText: destacada });
    await expect(card).toContainText(operacion);
    await expect(card).toContainText('Yape');
    await expect(card).toContainText('S/ 69.00');
    await shot(admin, 'admin-pagos');
    await shotVariants(admin, 'admin-pagos');
    await expectAccessible(admin, '/admin/pagos');
    // The offer rejected with its payment left the queue of pending payments.
    await expect(admin.getByTestId('admin-pago').filter({ hasText: rechazarConPago })).toHaveCount(0);
    // Validating any payment asks first, with the declared amount next to the price.
    await card.getByRole('button', { name: 'Validar pago' }).click();
    const confirmar = admin.getByRole('dialog', { name: '¿Validar este pago?' });
    await expect(confirmar.getByTestId('confirmar-validacion')).toContainText(operacion);
    await expect(confirmar.getByTestId('confirmar-validacion')).toContainText(/Monto declarado\s*S\/ 69\.00\s*Precio\s*S\/ 69\.00/);
    await expect(confirmar.getByTestId('monto-distinto')).toHaveCount(0);
    await shot(admin, 'admin-pago-confirmar');
    await shotVariants(admin, 'admin-pago-confirmar');
    await expectAccessible(admin, '/admin/pagos confirmar');
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Validar pago' }).click();
    await confirmar.getByRole('button', { name: 'Sí, validar pago' }).click();
    await expect(admin.getByText('Se validó el pago y se avisó por correo a quien pagó.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await admin.getByRole('button', { name: 'Validados' }).click();
    await expect(admin.getByTestId('admin-pago').filter({ hasText: destacada })).toContainText('Validado');
    await admin.getByTestId('admin-pago').filter({ hasText: destacada }).getByRole('link', { name: 'Ver la oferta' }).click();
    await admin.getByRole('button', { name: 'Aprobar oferta' }).click();
    // The first approval's toast may still be on screen: the newest one is this approval's.
    await expect(admin.getByText('Se aprobó la oferta y se avisó a la empresa por correo.').last()).toBeVisible();

    // ---- the company sees the outcome
    await page.goto('/empresas/mis-publicaciones/');
    const cards = page.getByTestId('oferta-card');
    const labels = (title: string) => cards.filter({ hasText: title }).getByRole('list', { name: 'Estado' });
    await expect(labels(aprobar)).toHaveText('Vigente');
    await expect(labels(destacada)).toHaveText(/Vigente\s*Destacado/);
    await expect(labels(rechazar)).toHaveText('Rechazado');
    // Rejected with its payment: both said, and no «Pagar destacado» (the mail points to «Duplicar como destacada»).
    await expect(labels(rechazarConPago)).toHaveText(/Rechazado\s*Destacado rechazado/);
    await expect(cards.filter({ hasText: rechazarConPago }).getByRole('button', { name: 'Pagar destacado' })).toHaveCount(0);
    await cards.filter({ hasText: rechazar }).getByRole('button', { name: 'Ver motivo de rechazo' }).click();
    const reason = page.getByRole('dialog', { name: 'Oferta rechazada' });
    await expect(reason).toContainText(motivo);
    await reason.getByRole('button', { name: 'Cerrar' }).click();

    // ---- the audit log shows who did what
    await menu(admin).getByRole('link', { name: 'Auditoría' }).click();
    const rows = admin.getByTestId('auditoria-fila');
    await expect(rows.first()).toContainText('Aprobó una oferta');
    await expect(rows.first()).toContainText(DEMO.admin.email);
    await rows.first().getByText('Ver antes y después').click();
    await expect(rows.first().getByText('"estado": 1')).toBeVisible();
    await shot(admin, 'admin-auditoria');
    await shotVariants(admin, 'admin-auditoria');
    await expectAccessible(admin, '/admin/auditoria');

    // ---- deactivate the company while its session is open: its next step goes to its login
    await menu(admin).getByRole('link', { name: 'Usuarios' }).click();
    await admin.getByLabel('Buscar').fill(empresa.email);
    await admin.getByRole('button', { name: 'Buscar' }).click();
    await expect(admin.getByTestId('admin-usuario')).toHaveCount(1);
    await admin.getByRole('button', { name: `Gestionar ${empresa.email}` }).click();
    const user = admin.getByRole('dialog');
    await expect(user).toContainText('Sesiones abiertas');
    await shot(admin, 'admin-usuario');
    await expectAccessible(admin, '/admin/usuarios (cuenta)');
    await user.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await admin.getByRole('dialog', { name: '¿Desactivar la cuenta?' }).getByRole('button', { name: 'Sí, desactivar' }).click();
    await expect(admin.getByText('Se desactivó la cuenta: sus sesiones ya no funcionan y no podrá iniciar sesión.')).toBeVisible();
    await expect(user.getByText('Desactivada')).toBeVisible();

    await menu(page).getByRole('link', { name: 'Publicar oferta' }).click();
    await expect(page).toHaveURL(/\/empresas\/inicio-sesion\?motivo=inactivo$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'empresa-desactivada');

    // Reactivated: the old session stays closed; the company logs in again.
    await user.getByRole('button', { name: 'Reactivar cuenta' }).click();
    await expect(admin.getByText('Se reactivó la cuenta: deberá iniciar sesión de nuevo.')).toBeVisible();
    await loginAs(page, 'empresas', empresa.email, empresa.password);
    await admin.context().close();
  });

  test('the other screens: alerts, templates, informational offers, announcements, premium content', async ({ page }) => {
    test.setTimeout(200_000);
    await openSignedIn(page, 'admin', DEMO.admin.email, DEMO.admin.password);

    // ---- alerts: a past day is refused at its field
    await menu(page).getByRole('link', { name: 'Alertas' }).click();
    const publicar = page.getByRole('region', { name: 'Alerta de la página Publicar oferta' });
    await publicar.getByLabel('Texto de la alerta').fill('Esta semana validamos los pagos hasta las 6 p. m.');
    await publicar.getByLabel('Se muestra hasta (inclusive)').fill('2020-01-01');
    await publicar.getByRole('button', { name: 'Guardar alerta' }).click();
    await expect(publicar.getByLabel('Se muestra hasta (inclusive)')).toHaveAccessibleDescription(/posterior a la actual/);
    await shot(page, 'admin-alertas');
    await shotVariants(page, 'admin-alertas');
    await expectAccessible(page, '/admin/alertas');

    // ---- templates: the editor (lazy) with a section title, and the preview as it would be stored
    await menu(page).getByRole('link', { name: 'Plantillas' }).click();
    await expect(page.getByRole('toolbar', { name: 'Formato: Contenido' })).toBeVisible();
    // What each template is for, in Spanish: no API path is shown to the administrator.
    await expect(page.getByTestId('plantilla-descripcion')).not.toBeEmpty();
    await expect(page.getByText(/recursos\/|getTemplate/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Vista previa' }).click();
    await expect(page.getByTestId('vista-previa').locator('h3').first()).toBeVisible();
    await shot(page, 'admin-plantillas');
    await shotVariants(page, 'admin-plantillas');
    await expectAccessible(page, '/admin/plantillas');

    // ---- informational offers: the server's answers at their fields, then published
    await menu(page).getByRole('link', { name: 'Ofertas informativas' }).click();
    await page.getByRole('button', { name: 'Nueva oferta informativa' }).click();
    // An empty required date is 'Requerido' (not 'Fecha inválida').
    await page.getByRole('button', { name: 'Publicar oferta informativa' }).click();
    await expect(page.getByLabel(/^Postular hasta/)).toHaveAccessibleDescription(/^Requerido/);
    await page.getByLabel(/^Título/).fill('Prácticas en el BCRP 2027');
    await page.getByLabel(/^Enlace de la convocatoria/).fill('no-es-un-enlace');
    await page.getByRole('button', { name: 'Publicar oferta informativa' }).click();
    await expect(page.getByLabel(/^Enlace de la convocatoria/)).toHaveAccessibleDescription(
      'Ingresa un enlace que empiece con http:// o https://',
    );
    await page.getByLabel(/^Enlace de la convocatoria/).fill('https://www.bcrp.gob.pe/convocatorias');
    await page.getByRole('textbox', { name: /^Descripción/ }).fill('Programa de prácticas preprofesionales del Banco Central.');
    await page.getByLabel(/^Postular hasta/).fill(limaDayPlus(20));
    await shot(page, 'admin-informativas');
    await shotVariants(page, 'admin-informativas');
    await expectAccessible(page, '/admin/informativas');
    await page.getByRole('button', { name: 'Publicar oferta informativa' }).click();
    await expect(page.getByText('Se publicó la oferta informativa.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://www.bcrp.gob.pe/convocatorias' })).toBeVisible();
    // Withdrawn: it stays in the list, marked, without its actions.
    await page.getByRole('button', { name: 'Retirar' }).first().click();
    await page.getByRole('dialog', { name: 'Retirar oferta informativa' }).getByRole('button', { name: 'Sí, retirar' }).click();
    await expect(page.getByText('Se retiró la oferta informativa: ya no se muestra.')).toBeVisible();
    await expect(page.getByText('Retirada', { exact: true }).first()).toBeVisible();

    // ---- announcements: a draft and its preview (not sent: the outbox of the other journeys stays as it is)
    await menu(page).getByRole('link', { name: 'Anuncios' }).click();
    await page.getByRole('button', { name: 'Nuevo anuncio' }).click();
    await page.getByLabel(/^Asunto/).fill('Nuevas funciones para tus avisos');
    await page.getByRole('textbox', { name: /^Mensaje/ }).fill('Desde hoy puedes ver el puntaje de afinidad de cada postulante.');
    await page.getByRole('button', { name: 'Vista previa' }).click();
    const preview = page.getByRole('dialog', { name: 'Vista previa del correo' });
    await expect(preview).toContainText('Nuevas funciones para tus avisos');
    await expect(preview.frameLocator('iframe').locator('body')).toContainText('puntaje de afinidad');
    await preview.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByText('Se guardó el borrador del anuncio.')).toBeVisible();
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
    await shot(page, 'admin-anuncios');
    await shotVariants(page, 'admin-anuncios');
    await expectAccessible(page, '/admin/anuncios');

    // ---- premium content: create a video with a glossary term
    await menu(page).getByRole('link', { name: 'Contenido premium' }).click();
    await page.getByRole('button', { name: 'Nuevo contenido' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo contenido' });
    await form.getByLabel(/^Título/).fill('Cómo preparar tu entrevista');
    await form.getByLabel('Duración').fill('12:30');
    await form.getByRole('button', { name: 'Agregar término' }).click();
    await form.getByLabel(/^Término 1/).fill('STAR');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByLabel(/^Definición 1/)).toHaveAccessibleDescription('Requerido');
    await form.getByLabel(/^Definición 1/).fill('Situación, tarea, acción y resultado.');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/Se creó el contenido\./)).toBeVisible();
    await expect(page.getByText('Cómo preparar tu entrevista')).toBeVisible();
    await shot(page, 'admin-contenido');
    await shotVariants(page, 'admin-contenido');
    await expectAccessible(page, '/admin/contenido');
    // The cover is judged by its bytes: a text file named .png is refused at its field.
    const item = page.getByRole('listitem').filter({ hasText: 'Cómo preparar tu entrevista' });
    await item
      .getByLabel(/^Imagen de portada/)
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: Buffer.from('no es una imagen') });
    await expect(item.getByText('Error: Solo imágenes png y jpg')).toBeVisible();
    await item.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: 'Eliminar contenido' }).getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText('Se eliminó el contenido y sus archivos.')).toBeVisible();
    await expect(page.getByText('Cómo preparar tu entrevista')).toHaveCount(0);
  });

  test('an administrator whose session ended meanwhile is sent to the back office login by the next admin call', async ({ page }) => {
    await openSignedIn(page, 'admin', DEMO.admin.email, DEMO.admin.password);
    // The session ends on the server (as after a logout elsewhere); the page still holds the token.
    const res = await page.request.post('/api/auth/logout', { headers: await bearer(page) });
    expect(res.ok()).toBe(true);
    // The next admin call is the click's page, unless one of the page's own background calls (its alerts) comes
    // first: either way that call's 401 leads to the login. Once the app has gone there, the menu is gone too.
    await expect(async () => {
      if (/\/admin\/inicio-sesion/.test(page.url())) return;
      await menu(page).getByRole('link', { name: 'Pagos' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/admin\/inicio-sesion\?motivo=sesion&volver=/);
    await expect(page.getByRole('alert').filter({ hasText: 'Tu sesión terminó' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
