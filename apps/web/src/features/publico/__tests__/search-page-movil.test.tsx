/**
 * The public search on a phone (390 px): the text field and «Filtros» on one line, the selects in a sheet with
 * «Aplicar» and «Limpiar», the active filters as removable chips, and every filter kept in the address.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { zeroTimersBeforeRender } from '../../../testing/timers-first';
import { clearLookups } from '../../../lib/lookups';
import { SearchPage, searchLoader } from '../search-page';
import fixture from './fixtures/empresas-publicas.json';

const base = (fixture as unknown as { empresas: { completa: { ofertas: object[] } } }).empresas.completa.ofertas[0]!;
const card = (id: number, titulo: string) => ({ ...base, id, titulo, ruta_publica: `/ofertas/oferta-${id}` });

const LUGARES = [
  { id: 8, nombre: 'Cusco', provincias: [] },
  { id: 15, nombre: 'Lima', provincias: [] },
];

/** Answers the search with one card named after its query, and the places lookup; records every call. */
function fakeApi() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      calls.push(url);
      let body: object = { state: true, data: [], message: '' };
      const filtros = new URLSearchParams(url.searchParams);
      filtros.delete('page');
      if (url.pathname === '/api/publico/ofertas')
        body = {
          state: true,
          message: '',
          data: [card(1, `Resultado ${filtros.toString() || 'todas'}`)],
          optional: { current_page: 1, total_pages: 1, total: 1 },
        };
      if (url.pathname === '/api/recursos/listLugares') body = { state: true, message: '', data: LUGARES };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    searches: () => calls.filter((u) => u.pathname === '/api/publico/ofertas').map((u) => u.searchParams),
    askedPlaces: () => calls.some((u) => u.pathname === '/api/recursos/listLugares'),
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/ofertas', loader: searchLoader, element: <SearchPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const originalWidth = window.innerWidth;
const originalHeight = window.innerHeight;
beforeEach(() => Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true }));
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: originalWidth, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: originalHeight, configurable: true, writable: true });
  vi.unstubAllGlobals();
  clearLookups();
});

const filtros = () => screen.getByRole('button', { name: /^Filtros/ });

