/**
 * The demo companies' logos, drawn when seeding (no image leaves or enters the repository): the company's initials
 * in Inter over a shape in its colour, with a motif of its kind of business, as an SVG rendered to a 256×256 PNG by
 * resvg (@resvg/resvg-js, already used for the offers' preview cards) with the Inter font of
 * @expo-google-fonts/inter and no system fonts, so every machine draws the same bytes. The PNG goes through the
 * storage like a company's upload (PNG under 1,000,000 bytes, checked by its bytes).
 */
import { renderAsync } from '@resvg/resvg-js';
import { createRequire } from 'node:module';
import type { EmpresaDemo, Motivo } from './demo-mercado-empresas.ts';

const require = createRequire(import.meta.url);
const INTER_EXTRABOLD = require.resolve('@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf');

export const LOGO_LADO = 256;

/** Words that do not make the initials ("Banco Kuntur" → BK, "Hoteles Ruta del Sol Andino" → RS). */
const GENERICAS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'el',
  'con',
  'para',
  'banco',
  'financiera',
  'supermercados',
  'hoteles',
  'laboratorios',
  'industrias',
  'asociación',
  'agrícola',
  'agroindustrias',
  'conservas',
  'transportes',
  'boticas',
  'panificadora',
  'red',
  'educativa',
  'generadora',
  'minera',
  'pesquera',
  'distribuidora',
  'chocolates',
  'maderas',
  'cámara',
  'regional',
  'estudio',
  'centro',
]);

/** One or two letters for the logo: the first letters of the name's distinctive words. */
export function iniciales(nombre: string): string {
  const palabras = nombre.split(/\s+/).filter((p) => /^\p{L}/u.test(p));
  const propias = palabras.filter((p) => !GENERICAS.has(p.toLowerCase()));
  const fuente = propias.length > 0 ? propias : palabras;
  const letras = fuente.slice(0, 2).map((p) => p[0]!.toUpperCase());
  return letras.join('');
}

/** The motif, drawn in white at low opacity over the coloured shape (coordinates of a 256 × 256 box). */
function motivo(m: Motivo): string {
  const w = 'fill="#ffffff"';
  switch (m) {
    case 'montanas':
      return `<path d="M0 206 L70 118 L112 160 L160 96 L256 202 L256 256 L0 256 Z" ${w} fill-opacity="0.22"/>`;
    case 'ondas':
      return (
        `<path d="M0 190 C40 170 80 210 128 190 C176 170 216 210 256 190 L256 256 L0 256 Z" ${w} fill-opacity="0.2"/>` +
        `<path d="M0 214 C40 194 80 234 128 214 C176 194 216 234 256 214 L256 256 L0 256 Z" ${w} fill-opacity="0.18"/>`
      );
    case 'circuito':
      return (
        `<path d="M24 40 H84 V70 M232 216 H172 V186 M24 216 H60" stroke="#ffffff" stroke-opacity="0.3" stroke-width="8" fill="none"/>` +
        `<circle cx="84" cy="74" r="10" ${w} fill-opacity="0.35"/><circle cx="172" cy="182" r="10" ${w} fill-opacity="0.35"/>`
      );
    case 'hoja':
      return `<path d="M196 30 C120 40 86 96 104 168 C176 160 214 104 196 30 Z" ${w} fill-opacity="0.2"/>`;
    case 'sol':
      return `<circle cx="206" cy="52" r="76" ${w} fill-opacity="0.16"/><circle cx="206" cy="52" r="42" ${w} fill-opacity="0.14"/>`;
    case 'columnas':
      return `<path d="M40 70 L128 30 L216 70 Z M56 84 H80 V204 H56 Z M116 84 H140 V204 H116 Z M176 84 H200 V204 H176 Z M40 214 H216 V228 H40 Z" ${w} fill-opacity="0.18"/>`;
    case 'cruz':
      return `<path d="M176 20 H214 V58 H252 V96 H214 V134 H176 V96 H138 V58 H176 Z" ${w} fill-opacity="0.2"/>`;
    case 'flecha':
      return `<path d="M0 196 H160 V168 L236 214 L160 256 V230 H0 Z" ${w} fill-opacity="0.2"/>`;
    case 'libro':
      return `<path d="M28 196 C64 180 100 184 128 204 C156 184 192 180 228 196 V240 C192 226 156 230 128 250 C100 230 64 226 28 240 Z" ${w} fill-opacity="0.22"/>`;
    case 'manos':
      return `<circle cx="92" cy="210" r="54" ${w} fill-opacity="0.16"/><circle cx="164" cy="210" r="54" ${w} fill-opacity="0.16"/>`;
    case 'bloques':
      return `<rect x="176" y="24" width="56" height="56" rx="8" ${w} fill-opacity="0.2"/><rect x="24" y="176" width="56" height="56" rx="8" ${w} fill-opacity="0.2"/><rect x="100" y="196" width="36" height="36" rx="6" ${w} fill-opacity="0.16"/>`;
  }
}

/**
 * Three layouts, chosen by the company's position so neighbours differ: a coloured square, a coloured circle on
 * white, a white square with a coloured band.
 */
export function svgLogo(e: Pick<EmpresaDemo, 'nombre' | 'color' | 'motivo'>, estilo: 0 | 1 | 2): string {
  const letras = iniciales(e.nombre);
  const size = letras.length === 1 ? 132 : 104;
  const texto = (fill: string, y: number) =>
    `<text x="128" y="${y}" text-anchor="middle" font-family="Inter" font-weight="800" font-size="${size}" letter-spacing="-3" fill="${fill}">${letras}</text>`;
  const base = Math.round(128 + size * 0.36);
  let cuerpo: string;
  if (estilo === 0) {
    cuerpo = `<rect width="256" height="256" fill="${e.color}"/>${motivo(e.motivo)}${texto('#ffffff', base)}`;
  } else if (estilo === 1) {
    cuerpo =
      `<rect width="256" height="256" fill="#ffffff"/><clipPath id="c"><circle cx="128" cy="128" r="116"/></clipPath>` +
      `<g clip-path="url(#c)"><rect width="256" height="256" fill="${e.color}"/>${motivo(e.motivo)}</g>${texto('#ffffff', base)}`;
  } else {
    cuerpo =
      `<rect width="256" height="256" fill="#ffffff"/><g><rect y="196" width="256" height="60" fill="${e.color}"/></g>` +
      `<rect x="24" y="24" width="208" height="160" rx="20" fill="${e.color}" fill-opacity="0.1"/>${texto(e.color, base - 24)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_LADO}" height="${LOGO_LADO}" viewBox="0 0 256 256">${cuerpo}</svg>`;
}

/** The logo as PNG bytes, rasterized off the event loop (libuv's thread pool: the logos render in parallel). */
export async function pngLogo(e: Pick<EmpresaDemo, 'nombre' | 'color' | 'motivo'>, estilo: 0 | 1 | 2): Promise<Buffer> {
  const image = await renderAsync(svgLogo(e, estilo), {
    font: { fontFiles: [INTER_EXTRABOLD], loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return Buffer.from(image.asPng());
}
