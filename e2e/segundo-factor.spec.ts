/**
 * A company's holder turns on the second factor from Mi cuenta (the QR's key typed into an authenticator, here
 * computed in the test from the key shown), keeps the recovery codes, logs out, and logs in again: after the password
 * the login asks for the code, and the code of the next 30 seconds opens the company area.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { confirmedEmpresa, submitLogin } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });

/** What an authenticator app shows for the key, `offsetSteps` steps of 30 seconds from now. */
function codigo(secreto: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secreto), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

test('a company holder enrols, logs out, and logs in with the code', async ({ page }) => {
  const { email, password } = await confirmedEmpresa(page, 'dosfactores');
  await submitLogin(page, 'empresas', email, password);
  await expect(page).not.toHaveURL(/inicio-sesion/);

  await page.goto('/empresas/cuenta/');
  const bloque = page.getByTestId('segundo-factor');
  await expect(bloque.getByTestId('segundo-factor-estado')).toHaveText('Desactivado');
  await bloque.getByRole('button', { name: 'Activar segundo factor' }).click();
  await expect(bloque.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  const secreto = (await bloque.getByTestId('secreto-segundo-factor').innerText()).replace(/\s+/g, '');
  await bloque.getByLabel('Código de 6 dígitos').fill(codigo(secreto));
  await bloque.getByRole('button', { name: 'Activar segundo factor' }).click();
  await expect(bloque.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await bloque.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(bloque.getByTestId('segundo-factor-estado')).toHaveText(/Activado · te quedan 10 códigos/);

  // Log out: the session ends on the server and in the browser.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await page.evaluate(() => localStorage.removeItem('token'));

  await submitLogin(page, 'empresas', email, password);
  const campo = page.getByLabel('Código de verificación');
  await expect(campo).toBeVisible();
  await expect(page).toHaveURL(/\/empresas\/inicio-sesion/);
  // The enrolment's code was used: the app's next code (within the accepted drift) logs in.
  await campo.fill(codigo(secreto, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).not.toHaveURL(/inicio-sesion/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
