/**
 * Told of new applicants (docs/team.md): the demo company's holder opens Mi cuenta › Avisos de nuevos postulantes,
 * keeps the daily digest and follows its featured offer; two applicants apply; the morning's digest (run now by the
 * development hook) is one mail in the holder's outbox that says two applied and links to the offer's applicants.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmedPostulante, DEMO, expectAccessible, openAsDemoEmpresa, shot, shotVariants } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
const OFERTA = 'Practicante de Logística y Almacenes';

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', url: string, token: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/${url}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T[] }).data[0]!;
}

/** An applicant past the required data and the parts required to apply, who applies to the offer (through the API). */
async function postulanteQueAplica(page: Page, ofertaId: number, nombres: string) {
  const { email, password } = await confirmedPostulante(page, 'avisos-postulante');
  const request = page.request;
  const login = await request.post('/api/auth/loginPostulant', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { data: string[] }).data[0]!;
  const carreras = await request.get('/api/carrera/listAll?tipo=1');
  const industrial = ((await carreras.json()) as { data: { id: number; nombre: string }[] }).data.find(
    (c) => c.nombre === 'Ingeniería Industrial',
  )!;
  const inst = await request.get(`/api/instEducativa/listUniversitarias?search=${encodeURIComponent('San Agustín')}`);
  const unsa = ((await inst.json()) as { data: { id: number; nombre: string }[] }).data[0]!;
  const year = new Date().getFullYear();
  const education = {
    tipo_carrera: 1,
    id_inst_educativa: unsa.id,
    inst_educativa_nombre: unsa.nombre,
    id_carrera_actual: industrial.id,
    carrera_actual: industrial.nombre,
    estado_estudios: 0,
    ciclo_actual: 4,
    fecha_ingreso: year - 4,
    fecha_egreso: year + 1,
  };
  const update = (form: string, data: Record<string, unknown>) => api(request, 'PUT', 'postulante/update', token, { form, data });
  await update('info_required', {
    nombres,
    apellidos: 'Condori Apaza',
    dni: `7${String(Date.now()).slice(-7)}`,
    fecha_nacimiento: '2003-05-14',
    sexo: 0,
    licencia_conducir: 0,
    ...education,
    id_region: 4,
    region: 'Arequipa',
    provincia: 'Arequipa',
    distrito: 'Cayma',
    correo_contacto: email,
  });
  await update('education', { ...education, resumen_profesional: 'Estudiante de Ingeniería Industrial con interés en logística.' });
  await update('more_education', { habilidades: ['Trabajo en equipo'] });
  await api(request, 'POST', 'conocimiento/create', token, { nombre: 'Microsoft Excel', nivel: 'intermedio' });
  await api(request, 'POST', 'idioma/create', token, { nombre: 'Inglés', nivel: 'intermedio' });
  const detail = await api<{ id_reclutador: number }>(request, 'GET', `oferta/id/${ofertaId}`, token);
  await api(request, 'POST', 'postulanteOferta/create', token, { id_oferta: ofertaId, id_reclutador: detail.id_reclutador });
}

interface Outbox {
  subject: string;
  text: string;
  links: string[];
}

test('two applications reach the company as one morning digest with the count and the link to its applicants', async ({ page }) => {
  test.setTimeout(150_000);
  const token = await openAsDemoEmpresa(page, '/empresas/cuenta');

  // ---- Mi cuenta › Avisos de nuevos postulantes
  await page.getByRole('link', { name: 'Elegir avisos' }).click();
  await expect(page).toHaveURL(/\/empresas\/cuenta\/avisos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos de nuevos postulantes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Resumen diario/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Solo las ofertas que sigo' }).check();
  await page.getByRole('button', { name: 'Guardar avisos' }).click();
  await expect(page.getByText('Guardamos tus avisos de nuevos postulantes.')).toBeVisible();

  // ---- follows its featured offer: it receives the daily digest of it
  const seguir = page.getByRole('checkbox', { name: new RegExp(OFERTA) });
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
  await postulanteQueAplica(page, oferta.id_oferta, 'Rocío');
  await postulanteQueAplica(page, oferta.id_oferta, 'Marco');
  const subject = `2 nuevas postulaciones en «${OFERTA}»`;
  const mails = async () => {
    const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(DEMO.empresa.email)}`);
    return ((await res.json()) as { data: Outbox[] }).data.filter((m) => m.subject.includes(OFERTA));
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
