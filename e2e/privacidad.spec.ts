/**
 * The rights of Ley 29733 in the browser (docs/privacy.md). The demo applicant asks for a copy of her data in Mi
 * cuenta, waits while the job prepares it, downloads the ZIP and finds her CV and her application both in the
 * readable PDF (read with pdftotext) and in the JSON. From one of her applications she asks for a human review of its
 * automated score; the request reaches the back office with its legal due date, an administrator answers it, the
 * answer is in the audit log and in her Mi cuenta. The company's account has the same blocks, and the recruiter sees
 * the notice beside the affinity scores. Screens photographed (E2E_SHOTS=1) and checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, expectAccessible, field, mailLink, openAsDemoEmpresa, openSignedIn, shot, shotVariants } from './support';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
/** The demo applicant's application with an affinity score (seed: the featured offer of the demo company). */
const OFERTA_DEMO = 'Practicante de Logística y Almacenes';

/** The id of one of the signed-in company's offers, by its title. */
async function idOferta(page: Page, token: string, titulo: string): Promise<number> {
  for (let p = 1; p <= 5; p++) {
    const res = await page.request.get(`/api/oferta/myList?page=${p}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { id: number; titulo: string }[] };
    const found = body.data.find((o) => o.titulo === titulo);
    if (found) return found.id;
    if (body.data.length === 0) break;
  }
  throw new Error(`no se encontró la oferta ${titulo}`);
}

test.describe('Descargar mis datos', () => {
  test('the applicant downloads a ZIP whose PDF and JSON both hold her CV and her applications', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/cuenta/');
    const block = page.getByTestId('exportacion-datos');
    await expect(block.getByRole('heading', { name: 'Descargar mis datos' })).toBeVisible();
    await expect(block).toContainText('Aún no pediste una copia de tus datos.');
    await block.getByRole('button', { name: 'Solicitar una copia' }).click();
    await expect(block.getByRole('status')).toHaveText(
      'Estamos preparando la copia de tus datos. Te avisaremos por correo cuando esté lista.',
    );
    // Prepared by the job queue (the worker runs in the server's process): the block asks again until it is ready.
    await expect(block).toContainText('Lista para descargar', { timeout: 20_000 });
    // The notice of the request was true only while the copy was prepared.
    await expect(block).not.toContainText('Estamos preparando');
    await expect(block.getByRole('button', { name: 'Solicitar una nueva copia' })).toBeVisible();
    await shotVariants(page, 'privacidad-cuenta-postulante');

    const [download] = await Promise.all([page.waitForEvent('download'), block.getByTestId('descargar-zip').click()]);
    expect(download.suggestedFilename()).toMatch(/^datos-practiperu-\d{4}-\d{2}-\d{2}\.zip$/);
    mkdirSync(ARTIFACTS, { recursive: true });
    const zipPath = path.join(ARTIFACTS, 'datos-postulante.zip');
    await download.saveAs(zipPath);
    const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
    // The two files, and her photo under archivos/ when another journey on this server gave her one.
    const nombres = Object.keys(files);
    expect(nombres).toEqual(expect.arrayContaining(['datos.json', 'resumen.pdf']));
    expect(nombres.filter((n) => n !== 'datos.json' && n !== 'resumen.pdf').every((n) => n.startsWith('archivos/'))).toBe(true);

    // The JSON: the CV, all its sections, and the applications with their status and automated score.
    const datos = JSON.parse(new TextDecoder().decode(files['datos.json'])) as {
      cuenta: { correo: string; nombres: string };
      curriculum: {
        perfil: { carrera_actual: string };
        conocimientos: { nombre: string }[];
        experiencia_laboral: { nombre_empresa: string }[];
      };
      postulaciones: { oferta: { titulo: string }; estado_texto: string; afinidad_puesto: number | null }[];
    };
    expect(datos.cuenta).toMatchObject({ correo: DEMO.postulante.email, nombres: DEMO.postulante.name });
    expect(datos.curriculum.perfil.carrera_actual).toBe('Ingeniería Industrial');
    expect(datos.curriculum.conocimientos.map((c) => c.nombre)).toContain('Microsoft Excel');
    expect(datos.curriculum.experiencia_laboral.map((e) => e.nombre_empresa)).toContain('Corporación Aceros Arequipa S.A.');
    const postulacion = datos.postulaciones.find((p) => p.oferta.titulo === OFERTA_DEMO);
    expect(postulacion?.estado_texto).toBeTruthy();
    expect(postulacion?.afinidad_puesto).toEqual(expect.any(Number));
    const json = new TextDecoder().decode(files['datos.json']);
    expect(json).not.toContain('clave_hash');
    expect(json).not.toContain('token_hash');

    // The PDF: the same person, CV and application, for a person to read.
    const pdfPath = path.join(ARTIFACTS, 'datos-postulante.pdf');
    writeFileSync(pdfPath, files['resumen.pdf']!);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Tus datos en PractiPerú',
      DEMO.postulante.email,
      'Ingeniería Industrial',
      'Microsoft Excel',
      'Corporación Aceros Arequipa',
      OFERTA_DEMO,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Estado: ${postulacion!.estado_texto}`);
    expect(text).toContain(`Afinidad calculada automáticamente: ${postulacion!.afinidad_puesto} %`);

    // The mail says it is ready and leads to Mi cuenta, not to the file.
    expect(await mailLink(page, DEMO.postulante.email, '/postulantes/cuenta')).toBe('/postulantes/cuenta/');

    // An expired link brings the person back here, where the block says why.
    await page.goto('/postulantes/cuenta/?descarga=caducada');
    await expect(page.getByTestId('exportacion-datos').getByRole('alert')).toHaveText(
      'El enlace de descarga caducó: cada copia se puede descargar durante 24 horas. Solicita una nueva desde Mi cuenta.',
    );
    await expectAccessible(page, 'Mi cuenta con la copia de datos');
  });

  test('the company’s account has the same blocks, and the recruiter sees the notice beside the affinity scores', async ({ page }) => {
    const token = await openAsDemoEmpresa(page, '/empresas/cuenta');
    await expect(page.getByRole('heading', { name: 'Descargar mis datos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tus derechos sobre tus datos' })).toBeVisible();
    await shot(page, 'privacidad-cuenta-empresa');

    // The featured offer's applicants carry an automated affinity score.
    await page.goto(`/empresas/mis-publicaciones/${await idOferta(page, token, OFERTA_DEMO)}/postulantes`);
    await expect(page).toHaveURL(/\/postulantes$/);
    const aviso = page.getByTestId('aviso-automatizado');
    await expect(aviso).toContainText('La afinidad la calcula automáticamente el sistema');
    await shotVariants(page, 'privacidad-aviso-afinidad');
    await aviso.getByRole('link', { name: 'Pide una revisión humana' }).click();
    await expect(page).toHaveURL('/empresas/cuenta/derechos?tipo=revision_humana');
    await expect(page.getByRole('radio', { name: /Revisión humana de una decisión automatizada/ })).toBeChecked();
  });
});

