// Lighthouse on the landing page, as a visitor meets it: the built server on a fresh data
// directory, Debian's Chromium driven by chrome-launcher, the mobile profile (Lighthouse's
// default: a mid-range phone, slow 4G, CPU slowed 4x, simulated) and the desktop profile.
// Prints the four category scores and the key metrics; asserts nothing.
// Alone: `node bench/landing-lighthouse.mjs` (after `npm run build`); BENCH_LIGHTHOUSE_RUNS=n
// repeats each profile and prints every run; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's
// whole report (JSON, viewable at https://googlechrome.github.io/lighthouse/viewer/).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath, startKira } from './lib.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const profiles = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/**
 * One Lighthouse run: the category scores (0-100) and the metrics we follow. `extraHeaders`
 * (a signed-in session's Cookie) go with every request of the page.
 */
async function audit(url, port, config, extraHeaders) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories, extraHeaders },
    config,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (reportDir) {
    const file = join(reportDir, `lighthouse-${lhr.configSettings.formFactor}-${Date.now()}.json`);
    writeFileSync(file, result.report);
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: categories.map(score),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    unusedJs: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    // Lighthouse's measure of this machine's speed at the time (a quiet desktop: 1000-2000);
    // the mobile figures assume a CPU 4x slower than what it measured.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failed,
  };
}

/** Lighthouse now and then loses the page's trace on a busy machine (NO_NAVSTART): once more. */
export async function auditWithRetry(url, port, config, extraHeaders) {
  try {
    return await audit(url, port, config, extraHeaders);
  } catch (error) {
    console.error(`${error.message}; running it again`);
    return audit(url, port, config, extraHeaders);
  }
}

export function lighthouseRow(page, profile, run, runs, r) {
  const [perf, a11y, bp, seo] = r.scores;
  const failing = r.failed.length ? `; failing: ${r.failed.join(', ')}` : '';
  return [
    `Lighthouse ${profile} ${runs > 1 ? `#${run + 1} ` : ''}(${page})`,
    `${perf} / ${a11y} / ${bp} / ${seo}`,
    `perf / a11y / best practices / SEO; FCP ${(r.fcp / 1000).toFixed(1)} s, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, unused JS ${(r.unusedJs / 1024).toFixed(0)} KiB; CPU benchmark ${r.benchmarkIndex}${failing}`,
  ];
}

export async function benchLandingLighthouse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kira-bench-lighthouse-'));
  const kira = await startKira({ DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  const rows = [];
  try {
    // The server's own address (APP_URL's default): 127.0.0.1 would be redirected to it.
    const url = `http://localhost:${kira.port}/`;
    for (const { name, config } of profiles) {
      for (let run = 0; run < RUNS; run++) {
        const result = await auditWithRetry(url, chrome.port, config);
        rows.push(lighthouseRow('landing page', name, run, RUNS, result));
      }
    }
  } finally {
    chrome.kill();
    await kira.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [what, figure, note] of await benchLandingLighthouse())
    console.log(`${what}  ${figure}  ${note}`);
}
