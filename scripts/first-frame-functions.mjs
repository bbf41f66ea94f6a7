// Which functions the first frames of a first visit run: the list wasm/first-frame-functions.txt that splits
// harmonies.wasm in two (wasm/CMakeLists.txt "The split"). Run it after a change that makes the first frames
// run new code (tests/e2e/first-visit.test.mjs fails then, naming this script), and commit the list:
//   node scripts/first-frame-functions.mjs [BUILD_DIR]          (default build/web; build it first)
//
// How: the app's link leaves an instrumented module beside the whole one (wasm/app/harmonies.wasm records the
// first call of each function; SPLIT_MODULE). A copy of the site serving it is opened in headless Chromium in
// each way a first visit opens the lobby (desktop and phone, mouse and touch, each language), up to a few
// frames after the first, the test hook's snapshot included (the browser tests and tools read it from the
// start). binaryen's wasm-split merges the profiles and names the functions they ran. A visit by a game link
// and a returning visit (which may reopen its game) fetch the rest with the first part (web/index.html), so
// their first frames are not profiled.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { cpSync, copyFileSync, mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { serveSite } from './serve-site.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const build = resolve(process.argv[2] || join(ROOT, 'build/web'));
const app = join(build, 'wasm/app');
const LIST = join(ROOT, 'wasm/first-frame-functions.txt');
for (const file of ['harmonies.wasm', 'harmonies.wasm.orig', 'harmonies.js']) {
  if (!existsSync(join(app, file))) throw new Error(`${join(app, file)} is missing: build the web preset first`);
}

// The site with the instrumented module in place of the split one (it holds every function).
const work = mkdtempSync(join(tmpdir(), 'first-frame-'));
const site = join(work, 'site');
cpSync(join(build, 'site'), site, { recursive: true });
copyFileSync(join(app, 'harmonies.wasm'), join(site, 'harmonies.wasm'));
copyFileSync(join(app, 'harmonies.js'), join(site, 'harmonies.js'));

const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SCENARIOS = [
  { name: 'desktop, English', options: { ...DESKTOP, locale: 'en-US' } },
  { name: 'desktop, French', options: { ...DESKTOP, locale: 'fr-FR' } },
  { name: 'desktop, Spanish', options: { ...DESKTOP, locale: 'es-ES' } },
  { name: 'phone, English', options: { ...PHONE, locale: 'en-US' } },
  { name: 'phone, French', options: { ...PHONE, locale: 'fr-FR' } },
  { name: 'phone, Spanish', options: { ...PHONE, locale: 'es-ES' } },
];

const server = await serveSite(site);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
         '--ignore-gpu-blocklist'],
});

// The first frames of one visit: until a few frames after the first, the pointer over the page, the
// snapshot read. Returns the profile's bytes.
async function firstFrames(page) {
  await page.waitForFunction(() => window.harmoniesFirstFrameAt > 0 && window.harmonies.snapshot().frame >= 3,
                             null, { timeout: 60000, polling: 50 });
  await page.mouse.move(200, 200);
  await page.waitForFunction(() => window.harmonies.snapshot().frame >= 5, null, { timeout: 60000, polling: 50 });
  return Buffer.from(await page.evaluate(() => {
    const write = Module.asm.__write_profile;
    const size = write(0, 0);
    const at = Module._malloc(size);
    write(at, size);
    return Array.from(HEAPU8.subarray(at, at + size));
  }));
}

const profiles = [];
for (const scenario of SCENARIOS) {
  const context = await browser.newContext({ ...scenario.options, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.base}?noanim=1`);
  const file = join(work, `profile-${profiles.length}.data`);
  writeFileSync(file, await firstFrames(page));
  profiles.push(file);
  if (errors.length) throw new Error(`${scenario.name}: ${errors.join('; ')}`);
  console.log(`profiled: ${scenario.name}`);
  await context.close();
}
await browser.close();
server.close();

// The functions the profiles ran, by name (binaryen's escaped names: the form --keep-funcs reads).
const merged = join(work, 'merged.data');
execFileSync('/usr/bin/wasm-split', ['--merge-profiles', ...profiles, '-o', merged]);
const verbose = execFileSync('/usr/bin/wasm-split', [
  '--enable-mutable-globals', '--export-prefix=%', join(app, 'harmonies.wasm.orig'), '-o1', join(work, 'first.wasm'),
  '-o2', join(work, 'rest.wasm'), `--profile=${merged}`, '-v'], { encoding: 'utf8', maxBuffer: 64 << 20 });
const line = verbose.split('\n').find((l) => l.startsWith('Keeping functions: '));
if (!line) throw new Error('wasm-split named no function kept');
const names = line.slice('Keeping functions: '.length).split(', ').filter(Boolean).sort();
const before = existsSync(LIST) ? readFileSync(LIST, 'utf8').split('\n').filter(Boolean) : [];
writeFileSync(LIST, names.join('\n') + '\n');

const size = (file) => `${(statSync(file).size / 1024).toFixed(1)} KB raw, ${(gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1)} KB gzip`;
const added = names.filter((n) => !before.includes(n)).length;
const removed = before.filter((n) => !names.includes(n)).length;
console.log(`${LIST}: ${names.length} functions (${added} new, ${removed} gone)`);
console.log(`  harmonies.wasm (the first frames): ${size(join(work, 'first.wasm'))}`);
console.log(`  harmonies.deferred.wasm (the rest): ${size(join(work, 'rest.wasm'))}`);
console.log('Build again to split with the new list.');
rmSync(work, { recursive: true, force: true });
