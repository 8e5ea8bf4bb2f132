/**
 * Deactivating an account in the back office says what it really stops: a company's holder suspends the company
 * (every seat of its team loses access and its offers are hidden until it is reactivated); anyone else, a colleague's
 * seat included, only loses its own access. Resetting someone's second factor asks first, saying whose it is and what
 * that person must do next.
 */
import type { AdminUsuario, AdminUsuarioDetalle } from '@practiperu/shared/admin';
import { SEGUNDO_FACTOR_MESSAGES } from '@practiperu/shared/segundo-factor';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsuariosPage } from '../usuarios-page';
import { fakeApi, renderPage, writes } from './helpers';

const USUARIO: AdminUsuario = {
  id: 7,
  correo: 'jorge@andina.pe',
  rol: 1,
  nombres: 'Jorge',
  apellidos: 'Rojas',
  activo: true,
  confirmado: true,
  is_dev: false,
  autorizacion_marketing: 0,
  creado_en: '2027-01-10T15:00:00.000Z',
  organizacion: {
    id: 3,
    ruc: '20123456789',
    nombre: 'Andina Logística',
    nombre_completo: 'Andina Logística S.A.C.',
    is_premium: false,
    titular: true,
  },
  premium_hasta: null,
};

const detalle = (colegas: number | null): AdminUsuarioDetalle => ({
  ...USUARIO,
  sesiones_activas: 1,
  ofertas: 2,
  postulaciones: 0,
  segundo_factor: false,
  colegas_empresa: colegas,
});

async function confirmar(colegas: number | null) {
  fakeApi({
    'GET /api/admin/usuarios': { body: { state: true, data: [USUARIO], optional: { current_page: 1, total_pages: 1, total: 1 } } },
    'GET /api/admin/usuarios/7': { body: { state: true, data: [detalle(colegas)] } },
  });
  renderPage(<UsuariosPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Gestionar jorge@andina.pe' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Desactivar cuenta' }));
  return screen.getByRole('dialog', { name: '¿Desactivar la cuenta?' });
}

afterEach(() => vi.unstubAllGlobals());

describe('Desactivar cuenta', () => {
  it('for a company’s holder, says the company is suspended: its seats lose access and its offers are hidden', async () => {
    const aviso = await confirmar(2);
    expect(aviso).toHaveTextContent('Andina Logística quedará suspendida');
    expect(aviso).toHaveTextContent('las 2 personas de su equipo también perderán el acceso');
    expect(aviso).toHaveTextContent('sus ofertas dejarán de mostrarse hasta que la reactives');
    expect(within(aviso).getByRole('button', { name: 'Sí, desactivar' })).toBeEnabled();
  });

  it('one colleague reads in the singular', async () => {
    expect(await confirmar(1)).toHaveTextContent('la persona de su equipo también perderá el acceso');
  });

  it('a holder without a team is told of the suspension and the offers only', async () => {
    const aviso = await confirmar(0);
    expect(aviso).toHaveTextContent('Andina Logística quedará suspendida');
    expect(aviso).toHaveTextContent('sus ofertas dejarán de mostrarse');
    expect(aviso).not.toHaveTextContent('equipo');
  });

  it('for a colleague’s seat, says only that person loses access', async () => {
    const aviso = await confirmar(null);
    expect(aviso).toHaveTextContent('Sus sesiones abiertas dejarán de funcionar y no podrá iniciar sesión hasta que la reactives.');
    expect(aviso).not.toHaveTextContent('suspendida');
    expect(aviso).not.toHaveTextContent('ofertas');
  });
});

describe('the list tells a company’s holder from a seat of its team', () => {
  it('the holder shows the company, its RUC and «Titular»; the seat its own name, «equipo de …» and «Equipo»', async () => {
    const asiento: AdminUsuario = {
      ...USUARIO,
      id: 8,
      correo: 'carla@andina.pe',
      nombres: 'Carla',
      apellidos: 'Quispe',
      organizacion: { ...USUARIO.organizacion!, titular: false },
    };
    fakeApi({
      'GET /api/admin/usuarios': {
        body: { state: true, data: [USUARIO, asiento], optional: { current_page: 1, total_pages: 1, total: 2 } },
      },
    });
    renderPage(<UsuariosPage />);
    const [titular, equipo] = await screen.findAllByTestId('admin-usuario');
    expect(titular).toHaveTextContent('Andina Logística');
    expect(titular).toHaveTextContent('jorge@andina.pe · RUC 20123456789');
    expect(within(titular!).getByText('Titular')).toBeVisible();
    expect(equipo).toHaveTextContent('Carla Quispe');
    expect(equipo).toHaveTextContent('carla@andina.pe · equipo de Andina Logística');
    expect(within(equipo!).getByText('Equipo')).toBeVisible();
    expect(equipo).not.toHaveTextContent('RUC');
  });
});

describe('Desactivar cuenta: its own dialog', () => {
  it('Escape answers «No» to it alone: the account stays open, nothing is sent, no «leave?» question', async () => {
    const aviso = await confirmar(null);
    expect(aviso).toHaveTextContent('¿Desactivar la cuenta de jorge@andina.pe?');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '¿Desactivar la cuenta?' })).toBeNull();
    expect(screen.getByRole('dialog')).toHaveTextContent('Sesiones abiertas');
    expect(screen.queryByText(/¿Quiere salir/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Desactivar cuenta' })).toHaveFocus();
  });
});

describe('Restablecer segundo factor', () => {
  async function abrir() {
    const sent = fakeApi({
      'GET /api/admin/usuarios': { body: { state: true, data: [USUARIO], optional: { current_page: 1, total_pages: 1, total: 1 } } },
      'GET /api/admin/usuarios/7': { body: { state: true, data: [{ ...detalle(0), segundo_factor: true }] } },
      'POST /api/admin/segundoFactor/7/restablecer': {
        body: {
          state: true,
          message: SEGUNDO_FACTOR_MESSAGES.restablecidoExigido,
          data: [],
        },
      },
    });
    renderPage(<UsuariosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gestionar jorge@andina.pe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restablecer segundo factor' }));
    return { sent, dialogo: screen.getByRole('dialog', { name: '¿Restablecer el segundo factor?' }) };
  }

  it('asks first, naming whose factor goes and what that person must do next; No sends nothing', async () => {
    const { sent, dialogo } = await abrir();
    expect(dialogo).toHaveTextContent('Quitarás el segundo factor de Jorge Rojas (jorge@andina.pe)');
    expect(dialogo).toHaveTextContent('deberá volver a activar el segundo factor desde Mi cuenta');
    expect(dialogo).toHaveTextContent('Le enviaremos un correo avisándole.');
    expect(dialogo).toHaveTextContent('sus sesiones abiertas se cerrarán');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: '¿Restablecer el segundo factor?' })).toBeNull();
    expect(writes(sent)).toEqual([]);
  });

  it('Sí, restablecer calls the back office once and says what the server says will happen', async () => {
    const { sent, dialogo } = await abrir();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Sí, restablecer' }));
    expect(await screen.findByText(SEGUNDO_FACTOR_MESSAGES.restablecidoExigido)).toBeInTheDocument();
    expect(writes(sent).map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/admin/segundoFactor/7/restablecer']);
    expect(screen.queryByRole('dialog', { name: '¿Restablecer el segundo factor?' })).toBeNull();
  });
});
