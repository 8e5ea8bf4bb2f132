/**
 * Applicant premium journeys: an applicant without premium sees the call to action and the locked content; pays by Yape
 * on /postulantes/actualizar-premium (a repeated operation number is refused; a second request while one is pending
 * asks first); sees "tu solicitud está siendo procesada"; the administrator validates it; the applicant sees the gold
 * badge with the days left, the membership page, downloads a demo PDF and plays a demo video (files through signed
 * links only).
 * Another applicant's payment is rejected: the notice with the support number, dismissed with its button. Screenshots
 * at 1280 px and 390 px, light and dark; WCAG checks with axe. Seeded applicants no other journey uses.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSeriousViolations, openSignedIn, shot, shotVariants } from './support';

const PASSWORD = 'Demo12345';
const PAGA = 'diego.huanca@demo.pe';
const RECHAZADO = 'rosa.ccori@demo.pe';
// Demo memberships (seed demo-premium.ts): one ends today, the other ended yesterday.
const ULTIMO_DIA = 'valeria.condori@demo.pe';
const VENCIDA = 'carlos.mendoza@demo.pe';
const ADMIN = { email: 'admin@demo.pe', password: 'Demo12345' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/loginAdmin', { data: ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The administrator decides the applicant's pending premium payment through the back-office API. */
async function decide(request: APIRequestContext, nro: string, decision: 'validar' | 'rechazar') {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get('/api/admin/pagos?tipo=premium&estado=0', { headers });
  const pagos = ((await list.json()) as { data: { id: number; nro_operacion: string }[] }).data;
  const pago = pagos.find((p) => p.nro_operacion === nro);
  expect(pago, `el pago ${nro} en la cola del administrador`).toBeTruthy();
  const res = await request.post(`/api/admin/pagos/${pago!.id}/${decision}`, {
    headers,
    data: decision === 'rechazar' ? { motivo: 'El número de operación no figura en nuestro estado de cuenta.' } : {},
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The demo's first video (seed demo-premium.ts): it already has its file, stored as a back-office upload. */
async function firstDemoVideo(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get('/api/admin/contenido?tipo=video', { headers });
  const video = ((await list.json()) as { data: { id: number; file: string | null }[] }).data[0]!;
  expect(video.file, 'el video de demostración tiene su archivo').toBeTruthy();
  return video.id;
}

async function payPremium(page: Page, nro: string, metodo: 'Yape' | 'Transferencia' = 'Yape') {
  await page.getByLabel(/^Número de operación/).fill(nro);
  await page.getByRole('radio', { name: metodo }).check();
  await page.getByRole('button', { name: 'Registrar pago' }).click();
}

/** Signs in through the API and opens `path` with the token in place (the login form has its own journeys). */
async function openAs(page: Page, email: string, path: string) {
  const res = await page.request.post('/api/auth/loginPostulant', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

test.describe.configure({ mode: 'serial' });

test.describe('premium del postulante', () => {
  const nro = `YP${Date.now()}`;
  let videoId = 0;

  test('sin Premium: el llamado a la acción, el contenido bloqueado y el formulario con sus errores', async ({ page }) => {
    await openSignedIn(page, 'postulantes', PAGA, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Hazte Premium' })).toBeVisible();
    await page.getByRole('link', { name: 'Contenido premium' }).first().click();
    await expect(page.getByTestId('premium-locked')).toContainText('Este contenido es exclusivo para postulantes Premium.');
    // What one pays for: the titles of the videos and resources, without links or files.
    const titulos = page.getByTestId('premium-titulos');
    await expect(titulos).toContainText(/Videos \(\d+\)/);
    await expect(titulos).toContainText(/Recursos \(\d+\)/);
    await expect(titulos.getByRole('link')).toHaveCount(0);
    await page.getByTestId('premium-locked').getByRole('link', { name: 'Quiero ser Premium' }).click();
    await expect(page).toHaveURL(/\/postulantes\/actualizar-premium$/);
    await expect(page.getByRole('heading', { name: '¿Cómo pagar Premium?' })).toBeVisible();
    await expect(page.getByText('S/ 69').first()).toBeVisible();
    await expect(page.getByLabel(/^Monto pagado/)).toHaveValue('69');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByText('Seleccione un metodo de pago')).toBeVisible();
    await expect(page.getByText('Requerido').first()).toBeVisible();
    // The amount must be the price: another amount is refused at its field before anything is sent.
    await page.getByLabel(/^Monto pagado/).fill('1');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByLabel(/^Monto pagado/)).toHaveAccessibleDescription('El monto debe ser S/ 69.');
    await page.getByLabel(/^Monto pagado/).fill('69');
    // 'Transferencia' keeps its distance from the edge of its box at phone width too.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await page.getByText('Transferencia', { exact: true }).locator('xpath=..').boundingBox();
    const text = await page.getByText('Transferencia', { exact: true }).boundingBox();
    expect(box!.x + box!.width - (text!.x + text!.width)).toBeGreaterThanOrEqual(8);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shotVariants(page, 'premium-actualizar');
    await expectAccessible(page, '/postulantes/actualizar-premium');
  });

  test('paga con Yape y ve «tu solicitud está siendo procesada»; otra solicitud pide confirmación', async ({ page }) => {
    await openAs(page, PAGA, '/postulantes/actualizar-premium');
    await payPremium(page, nro);
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await expect(page.getByText('Tu solicitud está siendo procesada.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hazte Premium' })).toHaveCount(0);
    await shot(page, 'premium-pendiente');

    await page.getByRole('link', { name: 'Contenido premium' }).first().click();
    await page.getByRole('link', { name: 'Quiero ser Premium' }).click();
    await payPremium(page, nro);
    const dialog = page.getByRole('dialog', { name: '¿Registrar otra solicitud?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí, registrar' }).click();
    // The same operation number again: refused on its field.
    await expect(page.getByText('Nro. de operación inválida').first()).toBeVisible();
  });

  test('el administrador valida: insignia dorada con los días restantes y la membresía', async ({ page }) => {
    videoId = await firstDemoVideo(page.request);
    // Not premium yet: the membership page sends home.
    await openAs(page, PAGA, '/postulantes/membresia/');
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await decide(page.request, nro, 'validar');
    await page.reload();
    const badge = page.getByTestId('premium-badge');
    await expect(badge).toContainText('Eres Premium');
    await expect(badge).toContainText(/\d+ días restantes/);
    await expect(page.getByTestId('menu-premium').first()).toContainText('Premium');
    await shotVariants(page, 'premium-inicio');
    await expectNoSeriousViolations(page, '/postulantes/ (premium)');

    await page.getByRole('link', { name: 'Membresía' }).first().click();
    await expect(page.getByText('Premium activo')).toBeVisible();
    await expect(page.getByText(/23:59 \(hora de Lima\)/)).toBeVisible();
    await expect(page.getByText(`operación ${nro}`)).toBeVisible();
    await shot(page, 'premium-membresia');
  });

  test('abre el contenido Premium: descarga un recurso y reproduce un video, cuyos archivos solo llegan por enlaces firmados', async ({
    page,
  }) => {
    await openAs(page, PAGA, '/postulantes/contenido-premium/');
    await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();
    await expect(page.getByText('Plantilla de CV para practicantes (una página)')).toBeVisible();
    // Every demo item has its file: nothing is "coming soon".
    await expect(page.getByText('Disponible pronto')).toHaveCount(0);
    await shotVariants(page, 'premium-contenido');
    await expectNoSeriousViolations(page, '/postulantes/contenido-premium/');

    const recurso = page
      .getByRole('listitem')
      .filter({ hasText: 'Plantilla de CV para practicantes (una página)' })
      .getByRole('link', { name: 'Descargar recurso (PDF)' });
    const href = (await recurso.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/postulantePremium\/archivo\/\d+\?u=\d+&exp=\d+&sig=/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.locator(`a[href$="/video/${videoId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/contenido-premium/video/${videoId}$`));
    await expect(page.getByRole('heading', { name: 'Glosario' })).toBeVisible();
    await expect(page.getByText('El video estará disponible pronto.')).toHaveCount(0);
    const video = page.getByTestId('premium-video');
    await expect(video).toBeVisible();
    const src = (await video.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/postulantePremium\/archivo\/\d+\?u=\d+&exp=\d+&sig=/);
    const file = await page.request.get(src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('video/mp4');
    // The browser plays it: its metadata loads (a 12-second clip) and it advances.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(12);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 3;
    });
    // A forged signature (its first character changed) is refused.
    const forged = src.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await page.request.get(forged)).status()).toBe(403);
    await shot(page, 'premium-video');
    await expectNoSeriousViolations(page, '/postulantes/contenido-premium/video');
  });

  test('un pago rechazado muestra el aviso con el contacto, que se oculta con su botón', async ({ page }) => {
    const rechazado = `TR${Date.now()}`;
    await openAs(page, RECHAZADO, '/postulantes/actualizar-premium');
    await payPremium(page, rechazado, 'Transferencia');
    // The upgrade page may show the pending request for a moment before it goes home: wait for the home.
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await expect(page.getByText('Tu solicitud está siendo procesada.')).toBeVisible();

    await decide(page.request, rechazado, 'rechazar');
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: 'No pudimos validar tu pago premium.' });
    await expect(notice).toContainText('+51');
    // The administrator's reason is on the notice.
    await expect(notice.getByTestId('premium-motivo')).toHaveText('Motivo: El número de operación no figura en nuestro estado de cuenta.');
    // The call to action also shows beside the rejection notice (estado_pago neither 0 nor 1).
    await expect(page.getByRole('heading', { name: 'Hazte Premium' })).toBeVisible();
    await shotVariants(page, 'premium-rechazado');
    await expectNoSeriousViolations(page, '/postulantes/ (rechazado)');

    await notice.getByRole('button', { name: 'Entendido, no mostrar más' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hazte Premium' })).toBeVisible();
    await expect(page.getByText('No pudimos validar tu pago premium.')).toHaveCount(0);
  });
  test('la membresía termina: el último día lo avisa y al día siguiente vuelve a ser gratuita', async ({ page }) => {
    await openAs(page, ULTIMO_DIA, '/postulantes/');
    await expect(page.getByTestId('premium-badge')).toContainText('Eres Premium');
    await expect(page.getByText('Hoy es el último día de tu membresía Premium.').first()).toBeVisible();
    await shot(page, 'premium-ultimo-dia');
    await page.getByRole('link', { name: 'Membresía' }).first().click();
    await expect(page.getByText('Hoy es el último día de tu membresía Premium.').first()).toBeVisible();
    // The seeded membership has no payment: its history row says so instead of a lone '—'.
    await expect(page.getByTestId('historial-pago').first()).toHaveText('Otorgada por PractiPerú, sin pago');

    // Expired yesterday at 23:59 (Lima): no badge, the call to action, no membership page, the content locked.
    await openAs(page, VENCIDA, '/postulantes/membresia/');
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await expect(page.getByRole('heading', { name: 'Hazte Premium' })).toBeVisible();
    // The home says the membership ended, and when.
    await expect(page.getByTestId('premium-vencida')).toContainText(/Tu membresía Premium terminó el \d+ de \w+ de \d{4}/);
    await expect(page.getByTestId('premium-badge')).toHaveCount(0);
    await page.getByRole('link', { name: 'Contenido premium' }).first().click();
    await expect(page.getByTestId('premium-locked')).toContainText('Este contenido es exclusivo para postulantes Premium.');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refused = await page.request.get('/api/recursos/getPremiumData', { headers: { authorization: `Bearer ${token}` } });
    expect([403, 404]).toContain(refused.status());
  });
});
