/**
 * The confirmations of Mis publicaciones say what they would touch before the company confirms: finishing lists the
 * applications by state and decides on nobody; cancelling a feature says what becomes of the offer and of a payment
 * in review, and a recruiter seat may not annul it. A recruiter seat cannot pay: it asks the administrators instead.
 * And «Más acciones» follows the state: a rejected offer, which applicants never see, offers neither «Ocultar» nor
 * «Mostrar a los postulantes»; «Eliminar» is not offered on an offer with applicants («Finalizar convocatoria» is
 * what it would do); removing a featured offer whose payment is in review says what becomes of the money and the
 * quota, and a recruiter seat, who may not annul it, cannot confirm.
 */
import { SOLICITUD_MESSAGES } from '@practiperu/shared/equipo';
import type { ResumenOferta } from '@practiperu/shared/oferta';
import type { SessionUser } from '@practiperu/shared/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { OfertaActions, type ActionOferta } from '../oferta-actions';

const NOW = new Date('2027-03-10T15:00:00Z');

const OFERTA: ActionOferta = {
  id: 7,
  titulo: 'Practicante de Almacén',
  estado: 1,
  tipo: 0,
  estado_pago: null,
  finaliza: null,
  fin_convocatoria: '2027-03-20',
  publicar: 1,
  mensaje_rechazado: null,
  creado_en: '2027-03-08T15:00:00.000Z',
};

