/**
 * The publish page's featured card counts the steps of the session's own flow (a seat's is two). Step 1 of a
 * featured offer for a recruiter seat: it cannot pay, so it reads that before filling the form, and saving
 * asks the administrators instead of leading to a payment it would be refused.
 */
import { SOLICITUD_MESSAGES } from '@practiperu/shared/equipo';
import type { SessionUser } from '@practiperu/shared/session';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { NewOfertaPage } from '../form-pages';
import { PublishPage } from '../publish-page';
import { LOOKUPS } from './fixtures';

function renderStep1(session: Partial<SessionUser>) {
  const router = createMemoryRouter(
    [
      {
        id: 'empresas-private',
        path: '/empresas',
        loader: () => ({ id: 1, role: 1, is_premium: false, ...session }),
        children: [
          {
            path: 'publicar/destacado',
            loader: () => ({ ok: true, data: { lookups: LOOKUPS, cupo: null } }),
            element: <NewOfertaPage tipo={1} />,
          },
        ],
      },
    ],
    { initialEntries: ['/empresas/publicar/destacado'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

describe('publicar/destacado, step 1', () => {
  it('a recruiter seat reads that only administrators pay, and saving asks them', async () => {
    renderStep1({ equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    expect(await screen.findByTestId('asiento-no-paga')).toHaveTextContent(SOLICITUD_MESSAGES.soloAdministradoresPagan);
    expect(screen.getByRole('button', { name: 'Guardar y pedir el destacado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar y continuar al pago' })).toBeNull();
  });

  it("a recruiter seat's subtitle and steps describe its own path: it prepares, an administrator pays", async () => {
    renderStep1({ equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    await screen.findByTestId('asiento-no-paga');
    expect(screen.queryByText(/En el siguiente paso registras el pago/)).toBeNull();
    expect(screen.getByText(/un administrador de tu empresa pague el destacado/)).toBeInTheDocument();
    const pasos = screen.getByRole('navigation', { name: 'Pasos del aviso destacado' });
    expect(pasos).toHaveTextContent('Paso 1 de 2');
    expect(
      within(pasos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Preparar la oferta', '2Un administrador paga']);
  });

  it('the holder goes on to the payment as before', async () => {
    renderStep1({});
    expect(await screen.findByRole('button', { name: 'Guardar y continuar al pago' })).toBeInTheDocument();
    expect(screen.queryByTestId('asiento-no-paga')).toBeNull();
    expect(screen.getByText('Completa los datos de tu aviso. En el siguiente paso registras el pago de S/ 69.')).toBeInTheDocument();
    const pasos = screen.getByRole('navigation', { name: 'Pasos del aviso destacado' });
    expect(pasos).toHaveTextContent('Paso 1 de 3');
    expect(
      within(pasos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Datos de la oferta', '2Pago', '3Listo']);
  });
});

describe('publicar, the featured card', () => {
  function renderPublish(session: Partial<SessionUser>) {
    const router = createMemoryRouter(
      [
        {
          id: 'empresas-private',
          path: '/empresas',
          loader: () => ({ id: 1, role: 1, is_premium: false, ...session }),
          children: [
            {
              path: 'publicar',
              loader: () => ({
                cupo: { ok: true, data: { disponibles: 1, total: 3, usadas: 2, periodo: '2026-11', renueva: '2026-12-01' } },
                alerta: null,
                pricing: { ok: false, message: '' },
              }),
              element: <PublishPage />,
            },
          ],
        },
      ],
      { initialEntries: ['/empresas/publicar'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('counts two steps for a recruiter seat, who prepares the offer while an administrator pays', async () => {
    renderPublish({ equipo_rol: 'reclutador', titular: false } as Partial<SessionUser>);
    expect(await screen.findByTestId('pasos-destacado')).toHaveTextContent('2 pasos: preparas la oferta y un administrador paga.');
  });

  it('counts three for whoever pays', async () => {
    renderPublish({});
    expect(await screen.findByTestId('pasos-destacado')).toHaveTextContent('3 pasos: datos de la oferta, pago y listo.');
  });
});
