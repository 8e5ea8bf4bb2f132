/**
 * Account journeys, for both roles: register → confirm from the mail → log in; forgot password → reset → log
 * in; change the e-mail → confirm → log in with it; delete the account → cannot log in. Plus the company
 * registration's checks, the account pages, the unsubscribe page and the development outbox.
 * Mails are read from the development outbox (`GET /api/dev/correos?to=`).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  confirmedEmpresa,
  confirmedPostulante,
  CV_COMPLETE_PAGE,
  DEMO,
  expectAccessible,
  field,
  loginAs,
  mailLink,
  onLoginForm,
  openAsDemoEmpresa,
  openSignedIn,
  PNG_1X1,
  rucWithBadCheckDigit,
  shot,
  shotVariants,
  signIn,
  submitLogin,
  uniqueEmail,
  validRuc,
} from './support';

type Area = 'postulantes' | 'empresas';

const WRONG_LOGIN = 'Correo o contraseña incorrectos.';

/**
 * Where an account of the area lands after logging in: the new applicants of these journeys have no CV yet, so
 * the required-data gate sends them to the complete page; the account screens stay reachable (decision 011).
 */
function landing(area: Area): RegExp | undefined {
  return area === 'postulantes' ? CV_COMPLETE_PAGE : undefined;
}

/** The account page of the area. */
function accountPage(area: Area): string {
  return area === 'empresas' ? '/empresas/cuenta' : '/postulantes/cuenta/';
}

/**
 * The login form refuses the old address or password. A logout or a deletion leaves the page on the form already:
 * the attempt is made there, once the form shows no earlier refusal.
 */
