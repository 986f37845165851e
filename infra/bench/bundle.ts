/**
 * Benchmark: what a visitor's browser loads before the first screen. The UI is built for
 * production and served by the app's own API (a bench stack, bench-stack.ts); in Debian's
 * Chromium, each public route (`/`, the landing page, and `/login`, the auth screen) is opened
 * ROUNDS times in a fresh context (a cold cache) and we record:
 *  - every JavaScript file the page loaded, gzipped (zlib's default level, what a compressing
 *    proxy serves), and whether any holds the workflow editor's code (it must stay lazy);
 *  - the Largest Contentful Paint of `/` (the browser's own PerformanceObserver entry), and which
 *    element it was.
 * Goals (issue 16): ≤ 150 KiB of JavaScript per route, LCP of `/` ≤ 1.0 s.
 * Run: npm run bench -- bundle.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser } from '@playwright/test';
import { type BenchFigure, median } from './bench-report';
import { startBenchStack } from './bench-stack';
import { launchChromium, viteBuild } from './ui-build';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_KIB = 150;
const GOAL_LCP_MS = 1000;

/** In the page: the latest Largest Contentful Paint entry, and a short name for its element. */
const LATEST_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const element = last.element;
    resolve({
      ms: last.startTime,
      element: element
        ? '<' + element.tagName.toLowerCase() + '> "' + (element.textContent || '').trim().slice(0, 40) + '"'
        : 'unknown',
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

interface RouteLoad {
  scripts: string[];
  lcpMs: number;
  lcpElement: string;
}

/** Opens `url` in a fresh context; answers the scripts it loaded and its LCP once idle. */
async function load(browser: Browser, url: string): Promise<RouteLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate<{ ms: number; element: string }>(LATEST_LCP);
    return { scripts: [...scripts].sort(), lcpMs: lcp.ms, lcpElement: lcp.element };
  } finally {
    await context.close();
  }
}

/** The scripts' gzipped size in bytes, read from the build, and whether any holds editor code. */
async function weigh(dist: string, scripts: string[]) {
  let gzipped = 0;
  let raw = 0;
  let editor = false;
  const files: { script: string; gzipped: number }[] = [];
  for (const script of scripts) {
    const code = await readFile(path.join(dist, script));
    raw += code.length;
    files.push({ script, gzipped: gzipSync(code).length });
    gzipped += files.at(-1)!.gzipped;
    const text = code.toString('utf8');
    if (text.includes('react-flow__') || text.includes('xyflow')) editor = true;
  }
  const heaviest = files.sort((a, b) => b.gzipped - a.gzipped).slice(0, 5);
  return { gzipped, raw, editor, heaviest };
}

export async function run(): Promise<BenchFigure[]> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-bundle-'));
  try {
    console.log('▸ Building the app for production…');
    viteBuild(['--outDir', dist]);
    const stack = await startBenchStack({ uiDistDir: dist });
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const figures: BenchFigure[] = [];
      for (const route of ['/', '/login']) {
        const loads: RouteLoad[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          loads.push(await load(browser, `${stack.apiUrl}${route}`));
        }
        // Every round of a route loads the same files; the first round's are weighed.
        const weight = await weigh(dist, loads[0]!.scripts);
        const kib = weight.gzipped / 1024;
        console.log(
          `${route.padEnd(7)} ${loads[0]!.scripts.length} scripts, ${(weight.raw / 1024).toFixed(0)} KiB, ${kib.toFixed(1)} KiB gzipped; ${weight.editor ? 'HOLDS EDITOR CODE' : 'no editor code'}`,
        );
        console.log(
          `        heaviest: ${weight.heaviest.map((f) => `${path.basename(f.script)} ${(f.gzipped / 1024).toFixed(1)}`).join(', ')} (KiB gzipped)`,
        );
        figures.push({
          benchmark: 'bundle',
          measure: `JavaScript loaded by ${route}, gzipped (${loads[0]!.scripts.length} files${weight.editor ? ', editor code in it' : ', no editor code'})`,
          value: `${kib.toFixed(1)} KiB`,
          goal: `≤ ${GOAL_KIB} KiB, editor lazy`,
          met: kib <= GOAL_KIB && !weight.editor,
        });
        if (route === '/') {
          const lcp = median(loads.map((l) => l.lcpMs));
          const elements = [...new Set(loads.map((l) => l.lcpElement))].join(', ');
          console.log(
            `/       LCP median ${lcp.toFixed(0)} ms over ${ROUNDS} cold loads (${loads.map((l) => l.lcpMs.toFixed(0)).join(', ')}); element ${elements}`,
          );
          figures.push({
            benchmark: 'bundle',
            measure: `Largest Contentful Paint of / on localhost, cold cache, median of ${ROUNDS}`,
            value: `${lcp.toFixed(0)} ms`,
            goal: `≤ ${GOAL_LCP_MS} ms`,
            met: lcp <= GOAL_LCP_MS,
          });
        }
      }
      return figures;
    } finally {
      await browser?.close();
      await stack.stop();
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
