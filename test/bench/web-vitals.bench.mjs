#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) on the public site's main pages against the
// built server, which runs with its own embedded PostgreSQL and demo data on free ports, as the journeys start it.
// Three runs per page, each in a fresh Debian Chromium; prints the median of each figure and the load average.
// Targets (issue 16): performance ≥ 90, CLS ≤ 0.1, LCP ≤ 2.5 s, TBT ≤ 200 ms, accessibility 100, SEO 100.
// Options: RUNS=3, PAGES=/public,/public/planned,/public/faq, BENCH_JSON=file (all runs' figures as JSON),
// BENCH_LHR_DIR=folder (each run's whole Lighthouse report, to see what blocks the main thread).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const here = import.meta.dirname;
// portal-process.ts and chromium.ts are written for Playwright's CommonJS loader; Node's type stripping loads them as
// ES modules, where the __dirname they read is the global one.
globalThis.__dirname = resolve(here, '..', 'support');
const { freePort, startPortal } = await import('../support/portal-process.ts');
const { chromiumLaunchOptions } = await import('../support/chromium.ts');

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = (process.env.PAGES ?? '/public,/public/planned,/public/faq').split(',');
export const TARGETS = { performance: 90, accessibility: 100, seo: 100, lcpMs: 2500, cls: 0.1, tbtMs: 200 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run of one page in a Chromium of its own (no cache or storage carried between runs). */
async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    if (process.env.BENCH_LHR_DIR)
      writeFileSync(join(process.env.BENCH_LHR_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), result.report);
    const { categories, audits } = result.lhr;
    const failed = (category) =>
      categories[category].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => ref.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      failing: [...failed('accessibility'), ...failed('seo')],
      // What moved, for a CLS above zero: Lighthouse's own list of the shifts and their elements.
      shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${item.score.toFixed(3)}`),
    };
  } finally {
    await chrome.kill();
  }
}

const meets = (m) =>
  m.performance >= TARGETS.performance &&
  m.accessibility >= TARGETS.accessibility &&
  m.seo >= TARGETS.seo &&
  m.lcpMs <= TARGETS.lcpMs &&
  m.cls <= TARGETS.cls &&
  m.tbtMs <= TARGETS.tbtMs;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-web-vitals-'));
const portal = await startPortal({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), DEMO_DATA: 'true' });
const loadBefore = loadavg();
const rows = [];
const all = {};
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(`${portal.baseUrl}${path}`);
      console.log(
        `${path} run ${i + 1}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, a11y ${run.accessibility}, SEO ${run.seo}${run.failing.length ? ` (failing: ${run.failing.join(', ')})` : ''}${run.shifts.length ? ` (shifted: ${run.shifts.join('; ')})` : ''}`,
      );
      runs.push(run);
    }
    all[path] = runs;
    const m = Object.fromEntries(['performance', 'accessibility', 'seo', 'lcpMs', 'cls', 'tbtMs', 'fcpMs'].map((k) => [k, median(runs.map((r) => r[k]))]));
    rows.push({ path, ...m, ok: meets(m) });
  }
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

console.log(`\nLighthouse ${RUNS}× per page, mobile preset (simulated throttling), median of each figure`);
console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
console.log('| Page | Performance | FCP | LCP | CLS | TBT | Accessibility | SEO | Targets met |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${r.accessibility} | ${r.seo} | ${r.ok ? 'yes' : 'NO'} |`,
  );
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ loadBefore, loadAfter, rows, runs: all }, null, 2));
