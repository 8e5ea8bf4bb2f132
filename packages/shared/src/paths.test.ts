/** After logging in, the user goes back to the page kept in `?volver=`, but never to another site. */
import { describe, expect, it } from 'vitest';
import { areaHome, areaLogin, paths, safeReturnPath } from './paths.ts';

describe('safeReturnPath', () => {
  it.each([
    '/postulantes/curriculum?x=1',
    '/postulantes/curriculum',
    '/empresas/mis-publicaciones/17/postulantes?page=2#top',
    '/ofertas/practicante-de-marketing-42',
  ])('keeps the same-site page %s', (value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/postulantes/'],
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL to this site', 'https://practiperu.pe/postulantes/'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['only backslashes', '\\\\evil.com'],
    ['a script URL', 'javascript:alert(document.cookie)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'postulantes/curriculum'],
    ['a tab that browsers drop, leaving //', '/\t/evil.com'],
    ['a newline that browsers drop, leaving //', '/\n/evil.com'],
    ['an empty value', ''],
  ])('refuses %s', (_story, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('area paths', () => {
  it('each area has its login and home (administrators at /admin/inicio-sesion)', () => {
    expect(areaLogin('postulantes')).toBe('/postulantes/inicio-sesion');
    expect(areaLogin('empresas')).toBe('/empresas/inicio-sesion');
    expect(areaLogin('admin')).toBe('/admin/inicio-sesion');
    expect(areaHome('postulantes')).toBe(paths.postulantes.home);
    expect(areaHome('empresas')).toBe('/empresas/');
    expect(areaHome('admin')).toBe('/admin/');
  });

  it('every path of the app is a safe return target', () => {
    const all: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node === 'string') all.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(paths);
    for (const p of all) expect(safeReturnPath(p), p).toBe(p);
  });
});
