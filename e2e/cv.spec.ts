/**
 * CV journeys: a new applicant is held at the required-data page until it is filled, while the account screens stay
 * open (decision 011); then builds the whole CV through the section forms, the modals and the add-forms, uploads a
 * photo (after a too-large and a fake one), and downloads the CV PDF, whose text is read with pdftotext and whose
 * first page is drawn with pdftoppm into e2e/artifacts. Also: WCAG checks with axe in light and dark mode.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  confirmedPostulante,
  CV_COMPLETE_PAGE,
  DEMO,
  expectAccessible,
  expectNoSeriousViolations,
  field,
  loginAs,
  openSignedIn,
  shot,
  SHOTS,
  shotVariants,
  snapViewport,
} from './support';

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', year: 'numeric' }).format(new Date()));

/** A real 240×240 PNG portrait drawn by the browser (initials on a gradient), so the PDF shows a photo. */
async function portraitPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 240, 240);
    gradient.addColorStop(0, '#c81e3a');
    gradient.addColorStop(1, '#f59e0b');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 240, 240);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 96px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('AQ', 120, 128);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * A dialog as the person sees it: the viewport (a full-page picture would draw the fixed backdrop over the top
 * only), at 1280 px and 390 px, light and dark. Only with E2E_SHOTS=1, like every screenshot of the journeys.
 */
