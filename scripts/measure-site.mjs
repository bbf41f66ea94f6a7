// Site benchmark (prints figures; never a pass/fail test).
//   node scripts/measure-site.mjs [SITE_FOLDER]        (default build/web/site, or $SITE)
// Environment: COLD (cold visits, default 5), WARM (warm reloads, default 5), FRAMES=0 skips the
// CPU-per-frame and idle figures, W/H (viewport, default 1366x768).
//
// 1. Cold first visit, COLD times in each of two ways, both with a fresh profile (nothing cached, no
//    service worker): a fresh browser process that goes straight to the site (its renderer, network and
//    GPU processes start during the visit), and a browser that is already open on a blank page, as a
//    player's is when they follow a link (the processes are up; the site is still new to it). Milliseconds from navigation start to: the page (index.html) received,
//    harmonies.js requested, harmonies.wasm
//    requested, the fonts requested (fonts/DejaVuSans.ttf), the first drawn frame (window.harmoniesFirstFrameAt). Medians,
//    and every run. Timings come from the page's own clock (Resource Timing, performance.now()).
// 2. Transfer size (gzip -9 of each file) of what the first visit asked for before its first frame, and
//    of the whole first visit (with what the service worker caches for offline play).
// 3. Warm loads: WARM reloads in the browser of the last cold visit (HTTP cache and service worker
//    filled); navigation to first frame, median.
// 4. CPU per frame at 1366x768 in a game, and CPU use while the page sits idle.
import { chromium } from 'playwright-core';
import { serveSite, SITE } from './serve-site.mjs';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

const site = resolve(process.argv[2] || process.env.SITE || SITE);
const COLD = Math.max(1, +(process.env.COLD || 5));
const WARM = Math.max(1, +(process.env.WARM || 5));
const viewport = { width: +(process.env.W || 1366), height: +(process.env.H || 768) };
// Serves the site and remembers which files the page asked for.
const server = await serveSite(site);
const { base, requested } = server;

const args = ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
              '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
              '--ignore-gpu-blocklist'];
// A fresh browser process with a fresh profile of its own.
async function freshBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'measure-site-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args, viewport, deviceScaleFactor: 1 });
  const page = context.pages()[0] || await context.newPage();
  return { context, page, close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); } };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const ms = (x) => (x == null || Number.isNaN(x) ? '   -' : x.toFixed(0).padStart(4));

// Loads the page and waits for its first frame; returns the page's own timings (ms from navigation start).
// how: 'goto' (straight to the site), 'open' (a blank page first, settled), 'reload'.
async function load(page, how) {
  if (how === 'open') { await page.goto('about:blank'); await page.waitForTimeout(1000); }
  if (how === 'reload') await page.reload(); else await page.goto(base + '?noanim=1');
  await page.waitForFunction(() => window.harmoniesFirstFrameAt > 0, null, { timeout: 60000 });
  return page.evaluate(() => {
    const at = (file) => {
      const e = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname.endsWith('/' + file));
      return e ? { start: e.startTime, end: e.responseEnd } : { start: NaN, end: NaN };
    };
    // The site files the page itself asked for before its first frame (the service worker's are not here).
    const files = ['index.html', ...performance.getEntriesByType('resource')
      .filter((r) => r.startTime <= window.harmoniesFirstFrameAt && r.name.startsWith(location.origin))
      .map((r) => decodeURIComponent(new URL(r.name).pathname).replace(/^\/+/, ''))];
    const nav = performance.getEntriesByType('navigation')[0];
    return { html: nav ? nav.responseEnd : NaN, js: at('harmonies.js'), wasm: at('harmonies.wasm'), data: at('DejaVuSans.ttf'),
             first: window.harmoniesFirstFrameAt, files };
  });
}

// 1. Cold first visits (a fresh browser; then a browser already open); 3. warm reloads in the last one's browser.
const colds = [];
const coldsOpen = [];
let firstFrameFiles = null;
let visitFiles = null;
let last = null;
for (const [how, runs] of [['goto', colds], ['open', coldsOpen]]) {
  for (let i = 0; i < COLD; ++i) {
    if (last) await last.close();
    last = await freshBrowser();
    requested.clear();
    runs.push(await load(last.page, how));
    if (!firstFrameFiles) {
      firstFrameFiles = new Set(runs[0].files);
      // The whole first visit: the service worker (registered after the page's load) caches the site.
      await last.page.evaluate(() => navigator.serviceWorker && Promise.race([
        navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(r, 20000))]));
      visitFiles = new Set(requested);
    }
  }
}
const page = last.page;
const context = last.context;
// Not timed: the first reload after the first visit is the first one the service worker answers.
await load(page, 'reload');
const warms = [];
for (let i = 0; i < WARM; ++i) warms.push((await load(page, 'reload')).first);

