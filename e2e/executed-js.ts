/**
 * What a page load costs the phone's processor, measured so that the figure depends on the code and not on the
 * machine's speed: the JavaScript the page *executes* until it is interactive (Chrome's precise coverage, function
 * granularity: the bytes of the functions that ran at least once, the bodies of inner functions that never ran left
 * out), the number of elements in the document once the page is interactive, and the `Intl` objects the page made
 * by then. Used by e2e/first-paint-budget.spec.ts and by `npm run first-paint`.
 *
 * Why `Intl`: making the first formatter or segmenter of a page loads the locale's (and the time zone's) data, native
 * work that coverage does not see: 120 to 200 ms of a phone's main thread at 4× CPU slowdown, measured on
 * 30 November 2026 (docs/performance.md).
 */
import { expect, type Page } from '@playwright/test';

export interface LoadFigures {
  /** Bytes of the page's own scripts (same origin) inside functions that ran before the page was interactive. */
  executedBytes: number;
  /** Bytes of the page's own scripts that Chromium parsed (everything it downloaded and compiled). */
  scriptBytes: number;
  /**
   * Elements in the document at the first contentful paint, for information only: when the machine is busy the first
   * frame may come after more of the page was drawn, so this count depends on its speed.
   */
  domAtFirstPaint: number;
  /** Elements in the document once the page is interactive. */
  domWhenReady: number;
  /** The `Intl` objects made before the page was interactive, by kind ('DateTimeFormat', 'Segmenter'…), sorted. */
  intlMade: string[];
  /** Executed bytes per file, largest first (for finding what grew). */
  byFile: Array<[file: string, executed: number, size: number]>;
}

declare global {
  interface Window {
    __domAtFirstPaint?: number;
    __intlMade?: string[];
  }
}

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}
interface ScriptCoverage {
  scriptId: string;
  url: string;
  functions: Array<{ functionName: string; ranges: CoverageRange[] }>;
}

/**
 * Bytes of a script inside functions that ran: every function's range marks its bytes as run or not, the inner
 * functions after the outer ones (an inner function that never ran is not counted even when its outer one ran).
 */
export function executedBytesOf(functions: ScriptCoverage['functions']): number {
  const ranges = functions.map((f) => f.ranges[0]).filter((r): r is CoverageRange => !!r);
  if (!ranges.length) return 0;
  const size = Math.max(...ranges.map((r) => r.endOffset));
  const ran = new Uint8Array(size);
  ranges.sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  let total = 0;
  for (const b of ran) total += b;
  return total;
}

/**
 * Counts, in `window.__intlMade`, every way a page makes an `Intl` object: the constructors (some callable without
 * `new`) and the methods of Date, Number and String that make one on each call. A string, not a function: the
 * TypeScript loader would add helpers to a function's code that the page does not have.
 */
const COUNT_INTL = `{
  const made = (window.__intlMade = []);
  for (const kind of ['DateTimeFormat', 'NumberFormat', 'Segmenter', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames']) {
    const original = Intl[kind];
    if (!original) continue;
    Intl[kind] = new Proxy(original, {
      construct(target, args, newTarget) { made.push(kind); return Reflect.construct(target, args, newTarget); },
      apply(target, self, args) { made.push(kind); return Reflect.apply(target, self, args); },
    });
  }
  for (const [proto, name] of [[Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'], [Number.prototype, 'toLocaleString'], [String.prototype, 'localeCompare']]) {
    const original = proto[name];
    proto[name] = function (...args) { made.push(name); return original.apply(this, args); };
  }
}`;

/**
 * Loads `path` in `page` (a fresh context: cold cache) and measures it. The page is interactive when its main
 * heading is visible, `ready` (the page's own content) is visible and the network has been idle.
 */
export async function measureLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<LoadFigures> {
  await page.addInitScript(COUNT_INTL);
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) {
        window.__domAtFirstPaint = document.getElementsByTagName('*').length;
        observer.disconnect();
      }
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  const sources = new Map<string, number>();
  cdp.on('Debugger.scriptParsed', (e: { scriptId: string; length?: number }) => sources.set(e.scriptId, e.length ?? 0));
  await cdp.send('Debugger.enable');
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await ready(page);
  await page.waitForLoadState('networkidle');
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  await cdp.send('Profiler.stopPreciseCoverage');
  await cdp.send('Debugger.disable');
  const origin = new URL(page.url()).origin;
  const byFile: LoadFigures['byFile'] = [];
  let executedBytes = 0;
  let scriptBytes = 0;
  for (const script of result) {
    if (!script.url.startsWith(origin)) continue;
    const executed = executedBytesOf(script.functions);
    const size = sources.get(script.scriptId) ?? 0;
    executedBytes += executed;
    scriptBytes += size;
    byFile.push([new URL(script.url).pathname, executed, size]);
  }
  byFile.sort((a, b) => b[1] - a[1]);
  const { domAtFirstPaint, domWhenReady, intlMade } = await page.evaluate(() => ({
    domAtFirstPaint: window.__domAtFirstPaint ?? -1,
    domWhenReady: document.getElementsByTagName('*').length,
    intlMade: [...(window.__intlMade ?? [])].sort(),
  }));
  await cdp.detach();
  return { executedBytes, scriptBytes, domAtFirstPaint, domWhenReady, intlMade, byFile };
}