async function modalShots(page: Page, name: string) {
  if (!SHOTS) return;
  const take = (suffix: string) => snapViewport(page, `${name}${suffix}`);
  await take('');
  await page.setViewportSize({ width: 390, height: 844 });
  await take('-movil');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await take('-movil-oscuro');
  await page.setViewportSize({ width: 1280, height: 800 });
  await take('-oscuro');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Picks a month and a year in a month/year pair labelled `legend`. */
async function pickMonth(scope: Page | Locator, legend: string, month: string, year: number) {
  await scope.getByLabel(`${legend}: mes`).selectOption({ label: month });
  await scope.getByLabel(`${legend}: año`).selectOption(String(year));
}

async function fillRequiredData(page: Page) {
  await field(page, 'DNI').fill('71234567');
  await field(page, 'Fecha de nacimiento').fill('2003-05-14');
  await field(page, 'Sexo').selectOption({ label: 'Femenino' });
  await field(page, '¿Tienes licencia de conducir?').selectOption({ label: 'No' });

  // The career type chooses where the institution is searched and resets it.
  await field(page, 'Tipo de carrera').selectOption({ label: 'Universitaria' });
  const universidad = field(page, 'Universidad');
  await universidad.fill('san agus');
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias: Universidad' }).getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(7);
  await page
    .getByRole('listbox', { name: 'Sugerencias: Universidad' })
    .getByRole('option', { name: /San Agustín de Arequipa/ })
    .click();
  await expect(universidad).toHaveValue('Universidad Nacional de San Agustín de Arequipa');
  await field(page, 'Tipo de carrera').selectOption({ label: 'Técnica' });
  await expect(field(page, 'Instituto')).toHaveValue('');
  await field(page, 'Tipo de carrera').selectOption({ label: 'Universitaria' });
  await universidad.fill('san agus');
  await expect(suggestions.first()).toBeVisible();
  await universidad.press('ArrowDown');
  await universidad.press('Enter');
  await expect(universidad).toHaveValue(/San Agustín/);

  const carrera = field(page, 'Carrera');
  await carrera.fill('ingenieria industrial');
  await page
    .getByRole('listbox', { name: 'Sugerencias: Carrera' })
    .getByRole('option', { name: /^Ingeniería Industrial/ })
    .first()
    .click();
  await expect(carrera).toHaveValue('Ingeniería Industrial');

  // Egresado forces cycle 0 and hides the selector; a student chooses one.
  await field(page, 'Estado de estudios').selectOption({ label: 'Egresado' });
  await expect(field(page, 'Ciclo actual')).toHaveCount(0);
  await field(page, 'Estado de estudios').selectOption({ label: 'Estudiante' });
  await expect(field(page, 'Ciclo actual').locator('option')).toHaveText([
    'Elige una opción',
    'Menor o igual a V ciclo',
    'VI',
    'VII',
    'VIII',
    'IX',
    'X ciclo',
  ]);
  await field(page, 'Ciclo actual').selectOption({ label: 'VIII' });

  // The exit year list runs from the entry year; a later entry clears an earlier exit.
  await field(page, 'Año de ingreso').selectOption(String(YEAR - 4));
  await field(page, 'Año de egreso (previsto)').selectOption(String(YEAR - 1));
  await field(page, 'Año de ingreso').selectOption(String(YEAR));
  await expect(field(page, 'Año de egreso (previsto)')).toHaveValue('');
  await field(page, 'Año de ingreso').selectOption(String(YEAR - 3));
  await field(page, 'Año de egreso (previsto)').selectOption(String(YEAR + 1));

  // Region → province → district; a new region clears the other two.
  await field(page, 'Región').selectOption({ label: 'Arequipa' });
  await field(page, 'Provincia').selectOption('Arequipa');
  await field(page, 'Distrito').selectOption('Cayma');
  await field(page, 'Región').selectOption({ label: 'Lima' });
  await expect(field(page, 'Provincia')).toHaveValue('');
  await expect(field(page, 'Distrito')).toHaveValue('');
  await expect(field(page, 'Distrito')).toBeDisabled();
  await field(page, 'Región').selectOption({ label: 'Arequipa' });
  await field(page, 'Provincia').selectOption('Arequipa');
  await field(page, 'Distrito').selectOption('Cayma');
}

test.describe('the applicant’s CV', () => {
  test('a new applicant completes the required data, builds the whole CV and downloads it as a PDF', async ({ page }) => {
    test.setTimeout(180_000);
    const { email, password } = await confirmedPostulante(page, 'cv');

    // ---- the gate (docs/cv.md): every private page sends to the complete page, except the account screens
    await loginAs(page, 'postulantes', email, password, CV_COMPLETE_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Completa tus datos' })).toBeVisible();
    for (const blocked of [
      '/postulantes/',
      '/postulantes/curriculum',
      '/postulantes/curriculum/actualizar',
      '/postulantes/nuevas-ofertas',
    ]) {
      await page.goto(blocked);
      await expect(page).toHaveURL(CV_COMPLETE_PAGE);
    }
    for (const open of ['/postulantes/cuenta/', '/postulantes/cuenta/actualizar-clave', '/postulantes/cuenta/eliminar']) {
      await page.goto(open);
      await expect(page).toHaveURL(new RegExp(`${open.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    // ---- the complete page: the spec's messages, focus on the first error
    await page.goto('/postulantes/curriculum/complete');
    await expect(field(page, 'Nombres')).toHaveValue('Ana');
    await expect(field(page, 'Correo de contacto')).toHaveValue(email);
    await shot(page, 'cv-completar');
    await shotVariants(page, 'cv-completar');
    await expectNoSeriousViolations(page, '/postulantes/curriculum/complete');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(field(page, 'DNI')).toBeFocused();
    await expect(field(page, 'DNI')).toHaveAccessibleDescription('Requerido');
    await expect(field(page, 'Región')).toHaveAccessibleDescription('Requerido');
    await field(page, 'DNI').fill('1234');
    await expect(field(page, 'DNI')).toHaveAccessibleDescription('8 dígitos.');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(field(page, 'DNI')).toHaveAccessibleDescription('Sólo números de 8 dígitos');
    // Text typed in the institution but not picked from the list is refused.
    await field(page, 'Tipo de carrera').selectOption({ label: 'Universitaria' });
    await field(page, 'Universidad').fill('Mi universidad');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(field(page, 'Universidad')).toHaveAccessibleDescription('Elige una institución de la lista');
    await shot(page, 'cv-completar-errores');
    await expectNoSeriousViolations(page, '/postulantes/curriculum/complete con errores');

    await fillRequiredData(page);
    await shot(page, 'cv-completar-lleno');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page).toHaveURL(/\/postulantes\/$/);
    await expect(page.getByText('Datos guardados')).toBeVisible();
    // Past the gate; the complete page now sends home.
    await page.goto('/postulantes/curriculum/complete');
    await expect(page).toHaveURL(/\/postulantes\/$/);

    // ---- Mi CV before the optional sections: the owner's prompts
    await page.getByRole('link', { name: 'Mi CV' }).first().click();
    await expect(page).toHaveURL(/\/postulantes\/curriculum$/);
    await expect(page.getByTestId('cv-nombre')).toHaveText('Ana Quispe Mamani');
    await expect(page.getByRole('img', { name: 'Foto de perfil predeterminada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar foto' })).toHaveAttribute('href', '/postulantes/curriculum/actualizar#photo');
    await expect(page.getByRole('link', { name: 'Agregar resumen profesional' })).toHaveAttribute(
      'href',
      '/postulantes/curriculum/actualizar#resumen_profesional',
    );
    for (const anchor of ['achievement', 'work_experience', 'extracurricular', 'supplementary_education', 'knowledge']) {
      await expect(page.locator(`a[href="/postulantes/curriculum/actualizar#${anchor}"]`).first()).toBeVisible();
    }
    await shot(page, 'cv-mi-cv-vacio');

    // ---- the update page, reached from an add-link: the hash focuses its element
    await page.getByRole('link', { name: 'Agregar experiencia', exact: true }).click();
    await expect(page).toHaveURL(/\/postulantes\/curriculum\/actualizar#work_experience$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Actualizar mi curriculum' })).toBeVisible();
    await expect(page.locator('#work_experience')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/postulantes/curriculum');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((h) => h.replace(/requerido para postular/, '').trim())).toEqual([
      'Foto de perfil',
      'Información personal',
      'Contacto',
      'Lugar de residencia',
      'Educación',
      'Logros académicos y personales',
      'Habilidades y conocimientos',
      'Certificaciones',
      'Experiencia laboral',
      'Voluntariado',
      'Proyectos',
    ]);
    await expect(page.getByText('requerido para postular')).toHaveCount(4);

    // ---- photo: too large and not an image (browser), a fake PNG (server), then a real one
    const photo = page.getByLabel(/foto de perfil$/);
    await expect(page.getByText('Sólo imágenes PNG, máximo 1MB')).toBeVisible();
    await photo.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_000, 1) });
    await expect(page.getByText('Error: Máximo 1MB')).toBeVisible();
    expect(await photo.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await photo.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('Error: Solo imágenes png y jpg')).toBeVisible();
    await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Solo imágenes png y jpg' })).toBeVisible();
    expect(await photo.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await portraitPng(page) });
    await expect(page.getByText('Tu foto se actualizó.')).toBeVisible();
    const img = page.getByRole('img', { name: 'Foto de Ana Quispe Mamani' });
    await expect(img).toHaveAttribute('src', /^\/uploads\/fotos\/[0-9a-f]+\.png\?v=\d+$/);
    await expect(img).toHaveAttribute('width', '130');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);

    // ---- personal: saved as a whole, Enter does not submit, the menu shows the new name
    const personal = page.getByRole('form', { name: 'Información personal' });
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/postulante/update')) updates += 1;
    });
    await field(personal, 'Nombres').fill('Ana Lucía');
    await field(personal, 'Nombres').press('Enter');
    await page.waitForTimeout(300);
    expect(updates).toBe(0);
    await personal.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(personal.getByRole('status').filter({ hasText: 'Datos actualizados correctamente' })).toBeVisible();
    await expect(page.getByTestId('menu-name').first()).toContainText('Ana Lucía');

    // ---- contact: whatsapp with +51, a social network by its add-form
    const contact = page.getByRole('form', { name: 'Contacto' });
    await expect(contact.getByText('+51', { exact: true })).toBeVisible();
    await field(contact, 'WhatsApp').fill('98765');
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(field(contact, 'WhatsApp')).toHaveAccessibleDescription('Sólo números de 9 dígitos');
    await expect(contact.getByRole('alert')).toContainText('Revisa los campos marcados.');
    await field(contact, 'WhatsApp').fill('987654321');
    await contact.getByRole('button', { name: 'Agregar nuevo: red social' }).click();
    const redForm = contact.getByRole('group', { name: 'Agregar red social' });
    await field(redForm, 'Red social').selectOption('LinkedIn');
    await field(redForm, 'Enlace a tu perfil').fill('linkedin.com/in/ana');
    await redForm.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(field(redForm, 'Enlace a tu perfil')).toHaveAccessibleDescription('No se reconoce como URL');
    await field(redForm, 'Enlace a tu perfil').fill('https://www.linkedin.com/in/ana-quispe-mamani');
    await redForm.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(contact.getByRole('list', { name: 'Redes sociales' })).toContainText('LinkedIn');
    await contact.getByRole('button', { name: 'Agregar nuevo: red social' }).click();
    await expect(field(redForm, 'Red social').locator('option')).toHaveText([
      'Elige una opción',
      'Twitter',
      'Facebook',
      'Instagram',
      'Telegram',
    ]);
    await redForm.getByRole('button', { name: 'Cancelar' }).click();
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(contact.getByRole('status').filter({ hasText: 'Datos actualizados correctamente' })).toBeVisible();

    // ---- education with the summary ('requerido para postular', 5–500 with a counter)
    const education = page.getByRole('form', { name: 'Educación' });
    await expect(field(education, 'Universidad')).toHaveValue('Universidad Nacional de San Agustín de Arequipa');
    const resumen = education.getByLabel(/^Resumen profesional/);
    await resumen.fill('Hola');
    await education.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(resumen).toHaveAccessibleDescription(/Mínimo 5 caracteres/);
    const summary =
      'Estudiante de VIII ciclo de Ingeniería Industrial en la UNSA. Me interesan la mejora continua y la logística; manejo Excel y Power BI.';
    await resumen.fill(summary);
    await expect(education.getByText(`${summary.length}/500`)).toBeVisible();
    await field(education, 'Orden de mérito').selectOption({ label: 'Quinto superior' });
    await education.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(education.getByRole('status').filter({ hasText: 'Datos actualizados correctamente' })).toBeVisible();

    // ---- achievements (Spanish months, 'Setiembre')
    await page.getByRole('button', { name: 'Agregar nuevo: logro' }).click();
    const logro = page.getByRole('group', { name: 'Agregar logro' });
    await expect(logro.getByLabel('Fecha: mes').locator('option')).toHaveText([
      'Mes',
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Setiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    await field(logro, 'Descripción').fill('Primer puesto en el Concurso de Innovación de la Facultad de Ingeniería');
    await pickMonth(logro, 'Fecha', 'Setiembre', YEAR - 1);
    await logro.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Logros' })).toContainText(`Setiembre ${YEAR - 1}`);

    // ---- knowledge, languages, skills: names already added are not offered again
    await page.getByRole('button', { name: 'Agregar nuevo: conocimiento' }).click();
    const conocimiento = page.getByRole('group', { name: 'Agregar conocimiento' });
    await conocimiento.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(field(conocimiento, 'Conocimiento')).toHaveAccessibleDescription('Requerido');
    // The 266 themes are a searchable picker (accents and case aside).
    await field(conocimiento, 'Conocimiento').fill('excel');
    await conocimiento.getByRole('option', { name: /^Microsoft Excel/ }).click();
    await field(conocimiento, 'Nivel').selectOption('avanzado');
    await conocimiento.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Conocimientos' })).toContainText('Microsoft Excel · Avanzado');
    await page.getByRole('button', { name: 'Agregar nuevo: conocimiento' }).click();
    await field(conocimiento, 'Conocimiento').fill('excel');
    await expect(conocimiento.getByRole('option', { name: /^Excel avanzado/ })).toBeVisible();
    await expect(conocimiento.getByRole('option', { name: /^Microsoft Excel/ })).toHaveCount(0);
    await field(conocimiento, 'Conocimiento').fill('power bi');
    await conocimiento.getByRole('option', { name: /^Power BI/ }).click();
    await field(conocimiento, 'Nivel').selectOption('intermedio');
    await conocimiento.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Conocimientos' }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Agregar nuevo: idioma' }).click();
    const idioma = page.getByRole('group', { name: 'Agregar idioma' });
    await field(idioma, 'Idioma').selectOption('Inglés');
    await field(idioma, 'Nivel').selectOption('intermedio');
    await idioma.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Idiomas' })).toContainText('Inglés · Intermedio');
    await page.getByRole('button', { name: 'Agregar nuevo: idioma' }).click();
    await expect(field(idioma, 'Idioma').locator('option', { hasText: 'Inglés' })).toHaveCount(0);
    await field(idioma, 'Idioma').selectOption('Quechua');
    await field(idioma, 'Nivel').selectOption('básico');
    await idioma.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Idiomas' }).getByRole('listitem')).toHaveCount(2);

    const skills = page.getByRole('form', { name: 'Habilidades' });
    for (const skill of ['Trabajo en equipo', 'Liderazgo', 'Comunicación efectiva']) {
      await skills.getByRole('button', { name: 'Agregar nuevo: habilidad' }).click();
      await field(skills, 'Habilidad').selectOption(skill);
      await skills.getByRole('button', { name: 'Agregar', exact: true }).click();
    }
    await skills.getByRole('button', { name: 'Agregar nuevo: habilidad' }).click();
    await expect(field(skills, 'Habilidad').locator('option', { hasText: /^Liderazgo$/ })).toHaveCount(0);
    await skills.getByRole('button', { name: 'Cancelar' }).click();
    await expect(skills.getByText('Tienes cambios sin guardar')).toBeVisible();
    await skills.getByRole('button', { name: 'Guardar habilidades' }).click();
    await expect(skills.getByRole('status').filter({ hasText: 'Datos actualizados correctamente' })).toBeVisible();

    // ---- certification modal
    await page.getByRole('button', { name: 'Añadir certificación' }).click();
    let dialog = page.getByRole('dialog');
    // A fixed title is shown whole, wrapping on a phone (the 50-character cut is for titles that come from data).
    await expect(dialog.getByRole('heading', { name: 'Añadir Certificaciones (Cursos, Diplomados, Talleres)', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(field(dialog, 'Institución')).toHaveAccessibleDescription('Requerido');
    await expect(field(dialog, 'Institución')).toBeFocused();
    await field(dialog, 'Tipo').selectOption('Curso');
    await field(dialog, 'Institución').fill('Coursera');
    await pickMonth(dialog, 'Fecha', 'Setiembre', YEAR - 1);
    await field(dialog, 'Descripción').fill('Google Data Analytics: análisis de datos para la toma de decisiones');
    await modalShots(page, 'cv-modal-certificacion');
    await expectNoSeriousViolations(page, 'modal de certificaciones');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#supplementary_education')).toContainText('Curso · Coursera');

    // ---- work experience modal: 'Actualmente sigo aquí' hides and clears the end date
    await page.getByRole('button', { name: 'Añadir experiencia' }).click();
    dialog = page.getByRole('dialog', { name: 'Añadir experiencia laboral' });
    await field(dialog, 'Empresa').fill('Corporación Aceros Arequipa S.A.');
    await field(dialog, 'Puesto').fill('Practicante de Planeamiento');
    const funciones = 'Seguimiento del plan de producción y reportes de eficiencia (OEE) en Power BI.';
    await field(dialog, 'Funciones').fill(funciones);
    await expect(dialog.getByText(`${funciones.length}/500`)).toBeVisible();
    await pickMonth(dialog, 'Fecha de inicio', 'Marzo', YEAR - 1);
    await pickMonth(dialog, 'Fecha de salida', 'Diciembre', YEAR - 1);
    await dialog.getByLabel('Actualmente sigo aquí').check();
    await expect(dialog.getByLabel('Fecha de salida: mes')).toHaveCount(0);
    await dialog.getByLabel('Actualmente sigo aquí').uncheck();
    await expect(dialog.getByLabel('Fecha de salida: mes')).toHaveValue('');
    await expect(dialog.getByLabel('Fecha de salida: año')).toHaveValue('');
    await dialog.getByLabel('Actualmente sigo aquí').check();
    await modalShots(page, 'cv-modal-experiencia');
    // A refusal of the server is said inside the modal.
    await page.route('**/api/expLaboral/create', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ state: false, data: [], message: 'Alcanzaste el máximo de 30 elementos en esta sección.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Alcanzaste el máximo de 30 elementos en esta sección.');
    await snapViewport(page, 'cv-modal-error');
    await page.unroute('**/api/expLaboral/create');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog).toBeHidden();
    const experience = page.locator('#work_experience');
    await expect(experience).toContainText(`Marzo ${YEAR - 1} – Actualidad`);

    // Edit mode: loaded by id, 'Actualizar' and 'Eliminar'.
    await experience.getByRole('button', { name: 'Editar: Practicante de Planeamiento' }).click();
    // Edit mode has its own title ('Editar …').
    dialog = page.getByRole('dialog', { name: 'Editar experiencia laboral' });
    await expect(field(dialog, 'Puesto')).toHaveValue('Practicante de Planeamiento');
    await expect(dialog.getByLabel('Actualmente sigo aquí')).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Eliminar' })).toBeVisible();
    await field(dialog, 'Puesto').fill('Practicante de Planeamiento de la Producción');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await expect(dialog).toBeHidden();
    await expect(experience).toContainText('Practicante de Planeamiento de la Producción');

    // ---- volunteering and projects (one entity), each with its position label
    await page.getByRole('button', { name: 'Añadir voluntariado' }).click();
    dialog = page.getByRole('dialog', { name: 'Añadir voluntariados' });
    await expect(field(dialog, 'Nombre Puesto/Cargo')).toBeVisible();
    await expect(field(dialog, 'Nombre del proyecto')).toHaveCount(0);
    await field(dialog, 'Organización').fill('TECHO Perú');
    await field(dialog, 'Nombre Puesto/Cargo').fill('Voluntaria de construcción');
    await field(dialog, 'Funciones').fill('Construcción de viviendas de emergencia con familias de Cerro Colorado.');
    await pickMonth(dialog, 'Fecha de inicio', 'Julio', YEAR - 2);
    await pickMonth(dialog, 'Fecha de salida', 'Agosto', YEAR - 2);
    await snapViewport(page, 'cv-modal-voluntariado');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog).toBeHidden();

    for (const nombre of ['Clasificador automático de residuos', 'Proyecto para borrar']) {
      await page.getByRole('button', { name: 'Añadir proyecto' }).click();
      dialog = page.getByRole('dialog', { name: 'Añadir proyectos' });
      await field(dialog, 'Nombre del proyecto').fill(nombre);
      await field(dialog, 'Institución u organización').fill('Universidad Nacional de San Agustín de Arequipa');
      await field(dialog, 'Puesto (Fundador, Organizador, Ponente, Tesorero, ...)').fill('Líder de proyecto');
      await field(dialog, 'Funciones').fill('Prototipo que separa plástico, vidrio y papel con visión artificial.');
      await pickMonth(dialog, 'Fecha de inicio', 'Abril', YEAR - 1);
      await pickMonth(dialog, 'Fecha de salida', 'Diciembre', YEAR - 1);
      if (nombre.startsWith('Clasificador')) {
        await modalShots(page, 'cv-modal-proyecto');
      }
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(dialog).toBeHidden();
    }
    const extracurricular = page.locator('#extracurricular');
    await extracurricular.getByRole('button', { name: 'Editar: Proyecto para borrar' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar proyecto' });
    await expect(field(dialog, 'Nombre del proyecto')).toHaveValue('Proyecto para borrar');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(extracurricular).not.toContainText('Proyecto para borrar');
    await expect(extracurricular).toContainText('Clasificador automático de residuos');

    await shot(page, 'cv-actualizar');
    await shotVariants(page, 'cv-actualizar');
    await expectNoSeriousViolations(page, '/postulantes/curriculum/actualizar');

    // A reload shows what was saved.
    await page.goto('/postulantes/curriculum/actualizar#knowledge');
    await expect(page.locator('#knowledge')).toBeFocused();
    await expect(field(page.getByRole('form', { name: 'Contacto' }), 'WhatsApp')).toHaveValue('987654321');
    await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem')).toHaveCount(3);

    // ---- Mi CV, complete
    await page.getByRole('link', { name: 'Regresar' }).click();
    await expect(page).toHaveURL(/\/postulantes\/curriculum$/);
    await expect(page.getByTestId('cv-nombre')).toHaveText('Ana Lucía Quispe Mamani');
    await expect(page.getByText(summary)).toBeVisible();
    await expect(page.getByText('+51 987 654 321')).toBeVisible();
    await expect(page.getByText('Estudiante · VIII ciclo').first()).toBeVisible();
    await expect(page.getByText(`${YEAR - 3} – ${YEAR + 1} (previsto)`, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar foto' })).toHaveCount(0);
    await expect(page.getByText('Practicante de Planeamiento de la Producción')).toBeVisible();
    await expect(page.getByText('Clasificador automático de residuos')).toBeVisible();
    await expect(page.getByText('Voluntaria de construcción')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Habilidades' })).toContainText('Liderazgo');
    await expect(page.getByRole('img', { name: 'Foto de Ana Lucía Quispe Mamani' })).toBeVisible();
    await shot(page, 'cv-mi-cv');
    await shotVariants(page, 'cv-mi-cv');
    await expectNoSeriousViolations(page, '/postulantes/curriculum');

    // ---- the PDF: downloaded, read with pdftotext, first page drawn with pdftoppm
    mkdirSync(ARTIFACTS, { recursive: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CV' }).click()]);
    expect(download.suggestedFilename()).toBe('CV-Ana-Lucia-Quispe-Mamani.pdf');
    const pdf = path.join(ARTIFACTS, 'cv-descargado.pdf');
    await download.saveAs(pdf);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ana Lucía Quispe Mamani');
    expect(text).toContain('Ingeniería Industrial');
    expect(text).toContain('Corporación Aceros Arequipa S.A.');
    expect(text).toContain('Practicante de Planeamiento de la Producción');
    expect(text).toContain('Clasificador automático de residuos');
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, path.join(ARTIFACTS, 'cv-pdf')]);

    // ---- a photo that does not load falls back to the default picture
    await page.route('**/uploads/fotos/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect(page.getByRole('img', { name: 'Foto de perfil predeterminada' })).toBeVisible();
  });

  test('a failed download is an error toast titled CV with the server’s message or the spec’s default', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/curriculum');
    await page.route('**/api/postulante/getMyCv', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ state: false, data: [], message: 'El servidor está en mantenimiento.' }),
      }),
    );
    await page.getByRole('button', { name: 'Descargar CV' }).click();
    const toast = page.locator('[aria-live="assertive"]');
    await expect(toast).toContainText('CV');
    await expect(toast).toContainText('El servidor está en mantenimiento.');
    await shot(page, 'cv-descarga-error');
    await page.unroute('**/api/postulante/getMyCv');
    await page.route('**/api/postulante/getMyCv', (route) => route.abort());
    await page.getByRole('button', { name: 'Descargar CV' }).click();
    await expect(toast).toContainText('No se pudo descargar, inténtelo más adelante');
  });

  test('unsaved input is named and leaving with it asks first: a link, Back, closing the tab', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/curriculum');
    // Opened from Mi CV inside the app, so Back stays in the app too.
    await page.locator('a[href^="/postulantes/curriculum/actualizar"]').first().click();
    const personal = page.getByRole('form', { name: 'Información personal' });
    await personal.getByLabel(/^Apellidos/).fill('Quispe Huamán');
    await page.getByLabel(/^Resumen profesional/).pressSequentially(' Me interesa la logística.');
    await expect(page.getByTestId('cambios-sin-guardar')).toHaveText(/Tienes cambios sin guardar en: Información personal, Educación\./);

    // A link away is held with the question; staying keeps every character.
    await page.getByRole('link', { name: 'Regresar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await expect(dialog).toContainText('Información personal, Educación');
    await expectNoSeriousViolations(page, 'diálogo ¿Salir sin guardar?');
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/postulantes\/curriculum\/actualizar(#.*)?$/);
    await expect(personal.getByLabel(/^Apellidos/)).toHaveValue('Quispe Huamán');

    // Back is held too.
    await page.evaluate(() => history.back());
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/postulantes\/curriculum\/actualizar(#.*)?$/);
    await expect(page.getByLabel(/^Resumen profesional/)).toHaveValue(/Me interesa la logística\.$/);

    // Closing the tab (or reloading) gets the browser's own question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  test('at 390 px one tap on «Agregar» after «Sin resultados» lands: the picker’s message does not move the buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/curriculum/actualizar');
    await page.getByRole('button', { name: 'Agregar nuevo: conocimiento' }).click();
    const conocimiento = page.getByRole('group', { name: 'Agregar conocimiento' });
    const input = field(conocimiento, 'Conocimiento');
    await input.fill('zqxw');
    const sinResultados = conocimiento.getByText('Sin resultados: revisa lo que escribiste.');
    await expect(sinResultados).toBeVisible();
    const agregar = conocimiento.getByRole('button', { name: 'Agregar', exact: true });
    // On a phone the message sits above the buttons, never over them.
    const [mensaje, boton] = [await sinResultados.boundingBox(), await agregar.boundingBox()];
    expect(mensaje!.y + mensaje!.height).toBeLessThanOrEqual(boton!.y);
    // One tap: the field loses the focus as it is pressed, and the button must still be under the finger.
    await agregar.click();
    await expect(input).toHaveAccessibleDescription(/^Elige un elemento de la lista/);
    await expect(sinResultados).toBeHidden();
  });

  // Each screen is loaded once and checked in light and dark mode (expectAccessible).
  test('Mi CV has no serious accessibility violations, in light and dark mode', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/curriculum');
    await expect(page.getByTestId('cv-nombre')).toBeVisible();
    await expectAccessible(page, '/postulantes/curriculum');
  });

  test('the CV update page and an edit modal have no serious accessibility violations, in light and dark mode', async ({ page }) => {
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/curriculum/actualizar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '/postulantes/curriculum/actualizar');
    await page
      .locator('#work_experience')
      .getByRole('button', { name: /^Editar:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar experiencia laboral' });
    await expect(dialog.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    await snapViewport(page, 'cv-modal-editar');
    await expectAccessible(page, 'modal de experiencia');
  });
});
