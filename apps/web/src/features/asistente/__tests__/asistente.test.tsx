/**
 * The applicant assistant's page (docs/assistant.md "Web screens"): a premium recruiter's request is checked
 * with the contract's Spanish messages before it is sent; an accepted one opens its results in the address
 * (`?historial=`) without asking the server twice; the toggles and the pages travel in the address and in the
 * `llm/results` query; a past query reopens by its id; the guards send a company without premium (or without the
 * developer flag on the developer address) to /empresas/404. The server is a fake `fetch`.
 */
import {
  ASISTENTE_HISTORIAL_MAX,
  ASISTENTE_MESSAGES,
  MOTIVO_ESTADO_NO_DESTACADO,
  ASISTENTE_PROMPT_MAX,
  type AsistenteHistorialItem,
  type CriteriosAsistente,
  type ResultadoAsistente,
} from '@practiperu/shared/asistente';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { invalidateSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { asistenteQueryToParams, exportFileName, readAsistenteQuery } from '../api';
import { SideMenu } from '../../layout/side-menu';
import { asistenteLoader, AsistentePage, devAsistenteLoader } from '../asistente-page';
import { AsistenteHint } from '../../ofertas/my-ofertas-page';
import { CriteriaPanel, criteriaChips } from '../ui';

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const session = (flags: { is_premium?: boolean; is_dev?: boolean; role?: number } = {}) => ({
  state: true,
  message: '',
  data: [
    {
      id: 2,
      role: flags.role ?? 1,
      name: 'Jorge',
      lastname: 'Rojas',
      nombre_org: 'Andina Logística',
      email: 'empresa@demo.pe',
      estado_pago: null,
      is_premium: flags.is_premium ?? true,
      is_dev: flags.is_dev ?? false,
      cv_completo: true,
    },
  ],
});

const resultado = (puesto: number, nombres: string, puntaje: number): ResultadoAsistente => ({
  id_postulacion: 100 + puesto,
  id: 50 + puesto,
  nombres,
  apellidos: 'Paredes',
  carrera_actual: 'Ingeniería Industrial',
  region: 'Arequipa',
  foto: null,
  estado: puesto === 1 ? 3 : 0,
  revisado: 1,
  afinidad_puesto: 80,
  puesto,
  puntaje,
  razones: [
    { criterio: 'carrera', texto: 'Ingeniería Industrial', cumple: true },
    { criterio: 'idioma', texto: 'Inglés intermedio (pide intermedio)', cumple: puesto === 1 },
  ],
});

function results(idHistorial: number, page = 1, items = [resultado(1, 'Andrea', 100), resultado(2, 'Renzo', 55)]) {
  return {
    state: true,
    message: '',
    data: items,
    optional: {
      consulta: {
        carreras: ['Ingeniería Industrial'],
        niveles: [6],
        ciclo_min: 6,
        ciclo_max: null,
        egreso_desde: null,
        egreso_hasta: null,
        regiones: [4],
        distritos: [],
        conocimientos: [],
        idiomas: [{ nombre: 'Inglés', nivel: 'intermedio' }],
        experiencia: null,
        experiencia_en: [],
        orden_merito: null,
        palabras_clave: [],
      },
      consulta_texto: 'Estudiantes universitarios de Ingeniería Industrial de Arequipa con inglés intermedio o más.',
      id_historial: idHistorial,
      current_page: page,
      total_pages: 2,
      total_postulants: 12,
      titulo: 'Practicante de Logística y Almacenes',
      url: `/empresas/mis-publicaciones/6/asistente-postulantes?historial=${idHistorial}`,
      prompt: 'estudiantes de ingeniería industrial de Arequipa con inglés intermedio',
      proveedor: 'integrado',
      bloqueados: 0,
      destacado_pagado: true,
      nada_entendido: false,
    },
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The fake server: the session, the offer, the history, the results and the query, as the API answers them. */
function server(
  overrides: { query?: () => Promise<Response>; flags?: Parameters<typeof session>[0]; historial?: AsistenteHistorialItem[] } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const u = new URL(url, 'http://localhost');
      if (u.pathname === '/api/auth/mySession') return json(200, session(overrides.flags));
      if (u.pathname === '/api/oferta/myId/6')
        return json(200, {
          state: true,
          message: '',
          data: [{ id: 6, titulo: 'Practicante de Logística y Almacenes', total_postulantes: 12 }],
        });
      if (u.pathname === '/api/recursos/listLugares')
        return json(200, { state: true, message: '', data: [{ id: 4, nombre: 'Arequipa', provincias: [] }] });
      if (u.pathname === '/api/llm/history/6')
        return json(200, {
          state: true,
          message: '',
          data: overrides.historial ?? [
            { id_historial: 7, prompt: 'industriales con inglés', consulta_texto: '…', total: 5, creado_en: '2026-11-20T15:00:00Z' },
            { id_historial: 5, prompt: 'administración de Arequipa', consulta_texto: '…', total: 3, creado_en: '2026-11-19T15:00:00Z' },
          ],
        });
      if (u.pathname === '/api/llm/results') {
        const id = Number(u.searchParams.get('id_historial'));
        if (id === 404) return json(404, { state: false, message: ASISTENTE_MESSAGES.historialNoEncontrado, data: [] });
        const r = results(id, Number(u.searchParams.get('page') ?? 1));
        // Query 11 asked "de Miraflores": a plain name found in three regions.
        if (id === 11)
          return json(200, {
            ...r,
            optional: {
              ...r.optional,
              consulta: { ...r.optional.consulta, regiones: [], distritos: ['Miraflores'] },
              consulta_texto: 'Postulantes en Miraflores (Arequipa, Huánuco o Lima)',
              lugares_ambiguos: [{ nombre: 'Miraflores', regiones: ['Arequipa', 'Huánuco', 'Lima'] }],
            },
          });
        // Query 12 is of a free offer; query 13 understood nothing.
        if (id === 12) return json(200, { ...r, optional: { ...r.optional, destacado_pagado: false } });
        // A request that lists nobody: what it set aside, and what else its answer says.
        const nadie = (ignorados: { texto: string; motivo: string }[], extra: Record<string, unknown> = {}, message = r.message) =>
          json(200, {
            ...r,
            data: [],
            message,
            optional: {
              ...r.optional,
              total_postulants: 0,
              total_pages: 0,
              nada_entendido: true,
              ...extra,
              consulta: { ...r.optional.consulta, carreras: [], niveles: [], ciclo_min: null, regiones: [], idiomas: [], ignorados },
            },
          });
        if (id === 13)
          return nadie(
            [
              { texto: 'mujeres', motivo: 'protegido' },
              { texto: 'menores de 25 años', motivo: 'protegido' },
              { texto: 'asdf', motivo: 'sin_coincidencia' },
            ],
            {},
            ASISTENTE_MESSAGES.nadaEntendido,
          );
        // Query 14 asked only a protected trait; query 15 was about something else.
        if (id === 14) return nadie([{ texto: 'mujeres', motivo: 'protegido' }]);
        if (id === 15) return nadie([], { fuera_de_tema: true });
        // Query 16 asked only «finalistas» on a free offer; query 17 «cholos no».
        if (id === 16) return nadie([{ texto: 'finalistas', motivo: 'estado' }], { destacado_pagado: false });
        // Query 18 only ruled out a region, and nobody was left (understood: not «nada entendido»).
        if (id === 18)
          return nadie([], { nada_entendido: false }).then(async (res) => {
            const body = (await res.json()) as { optional: { consulta: Record<string, unknown> } };
            body.optional.consulta.excluir = { regiones: [4] };
            return json(200, body);
          });
        if (id === 17)
          return nadie([
            { texto: 'cholos', motivo: 'protegido' },
            { texto: 'no', motivo: 'no_entendido' },
          ]);
        return json(200, r);
      }
      if (u.pathname === '/api/llm/query' && method === 'POST') return overrides.query ? overrides.query() : json(200, results(9));
      return json(404, { state: false, message: 'No se encontró el recurso solicitado.', data: [] });
    }),
  );
  return calls;
}

