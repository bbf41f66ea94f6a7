// Offline play and installing (issue: "after the first visit the game loads and plays with no network
// (a service worker caches the site; a new version is picked up on the next visit, never mid-game), and
// the page is installable (a web app manifest with icons)"). The worker: web/sw.js.in, generated into
// sw.js by wasm/make_sw.cmake; registered by web/offline.js.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  launchBrowser, withGame, DESKTOP, BASE_URL, CHROMIUM, CHROMIUM_ARGS, click, shot, snapshot, playTurn, waitForApp, waitForSnapshot, describe,
  assertNoErrors, TEST_TIMEOUT, WAIT_TIMEOUT,
} from './lib.mjs';
import { flushed } from './saves-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The folder run.sh serves (its copy of the site), else the build's site folder.
const SITE = process.env.E2E_SITE_ROOT || path.resolve(ROOT, process.env.E2E_SITE || 'build/web/site');

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The install icons, which the browser fetches when the game is installed (online): not kept for offline play
// (wasm/CMakeLists.txt SW_FILES).
const INSTALL_ICONS = ['icons/apple-touch-icon.png', 'icons/icon-512.png', 'icons/maskable-512.png'];

// Every file of the site folder but sw.js itself and the install icons, relative to it ('icons/icon-192.png').
function siteFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (rel !== 'sw.js' && !INSTALL_ICONS.includes(rel)) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

// The generated worker's file list and version, read from its text.
function workerInfo(text) {
  const files = {};
  for (const m of text.matchAll(/^\s+'([^']+)': '([0-9a-f]{64})',?$/gm)) files[m[1]] = m[2];
  const version = /^const VERSION = '([0-9a-f]+)';$/m.exec(text)?.[1];
  return { files, version };
}

// In the page: waits until the site's registration satisfies `predicate` (its source runs in the page).
async function registrationState(page, predicate, what) {
  const timeout = WAIT_TIMEOUT;
  const ok = await page.evaluate(async ({ source, timeout }) => {
    const test = (0, eval)(source);
    const deadline = performance.now() + timeout;
    while (performance.now() < deadline) {
      const reg = await navigator.serviceWorker.getRegistration();
      if (reg && test(reg)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }, { source: predicate.toString(), timeout });
  if (!ok) throw new Error(`the service worker registration has no ${what} after ${timeout} ms`);
}

// In the page: waits until the site's worker is active, then returns what its caches hold.
async function waitForWorker(page) {
  await registrationState(page, (reg) => reg.active?.state === 'activated', 'an activated worker');
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const names = (await caches.keys()).filter((name) => name.startsWith(`harmonies ${reg.scope} `));
    const cached = {};
    for (const name of names) {
      cached[name] = (await (await caches.open(name)).keys()).map((r) => r.url.slice(reg.scope.length)).sort();
    }
    return { scope: reg.scope, names, cached, controlled: !!navigator.serviceWorker.controller };
  });
}

