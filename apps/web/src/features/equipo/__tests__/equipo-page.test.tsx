/**
 * Equipo (docs/team.md "Screens"): choosing another role in a member's list (with the mouse or an arrow key) changes
 * nothing until «Cambiar rol» and a confirmation that names the person and the role and says what the role allows;
 * «No» puts the choice back. After a change, a removal or an invitation a toast says it and the focus stays on the
 * page. The server is a fake `fetch`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEquipoPage } from './helpers';

function json(body: object) {
  return Promise.resolve(
    new Response(JSON.stringify({ state: true, message: '', ...body }), { headers: { 'content-type': 'application/json' } }),
  );
}

const miembro = (usuario_id: number, nombres: string, rol: 'administrador' | 'reclutador', extra: object = {}) => ({
  usuario_id,
  correo: `${nombres.toLowerCase()}@andina.pe`,
  nombres,
  apellidos: 'Quispe',
  rol,
  titular: false,
  yo: false,
  creado_en: '2027-01-01T00:00:00.000Z',
  ...extra,
});

function mockApi() {
  const writes: { url: string; method: string; body: unknown }[] = [];
  let sol = 'administrador';
  let conSol = true;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.startsWith('/api/equipo/miembros/7/rol')) {
        sol = (JSON.parse(String(init!.body)) as { rol: string }).rol;
        return json({ message: 'Actualizamos el rol.', data: [miembro(7, 'Sol', sol as 'reclutador')] });
      }
      if (url.startsWith('/api/equipo/miembros/7') && method === 'DELETE') {
        conSol = false;
        return json({ message: 'Quitamos a la persona del equipo y cerramos sus sesiones.', data: [] });
      }
      if (url.startsWith('/api/equipo/invitar'))
        return json({
          message: 'Enviamos la invitación.',
          data: [{ id: 3, correo: 'nuevo@andina.pe', rol: 'reclutador', expira_en: '2027-01-08T00:00:00.000Z' }],
        });
      if (url.startsWith('/api/equipo/miembros'))
        return json({
          data: [
            {
              miembros: [
                miembro(1, 'Rosa', 'administrador', { titular: true, yo: true }),
                ...(conSol ? [miembro(7, 'Sol', sol as 'administrador')] : []),
              ],
              invitaciones: [],
              max_asientos: 10,
            },
          ],
        });
      return json({ data: [] });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

/** The colours a button has for each state and theme: two of any (say `bg-white` and `bg-brand-600`) is a conflict. */
function colorClashes(el: HTMLElement) {
  const seen = new Map<string, string[]>();
  for (const c of el.className.split(/\s+/)) {
    const m = /^((?:[a-z-]+:)*)(bg|text|border)-(?!xs$|sm$|base$|lg$|xl$|\dxl$|left$|center$|right$|dashed$|solid$|\d+$)(.+)$/.exec(c);
    if (!m) continue;
    const key = `${m[1]}${m[2]}`;
    seen.set(key, [...(seen.get(key) ?? []), c]);
  }
  return [...seen.values()].filter((v) => v.length > 1);
}

describe('Equipo', () => {
  it('an arrow key on a member’s role only chooses: «Cambiar rol» asks, naming the person and the role; «No» changes nothing', async () => {
    const writes = mockApi();
    renderEquipoPage();
    const rol = await screen.findByRole('combobox', { name: 'Rol de Sol Quispe' });
    rol.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(rol, 'Reclutador');
    expect(writes).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // One set of colours each (white on white in the light theme otherwise); «Quitar» is red.
    const cambiar = screen.getByRole('button', { name: 'Cambiar rol de Sol Quispe' });
    const quitar = screen.getByRole('button', { name: 'Quitar a Sol Quispe' });
    expect(colorClashes(cambiar)).toEqual([]);
    expect(colorClashes(quitar)).toEqual([]);
    expect(cambiar).toHaveClass('bg-brand-600', 'text-white');
    expect(quitar).toHaveClass('text-red-700', 'border-red-300');
    await userEvent.click(cambiar);
    const dialogo = screen.getByRole('dialog', { name: 'Cambiar el rol de Sol Quispe' });
    expect(dialogo).toHaveTextContent('Sol Quispe pasará de Administrador a Reclutador.');
    expect(dialogo).toHaveTextContent('ya no gestionará el equipo, los datos de la empresa ni los pagos');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'No' }));
    expect(writes).toEqual([]);
    expect(rol).toHaveValue('administrador');
    await waitFor(() => expect(rol).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Cambiar rol de Sol Quispe' })).toBeNull();
  });

  it('«Sí» changes the role, says it in a toast and keeps the focus on the role', async () => {
    const writes = mockApi();
    renderEquipoPage();
    const rol = await screen.findByRole('combobox', { name: 'Rol de Sol Quispe' });
    await userEvent.selectOptions(rol, 'Reclutador');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar rol de Sol Quispe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, hacer Reclutador' }));
    expect(await screen.findByText('Actualizamos el rol.')).toBeInTheDocument();
    expect(writes).toEqual([{ url: '/api/equipo/miembros/7/rol', method: 'PUT', body: { rol: 'reclutador' } }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rol de Sol Quispe' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Rol de Sol Quispe' })).toHaveValue('reclutador');
  });

  it('after «Sí, quitar» a toast says it and the focus is on the members’ heading; after inviting, on the e-mail field', async () => {
    mockApi();
    renderEquipoPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar a Sol Quispe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, quitar' }));
    expect(await screen.findByText('Quitamos a la persona del equipo y cerramos sus sesiones.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Miembros (1)' })).toHaveFocus());

    await userEvent.type(screen.getByLabelText(/Correo de la persona/), 'nuevo@andina.pe');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Enviamos la invitación.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Correo de la persona/)).toHaveFocus());
  });
});
