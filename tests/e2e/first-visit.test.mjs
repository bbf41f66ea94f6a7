// A first visit is light (issue 28): the game's wasm comes in two parts (wasm/CMakeLists.txt "The split").
// The lobby's first frames run on the first part alone; the rest is fetched after the first frame and joins
// it without the game waiting; a visit by a game link fetches both before its first frame; and should the
// game need the rest before it is here, it is loaded then and the game goes on. Every check reads the page's
// own state (window.harmoniesDeferred, Resource Timing), never the clock.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  launchBrowser, withGame, DESKTOP, PHONE, click, describe, shot, waitForSnapshot, waitInPage, TEST_TIMEOUT,
} from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build/native/harmonies-cli');
const REFRESH = 'the first frames ran functions of harmonies.deferred.wasm: run `node scripts/first-frame-functions.mjs` ' +
                'after building, and commit wasm/first-frame-functions.txt';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// When the page asked for each part, against its first frame (ms from navigation start).
async function partsTiming(page) {
  return page.evaluate(() => {
    const at = (file) => performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname.endsWith('/' + file));
    const deferred = at('harmonies.deferred.wasm');
    return {
      firstFrame: window.harmoniesFirstFrameAt,
      first: at('harmonies.wasm')?.startTime ?? null,
      rest: deferred ? deferred.startTime : null,
      syncLoads: window.harmoniesDeferred.syncLoads,
      joined: !!window.harmoniesDeferred.instance,
    };
  });
}

for (const [label, options] of [['desktop, English', { ...DESKTOP, locale: 'en-US' }],
                                ['phone, French', { ...PHONE, locale: 'fr-FR', touch: true }]]) {
  test(`a first visit to the lobby (${label}) draws from the first part; the rest comes after and joins it`,
       { timeout: TEST_TIMEOUT }, async () => {
    await withGame(browser, `first-visit-${label.replace(/\W+/g, '-')}`, options, async (game) => {
      const { page } = game;
      let t = await partsTiming(page);
      assert.equal(t.syncLoads, 0, REFRESH);
      assert.ok(t.first !== null && t.first < t.firstFrame, `harmonies.wasm before the first frame: ${JSON.stringify(t)}`);
      await waitInPage(page, () => !!window.harmoniesDeferred.instance, null, 'the rest joins the first part');
      t = await partsTiming(page);
      assert.ok(t.rest !== null && t.rest > t.firstFrame, `harmonies.deferred.wasm is asked for after the first frame: ${JSON.stringify(t)}`);
      // The whole game runs on: a game started from the lobby needs the rest, which is already there.
      const snap = await click(game, 'lobby/quick-solo');
      assert.equal(snap.screen, 'game', describe(snap));
      assert.equal((await partsTiming(page)).syncLoads, 0, 'nothing was loaded synchronously');
      await shot(game, 'game');
    });
  });
}

test('a visit by a game link fetches both parts before its first frame', { timeout: TEST_TIMEOUT }, async () => {
  const record = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'A', '--seed', 'first-visit', '--games', '1'],
                                         { encoding: 'utf8' }).split('\n')[0]).record;
  const link = execFileSync(CLI, ['link', 'setup', record], { encoding: 'utf8' }).trim();
  await withGame(browser, 'first-visit-link', { ...PHONE, touch: true, hash: link }, async (game) => {
    const t = await partsTiming(game.page);
    assert.ok(t.rest !== null && t.rest < t.firstFrame, `the rest was asked for before the first frame: ${JSON.stringify(t)}`);
    assert.ok(t.joined, 'and joined the first part before it');
    assert.equal(t.syncLoads, 0);
    const snap = await waitForSnapshot(game, (s) => s.screen === 'game', 'the link opens its game');
    assert.equal(snap.facts.players, 2, describe(snap));
  });
});

test('the rest needed before it arrives is loaded then, and the game goes on', { timeout: TEST_TIMEOUT }, async () => {
  // The page's own fetch of the rest is held until the player has started a game: starting it needs the rest.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked = 0;
  await withGame(browser, 'first-visit-early-click', {
    ...DESKTOP,
    // Every load is a first visit: no language hint left by the one before (web/language.js visitedBefore).
    initScript: () => { try { localStorage.removeItem('harmonies-language'); } catch (e) { /* no storage */ } },
  }, async (game) => {
    const { page, context } = game;
    await context.route('**/harmonies.deferred.wasm', async (route) => {
      // The page's fetch after the first frame waits; the synchronous load (an XMLHttpRequest) goes through.
      if (route.request().resourceType() === 'fetch') {
        asked += 1;
        await held;
      }
      await route.continue();
    });
    // A fresh load with the route in place (withGame's first load had none).
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => window.harmoniesFirstFrameAt > 0 && window.harmonies.snapshot().frame > 0);
    const started = await page.evaluate(() => !!window.harmoniesDeferred.instance);
    assert.equal(started, false, 'the rest is not there yet');
    const snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', `the game started anyway; ${describe(snap)}`);
    const t = await partsTiming(page);
    assert.equal(t.syncLoads, 1, 'the rest was loaded when first needed');
    assert.ok(t.joined);
    assert.equal(asked, 1, 'the page had asked for the rest after its first frame');
    release();
    await shot(game, 'game');
  });
});
