import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostulanteOfertaApi } from '@practiperu/shared/api/postulante-oferta';
import type { PostulantePremiumApi } from '@practiperu/shared/api/premium';
import { clientOf, fillPath } from '../api-contract';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the typed client of a declared group', () => {
  const client = clientOf<PostulanteOfertaApi>('/postulanteOferta', {
    create: 'POST /create',
    removeById: 'POST /removeById',
    postulantMyApplicants: 'GET /postulantMyApplicants',
    offerMyApplicants: 'GET /offerMyApplicants/:id',
    offerMyApplicantsBody: 'POST /offerMyApplicants',
    updateEstado: 'PATCH /updateEstado/:id',
    appliedApplicant: 'GET /appliedApplicant',
    offerMyApplicantsExportExcel: 'GET /offerMyApplicantsExportExcel/:id',
    offerMyApplicantsExportCSV: 'GET /offerMyApplicantsExportCSV/:id',
  });

  it('sends each call with its method, path under the prefix and JSON body', async () => {
    const fetchMock = stubFetch({ state: true, data: [42], message: 'Postulaste a la oferta.' }, 201);
    const res = await client.create({ body: { id_oferta: 7, id_reclutador: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/postulanteOferta/create');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ id_oferta: 7, id_reclutador: 3 });
    expect(res.state && res.data[0]).toBe(42);
  });

  it('puts the query in the address and gives the typed optional of a success', async () => {
    const fetchMock = stubFetch({ state: true, data: [], message: '', optional: { current_page: 2, total_pages: 3, total: 25 } });
    const res = await client.postulantMyApplicants({ query: { page: 2 } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/postulanteOferta/postulantMyApplicants?page=2');
    if (!res.state) throw new Error('expected a success');
    expect(res.optional.total_pages).toBe(3);
  });

  it('a refusal keeps the message and the field errors', async () => {
    stubFetch({ state: false, data: [], message: 'Oferta inválida', optional: { errors: { id_oferta: 'Oferta inválida' } } }, 400);
    const res = await client.removeById({ body: { id: 1, id_oferta: 0 } });
    expect(res.state).toBe(false);
    expect(res.status).toBe(400);
    expect(res.optional?.errors).toEqual({ id_oferta: 'Oferta inválida' });
  });
});

describe('the route table', () => {
  it('must name every call with the declared method and path: a mistake does not compile', () => {
    const build = () =>
      clientOf<PostulanteOfertaApi>('/postulanteOferta', {
        // @ts-expect-error the declaration says POST /create
        create: 'GET /create',
        removeById: 'POST /removeById',
        postulantMyApplicants: 'GET /postulantMyApplicants',
        offerMyApplicants: 'GET /offerMyApplicants/:id',
        offerMyApplicantsBody: 'POST /offerMyApplicants',
        updateEstado: 'PATCH /updateEstado/:id',
        appliedApplicant: 'GET /appliedApplicant',
        offerMyApplicantsExportExcel: 'GET /offerMyApplicantsExportExcel/:id',
        offerMyApplicantsExportCSV: 'GET /offerMyApplicantsExportCSV/:id',
      });
    expect(build).not.toThrow();
  });
});

describe('a call whose success is a file', () => {
  it('has no client function: the browser opens its signed link itself', () => {
    const build = () =>
      clientOf<PostulantePremiumApi>('/postulantePremium', {
        isPremiumPostulant: 'GET /isPremiumPostulant',
        membresia: 'GET /membresia',
        getVideo: 'GET /getVideo/:id',
        getRecurso: 'GET /getRecurso/:id',
        // @ts-expect-error archivo answers with the file, not the envelope
        archivo: 'GET /archivo/:id',
      });
    expect(build).not.toThrow();
  });
});

describe('fillPath', () => {
  it('replaces each :name with its encoded value', () => {
    expect(fillPath('/removeMyOffer/:id', { id: 12 })).toBe('/removeMyOffer/12');
    expect(fillPath('/validateAccount/:token', { token: 'a/b c' })).toBe('/validateAccount/a%2Fb%20c');
  });
});