describe('the public search on a phone', () => {
  it('shows the text field and «Filtros» alone, and never downloads the places lookup: the departments are its own', async () => {
    const api = fakeApi();
    renderAt('/ofertas');
    expect(await screen.findByRole('link', { name: 'Resultado todas' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ })).toBeInTheDocument();
    expect(filtros()).toHaveAccessibleName('Filtros');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
    await userEvent.click(filtros());
    const departamento = within(screen.getByRole('dialog', { name: 'Filtros' })).getByRole('combobox', { name: 'Departamento' });
    // «Todos», Virtual, the 25 departments and Extranjero, without the places lookup (every district of Peru).
    expect(within(departamento).getAllByRole('option')).toHaveLength(28);
    expect(within(departamento).getByRole('option', { name: 'Madre de Dios' })).toBeInTheDocument();
    expect(api.askedPlaces()).toBe(false);
  });

  it('applies the sheet’s choices to the address and the results, counts them and shows them as chips', async () => {
    const api = fakeApi();
    const router = renderAt('/ofertas?q=contable');
    await screen.findByRole('link', { name: 'Resultado q=contable' });
    await userEvent.click(filtros());
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    // The focus moves into the sheet.
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await within(sheet).findByRole('option', { name: 'Cusco' });
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Departamento' }), 'Cusco');
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Modalidad' }), 'Profesionales');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=contable&region=8&modalidad=PROFESIONAL'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Resultado q=contable&region=8&modalidad=PROFESIONAL' })).toBeInTheDocument();
    expect(api.searches().at(-1)?.get('region')).toBe('8');
    // The focus is back on the button that opened the sheet, which now counts two filters.
    expect(filtros()).toHaveFocus();
    expect(filtros()).toHaveAccessibleName('Filtros 2 activos');
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Departamento: Cusco', 'Modalidad: Profesionales']);
  });

  it('a chip removes only its filter, and the focus stays among the chips, then on «Filtros»', async () => {
    fakeApi();
    // A loaded machine's order: the chip may be pressed before the page's first effects have run.
    onTestFinished(zeroTimersBeforeRender());
    const router = renderAt('/ofertas?q=ventas&region=8&nivel=6');
    const chips = await screen.findByRole('list', { name: 'Filtros activos' });
    await within(chips).findByText('Departamento: Cusco');
    expect(filtros()).toHaveAccessibleName('Filtros 2 activos');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtro Departamento: Cusco' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ventas&nivel=6'));
    // The router has the new address before the page is drawn with it: the chip is looked up again until it has the focus.
    const nivel = () => screen.getByRole('button', { name: /^Quitar filtro Nivel: / });
    await waitFor(() => expect(nivel()).toHaveFocus());

    await userEvent.click(nivel());
    await waitFor(() => expect(router.state.location.search).toBe('?q=ventas'));
    await waitFor(() => expect(filtros()).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
    expect(filtros()).toHaveAccessibleName('Filtros');
  });

  it('«Limpiar» empties the sheet, and closing it without «Aplicar» changes nothing', async () => {
    fakeApi();
    const router = renderAt('/ofertas?modalidad=PREPROFESIONAL&modalidad_tiempo=Virtual');
    await screen.findByRole('list', { name: 'Filtros activos' });
    await userEvent.click(filtros());
    let sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByRole('combobox', { name: 'Modalidad' })).toHaveValue('PREPROFESIONAL');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Limpiar' }));
    expect(within(sheet).getByRole('combobox', { name: 'Modalidad' })).toHaveValue('');
    expect(within(sheet).getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cerrar' }));
    expect(router.state.location.search).toBe('?modalidad=PREPROFESIONAL&modalidad_tiempo=Virtual');
    expect(filtros()).toHaveFocus();

    // Opened again, it shows the filters applied, not the cleared draft; «Limpiar» then «Aplicar» removes them all.
    await userEvent.click(filtros());
    sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByRole('combobox', { name: 'Tipo' })).toHaveValue('Virtual');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Limpiar' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps what was typed and not yet searched when the window widens past the phone layout, and back', async () => {
    fakeApi();
    renderAt('/ofertas');
    await screen.findByRole('link', { name: 'Resultado todas' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ }), 'contabilidad');

    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    // The wide form (its selects) replaces the phone's line, with the same text in its field.
    await screen.findByRole('combobox', { name: 'Modalidad' });
    expect(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ })).toHaveValue('contabilidad');

    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Modalidad' })).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ })).toHaveValue('contabilidad');
  });

  it('keeps the focus in the text field, caret at the end, when the window crosses the phone layout while typing', async () => {
    fakeApi();
    renderAt('/ofertas');
    await screen.findByRole('link', { name: 'Resultado todas' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ }), 'ventas');

    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    await screen.findByRole('combobox', { name: 'Modalidad' });
    let field = screen.getByRole<HTMLInputElement>('searchbox', { name: /Puesto, carrera o lugar/ });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([6, 6]);

    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Modalidad' })).not.toBeInTheDocument());
    field = screen.getByRole<HTMLInputElement>('searchbox', { name: /Puesto, carrera o lugar/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('ventas');
    expect([field.selectionStart, field.selectionEnd]).toEqual([6, 6]);
  });

  it('closes the sheet when the window becomes wide: turned back to a phone, it stays closed and the page scrolls', async () => {
    fakeApi();
    renderAt('/ofertas');
    await screen.findByRole('link', { name: 'Resultado todas' });
    await userEvent.click(filtros());
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();

    Object.defineProperty(window, 'innerWidth', { value: 844, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    // The wide form's own field shows the wide layout is drawn.
    await screen.findByPlaceholderText('Ej.: ingeniería industrial');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Modalidad' })).not.toBeInTheDocument());
    expect(filtros()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('removing a chip keeps the text typed and not yet searched, as «Aplicar» does', async () => {
    fakeApi();
    const router = renderAt('/ofertas?q=ventas&region=8');
    await screen.findByRole('list', { name: 'Filtros activos' });
    const field = screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'contabilidad');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtro Departamento: Cusco' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=contabilidad'));
    // The field takes the address's text once the page is drawn with it, after the router has the address.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ })).toHaveValue('contabilidad'));
  });

  it('a choice made in the wide form and not yet searched is in the sheet when the window narrows; the focus goes to «Filtros»', async () => {
    fakeApi();
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
    const router = renderAt('/ofertas?region=15');
    await screen.findByRole('link', { name: 'Resultado region=15' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Mixto');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveFocus();

    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Tipo' })).not.toBeInTheDocument());
    expect(filtros()).toHaveFocus();
    await userEvent.click(filtros());
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByRole('combobox', { name: 'Tipo' })).toHaveValue('Mixto');
    expect(within(sheet).getByRole('combobox', { name: 'Departamento' })).toHaveValue('15');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=15&modalidad_tiempo=Mixto'));
  });

  it('a phone turned sideways (844 × 390) gets the phone’s line and sheet, not the wide form', async () => {
    fakeApi();
    Object.defineProperty(window, 'innerWidth', { value: 844, configurable: true, writable: true });
    Object.defineProperty(window, 'innerHeight', { value: 390, configurable: true, writable: true });
    renderAt('/ofertas');
    await screen.findByRole('link', { name: 'Resultado todas' });
    expect(filtros()).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ej.: ventas')).toBeInTheDocument();
  });
});
