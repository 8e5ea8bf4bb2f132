/**
 * The modals of the CV update page say 'Añadir …' when adding and 'Editar …' when editing; the fixed
 * certification title (53 characters) is shown whole, not cut at 50 like a title that comes from data. An item
 * opened to edit is loaded, then its form's first field takes the focus.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { zeroTimersBeforeRender } from '../../../testing/timers-first';
import { CertificationsSection, ExperienceSection } from '../item-sections';

const TODAY = new Date('2026-06-15T12:00:00Z');
const EXPERIENCE = {
  id: 5,
  nombre_empresa: 'Corporación Aceros Arequipa S.A.',
  puesto: 'Practicante de Planeamiento',
  funciones: 'Reportes de eficiencia en Power BI.',
  fecha_inicio: '2025-09-01',
  fecha_salida: null,
  sigo_aqui: 1,
};
const CERTIFICATION = {
  id: 8,
  tipo: 'Curso',
  inst_educativa: 'Coursera',
  fecha_inicio: '2025-09-01',
  descripcion: 'Google Data Analytics',
};

function answer(data: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify({ state: true, message: '', data: [data] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('titles of the CV modals', () => {
  it('work experience: "Añadir experiencia laboral" to add, "Editar experiencia laboral" to edit', async () => {
    vi.stubGlobal('fetch', () => answer(EXPERIENCE));
    render(
      <ToastProvider>
        <ExperienceSection initial={[EXPERIENCE]} today={TODAY} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Añadir experiencia' }));
    expect(screen.getByRole('dialog', { name: 'Añadir experiencia laboral' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    // The loaded item's form replaces the skeleton and its first field takes the focus, with the item's value in it,
    // also when the machine is slow to draw (a timer would fire before the form is there).
    const restoreTimers = zeroTimersBeforeRender();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Editar: Practicante de Planeamiento' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar experiencia laboral' });
      expect(await within(dialog).findByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
      const empresa = await within(dialog).findByRole('textbox', { name: /^Empresa/ });
      await waitFor(() => expect(empresa).toHaveFocus());
      expect(empresa).toHaveValue(EXPERIENCE.nombre_empresa);
    } finally {
      restoreTimers();
    }
  });

  it('certifications: the whole fixed title to add, "Editar certificación" to edit', async () => {
    vi.stubGlobal('fetch', () => answer(CERTIFICATION));
    render(
      <ToastProvider>
        <CertificationsSection initial={[CERTIFICATION]} tipos={['Curso', 'Diplomado']} today={TODAY} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Añadir certificación' }));
    const add = screen.getByRole('dialog', { name: 'Añadir Certificaciones (Cursos, Diplomados, Talleres)' });
    expect(within(add).getByRole('heading', { level: 2 }).textContent).toBe('Añadir Certificaciones (Cursos, Diplomados, Talleres)');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar: Google Data Analytics' }));
    expect(screen.getByRole('dialog', { name: 'Editar certificación' })).toBeInTheDocument();
  });
});