// The VERSION of the site's active worker, read inside the worker itself.
async function activeWorkerVersion(context, scope) {
  for (const deadline = Date.now() + WAIT_TIMEOUT; Date.now() < deadline;) {
    for (const worker of context.serviceWorkers()) {
      if (!worker.url().startsWith(scope)) continue;
      const v = await worker.evaluate(() => ({ version: VERSION, state: self.serviceWorker?.state })).catch(() => null);
      if (v && v.state === 'activated') return v.version;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no activated service worker for ${scope}`);
}

// Responses of site files (under `base`) while `body` runs; returns [{ file, fromServiceWorker, status }].
async function recordResponses(page, base, body) {
  const seen = [];
  const onResponse = (response) => {
    const url = response.url().split(/[?#]/)[0];
    if (url.startsWith(`${base}/`)) {
      seen.push({ file: url.slice(base.length + 1) || '(folder)', fromServiceWorker: response.fromServiceWorker(),
                  status: response.status() });
    }
  };
  page.on('response', onResponse);
  try { await body(); } finally { page.off('response', onResponse); }
  return seen;
}

test('after the first visit the game loads and plays with no network', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'offline-play', { ...DESKTOP, serviceWorkers: 'allow' }, async (game) => {
    const { page, context } = game;
    const sw = workerInfo(fs.readFileSync(path.join(SITE, 'sw.js'), 'utf8'));
    // The worker caches every file the site serves: the build's list is the folder's content.
    assert.deepEqual(Object.keys(sw.files).sort(), siteFiles(SITE), 'sw.js lists every site file the game uses');
    assert.match(sw.version || '', /^[0-9a-f]{16}$/, 'sw.js has a version');

    const info = await waitForWorker(page);
    assert.ok(info.scope.endsWith('/harmonies/'), `the worker's scope is the site's folder: ${info.scope}`);
    assert.deepEqual(info.names, [`harmonies ${info.scope} ${sw.version}`], 'one cache, named with the version');
    assert.deepEqual(info.cached[info.names[0]], Object.keys(sw.files).sort(), 'the cache holds every file the game uses');
    assert.equal(info.controlled, false, 'the first visit is not taken over by the worker (no clients.claim)');

    await context.setOffline(true);
    const responses = await recordResponses(page, BASE_URL, async () => {
      await page.reload({ waitUntil: 'load' });
      await waitForApp(game);
    });
    assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the reloaded page is controlled');
    const loaded = responses.map((r) => r.file);
    for (const file of ['(folder)', 'harmonies.js', 'harmonies.wasm', 'fonts/DejaVuSans.ttf', 'fonts/DejaVuSans-Bold.ttf']) {
      assert.ok(loaded.includes(file), `${file} was loaded offline (loaded: ${loaded.join(', ')})`);
    }
    const notFromWorker = responses.filter((r) => !r.fromServiceWorker || r.status !== 200);
    assert.deepEqual(notFromWorker, [], 'every site file came from the service worker');

    // The French and Spanish texts are files fetched when chosen (issue 28): the worker has them too.
    await click(game, 'lobby/language-2');
    let snap = await waitForSnapshot(game, (s) => s.facts.language === 'es', 'Spanish, chosen offline, applies');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    await click(game, 'lobby/language-0');
    await waitForSnapshot(game, (s) => s.facts.language === 'en', 'back to English');

    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', `"Play solo now" starts a game offline; ${describe(snap)}`);
    const before = snap.facts;
    ({ snap } = await playTurn(game, 'offline 1'));
    assert.ok(snap.screen === 'end' || snap.facts.round > before.round, `a turn was played offline; ${describe(snap)}`);
    await shot(game, 'offline-turn-played');
    assertNoErrors(game, 'playing offline');

    // A bot thinks offline too: its worker runs the game's own program from the worker's cache.
    await click(game, 'button/menu');
    snap = await click(game, 'dialog/leave');
    assert.equal(snap.screen, 'lobby', describe(snap));
    snap = await click(game, 'lobby/quick-bots');
    assert.equal(snap.screen, 'game', describe(snap));
    const person = (s) => s.screen === 'end' || (s.screen === 'game' && s.facts.bot_turn === false && s.facts.can_play === true);
    snap = await waitForSnapshot(game, person, 'the person\'s first turn');
    const r = await playTurn(game, 'offline bot 1');
    snap = await waitForSnapshot(game, person, 'the bot answers offline', { every: 40 });
    assert.ok(snap.facts.actions > r.snap.facts.actions, `the bot played offline; ${describe(snap)}`);
    assert.equal(snap.facts.bots_in_background, true, 'in its worker');

    // A request for something the worker does not cache fails as it would without a worker.
    const failed = await page.evaluate(() => fetch('not-a-site-file.txt').then(() => 'answered', (e) => e.name));
    assert.equal(failed, 'TypeError', 'an uncached request fails normally offline');
    // Chromium reports that failed load on the console: the only error allowed here.
    game.errors.splice(0, game.errors.length, ...game.errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')));
    await context.setOffline(false);
  });
});

// Chromium never offers to install from an incognito profile (Playwright's browser.newContext() is one):
// this test runs in a persistent profile of its own.
async function withProfile(name, body) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'harmonies-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: WAIT_TIMEOUT, ...DESKTOP });
  const page = context.pages()[0] || await context.newPage();
  page.setDefaultTimeout(WAIT_TIMEOUT);
  const game = { page, context, errors: [], name, act: click, shots: 0, spread: false, used: new Map() };
  page.on('console', (msg) => { if (msg.type() === 'error') game.errors.push(`console.error: ${msg.text()}`); });
  page.on('pageerror', (err) => game.errors.push(`page error: ${err.message}`));
  try {
    await page.goto(`${BASE_URL}/?noanim=1`, { waitUntil: 'load' });
    await waitForApp(game);
    await body(game);
    assertNoErrors(game);
  } finally {
    await context.close().catch(() => {});
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

test('the page is installable: manifest, icons, service worker', { timeout: TEST_TIMEOUT }, async () => {
  await withProfile('offline-install', async (game) => {
    const { page, context } = game;
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], `the manifest parses without errors: ${JSON.stringify(manifest.errors)}`);
    assert.ok(manifest.url.endsWith('/harmonies/manifest.webmanifest'), `manifest URL ${manifest.url}`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], `Chromium finds the page installable: ${JSON.stringify(installabilityErrors)}`);

    const m = JSON.parse(manifest.data);
    assert.equal(m.name, 'Harmonies');
    assert.ok(m.short_name && m.description, 'short_name and description');
    assert.equal(m.start_url, './');
    assert.equal(m.scope, './');
    assert.equal(m.display, 'standalone');
    const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
    assert.equal(m.theme_color, themeColour, 'the theme colour matches index.html');
    assert.equal(m.background_color, themeColour, 'the background colour matches index.html');

    // Every icon loads as a PNG of the size it claims; "any" at 192 and 512, and a maskable one.
    const icons = await page.evaluate(async (manifestUrl) => {
      const load = async (href, declared) => {
        const response = await fetch(href);
        const bitmap = await createImageBitmap(await response.blob());
        // A maskable icon keeps its content inside the safe zone: the corners are background colour.
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0);
        const corner = Array.from(ctx.getImageData(0, 0, 1, 1).data);
        const centre = Array.from(ctx.getImageData(bitmap.width >> 1, bitmap.height >> 1, 1, 1).data);
        return { ...declared, status: response.status, type: response.headers.get('content-type'),
                 width: bitmap.width, height: bitmap.height, corner, centre };
      };
      const m = await (await fetch(manifestUrl)).json();
      const out = [];
      for (const icon of m.icons) out.push(await load(new URL(icon.src, manifestUrl).href, icon));
      const apple = document.querySelector('link[rel="apple-touch-icon"]');
      out.push(await load(apple.href, { src: apple.getAttribute('href'), sizes: '180x180', purpose: 'apple' }));
      return out;
    }, manifest.url);
    for (const icon of icons) {
      assert.equal(icon.status, 200, `${icon.src} loads`);
      assert.equal(icon.type, 'image/png', `${icon.src} is served as a PNG`);
      assert.equal(`${icon.width}x${icon.height}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
      assert.equal(icon.centre[3], 255, `${icon.src}: the mark is drawn in the middle`);
      if (icon.purpose !== 'any') {
        assert.deepEqual(icon.corner, [0xF3, 0xEE, 0xDF, 255], `${icon.src}: opaque background colour in the corners`);
      }
    }
    const purposes = icons.map((i) => `${i.purpose} ${i.sizes}`);
    for (const want of ['any 192x192', 'any 512x512', 'maskable 512x512', 'apple 180x180']) {
      assert.ok(purposes.includes(want), `an icon "${want}" (have: ${purposes.join(', ')})`);
    }
    await cdp.detach();
  });
});

