/**
 * What candidates receive (docs/team.md): the demo company's holder writes its own «En proceso» mail in Mi cuenta ›
 * Correos a los postulantes; two applicants apply; in the applicant list the holder unticks «Avisar al postulante por
 * correo» and moves one to En proceso (no mail reaches the outbox), ticks it again and moves the other (the mail in
 * the outbox has the company's words). «Cerrar el proceso» shows how many are still in process before deciding.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  api,
  expectAccessible,
  empresaPropia,
  ofertaPublicada,
  postulanteQueAplica,
  shot,
  shotVariants,
  snapViewport,
  snapViewportVariants,
} from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
// An offer of the journey's own, so the demo offers' applicants, which other journeys count, stay as seeded.
const OFERTA = 'Practicante de Almacén y Distribución';

interface Outbox {
  to: string;
  subject: string;
  text: string;
}

const mailsDeLaOferta = async (page: Page) => {
  const res = await page.request.get('/api/dev/correos');
  return ((await res.json()) as { data: Outbox[] }).data.filter((m) => m.subject.includes(OFERTA));
};

test('a status change without a mail, then one in the company’s own words', async ({ page }) => {
  test.setTimeout(180_000);
  const empresa = await empresaPropia(page, 'correos-empresa', '/empresas/cuenta');
  const token = empresa.token;
  const ofertaId = await ofertaPublicada(page, token, OFERTA);

  try {
    // ---- Mi cuenta › Correos a los postulantes: the company's own «En proceso» mail, previewed
    await page.getByRole('link', { name: 'Ver correos' }).click();
    await expect(page).toHaveURL(/\/empresas\/cuenta\/correos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Correos a los postulantes' })).toBeVisible();
    const enProceso = page.getByTestId('plantilla-en_proceso');
    await expect(enProceso.getByText('Texto original de PractiPerú')).toBeVisible();
    await enProceso.getByLabel(/^Asunto/).fill('{nombre}, seguimos contigo en {oferta}');
    await enProceso.getByLabel(/^Mensaje/).fill('En {empresa} nos gustó tu perfil.\n\nTe llamaremos esta semana para una entrevista.');
    await expect(enProceso.getByTestId('vista-previa')).toContainText('Ana, seguimos contigo en Practicante de Marketing');
    await enProceso.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardamos el correo de tu empresa.')).toBeVisible();
    await expect(enProceso.getByText('Texto de tu empresa')).toBeVisible();
    await expectAccessible(page, 'Correos a los postulantes');
    await shot(page, 'correos');
    await shotVariants(page, 'correos');

    // ---- two applicants apply
    for (const nombres of ['Rocío', 'Marco']) {
      await postulanteQueAplica(page, ofertaId, {
        nombres,
        carrera: 'Ingeniería Industrial',
        resumen: 'Estudiante de Ingeniería Industrial con interés en logística.',
        correo: 'correos-estado',
      });
    }

    // ---- without notice: the status changes, nothing is mailed
    await page.goto(`/empresas/mis-publicaciones/${ofertaId}/postulantes`);
    const fila = (nombre: string) =>
      page.getByTestId('postulante').filter({ has: page.getByRole('heading', { name: `${nombre} Condori Apaza` }) });
    await expect(fila('Marco')).toBeVisible();
    const avisar = page.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await expect(avisar).toBeChecked();
    await avisar.uncheck();
    await fila('Marco').locator('label').filter({ hasText: 'En proceso' }).click();
    await expect(page.getByText('Se actualizó el estado del postulante. No se envió correo.')).toBeVisible();
    await expect(fila('Marco').getByTestId('estado-postulante')).toHaveText('En proceso');
    await expect(avisar).not.toBeChecked();
    await shot(page, 'postulantes-avisar');

    // The choice is remembered for the seat: a reload keeps the box unticked.
    await page.reload();
    await expect(avisar).not.toBeChecked();

    // ---- with notice: the mail in the company's words
    await avisar.check();
    await fila('Rocío').locator('label').filter({ hasText: 'En proceso' }).click();
    // The toast says a mail went (walk w36).
    await expect(page.getByText('Se actualizó el estado del postulante. Le enviamos un correo.', { exact: true })).toBeVisible();
    const asunto = `Rocío, seguimos contigo en ${OFERTA}`;
    await expect
      .poll(async () => (await mailsDeLaOferta(page)).map((m) => m.subject), { message: 'el correo de la empresa' })
      .toContain(asunto);
    const mails = await mailsDeLaOferta(page);
    const mail = mails.find((m) => m.subject === asunto)!;
    expect(mail.text).toContain('En Andes Sur nos gustó tu perfil.');
    expect(mail.text).toContain('Te llamaremos esta semana para una entrevista.');
    expect(mail.text).toContain('Este mensaje lo escribió Andes Sur.');
    expect(mails.filter((m) => m.text.includes('Hola, Marco'))).toEqual([]);

    // ---- the bulk bar of this free offer (deciding in bulk is every offer's, decision 096); the dialog's
    // «Avisar» tick is for that action only: unticked and then «No», nothing changes, the box above stays ticked
    await fila('Marco').getByRole('checkbox', { name: 'Seleccionar a Marco Condori Apaza' }).check();
    const barra = page.getByTestId('barra-masiva');
    await barra.getByLabel('Acción').selectOption({ label: 'Cambiar a Finalista' });
    await expect(barra.getByLabel('Acción').locator('option', { hasText: 'Agregar nota' })).toHaveCount(0);
    await barra.getByRole('button', { name: 'Aplicar' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmar acción masiva' });
    const tick = confirmar.getByRole('checkbox', { name: 'Avisar a los postulantes por correo' });
    await expect(tick).toBeChecked();
    await tick.uncheck();
    await expect(confirmar).toContainText('Solo para esta acción');
    await snapViewportVariants(page, 'masivo-gratis-avisar');
    await confirmar.getByRole('button', { name: 'No' }).click();
    await expect(confirmar).toBeHidden();
    await expect(avisar).toBeChecked();
    await page.reload();
    await expect(avisar).toBeChecked();
    await expect(fila('Marco').getByTestId('estado-postulante')).toHaveText('En proceso');
    // Confirmed with the tick as it starts: Marco is Finalista and mailed, once.
    await fila('Marco').getByRole('checkbox', { name: 'Seleccionar a Marco Condori Apaza' }).check();
    await barra.getByLabel('Acción').selectOption({ label: 'Cambiar a Finalista' });
    await barra.getByRole('button', { name: 'Aplicar' }).click();
    await expect(tick).toBeChecked();
    await confirmar.getByRole('button', { name: 'Sí, aplicar' }).click();
    await expect(page.getByText('1 postulante actualizado · 1 correo enviado.')).toBeVisible();
    await expect(fila('Marco').getByTestId('estado-postulante')).toHaveText('Finalista');
    await expect
      .poll(async () => (await mailsDeLaOferta(page)).filter((m) => m.text.includes('Marco')).length, { message: 'el correo de Marco' })
      .toBe(1);

    // ---- «Cerrar el proceso» says how many are still in process before anything changes (cancelled here)
    await page.goto(`/empresas/mis-publicaciones/${ofertaId}`);
    await page.getByRole('button', { name: 'Cerrar el proceso' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cerrar el proceso' });
    await expect(dialogo.getByTestId('al-cerrar')).toContainText(/Quedan? \d+ postulantes? por decidir: \d+ sin decisión y \d+ en proceso/);
    // The safe choice is preselected: nobody is rejected nor mailed unless the team chooses it.
    await expect(dialogo.getByRole('radio', { name: /Dejar sus estados como están/ })).toBeChecked();
    await snapViewport(page, 'cerrar-proceso');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();

    // ---- a 2000-character word wraps at 390 px instead of widening the page; restoring asks first (walk w36)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/empresas/cuenta/correos');
    const finalista = page.getByTestId('plantilla-finalista');
    await finalista.getByLabel(/^Mensaje/).fill('x'.repeat(2000));
    await finalista.getByRole('button', { name: 'Guardar' }).click();
    await expect(finalista.getByText('Texto de tu empresa')).toBeVisible();
    await expect(finalista.getByTestId('vista-previa')).toContainText('x'.repeat(50));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await finalista.getByRole('button', { name: 'Restaurar texto original' }).click();
    const restaurar = page.getByRole('dialog', { name: 'Restaurar el texto original' });
    // The «Guardamos…» toast is still up: with a dialog open on a phone it moves to the top, off the dialog's buttons.
    const region = await page.locator('.toast-region').boundingBox();
    const botones = await restaurar.getByRole('button', { name: 'Sí, restaurar' }).boundingBox();
    expect(region!.y).toBe(0);
    expect(region!.y + region!.height).toBeLessThanOrEqual(botones!.y);
    await snapViewportVariants(page, 'correos-restaurar');
    await restaurar.getByRole('button', { name: 'Sí, restaurar' }).click();
    await expect(finalista.getByText('Texto original de PractiPerú')).toBeVisible();
  } finally {
    // The demo company goes back to PractiPerú's text and the default choice for the other journeys.
    await page.request.fetch('/api/correosEstado/plantillas/en_proceso', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    await api(page.request, 'PUT', 'correosEstado/preferencia', token, { avisar: true });
  }
});
