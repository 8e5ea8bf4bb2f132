/**
 * The publish pages around the offer form: the featured form (step 1 of 3) starts with the longest deadline the
 * payment buys, the free form with today + 2 days.
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import { TIPO_OFERTA, type TipoOferta } from '@practiperu/shared/oferta';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { NewOfertaPage } from '../form-pages';
import { LOOKUPS } from './fixtures';

vi.mock('../../../components/rich-text-editor', () => ({
  default: ({ labelId, value, onChange }: { labelId: string; value: string; onChange: (v: string) => void }) => (
    <textarea aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

function renderPage(tipo: TipoOferta) {
  const router = createMemoryRouter(
    [{ path: '/', loader: () => ({ ok: true, data: { lookups: LOOKUPS, cupo: null } }), element: <NewOfertaPage tipo={tipo} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

describe('the deadline a new offer starts with', () => {
  it('featured: the longest the payment buys, today + 30 days', async () => {
    renderPage(TIPO_OFERTA.DESTACADO);
    const fecha = await screen.findByLabelText(/^Fecha límite para postular/);
    expect(fecha).toHaveValue(addDays(limaToday(new Date()), 30));
    expect(fecha).toHaveAttribute('max', addDays(limaToday(new Date()), 30));
  });

  it('free: today + 2 days', async () => {
    renderPage(TIPO_OFERTA.GRATIS);
    expect(await screen.findByLabelText(/^Fecha límite para postular/)).toHaveValue(addDays(limaToday(new Date()), 2));
  });
});
