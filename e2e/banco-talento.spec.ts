/**
 * The talent pool (docs/team.md): a student applies to one of the demo company's offers; later the company finds her
 * in «Banco de talento» by her name and invites her to another open offer; the mail (development outbox) carries the
 * offer's link and a link to refuse invitations. She follows it and refuses; the company's second invitation is
 * refused with the opt-out's message, and the pool says she asked not to be invited.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { api, empresaPropia, expectAccessible, ofertaPublicada, postulanteQueAplica, shot, shotVariants } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });

interface Outbox {
  subject: string;
  text: string;
  links: string[];
}

test('a past applicant found in the pool is invited by mail, refuses, and a second invitation is refused', async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await empresaPropia(page, 'banco-empresa');
  // A company of the journey's own with two open offers: she applies to one and is invited to the other.
  const propia = await ofertaPublicada(page, token, 'Practicante de Inventarios');
  const otra = await ofertaPublicada(page, token, 'Practicante de Mejora Continua');
  const pool = await page.request.get('/api/bancoTalento/buscar', { headers: { authorization: `Bearer ${token}` } });
  expect(pool.ok(), await pool.text()).toBe(true);
  const abiertas = ((await pool.json()) as { optional: { ofertas_abiertas: { id: number; titulo: string }[] } }).optional.ofertas_abiertas;
  const aplico = abiertas.find((o) => o.id === propia)!;
  const invitacion = abiertas.find((o) => o.id === otra)!;
  expect(aplico && invitacion).toBeTruthy();

  // ---- a student applies to one of the company's offers
  const postulante = await postulanteQueAplica(page, aplico.id, {
    nombres: 'Maricielo',
    carrera: 'Ingeniería Industrial',
    resumen: 'Estudiante de Ingeniería Industrial con interés en operaciones.',
    correo: 'banco-talento',
  });
  const { correo } = await api<{ correo: string }>(page.request, 'GET', 'usuario/myAccount', postulante);

  // ---- the company finds her in its talent pool by her name
  await page.goto('/empresas/');
  await page.getByRole('link', { name: 'Banco de talento' }).first().click();
  await expect(page).toHaveURL(/\/empresas\/banco-talento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banco de talento' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Maricielo Condori');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/q=Maricielo/);
  const fila = page.locator('li[data-testid^="persona-"]', { hasText: 'Maricielo Condori Apaza' });
  await expect(fila).toHaveCount(1);
  await expect(fila.getByRole('link', { name: aplico.titulo })).toBeVisible();
  await expectAccessible(page, 'Banco de talento');
  await shot(page, 'banco-talento');
  // On a phone the name stays and the other filters fold into the «Filtros» sheet (after the width hook's debounce).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('boton-filtros')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Historial de estado' })).toHaveCount(0);
  await shot(page, 'banco-talento-movil');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shot(page, 'banco-talento-movil-oscuro');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('combobox', { name: 'Historial de estado' })).toBeVisible();
  await shot(page, 'banco-talento-oscuro');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  // ---- invites her to another open offer
  await fila.getByRole('combobox', { name: /Invitar a Maricielo/ }).selectOption(String(invitacion.id));
  await fila.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText('Enviamos la invitación por correo.')).toBeVisible();
  await expect(fila).toContainText(`Invitaciones enviadas: ${invitacion.titulo}`);

  // ---- the mail: the offer's link and the link to refuse invitations
  const mails = async () => {
    const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(correo)}`);
    return ((await res.json()) as { data: Outbox[] }).data.filter((m) => m.subject.includes('te invita a postular'));
  };
  await expect
    .poll(async () => (await mails()).map((m) => m.subject), { message: 'la invitación en el buzón de desarrollo' })
    .toEqual([`Andes Sur te invita a postular a «${invitacion.titulo}»`]);
  const [mail] = await mails();
  expect(mail!.links.some((l) => new URL(l).pathname.endsWith(`-${invitacion.id}`))).toBe(true);
  const baja = new URL(mail!.links.find((l) => l.includes('/postulantes/invitaciones/baja/'))!);

  // ---- she follows the link and refuses invitations (opening it alone changes nothing)
  const applicant = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await applicant.goto(baja.pathname);
  await expect(applicant.getByRole('heading', { name: 'Invitaciones de empresas' })).toBeVisible();
  await expectAccessible(applicant, 'Baja de invitaciones');
  await shot(applicant, 'invitaciones-baja');
  await shotVariants(applicant, 'invitaciones-baja');
  await applicant.getByRole('button', { name: 'No quiero recibir invitaciones' }).click();
  await expect(applicant.getByText(/ya no recibirás invitaciones de empresas a postular/)).toBeVisible();
  await applicant.close();

  // ---- a second invitation is refused because she opted out
  const again = await page.request.post('/api/bancoTalento/invitar', {
    headers: { authorization: `Bearer ${token}` },
    data: { postulante_id: Number((await fila.getAttribute('data-testid'))!.replace('persona-', '')), oferta_id: invitacion.id },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('Esta persona pidió no recibir invitaciones de empresas.');
  await page.reload();
  await expect(fila).toContainText('Pidió no recibir invitaciones de empresas.');
  await expect(fila.getByRole('button', { name: 'Enviar invitación' })).toHaveCount(0);
  expect((await mails()).length).toBe(1);
});