// 2. Transfer sizes, gzip -9.
function sizes(files) {
  let raw = 0, gz = 0;
  const rows = [];
  for (const file of [...files].sort()) {
    const body = readFileSync(join(site, file));
    const z = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += z;
    rows.push(`  ${file.padEnd(28)} ${(body.length / 1024).toFixed(1).padStart(8)} KB raw ${(z / 1024).toFixed(1).padStart(8)} KB gzip`);
  }
  return { raw, gz, rows };
}
const before = sizes(firstFrameFiles);
const whole = sizes(visitFiles);

console.log(`Site benchmark: ${site} (headless Chromium, SwiftShader WebGL2, this machine)`);
const pick = (runs, f) => median(runs.map(f));
for (const [what, runs] of [['a fresh browser process', colds], ['a browser already open on a blank page', coldsOpen]]) {
  console.log(`cold first visit in ${what} (fresh profile), ms from navigation start, median of ${COLD}:`);
  console.log(`  page received ${ms(pick(runs, (c) => c.html))}, harmonies.js requested ${ms(pick(runs, (c) => c.js.start))}, wasm requested ${ms(pick(runs, (c) => c.wasm.start))}` +
              ` (received ${ms(pick(runs, (c) => c.wasm.end))}), fonts requested ${ms(pick(runs, (c) => c.data.start))},` +
              ` first frame ${ms(pick(runs, (c) => c.first))}   (targets: wasm requested < 200, first frame < 800)`);
  runs.forEach((c, i) => console.log(`  run ${i + 1}: page ${ms(c.html)}  js ${ms(c.js.start)}  wasm ${ms(c.wasm.start)}  fonts ${ms(c.data.start)}  first frame ${ms(c.first)}`));
}
console.log(`warm load (reload, same browser: HTTP cache and service worker), first frame median of ${WARM}: ` +
            `${ms(median(warms))} ms (loads: ${warms.map((x) => x.toFixed(0)).join(', ')} ms)`);
console.log(`first visit transfer before the first frame: ${(before.gz / 1024).toFixed(1)} KB gzip (${(before.raw / 1024).toFixed(1)} KB raw), budget 300 KB`);
before.rows.forEach((r) => console.log(r));
console.log(`whole first visit with the offline cache: ${(whole.gz / 1024).toFixed(1)} KB gzip (${(whole.raw / 1024).toFixed(1)} KB raw), budget 500 KB`);

if (process.env.FRAMES !== '0') {
  const stats = async () => (await page.evaluate(() => Module.UTF8ToString(Module._harmonies_frame_stats())))
    .split(' ').map(Number);
  // 4a. CPU per frame at 1366x768 in a game: sweep the mouse over the board.
  const quick = await page.evaluate(() => harmonies.snapshot().widgets.find((w) => w.name === 'lobby/quick-solo'));
  await page.mouse.click(quick.x + quick.w / 2, quick.y + quick.h / 2);
  await page.waitForFunction(() => harmonies.snapshot().screen === 'game');
  const [f0, t0, , b0, , d0] = await stats();
  for (let i = 0; i < 240; ++i) {
    await page.mouse.move(450 + (i % 60) * 8, 200 + Math.floor(i / 60) * 60);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(200);
  const [f1, t1, maxMs, b1, vertices, d1] = await stats();

  // 4b. Idle: no input for 5 s; frames drawn and CPU time used by the page.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
  await page.mouse.move(5, viewport.height - 8);
  await page.waitForTimeout(500);
  const [idleF0, , , , , idleD0] = await stats();
  const task0 = await metric('TaskDuration');
  await page.waitForTimeout(5000);
  const task1 = await metric('TaskDuration');
  const [idleF1, , , , , idleD1] = await stats();
  console.log(`CPU per frame at ${viewport.width}x${viewport.height}: ${((t1 - t0) / Math.max(1, f1 - f0)).toFixed(2)} ms mean over ${f1 - f0} frames, max ${maxMs.toFixed(2)} ms (building the UI ${((b1 - b0) / Math.max(1, f1 - f0)).toFixed(2)} ms, the rest is WebGL submission), ${vertices} vertices, target < 4 ms; ${d1 - d0} of the ${f1 - f0} frames drawn, the others the same as the last drawn`);
  console.log(`idle 5 s: ${idleF1 - idleF0} frames built, ${idleD1 - idleD0} drawn, page CPU ${((task1 - task0) * 1000).toFixed(0)} ms (${((task1 - task0) / 5 * 100).toFixed(2)} % of one core)`);
}
await last.close();
server.close();
