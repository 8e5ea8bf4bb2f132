/**
 * The phone's filter widgets: «Filtros» says how many filters are on, the sheet keeps the focus inside and gives it
 * back, «Limpiar» and «Aplicar» do only their own job, and each chip is a labelled button that removes its filter.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActiveFilterChips, FilterSheet, FiltersButton, type ActiveFilter } from '../filter-sheet';

function Lista({ onApply, onClear }: { onApply: () => void; onClear: () => void }) {
  const [open, setOpen] = useState(false);
  const [activos, setActivos] = useState(['Departamento: Cusco', 'Modalidad: Profesionales', 'Nivel: Egresado']);
  const boton = useRef<HTMLButtonElement>(null);
  const chips: ActiveFilter[] = activos.map((label) => ({
    id: label,
    label,
    onRemove: () => setActivos(activos.filter((a) => a !== label)),
  }));
  return (
    <>
      <FiltersButton buttonRef={boton} count={activos.length} onClick={() => setOpen(true)} />
      <ActiveFilterChips filters={chips} fallbackFocus={boton} />
      <FilterSheet open={open} onClose={() => setOpen(false)} onApply={onApply} onClear={onClear}>
        <label>
          Modalidad
          <select defaultValue="">
            <option value="">Todas</option>
          </select>
        </label>
      </FilterSheet>
    </>
  );
}

describe('the filters of a list on a phone', () => {
  it('«Filtros» counts the active filters for the eye and the ear', () => {
    const { rerender } = render(<FiltersButton count={0} onClick={() => undefined} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Filtros');
    rerender(<FiltersButton count={1} onClick={() => undefined} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Filtros 1 activo');
    rerender(<FiltersButton count={3} onClick={() => undefined} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Filtros 3 activos');
    expect(screen.getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('the sheet traps the focus, «Limpiar» and «Aplicar» call their own action, and closing returns the focus', async () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    render(<Lista onApply={onApply} onClear={onClear} />);
    const boton = screen.getByRole('button', { name: /^Filtros/ });
    await userEvent.click(boton);
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByRole('combobox', { name: 'Modalidad' })).toHaveFocus();
    // Tab goes from the fields to the footer and from the last button back to the first one (the header's ×).
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Limpiar' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Aplicar' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Limpiar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledTimes(1);

    // Escape closes at once (unapplied choices are simply dropped) and the focus returns to «Filtros».
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(boton).toHaveFocus();
  });

  it('each chip is a button «Quitar filtro …»; after a removal the focus goes to the next chip, then to «Filtros»', async () => {
    render(<Lista onApply={() => undefined} onClear={() => undefined} />);
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Quitar filtro Departamento: Cusco', 'Quitar filtro Modalidad: Profesionales', 'Quitar filtro Nivel: Egresado']);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtro Modalidad: Profesionales' }));
    expect(screen.getByRole('button', { name: 'Quitar filtro Nivel: Egresado' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName('Filtros 2 activos');
    // The last chip removed: the previous one takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtro Nivel: Egresado' }));
    expect(screen.getByRole('button', { name: 'Quitar filtro Departamento: Cusco' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtro Departamento: Cusco' }));
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveFocus();
  });

  it('the browser’s Back closes an open sheet (the page behind stays), and closing it otherwise leaves no step behind', async () => {
    // The router's own listener, added before the sheet's (as the app's router is): it must not hear the sheet's steps.
    const routerHeard = vi.fn();
    window.addEventListener('popstate', routerHeard);
    const onApply = vi.fn();
    try {
      render(<Lista onApply={onApply} onClear={() => undefined} />);
      const boton = screen.getByRole('button', { name: /^Filtros/ });

      await userEvent.click(boton);
      expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
      // Opening it added a step to the history, with the same address.
      expect(window.history.state).toMatchObject({ hojaFiltros: expect.any(String) });
      window.history.back();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The focus and the page's scroll come back in the dialog's effect cleanup. A browser runs it in the same task
      // as the Back (popstate is a discrete event there); happy-dom has no window.event, so React takes the Back as an
      // ordinary update and runs the cleanup in a later task, which a busy machine may delay past the line above.
      await waitFor(() => expect(boton).toHaveFocus());
      expect(document.body.style.overflow).toBe('');

      // Opened again (the step is added anew) and closed by Escape: the step is taken back, so Back goes on from here.
      await userEvent.click(boton);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(window.history.state?.hojaFiltros).toBeUndefined();
      expect(boton).toHaveFocus();

      // «Aplicar» too, and its action runs once the step is gone (the caller then writes the new address).
      await userEvent.click(boton);
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Filtros' })).getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
      expect(window.history.state?.hojaFiltros).toBeUndefined();
      expect(routerHeard).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('popstate', routerHeard);
    }
  });
});