async function expectLoginFails(page: Page, area: Area, email: string, password: string) {
  if (onLoginForm(page, area)) {
    await expect(page.getByText(WRONG_LOGIN)).toHaveCount(0);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
  } else await submitLogin(page, area, email, password);
  await expect(page.getByText(WRONG_LOGIN)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${area}/inicio-sesion`));
}

/** From the registration's continue page on: the page, the mail, the confirmation, the login. */
async function confirmAndLogIn(page: Page, area: Area, email: string, password: string) {
  // Registration, the unconfirmed login with its resend, confirmation and login: a long journey.
  test.slow();
  await expect(page).toHaveURL(new RegExp(`/${area}/registrarse/continuar$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Se envió un mensaje a su correo, verifique su cuenta para completar el registro.')).toBeVisible();
  await expect(page.getByText(/spam/)).toBeVisible();
  // The address the mail went to, so a typo can be seen.
  await expect(page.getByTestId('registro-correo')).toContainText(email);
  // The resend is blocked 180 s from page load, with an mm:ss countdown.
  const resend = page.getByRole('button', { name: /Reenviar correo en 0[23]:\d\d/ });
  await expect(resend).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', `/${area}/registrarse`);
  await shot(page, `registro-continuar-${area}`);
  await shotVariants(page, `registro-continuar-${area}`);

  // Not confirmed yet: the login refuses, and offers the mail again (Enter submits the login, as on every site).
  await page.goto(`/${area}/inicio-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await field(page, 'Contraseña').fill(password);
  await field(page, 'Contraseña').press('Enter');
  await expect(
    page.getByText('Tu cuenta aún no ha sido confirmada. Revisa tu correo (también la carpeta de spam) para activarla.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar el correo de confirmación' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/registrarse/continuar$`));
  // Inside the 180 s of the first mail nothing is sent, and the page says when it can be.
  await expect(page.getByText(/^Podrás reenviar el correo en 0[0-3]:\d\d\.$/)).toBeVisible();
  await expect(page.getByTestId('registro-correo')).toContainText(email);
  await expect(page.getByRole('button', { name: /Reenviar correo en 0[0-3]:\d\d/ })).toBeDisabled();
  const link = await mailLink(page, email, `/${area}/registrarse/confirmar/`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta confirmada' })).toBeVisible();
  await shot(page, `registro-confirmado-${area}`);
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/inicio-sesion`));
  await loginAs(page, area, email, password, landing(area));

  // The login took the used link's place in the history: Back does not return to it (nor to a 404).
  await page.goBack();
  await expect(page).not.toHaveURL(/\/registrarse\/confirmar\/|\/404$/);

  // Opened again while signed in, the used link goes home (its entry becomes the home); signed out, it says what
  // happened and what to do, instead of a bare 404.
  await page.goto(link);
  await expect(page).toHaveURL(landing(area) ?? new RegExp(`/${area}/$`));
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta confirmada' })).toBeVisible();
  await expect(page.getByText('Tu cuenta ya está confirmada: inicia sesión.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
}

async function forgotAndReset(page: Page, area: Area, email: string, password: string) {
  const newPassword = 'NuevaClave2026';
  await page.goto(`/${area}/recuperar-cuenta`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar cuenta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', `/${area}/inicio-sesion`);
  await shot(page, `recuperar-${area}`);

  // Empty: nothing is sent.
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/forgotPassword')) calls += 1;
  });
  const send = page.getByRole('button', { name: /^Enviar enlace/ });
  await send.click();
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  expect(calls).toBe(0);

  await page.getByLabel('Correo electrónico').fill(email);
  await send.click();
  // The spec's hint stays word for word; our own advice beside it takes neither tú nor usted.
  await expect(
    page.getByText(
      'Se le enviará un mensaje de recuperación a su correo. Si el mensaje no llega en unos minutos, conviene mirar la carpeta de spam o correo no deseado.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Enviar enlace \(0[23]:\d\d\)/ })).toBeDisabled();
  await shot(page, `recuperar-enviado-${area}`);
  if (area === 'empresas') await shotVariants(page, 'recuperar-enviado-empresas');

  const link = await mailLink(page, email, `/${area}/nueva-clave/`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
  // The reset form's own messages ('Las contraseñas deben coincidir', the new-password rule).
  await page.getByLabel('Nueva contraseña').fill('corta');
  await page.getByLabel('Repetir contraseña').fill('otra');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña debe ser igual o mayor a 8 caracteres y sin espacios', { exact: true })).toBeVisible();
  // Long enough but with '#': the message also says which characters are allowed.
  await page.getByLabel('Nueva contraseña').fill('Nueva#Clave1');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('La contraseña debe ser igual o mayor a 8 caracteres y sin espacios. Solo letras, números y @ $ : ! ¡ ¿ ?'),
  ).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas deben coincidir')).toBeVisible();
  await shot(page, `nueva-clave-${area}`);
  await page.getByLabel('Repetir contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();

  await expect(page).toHaveURL(new RegExp(`/${area}/mensaje/nueva-clave/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu contraseña se actualizó' })).toBeVisible();
  await shot(page, `nueva-clave-lista-${area}`);
  // A reload keeps the message; any other token there is not found.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu contraseña se actualizó' })).toBeVisible();
  await page.goto(`/${area}/mensaje/nueva-clave/${'y'.repeat(43)}`);
  await expect(page).toHaveURL(area === 'empresas' ? /\/empresas\/404$/ : /127\.0\.0\.1:\d+\/404$/);

  // The link is used up; the old password no longer works, the new one does.
  await page.goto(link);
  await expect(page).toHaveURL(area === 'empresas' ? /\/empresas\/404$/ : /127\.0\.0\.1:\d+\/404$/);
  await expectLoginFails(page, area, email, password);
  await loginAs(page, area, email, newPassword, landing(area));
}

async function changeEmail(page: Page, area: Area, email: string, password: string) {
  const newEmail = uniqueEmail('nuevo');
  await openSignedIn(page, area, email, password, accountPage(area));
  await expect(page.getByTestId('cuenta-correo-actual')).toHaveText(email);
  await page.getByRole('link', { name: 'Cambiar correo' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/cuenta/actualizar-correo$`));
  await expect(page.getByLabel('Correo actual')).toHaveValue(email);
  await expect(page.getByLabel('Correo actual')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: area === 'empresas' ? 'Ir a mi cuenta' : 'Regresar' })).toBeVisible();

  await page.getByLabel('Nuevo correo').fill(newEmail);
  await field(page, 'Contraseña').fill('equivocada1');
  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(field(page, 'Contraseña')).toHaveAccessibleDescription('La contraseña no es correcta.');
  await expect(page.getByRole('button', { name: 'Cambiar correo' })).toBeEnabled();

  await field(page, 'Contraseña').fill(password);
  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(page.getByText('Se envió un mensaje a tu nuevo correo para validar, Recuerda tienes 1 día para validar')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cambiar correo \(0[23]:\d\d\)/ })).toBeDisabled();
  await shot(page, `cambiar-correo-${area}`);
  // A reload keeps the server's countdown (the server refuses until then anyway), in tú.
  await page.reload();
  await expect(page.getByRole('button', { name: /Cambiar correo \(0[23]:\d\d\)/ })).toBeDisabled();
  await expect(page.getByText(/Podrás volver a enviarlo en/)).toBeVisible();
  // The current address is told of the request.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(email)}`);
      return ((await res.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
    })
    .toContain('Se pidió cambiar el correo de tu cuenta de PractiPerú');

  const link = await mailLink(page, newEmail, `/${area}/confirmar-cambio/`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu correo se actualizó correctamente' })).toBeVisible();
  // The session of this browser ended: the header no longer offers to log out.
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(page, `correo-confirmado-${area}`);

  // A second click says the change was made and offers the login, instead of a bare 404.
  await page.goto(link);
  await expect(page.getByText(/Este enlace ya se usó: tu correo ya fue cambiado/)).toBeVisible();
  await expect(page).not.toHaveURL(/\/404$/);
  await expectLoginFails(page, area, email, password);
  await loginAs(page, area, newEmail, password, landing(area));
}

async function deleteAccount(page: Page, area: Area, email: string, password: string) {
  await openSignedIn(page, area, email, password, accountPage(area));
  await expect(page.getByText(/Se eliminarán todos los datos de tu cuenta/)).toBeVisible();
  await page.getByRole('link', { name: 'Eliminar cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/cuenta/eliminar$`));
  await expect(page.getByText(/permanente e irreversible/).first()).toBeVisible();
  await shot(page, `eliminar-${area}`);

  // The password is asked first; a wrong one is said on the field after the dialog.
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(field(page, 'Contraseña')).toHaveAccessibleDescription('Requerido');
  await field(page, 'Contraseña').fill('equivocada1');
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar cuenta' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Contraseña')).toHaveAccessibleDescription('La contraseña no es correcta.');

  await field(page, 'Contraseña').fill(password);
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('permanente e irreversible');
  await shot(page, `eliminar-confirmar-${area}`);
  if (area === 'postulantes') await shotVariants(page, 'eliminar-confirmar-postulantes');
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();

  await expect(page).toHaveURL(new RegExp(`/${area}/inicio-sesion$`));
  await expect(page.getByText('Tu cuenta fue eliminada.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectLoginFails(page, area, email, password);
}

async function changePassword(page: Page, area: Area, email: string, password: string) {
  const newPassword = 'OtraClave¿2026?';
  await openSignedIn(page, area, email, password, accountPage(area));
  await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/cuenta/actualizar-clave$`));
  await page.getByLabel('Contraseña actual').fill('equivocada1');
  await field(page, 'Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repetir nueva contraseña').fill('distinta123');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no son iguales')).toBeVisible();
  await page.getByLabel('Repetir nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByLabel('Contraseña actual')).toHaveAccessibleDescription('La contraseña actual no es correcta.');
  await page.getByLabel('Contraseña actual').fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tu contraseña se actualizó correctamente.' }).first()).toBeVisible();
  await shot(page, `cambiar-clave-${area}`);
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${area}/inicio-sesion`));
  await expectLoginFails(page, area, email, password);
  await loginAs(page, area, email, newPassword, landing(area));
}

test.describe('applicant accounts', () => {
  test('registers, confirms the account from the mail and logs in', async ({ page }) => {
    const email = uniqueEmail('ana');
    const password = 'Clave2026';
    await page.goto('/postulantes/registrarse');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de cuenta' })).toBeVisible();
    await expect(page.getByText(/Bienvenido, postulante/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/postulantes/inicio-sesion');
    await expect(page.getByRole('link', { name: 'Recuperar cuenta' })).toHaveAttribute('href', '/postulantes/recuperar-cuenta');
    await expect(page.getByRole('main').getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terminos');
    await expect(page.getByRole('main').getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad',
    );
    await shot(page, 'registro-postulantes');
    await shotVariants(page, 'registro-postulantes');

    // The spec's messages, focus on the first error (as in every form).
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByLabel('Nombres')).toBeFocused();
    await expect(page.getByLabel('Nombres')).toHaveAccessibleDescription('Requerido');
    await expect(page.getByText('Acepta los términos y condiciones y la política de privacidad')).toBeVisible();
    await page.getByLabel('Nombres').fill('A');
    await page.getByLabel('Correo electrónico').fill('ana@');
    await field(page, 'Contraseña').fill('corta');
    await page.getByLabel('Repetir contraseña').fill('otra');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByLabel('Nombres')).toHaveAccessibleDescription('Muy corto');
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription('No se reconoce como correo');
    await expect(field(page, 'Contraseña')).toHaveAccessibleDescription('Mínimo 8 caracteres');
    await shot(page, 'registro-postulantes-errores');

    await page.getByLabel('Nombres').fill('Ana Lucía');
    await page.getByLabel('Apellidos').fill('Quispe Mamani');
    await page.getByLabel('Correo electrónico').fill(email);
    await field(page, 'Contraseña').fill(password);
    await page.getByLabel('Repetir contraseña').fill(password);
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByLabel(/Acepto recibir ofertas/).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Before confirming, the account cannot log in.
    await expect(page).toHaveURL(/\/postulantes\/registrarse\/continuar$/);
    await confirmAndLogIn(page, 'postulantes', email, password);
  });

  test('registering a confirmed e-mail again puts the server message on the e-mail field', async ({ page }) => {
    const { email } = await confirmedPostulante(page);
    await page.goto('/postulantes/registrarse');
    await page.getByLabel('Nombres').fill('Ana');
    await page.getByLabel('Apellidos').fill('Quispe');
    await page.getByLabel('Correo electrónico').fill(email);
    await field(page, 'Contraseña').fill('Clave2026');
    await page.getByLabel('Repetir contraseña').fill('Clave2026');
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ya existe una cuenta con este correo.' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Ya existe una cuenta con este correo.');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  });

  test('registering an unconfirmed e-mail again inside the 180 s says when a new link can be sent', async ({ page }) => {
    const email = uniqueEmail('repite');
    const first = await page.request.post('/api/usuario/registerPostulant', {
      data: { nombres: 'Rosa', apellidos: 'Flores', correo: email, clave: 'Clave2026', repetir_clave: 'Clave2026' },
    });
    expect(first.status()).toBe(201);
    await page.goto('/postulantes/registrarse');
    await page.getByLabel('Nombres').fill('Rosa');
    await page.getByLabel('Apellidos').fill('Flores');
    await page.getByLabel('Correo electrónico').fill(email);
    await field(page, 'Contraseña').fill('Clave2026');
    await page.getByLabel('Repetir contraseña').fill('Clave2026');
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/postulantes\/registrarse\/continuar$/);
    // The first link went out less than 180 s ago, so nothing was sent now: the page says so and when another can be.
    await expect(
      page.getByText(
        /^Ya se registró este correo y te enviamos un enlace para activar tu cuenta hace menos de 3 minutos\. Revisa tu correo; podrás pedir otro enlace en 0[23]:\d\d\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByTestId('registro-correo')).toContainText(email);
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
    await shot(page, 'registro-continuar-existente-postulantes');
  });

  test('without the registration’s data the continue page sends to the login', async ({ page }) => {
    await page.goto('/postulantes/registrarse/continuar');
    await expect(page).toHaveURL(/\/postulantes\/inicio-sesion$/);
  });

  test('forgets the password, resets it from the mail and logs in with the new one', async ({ page }) => {
    const { email, password } = await confirmedPostulante(page);
    await forgotAndReset(page, 'postulantes', email, password);
  });

  test('sees Mi cuenta and changes the password', async ({ page }) => {
    const { email, password } = await confirmedPostulante(page);
    await openSignedIn(page, 'postulantes', email, password, '/postulantes/', CV_COMPLETE_PAGE);
    // Without a CV, 'Mi cuenta' is still open (decision 011).
    await page.getByRole('link', { name: 'Mi cuenta' }).first().click();
    await expect(page).toHaveURL(/\/postulantes\/cuenta\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contraseña' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('href', '/postulantes/cuenta/actualizar-clave');
    await expect(page.getByRole('link', { name: 'Eliminar cuenta' })).toHaveAttribute('href', '/postulantes/cuenta/eliminar');
    await shot(page, 'cuenta-postulantes');
    await shotVariants(page, 'cuenta-postulantes');
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(page).toHaveURL(/\/inicio-sesion/);
    await changePassword(page, 'postulantes', email, password);
  });

  test('changes the e-mail, confirms it from the new address and logs in with it', async ({ page }) => {
    const { email, password } = await confirmedPostulante(page);
    await changeEmail(page, 'postulantes', email, password);
  });

  test('deletes the account and can no longer log in', async ({ page }) => {
    const { email, password } = await confirmedPostulante(page);
    await deleteAccount(page, 'postulantes', email, password);
  });
});

/** Fills the company form with valid data except what the test changes afterwards. */
async function fillEmpresaForm(page: Page, values: { ruc: string; email: string; password: string }) {
  await field(page, 'RUC').fill(values.ruc);
  await page.getByLabel('Razón social').fill('Servicios Logísticos del Pacífico S.A.C.');
  await page.getByLabel('Nombre comercial').fill('LogiPacífico');
  await page.getByRole('checkbox', { name: 'Transporte y almacenamiento' }).check();
  await page.getByRole('checkbox', { name: 'Información y comunicaciones' }).check();
  await page.getByLabel(/Logo de la empresa/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByLabel('Correo electrónico').fill(values.email);
  await field(page, 'Contraseña').fill(values.password);
  await page.getByLabel('Repetir contraseña').fill(values.password);
  await page.getByLabel('Nombres').fill('María');
  await page.getByLabel('Apellidos').fill('Huamán Torres');
  await page.getByLabel('Número de contacto').fill('987654321');
  await page.getByLabel('Cargo').fill('Analista de talento');
  await page.getByLabel(/Acepto los términos/).check();
}

test.describe('company accounts', () => {
  test('registers with RUC, sectors and logo, confirms from the mail and logs in', async ({ page }) => {
    const email = uniqueEmail('rrhh');
    const password = 'Clave2026';
    await page.goto('/empresas/registrarse');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de cuenta' })).toBeVisible();
    await expect(page.getByText(/Bienvenida, empresa/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/empresas/inicio-sesion');
    await expect(page.getByRole('link', { name: 'Recuperar cuenta' })).toHaveAttribute('href', '/empresas/recuperar-cuenta');
    await expect(page.getByText('+51', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Construcción' })).toBeVisible();
    await shot(page, 'registro-empresas');
    await shotVariants(page, 'registro-empresas');

    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(field(page, 'RUC')).toBeFocused();
    await expect(page.getByText('Seleccione 1')).toBeVisible();
    await expect(page.getByText('requerido', { exact: true })).toBeVisible();
    await expect(page.getByText('Acepta los términos y condiciones', { exact: true })).toBeVisible();
    await shot(page, 'registro-empresas-errores');

    await fillEmpresaForm(page, { ruc: validRuc(), email, password });
    await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await confirmAndLogIn(page, 'empresas', email, password);
  });

  test('registration checks: RUC check digit, at most 10 sectors, logo type and size, a fake PNG', async ({ page }) => {
    await page.goto('/empresas/registrarse');
    const ruc = field(page, 'RUC');

    await ruc.fill('10123456789');
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(ruc).toHaveAccessibleDescription('Solo números, y debe ser RUC 20');
    await ruc.fill(rucWithBadCheckDigit());
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(ruc).toHaveAccessibleDescription('El RUC no es válido: revisa el dígito verificador');
    await expect(ruc).toBeFocused();

    // Ten sectors; the eleventh cannot be ticked.
    const boxes = page.getByRole('group', { name: /Sector de la empresa/ }).getByRole('checkbox');
    await expect(boxes).toHaveCount(21);
    for (let i = 0; i < 10; i++) await boxes.nth(i).check();
    await expect(page.getByText('10 de 10 seleccionados')).toBeVisible();
    await expect(boxes.nth(10)).toBeDisabled();
    await expect(boxes.nth(20)).toBeDisabled();
    await boxes.nth(0).uncheck();
    await expect(boxes.nth(10)).toBeEnabled();
    await boxes.nth(0).check();
    await shot(page, 'registro-empresas-sectores');

    const logo = page.getByLabel(/Logo de la empresa/);
    await logo.setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('Error: Solo imágenes png o jpg')).toBeVisible();
    expect(await logo.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await logo.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_000, 1) });
    await expect(page.getByText('Error: Máximo 1MB')).toBeVisible();
    expect(await logo.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await shot(page, 'registro-empresas-logo');
    await shotVariants(page, 'registro-empresas-logo');

    // A text file named .png passes the browser's look at the name; the server reads the bytes.
    const email = uniqueEmail('falso');
    await fillEmpresaForm(page, { ruc: validRuc(), email, password: 'Clave2026' });
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Solo imágenes png o jpg' })).toBeVisible();
    await expect(logo).toHaveAccessibleDescription('Error: Solo imágenes png o jpg');
    await expect(page).toHaveURL(/\/empresas\/registrarse$/);
  });

  test('a RUC already registered is said on the RUC field', async ({ page }) => {
    const { ruc } = await confirmedEmpresa(page);
    await page.goto('/empresas/registrarse');
    await fillEmpresaForm(page, { ruc, email: uniqueEmail('otra'), password: 'Clave2026' });
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(field(page, 'RUC')).toHaveAccessibleDescription('Ya existe una empresa registrada con este RUC.');
    await expect(field(page, 'RUC')).toBeFocused();
    await shot(page, 'registro-empresas-ruc-repetido');
  });

  test('forgets the password, resets it from the mail and logs in with the new one', async ({ page }) => {
    const { email, password } = await confirmedEmpresa(page);
    await forgotAndReset(page, 'empresas', email, password);
  });

  test('sees the company account, updates the contact person and changes the password', async ({ page }) => {
    const { email, password, ruc } = await confirmedEmpresa(page);
    await openSignedIn(page, 'empresas', email, password);
    await page.getByRole('link', { name: 'Mi cuenta' }).first().click();
    await expect(page).toHaveURL(/\/empresas\/cuenta$/);
    await expect(page.getByText(ruc)).toBeVisible();
    await expect(page.getByText('Inversiones Andinas del Sur S.A.C.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sectores' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('+51 987 654 321')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar datos de la empresa' })).toHaveAttribute('href', '/empresas/cuenta/actualizar');
    await shot(page, 'cuenta-empresas');
    await shotVariants(page, 'cuenta-empresas');

    await page.getByRole('link', { name: 'Actualizar datos de contacto' }).click();
    await expect(page).toHaveURL(/\/empresas\/cuenta\/actualizar-contacto$/);
    await expect(page.getByLabel('Nombres')).toHaveValue('Jorge');
    await expect(page.getByLabel('Número de contacto')).toHaveValue('987654321');
    await page.getByLabel('Número de contacto').fill('98765432a');
    await page.getByLabel('Cargo').fill('J');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByLabel('Número de contacto')).toHaveAccessibleDescription('Sólo números');
    await expect(page.getByLabel('Cargo')).toHaveAccessibleDescription('Pocos caracteres');
    await shot(page, 'cuenta-empresas-contacto');
    await page.getByLabel('Número de contacto').fill('912345678');
    await page.getByLabel('Cargo').fill('Gerente de Personas');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page).toHaveURL(/\/empresas\/cuenta$/);
    await expect(page.getByText('Tus datos de contacto se actualizaron correctamente.')).toBeVisible();
    await expect(page.getByText('+51 912 345 678')).toBeVisible();
    await expect(page.getByText('Gerente de Personas')).toBeVisible();

    await page.getByRole('link', { name: 'Actualizar datos de contacto' }).click();
    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page).toHaveURL(/\/empresas\/cuenta$/);
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(page).toHaveURL(/\/inicio-sesion/);
    await changePassword(page, 'empresas', email, password);
  });

  test('changes the e-mail, confirms it from the new address and logs in with it', async ({ page }) => {
    const { email, password } = await confirmedEmpresa(page);
    await changeEmail(page, 'empresas', email, password);
  });

  test('deletes the account and can no longer log in', async ({ page }) => {
    const { email, password } = await confirmedEmpresa(page);
    await deleteAccount(page, 'empresas', email, password);
  });
});

test.describe('mail links and the outbox', () => {
  test('an unknown token of each kind leads to the area’s not-found page', async ({ page }) => {
    const fake = 'x'.repeat(43);
    for (const path of ['registrarse/confirmar', 'nueva-clave', 'mensaje/nueva-clave', 'confirmar-cambio', 'suscripciones']) {
      await page.goto(`/postulantes/${path}/${fake}`);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/404$/);
      await page.goto(`/empresas/${path}/${fake}`);
      await expect(page).toHaveURL(/\/empresas\/404$/);
    }
  });

  test('unsubscribe: the area’s template, a reason, then the confirmation replaces the form', async ({ page }) => {
    // No marketing mail is sent in this journey to carry a real link: the token check and the unsubscribe call
    // are answered here; the templates are the server's.
    await page.route('**/api/usuario/validateTokenSubscription/**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ state: true, data: [{ role: 0 }], message: '' }) }),
    );
    let sent: unknown;
    await page.route('**/api/usuario/unsubscribeMarketing', (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ state: true, data: [], message: 'Listo, ya no recibirás nuestros correos promocionales.' }),
      });
    });
    await page.goto('/postulantes/suscripciones/token-de-prueba');
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripciones' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const reason = page.getByLabel(/Por qué ya no quieres/);
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await expect(reason).toHaveAccessibleDescription(/Requerido/);
    await reason.fill('Recibo demasiados correos.');
    await shot(page, 'suscripciones-postulantes');
    await shotVariants(page, 'suscripciones-postulantes');
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await expect(page.getByTestId('baja-confirmada')).toBeVisible();
    await expect(reason).toHaveCount(0);
    expect(sent).toEqual({ token: 'token-de-prueba', reason: 'Recibo demasiados correos.' });
    await shot(page, 'suscripciones-postulantes-baja');

    await page.route(/\/api\/recursos\/getTemplateUnsubscribe\?/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ state: false, data: [], message: 'x' }) }),
    );
    await page.goto('/empresas/suscripciones/token-de-prueba');
    await expect(page.getByText('Se produjo un error', { exact: true })).toBeVisible();
  });

  test('the development outbox lists the mails, newest first, with their links and HTML', async ({ page }) => {
    const email = uniqueEmail('bandeja');
    await page.request.post('/api/usuario/registerPostulant', {
      data: { nombres: 'Rosa', apellidos: 'Flores', correo: email, clave: 'Clave2026', repetir_clave: 'Clave2026' },
    });
    await mailLink(page, email, '/registrarse/confirmar/');
    await page.goto(`/dev/correos?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bandeja de correos');
    const mail = page.getByTestId('correo').first();
    await expect(mail).toContainText('Confirma tu cuenta');
    await expect(mail.getByRole('link', { name: /registrarse\/confirmar/ })).toHaveAttribute(
      'href',
      /^\/postulantes\/registrarse\/confirmar\//,
    );
    await expect(mail.locator('iframe')).toHaveAttribute('sandbox', '');
    await expect(mail.frameLocator('iframe').getByText('Confirmar mi cuenta').first()).toBeVisible();
    await shot(page, 'dev-correos');
    await shotVariants(page, 'dev-correos');

    await page.route('**/api/dev/correos**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ state: false, data: [], message: 'No encontrado' }),
      }),
    );
    await page.reload();
    await expect(page.getByText(/no está disponible en este entorno/)).toBeVisible();
  });
});

test.describe('accessibility of the account screens (WCAG 2.2 AA with axe)', () => {
  // Each screen is loaded once and checked in light and dark mode (expectAccessible).
  for (const area of ['postulantes', 'empresas'] as const) {
    test(`public account pages of ${area}, also with their errors, in light and dark mode`, async ({ page }) => {
      await page.goto(`/${area}/registrarse`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Crear cuenta|Registrar empresa/ })).toBeVisible();
      if (area === 'empresas') await expect(page.getByRole('checkbox', { name: 'Construcción' })).toBeVisible();
      await page.getByRole('button', { name: /Crear cuenta|Registrar empresa/ }).click();
      await expectAccessible(page, `/${area}/registrarse`);
      await page.goto(`/${area}/recuperar-cuenta`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `/${area}/recuperar-cuenta`);
      if (area === 'empresas') {
        await page.goto('/dev/correos');
        await expect(page.getByText(/del más reciente al más antiguo|No hay correos/)).toBeVisible();
        // The outbox's frames hold the mails themselves (sandboxed, no scripts): not this app's pages.
        await expectAccessible(page, '/dev/correos', ['iframe']);
      }
    });
  }

  for (const [what, paths] of [
    ['its page, contact and password', ['cuenta', 'cuenta/actualizar-contacto', 'cuenta/actualizar-clave']],
    ['its e-mail and deletion, with the deletion dialog', ['cuenta/actualizar-correo', 'cuenta/eliminar']],
  ] as const) {
    test(`the company account in light and dark mode: ${what}`, async ({ page }) => {
      // Read-only visits: the demo company is enough.
      await signIn(page, 'empresas', DEMO.empresa.email, DEMO.empresa.password);
      for (const path of paths) {
        await page.goto(`/empresas/${path}`);
        await expect(page).toHaveURL(new RegExp(`/empresas/${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `/empresas/${path}`);
      }
      if ((paths as readonly string[]).includes('cuenta/eliminar')) {
        await page.getByLabel(/^Contraseña/).fill('no-se-envia');
        await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, '/empresas/cuenta/eliminar, diálogo');
      }
    });
  }
});

test.describe('marketing consent', () => {
  test('a company turns promotional mail off from Mi cuenta and the choice survives a reload', async ({ page }) => {
    await openAsDemoEmpresa(page, '/empresas/cuenta');
    const consent = page.getByRole('checkbox', { name: /Quiero recibir novedades/ });
    await expect(consent).toBeChecked();
    await consent.uncheck();
    await expect(page.getByText('Listo: ya no te enviaremos correos promocionales.')).toBeVisible();
    await page.reload();
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByText('Listo: te enviaremos novedades y ofertas por correo.')).toBeVisible();
  });
});
