/**
 * The recruiter's applicant review (docs/applicants.md "Web screens"): the filters travel in the address with the
 * API's names and limits; the affinity shows its colours (green ≥ 70, yellow 40–69, red < 40) and the evaluation
 * states; the status radio sends `updateEstado` and goes back when the server refuses; developer-mode pages send a
 * company without the developer flag to /empresas/404. The server is a fake `fetch`.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { invalidateSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { filtrosDeGuardado, filtrosToParams, loadPostulantes, readFiltros, SIN_FILTROS } from '../api';
import { devPostulantesLoader, loadListaConEtiquetas } from '../postulantes-page';
import { PipelineFiltros } from '../pipeline';
import { AfinidadCell, EstadoRadios } from '../ui';

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  invalidateSession();
});

describe('filters in the address', () => {
  it('writes and reads the query exactly as the API names it', () => {
    const filtros = {
      ...SIN_FILTROS,
      unread: true,
      finalist: true,
      experiencia: true,
      departamentos: [4, 21],
      conocimientos: [{ nombre: 'Excel', nivel: 'avanzado' as const }, { nombre: 'SAP' }],
      idiomas: [{ nombre: 'Inglés', nivel: 'intermedio' as const }, { nombre: 'Quechua' }],
      sort: 'afinidad' as const,
    };
    const params = filtrosToParams(filtros);
    expect(decodeURIComponent(params.toString())).toBe(
      'unread=1&finalist=1&experiencia=1&departamentos[0]=4&departamentos[1]=21&conocimientos[0]=Excel|avanzado&conocimientos[1]=SAP' +
        '&idiomas=Inglés|intermedio&idiomas=Quechua&sort=afinidad',
    );
    expect(readFiltros(params)).toEqual(filtros);
  });

  it('a saved filter set (as the API stores it) becomes the same filters, tags included, and reads back from the address', () => {
    const guardado = {
      finalist: true,
      read: false,
      departamentos: [15],
      conocimientos: [{ nombre: 'Excel', nivel: 'avanzado' }],
      idiomas: [{ nombre: 'Inglés' }],
      etiquetas: [7, 9],
      ciclos: [8],
      sort: 'afinidad',
    };
    const filtros = filtrosDeGuardado(guardado);
    expect(filtros).toEqual({
      ...SIN_FILTROS,
      finalist: true,
      departamentos: [15],
      conocimientos: [{ nombre: 'Excel', nivel: 'avanzado' }],
      idiomas: [{ nombre: 'Inglés' }],
      etiquetas: [7, 9],
      ciclos: [8],
      sort: 'afinidad',
    });
    expect(decodeURIComponent(filtrosToParams(filtros).toString())).toContain('etiquetas[0]=7&etiquetas[1]=9');
    expect(readFiltros(filtrosToParams(filtros))).toEqual(filtros);
  });

  it('asks the API for the list with the same filters, lists as key[i]=…, and the page after them', async () => {
    tokenStore.set('t');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return json(200, { state: true, message: '', data: [], optional: { current_page: 2, total_pages: 2, total_postulants: 11 } });
      }),
    );
    const filtros = {
      ...SIN_FILTROS,
      unread: true,
      departamentos: [4, 21],
      conocimientos: [{ nombre: 'Excel', nivel: 'avanzado' as const }],
      idiomas: [{ nombre: 'Inglés', nivel: 'intermedio' as const }, { nombre: 'Quechua' }],
      sort: 'afinidad' as const,
    };
    const res = await loadPostulantes('6', 2, filtros);
    expect(res.ok && res.data.optional.total_postulants).toBe(11);
    expect(decodeURIComponent(urls[0]!)).toBe(
      '/api/postulanteOferta/offerMyApplicants/6?unread=1&departamentos[0]=4&departamentos[1]=21&conocimientos[0]=Excel|avanzado' +
        '&idiomas[0]=Inglés|intermedio&idiomas[1]=Quechua&sort=afinidad&page=2',
    );
    await loadPostulantes('6', 1, SIN_FILTROS);
    expect(urls[1]).toBe('/api/postulanteOferta/offerMyApplicants/6');
  });

  it('asks for the company’s tags with the list, so both are drawn at once; a free offer’s list gets none', async () => {
    tokenStore.set('t');
    const urls: string[] = [];
    let destacado = true;
    const tags = [{ id: 3, nombre: 'Entrevista', color: 'azul' }];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        if (url === '/api/pipeline/etiquetas') return json(200, { state: true, message: '', data: tags });
        return json(200, {
          state: true,
          message: '',
          data: [],
          optional: { current_page: 1, total_pages: 1, total_postulants: 0, destacado_pagado: destacado },
        });
      }),
    );
    const featured = await loadListaConEtiquetas('6', 1, SIN_FILTROS);
    expect(featured.ok && featured.data.etiquetas).toEqual(tags);
    expect([...urls].sort()).toEqual(['/api/pipeline/etiquetas', '/api/postulanteOferta/offerMyApplicants/6']);
    destacado = false;
    const free = await loadListaConEtiquetas('6', 1, SIN_FILTROS);
    expect(free.ok && free.data.etiquetas).toEqual([]);
  });

  it('keeps at most 5 departments and 3 knowledge items and drops what cannot be read', () => {
    const params = new URLSearchParams(
      'read=yes&pending=1&departamentos[0]=1&departamentos[1]=2&departamentos[2]=3&departamentos[3]=4&departamentos[4]=5' +
        '&departamentos[5]=6&departamentos[6]=99&conocimientos[0]=A&conocimientos[1]=B|experto&conocimientos[2]=C&conocimientos[3]=D&sort=otro',
    );
    const f = readFiltros(params);
    expect(f.read).toBe(false);
    expect(f.pending).toBe(true);
    expect(f.departamentos).toEqual([1, 2, 3, 4, 5]);
    expect(f.conocimientos).toEqual([{ nombre: 'A' }, { nombre: 'B' }, { nombre: 'C' }]);
    expect(f.sort).toBe('recientes');
  });
});

describe('AfinidadCell', () => {
  it.each([
    [70, 'verde'],
    [69, 'amarillo'],
    [40, 'amarillo'],
    [39, 'rojo'],
  ])('%i %% is %s', (puntaje, color) => {
    render(<AfinidadCell destacadoPagado bloqueado={false} estadoEvaluacion={1} puntaje={puntaje} />);
    expect(screen.getByTestId('afinidad')).toHaveAttribute('data-color', color);
    expect(screen.getByTestId('afinidad')).toHaveTextContent(`${puntaje} %`);
  });

  it('says evaluating, failed, or featured-only instead of a score', () => {
    const { rerender } = render(<AfinidadCell destacadoPagado bloqueado={false} estadoEvaluacion={0} puntaje={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Evaluando');
    rerender(<AfinidadCell destacadoPagado bloqueado={false} estadoEvaluacion={2} puntaje={null} />);
    expect(screen.getByText('Se produjo un error')).toBeInTheDocument();
    rerender(<AfinidadCell destacadoPagado={false} bloqueado={false} estadoEvaluacion={1} puntaje={null} />);
    expect(screen.getByText('Disponible solo para avisos destacados')).toBeInTheDocument();
    expect(screen.queryByTestId('afinidad')).not.toBeInTheDocument();
  });
});

describe('EstadoRadios', () => {
  function renderRadios(onChanged = vi.fn()) {
    render(
      <MemoryRouter>
        <ToastProvider>
          <EstadoRadios idPostulacion={812} estado={0} nombre="Milagros Cáceres" onChanged={onChanged} />
        </ToastProvider>
      </MemoryRouter>,
    );
    return onChanged;
  }

  it('sends Finalista = 3 to updateEstado and keeps it', async () => {
    const calls: { url: string; method?: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method, body: JSON.parse(String(init?.body)) });
        return json(200, { state: true, message: 'Se actualizó el estado del postulante.', data: [{ id_postulacion: 812, estado: 3 }] });
      }),
    );
    const onChanged = renderRadios();
    expect(screen.getByRole('group', { name: 'Estado de Milagros Cáceres' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Finalista' }));
    expect(calls).toEqual([
      { url: '/api/postulanteOferta/updateEstado/812', method: 'PATCH', body: { data: { estado: 3, avisar: true } } },
    ]);
    expect(await screen.findByText('Se actualizó el estado del postulante.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Finalista' })).toBeChecked();
    expect(onChanged).toHaveBeenCalledWith(3);
  });

  it('goes back and shows the server’s message when the change is refused', async () => {
    const message = 'Este postulante está bloqueado: cambia tu oferta a destacado para revisarlo.';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(403, { state: false, message, data: [] })),
    );
    const onChanged = renderRadios();
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Descartar' })).not.toBeChecked();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('developer mode', () => {
  const args = {
    params: { id: '6' },
    request: new Request('http://localhost/empresas/publicaciones/6/postulantes'),
  } as unknown as LoaderFunctionArgs;
  const session = (is_dev: boolean) => ({
    state: true,
    message: '',
    data: [
      {
        id: 2,
        role: 1,
        name: 'Rosa',
        lastname: 'Díaz',
        nombre_org: 'Andina',
        email: 'e@x.pe',
        estado_pago: null,
        is_premium: false,
        is_dev,
        cv_completo: true,
      },
    ],
  });

  it('sends a company without the developer flag to /empresas/404', async () => {
    tokenStore.set('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, session(false))),
    );
    const thrown = await devPostulantesLoader(args).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/empresas/404');
  });

  it('lists every applicant for a developer (appliedApplicant, no page, no filters)', async () => {
    tokenStore.set('t');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        if (url.endsWith('auth/mySession')) return json(200, session(true));
        return json(200, {
          state: true,
          message: '',
          data: [],
          optional: { titulo: 'Practicante', total_postulants: 0, destacado_pagado: true },
        });
      }),
    );
    const data = await devPostulantesLoader(args);
    expect(await data.list).toEqual({ ok: true, data: { items: [], titulo: 'Practicante', total: 0, destacado_pagado: true } });
    expect(urls).toContain('/api/postulanteOferta/appliedApplicant?id_oferta=6');
  });
});

describe('saved filter sets', () => {
  const guardado = { finalist: true, departamentos: [15], sort: 'recientes' };
  function mockFiltros() {
    const calls: { url: string; method?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method });
        if (init?.method === 'DELETE') return json(200, { state: true, message: '', data: [] });
        return json(200, {
          state: true,
          message: '',
          data: [
            { id: 5, id_oferta: 7, nombre: 'Finalistas de Lima', filtros: guardado, creado_en: '2027-04-12T15:00:00.000Z' },
            { id: 6, id_oferta: 7, nombre: 'Todos', filtros: { sort: 'recientes' }, creado_en: '2027-04-12T15:00:00.000Z' },
          ],
        });
      }),
    );
    return calls;
  }

  it('the list opened with a saved set’s filters shows that set as chosen and its delete action at once', async () => {
    const calls = mockFiltros();
    const onApply = vi.fn();
    // The page is drawn again after applying a set (the address changes): a fresh component must still show it.
    render(
      <ToastProvider>
        <PipelineFiltros idOferta="7" filtros={filtrosDeGuardado(guardado)} etiquetas={[]} enabled onApply={onApply} />
      </ToastProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Mis filtros guardados' });
    await waitFor(() => expect(select).toHaveDisplayValue('Finalistas de Lima'));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar filtro' }));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/pipeline/filtro/5', method: 'DELETE' }));
  });

  it('other filters than any saved set show no set chosen and no delete action', async () => {
    mockFiltros();
    render(
      <ToastProvider>
        <PipelineFiltros idOferta="7" filtros={{ ...SIN_FILTROS, discard: true }} etiquetas={[]} enabled onApply={vi.fn()} />
      </ToastProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Mis filtros guardados' });
    await screen.findByRole('option', { name: 'Finalistas de Lima' });
    expect(select).toHaveDisplayValue('Elegir…');
    expect(screen.queryByRole('button', { name: 'Eliminar filtro' })).not.toBeInTheDocument();
  });
});
