/** Foundation journeys: both logins, guards, not-found, dark mode, cross-tab logout, alerts banner. */
import { expect, test } from '@playwright/test';
import { DEMO, loginAs, openAsDemoEmpresa, openSignedIn, signIn, snap } from './support';

test.describe('login of each area', () => {
  test('an applicant sees the server message on a wrong password, then logs in and lands on a greeting home', async ({ page }) => {
    await page.goto('/postulantes/inicio-sesion');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inicia sesión');
    await expect(page.getByRole('link', { name: /recuperar/i })).toHaveAttribute('href', '/postulantes/recuperar-cuenta');
    await expect(page.getByRole('link', { name: /regístrate/i })).toHaveAttribute('href', '/postulantes/registrarse');
    await expect(page.getByRole('link', { name: 'Iniciar como empresa' })).toBeVisible();
    await snap(page, 'login-postulantes');

    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    await email.fill(DEMO.postulante.email);
    await password.fill('incorrecta1');
    // Show/hide toggle.
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'login-postulantes-error');
    // Typing in an errored field clears its error.
    await password.fill(DEMO.postulante.password);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Hola, ${DEMO.postulante.name}`);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
    await snap(page, 'home-postulantes');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a recruiter logs in and is greeted with the organisation name', async ({ page }) => {
    await page.goto('/empresas/inicio-sesion');
    await expect(page.getByRole('link', { name: 'Iniciar como postulante' })).toBeVisible();
    await snap(page, 'login-empresas');
    await loginAs(page, 'empresas', DEMO.empresa.email, DEMO.empresa.password);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Hola, ${DEMO.empresa.org}`);
    await snap(page, 'home-empresas');
  });

  test('an applicant account cannot enter through the company login', async ({ page }) => {
    await page.goto('/empresas/inicio-sesion');
    await page.getByLabel('Correo electrónico').fill(DEMO.postulante.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.postulante.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText(/Esta cuenta es de postulante/)).toBeVisible();
    await expect(page).toHaveURL(/\/empresas\/inicio-sesion/);
  });

  test('the administrator logs in at /admin/inicio-sesion', async ({ page }) => {
    await loginAs(page, 'admin', DEMO.admin.email, DEMO.admin.password);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Panel de administración');
  });

  test('a network failure shows the spec message in an error alert', async ({ page }) => {
    await page.goto('/postulantes/inicio-sesion');
    await page.route('**/api/auth/loginPostulant', (route) => route.abort('failed'));
    await page.getByLabel('Correo electrónico').fill(DEMO.postulante.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.postulante.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Se produjo un error, vuelva a intentarlo más adelante.' })).toBeVisible();
  });
});