// --- A new version (test 3) ------------------------------------------------------------------------
// Works on its own copy of the site served on its own port (its own origin, so its worker and caches
// are separate from the other tests'), under the same sub-path as run.sh's server.

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
                '.data': 'application/octet-stream', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

async function serve(root, prefix) {
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!rel.startsWith(`${prefix}/`)) { res.writeHead(404); res.end(); return; }
    rel = rel.slice(prefix.length + 1) || 'index.html';
    const file = path.join(root, rel);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end(); return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// A new deploy: index.html changes, and sw.js is regenerated by the build's own generator.
function deploy(dir, marker) {
  fs.appendFileSync(path.join(dir, 'index.html'), `<!-- ${marker} -->\n`);
  const files = Object.keys(workerInfo(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).files);
  execFileSync('cmake', [`-DSITE_DIR=${dir}`, `-DFILES=${files.join(';')}`, `-DTEMPLATE=${path.join(ROOT, 'web/sw.js.in')}`,
                         `-DOUTPUT=${path.join(dir, 'sw.js')}`, '-P', path.join(ROOT, 'wasm/make_sw.cmake')]);
  return workerInfo(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).version;
}

// The comments of the document the page shows (the deploy marker is one).
const comments = (page) => page.evaluate(() => {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
  const out = [];
  while (walker.nextNode()) out.push(walker.currentNode.data.trim());
  return out;
});