const RESUMEN: ResumenOferta = {
  postulaciones: { total: 6, sin_decision: 2, en_proceso: 3, finalistas: 1, descartados: 0, ocultas: 0 },
  entrevistas_en_proceso: 0,
  gratis_disponibles: 2,
  pago_pendiente: null,
  puede_anular_pago: true,
  administradores: [],
  solicitudes_pendientes: [],
};

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function mockApi(resumen: ResumenOferta) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url === '/api/oferta/resumen/7') return json(200, { state: true, message: '', data: [resumen] });
    if (url === '/api/oferta/removeMyOffer/7')
      return json(200, {
        state: true,
        message: 'La oferta tiene postulantes: se finalizó en lugar de eliminarse, y ellos la verán como finalizada.',
        data: [],
        optional: { eliminada: false },
      });
    if (url === '/api/pago/solicitudes') return json(201, { state: true, message: SOLICITUD_MESSAGES.enviada, data: [{}] });
    return json(200, { state: true, message: 'Se finalizó la convocatoria.', data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderActions(oferta: typeof OFERTA, session: Partial<SessionUser> = {}) {
  const onChanged = vi.fn();
  const router = createMemoryRouter(
    [
      {
        id: 'empresas-private',
        path: '/',
        loader: () => ({ id: 1, role: 1, is_premium: false, ...session }),
        element: <OfertaActions oferta={oferta} now={NOW} onChanged={onChanged} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return onChanged;
}

afterEach(() => vi.unstubAllGlobals());

describe('Finalizar convocatoria', () => {
  it('lists the applications by state, says nobody is rejected or mailed, and only then finishes', async () => {
    const fetchMock = mockApi(RESUMEN);
    const onChanged = renderActions(OFERTA);
    await userEvent.click(await screen.findByRole('button', { name: /Finalizar convocatoria/ }));
    const dialog = await screen.findByRole('dialog');
    const resumen = await within(dialog).findByTestId('al-finalizar');
    // The company area speaks tú; the count speaks of the offer, so it never reads as «usted».
    expect(resumen).toHaveTextContent('La oferta tiene 6 postulaciones:');
    expect(resumen).toHaveTextContent('Después puedes decidir');
    expect(resumen).toHaveTextContent('Sin decisión: 2');
    expect(resumen).toHaveTextContent('En proceso: 3');
    expect(resumen).toHaveTextContent('Finalistas: 1');
    expect(resumen).toHaveTextContent('Descartados: 0');
    expect(resumen).toHaveTextContent('Finalizar no descarta a nadie ni envía correos: cada postulación queda en su estado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, finalizar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('finished', expect.anything()));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/oferta/finish' && init?.method === 'PATCH')).toBe(true);
  });

  it('is not offered on a finished offer, nor past its deadline: the reason takes its place', async () => {
    mockApi(RESUMEN);
    renderActions({ ...OFERTA, finaliza: '2027-03-09T15:00:00.000Z' });
    expect(await screen.findByTestId('convocatoria-finalizada')).toHaveTextContent('La convocatoria ya finalizó.');
    expect(screen.queryByRole('button', { name: /Finalizar convocatoria/ })).toBeNull();
    // «Cerrar el proceso» still decides on those in process: the call finished only stops new applications.
    expect(screen.getByRole('button', { name: /Cerrar el proceso/ })).toBeInTheDocument();
  });
});

describe('Cancelar destacado', () => {
  const DESTACADA = { ...OFERTA, tipo: 1, estado_pago: 0 };
  const EN_REVISION: ResumenOferta = {
    ...RESUMEN,
    postulaciones: { total: 0, sin_decision: 0, en_proceso: 0, finalistas: 0, descartados: 0, ocultas: 0 },
    gratis_disponibles: 0,
    pago_pendiente: { monto: 69, metodo_pago: 'Yape', nro_operacion: '00123456', pagado_por: 'Rosa Huamán' },
  };

  it('an administrator is told beforehand what happens to the offer and to the money', async () => {
    mockApi(EN_REVISION);
    renderActions(DESTACADA);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    const texto = await screen.findByTestId('al-cancelar');
    expect(texto).toHaveTextContent('no te quedan publicaciones gratuitas este mes, así que «Practicante de Almacén» se eliminará.');
    expect(texto).toHaveTextContent(
      'el pago de S/ 69 (Yape, operación 00123456) que registró Rosa Huamán está en revisión: se anulará, lo devolveremos por el mismo medio de pago dentro de los 30 días siguientes y avisaremos por correo a quien pagó.',
    );
    expect(screen.getByRole('button', { name: 'Sí, cancelar destacado' })).toBeEnabled();
  });

  it('an administrator cancelling directly is told what becomes of a recruiter’s pending requests', async () => {
    mockApi({ ...EN_REVISION, gratis_disponibles: 1, solicitudes_pendientes: ['anular_pago', 'eliminar'] });
    renderActions(DESTACADA);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    expect(await screen.findByTestId('solicitudes-de-reclutador')).toHaveTextContent(
      'La solicitud: un reclutador pidió cancelar su destacado y eliminarla (Equipo › Solicitudes a los administradores). Esto atiende la de cancelar el destacado; la de eliminarla quedará sin efecto, porque la oferta sigue. Le avisaremos por correo.',
    );
  });

  it('an administrator removing directly is told it answers the pending request', async () => {
    mockApi({ ...EN_REVISION, solicitudes_pendientes: ['eliminar'] });
    renderActions(DESTACADA);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByTestId('solicitudes-de-reclutador')).toHaveTextContent(
      'un reclutador pidió eliminarla (Equipo › Solicitudes a los administradores). Esto la atiende. Le avisaremos por correo.',
    );
  });

  it('a recruiter seat sees that only an administrator may annul the payment, and cannot confirm', async () => {
    mockApi({ ...EN_REVISION, puede_anular_pago: false });
    renderActions(DESTACADA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    expect(await screen.findByText(SOLICITUD_MESSAGES.soloAdministradoresAnulan)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí, cancelar destacado' })).toBeDisabled();
  });

  it('a recruiter seat can write to its administrators from the dialog', async () => {
    mockApi({
      ...EN_REVISION,
      puede_anular_pago: false,
      administradores: [
        { nombre: 'Rosa Huamán', correo: 'rosa@andina.pe' },
        { nombre: 'Jorge Rojas', correo: 'jorge@andina.pe' },
      ],
    });
    renderActions(DESTACADA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    const enlace = await screen.findByRole('link', { name: 'Escribir a los administradores' });
    expect(enlace.getAttribute('href')).toBe(
      `mailto:rosa@andina.pe,jorge@andina.pe?subject=${encodeURIComponent('Cancelar el destacado de «Practicante de Almacén»')}`,
    );
    expect(screen.getByTestId('administradores')).toHaveTextContent('Rosa Huamán, Jorge Rojas');
  });

  it('a recruiter seat asks an administrator from the dialog, with a note; a second request is told it is pending', async () => {
    const fetchMock = mockApi({ ...EN_REVISION, puede_anular_pago: false });
    renderActions(DESTACADA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Nota para los administradores/ }), 'El cliente se retiró.');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir a un administrador' }));
    expect(await screen.findByTestId('pedido-enviado')).toHaveTextContent(SOLICITUD_MESSAGES.enviada);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/pago/solicitudes')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ id_oferta: 7, mensaje: 'El cliente se retiró.', tipo: 'anular_pago' });
    // The dialog still cannot be confirmed by the seat.
    expect(screen.getByRole('button', { name: 'Sí, cancelar destacado' })).toBeDisabled();
  });

  it('a request already pending is said in the dialog, and the form stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/pago/solicitudes'
          ? json(409, {
              state: false,
              message: 'Ya hay una solicitud pendiente para esto en esta oferta: los administradores la ven en Equipo.',
              data: [],
            })
          : json(200, { state: true, message: '', data: [{ ...EN_REVISION, puede_anular_pago: false }] }),
      ),
    );
    renderActions(DESTACADA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(await screen.findByRole('button', { name: /Más acciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir a un administrador' }));
    expect(await screen.findByText(/^Ya hay una solicitud pendiente/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedir a un administrador' })).toBeEnabled();
  });

  it('closing the dialog gives focus back to «Más acciones» (the item that opened it is gone with the menu)', async () => {
    mockApi({ ...EN_REVISION, puede_anular_pago: false });
    renderActions(DESTACADA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    const mas = await screen.findByRole('button', { name: /Más acciones/ });
    await userEvent.click(mas);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    await screen.findByText(SOLICITUD_MESSAGES.soloAdministradoresAnulan);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mas).toHaveFocus();
  });
});

describe('a recruiter seat and featured offers', () => {
  it('does not get «Cambiar a destacado» (it cannot pay) but asks an administrator, with a message', async () => {
    const fetchMock = mockApi(RESUMEN);
    const onChanged = renderActions(OFERTA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await screen.findByRole('button', { name: /Finalizar convocatoria/ });
    expect(screen.queryByRole('button', { name: /Cambiar a destacado/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Pedir destacado a un administrador/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SOLICITUD_MESSAGES.soloAdministradoresPagan);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mensaje para los administradores/ }), 'Es urgente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('requested', expect.anything()));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/pago/solicitudes')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ id_oferta: 7, mensaje: 'Es urgente' });
  });

  it('the dialog names the offer and the price; after sending, the focus goes to «Destacado solicitado»', async () => {
    mockApi(RESUMEN);
    // The page reads its list again after the request: the card then has it pending.
    function Tarjeta() {
      const [o, setO] = useState(OFERTA);
      return (
        <OfertaActions
          oferta={o}
          now={NOW}
          onChanged={(change) => change === 'requested' && setO({ ...o, solicitud_destacado: 'pendiente' })}
        />
      );
    }
    const router = createMemoryRouter(
      [
        {
          id: 'empresas-private',
          path: '/',
          loader: () => ({ id: 1, role: 1, equipo_rol: 'reclutador', titular: false }),
          element: <Tarjeta />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    // Each card's button says its offer.
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir destacado a un administrador: Practicante de Almacén' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pedir a los administradores que destaquen «Practicante de Almacén» (S/ 69).');
    const mensaje = within(dialog).getByRole('textbox', { name: /Mensaje para los administradores/ });
    await userEvent.click(mensaje);
    // The field stops at the limit the API validates; a longer paste is cut, and the counter says so.
    expect(mensaje).toHaveAttribute('maxlength', '500');
    await userEvent.paste('m'.repeat(501));
    expect(mensaje).toHaveValue('m'.repeat(500));
    expect(
      within(dialog).getByText('500 de 500 caracteres: lo que pegaste no cabía entero y se cortó. Revisa el final.'),
    ).toBeInTheDocument();
    await userEvent.clear(mensaje);
    await userEvent.type(mensaje, 'Hola');
    expect(within(dialog).getByText('4 de 500 caracteres')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.getByTestId('solicitud-pendiente')).toHaveFocus());
  });

  it('a pending request shows on the card instead of the button', async () => {
    mockApi(RESUMEN);
    renderActions({ ...OFERTA, solicitud_destacado: 'pendiente' }, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    expect(await screen.findByText('Destacado solicitado: esperando a un administrador')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pedir destacado/ })).toBeNull();
  });

  it('after a declined request the seat may ask again', async () => {
    mockApi(RESUMEN);
    renderActions({ ...OFERTA, solicitud_destacado: 'rechazada' }, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    expect(await screen.findByText('Un administrador rechazó tu solicitud de destacado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Volver a pedir destacado/ })).toBeInTheDocument();
    expect(screen.queryByText(/esperando a un administrador/)).toBeNull();
  });

  it('an administrator keeps «Cambiar a destacado»', async () => {
    mockApi(RESUMEN);
    renderActions(OFERTA, { equipo_rol: 'administrador', titular: false } as Partial<SessionUser>);
    expect(await screen.findByRole('button', { name: /Cambiar a destacado/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pedir destacado/ })).toBeNull();
  });
});

async function openMore() {
  await userEvent.click(await screen.findByRole('button', { name: 'Más acciones' }));
  return screen.getByRole('list', { name: /^Más acciones/ });
}

describe('Más acciones of an offer', () => {
  it('a rejected offer, hidden or not, offers neither showing nor hiding it', async () => {
    for (const publicar of [0, 1]) {
      renderActions({ ...OFERTA, estado: 2, publicar, mensaje_rechazado: 'La subvención no cumple con la Ley 28518.' });
      const menu = await openMore();
      expect(within(menu).queryByRole('button', { name: 'Mostrar a los postulantes' })).toBeNull();
      expect(within(menu).queryByRole('button', { name: 'Ocultar a los postulantes' })).toBeNull();
      expect(within(menu).getByRole('link', { name: 'Duplicar como destacada' })).toBeTruthy();
      expect(within(menu).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ver motivo de rechazo' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
      cleanup();
    }
  });

  it('an approved hidden offer offers to show it again', async () => {
    renderActions({ ...OFERTA, estado: 1, publicar: 0 });
    const menu = await openMore();
    expect(within(menu).getByRole('button', { name: 'Mostrar a los postulantes' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Ocultar a los postulantes' })).toBeNull();
  });

  it('«Eliminar» is not offered on an offer with applicants, finished or not: «Finalizar convocatoria» is beside it', async () => {
    mockApi(RESUMEN);
    for (const oferta of [
      { ...OFERTA, total_postulantes: 12 },
      { ...OFERTA, total_postulantes: 1 },
      { ...OFERTA, total_postulantes: 17, finaliza: '2027-03-09T15:00:00.000Z' },
    ]) {
      renderActions(oferta);
      const menu = await openMore();
      expect(within(menu).queryByRole('button', { name: /Eliminar/ })).toBeNull();
      cleanup();
    }
    renderActions({ ...OFERTA, total_postulantes: 12 });
    expect(await screen.findByRole('button', { name: 'Finalizar convocatoria' })).toBeTruthy();
  });

  it('without applicants it is removed, as its dialog says', async () => {
    const fetchMock = mockApi(RESUMEN);
    renderActions({ ...OFERTA, total_postulantes: 0 });
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    const eliminar = screen.getByRole('dialog', { name: 'Eliminar oferta' });
    expect(eliminar).toHaveTextContent('Dejará de verse en todas partes. Eliminarla no te devuelve la publicación gratuita que usó.');
    // A plain removal touches no money: nothing to read first.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/oferta/resumen/7')).toBe(false);
    expect(within(eliminar).getByRole('button', { name: 'Sí, eliminar' })).toBeEnabled();
  });
});

describe('Eliminar a featured offer whose payment is in review', () => {
  const EN_REVISION_OFERTA = { ...OFERTA, estado: 0, tipo: 1, estado_pago: 0, total_postulantes: 0 };
  const EN_REVISION: ResumenOferta = {
    ...RESUMEN,
    postulaciones: { total: 0, sin_decision: 0, en_proceso: 0, finalistas: 0, descartados: 0, ocultas: 0 },
    gratis_disponibles: 1,
    pago_pendiente: { monto: 69, metodo_pago: 'Transferencia', nro_operacion: '2026-118734', pagado_por: 'Jorge Rojas' },
  };

  it('the holder is told the payment is annulled and refunded, and that the quota does not change', async () => {
    const fetchMock = mockApi(EN_REVISION);
    const onChanged = renderActions(EN_REVISION_OFERTA);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    const texto = await screen.findByTestId('al-eliminar');
    expect(texto).toHaveTextContent('La oferta: dejará de verse en todas partes.');
    expect(texto).toHaveTextContent(
      'El dinero: el pago de S/ 69 (Transferencia, operación 2026-118734) que registró Jorge Rojas está en revisión: se anulará, lo devolveremos por el mismo medio de pago dentro de los 30 días siguientes y avisaremos por correo a quien pagó.',
    );
    expect(texto).toHaveTextContent('Tus publicaciones gratuitas: eliminarla no gasta ni devuelve ninguna (te queda 1 este mes).');
    expect(texto).toHaveTextContent('usa «Cancelar destacado» en lugar de eliminarla');
    expect(screen.getByRole('dialog', { name: 'Eliminar oferta' })).not.toHaveTextContent('no te devuelve la publicación gratuita');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/oferta/removeMyOffer/7')).toBe(true);
  });

  it('with no free publication left it does not suggest cancelling the feature instead', async () => {
    mockApi({ ...EN_REVISION, gratis_disponibles: 0 });
    renderActions(EN_REVISION_OFERTA);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    const texto = await screen.findByTestId('al-eliminar');
    expect(texto).toHaveTextContent('(te quedan 0 este mes)');
    expect(texto).not.toHaveTextContent('Cancelar destacado');
  });

  it('a recruiter seat reads why it cannot, whom to ask, and cannot confirm', async () => {
    const fetchMock = mockApi({
      ...EN_REVISION,
      puede_anular_pago: false,
      administradores: [{ nombre: 'Rosa Huamán', correo: 'rosa@andina.pe' }],
    });
    renderActions(EN_REVISION_OFERTA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(SOLICITUD_MESSAGES.soloAdministradoresEliminan)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí, eliminar' })).toBeDisabled();
    // It may not cancel the feature either: no suggestion to do that instead.
    expect(screen.getByTestId('al-eliminar')).not.toHaveTextContent('Cancelar destacado');
    expect(screen.getByRole('link', { name: 'Escribir a los administradores' }).getAttribute('href')).toBe(
      `mailto:rosa@andina.pe?subject=${encodeURIComponent('Eliminar la oferta «Practicante de Almacén»')}`,
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/oferta/removeMyOffer/7')).toBe(false);
  });

  it('a recruiter seat asks an administrator to remove it, from the same dialog', async () => {
    const fetchMock = mockApi({ ...EN_REVISION, puede_anular_pago: false });
    renderActions(EN_REVISION_OFERTA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir a un administrador' }));
    // The focus stays in the dialog, on the answer, which says where to follow the request.
    expect(await screen.findByTestId('pedido-enviado')).toHaveFocus();
    expect(screen.getByTestId('pedido-enviado')).toHaveTextContent('Mis publicaciones');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/pago/solicitudes')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ id_oferta: 7, mensaje: '', tipo: 'eliminar' });
  });

  it('a seat that asked already reads that its request is pending, and is not offered to ask again', async () => {
    mockApi({ ...EN_REVISION, puede_anular_pago: false, solicitudes_pendientes: ['eliminar'] });
    renderActions(EN_REVISION_OFERTA, { equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByTestId('pedido-pendiente')).toHaveTextContent('la solicitud está pendiente');
    expect(screen.queryByRole('button', { name: 'Pedir a un administrador' })).toBeNull();
  });

  it('whoever may annul the payment is not offered to ask anybody', async () => {
    mockApi(EN_REVISION);
    renderActions(EN_REVISION_OFERTA);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    await screen.findByTestId('al-eliminar');
    expect(screen.queryByRole('button', { name: 'Pedir a un administrador' })).toBeNull();
  });

  it('the confirmation waits for the summary: nothing can be confirmed before the money is said', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderActions(EN_REVISION_OFERTA);
    await userEvent.click(within(await openMore()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Revisando la oferta…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí, eliminar' })).toBeDisabled();
  });
});
