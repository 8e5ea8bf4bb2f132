/**
 * Equipo: «Transferir titularidad» asks for the holder's password (a wrong one is said at its field), and «Reenviar»
 * waits its 3 minutes with a countdown on the button. The server is a fake `fetch`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEquipoPage } from './helpers';

const WRONG = 'La contraseña no es correcta.';
const WAIT = 'Podrás reenviar esta invitación en 01:00.';

function answer(status: number, body: object) {
  return Promise.resolve(
    new Response(JSON.stringify({ state: status < 400, message: '', data: [], ...body }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const miembro = (usuario_id: number, nombres: string, extra: object = {}) => ({
  usuario_id,
  correo: `${nombres.toLowerCase()}@andina.pe`,
  nombres,
  apellidos: 'Quispe',
  rol: 'administrador',
  titular: false,
  yo: false,
  nro_contacto: '',
  cargo: '',
  creado_en: '2027-01-01T00:00:00.000Z',
  ...extra,
});

const invitacion = (id: number, reenviar_en: number) => ({
  id,
  correo: `invitada${id}@andina.pe`,
  rol: 'reclutador',
  invitado_por: 'rosa@andina.pe',
  expira_en: '2027-01-08T00:00:00.000Z',
  creado_en: '2027-01-01T00:00:00.000Z',
  reenviar_en,
});

function mockApi() {
  const writes: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      if (method !== 'GET') writes.push({ url, method, body });
      if (url.startsWith('/api/equipo/miembros/7/titular')) {
        if (body?.password !== 'Clave1234') return answer(400, { message: WRONG, optional: { errors: { password: WRONG } } });
        return answer(200, { message: 'Transferimos la titularidad de la empresa.', data: [miembro(7, 'Sol', { titular: true })] });
      }
      if (url.startsWith('/api/equipo/invitaciones/4/reenviar')) return answer(429, { message: WAIT, optional: { retry_after: 60 } });
      if (url.startsWith('/api/equipo/miembros'))
        return answer(200, {
          data: [
            {
              miembros: [miembro(1, 'Rosa', { titular: true, yo: true }), miembro(7, 'Sol')],
              invitaciones: [invitacion(3, 120), invitacion(4, 0)],
              max_asientos: 10,
            },
          ],
        });
      return answer(200, {});
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('Transferir titularidad', () => {
  it('asks for the password: empty is refused on the page, a wrong one at its field, the right one transfers', async () => {
    const writes = mockApi();
    renderEquipoPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Transferir titularidad' }));
    const dialog = screen.getByRole('dialog', { name: 'Transferir titularidad' });
    expect(dialog).toHaveTextContent('ya no podrás deshacerlo por tu cuenta');
    const password = within(dialog).getByLabelText(/^Tu contraseña/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, transferir' }));
    expect(await within(dialog).findByText('Requerido')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.type(password, 'Otra1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, transferir' }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(WRONG)).toHaveLength(1);

    await userEvent.clear(password);
    await userEvent.type(password, 'Clave1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, transferir' }));
    expect(await screen.findByText('Transferimos la titularidad de la empresa.')).toBeInTheDocument();
    expect(writes.at(-1)).toEqual({ url: '/api/equipo/miembros/7/titular', method: 'POST', body: { password: 'Clave1234' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('«No» closes it without sending anything', async () => {
    const writes = mockApi();
    renderEquipoPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Transferir titularidad' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
  });
});

describe('Reenviar', () => {
  it('waits with a countdown after a mail, and a refusal of the server starts it', async () => {
    const writes = mockApi();
    renderEquipoPage();
    const fila = async (correo: string) => within((await screen.findByText(correo)).closest('li')!);
    const esperando = (await fila('invitada3@andina.pe')).getByRole('button', { name: /^Reenviar/ });
    expect(esperando).toHaveTextContent('Reenviar en 02:00');
    expect(esperando).toBeDisabled();

    const libre = (await fila('invitada4@andina.pe')).getByRole('button', { name: 'Reenviar' });
    expect(libre).toBeEnabled();
    await userEvent.click(libre);
    expect(await screen.findByText(WAIT)).toBeInTheDocument();
    await waitFor(() => expect(libre).toHaveTextContent(/Reenviar en 0[01]:\d\d/));
    expect(libre).toBeDisabled();
    expect(writes).toEqual([{ url: '/api/equipo/invitaciones/4/reenviar', method: 'POST', body: null }]);
  });
});
