/**
 * `npm run first-paint -- --url http://localhost:3000`: the executed JavaScript and DOM size of the six pages
 * Lighthouse measures (e2e/executed-js.ts), at a phone's width, printed per page with its largest files. The figures
 * depend on the code, not on the machine: they are what e2e/first-paint-budget.spec.ts holds to its budgets.
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './chromium.ts';
import { measureLoad } from './executed-js.ts';
import { FIRST_PAINT_PAGES, pagePath } from './first-paint-pages.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    only: { type: 'string' },
    files: { type: 'boolean' },
    width: { type: 'string' },
  },
});
const base = args.url!.replace(/\/+$/, '');
const browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
try {
  for (const spec of FIRST_PAINT_PAGES.filter((p) => !args.only || p.name.includes(args.only))) {
    const width = Number(args.width ?? spec.width);
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 823 }, locale: 'es-PE' });
    const page = await context.newPage();
    const path = await pagePath(spec, context.request, page);
    const f = await measureLoad(page, path, spec.ready);
    console.log(
      `${spec.name} (${width} px): executed ${(f.executedBytes / 1000).toFixed(1)} KB of ${(f.scriptBytes / 1000).toFixed(1)} KB; ` +
        `DOM ${f.domAtFirstPaint} at first paint, ${f.domWhenReady} when ready; Intl made: ${f.intlMade.join(', ') || 'none'}`,
    );
    if (args.files)
      for (const [file, ex, size] of f.byFile) console.log(`    ${file}: ${(ex / 1000).toFixed(1)} / ${(size / 1000).toFixed(1)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
}
