/**
 * Authoring tool, not run by the app: makes the demo premium videos under src/db/seed/assets/ (docs/premium.md,
 * "Demo data"). Each is a title slide of one demo video, drawn by Chromium at 640x360 in the brand colours and
 * saying it is a demo, turned by ffmpeg into a 12-second H.264 MP4 without sound, with a progress bar along the
 * bottom so that it visibly plays. Needs /usr/bin/chromium and ffmpeg (`apt-get install -y ffmpeg`); run with
 * `node --import tsx apps/api/scripts/demo-videos.ts` and commit the MP4 files it writes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PREMIUM, DEMO_VIDEO_SECONDS, demoAsset } from '../src/db/seed/demo-premium.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const slide = (titulo: string, carpeta: string) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 640px; height: 360px; overflow: hidden; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
    background: linear-gradient(135deg, #8c162c 0%, #a8172f 45%, #e1324f 100%); color: #fff; }
  .wrap { box-sizing: border-box; height: 100%; padding: 28px 36px 30px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 17px; }
  .brand svg { width: 30px; height: 30px; }
  .premium { margin-left: auto; background: #fbbf24; color: #451a03; border-radius: 999px; padding: 3px 12px; font-size: 12px; }
  .carpeta { margin-top: 34px; font-size: 13px; letter-spacing: 1.5px; text-transform: uppercase; color: #ffe0e3; font-weight: 700; }
  h1 { margin: 8px 0 0; font-size: 27px; line-height: 1.22; }
  .aviso { margin-top: auto; background: rgba(255,255,255,0.95); color: #8c162c; border-radius: 10px; padding: 10px 14px;
    font-size: 13.5px; line-height: 1.35; font-weight: 700; }
</style></head><body><div class="wrap">
  <div class="brand"><svg viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#fff"/><path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#c81e3a"/></svg>
    PractiPerú <span class="premium">Contenido Premium</span></div>
  <div class="carpeta">${escape(carpeta)}</div>
  <h1>${escape(titulo)}</h1>
  <div class="aviso">Video de demostración — en producción, el administrador sube el video en Contenido premium.</div>
</div></body></html>`;

const work = mkdtempSync(path.join(tmpdir(), 'demo-videos-'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
  for (const item of DEMO_PREMIUM) {
    if (!('video' in item.file)) continue;
    const png = path.join(work, `${item.file.video}.png`);
    await page.setContent(slide(item.titulo, item.folder_name ?? ''));
    await page.screenshot({ path: png });
    const out = demoAsset(item.file.video);
    // A still slide with a brand-coloured bar growing along the bottom; Main profile, yuv420p and faststart play
    // everywhere (Chromium, Firefox, Safari, phones) and start before the whole file has arrived.
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-loop', '1', '-framerate', '15', '-i', png],
      ...['-f', 'lavfi', '-i', 'color=c=0xfbbf24:s=640x6:r=15'],
      ...['-filter_complex', `[0:v][1:v]overlay=x='-W+W*t/${DEMO_VIDEO_SECONDS}':y=H-6:shortest=1,format=yuv420p`],
      ...['-t', String(DEMO_VIDEO_SECONDS), '-c:v', 'libx264', '-profile:v', 'main', '-level', '3.0', '-preset', 'veryslow'],
      ...['-tune', 'stillimage', '-crf', '26', '-an', '-movflags', '+faststart', out],
    ]);
    console.log(`${path.basename(out)}  ${statSync(out).size} bytes  ${item.titulo}`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
