// `npm run bench -- web`: the web app's goals on a phone (issue 19). Sizes the first route (`/`) from the
// build's chunk graph, then starts the stack (with demo data) and runs Lighthouse (mobile, simulated
// throttling, the system Chromium) and axe on `/`, `/browse`, a star page and a gig page.
// `npm run bench -- web --sizes-only` prints the sizes alone (no stack, no browser: cheap at any load).
// The gateway serves the pages over HTTPS with HTTP/2, as a deployed site is served (TLS_CERT_FILE, here a
// self-signed localhost certificate made for the run); `--http1` measures plain HTTP/1.1, as `npm start` serves
// locally, where a page's chunks queue for the browser's six connections.
// Each page's Lighthouse figures are the median of three runs (`--runs N` for another count): single runs
// of the simulated mobile load vary by 5-10 points on the 2-core machine.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, getLocally, startStack } from '../stack.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HTTP1 = process.argv.includes('--http1');
// The local certificate is self-signed: the browser is told to accept it.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'];
const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
const LANDING_SOURCE = 'src/app/routes/landing.tsx';
const GOALS = { jsKb: 170, cssKb: 40, performance: 90, accessibility: 95, axeSeriousOrCritical: 0 };

export async function run() {
  const [load1] = loadavg();
  console.log(
    `Machine load (1 min): ${load1.toFixed(2)} on ${availableParallelism()} cores. ${new Date().toISOString()}\n`,
  );
  const sizes = firstRouteSizes(WEB_DIST);
  console.log(
    `First route (/): JavaScript ${kb(sizes.js)} kB gz in ${sizes.jsFiles} files, CSS ${kb(sizes.css)} kB gz in ${sizes.cssFiles} files`,
  );
  const verdicts = [
    goal(`first-route JavaScript ≤ ${GOALS.jsKb} kB gz`, sizes.js / 1024 <= GOALS.jsKb, `${kb(sizes.js)} kB`),
    goal(`first-route CSS ≤ ${GOALS.cssKb} kB gz`, sizes.css / 1024 <= GOALS.cssKb, `${kb(sizes.css)} kB`),
  ];
  if (process.argv.includes('--sizes-only')) return printGoals(verdicts);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-web-'));
  chmodSync(dataDir, 0o755);
  console.log('Starting the stack (embedded defaults, private NATS, demo data)…');
  const stack = await startStack({
    dataDir,
    port: 0,
    mailPorts: { smtp: 0, web: 0 },
    privateNats: true,
    quiet: true,
    env: { LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', ...(HTTP1 ? {} : await localTlsEnv()) },
  });
  try {
    console.log(
      HTTP1
        ? 'Pages over plain HTTP/1.1 (--http1).'
        : 'Pages over HTTPS with HTTP/2 (--http1 for plain HTTP/1.1).',
    );
    const pages = await pagesToMeasure(stack.url);
    const runs = runCount();
    console.log(`Lighthouse: the median of ${runs} run${runs === 1 ? '' : 's'} per page.`);
    const rows = [];
    for (const [name, url] of pages) {
      const scores = await medianLighthouseScores(url, runs);
      const axe = await axeSeriousOrCritical(url);
      rows.push({ page: name, ...scores, axe });
    }
    console.log('');
    console.table(
      rows.map((row) => ({
        page: row.page,
        performance: row.performance,
        'performance runs': row.performanceRuns,
        accessibility: row.accessibility,
        'LCP (s)': row.lcpSeconds,
        'TBT (ms)': row.tbtMs,
        'axe serious+critical': row.axe.count,
      })),
    );
    for (const row of rows) {
      for (const violation of row.axe.violations) console.log(`  axe on ${row.page}: ${violation}`);
    }
    const worst = (key) => Math.min(...rows.map((row) => row[key]));
    verdicts.push(
      goal(
        `performance ≥ ${GOALS.performance} on every page`,
        worst('performance') >= GOALS.performance,
        `lowest ${worst('performance')}`,
      ),
      goal(
        `accessibility ≥ ${GOALS.accessibility} on every page`,
        worst('accessibility') >= GOALS.accessibility,
        `lowest ${worst('accessibility')}`,
      ),
      goal(
        'axe: no serious or critical violation',
        rows.every((row) => row.axe.count <= GOALS.axeSeriousOrCritical),
        `${rows.reduce((sum, row) => sum + row.axe.count, 0)} in all`,
      ),
    );
    printGoals(verdicts);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Gzipped bytes of the JavaScript and CSS the landing page needs before it can paint: the entry, the
 * landing page's lazy chunk and every chunk they import statically, with their CSS (from dist/.vite/manifest.json).
 */
export function firstRouteSizes(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry in the web build manifest; run `npm run build -w web`.');
  const visited = new Set();
  const visit = (key) => {
    if (visited.has(key) || !manifest[key]) return;
    visited.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  visit(LANDING_SOURCE);
  const js = new Set();
  const css = new Set();
  for (const key of visited) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const gz = (files) =>
    [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
      0,
    );
  return { js: gz(js), jsFiles: js.size, css: gz(css), cssFiles: css.size };
}

/** `/`, `/browse`, and the star and gig page of the first gig the browse list shows. */
async function pagesToMeasure(base) {
  const response = await getLocally(`${base}/api/get/GigsForScroll?page=1&limit=1`);
  const gig = JSON.parse(response.body).data?.[0];
  if (!gig) throw new Error('The demo data has no gig to measure.');
  const username = gig._influencer_id.username;
  return [
    ['/', `${base}/`],
    ['/browse', `${base}/browse`],
    [`/stars/${username}`, `${base}/stars/${username}`],
    [`/stars/${username}/gigs/${gig.slug}`, `${base}/stars/${username}/gigs/${gig.slug}`],
  ];
}

function runCount() {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of 1 or more.');
  return runs;
}

/** Each figure's median over `runs` Lighthouse runs of the page (the middle run for each, not one run's set). */
async function medianLighthouseScores(url, runs) {
  // A run Lighthouse itself fails (it sometimes loses the trace: NO_NAVSTART) is run again, twice at most.
  const results = [];
  for (let attempt = 0; results.length < runs; attempt += 1) {
    try {
      results.push(await lighthouseScores(url));
    } catch (error) {
      if (attempt >= runs + 1) throw error;
      console.log(`  Lighthouse failed on ${url} (${error.message}); running it again.`);
    }
  }
  const median = (key) => {
    const sorted = results.map((result) => result[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    lcpSeconds: median('lcpSeconds'),
    tbtMs: median('tbtMs'),
    performanceRuns: results.map((result) => result.performance).join('/'),
  };
}

export async function lighthouseScores(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // The default configuration is Lighthouse's mobile one: a phone screen, slow 4G and a 4x slower CPU.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.code);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcpSeconds: Number((audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

export async function axeSeriousOrCritical(url) {
  const { chromium } = await import('playwright-core');
  const { AxeBuilder } = await import('@axe-core/playwright');
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // axe needs a context of its own (it opens a page there to combine the frames' results).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // Sections out of view are left unstyled until scrolled to (content-visibility: auto): axe checks them all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return {
      count: serious.reduce((sum, v) => sum + v.nodes.length, 0),
      violations: serious.map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}`),
    };
  } finally {
    await browser.close();
  }
}

/** The gateway's TLS settings for a self-signed localhost certificate made for this run (test-kit). */
async function localTlsEnv() {
  const { localhostTls } = await import('@lobby/test-kit');
  const { certFile, keyFile } = await localhostTls();
  return { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile };
}

function goal(name, met, figure) {
  return { name, met, figure };
}

function printGoals(verdicts) {
  console.log('\nGoals:');
  for (const { name, met, figure } of verdicts)
    console.log(`  ${name}: ${met ? 'met' : 'missed'} (${figure})`);
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
