// Site benchmark (prints figures; never a pass/fail test): transfer size of the
// first visit (gzip), time from navigation to the first drawn frame, CPU time
// per frame at 1366x768, and CPU use while the page sits idle.
//   node scripts/measure-site.mjs            (after the web preset is built)
import { chromium } from 'playwright-core';
import { serveSite, SITE } from './serve-site.mjs';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, extname } from 'node:path';

const site = SITE;
// Serves the site and remembers which files the page asked for.
const server = await serveSite(site);
const { base, requested } = server;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
         '--ignore-gpu-blocklist'],
});
const context = await browser.newContext({ viewport: { width: +(process.env.W || 1366), height: +(process.env.H || 768) }, deviceScaleFactor: 1 });
const page = await context.newPage();
const stats = async () => (await page.evaluate(() => Module.UTF8ToString(Module._harmonies_frame_stats())))
  .split(' ').map(Number);

// 1. Navigation to first drawn frame (best of 3 loads).
const firsts = [];
for (let i = 0; i < 3; ++i) {
  await page.goto(base + '?noanim=1');
  await page.waitForFunction(() => window.harmoniesFirstFrameAt > 0, null, { timeout: 30000 });
  firsts.push(await page.evaluate(() => window.harmoniesFirstFrameAt));
}

// 2. Transfer size of everything the first visit loaded, gzip -9.
let raw = 0, gz = 0;
const rows = [];
for (const file of [...requested].sort()) {
  const body = readFileSync(join(site, file));
  const z = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += z;
  rows.push(`  ${file.padEnd(22)} ${(body.length / 1024).toFixed(1).padStart(8)} KB raw ${(z / 1024).toFixed(1).padStart(8)} KB gzip`);
}

// 3. CPU per frame at 1366x768 in a game: sweep the mouse over the board.
await page.evaluate(() => {
  const s = harmonies.snapshot();
  window.__quick = s.widgets.find((w) => w.name === 'lobby/quick-solo');
});
const quick = await page.evaluate(() => window.__quick);
await page.mouse.click(quick.x + quick.w / 2, quick.y + quick.h / 2);
await page.waitForFunction(() => harmonies.snapshot().screen === 'game');
const [f0, t0, , b0] = await stats();
for (let i = 0; i < 240; ++i) {
  await page.mouse.move(450 + (i % 60) * 8, 200 + Math.floor(i / 60) * 60);
  await page.waitForTimeout(16);
}
await page.waitForTimeout(200);
const [f1, t1, maxMs, b1, vertices] = await stats();

// 4. Idle: no input for 5 s; frames drawn and CPU time used by the page.
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
await page.mouse.move(5, 760);
await page.waitForTimeout(500);
const [idleF0] = await stats();
const task0 = await metric('TaskDuration');
await page.waitForTimeout(5000);
const task1 = await metric('TaskDuration');
const [idleF1] = await stats();

console.log('Site benchmark (headless Chromium, SwiftShader WebGL2, this machine)');
console.log(`first visit transfer: ${(gz / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw), budget 700 KB`);
rows.forEach((r) => console.log(r));
console.log(`navigation to first drawn frame: ${Math.min(...firsts).toFixed(0)} ms (loads: ${firsts.map((x) => x.toFixed(0)).join(', ')} ms), target < 1000 ms`);
console.log(`CPU per frame at 1366x768: ${((t1 - t0) / Math.max(1, f1 - f0)).toFixed(2)} ms mean over ${f1 - f0} frames, max ${maxMs.toFixed(2)} ms (building the UI ${((b1 - b0) / Math.max(1, f1 - f0)).toFixed(2)} ms, the rest is WebGL submission), ${vertices} vertices, target < 4 ms`);
console.log(`idle 5 s: ${idleF1 - idleF0} frames drawn, page CPU ${((task1 - task0) * 1000).toFixed(0)} ms (${((task1 - task0) / 5 * 100).toFixed(2)} % of one core)`);
await browser.close();
server.close();
