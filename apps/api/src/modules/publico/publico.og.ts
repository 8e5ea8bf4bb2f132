/**
 * The preview image of an offer without a company logo (decision 022): a 1200×630 PNG card with the brand, the
 * offer's title (on two or three lines, cut with '…'), the company and the place, for the `og:image` and
 * `twitter:image` of its public page. Laid out by satori (Vercel's HTML/CSS-to-SVG engine for Open Graph cards:
 * it measures, wraps and clamps the text with the font itself) with the Inter font files of
 * @expo-google-fonts/inter, then rendered to PNG by resvg (@resvg/resvg-js, a prebuilt binary in its npm package),
 * so every machine draws the same image without system fonts.
 */
import { renderAsync } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';

export const OG_ANCHO = 1200;
export const OG_ALTO = 630;

/** The image's path beside its page: `/ofertas/{alias}-{id}/og.png`. */
export const rutaImagenOg = (rutaPublica: string) => `${rutaPublica}/og.png`;

const require = createRequire(import.meta.url);
const FUENTES = {
  negrita: require.resolve('@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf'),
  seminegrita: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
};
let fuentes: Font[] | null = null;
const cargarFuentes = () =>
  (fuentes ??= [
    { name: 'Inter', data: readFileSync(FUENTES.negrita), weight: 800, style: 'normal' },
    { name: 'Inter', data: readFileSync(FUENTES.seminegrita), weight: 600, style: 'normal' },
  ]);

const BRAND = '#c81e3a';
const BRAND_50 = '#fff1f2';
const BRAND_700 = '#a8172f';
const SLATE_900 = '#0f172a';
const SLATE_700 = '#334155';
const SLATE_500 = '#64748b';
const MARGEN = 80;
const ANCHO_TEXTO = OG_ANCHO - 2 * MARGEN;
const LEMA = 'Prácticas preprofesionales y profesionales en el Perú';
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/><path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff"/></svg>`,
)}`;
/** Inter's ascender, in em: with a line height of 1.2 the baseline is this far below the top of a line (±1 px). */
const ASCENSO = 0.964;

// ------------------------------------------------------------------ elements for satori (no React needed)

type Estilo = Record<string, string | number>;
type Nodo = string | { type: string; key: null; props: { style?: Estilo; src?: string; children?: Nodo | Nodo[] } };
type Elemento = Parameters<typeof satori>[0];

/** An element; strings among its children are text, never markup. */
const el = (type: string, style: Estilo, children?: Nodo | Nodo[]): Nodo => ({ type, key: null, props: { style, children } });
const img = (src: string, style: Estilo): Nodo => ({ type: 'img', key: null, props: { src, style } });
/** A line of text, cut with '…' when it is longer than its width. */
const linea = (texto: string, style: Estilo): Nodo =>
  el('div', { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, texto);
/** Absolutely placed at (x, y): `y` of a text is its first baseline. */
const en = (x: number, y: number, style: Estilo = {}): Estilo => ({ position: 'absolute', left: x, top: y, ...style });
const base = (baseline: number, size: number) => baseline - Math.round(ASCENSO * size);

// ------------------------------------------------------------------ the card

export interface DatosTarjeta {
  titulo: string;
  empresa: string;
  lugar: string;
}

const estiloTitulo = (size: number): Estilo => ({ width: ANCHO_TEXTO, fontSize: size, fontWeight: 800, lineHeight: 1.2 });

/** How many lines the whole title takes at `size` in the card's width (satori's own layout, without drawing). */
async function lineasDelTitulo(titulo: string, size: number): Promise<number> {
  let alto = 0;
  await satori(el('div', { display: 'flex', width: ANCHO_TEXTO, fontFamily: 'Inter' }, el('div', estiloTitulo(size), titulo)) as Elemento, {
    width: ANCHO_TEXTO,
    fonts: cargarFuentes(),
    embedFont: false,
    onNodeDetected: (n) => {
      if (n.textContent === titulo) alto = Math.max(alto, n.height);
    },
  });
  return Math.round(alto / (size * 1.2));
}

/** The card as SVG (text as glyph paths: user text never becomes markup). */
export async function svgDeTarjeta(d: DatosTarjeta): Promise<string> {
  // Two lines at 72 px when the title fits; else three at 60 px, cut with '…' past that.
  const size = (await lineasDelTitulo(d.titulo, 72)) <= 2 ? 72 : 60;
  const lineas = size === 72 ? 2 : 3;
  const alto = Math.round(size * 1.2);
  // The empresa's baseline 72 px under the title's last; the place's 50 px under it.
  const bajoTitulo = 72 - (alto - Math.round(ASCENSO * size)) - Math.round(ASCENSO * 36);
  const bajoEmpresa = 50 - (Math.round(36 * 1.2) - Math.round(ASCENSO * 36)) - Math.round(ASCENSO * 30);
  const tarjeta = el(
    'div',
    { display: 'flex', position: 'relative', width: OG_ANCHO, height: OG_ALTO, backgroundColor: '#ffffff', fontFamily: 'Inter' },
    [
      el('div', en(0, 0, { width: 16, height: OG_ALTO, backgroundColor: BRAND })),
      img(LOGO, en(MARGEN, 60, { width: 64, height: 64 })),
      el('div', en(MARGEN + 84, base(110, 44), { display: 'flex', fontSize: 44, fontWeight: 800, lineHeight: 1.2, color: SLATE_900 }), [
        'Practi',
        el('span', { color: BRAND }, 'Perú'),
      ]),
      el('div', en(MARGEN, base(190 + size, size), { display: 'flex', flexDirection: 'column', width: ANCHO_TEXTO }), [
        el('div', { ...estiloTitulo(size), color: SLATE_900, lineClamp: lineas }, d.titulo),
        linea(d.empresa, { marginTop: bajoTitulo, fontSize: 36, fontWeight: 600, lineHeight: 1.2, color: SLATE_700 }),
        ...(d.lugar ? [linea(d.lugar, { marginTop: bajoEmpresa, fontSize: 30, fontWeight: 600, lineHeight: 1.2, color: SLATE_500 })] : []),
      ]),
      el('div', en(0, 550, { width: OG_ANCHO, height: 80, backgroundColor: BRAND_50 })),
      linea(LEMA, en(MARGEN, base(600, 28), { fontSize: 28, fontWeight: 600, lineHeight: 1.2, color: BRAND_700 })),
    ],
  );
  return satori(tarjeta as Elemento, { width: OG_ANCHO, height: OG_ALTO, fonts: cargarFuentes() });
}

/** Rendered cards by their text: a card is laid out and drawn once per text and process (about 40 KB each). */
const hechas = new Map<string, { png: Buffer; etag: string }>();
const HECHAS_MAX = 200;

/** The PNG and its ETag (a hash of the SVG: the same text gives the same image). Rasterized off the event loop. */
export async function pngDeTarjeta(d: DatosTarjeta): Promise<{ png: Buffer; etag: string }> {
  const clave = JSON.stringify([d.titulo, d.empresa, d.lugar]);
  const cached = hechas.get(clave);
  if (cached) return cached;
  const svg = await svgDeTarjeta(d);
  const etag = `"og-${createHash('sha1').update(svg).digest('base64url')}"`;
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const hecha = { png: Buffer.from(image.asPng()), etag };
  if (hechas.size >= HECHAS_MAX) hechas.delete(hechas.keys().next().value as string);
  hechas.set(clave, hecha);
  return hecha;
}
