/**
 * Interviews (docs/team.md "Interviews"): the demo company's holder proposes two slots to a new applicant from their
 * row in the applicants list; the applicant picks one from the mail's link (no session); both sides' mails carry an
 * .ics that parses back to the same event at the chosen time; the team reschedules from its week view, and both
 * calendars get the old event cancelled (same UID, a later SEQUENCE); the applicant picks the new time in Mis
 * postulaciones and the team gets the updated event; the reminder run of today (the development hook) mails both sides
 * about tomorrow's interview; the company's trail has the proposal and the reschedule. The applicant's row shows the
 * interview to come; «Cerrar el proceso» says it will cancel it, and once she is No seleccionada her interview is
 * cancelled, with the event's cancellation, and Mis postulaciones offers nothing to confirm. A second journey: the
 * applicant reads the interview beside her status, cancels her application (the seat's calendar loses the time, and the
 * development outbox shows and downloads that .ics), «Descartar» counts the interview it cancelled, and a finished
 * offer no longer offers «Finalizar convocatoria».
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import {
  api,
  expectAccessible,
  expectNoViolationsAtAll,
  empresaPropia,
  ofertaPublicada,
  openSignedIn,
  postulanteQueAplica,
  SHOTS,
  shot,
  shotVariants,
  snapViewportVariants,
} from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
const OFERTA = 'Practicante de Almacén y Recepción';

interface Outbox {
  subject: string;
  text: string;
  links: string[];
  attachments?: { filename: string; content_type: string; content: string }[];
}

const limaHoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
const masDias = (dia: string, n: number) => {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** The instant of a Lima wall-clock time (Peru keeps UTC−5 all year). */
const instante = (limaLocal: string) => new Date(`${limaLocal}:00-05:00`).toISOString();

function evento(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  const ev = new ICAL.Event(vevent);
  return {
    uid: ev.uid,
    inicio: ev.startDate.toJSDate().toISOString(),
    minutos: ev.duration.toSeconds() / 60,
    estado: String(vevent.getFirstPropertyValue('status')),
    secuencia: ev.sequence,
  };
}

async function correos(page: Page, to: string): Promise<Outbox[]> {
  const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: Outbox[] }).data;
}

