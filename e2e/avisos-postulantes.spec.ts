/**
 * Told of new applicants (docs/team.md): a company's holder publishes an offer (so it follows it), opens Mi
 * cuenta › Avisos de nuevos postulantes, keeps the daily digest, stops and starts following the offer; two applicants
 * apply; the morning's digest (run now by the development hook) is one mail in the holder's outbox that says two
 * applied and links to the offer's applicants. The offer is the journey's own, so the demo offers' applicants, which
 * other journeys count, stay as seeded.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { api, empresaPropia, expectAccessible, ofertaPublicada, postulanteQueAplica, shot, shotVariants } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
const OFERTA = 'Practicante de Almacén y Despacho';

interface Outbox {
  subject: string;
  text: string;
  links: string[];
}

test('two applications reach the company as one morning digest with the count and the link to its applicants', async ({ page }) => {
  test.setTimeout(150_000);
  const empresa = await empresaPropia(page, 'avisos-empresa');
  const token = empresa.token;
  await ofertaPublicada(page, token, OFERTA);
  await page.goto('/empresas/cuenta');

  // ---- Mi cuenta › Avisos de nuevos postulantes
  await page.getByRole('link', { name: 'Elegir avisos' }).click();
  await expect(page).toHaveURL(/\/empresas\/cuenta\/avisos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos de nuevos postulantes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Resumen diario/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Solo las ofertas que sigo' }).check();
  await page.getByRole('button', { name: 'Guardar avisos' }).click();
  await expect(page.getByText('Guardamos tus avisos de nuevos postulantes.')).toBeVisible();

  // ---- its author follows the offer from its publication; stops, then follows it again: the daily digest of it
  const seguir = page.getByRole('checkbox', { name: new RegExp(OFERTA) });
  await expect(seguir).toBeChecked();
  await seguir.click();
  await expect(seguir).not.toBeChecked();
  await expect(page.getByText('Dejaste de seguir esta oferta.')).toBeVisible();
  await seguir.click();
  await expect(seguir).toBeChecked();
  await expect(page.getByText('Sigues esta oferta.')).toBeVisible();
  await expect(page.getByLabel(`Avisos de ${OFERTA}`)).toHaveValue('');
  const prefs = await api<{ ofertas: { id_oferta: number; titulo: string; recibe: string }[] }>(
    page.request,
    'GET',
    'avisosPostulantes/preferencias',
    token,
  );
  const oferta = prefs.ofertas.find((o) => o.titulo === OFERTA)!;
  expect(oferta.recibe).toBe('diario');
  await expect(page.getByTestId(`recibe-${oferta.id_oferta}`)).toHaveText('Recibes: Resumen diario (8:00, hora de Lima)');
  await expectAccessible(page, 'Avisos de nuevos postulantes');
  await shot(page, 'avisos-postulantes');
  await shotVariants(page, 'avisos-postulantes');

  // ---- two applicants apply; nothing is mailed until the morning
  await postulanteQueAplica(page, oferta.id_oferta, {
    nombres: 'Rocío',
    carrera: 'Ingeniería Industrial',
    resumen: 'Estudiante de Ingeniería Industrial con interés en logística.',
    correo: 'avisos-postulante',
  });
  await postulanteQueAplica(page, oferta.id_oferta, {
    nombres: 'Marco',
    carrera: 'Ingeniería Industrial',
    resumen: 'Estudiante de Ingeniería Industrial con interés en logística.',
    correo: 'avisos-postulante',
  });
  const subject = `2 nuevas postulaciones en «${OFERTA}»`;
  const mails = async () => {
    const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(empresa.email)}`);
    // The digests about the offer (its approval was mailed too).
    return ((await res.json()) as { data: Outbox[] }).data.filter((m) => m.subject.includes(OFERTA) && /postulaci/.test(m.subject));
  };
  expect(await mails()).toEqual([]);

  // ---- the morning's digest (run now): one mail, with the count and the link to the applicants
  const run = await page.request.post('/api/dev/resumenPostulantes', { data: {} });
  expect(run.ok(), await run.text()).toBe(true);
  await expect.poll(async () => (await mails()).map((m) => m.subject), { message: 'el resumen de nuevos postulantes' }).toEqual([subject]);
  const [mail] = await mails();
  expect(mail!.text).toContain('Recibiste 2 nuevas postulaciones desde el último resumen en tu oferta:');
  expect(mail!.links.some((l) => l.endsWith(`/empresas/mis-publicaciones/${oferta.id_oferta}/postulantes`))).toBe(true);

  // ---- the mail's link opens the applicants of the offer
  const link = new URL(mail!.links.find((l) => l.endsWith('/postulantes'))!);
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: /Postulantes/ })).toBeVisible();
  await expect(page.getByText(OFERTA).first()).toBeVisible();
});
