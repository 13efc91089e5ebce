#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 13 with its default mobile settings (simulated throttling) on the public site's main
// pages, against the portal started exactly as a person starts it — `npm start`, with its embedded PostgreSQL and demo
// data, on free ports. Three runs per page, each in a fresh Debian Chromium with Lighthouse's own flags; prints every
// run, the median of each figure, and the load average around the runs.
// Simulated throttling multiplies the main thread's observed work by four: on a busy machine every task looks longer,
// so Total Blocking Time and the score fall with the load (docs/performance.md "Web vitals"). Run it on an idle machine.
// Targets: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, accessibility 100, SEO 100 (median of three).
// Each page is measured in each language, named by the URL (`?lang=`): Lighthouse's browser asks for en-US, so a page
// without it opens in English, as for any visitor whose browser prefers English (docs/i18n.md).
// Options: RUNS=3, PAGES=/public,/public/planned,/public/faq, LANGS=pl,uk,en, BENCH_JSON=file (all runs' figures as JSON),
// BENCH_LHR_DIR=folder (each run's whole Lighthouse report, to see what blocks the main thread).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`Lighthouse 13 needs Node.js 22.19 or later; this is ${process.version}. Run the bench with a newer Node.js.`);
  process.exit(2);
}
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');

const ROOT = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Headless on a closed network (NOTES-environment: browser tests); Lighthouse adds its own flags to these.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const freePort = () =>
  new Promise((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/** `npm start` with only the ports and the data folder set, as README's quick start runs it; resolves once it answers. */
async function npmStart(env) {
  const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://localhost:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`npm start did not answer within 120 s:\n${output.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { baseUrl, stop };
}

const RUNS = Number(process.env.RUNS ?? 3);
const LANGS = (process.env.LANGS ?? 'pl,uk,en').split(',').filter(Boolean);
const PAGES = (process.env.PAGES ?? '/public,/public/planned,/public/faq')
  .split(',')
  .flatMap((page) => (page.includes('lang=') || !LANGS.length ? [page] : LANGS.map((lang) => `${page}${page.includes('?') ? '&' : '?'}lang=${lang}`)));
export const TARGETS = { performance: 90, accessibility: 100, seo: 100, lcpMs: 2500, cls: 0.1, tbtMs: 200 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run of one page in a Chromium of its own (no cache or storage carried between runs). */
async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    if (process.env.BENCH_LHR_DIR)
      writeFileSync(join(process.env.BENCH_LHR_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), result.report);
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (its page did not paint in time, the browser went away) has no figures.
    if (runtimeError || audits['cumulative-layout-shift']?.numericValue === undefined)
      throw new Error(`Lighthouse gave no figures: ${runtimeError?.code ?? 'no metrics'} ${runtimeError?.message ?? ''}`);
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
const portal = await npmStart({ PORT: String(await freePort()), DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) });
const loadBefore = loadavg();
const rows = [];
const all = {};
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let run;
      // A run without figures is repeated (twice at most) rather than ending the whole bench; it is said.
      for (let attempt = 1; !run; attempt++) {
        try {
          run = await measure(`${portal.baseUrl}${path}`);
        } catch (error) {
          if (attempt === 3) throw error;
          console.log(`${path} run ${i + 1}: ${error.message}; measured again`);
        }
      }
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
const lighthouseVersion = JSON.parse((await import('node:fs')).readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
const chromiumVersion = (await import('node:child_process'))
  .execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  .trim();

console.log(
  `\nLighthouse ${lighthouseVersion}, ${RUNS}× per page, default mobile settings (simulated throttling), median of each figure; Chromium ${chromiumVersion}`,
);
console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
if (Math.max(loadBefore[0], loadAfter[0]) > 0.7)
  console.log('The machine was busy during the runs: simulated throttling scales what it observes, so these figures understate the site.');
console.log('| Page | Performance | FCP | LCP | CLS | TBT | Accessibility | SEO | Targets met |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${r.accessibility} | ${r.seo} | ${r.ok ? 'yes' : 'NO'} |`,
  );
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ loadBefore, loadAfter, rows, runs: all }, null, 2));