test.describe('guards', () => {
  test('without a session a private page sends to the area login and back there after logging in', async ({ page }) => {
    await page.goto('/postulantes/mis-postulaciones');
    await expect(page).toHaveURL(/\/postulantes\/inicio-sesion\?volver=%2Fpostulantes%2Fmis-postulaciones/);
    await page.getByLabel('Correo electrónico').fill(DEMO.postulante.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.postulante.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/postulantes\/mis-postulaciones$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mis postulaciones');
  });

  test('a signed-in applicant who opens the company area is sent to their own home, and away from login pages', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
    await page.goto('/empresas/');
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await page.goto('/postulantes/inicio-sesion');
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await page.goto('/empresas/inicio-sesion');
    await expect(page).toHaveURL(/\/postulantes\/$/);
  });

  test('an administrator who opens an applicant page is sent to /admin/', async ({ page }) => {
    await signIn(page, 'admin', DEMO.admin.email, DEMO.admin.password);
    await page.goto('/postulantes/');
    await expect(page).toHaveURL(/\/admin\/$/);
  });

  test('unknown paths show the not-found page with a link to the area home', async ({ page }) => {
    await page.goto('/postulantes/no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio', exact: true })).toHaveAttribute('href', '/postulantes/');
    await page.goto('/empresas/algo/que/no/existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio', exact: true })).toHaveAttribute('href', '/empresas/');
    await snap(page, 'not-found-empresas');
    await page.goto('/empresas/404');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    // The back office's unknown paths link to its own home.
    await page.goto('/admin/no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio', exact: true })).toHaveAttribute('href', '/admin/');
  });

  test('a 403 "usuario inactivo" removes the token and goes to the area login', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
    await page.route('**/api/auth/mySession', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ state: false, data: [], message: 'usuario inactivo' }),
      }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/postulantes\/inicio-sesion/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('layout', () => {
  test('dark mode survives a reload', async ({ page }) => {
    await openAsDemoEmpresa(page);
    await page
      .getByRole('switch', { name: /modo oscuro/i })
      .first()
      .click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await snap(page, 'home-empresas-dark');
    await page
      .getByRole('switch', { name: /modo oscuro/i })
      .first()
      .click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('logging out in one tab sends the other tab home', async ({ context }) => {
    const first = await context.newPage();
    await openSignedIn(first, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
    const second = await context.newPage();
    await second.goto('/postulantes/');
    await expect(second.getByRole('heading', { level: 1 })).toContainText('Hola');
    await first.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(first).toHaveURL(/\/postulantes\/inicio-sesion/);
    await expect(second).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(second.getByRole('heading', { level: 1 })).toContainText('Encuentra tus prácticas');
  });

  test('the alerts banner shows while its content is not expired, and hides once expired', async ({ page }) => {
    await page.goto('/postulantes/inicio-sesion');
    await expect(page.getByTestId('alerts-banner')).toContainText('instalación de demostración');
    await page.route('**/api/recursos/listAlertas', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          state: true,
          message: '',
          data: [{ content: 'Aviso vencido', expireIn: '2020-01-01T00:00:00Z', alerta_publicar: null }],
        }),
      }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('alerts-banner')).toHaveCount(0);
  });

  test('a closed alert stays closed on the next page loads, until its content changes', async ({ page }) => {
    let content = 'Mantenimiento programado el sábado';
    await page.route('**/api/recursos/listAlertas', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ state: true, message: '', data: [{ content, expireIn: null }] }),
      }),
    );
    await page.goto('/postulantes/inicio-sesion');
    await expect(page.getByTestId('alerts-banner')).toContainText(content);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(page.getByTestId('alerts-banner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('alerts-banner')).toHaveCount(0);
    await page.goto('/empresas/inicio-sesion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('alerts-banner')).toHaveCount(0);
    // A new alert shows again.
    content = 'Nuevo aviso: cambiamos el horario de soporte';
    await page.reload();
    await expect(page.getByTestId('alerts-banner')).toContainText(content);
  });

  test('the three logins submit with Enter', async ({ page }) => {
    for (const [area, email, password] of [
      ['postulantes', DEMO.postulante.email, DEMO.postulante.password],
      ['empresas', DEMO.empresa.email, DEMO.empresa.password],
    ] as const) {
      await page.goto(`/${area}/inicio-sesion`);
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await page.getByLabel('Contraseña', { exact: true }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${area}/$`));
      await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${area}/inicio-sesion`));
    }
    await page.goto('/admin/inicio-sesion');
    await page.getByLabel('Correo electrónico').fill('nadie@practiperu.pe');
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave1');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  });

  test('phone width: the menu opens as a drawer and the name is cut to 15 characters', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsDemoEmpresa(page);
    await snap(page, 'home-empresas-movil');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const name = page.getByTestId('menu-name').last();
    await expect(name).toHaveText('Andina Logístic…');
    await expect(page.getByRole('link', { name: 'Mis publicaciones' }).last()).toBeVisible();
    await snap(page, 'menu-empresas-movil');
    // Escape closes the drawer and gives focus back to the menu button, never to <body>.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });

  test('the menu shows the uploaded profile photo instead of the initial', async ({ page }) => {
    const token = await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const upload = await page.request.post('/api/postulante/updatePhoto', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { photo: { name: 'foto.png', mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('menu-avatar').first()).toHaveAttribute('src', /^\/uploads\/fotos\/.+\.png$/);
  });

  test('footer pages have real content', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacidad/i);
    await expect(page.getByText(/29733/).first()).toBeVisible();
    await page.goto('/terminos');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Términos/i);
    await page.goto('/nosotros');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} PractiPerú`)).toBeVisible();
  });
});