test('an interview proposed, picked by the candidate, invited on both calendars, rescheduled and reminded', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // A company and an offer of the journey's own, so the demo company's offers and applicants stay as seeded.
  const empresa = await empresaPropia(page, 'entrevistas-empresa', '/empresas/cuenta');
  const token = empresa.token;
  const oferta = { id_oferta: await ofertaPublicada(page, token, OFERTA) };

  const postulanteToken = await postulanteQueAplica(page, oferta.id_oferta, {
    nombres: 'Valeria',
    carrera: 'Ingeniería Industrial',
    resumen: 'Estudiante de Ingeniería Industrial con interés en logística.',
    correo: 'entrevista-postulante',
  });
  const yo = await api<{ email: string }>(page.request, 'POST', 'auth/mySession', postulanteToken);
  const correoPostulante = yo.email;

  // ---- the team proposes two slots from the applicant's row (newest first)
  const dia = masDias(limaHoy(), 3);
  await page.goto(`/empresas/mis-publicaciones/${oferta.id_oferta}/postulantes?sort=recientes`);
  const fila = page.getByTestId('postulante').filter({ hasText: 'Valeria' }).first();
  await fila.getByRole('button', { name: 'Entrevista' }).click();
  const dialogo = page.getByRole('dialog', { name: /Entrevista con Valeria/ });
  await dialogo.getByLabel('Horario 1', { exact: true }).fill(`${dia}T10:00`);
  await dialogo.getByRole('button', { name: 'Agregar otro horario' }).click();
  await dialogo.getByLabel('Horario 2', { exact: true }).fill(`${dia}T15:30`);
  await dialogo.getByLabel('Duración').selectOption('45');
  await dialogo.getByLabel(/Dirección/).fill('Av. Argentina 2350, Cercado de Lima');
  await dialogo.getByLabel(/Mensaje para el postulante/).fill('Trae tu DNI y llega 10 minutos antes.');
  await expectAccessible(page, 'Proponer una entrevista');
  await shot(page, 'entrevista-proponer');
  await shotVariants(page, 'entrevista-proponer');
  await dialogo.getByRole('button', { name: 'Enviar horarios' }).click();
  await expect(page.getByText('Enviamos los horarios al postulante.')).toBeVisible();
  await expect(dialogo.getByText('Propuesta, sin elegir')).toBeVisible();

  // ---- the applicant opens the mail's link, without a session, and picks 10:00
  await expect
    .poll(async () => (await correos(page, correoPostulante)).some((m) => m.subject.includes('te invita a una entrevista')))
    .toBe(true);
  const invitacion = (await correos(page, correoPostulante)).find((m) => m.subject.includes('te invita a una entrevista'))!;
  expect(invitacion.text).toContain('Trae tu DNI');
  const enlace = new URL(invitacion.links.find((l) => l.includes('/postulantes/entrevista/'))!);
  const anonimo = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visita = await anonimo.newPage();
  await visita.goto(enlace.pathname);
  await expect(visita.getByRole('heading', { level: 1, name: 'Tu entrevista' })).toBeVisible();
  await expect(visita.getByText(OFERTA)).toBeVisible();
  await expectAccessible(visita, 'Elegir el horario de una entrevista');
  // Opened from a mail: not even a moderate finding (one <main> only).
  await expectNoViolationsAtAll(visita, 'Elegir el horario de una entrevista');
  await shot(visita, 'entrevista-elegir');
  await shotVariants(visita, 'entrevista-elegir');
  // Nothing is ticked before the applicant picks: confirming at once asks for a slot, at the field.
  for (const radio of await visita.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await visita.getByRole('button', { name: 'Elige un horario para confirmar' }).click();
  await expect(visita.getByText('Elige uno de los horarios antes de confirmar.')).toBeVisible();
  await visita.getByRole('radio', { name: /10:00/ }).check();
  await visita.getByRole('button', { name: 'Confirmar horario' }).click();
  await expect(visita.getByText('Tu horario está confirmado; descarga la invitación para tu calendario.')).toBeVisible();
  await expect(visita.getByText('Confirmamos tu entrevista. Te enviamos la invitación de calendario.')).toBeVisible();
  await expect(visita.getByText('Confirmada', { exact: true })).toBeVisible();
  const [descarga] = await Promise.all([
    visita.waitForEvent('download'),
    visita.getByRole('button', { name: 'Descargar invitación (.ics)' }).click(),
  ]);
  const descargado = evento(await readFile(await descarga.path(), 'utf8'));
  expect(descargado.inicio).toBe(instante(`${dia}T10:00`));
  await anonimo.close();

  // ---- the applicant's row in the team's list now hints at the interview
  await page.goto(`/empresas/mis-publicaciones/${oferta.id_oferta}/postulantes?sort=recientes`);
  await expect(fila.getByTestId('pista-entrevista')).toContainText(/^Entrevista: .*10:00$/);
  await shot(page, 'entrevista-pista');
  await shotVariants(page, 'entrevista-pista');

  // ---- both sides' confirmations carry the same event, at 10:00 Lima, 45 minutes
  await expect
    .poll(async () => (await correos(page, correoPostulante)).some((m) => m.subject.startsWith('Entrevista confirmada')))
    .toBe(true);
  await expect.poll(async () => (await correos(page, empresa.email)).some((m) => m.subject.startsWith('Valeria'))).toBe(true);
  const alPostulante = (await correos(page, correoPostulante)).find((m) => m.subject.startsWith('Entrevista confirmada'))!;
  const alEquipo = (await correos(page, empresa.email)).find((m) => m.subject.startsWith('Valeria'))!;
  const e1 = evento(alPostulante.attachments![0]!.content);
  const e2 = evento(alEquipo.attachments![0]!.content);
  expect(alPostulante.attachments![0]!.filename).toBe('entrevista.ics');
  expect(e1).toMatchObject({ inicio: instante(`${dia}T10:00`), minutos: 45, estado: 'CONFIRMED' });
  expect(e2).toMatchObject({ uid: e1.uid, inicio: e1.inicio, minutos: 45 });

  // ---- the team reschedules it from the week view, to tomorrow 11:00
  const manana = masDias(limaHoy(), 1);
  await page.goto('/empresas/entrevistas');
  await expect(page.getByRole('heading', { level: 2, name: /Semana del/ })).toBeVisible();
  // The interview is in this week or the next: move there if needed.
  if ((await page.getByTestId('entrevista-semana').filter({ hasText: 'Valeria' }).count()) === 0) {
    await page.getByRole('link', { name: 'Siguiente →' }).click();
  }
  await page.getByTestId('entrevista-semana').filter({ hasText: 'Valeria' }).first().click();
  const modal = page.getByRole('dialog', { name: /Entrevista con Valeria/ });
  // From the week view the card leads to the application.
  await expect(modal.getByRole('link', { name: /^Ver la postulación de Valeria/ })).toHaveAttribute('href', /\/postulantes\/\d+$/);
  await modal.getByRole('button', { name: 'Reprogramar' }).click();
  // The confirmed time is the one being replaced: it is not offered again (walk w36).
  await expect(modal.getByLabel('Horario 1', { exact: true })).not.toHaveValue(`${dia}T10:00`);
  await modal.getByLabel('Horario 1', { exact: true }).fill(`${manana}T11:00`);
  // «Quitar» says which slot it removes.
  if (await modal.getByLabel('Horario 2', { exact: true }).count()) await modal.getByRole('button', { name: 'Quitar horario 2' }).click();
  await modal.getByRole('button', { name: 'Enviar nuevos horarios' }).click();
  await expect(page.getByText('Enviamos los nuevos horarios al postulante.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();

  // ---- the applicant is told (the old time leaves the calendar) and picks the new one in Mis postulaciones
  await expect.poll(async () => (await correos(page, correoPostulante)).some((m) => m.subject.includes('cambió los horarios'))).toBe(true);
  const cambio = (await correos(page, correoPostulante)).find((m) => m.subject.includes('cambió los horarios'))!;
  expect(evento(cambio.attachments![0]!.content)).toMatchObject({ uid: e1.uid, estado: 'CANCELLED' });
  // The team's calendar loses the old time too: the same event, cancelled, with a later sequence.
  await expect
    .poll(async () => (await correos(page, empresa.email)).some((m) => m.subject.startsWith('Entrevista reprogramada')))
    .toBe(true);
  const cambioEquipo = (await correos(page, empresa.email)).find((m) => m.subject.startsWith('Entrevista reprogramada'))!;
  expect(cambioEquipo.attachments![0]!.content).toContain('METHOD:CANCEL');
  const cancelado = evento(cambioEquipo.attachments![0]!.content);
  expect(cancelado).toMatchObject({ uid: e1.uid, estado: 'CANCELLED', inicio: instante(`${dia}T10:00`) });
  expect(cancelado.secuencia).toBeGreaterThan(e2.secuencia);
  const suyo = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const postulante = await suyo.newPage();
  await openSignedIn(postulante, 'postulantes', correoPostulante, 'Clave2026', '/postulantes/mis-postulaciones');
  const mia = postulante.getByTestId('mi-entrevista').filter({ hasText: OFERTA }).first();
  // Spoken to the applicant on their own page.
  await expect(mia.getByText('Elige tu horario', { exact: true })).toBeVisible();
  await mia.getByRole('radio', { name: /11:00/ }).check();
  await mia.getByRole('button', { name: 'Confirmar horario' }).click();
  await expect(mia.getByText('Confirmada', { exact: true })).toBeVisible();
  await shot(postulante, 'entrevista-mis-postulaciones');
  await suyo.close();
  // …and the new pick brings the team the updated event.
  const actualizado = async () =>
    (await correos(page, empresa.email))
      .filter((m) => m.subject.startsWith('Valeria'))
      .map((m) => evento(m.attachments![0]!.content))
      .find((e) => e.inicio === instante(`${manana}T11:00`));
  await expect.poll(actualizado).toBeTruthy();
  const nuevo = (await actualizado())!;
  expect(nuevo).toMatchObject({ uid: e1.uid, estado: 'CONFIRMED' });
  expect(nuevo.secuencia).toBeGreaterThan(cancelado.secuencia);

  // ---- the reminder run of today reminds both sides of tomorrow's interview
  const run = await page.request.post('/api/dev/recordatorioEntrevistas', { data: {} });
  expect(run.ok(), await run.text()).toBe(true);
  const asunto = `Mañana: entrevista para «${OFERTA}»`;
  await expect.poll(async () => (await correos(page, correoPostulante)).filter((m) => m.subject === asunto).length).toBe(1);
  await expect
    .poll(async () => (await correos(page, empresa.email)).some((m) => m.subject === asunto && m.text.includes('Valeria')))
    .toBe(true);

  // ---- the company's trail: the proposal and the reschedule, by the holder
  const actividad = await page.request.get('/api/equipo/actividad?accion=entrevista', { headers: { authorization: `Bearer ${token}` } });
  const trail = ((await actividad.json()) as { data: { accion: string; detalle: { postulante?: string } }[] }).data;
  expect(trail.map((e) => e.accion)).toEqual(['entrevista.reprogramar', 'entrevista.proponer']);
  // Actividad names the applicant in full.
  expect(trail.every((e) => e.detalle.postulante === 'Valeria Condori Apaza')).toBe(true);

  // ---- the week view, for the record
  await page.goto('/empresas/entrevistas');
  await expect(page.getByRole('heading', { level: 2, name: /Semana del/ })).toBeVisible();
  // Tomorrow may be in next week (today a Sunday).
  if ((await page.getByTestId('entrevista-semana').filter({ hasText: 'Valeria' }).count()) === 0) {
    await page.getByRole('link', { name: 'Siguiente →' }).click();
  }
  await expect(page.getByTestId('entrevista-semana').filter({ hasText: 'Valeria' }).first()).toBeVisible();
  await expectAccessible(page, 'Entrevistas de la semana');
  await shot(page, 'entrevistas-semana');
  await shotVariants(page, 'entrevistas-semana');

  if (SHOTS) {
    // For the record only (E2E_SHOTS=1): the card once the interview is over («Realizada», its outcome offered).
    // Only this browser's clock is moved past the end of tomorrow's 11:00 interview; the server's is not, so nothing
    // is recorded.
    const luego = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const equipo = await luego.newPage();
    await equipo.clock.setFixedTime(new Date(instante(`${manana}T14:00`)));
    await openSignedIn(
      equipo,
      'empresas',
      empresa.email,
      empresa.password,
      `/empresas/mis-publicaciones/${oferta.id_oferta}/postulantes?sort=recientes`,
    );
    await equipo.getByTestId('postulante').filter({ hasText: 'Valeria' }).first().getByRole('button', { name: 'Entrevista' }).click();
    const ventana = equipo.getByRole('dialog', { name: /Entrevista con Valeria/ });
    await expect(ventana.getByText('Realizada', { exact: true })).toBeVisible();
    await ventana.getByRole('button', { name: 'Resultado y evaluación' }).click();
    await snapViewportVariants(equipo, 'entrevista-realizada');
    await luego.close();
  }

  // ---- «Cerrar el proceso» says it cancels her interview; marked No seleccionada, she can no longer confirm it
  await page.goto(`/empresas/mis-publicaciones/${oferta.id_oferta}`);
  await page.getByRole('button', { name: 'Cerrar el proceso' }).click();
  const cierre = page.getByRole('dialog', { name: 'Cerrar el proceso' });
  await expect(cierre.getByTestId('entrevistas-al-cerrar')).toContainText('Hay 1 entrevista pendiente');
  await expect(cierre.getByRole('radio', { name: /Dejar sus estados como están/ })).toBeChecked();
  await cierre.getByRole('radio', { name: /sin enviar correo/ }).check();
  await cierre.getByRole('button', { name: 'Sí, cerrar el proceso' }).click();
  await expect(page.getByText(/1 entrevista cancelada, con aviso al postulante\./)).toBeVisible();
  await expect
    .poll(async () => (await correos(page, correoPostulante)).some((m) => m.subject.includes('canceló tu entrevista')))
    .toBe(true);
  const anulada = (await correos(page, correoPostulante)).find((m) => m.subject.includes('canceló tu entrevista'))!;
  expect(evento(anulada.attachments![0]!.content)).toMatchObject({ uid: e1.uid, estado: 'CANCELLED' });
  const despues = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ella = await despues.newPage();
  await openSignedIn(ella, 'postulantes', correoPostulante, 'Clave2026', '/postulantes/mis-postulaciones');
  const cancelada = ella.getByTestId('mi-entrevista').filter({ hasText: OFERTA }).first();
  await expect(cancelada.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(cancelada.getByRole('button', { name: /Confirmar horario|Elige un horario para confirmar/ })).toHaveCount(0);
  await despues.close();
});

test('a withdrawal and a Descartar end the interviews, said beside the status, counted in the toast, and the outbox shows the .ics', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const empresa = await empresaPropia(page, 'entrevistas-retiro', '/empresas/cuenta');
  const ofertaId = await ofertaPublicada(page, empresa.token, OFERTA);
  const quien = (nombres: string, correo: string) => ({
    nombres,
    carrera: 'Ingeniería Industrial',
    resumen: 'Estudiante de Ingeniería Industrial con interés en logística.',
    correo,
  });
  const anaToken = await postulanteQueAplica(page, ofertaId, quien('Anabel', 'retiro-anabel'));
  const betoToken = await postulanteQueAplica(page, ofertaId, quien('Bernardo', 'retiro-bernardo'));
  const anaCorreo = (await api<{ email: string }>(page.request, 'POST', 'auth/mySession', anaToken)).email;
  const postulacionDe = async (token: string) =>
    (await api<{ postulacion: { id: number } }>(page.request, 'GET', 'postulanteOferta/postulantMyApplicants?page=1', token)).postulacion
      .id;
  const dia = masDias(limaHoy(), 4);
  const proponer = async (postulacion: number, hora: string) =>
    api<{ id: number }>(page.request, 'POST', `entrevistas/postulacion/${postulacion}`, empresa.token, {
      horarios: [`${dia}T${hora}`],
      duracion_min: 30,
      modalidad: 'virtual',
      lugar: 'https://meet.example.pe/practiperu',
      mensaje: 'Te esperamos.',
    });
  const ana = await proponer(await postulacionDe(anaToken), '09:00');
  await proponer(await postulacionDe(betoToken), '11:00');

  // ---- Anabel reads, beside «Recibida», that the interview waits for her pick; she picks, and the line says when
  const suyo = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ella = await suyo.newPage();
  await openSignedIn(ella, 'postulantes', anaCorreo, 'Clave2026', '/postulantes/mis-postulaciones');
  const tarjeta = ella.getByTestId('oferta-card').filter({ hasText: OFERTA });
  await expect(tarjeta.getByTestId('estado-postulacion')).toHaveText('Recibida');
  await expect(tarjeta.getByTestId('estado-entrevista')).toHaveText('Entrevista propuesta: elige un horario');
  const mia = ella.getByTestId('mi-entrevista').filter({ hasText: OFERTA }).first();
  await mia.getByRole('radio', { name: /09:00/ }).check();
  await mia.getByRole('button', { name: 'Confirmar horario' }).click();
  await expect(tarjeta.getByTestId('estado-entrevista')).toHaveText(/^Entrevista: .*09:00 \(hora de Lima\)$/);
  await shot(ella, 'entrevista-junto-al-estado');
  await shotVariants(ella, 'entrevista-junto-al-estado');

  // ---- the detail says it too, and cancelling the application says the interview goes with it
  await tarjeta.getByRole('link', { name: OFERTA }).click();
  await expect(ella.getByTestId('estado-entrevista')).toHaveText(/^Entrevista: .*09:00/);
  await ella.getByRole('button', { name: 'Cancelar postulación' }).click();
  const dialogo = ella.getByRole('dialog', { name: 'Cancelar postulación' });
  await expect(dialogo.getByTestId('cancelar-entrevista')).toHaveText('También se cancelará tu entrevista y avisaremos a la empresa.');
  await dialogo.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(ella.getByText(/^Cancelaste tu postulación el /)).toBeVisible();
  await suyo.close();

  // ---- the team's calendar loses the confirmed time: the same event, cancelled, with the reason
  const retiro = async () =>
    (await correos(page, empresa.email)).find(
      (m) => m.subject.startsWith('Entrevista cancelada') && m.text.includes('canceló su postulación'),
    );
  await expect.poll(async () => Boolean(await retiro())).toBe(true);
  const aviso = (await retiro())!;
  expect(aviso.attachments![0]!.content).toContain('METHOD:CANCEL');
  const confirmada = (await correos(page, empresa.email)).find((m) => m.subject.startsWith('Anabel'))!;
  expect(evento(aviso.attachments![0]!.content)).toMatchObject({
    uid: evento(confirmada.attachments![0]!.content).uid,
    estado: 'CANCELLED',
  });
  expect(ana.id).toBeGreaterThan(0);

  // ---- the development outbox lists that attachment, with its type and size, and downloads it as it was sent
  await page.goto(`/dev/correos?para=${encodeURIComponent(empresa.email)}`);
  const enBandeja = page.getByTestId('correo').filter({ hasText: aviso.subject }).first();
  const adjuntos = enBandeja.getByRole('list', { name: 'Adjuntos del correo' });
  await expect(adjuntos).toContainText('entrevista.ics');
  await expect(adjuntos).toContainText(/text\/calendar; charset=utf-8; method=CANCEL · \d+(,\d)? (B|KB)/);
  const [bajada] = await Promise.all([
    page.waitForEvent('download'),
    enBandeja.getByRole('link', { name: 'Descargar entrevista.ics' }).click(),
  ]);
  expect(await readFile(await bajada.path(), 'utf8')).toBe(aviso.attachments![0]!.content);
  await shot(page, 'correos-dev-adjuntos');

  // ---- Descartar on Bernardo's row asks first; the toast counts the interview it cancelled
  await page.goto(`/empresas/mis-publicaciones/${ofertaId}/postulantes?sort=recientes`);
  const fila = page.getByTestId('postulante').filter({ hasText: 'Bernardo' }).first();
  await fila.locator('label').filter({ hasText: 'Descartar' }).click();
  await page
    .getByRole('dialog', { name: /^Descartar a Bernardo/ })
    .getByRole('button', { name: 'Sí, descartar' })
    .click();
  await expect(page.getByText(/Se canceló 1 entrevista y avisamos por correo\./)).toBeVisible();
  await expect(fila.getByTestId('pista-entrevista')).toHaveCount(0);

  // ---- the finished offer no longer offers «Finalizar convocatoria»
  await api(page.request, 'POST', `oferta/removeMyOffer/${ofertaId}`, empresa.token);
  await page.goto('/empresas/mis-publicaciones/');
  const terminada = page.getByTestId('oferta-card').filter({ hasText: OFERTA }).first();
  await expect(terminada.getByTestId('convocatoria-finalizada')).toHaveText('La convocatoria ya finalizó.');
  await expect(terminada.getByRole('button', { name: 'Finalizar convocatoria' })).toHaveCount(0);
});