function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/empresas/mis-publicaciones/:id/asistente-postulantes',
        loader: asistenteLoader,
        Component: AsistentePage,
        HydrateFallback: () => null,
      },
      { path: '/empresas/mis-publicaciones/:id/asistente-postulantes/:id_postulant', element: <p>CV</p> },
      { path: '/empresas/404', element: <p>No encontrado</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

const resultsCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/llm/results')).map((c) => c.url);

beforeEach(() => tokenStore.set('t'));
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  invalidateSession();
});

describe('the criteria understood', () => {
  const vacio: CriteriosAsistente = {
    carreras: [],
    niveles: [],
    ciclo_min: null,
    ciclo_max: null,
    egreso_desde: null,
    egreso_hasta: null,
    regiones: [],
    distritos: [],
    conocimientos: [],
    idiomas: [],
    experiencia: null,
    experiencia_en: [],
    orden_merito: null,
    palabras_clave: [],
  };

  it('shows a group of alternatives as one chip "A o B"; items without a group, and stored criteria, one chip each', () => {
    const chips = criteriaChips(
      {
        ...vacio,
        conocimientos: [
          { nombre: 'Microsoft Excel', nivel: 'avanzado' },
          { nombre: 'SQL', nivel: null, grupo: 1 },
          { nombre: 'Python', nivel: 'intermedio', grupo: 1 },
        ],
        idiomas: [
          { nombre: 'Francés', nivel: null, grupo: 1 },
          { nombre: 'Portugués', nivel: null, grupo: 1 },
          { nombre: 'Inglés', nivel: 'básico' },
        ],
      },
      (id) => `Región ${id}`,
    );
    expect(chips).toEqual([
      { kind: 'Conocimiento', text: 'Microsoft Excel avanzado' },
      { kind: 'Conocimiento', text: 'SQL (cualquier nivel) o Python intermedio o más' },
      { kind: 'Idioma', text: 'Francés o Portugués' },
      { kind: 'Idioma', text: 'Inglés básico o más' },
    ]);
  });

  it('says exclusions as "Excluye: …" and soft words as considered, never required', () => {
    const chips = criteriaChips(
      {
        ...vacio,
        carreras: ['Contabilidad'],
        palabras_clave: ['colegiado'],
        instituciones: ['Universidad Nacional de Ingeniería'],
        excluir: { regiones: [15, 7], idiomas: [{ nombre: 'Inglés', nivel: 'avanzado' }] },
      },
      (id) => ({ 7: 'Callao', 15: 'Lima' })[id] ?? `Región ${id}`,
    );
    expect(chips).toEqual([
      { kind: 'Carrera', text: 'Contabilidad' },
      { kind: 'Institución', text: 'Universidad Nacional de Ingeniería' },
      { kind: 'Palabra considerada, sin exigirla', text: 'colegiado' },
      { kind: 'Excluye', text: 'Excluye: Lima' },
      { kind: 'Excluye', text: 'Excluye: Callao' },
      { kind: 'Excluye', text: 'Excluye: inglés avanzado' },
    ]);
  });

  it('says a merit preferred as a preference, and the read state asked', () => {
    const chips = criteriaChips(
      { ...vacio, carreras: ['Administración'], revisado: false, preferir: { orden_merito: 'quinto', regiones: [4] } },
      (id) => ({ 4: 'Arequipa' })[id] ?? `Región ${id}`,
    );
    expect(chips).toEqual([
      { kind: 'Carrera', text: 'Administración' },
      { kind: 'Revisión', text: 'Sin leer' },
      { kind: 'Prefiere, sin exigirlo', text: 'Prefiere: Arequipa' },
      { kind: 'Prefiere, sin exigirlo', text: 'Prefiere: quinto superior' },
    ]);
    expect(criteriaChips({ ...vacio, revisado: true }, String)).toEqual([{ kind: 'Revisión', text: 'Ya leídos' }]);
  });

  it('says what is preferred absent as such, and a region by its name before any lookup', () => {
    expect(criteriaChips({ ...vacio, evitar: { regiones: [15], experiencia_en: ['compras'] } }, (id) => `Región ${id}`)).toEqual([
      { kind: 'Prefiere que no, sin excluir a nadie', text: 'Prefiere que no: Región 15' },
      { kind: 'Prefiere que no, sin excluir a nadie', text: 'Prefiere que no: experiencia en compras' },
    ]);
    expect(criteriaChips({ ...vacio, limite: 1 }, String)).toEqual([{ kind: 'Cantidad', text: 'El mejor' }]);
  });

  it('shows the least length of experience asked in its chip', () => {
    expect(criteriaChips({ ...vacio, experiencia: true, experiencia_meses_min: 15 }, String)).toEqual([
      { kind: 'Experiencia', text: 'Al menos 1 año y 3 meses de experiencia' },
    ]);
    expect(criteriaChips({ ...vacio, experiencia: true, experiencia_en: ['logística'], experiencia_meses_min: 6 }, String)).toEqual([
      { kind: 'Experiencia', text: 'Al menos 6 meses de experiencia en logística' },
    ]);
    // A maximum: those without experience meet it too; a range both ends.
    expect(criteriaChips({ ...vacio, experiencia_meses_max: 6 }, String)).toEqual([
      { kind: 'Experiencia', text: 'Hasta 6 meses de experiencia (o ninguna)' },
    ]);
    expect(criteriaChips({ ...vacio, experiencia: true, experiencia_meses_min: 6, experiencia_meses_max: 12 }, String)).toEqual([
      { kind: 'Experiencia', text: 'Entre 6 meses y 1 año de experiencia' },
    ]);
    expect(criteriaChips({ ...vacio, experiencia: true, experiencia_en: ['ventas'], experiencia_meses_max: 12 }, String)).toEqual([
      { kind: 'Experiencia', text: 'Hasta 1 año de experiencia en ventas' },
    ]);
  });

  it('shows experience and the read state preferred, and an area of experience ruled out, as chips', () => {
    expect(
      criteriaChips({ ...vacio, preferir: { experiencia: true, revisado: false }, excluir: { experiencia_en: ['ventas'] } }, String),
    ).toEqual([
      { kind: 'Excluye', text: 'Excluye: experiencia en ventas' },
      { kind: 'Prefiere, sin exigirlo', text: 'Prefiere: con experiencia laboral' },
      { kind: 'Prefiere, sin exigirlo', text: 'Prefiere: sin leer' },
    ]);
  });

  it('says exclusions in the words of the summary: a basic level alone, the province of Lima, a range of cycles, the levels', () => {
    expect(
      criteriaChips(
        {
          ...vacio,
          excluir: {
            idiomas: [{ nombre: 'Inglés', nivel: 'básico', solo_nivel: true }],
            distritos: [{ nombre: 'Lima', id_region: 15 }],
            ciclo_min: 9,
            ciclo_max: 10,
            ciclo_del_final: true,
          },
          preferir: { niveles: [4, 7, 8] },
        },
        (id) => `Región ${id}`,
      ),
    ).toEqual([
      { kind: 'Excluye', text: 'Excluye: estudiantes de último año' },
      { kind: 'Excluye', text: 'Excluye: Lima Metropolitana' },
      { kind: 'Excluye', text: 'Excluye: inglés básico (solo ese nivel)' },
      { kind: 'Prefiere, sin exigirlo', text: 'Prefiere: egresados' },
    ]);
  });

  it('has a screen reader say an exclusion once ("Excluye: Arequipa"), and any other chip with its kind', async () => {
    server();
    render(
      <CriteriaPanel
        prompt="contables que no sean de Arequipa"
        consultaTexto="Postulantes de Contabilidad. Excluye: Arequipa"
        consulta={{ ...vacio, carreras: ['Contabilidad'], excluir: { regiones: [4] } }}
        proveedor={undefined}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Criterios' }));
    await list.findByText('Excluye: Arequipa');
    expect(list.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Carrera: Contabilidad', 'Excluye: Arequipa']);
  });

  it('shows each group of a request of several under its number', async () => {
    render(
      <CriteriaPanel
        prompt="contadores de Piura y, por otro lado, economistas de Tumbes"
        consultaTexto="Por un lado, postulantes de Contabilidad, en Piura. Por otro, postulantes de Economía, en Tumbes"
        consulta={{ ...vacio, carreras: ['Contabilidad'], regiones: [20], grupos: [{ ...vacio, carreras: ['Economía'], regiones: [24] }] }}
        proveedor={undefined}
      />,
    );
    const segundo = within(await screen.findByRole('list', { name: 'Criterios del grupo 2' }));
    expect(segundo.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Carrera: Economía', 'Región: Tumbes']);
    expect(screen.getByText('Grupo 1')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Criterios' })).toBeNull();
  });

  it('shows a place of one region as "Miraflores (Arequipa)", a name alone and a region as they are', () => {
    const chips = criteriaChips(
      {
        ...vacio,
        regiones: [8],
        distritos: ['Santiago de Surco', { nombre: 'Miraflores', id_region: 4 }],
      },
      (id) => ({ 4: 'Arequipa', 8: 'Cusco' })[id] ?? `Región ${id}`,
    );
    expect(chips).toEqual([
      { kind: 'Región', text: 'Cusco' },
      { kind: 'Lugar', text: 'Santiago de Surco' },
      { kind: 'Lugar', text: 'Miraflores (Arequipa)' },
    ]);
  });
});

describe('an ambiguous place', () => {
  it('"de Miraflores" tells how to ask for one of its regions; a query without such a place shows no hint', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=11');
    expect(await screen.findByTestId('consulta-texto')).toHaveTextContent('Postulantes en Miraflores (Arequipa, Huánuco o Lima)');
    expect(screen.getByTestId('lugar-ambiguo')).toHaveTextContent(
      'Miraflores está en Arequipa, Huánuco y Lima: escribe «Miraflores, Arequipa» para una sola.',
    );
    cleanup();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=7');
    await screen.findByTestId('consulta-texto');
    expect(screen.queryByTestId('lugar-ambiguo')).toBeNull();
  });

  it('a free offer: exports and toggles disabled with the spec’s titles; a featured one: enabled', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=12');
    expect(await screen.findByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toHaveAttribute('title', 'Solo para avisos destacados');
    for (const name of ['Descartados', 'Pendientes', 'Finalistas']) {
      const b = screen.getByRole('button', { name });
      expect(b).toBeDisabled();
      expect(b).toHaveAttribute('title', 'Cambia tu oferta a destacado para aplicar los filtros');
    }
    cleanup();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=7');
    expect(await screen.findByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finalistas' })).toBeEnabled();
  });

  it('nothing understood: no count, no rows, the message, and what was set aside grouped by reason', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=13');
    expect(await screen.findByTestId('consulta-texto')).toHaveTextContent('Nada que podamos buscar.');
    expect(screen.getByTestId('sin-resultados')).toHaveTextContent(ASISTENTE_MESSAGES.nadaEntendido);
    expect(screen.queryAllByTestId('resultado')).toHaveLength(0);
    expect(screen.queryByText(/coinciden/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalistas' })).toBeNull();
    const ignorados = screen.getByTestId('ignorados');
    expect(ignorados).toHaveTextContent(
      '«mujeres», «menores de 25 años»: El asistente no filtra por sexo, edad ni otros datos personales protegidos.',
    );
    expect(ignorados).toHaveTextContent('«asdf»: Ningún postulante de esta oferta lo menciona en su CV.');
  });

  it('only a protected trait: the refusal once, never "No entendimos nada"; off topic: what can be asked', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=14');
    expect(await screen.findByTestId('sin-resultados')).toHaveTextContent(ASISTENTE_MESSAGES.soloProtegido);
    expect(screen.getByTestId('ignorados')).toHaveTextContent(
      '«mujeres»: El asistente no filtra por sexo, edad ni otros datos personales protegidos.',
    );
    expect(screen.queryByText(/No entendimos nada/)).toBeNull();
    cleanup();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=15');
    expect(await screen.findByTestId('sin-resultados')).toHaveTextContent(ASISTENTE_MESSAGES.fueraDeTema);
    // A trait beside a word it could not relate to anything («cholos no»): still the refusal.
    cleanup();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=17');
    expect(await screen.findByTestId('sin-resultados')).toHaveTextContent(ASISTENTE_MESSAGES.soloProtegido);
  });

  it('nobody left by what was ruled out alone says so, not «Prueba con menos requisitos»', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=18');
    expect(await screen.findByTestId('sin-resultados')).toHaveTextContent(ASISTENTE_MESSAGES.todosExcluidos);
    expect(screen.queryByText(/menos requisitos/)).toBeNull();
  });

  it('a decision asked on a free offer says decisions are for featured offers, not that nothing was understood', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=16');
    expect(await screen.findByTestId('sin-resultados')).toHaveTextContent(ASISTENTE_MESSAGES.estadoSoloDestacado);
    expect(screen.getByTestId('ignorados')).toHaveTextContent(`«finalistas»: ${MOTIVO_ESTADO_NO_DESTACADO}`);
    expect(screen.queryByText(/No entendimos nada/)).toBeNull();
    expect(screen.queryByText(/Mostrar solo/)).toBeNull();
  });

  it('a stored query opened by its address (a reload) fills the box with its request', async () => {
    server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=7');
    await waitFor(() =>
      expect(screen.getByLabelText('¿Qué postulantes buscas?')).toHaveValue(
        'estudiantes de ingeniería industrial de Arequipa con inglés intermedio',
      ),
    );
  });
});

describe('the address of the results', () => {
  it('keeps the stored query, the page and the toggles, and reads a hand-edited link leniently', () => {
    const q = { historial: 12, page: 3, filtros: { discard: false, pending: true, finalist: true } };
    expect(asistenteQueryToParams(q).toString()).toBe('historial=12&page=3&pending=1&finalist=1');
    expect(readAsistenteQuery(asistenteQueryToParams(q))).toEqual(q);
    expect(readAsistenteQuery(new URLSearchParams('historial=abc&page=-2&discard=si'))).toEqual({
      historial: null,
      page: 1,
      filtros: { discard: false, pending: false, finalist: false },
    });
    expect(readAsistenteQuery(new URLSearchParams('historial=4&page=0')).page).toBe(1);
  });

  it("names a download as the server says, else 'resultados' and the day in Lima", () => {
    expect(exportFileName({ nombre: 'Practicante_2026-11-21.xlsx' }, 'xlsx')).toBe('Practicante_2026-11-21.xlsx');
    expect(exportFileName(undefined, 'csv', new Date('2026-11-21T03:00:00Z'))).toBe('resultados-2026-11-20.csv');
  });
});

describe('asking', () => {
  it('checks the request with the contract’s messages before sending it', async () => {
    const calls = server();
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
    const field = await screen.findByLabelText('¿Qué postulantes buscas?');
    await userEvent.type(field, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(ASISTENTE_MESSAGES.promptCorto)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'x'.repeat(ASISTENTE_PROMPT_MAX + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(ASISTENTE_MESSAGES.promptLargo)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/llm/query')).toBe(false);
  });

  it('an example fills the request; the answer opens in the address without asking for it again', async () => {
    const calls = server();
    const router = renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
    await userEvent.click(await screen.findByRole('button', { name: 'Estudiantes de ingeniería industrial con inglés intermedio' }));
    expect(screen.getByLabelText('¿Qué postulantes buscas?')).toHaveValue('Estudiantes de ingeniería industrial con inglés intermedio');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByTestId('consulta-texto')).toHaveTextContent('Ingeniería Industrial de Arequipa');
    expect(router.state.location.search).toBe('?historial=9');
    expect(calls.find((c) => c.url === '/api/llm/query')?.body).toEqual({
      id_oferta: 6,
      prompt: 'Estudiantes de ingeniería industrial con inglés intermedio',
    });
    // The request stays in the box after «Buscar»: it can be refined and asked again.
    const box = screen.getByLabelText('¿Qué postulantes buscas?');
    expect(box).toHaveValue('Estudiantes de ingeniería industrial con inglés intermedio');
    await userEvent.type(box, ' de Arequipa');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/llm/query').at(-1)?.body).toEqual({
        id_oferta: 6,
        prompt: 'Estudiantes de ingeniería industrial con inglés intermedio de Arequipa',
      }),
    );
    expect(box).toHaveValue('Estudiantes de ingeniería industrial con inglés intermedio de Arequipa');
    expect(resultsCalls(calls)).toEqual([]);
    // The criteria as chips, the ranked rows and their reasons.
    const chips = within(screen.getByRole('list', { name: 'Criterios' }));
    expect(chips.getByText('Ingeniería Industrial')).toBeInTheDocument();
    expect(chips.getByText('Universitario estudiante')).toBeInTheDocument();
    expect(await chips.findByText('Arequipa')).toBeInTheDocument();
    expect(chips.getByText('Inglés intermedio o más')).toBeInTheDocument();
    expect(chips.getByText('Ciclo VI o más')).toBeInTheDocument();
    const rows = screen.getAllByTestId('resultado');
    expect(rows.map((r) => within(r).getByTestId('puesto').textContent)).toEqual(['Puesto 1', 'Puesto 2']);
    expect(within(rows[1]!).getByTestId('afinidad')).toHaveAttribute('data-color', 'amarillo');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /¿Por qué\?/ }));
    expect(within(rows[1]!).getByText('No cumple:')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Renzo Paredes' })).toHaveAttribute(
      'href',
      '/empresas/mis-publicaciones/6/asistente-postulantes/52?historial=9',
    );
  });

  it('on a phone the answer is brought into view after «Buscar»; on a wide screen, or on a reload, the page stays', async () => {
    const scrolled: unknown[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      if (this.getAttribute('aria-labelledby') === 'resultados-titulo') scrolled.push(arg);
    };
    const ancho = (maxWidth: number) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation((q: string) => ({ matches: q.includes('max-width') ? maxWidth <= 1023 : false, media: q }) as MediaQueryList);
    try {
      server();
      const phone = ancho(390);
      renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
      await userEvent.type(await screen.findByLabelText('¿Qué postulantes buscas?'), 'industriales');
      await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
      await screen.findByTestId('consulta-texto');
      await waitFor(() => expect(scrolled).toEqual([{ block: 'start', behavior: 'smooth' }]));
      phone.mockRestore();
      cleanup();
      scrolled.length = 0;
      ancho(1280);
      renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
      await userEvent.type(await screen.findByLabelText('¿Qué postulantes buscas?'), 'industriales');
      await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
      await screen.findByTestId('consulta-texto');
      expect(scrolled).toEqual([]);
    } finally {
      Element.prototype.scrollIntoView = original;
      vi.restoreAllMocks();
    }
  });

  it('Enter writes a new line in the request; Ctrl+Enter asks it', async () => {
    const calls = server();
    const router = renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
    const box = await screen.findByLabelText('¿Qué postulantes buscas?');
    await userEvent.type(box, 'Estudiantes de ingeniería industrial{Enter}con inglés intermedio');
    expect(box).toHaveValue('Estudiantes de ingeniería industrial\ncon inglés intermedio');
    expect(calls.find((c) => c.url === '/api/llm/query')).toBeUndefined();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByTestId('consulta-texto')).toHaveTextContent('Ingeniería Industrial de Arequipa');
    expect(router.state.location.search).toBe('?historial=9');
    expect(calls.find((c) => c.url === '/api/llm/query')?.body).toEqual({
      id_oferta: 6,
      prompt: 'Estudiantes de ingeniería industrial\ncon inglés intermedio',
    });
  });

  it('shows the server’s field message at the field, and an offer not found goes to /empresas/404', async () => {
    server({
      query: () =>
        json(400, {
          state: false,
          message: 'Revisa los datos.',
          data: [],
          optional: { errors: { prompt: ASISTENTE_MESSAGES.promptLargo } },
        }),
    });
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
    await userEvent.type(await screen.findByLabelText('¿Qué postulantes buscas?'), 'industriales');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(ASISTENTE_MESSAGES.promptLargo)).toBeInTheDocument();

    vi.unstubAllGlobals();
    server({ query: () => json(404, { state: false, message: 'No encontrado', data: [] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
  });
});

describe('results in the address', () => {
  it('a toggle asks page 1 of the same query with the filter, and the pages keep it', async () => {
    const calls = server();
    const router = renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=7&page=2');
    await screen.findByTestId('consulta-texto');
    expect(resultsCalls(calls)).toEqual(['/api/llm/results?id_historial=7&page=2&discard=0&pending=0&finalist=0']);
    await userEvent.click(screen.getByRole('button', { name: 'Finalistas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?historial=7&finalist=1'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalistas' })).toHaveAttribute('aria-pressed', 'true'));
    // Drawn again with the new page, the pressed toggle keeps the keyboard focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalistas' })).toHaveFocus());
    expect(resultsCalls(calls).at(-1)).toBe('/api/llm/results?id_historial=7&page=1&discard=0&pending=0&finalist=1');
    await userEvent.click(screen.getByRole('button', { name: /Página 2|^2$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?historial=7&page=2&finalist=1'));
  });

  it('a past query reopens by its id, and one that is not found goes to /empresas/404', async () => {
    const calls = server();
    const router = renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=7');
    const history = await screen.findByRole('list', { name: 'Consultas anteriores' });
    expect(within(history).getByRole('link', { name: /industriales con inglés/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(history).getByRole('link', { name: /administración de Arequipa/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?historial=5'));
    // Its request fills the box, to refine it.
    await waitFor(() => expect(screen.getByLabelText('¿Qué postulantes buscas?')).toHaveValue('administración de Arequipa'));
    await waitFor(() => expect(resultsCalls(calls).at(-1)).toBe('/api/llm/results?id_historial=5&page=1&discard=0&pending=0&finalist=0'));

    await router.navigate('/empresas/mis-publicaciones/6/asistente-postulantes?historial=404');
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
  });

  it('a stored query of another offer opened under this offer’s address goes to /empresas/404', async () => {
    server();
    // Query 7 belongs to offer 6 (its url says so): under offer 9's address it is not found.
    renderPage('/empresas/mis-publicaciones/9/asistente-postulantes?historial=7');
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
  });

  it('the history shows the newest 10, «Ver más» ten more at a time, and always the query open', async () => {
    const historial = Array.from({ length: 23 }, (_, i) => ({
      id_historial: 100 - i,
      prompt: `consulta ${100 - i}`,
      consulta_texto: '…',
      total: i,
      creado_en: '2026-11-20T15:00:00Z',
    }));
    server({ historial });
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
    const history = await screen.findByRole('list', { name: 'Consultas anteriores' });
    expect(within(history).getAllByRole('link')).toHaveLength(10);
    expect(within(history).getAllByRole('link')[0]).toHaveTextContent('consulta 100');
    await userEvent.click(screen.getByRole('button', { name: 'Ver más (13 consultas más)' }));
    expect(within(history).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más (3 consultas más)' }));
    expect(within(history).getAllByRole('link')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
    // Below the most the API sends, no word of a limit.
    expect(screen.queryByTestId('historial-tope')).toBeNull();
    cleanup();

    // At the most the API sends, the list says it holds the newest ones only.
    server({ historial: Array.from({ length: ASISTENTE_HISTORIAL_MAX }, (_, i) => ({ ...historial[0]!, id_historial: 200 - i })) });
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes');
    expect(await screen.findByTestId('historial-tope')).toHaveTextContent(
      `Se muestran las ${ASISTENTE_HISTORIAL_MAX} consultas más recientes de esta oferta.`,
    );
    cleanup();

    // An older query opened from its link is shown, with those before it.
    server({ historial });
    renderPage('/empresas/mis-publicaciones/6/asistente-postulantes?historial=85');
    const again = await screen.findByRole('list', { name: 'Consultas anteriores' });
    expect(within(again).getAllByRole('link')).toHaveLength(16);
    expect(within(again).getByRole('link', { name: /consulta 85/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ver más (7 consultas más)' })).toBeInTheDocument();
  });
});

describe('guards', () => {
  const args = (path: string) =>
    ({ params: { id: '6' }, request: new Request(`http://localhost${path}`) }) as unknown as LoaderFunctionArgs;
  const location = async (p: Promise<unknown>) => {
    const thrown = await p.catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    return (thrown as Response).headers.get('location');
  };

  it('a company without premium gets /empresas/404; without a session, the login keeps the page', async () => {
    server({ flags: { is_premium: false } });
    expect(await location(asistenteLoader(args('/empresas/mis-publicaciones/6/asistente-postulantes')))).toBe('/empresas/404');
    invalidateSession();
    tokenStore.clear();
    expect(await location(asistenteLoader(args('/empresas/mis-publicaciones/6/asistente-postulantes?historial=3')))).toBe(
      '/empresas/inicio-sesion?volver=%2Fempresas%2Fmis-publicaciones%2F6%2Fasistente-postulantes%3Fhistorial%3D3',
    );
  });

  it('an applicant goes to its own home', async () => {
    server({ flags: { role: 0 } });
    expect(await location(asistenteLoader(args('/empresas/mis-publicaciones/6/asistente-postulantes')))).toBe('/postulantes/');
  });

  it('the developer address needs the developer flag, not premium (a premium company is sent to its own address)', async () => {
    server({ flags: { is_premium: false, is_dev: false } });
    expect(await location(devAsistenteLoader(args('/empresas/publicaciones/6/asistente-postulantes')))).toBe('/empresas/404');
    invalidateSession();
    vi.unstubAllGlobals();
    server({ flags: { is_premium: true, is_dev: false } });
    expect(await location(devAsistenteLoader(args('/empresas/publicaciones/6/asistente-postulantes?historial=3')))).toBe(
      '/empresas/mis-publicaciones/6/asistente-postulantes?historial=3',
    );
    invalidateSession();
    vi.unstubAllGlobals();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(url);
        if (url.endsWith('auth/mySession')) return json(200, session({ is_premium: false, is_dev: true }));
        if (url.startsWith('/api/postulanteOferta/appliedApplicant'))
          return json(200, { state: true, message: '', data: [], optional: { titulo: 'Practicante', total_postulants: 3 } });
        return json(200, { state: true, message: '', data: [] });
      }),
    );
    const data = await devAsistenteLoader(args('/empresas/publicaciones/6/asistente-postulantes?historial=3'));
    expect(data.oferta).toEqual({ ok: true, data: { titulo: 'Practicante', total: 3 } });
    await data.results;
    expect(calls).toContain('/api/llm/dev/history/6');
    expect(calls).toContain('/api/llm/dev/results?id_historial=3&page=1');
  });
});

describe('the menu', () => {
  const user = { ...session().data[0]!, role: 1 as const };
  function renderMenu(url: string, premium = true) {
    const router = createMemoryRouter(
      [{ path: '*', element: <SideMenu area="empresas" user={{ ...user, is_premium: premium }} open={false} onClose={() => {}} /> }],
      { initialEntries: [url] },
    );
    render(<RouterProvider router={router} />);
  }

  it('a premium company has the assistant link, current only on its own address', () => {
    renderMenu('/empresas/mis-publicaciones/?asistente=1');
    const nav = within(screen.getAllByRole('navigation', { name: 'Menú principal' })[0]!);
    expect(nav.getByRole('link', { name: 'Asistente de postulantes' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Mis publicaciones' })).not.toHaveAttribute('aria-current', 'page');
  });

  it('on Mis publicaciones the plain item is the current one; without premium there is no assistant link', () => {
    renderMenu('/empresas/mis-publicaciones/');
    let nav = within(screen.getAllByRole('navigation', { name: 'Menú principal' })[0]!);
    expect(nav.getByRole('link', { name: 'Mis publicaciones' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Asistente de postulantes' })).not.toHaveAttribute('aria-current', 'page');
    cleanup();
    renderMenu('/empresas/mis-publicaciones/', false);
    nav = within(screen.getAllByRole('navigation', { name: 'Menú principal' })[0]!);
    expect(nav.queryByRole('link', { name: 'Asistente de postulantes' })).toBeNull();
  });

  it('the hint on Mis publicaciones speaks of the assistant to a premium company only', async () => {
    function renderHint(premium: boolean) {
      const router = createMemoryRouter(
        [
          {
            id: 'empresas-private',
            path: '/empresas',
            loader: () => ({ ...user, is_premium: premium }),
            children: [
              {
                path: '*',
                element: (
                  <>
                    <h1>Mis publicaciones</h1>
                    <AsistenteHint />
                  </>
                ),
              },
            ],
          },
        ],
        { initialEntries: ['/empresas/mis-publicaciones/?asistente=1'] },
      );
      render(<RouterProvider router={router} />);
    }
    renderHint(true);
    expect(await screen.findByRole('note')).toHaveTextContent('Asistente de postulantes: elige una oferta con postulantes');
    cleanup();
    renderHint(false);
    expect(await screen.findByRole('heading', { name: 'Mis publicaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
