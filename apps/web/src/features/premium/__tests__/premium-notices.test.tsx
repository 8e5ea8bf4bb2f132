/**
 * Found walking through the screens: the rejection shows the administrator's reason, an ended membership is told,
 * the locked page lists titles.
 */
import type { SessionUser } from '@practiperu/shared/session';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { loadPremiumData } from '../api';
import { PremiumHomeNotices, PremiumLocked } from '../premium-notices';

const user: SessionUser = {
  id: 1,
  role: 0,
  name: 'María',
  lastname: 'Quispe',
  nombre_org: '',
  email: 'maria@correo.pe',
  estado_pago: null,
  is_premium: false,
  is_dev: false,
  cv_completo: true,
};

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const EMPTY = {
  estado_pago: null,
  mostrar_rechazado: 0,
  id: null,
  expira_el: null,
  dias_restantes: null,
  ultimo_dia: false,
  pago_pendiente: false,
};

function renderNotices(status: object, sessionUser = user) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.includes('isPremiumPostulant')
        ? answer(200, { state: true, data: [status], message: '' })
        : answer(200, {
            state: true,
            data: [{ correo: 'pagos@practiperu.pe', ruc: '20123456789', razon_social: 'X', whatsapp: '987654321' }],
            message: '',
          }),
    ),
  );
  const router = createMemoryRouter([{ path: '/', element: <PremiumHomeNotices user={sessionUser} /> }]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('premium notices on the home', () => {
  it('a rejection shows the administrator’s reason', async () => {
    renderNotices(
      { ...EMPTY, estado_pago: 2, mostrar_rechazado: 1, id: 7, motivo_rechazo: 'La operación no figura en la cuenta.' },
      { ...user, estado_pago: 2 },
    );
    expect(await screen.findByTestId('premium-motivo')).toHaveTextContent('Motivo: La operación no figura en la cuenta.');
  });

  it('an ended membership is told with its last day, beside the call to action', async () => {
    renderNotices({ ...EMPTY, vencio_el: '2027-04-09' });
    expect(await screen.findByTestId('premium-vencida')).toHaveTextContent('Tu membresía Premium terminó el 9 de abril de 2027');
    expect(screen.getByRole('link', { name: 'Quiero ser Premium' })).toBeInTheDocument();
  });

  it('never premium: no ended-membership notice', async () => {
    renderNotices(EMPTY);
    await screen.findByRole('link', { name: 'Quiero ser Premium' });
    expect(screen.queryByTestId('premium-vencida')).toBeNull();
  });
});

describe('the locked premium page', () => {
  it('lists the titles of the videos and resources from the 403, nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockReturnValue(
        answer(403, {
          state: false,
          data: [],
          message: 'Este contenido es exclusivo para postulantes Premium.',
          optional: {
            titulos: [{ type: 'video', title: 'Entrevistas de prácticas' }, { type: 'recurso', title: 'Plantilla de CV' }, { bad: 1 }],
          },
        }),
      ),
    );
    const loaded = await loadPremiumData();
    expect(loaded.ok && loaded.data.titles).toEqual([
      { type: 'video', title: 'Entrevistas de prácticas' },
      { type: 'recurso', title: 'Plantilla de CV' },
    ]);
    const router = createMemoryRouter([{ path: '/', element: <PremiumLocked titles={loaded.ok ? loaded.data.titles : []} /> }]);
    render(<RouterProvider router={router} />);
    const list = screen.getByTestId('premium-titulos');
    expect(list).toHaveTextContent('Videos (1)');
    expect(list).toHaveTextContent('Entrevistas de prácticas');
    expect(list).toHaveTextContent('Recursos (1)');
    expect(list).toHaveTextContent('Plantilla de CV');
    expect(list.querySelector('a')).toBeNull();
  });
});
