/**
 * Mis publicaciones › Tus solicitudes a los administradores: a recruiter seat finds what became of its requests where
 * it works, with the title of an offer since removed and the reason a request closed; nothing asked, nothing shown.
 */
import type { SolicitudDestacado } from '@practiperu/shared/pago';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MisSolicitudes from '../mis-solicitudes';
import { avisarSolicitudNueva } from '../solicitudes-evento';

const BASE: SolicitudDestacado = {
  id: 41,
  tipo: 'anular_pago',
  id_oferta: 9,
  titulo: 'Practicante de Compras',
  tipo_oferta: 1,
  pagable: false,
  publicada: true,
  pago_en_revision: null,
  accionable: false,
  estado: 'hecha',
  pago_rechazado: false,
  mensaje: 'y'.repeat(500),
  solicitado_por: 'Carla Quispe',
  mia: true,
  resuelto_por: 'Rosa Huamán',
  motivo: null,
  creado_en: '2027-03-10T15:00:00.000Z',
  resuelto_en: '2027-03-11T15:00:00.000Z',
};

function mockList(items: SolicitudDestacado[]) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ state: true, message: '', data: items }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('a seat’s requests on Mis publicaciones', () => {
  it('shows each request with its state, who handled it and why it closed', async () => {
    mockList([
      BASE,
      { ...BASE, id: 43, tipo: 'destacar', estado: 'pagada', pago_rechazado: true, mensaje: null },
      { ...BASE, id: 42, tipo: 'destacar', estado: 'sin_efecto', resuelto_por: null, motivo: 'La oferta se eliminó.', mensaje: null },
    ]);
    render(<MisSolicitudes />);
    expect(await screen.findByRole('heading', { name: 'Tus solicitudes a los administradores' })).toBeInTheDocument();
    expect(screen.getAllByTestId('mi-solicitud')).toHaveLength(3);
    expect(screen.getByText('Hecha')).toBeInTheDocument();
    // Who closed it, with what they did.
    expect(screen.getAllByTestId('mi-solicitud')[0]).toHaveTextContent(/· Rosa Huamán lo hizo el 11 mar\.? 2027/);
    expect(screen.getAllByTestId('mi-solicitud')[1]).toHaveTextContent(/· Rosa Huamán registró el pago el 11 mar\.? 2027/);
    expect(screen.getByText('Sin efecto')).toBeInTheDocument();
    expect(screen.getByText('Pago rechazado')).toBeInTheDocument();
    expect(screen.getByText('Motivo: La oferta se eliminó.')).toBeInTheDocument();
    expect(screen.getByText(`«${'y'.repeat(500)}»`).className).toContain('[overflow-wrap:anywhere]');
  });

  it('a new request shows up at once: after asking from a dialog, and when the page’s list is read again', async () => {
    const fetchMock = mockList([]);
    const { container, rerender } = render(<MisSolicitudes pagina={1} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
    // The seat asks from the cancel dialog: the first request brings the section.
    mockList([{ ...BASE, estado: 'pendiente', resuelto_por: null, resuelto_en: null, mensaje: 'Línea uno\nLínea dos' }]);
    act(() => avisarSolicitudNueva());
    expect(await screen.findByText('Esperando a un administrador')).toBeInTheDocument();
    expect(screen.getByText('(oferta n.º 9)')).toBeInTheDocument();
    expect(screen.getByText(/Línea uno/).className).toContain('whitespace-pre-line');
    // «Actualizar» reads the page's list again, and this one with it.
    const otra = mockList([BASE]);
    rerender(<MisSolicitudes pagina={2} />);
    expect(await screen.findByText('Hecha')).toBeInTheDocument();
    expect(otra).toHaveBeenCalledTimes(1);
  });

  it('nothing asked: the page stays as it was', async () => {
    const fetchMock = mockList([]);
    const { container } = render(<MisSolicitudes />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