test('a new version is picked up on the next visit, never mid-game', { timeout: TEST_TIMEOUT }, async () => {
  const prefix = new URL(BASE_URL).pathname.replace(/\/+$/, '');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harmonies-offline-'));
  const dir = path.join(tmp, 'site');
  fs.cpSync(SITE, dir, { recursive: true });
  const server = await serve(dir, prefix);
  const base = `http://127.0.0.1:${server.address().port}${prefix}`;
  const context = await browser.newContext(DESKTOP);
  const errors = [];
  const open = async (name) => {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_TIMEOUT);
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${name}: console.error: ${msg.text()}`); });
    page.on('pageerror', (err) => errors.push(`${name}: page error: ${err.message}`));
    const game = { page, context, errors, name, act: click, shots: 0, spread: false, used: new Map() };
    await page.goto(`${base}/?noanim=1`, { waitUntil: 'load' });
    await waitForApp(game);
    return game;
  };
  try {
    const v1 = workerInfo(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).version;
    // First visit: installs the worker (version 1). The page itself came from the network.
    const game = await open('offline-update');
    const { scope } = await waitForWorker(game.page);
    assert.equal(await activeWorkerVersion(context, scope), v1);
    // The next load is served by the worker; a game is under way.
    await game.page.reload({ waitUntil: 'load' });
    await waitForApp(game);
    assert.ok(await game.page.evaluate(() => !!navigator.serviceWorker.controller), 'the reloaded page is controlled');
    let snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', describe(snap));
    await playTurn(game, 'before the deploy');

    // A new version is deployed while the game is open.
    const v2 = deploy(dir, 'e2e deploy 2');
    assert.notEqual(v2, v1, 'a changed index.html gives sw.js a new version');

    // Reloading in the same tab: the navigation makes the browser fetch sw.js, find it changed and
    // install the new worker, which then WAITS (no skipWaiting): this tab is still a client of the old
    // one, and every file of the reloaded page comes from the old version's cache.
    for (const round of [1, 2]) {
      // The turn just played is in IndexedDB before the reload: the write is asynchronous, and a reload
      // right after "End turn" resumed the game before it (failed once under load).
      await flushed(game);
      const responses = await recordResponses(game.page, base, async () => {
        await game.page.reload({ waitUntil: 'load' });
        await waitForApp(game);
      });
      assert.ok(!(await comments(game.page)).includes('e2e deploy 2'), `reload ${round}: still the old index.html`);
      assert.deepEqual(responses.filter((r) => !r.fromServiceWorker), [],
                       `reload ${round}: every site file from the old version's cache`);
      // (Chromium fetches sw.js to look for an update a little after the navigation, not at once.)
      await registrationState(game.page, (reg) => reg.waiting?.state === 'installed', 'a waiting new worker');
      assert.equal(await activeWorkerVersion(context, scope), v1, `reload ${round}: the old worker is still in charge`);
      snap = await snapshot(game);
      if (snap.screen === 'lobby') snap = await click(game, 'lobby/quick-solo');  // else the saved game resumed
      assert.equal(snap.screen, 'game', describe(snap));
      await playTurn(game, `after reload ${round}`);
    }
    const caches1 = await waitForWorker(game.page);
    assert.deepEqual(caches1.names.sort(), [`harmonies ${scope} ${v1}`, `harmonies ${scope} ${v2}`].sort(),
                     'both versions are cached while the new worker waits');
    assertNoErrors({ errors }, 'on the old version');

    // All the site's tabs closed: the waiting worker activates (and deletes the old cache). Because the
    // new worker was already installed (waiting) when the last tab closed, the very next visit gets the
    // new version. (Had the tabs closed before the browser fetched the new sw.js, that next visit would
    // still get the old version and install the new worker, and the visit after it the new version.)
    await game.page.close();
    const next = await open('offline-update-next');
    assert.ok((await comments(next.page)).includes('e2e deploy 2'), 'the next visit shows the new index.html');
    assert.equal(await activeWorkerVersion(context, scope), v2, 'the new worker is in charge');
    const caches2 = await waitForWorker(next.page);
    assert.deepEqual(caches2.names, [`harmonies ${scope} ${v2}`], 'the old version\'s cache was deleted');
    assert.ok(await next.page.evaluate(() => !!navigator.serviceWorker.controller), 'the new page is controlled');
    snap = await snapshot(next);
    if (snap.screen === 'lobby') snap = await click(next, 'lobby/quick-solo');  // else the saved game resumed
    assert.equal(snap.screen, 'game', describe(snap));
    await playTurn(next, 'on the new version');
    await shot(next, 'new-version');
    assertNoErrors({ errors }, 'on the new version');
  } finally {
    await context.close().catch(() => {});
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