test.describe('rights requests', () => {
  test('a human review asked from an application reaches the back office, whose answer is audited and shown in Mi cuenta', async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/mis-postulaciones');
    await expect(page.getByTestId('aviso-automatizado').first()).toContainText(
      'puntaje de afinidad que el sistema calcula automáticamente',
    );
    await page
      .getByRole('link', { name: new RegExp(OFERTA_DEMO) })
      .first()
      .click();
    // The offer's page, not the list's notice still on screen while it loads (that one names no application).
    await expect(page).toHaveURL(/\/postulantes\/nuevas-ofertas\/\d+$/);
    const aviso = page.getByTestId('aviso-automatizado');
    const revision = aviso.getByRole('link', { name: 'Pide una revisión humana' });
    await expect(revision).toHaveAttribute('href', /postulacion=\d+$/);
    await revision.click();
    await expect(page).toHaveURL(/\/postulantes\/cuenta\/derechos\?tipo=revision_humana&postulacion=\d+$/);
    await expect(page.getByRole('radio', { name: /Revisión humana de una decisión automatizada/ })).toBeChecked();
    const select = field(page, 'Postulación que quieres que revisemos');
    await expect(select.locator('option:checked')).toHaveText(new RegExp(OFERTA_DEMO));

    // Bad input is said at its field, in Spanish.
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Cuéntanos qué necesitas.')).toBeVisible();
    await field(page, 'Cuéntanos qué necesitas').fill('Corto');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Escribe al menos 10 caracteres.')).toBeVisible();
    const detalle = 'Mi puntaje no considera mis prácticas en Aceros Arequipa. Pido que una persona lo revise.';
    await field(page, 'Cuéntanos qué necesitas').fill(detalle);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      page.getByText('Recibimos tu solicitud. Te responderemos dentro del plazo legal y te avisaremos por correo.'),
    ).toBeVisible();
    const mia = page.getByTestId('mi-solicitud').filter({ hasText: detalle });
    await expect(mia).toContainText('Revisión humana de una decisión automatizada');
    await expect(mia).toContainText('En trámite');
    await expect(mia).toContainText(/te responderemos a más tardar el \d+ de \w+ de \d{4}/);
    await expect(mia).toContainText(`Postulación: ${OFERTA_DEMO}`);
    await shotVariants(page, 'privacidad-derechos-postulante');
    await expectAccessible(page, 'Tus derechos sobre tus datos');

    // The back office: the ticket with who asked, the application and its score, and the due date.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await openSignedIn(admin, 'admin', DEMO.admin.email, DEMO.admin.password, '/admin/derechos');
    const ticket = admin.getByTestId('admin-solicitud').filter({ hasText: detalle });
    await expect(ticket).toContainText('Revisión humana de una decisión automatizada · Lucía Quispe Mamani');
    await expect(ticket).toContainText(OFERTA_DEMO);
    await expect(ticket).toContainText(/Vence en \d+ días? hábil(es)?/);
    await ticket.getByRole('button', { name: 'Responder' }).click();
    await ticket.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(ticket.getByText('Elige si la solicitud fue atendida o denegada.')).toBeVisible();
    await ticket.getByLabel('Atendida').check();
    const respuesta = 'Revisamos tu puntaje: ahora cuenta tus prácticas en Aceros Arequipa. La empresa ya ve el valor corregido.';
    await field(admin, 'Respuesta para la persona').fill(respuesta);
    await shotVariants(admin, 'privacidad-admin-responder');
    await expectAccessible(admin, 'Derechos ARCO');
    await ticket.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(admin.getByText('Se registró la respuesta y se avisó por correo a la persona.')).toBeVisible();
    // Answered: it left the queue of open requests.
    await expect(admin.getByTestId('admin-solicitud').filter({ hasText: detalle })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Atendidas' }).click();
    await expect(admin.getByTestId('admin-solicitud').filter({ hasText: detalle })).toContainText(respuesta);

    // The audit log has it.
    await admin.goto('/admin/auditoria');
    const entry = admin.getByTestId('auditoria-fila').filter({ hasText: 'Respondió una solicitud de derechos' }).first();
    await expect(entry).toContainText(DEMO.admin.email);
    await entry.getByText('Ver antes y después').click();
    await expect(entry).toContainText(respuesta);
    await shot(admin, 'privacidad-admin-auditoria');
    await adminContext.close();

    // The person reads it in Mi cuenta, and got it by mail.
    await page.reload();
    const respondida = page.getByTestId('mi-solicitud').filter({ hasText: detalle });
    await expect(respondida).toContainText('Atendida');
    await expect(respondida.getByTestId('respuesta')).toHaveText(respuesta);
    expect(await mailLink(page, DEMO.postulante.email, '/postulantes/cuenta/derechos')).toBe('/postulantes/cuenta/derechos');
  });

  test('the privacy policy names the channels in Mi cuenta', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await expect(page.getByText('Descargar mis datos:')).toBeVisible();
    await expect(page.getByText('Tus derechos sobre tus datos:')).toBeVisible();
    await expect(page.getByText(/20 días hábiles para el derecho de acceso/)).toBeVisible();
  });
});
