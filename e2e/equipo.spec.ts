/**
 * Recruiting as a team (docs/team.md): a new company's holder invites a colleague from Equipo (an e-mail with an
 * account is answered like any other, and its owner is mailed that it cannot join with it); the link opened in the
 * holder's own browser says it is signed in as another account; the colleague opens the mailed link, sets its name
 * and password, accepts the terms and lands in the company area signed in (the used link then says so), without the administrators' menu entries; it publishes an offer of the company, which the
 * back office approves and an applicant applies to, and moves that applicant to "En proceso"; the holder reads all
 * of it in Actividad; the holder removes the colleague, whose open page is sent to the login on its next call.
 * And a recruiter seat saves its own contact data and sees only what it may do and what it would lose; the holder,
 * refused deletion while another administrator exists, hands the holder role over from Equipo and leaves alone.
 * The colleague, who may not annul a featured offer's payment in review, asks the administrators from the dialog; the
 * holder sees the request on Equipo with the money and cancels the feature from there, and the request is done.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  confirmedEmpresa,
  DEMO,
  expectAccessible,
  mailLink,
  openSignedIn,
  postulanteQueAplica,
  shot,
  snapViewportVariants,
  uniqueEmail,
} from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
const TITULO = 'Practicante de Analítica Comercial';

async function loginToken(request: APIRequestContext, call: string, email: string, password: string): Promise<string> {
  const res = await request.post(`/api/auth/${call}`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: string[] }).data[0]!;
}

/** Today in Lima plus `dias`, as YYYY-MM-DD. */
function limaDay(dias: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + dias)).toISOString().slice(0, 10);
}

/** The body of a part-time virtual offer for students of one career, open for `dias` more days. */
function ofertaVirtual(titulo: string, funciones: string, dias: number, carrera: number, tipo: 0 | 1) {
  return {
    titulo,
    funciones,
    beneficios: '<ul><li>Subvención económica mensual</li></ul>',
    modalidad_tiempo: 'Virtual',
    horario: 'Tiempo parcial',
    horas_dia: 4,
    dias_semana: 5,
    salario: 1200,
    fin_convocatoria: limaDay(dias),
    modalidad: 'PREPROFESIONAL',
    idniveluniv: 6,
    ciclo: [2, 3],
    carreras: [carrera],
    tipo,
  };
}

