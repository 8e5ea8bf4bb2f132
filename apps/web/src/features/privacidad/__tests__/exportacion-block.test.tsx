/**
 * «Descargar mis datos»: the notice of a request in preparation goes once the copy is ready, and an old link that
 * a newer copy replaced says so (not that its 24 hours passed).
 */
import { EXPORTACION_MESSAGES } from '@practiperu/shared/privacidad';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportacionBlock } from '../exportacion-block';

const api = vi.hoisted(() => ({ exportacion: vi.fn(), solicitarExportacion: vi.fn() }));
vi.mock('../../../lib/api/privacidad', () => ({ privacidad: api }));

const base = { id: 7, solicitado_en: '2026-11-20T15:00:00.000Z', lista_en: null, expira_en: null, bytes: null, url: null };
const pendiente = { ...base, estado: 'pendiente' };
const lista = {
  ...base,
  estado: 'lista',
  lista_en: '2026-11-20T15:00:02.000Z',
  expira_en: '2026-11-21T15:00:02.000Z',
  bytes: 12_000,
  url: '/api/privacidad/exportacion/7/descarga?u=1&exp=1&sig=x',
};
const answer = (copia: object | null, puede: boolean) => ({
  state: true,
  message: '',
  data: copia ? [copia] : [],
  optional: { puede_solicitar: puede, motivo: puede ? null : EXPORTACION_MESSAGES.enPreparacion, proxima_en: null },
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ExportacionBlock />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.exportacion.mockReset();
  api.solicitarExportacion.mockReset();
});

describe('the data copy block', () => {
  it('the «Estamos preparando…» notice disappears when the copy is ready', async () => {
    api.exportacion.mockResolvedValueOnce(answer(null, true));
    api.solicitarExportacion.mockResolvedValueOnce({ ...answer(pendiente, false), message: EXPORTACION_MESSAGES.solicitada });
    api.exportacion.mockResolvedValue(answer(lista, true));
    renderAt('/postulantes/cuenta/');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar una copia' }));
    expect(await screen.findByText(EXPORTACION_MESSAGES.solicitada)).toBeInTheDocument();
    // The block asks again every few seconds while the copy is prepared.
    expect(await screen.findByText('Lista para descargar', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(EXPORTACION_MESSAGES.solicitada)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Descargar ZIP/ })).toBeInTheDocument();
  });

  it('opened from a replaced copy’s link, it says the copy was replaced', async () => {
    api.exportacion.mockResolvedValue(answer(lista, true));
    renderAt('/postulantes/cuenta/?descarga=reemplazada');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORTACION_MESSAGES.reemplazada);
    expect(screen.queryByText(EXPORTACION_MESSAGES.caducada)).not.toBeInTheDocument();
  });

  it('opened from an expired link, it says it expired', async () => {
    api.exportacion.mockResolvedValue(answer(null, true));
    renderAt('/postulantes/cuenta/?descarga=caducada');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORTACION_MESSAGES.caducada);
  });

  it('at three copies in 24 hours the button is off before any press, and says from when the next one can be asked', async () => {
    api.exportacion.mockResolvedValue({
      state: true,
      message: '',
      data: [lista],
      optional: { puede_solicitar: false, motivo: EXPORTACION_MESSAGES.demasiadas, proxima_en: '2026-11-21T14:00:00.000Z' },
    });
    renderAt('/postulantes/cuenta');
    const boton = await screen.findByRole('button', { name: 'Solicitar una nueva copia' });
    expect(boton).toBeDisabled();
    const descripcion = document.getElementById(boton.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(descripcion).toContain(EXPORTACION_MESSAGES.demasiadas);
    expect(descripcion).toMatch(/Podrás pedir la siguiente desde el .*21/);
    expect(api.solicitarExportacion).not.toHaveBeenCalled();
  });
});
