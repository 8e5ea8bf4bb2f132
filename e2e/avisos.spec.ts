/**
 * Owners told of attacks (docs/security.md): someone guesses an applicant's password until the login stops them, and
 * the owner finds "Intentos fallidos…" in the mailbox (the development outbox); then the owner logs in from another
 * browser and finds "Nuevo inicio de sesión".
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmedPostulante, CV_COMPLETE_PAGE, loginAs, submitLogin } from './support';

const WRONG_LOGIN = 'Correo o contraseña incorrectos.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
// The journeys' server allows 1,000 failures per account from one address; the cap on all addresses together stays
// at its default, 100 in 15 minutes, and is the limit that stops this guesser.
const LIMIT = 100;
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The one mail with this subject in the owner's outbox, reloaded until it is there (notices are sent by a job). */
async function outboxMail(page: Page, email: string, subject: string) {
  const mail = page.getByTestId('correo').filter({ hasText: subject });
  await expect(async () => {
    await page.goto(`/dev/correos?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bandeja de correos');
    await expect(mail).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}

test('a login from a new browser, and a guesser stopped by the login, reach the owner by mail', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { baseURL } = test.info().project.use;
  const { email, password } = await confirmedPostulante(page, 'avisos');
  // The owner's usual browser: its first login is recorded, and mails nothing.
  await loginAs(page, 'postulantes', email, password, CV_COMPLETE_PAGE);

  // The owner, from another browser (a new context has no cookie of ours), logs in: that is mailed.
  const other = await browser.newContext({ baseURL, userAgent: CHROME_ANDROID });
  const otherPage = await other.newPage();
  await loginAs(otherPage, 'postulantes', email, password, CV_COMPLETE_PAGE);
  await other.close();
  const nuevo = await outboxMail(page, email, 'Nuevo inicio de sesión en tu cuenta de PractiPerú');
  await expect(
    nuevo
      .frameLocator('iframe')
      .getByText(
        /^Se inició sesión en tu cuenta el .+, desde esta misma computadora \(red local\), con Chrome en Android, un navegador que no habías usado antes/,
      ),
  ).toBeVisible();
  await expect(nuevo.getByRole('link', { name: /recuperar-cuenta/ })).toHaveAttribute('href', '/postulantes/recuperar-cuenta');

  // Someone else, in a third browser, guesses the password until the login stops them.
  const guesser = await browser.newContext({ baseURL, userAgent: FIREFOX_WINDOWS });
  const guesserPage = await guesser.newPage();
  for (let i = 0; i < LIMIT - 2; i++) {
    const res = await guesserPage.request.post('/api/auth/loginPostulant', { data: { email, password: `Adivina${i}x` } });
    expect(res.status()).toBe(401);
  }
  for (const guess of ['Clave2025', 'Clave2027']) {
    await submitLogin(guesserPage, 'postulantes', email, guess);
    await expect(guesserPage.getByText(WRONG_LOGIN)).toBeVisible();
  }
  await submitLogin(guesserPage, 'postulantes', email, 'Clave2028');
  await expect(guesserPage.getByText(TOO_MANY)).toBeVisible();
  await guesser.close();

  // The owner's mailbox: one notice, with when, roughly where and with what, and the way to a new password.
  const notice = await outboxMail(page, email, 'Intentos fallidos de iniciar sesión en tu cuenta de PractiPerú');
  const body = notice.frameLocator('iframe');
  await expect(body.getByText(`Hubo ${LIMIT} intentos seguidos`)).toBeVisible();
  await expect(body.getByText('desde esta misma computadora (red local), con Firefox en Windows')).toBeVisible();
  await expect(notice.getByRole('link', { name: /recuperar-cuenta/ })).toHaveAttribute('href', '/postulantes/recuperar-cuenta');
  // Still one "new browser" mail: the guesser never got in.
  await outboxMail(page, email, 'Nuevo inicio de sesión en tu cuenta de PractiPerú');
});