test('a colleague joins by invitation, publishes and reviews; the holder reads it in Actividad and removes the colleague', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const holder = await confirmedEmpresa(page, 'equipo-titular');
  await openSignedIn(page, 'empresas', holder.email, holder.password);

  // ---- the holder's menu has the team's entries; Equipo lists the holder alone
  const menu = page.getByRole('navigation', { name: /menú/i }).first();
  await menu.getByRole('link', { name: 'Equipo' }).click();
  await expect(page).toHaveURL(/\/empresas\/equipo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expect(page.getByText('Titular de la cuenta')).toBeVisible();

  // ---- an e-mail that has an account is answered like any other (the inviter learns nothing); its owner is told
  const pendientes = page.getByRole('region', { name: /Invitaciones pendientes/ });
  await page.getByLabel('Correo de la persona').fill(DEMO.postulante.email);
  await page.getByRole('button', { name: 'Invitar' }).click();
  await expect(pendientes.getByText(DEMO.postulante.email)).toBeVisible();
  await expect(page.getByLabel('Correo de la persona')).not.toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(DEMO.postulante.email)}`);
      const mails = ((await res.json()) as { data: { subject: string; links: string[] }[] }).data;
      const invitacion = mails.find((m) => m.subject === 'Andes Sur te invita a su equipo en PractiPerú');
      return invitacion && !invitacion.links.some((l) => l.includes('/empresas/unirse/'));
    })
    .toBe(true);
  const colegaEmail = uniqueEmail('equipo-colega');
  await page.getByLabel('Correo de la persona').fill(colegaEmail);
  await page.getByRole('combobox', { name: /^Rol/ }).selectOption('reclutador');
  await page.getByRole('button', { name: 'Invitar' }).click();
  await expect(pendientes.getByText(colegaEmail)).toBeVisible();
  // Just mailed: «Reenviar» waits its 3 minutes and says how long is left (the server refuses sooner too).
  const reenviar = pendientes
    .getByRole('listitem')
    .filter({ hasText: colegaEmail })
    .getByRole('button', { name: /^Reenviar/ });
  await expect(reenviar).toBeDisabled();
  await expect(reenviar).toHaveText(/Reenviar en 0[23]:\d\d/);
  await expectAccessible(page, '/empresas/equipo');
  await shot(page, 'empresas-equipo');

  // ---- the colleague opens the mailed link in its own browser and joins
  const colegaContext = await browser.newContext({ baseURL });
  const colega = await colegaContext.newPage();
  const link = await mailLink(colega, colegaEmail, '/empresas/unirse/');
  // Opened in the holder's browser, the link says whose session this is and does not show the form.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(
    `Iniciaste sesión como ${holder.email}, pero esta invitación es para ${colegaEmail}.`,
  );
  await expect(page.getByLabel('Repetir contraseña')).toHaveCount(0);
  await colega.goto(link);
  await expect(colega.getByRole('heading', { level: 1, name: 'Únete a Andes Sur' })).toBeVisible();
  await expect(colega.getByLabel('Correo')).toHaveValue(colegaEmail);
  await colega.getByRole('button', { name: 'Unirme al equipo' }).click();
  await expect(colega.getByLabel('Nombres')).toHaveAccessibleDescription('Requerido');
  await colega.getByLabel('Nombres').fill('Carla');
  await colega.getByLabel('Apellidos').fill('Quispe Mamani');
  await colega.getByLabel(/^Contraseña/).fill('Clave2026');
  await colega.getByLabel('Repetir contraseña').fill('Clave2026');
  await colega.getByRole('button', { name: 'Unirme al equipo' }).click();
  const terminos = colega.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
  await expect(terminos).toHaveAccessibleDescription('Acepta los términos y condiciones y la política de privacidad');
  await terminos.check();
  await colega.getByRole('button', { name: 'Unirme al equipo' }).click();
  await expect(colega).toHaveURL(/\/empresas\/$/);
  const colegaMenu = colega.getByRole('navigation', { name: /menú/i }).first();
  await expect(colegaMenu.getByRole('link', { name: 'Mis publicaciones' })).toBeVisible();
  await expect(colegaMenu.getByRole('link', { name: 'Equipo' })).toHaveCount(0);
  await expect(colegaMenu.getByRole('link', { name: 'Editar perfil' })).toHaveCount(0);
  // Typed by hand, the administrators' pages say whose they are, with a way on (no error, nothing of the team).
  await colega.goto('/empresas/actividad');
  await expect(colega.getByText('Solo los administradores de la empresa ven esta página.')).toBeVisible();
  await colega.getByRole('link', { name: 'Ir a mis publicaciones' }).click();
  await expect(colega).toHaveURL(/\/empresas\/mis-publicaciones\/?$/);
  // The link worked once: opened again, it says so and how to sign in.
  await colega.goto(link);
  await expect(colega.getByRole('heading', { level: 1, name: 'Esta invitación ya se usó' })).toBeVisible();
  await expect(colega.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await colega.goto('/empresas/');

  // ---- the colleague publishes an offer of the company (the form has its own journey), approved by the back office
  const colegaToken = (await colega.evaluate(() => localStorage.getItem('token')))!;
  const carreras = await colega.request.get('/api/carrera/listAll?tipo=1');
  const contabilidad = ((await carreras.json()) as { data: { id: number; nombre: string }[] }).data.find(
    (c) => c.nombre === 'Contabilidad',
  )!;
  const creada = await api<{ id_oferta: number }>(
    colega.request,
    'POST',
    'oferta/create',
    colegaToken,
    ofertaVirtual(TITULO, '<p>Apoyo en el análisis de ventas y en los reportes comerciales semanales.</p>', 5, contabilidad.id, 0),
  );
  const adminToken = await loginToken(page.request, 'loginAdmin', DEMO.admin.email, DEMO.admin.password);
  await api(page.request, 'POST', `admin/ofertas/${creada.id_oferta}/aprobar`, adminToken);
  const postulanteToken = await postulanteQueAplica(page, creada.id_oferta, {
    nombres: 'Rocío',
    carrera: 'Contabilidad',
    resumen: 'Estudiante de Contabilidad con interés en análisis de ventas.',
    correo: 'equipo-postulante',
  });

  // ---- the colleague reviews the applicant: En proceso by radio
  await colega.goto(`/empresas/mis-publicaciones/${creada.id_oferta}/postulantes`);
  const fila = colega.getByTestId('postulante').filter({ hasText: 'Rocío' });
  await fila.locator('label').filter({ hasText: 'En proceso' }).click();
  await expect(fila.getByRole('radio', { name: 'En proceso' })).toBeChecked();
  await expect(fila.getByTestId('estado-postulante')).toHaveText('En proceso');

  // ---- the holder reads it all in Actividad, and filters by the colleague
  await page.goto('/empresas/actividad');
  const entradas = page.getByRole('listitem').filter({ hasText: colegaEmail });
  await expect(entradas.filter({ hasText: 'Cambió el estado de un postulante' })).toContainText(TITULO);
  await expect(entradas.filter({ hasText: 'Publicó una oferta' })).toContainText(TITULO);
  await expect(entradas.filter({ hasText: 'Se unió al equipo' })).toBeVisible();
  await page.getByLabel('Acción').selectOption('oferta');
  await expect(page.getByText('Cambió el estado de un postulante')).toHaveCount(0);
  await expect(page.getByText('Publicó una oferta')).toBeVisible();
  await expectAccessible(page, '/empresas/actividad');
  await shot(page, 'empresas-actividad');

  // ---- the colleague cannot pay a feature: it asks the administrators, who see the request on Equipo and decline it
  await colega.goto(`/empresas/mis-publicaciones/${creada.id_oferta}`);
  await expect(colega.getByRole('button', { name: 'Cambiar a destacado' })).toHaveCount(0);
  await colega.getByRole('button', { name: `Pedir destacado a un administrador: ${TITULO}` }).click();
  const pedir = colega.getByRole('dialog', { name: 'Pedir destacado' });
  await expect(pedir).toContainText(`Pedir a los administradores que destaquen «${TITULO}» (S/ 69).`);
  await pedir.getByLabel(/Mensaje para los administradores/).fill('Queremos más postulantes esta semana.');
  await pedir.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(colega.getByText('Enviamos tu solicitud a los administradores de tu empresa.')).toBeVisible();
  // The button gave way to «Destacado solicitado», which takes the focus.
  await expect(colega.getByTestId('solicitud-pendiente')).toBeFocused();
  await page.goto('/empresas/equipo');
  const solicitudes = page.getByRole('region', { name: 'Solicitudes a los administradores' });
  const solicitud = solicitudes.getByTestId('solicitud').filter({ hasText: TITULO });
  await expect(solicitud).toContainText('Queremos más postulantes esta semana.');
  await solicitud.getByRole('button', { name: 'Rechazar' }).click();
  const rechazo = page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await rechazo.getByLabel(/Motivo/).fill('Este mes no hay presupuesto.');
  await rechazo.getByRole('button', { name: 'Sí, rechazar' }).click();
  await expect(solicitud).toContainText('Rechazada');
  await expect(solicitudes.getByTestId('solicitudes-aviso')).toBeFocused();
  await colega.goto('/empresas/equipo');
  await expect(colega.getByRole('region', { name: 'Tus solicitudes a los administradores' })).toContainText(
    'Motivo: Este mes no hay presupuesto.',
  );

  // ---- the colleague may not annul a payment in review: it asks from the dialog; the holder sees the money and does it
  const holderToken = (await page.evaluate(() => localStorage.getItem('token')))!;
  const DESTACADA = 'Practicante de Tesorería';
  const destacada = await api<{ id_oferta: number }>(
    page.request,
    'POST',
    'oferta/create',
    holderToken,
    ofertaVirtual(DESTACADA, '<p>Apoyo en la conciliación bancaria y en el flujo de caja semanal.</p>', 20, contabilidad.id, 1),
  );
  const operacion = `E2E${Date.now().toString().slice(-8)}`;
  await api(page.request, 'POST', 'pago/create', holderToken, {
    id_oferta: destacada.id_oferta,
    nro_operacion: operacion,
    metodo_pago: 'Yape',
    monto: 69,
  });
  await colega.goto(`/empresas/mis-publicaciones/${destacada.id_oferta}`);
  await colega.getByRole('button', { name: /Más acciones/ }).click();
  await colega.getByRole('button', { name: 'Cancelar destacado' }).click();
  const anular = colega.getByRole('dialog', { name: 'Cancelar destacado' });
  await expect(anular.getByRole('button', { name: 'Sí, cancelar destacado' })).toBeDisabled();
  await anular.getByLabel(/Nota para los administradores/).fill('El área de Finanzas ya no la necesita.');
  await anular.getByRole('button', { name: 'Pedir a un administrador' }).click();
  await expect(anular.getByTestId('pedido-enviado')).toContainText('Enviamos tu solicitud a los administradores');
  // The focus stays in the dialog, on the answer, so Escape still closes it.
  await expect(anular.getByTestId('pedido-enviado')).toBeFocused();
  await snapViewportVariants(colega, 'empresas-pedir-anular-pago');
  await anular.getByRole('button', { name: 'No', exact: true }).click();
  await page.goto('/empresas/equipo');
  const pedido = solicitudes.getByTestId('solicitud').filter({ hasText: DESTACADA });
  await expect(pedido).toContainText('Cancelar el destacado y anular el pago en revisión');
  await expect(pedido).toContainText(`Pago en revisión: S/ 69 (Yape, operación ${operacion})`);
  await expect(pedido).toContainText('El área de Finanzas ya no la necesita.');
  await pedido.scrollIntoViewIfNeeded();
  await snapViewportVariants(page, 'empresas-equipo-solicitud-anular');
  await pedido.getByRole('button', { name: 'Cancelar destacado' }).click();
  const hacer = page.getByRole('dialog', { name: 'Cancelar destacado' });
  await expect(hacer).toContainText(`operación ${operacion}`);
  await expect(hacer).toContainText('se anulará, lo devolveremos por el mismo medio de pago');
  await hacer.getByRole('button', { name: 'Sí, cancelar destacado' }).click();
  await expect(pedido).toContainText('Hecha');
  // The answer is said in the section and holds the focus: the item's buttons are gone.
  await expect(solicitudes.getByTestId('solicitudes-aviso')).toBeFocused();
  // The seat follows its requests where it works: Mis publicaciones.
  await colega.goto('/empresas/mis-publicaciones');
  const misSolicitudes = colega.getByRole('region', { name: 'Tus solicitudes a los administradores' });
  await expect(misSolicitudes.getByTestId('mi-solicitud').filter({ hasText: DESTACADA })).toContainText('Hecha');
  await snapViewportVariants(colega, 'empresas-mis-solicitudes');

  // ---- finishing the call decides on nobody: the dialog counts the applicant in process, who stays in process
  await page.goto(`/empresas/mis-publicaciones/${creada.id_oferta}`);
  await page.getByRole('button', { name: 'Finalizar convocatoria' }).click();
  const finalizar = page.getByRole('dialog', { name: 'Finalizar convocatoria' });
  await expect(finalizar.getByTestId('al-finalizar')).toContainText('En proceso: 1');
  await expect(finalizar).toContainText('Finalizar no descarta a nadie ni envía correos');
  await finalizar.getByRole('button', { name: 'Sí, finalizar' }).click();
  await expect(page.getByText('Se finalizó la convocatoria.')).toBeVisible();
  const vista = await api<{ postulacion: { estado_texto: string } }>(page.request, 'GET', `oferta/id/${creada.id_oferta}`, postulanteToken);
  expect(vista.postulacion.estado_texto).toBe('En proceso');

  // ---- the holder removes the colleague; the colleague's open page goes to the login on its next call
  await page.goto('/empresas/equipo');
  const miembros = page.getByRole('region', { name: /Miembros/ });
  await miembros.getByRole('listitem').filter({ hasText: colegaEmail }).getByRole('button', { name: 'Quitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quitar del equipo' });
  await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(miembros.getByText(colegaEmail)).toHaveCount(0);
  await expect(page.getByText('Quitamos a la persona del equipo y cerramos sus sesiones.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Miembros/ })).toBeFocused();

  await colegaMenu.getByRole('link', { name: 'Mis publicaciones' }).click();
  await expect(colega).toHaveURL(/\/empresas\/inicio-sesion\?motivo=sesion&volver=/);
  // The login says the session ended, not why (the removal mail tells its owner).
  await expect(colega.getByRole('alert').filter({ hasText: 'Tu sesión terminó' })).toBeVisible();
  await shot(colega, 'empresas-sesion-terminada');
  await colegaContext.close();
});

/** Invites an address from the holder's session and joins with the mailed link through the API; the colleague's password. */
async function colegaPorApi(page: Page, holderToken: string, rol: 'administrador' | 'reclutador', nombres: string) {
  const email = uniqueEmail(`equipo-${rol}`);
  await api(page.request, 'POST', 'equipo/invitar', holderToken, { correo: email, rol });
  const link = await mailLink(page, email, '/empresas/unirse/');
  const token = link.split('/empresas/unirse/')[1]!;
  const password = 'Clave2026';
  const res = await page.request.post('/api/equipo/unirse', {
    data: { token, nombres, apellidos: 'Quispe Mamani', password, repeat_password: password, terminos: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

test('a recruiter seat keeps its own contact and sees what it would lose; the holder hands the company over and leaves', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const holder = await confirmedEmpresa(page, 'equipo-traspaso');
  const holderToken = await loginToken(page.request, 'loginRecruiter', holder.email, holder.password);
  const reclutadora = await colegaPorApi(page, holderToken, 'reclutador', 'Rosa');
  const admin = await colegaPorApi(page, holderToken, 'administrador', 'Carla');

  // ---- the recruiter seat changes its phone and position, and Mi cuenta shows them back
  const seatContext = await browser.newContext({ baseURL });
  const seat = await seatContext.newPage();
  await openSignedIn(seat, 'empresas', reclutadora.email, reclutadora.password);
  await seat.goto('/empresas/cuenta/actualizar-contacto');
  await seat.getByLabel('Número de contacto').fill('911222333');
  await seat.getByLabel('Cargo').fill('Analista de Selección');
  await seat.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(seat.getByText('Tus datos de contacto se actualizaron correctamente.')).toBeVisible();
  await expect(seat).toHaveURL(/\/empresas\/cuenta\/?$/);
  const contacto = seat.getByRole('region', { name: 'Datos de contacto' });
  await expect(contacto).toContainText('Analista de Selección');
  await expect(contacto).toContainText('911');
  await seat.reload();
  await expect(contacto).toContainText('Analista de Selección');

  // ---- only administrators' controls are hidden from it; its deletion lists what it really loses
  await expect(seat.getByText('Los administradores de tu empresa editan estos datos.')).toBeVisible();
  await expect(seat.getByRole('link', { name: /Editar datos de la empresa/ })).toHaveCount(0);
  await expect(seat.getByRole('checkbox', { name: /Mostrar la página pública/ })).toHaveCount(0);
  await seat.goto('/empresas/cuenta/eliminar');
  await expect(seat.getByText('Tu acceso al equipo de la empresa y tus sesiones')).toBeVisible();
  await expect(seat.getByText('Los datos y el logo de tu empresa')).toHaveCount(0);
  await seatContext.close();

  // ---- the holder cannot delete its account while another administrator exists: it hands the company over first
  await openSignedIn(page, 'empresas', holder.email, holder.password);
  await page.goto('/empresas/cuenta/eliminar');
  await expect(page.getByRole('alert')).toContainText('transfiere la titularidad');
  await expect(page.getByRole('button', { name: 'Eliminar cuenta' })).toBeDisabled();
  await page.getByRole('link', { name: 'Ir a Equipo para transferir la titularidad' }).click();
  const miembros = page.getByRole('region', { name: /Miembros/ });
  const fila = miembros.getByRole('listitem').filter({ hasText: admin.email });
  await expect(miembros.getByRole('listitem').filter({ hasText: reclutadora.email })).toContainText('Analista de Selección');
  // An arrow key on a role only chooses it: «Cambiar rol» asks first, saying what the role allows; «No» keeps it.
  const rolRosa = miembros.getByRole('combobox', { name: 'Rol de Rosa Quispe Mamani' });
  await rolRosa.selectOption('administrador');
  await miembros.getByRole('button', { name: 'Cambiar rol' }).click();
  const cambiarRol = page.getByRole('dialog', { name: 'Cambiar el rol de Rosa Quispe Mamani' });
  await expect(cambiarRol).toContainText('pasará de Reclutador a Administrador. Podrá gestionar el equipo');
  await cambiarRol.getByRole('button', { name: 'No' }).click();
  await expect(rolRosa).toHaveValue('reclutador');
  await expect(rolRosa).toBeFocused();
  await fila.getByRole('button', { name: 'Transferir titularidad' }).click();
  // It cannot be undone alone: the holder's password, a wrong one said at its field.
  const transferir = page.getByRole('dialog', { name: 'Transferir titularidad' });
  await transferir.getByLabel(/^Tu contraseña/).fill('NoEsMiClave1');
  await transferir.getByRole('button', { name: 'Sí, transferir' }).click();
  await expect(transferir.getByLabel(/^Tu contraseña/)).toHaveAccessibleDescription(/La contraseña no es correcta\./);
  await expect(fila).not.toContainText('Titular de la cuenta');
  await shot(page, 'empresas-equipo-transferir-clave');
  await transferir.getByLabel(/^Tu contraseña/).fill(holder.password);
  await transferir.getByRole('button', { name: 'Sí, transferir' }).click();
  await expect(page.getByText('Transferimos la titularidad de la empresa.')).toBeVisible();
  await expect(fila).toContainText('Titular de la cuenta');
  await expect(miembros.getByRole('button', { name: 'Transferir titularidad' })).toHaveCount(0);

  // ---- now it leaves alone: the company and its team stay
  await page.goto('/empresas/cuenta/eliminar');
  await expect(page.getByText('Tu acceso al equipo de la empresa y tus sesiones')).toBeVisible();
  await page.getByLabel(/^Contraseña(\s\*)?$/).fill(holder.password);
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await page.getByRole('dialog', { name: 'Eliminar cuenta' }).getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/empresas\/inicio-sesion/);
  const adminToken = await loginToken(page.request, 'loginRecruiter', admin.email, admin.password);
  const equipo = await api<{ miembros: { correo: string; titular: boolean }[] }>(page.request, 'GET', 'equipo/miembros', adminToken);
  expect(equipo.miembros.map((m) => [m.correo, m.titular])).toEqual([
    [admin.email, true],
    [reclutadora.email, false],
  ]);
});
