import type { SessionUser } from '@practiperu/shared/session';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAlertVisible } from '../alerts-banner';
import { menuDisplayName, menuItems } from '../menu-items';
import { SideMenu } from '../side-menu';

const postulante: SessionUser = {
  id: 1,
  role: 0,
  name: 'María Fernanda',
  lastname: 'Quispe Mamani',
  nombre_org: '',
  email: 'maria@correo.pe',
  estado_pago: null,
  is_premium: false,
  is_dev: false,
  cv_completo: true,
};
const empresa: SessionUser = { ...postulante, role: 1, name: 'Jorge', lastname: 'Rojas', nombre_org: 'Corporación Aceros Arequipa' };

function renderMenu(area: 'postulantes' | 'empresas', user: SessionUser) {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu area={area} user={user} open={false} onClose={() => {}} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('the menu', () => {
  it('cuts the applicant’s name to 15 characters', () => {
    const nav = renderMenu('postulantes', postulante);
    expect(within(nav).getByTestId('menu-name')).toHaveTextContent(/^María Fernanda …$/);
    expect(menuDisplayName('postulantes', postulante)).toBe('María Fernanda …');
  });

  it('shows the company’s name, cut to 15 characters, in the company area', () => {
    expect(menuDisplayName('empresas', empresa)).toBe('Corporación Ace…');
    expect(menuDisplayName('empresas', { ...empresa, nombre_org: 'Andina' })).toBe('Andina');
  });

  it('lists Membresía only for an applicant whose premium is active (estado_pago 1)', () => {
    expect(menuItems('postulantes', postulante).map((i) => i.label)).not.toContain('Membresía');
    expect(menuItems('postulantes', { ...postulante, estado_pago: 0 }).map((i) => i.label)).not.toContain('Membresía');
    expect(menuItems('postulantes', { ...postulante, estado_pago: 1 }).map((i) => i.label)).toContain('Membresía');
    const labels = menuItems('postulantes', postulante).map((i) => i.label);
    expect(labels).toEqual([
      'Inicio',
      'Editar perfil',
      'Ofertas para ti',
      'Mis postulaciones',
      'Guardadas',
      'Mi CV',
      'Mi cuenta',
      'Contenido premium',
    ]);
  });

  it('gives the applicant assistant link only to premium companies', () => {
    expect(menuItems('empresas', empresa).some((i) => i.label === 'Asistente de postulantes')).toBe(false);
    expect(menuItems('empresas', { ...empresa, is_premium: true }).some((i) => i.label === 'Asistente de postulantes')).toBe(true);
  });

  it('gives the back office a Mi cuenta, last, where the administrator finds its own second factor', () => {
    const admin: SessionUser = { ...postulante, role: 2, name: 'Ana', lastname: 'Torres' };
    const items = menuItems('admin', admin);
    expect(items.at(-1)).toEqual({ label: 'Mi cuenta', to: '/admin/cuenta', icon: 'settings' });
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['Panel', 'Usuarios', 'Auditoría']));
  });

  it('gives Editar perfil, Equipo and Actividad to the company’s administrators only (the holder has no seat fields)', () => {
    const labels = (u: typeof empresa) => menuItems('empresas', u).map((i) => i.label);
    for (const admin of [empresa, { ...empresa, equipo_rol: 'administrador' as const, titular: false as const }]) {
      expect(labels(admin)).toEqual(expect.arrayContaining(['Editar perfil', 'Equipo', 'Actividad']));
    }
    const reclutador = labels({ ...empresa, equipo_rol: 'reclutador', titular: false });
    expect(reclutador).not.toContain('Equipo');
    expect(reclutador).not.toContain('Actividad');
    expect(reclutador).not.toContain('Editar perfil');
    expect(reclutador).toEqual(expect.arrayContaining(['Publicar oferta', 'Mis publicaciones', 'Estadísticas', 'Mi cuenta']));
  });

  it('has the dark-mode switch and the logout button', () => {
    const nav = renderMenu('empresas', empresa);
    expect(within(nav).getByRole('switch')).toHaveAccessibleName(/modo oscuro/i);
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});

describe('the alerts banner rule (content non-empty and not expired)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('shows an alert that expires later', () => {
    expect(isAlertVisible({ content: 'Mantenimiento el domingo', expireIn: '2026-11-22T00:00:00Z' }, now)).toBe(true);
  });
  it('shows an alert with no expiry', () => {
    expect(isAlertVisible({ content: 'Aviso', expireIn: null }, now)).toBe(true);
  });
  it('hides an expired alert, an empty one, and a missing one', () => {
    expect(isAlertVisible({ content: 'Viejo', expireIn: '2026-11-21T11:59:59Z' }, now)).toBe(false);
    expect(isAlertVisible({ content: '   ', expireIn: null }, now)).toBe(false);
    expect(isAlertVisible(null, now)).toBe(false);
  });
});
