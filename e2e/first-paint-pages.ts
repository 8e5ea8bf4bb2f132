/**
 * The six pages Lighthouse measures (e2e/lighthouse.ts), as e2e/first-paint-budget.spec.ts and `npm run
 * first-paint` load them: what shows that each is drawn, and how to reach it (the signed-in ones with the demo
 * accounts' tokens).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'Demo12345';

export interface FirstPaintPage {
  name: string;
  /** Phone width, as Lighthouse's mobile run; /ofertas also at a desktop's (its filters differ). */
  width: number;
  ready: (page: Page) => Promise<void>;
  path: (request: APIRequestContext, token?: string) => Promise<string>;
  login?: { call: 'loginPostulant' | 'loginRecruiter'; email: string };
}

async function firstPublicOffer(request: APIRequestContext): Promise<string> {
  const search = (await (await request.get('/api/publico/ofertas')).json()) as { data: Array<{ ruta_publica: string }> };
  return search.data[0]!.ruta_publica;
}

export const FIRST_PAINT_PAGES: FirstPaintPage[] = [
  {
    name: 'applicant login',
    width: 412,
    path: async () => '/postulantes/inicio-sesion',
    ready: (page) => expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible(),
  },
  {
    name: 'recruiter login',
    width: 412,
    path: async () => '/empresas/inicio-sesion',
    ready: (page) => expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible(),
  },
  {
    name: 'search',
    width: 412,
    path: async () => '/ofertas',
    ready: (page) => expect(page.getByRole('list', { name: 'Resultados de la búsqueda' })).toBeVisible(),
  },
  {
    name: 'search on a desktop',
    width: 1280,
    path: async () => '/ofertas',
    ready: (page) => expect(page.getByRole('list', { name: 'Resultados de la búsqueda' })).toBeVisible(),
  },
  {
    name: 'public offer page',
    width: 412,
    path: firstPublicOffer,
    ready: (page) => expect(page.getByRole('link', { name: /postular/i }).first()).toBeVisible(),
  },
  {
    name: 'applicant home',
    width: 412,
    login: { call: 'loginPostulant', email: 'postulante@demo.pe' },
    path: async () => '/postulantes/',
    ready: (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: "recruiter's applicant list",
    width: 412,
    login: { call: 'loginRecruiter', email: 'empresa@demo.pe' },
    path: async (request, token) => {
      const mine = (await (await request.get('/api/oferta/myList?page=1', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: Array<{ id: number; total_postulantes: number }>;
      };
      const busiest = [...mine.data].sort((a, b) => b.total_postulantes - a.total_postulantes)[0]!;
      return `/empresas/mis-publicaciones/${busiest.id}/postulantes`;
    },
    ready: (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
];

/** The page's address; for a signed-in page, the token is put where the web app keeps it before the page's scripts. */
export async function pagePath(spec: FirstPaintPage, request: APIRequestContext, page: Page): Promise<string> {
  let token: string | undefined;
  if (spec.login) {
    const res = await request.post(`/api/auth/${spec.login.call}`, { data: { email: spec.login.email, password: PASSWORD } });
    token = ((await res.json()) as { token: string }).token;
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
  }
  return spec.path(request, token);
}
