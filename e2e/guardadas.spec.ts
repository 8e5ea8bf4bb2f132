/**
 * Saved offers (docs/team.md, "Applicants' saved offers"): the demo applicant saves an offer from its card in Ofertas
 * para ti, sees it saved on its detail, finds it in Guardadas, gets the reminder mail once the day's run finds its
 * deadline two days ahead (the development hook runs that day now), and removes it.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, openSignedIn, shot, shotVariants } from './support';

interface Guardada {
  id_oferta: number;
  oferta: { titulo: string; fin_convocatoria: string } | null;
}

/** 'YYYY-MM-DD' minus `days`. */
function daysBefore(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - days)).toISOString().slice(0, 10);
}

test.describe('Guardadas', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an applicant saves an offer from its card, finds it in Guardadas and gets the reminder two days before it closes', async ({
    page,
  }) => {
    const token = await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/nuevas-ofertas');

    // The first open offer of her department she has not applied to.
    const lista = page.getByRole('list', { name: 'En tu departamento' });
    const card = lista.getByTestId('oferta-card').filter({ hasNotText: 'Postulaste' }).first();
    const titulo = (await card.getByRole('heading').innerText()).trim();
    const guardar = card.getByRole('button', { name: `Guardar: ${titulo}` });
    await expect(guardar).toHaveAttribute('aria-pressed', 'false');
    await guardar.click();
    await expect(page.getByText('Guardaste la oferta. La encuentras en Guardadas.')).toBeVisible();
    const guardada = card.getByRole('button', { name: `Guardar: ${titulo}`, pressed: true });
    await expect(guardada).toHaveAttribute('aria-pressed', 'true');
    // The keyboard focus stayed on the button while it saved (it is never disabled under the focus).
    await expect(guardada).toBeFocused();
    await shotVariants(page, 'guardadas-tarjeta');

    // The detail shows it saved too; its back link returns to the list where it was left.
    await page.evaluate(() => {
      window.scrollBy(0, 150);
      document.addEventListener('click', () => ((window as unknown as { yAlAbrir: number }).yAlAbrir = window.scrollY), {
        capture: true,
        once: true,
      });
    });
    await card.getByRole('link', { name: titulo }).click();
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.getByRole('button', { name: `Guardar: ${titulo}`, pressed: true })).toHaveAttribute('aria-pressed', 'true');
    const y = await page.evaluate(() => (window as unknown as { yAlAbrir: number }).yAlAbrir);
    expect(y).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Volver a Ofertas para ti' }).click();
    await expect(page).toHaveURL(/\/postulantes\/nuevas-ofertas$/);
    await expect(card.getByRole('button', { name: `Guardar: ${titulo}`, pressed: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await card.getByRole('link', { name: titulo }).click();
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();

    // Guardadas, from the menu.
    await page.getByRole('navigation').getByRole('link', { name: 'Guardadas' }).first().click();
    await expect(page).toHaveURL(/\/postulantes\/guardadas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guardadas' })).toBeVisible();
    const guardadas = page.getByRole('list', { name: 'Ofertas guardadas' });
    await expect(guardadas.getByRole('link', { name: titulo })).toBeVisible();
    await expect(page.getByText('Te enviaremos un correo dos días antes del cierre')).toBeVisible();
    await expectAccessible(page, 'Guardadas');
    await shot(page, 'guardadas');
    await shotVariants(page, 'guardadas');

    // The day's run two days before its deadline mails her the reminder.
    const res = await page.request.get('/api/ofertaGuardada/myList', { headers: { authorization: `Bearer ${token}` } });
    const saved = ((await res.json()) as { data: Guardada[] }).data.find((g) => g.oferta?.titulo === titulo)!;
    const dia = daysBefore(saved.oferta!.fin_convocatoria, 2);
    const run = await page.request.post('/api/dev/recordatoriosGuardadas', { data: { dia } });
    expect(run.ok(), await run.text()).toBe(true);
    await expect
      .poll(
        async () => {
          const outbox = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(DEMO.postulante.email)}`);
          const mails = ((await outbox.json()) as { data: { subject: string; text: string }[] }).data;
          return mails.find((m) => m.subject.includes('cierra pronto') && m.text.includes(titulo))?.text ?? '';
        },
        { message: 'el recordatorio de la oferta guardada', timeout: 15_000 },
      )
      .toContain(`/postulantes/nuevas-ofertas/${saved.id_oferta}`);

    // Removed from Guardadas: the list is empty again.
    await guardadas.getByRole('button', { name: `Quitar: ${titulo}` }).click();
    await expect(page.getByText('Aún no guardaste ofertas.')).toBeVisible();

    // The public search saves too while she is signed in: the first result goes to Guardadas.
    await page.goto('/ofertas');
    const resultado = page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByTestId('oferta-card').first();
    const otro = (await resultado.getByRole('heading').innerText()).trim();
    await resultado.getByRole('button', { name: `Guardar: ${otro}` }).click();
    await expect(resultado.getByRole('button', { name: `Guardar: ${otro}`, pressed: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/postulantes/guardadas');
    await expect(page.getByRole('list', { name: 'Ofertas guardadas' }).getByRole('link', { name: otro })).toBeVisible();
  });

  test('a visitor of the public search sees the cards without Guardar', async ({ page }) => {
    await page.goto('/ofertas');
    const resultados = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    await expect(resultados.getByTestId('oferta-card').first()).toBeVisible();
    await expect(resultados.getByRole('button', { name: /^Guardar/ })).toHaveCount(0);
  });
});
