// Helpers of saves.test.mjs and links.test.mjs: the browser's saved data (web/storage.js, IndexedDB
// "harmonies" / "kv"), reloads, the game menu and its share dialog.
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import {
  BASE_URL, CHROMIUM, CHROMIUM_ARGS, DESKTOP, click, settle, snapshot, find, indexed, firstHighlighted, widget,
  waitForApp, describe, waitInPage, isOnScreen, WAIT_TIMEOUT,
} from './lib.mjs';

export const APP_URL = `${BASE_URL}/?noanim=1`;

// Scrolls the lobby (mouse wheel, up or down) until the widget `name` is on screen; returns the snapshot.
export async function reveal(game, name) {
  for (let i = 0; i < 16; i++) {
    const snap = await snapshot(game);
    const w = find(snap, name);
    if (w && isOnScreen(game.page, w)) return snap;
    const vp = game.page.viewportSize();
    await game.page.mouse.move(vp.width / 2, vp.height / 2);
    await game.page.mouse.wheel(0, w && w.y < 0 ? -240 : 240);
    await settle(game.page, snap, 'scrolling the lobby');
  }
  assert.fail(`${name} never came on screen; ${describe(await snapshot(game))}`);
}

// The lobby's "Load from a file" with `text` as the file picked; the settled snapshot once it is loaded.
export async function loadGamesFile(game, text) {
  await reveal(game, 'history/import');
  const [chooser] = await Promise.all([game.page.waitForEvent('filechooser'), click(game, 'history/import')]);
  const before = await snapshot(game);
  await chooser.setFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  // The page reads the file, then the game draws what it loaded.
  await game.page.waitForFunction((f) => window.harmonies.snapshot().frame > f, before.frame, { polling: 30 });
  return settle(game.page, before, 'loading a games file');
}

// Waits until every write the app asked for has been committed to IndexedDB.
export async function flushed(pageOrGame) {
  await waitInPage(pageOrGame, () => window.harmoniesStorage && window.harmoniesStorage.pending === 0, null,
                   'every write committed to IndexedDB');
}

// Every key and value actually stored in IndexedDB (read with a connection of its own, not the app's
// in-memory copy), as a plain object.
export async function idbAll(pageOrGame) {
  const page = pageOrGame.page || pageOrGame;
  return page.evaluate(() => new Promise((resolve, reject) => {
    const request = indexedDB.open('harmonies');
    request.onerror = () => reject(new Error(`indexedDB.open failed: ${request.error}`));
    request.onsuccess = () => {
      const db = request.result;
      const out = {};
      const tx = db.transaction('kv', 'readonly');
      const cursor = tx.objectStore('kv').openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) { db.close(); resolve(out); return; }
        out[c.key] = c.value;
        c.continue();
      };
      cursor.onerror = () => { db.close(); reject(new Error(`cursor failed: ${cursor.error}`)); };
    };
  }));
}

// Writes key -> text straight into IndexedDB (behind the app's back).
export async function idbPut(pageOrGame, key, text) {
  const page = pageOrGame.page || pageOrGame;
  await page.evaluate(([key, text]) => new Promise((resolve, reject) => {
    const request = indexedDB.open('harmonies');
    request.onerror = () => reject(new Error(`indexedDB.open failed: ${request.error}`));
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction('kv', 'readwrite');
      tx.objectStore('kv').put(text, key);
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = tx.onabort = () => { db.close(); reject(new Error(`put failed: ${tx.error}`)); };
    };
  }), [key, text]);
}

// Opens a saved position: stores `record` as the saved game `id` (a local game, as the app saves one; `fields`
// adds or replaces members such as names and bots), makes it the open game and reloads. Returns the snapshot.
export async function openSaved(game, id, record, fields = {}) {
  await idbPut(game, `game/${id}`, JSON.stringify({
    v: 1, id, kind: 'local', record, names: ['Ana'], started: Date.now() - 3600e3, updated: Date.now() - 60e3, ...fields,
  }));
  await idbPut(game, 'open', id);
  return reload(game);
}

// Moves the saved game on screen (facts.game_id) on to `record`, the same game further on, and reloads.
// Returns the game as the app had saved it (`started`) and the snapshot after the reload.
export async function moveSavedGameTo(game, snap, record) {
  await flushed(game);
  const id = snap.facts.game_id;
  const started = JSON.parse((await idbAll(game))[`game/${id}`]);
  await idbPut(game, `game/${id}`, JSON.stringify({ ...started, record }));
  return { started, snap: await reload(game) };
}

export const gameKeys = (all) => Object.keys(all).filter((k) => k.startsWith('game/')).sort();

// Waits for the app after a (re)load and for its UI to settle; returns the snapshot.
export async function appReady(game) {
  await waitForApp(game);
  return settle(game.page, 0, 'loading the page');
}

export async function reload(game) {
  await flushed(game);
  await game.page.reload({ waitUntil: 'load' });
  return appReady(game);
}

// A fresh page load of `url` (not a same-document fragment change): through about:blank first.
export async function freshLoad(game, url) {
  await flushed(game);
  await game.page.goto('about:blank');
  await game.page.goto(url, { waitUntil: 'load' });
  return appReady(game);
}

// A link opened on the running page, as when pasted into the address bar (a hashchange event).
export async function setHash(game, fragment) {
  const before = await snapshot(game);
  await game.page.evaluate((h) => { window.location.hash = h; }, fragment);
  // The hashchange event fires asynchronously: wait for a frame drawn after it.
  await game.page.waitForFunction((f) => window.harmonies.snapshot().frame > f + 1, before.frame, { polling: 30 });
  return settle(game.page, before, `opening #${fragment.slice(0, 12)}... on the running page`);
}

// The fragment of a share link (what follows '#').
export function fragmentOf(url) {
  const at = url.indexOf('#');
  assert.ok(at >= 0, `a share link has a '#': ${url}`);
  return url.slice(at + 1);
}

// The facts that describe a position (the same game at the same point gives the same ones).
export function position(snap) {
  const f = snap.facts;
  return {
    players: f.players, actions: f.actions, current_player: f.current_player, round: f.round,
    last_round: f.last_round, spots: f.spots, row: f.row, pouch: f.pouch, deck: f.deck,
    empty_spaces: f.empty_spaces, score: f.score,
  };
}

// Widget names of a prefix (spot/N, row/N, hand/N, space/N, held/N), highlighted ones marked with '*'.
export function names(snap, prefix, marks = true) {
  return indexed(snap, prefix).map((w) => `${w.name}${marks && w.highlighted ? '*' : ''}`);
}

// Takes the first takeable spot; returns the snapshot.
export async function takeSpot(game, which = 'first') {
  const snap = await snapshot(game);
  const spots = indexed(snap, 'spot').filter((w) => w.highlighted);
  assert.ok(spots.length, `a spot is takeable; ${describe(snap)}`);
  const spot = which === 'last' ? spots[spots.length - 1] : spots[0];
  const after = await click(game, spot);
  assert.equal(indexed(after, 'hand').length, 3, `taking ${spot.name} puts 3 tokens in hand; ${describe(after)}`);
  return after;
}

// Places hand/0 on its first highlighted space; returns the snapshot.
export async function placeOne(game) {
  const before = indexed(await snapshot(game), 'hand').length;
  let snap = await click(game, 'hand/0', { quick: true });
  const space = firstHighlighted(snap, 'space');
  assert.ok(space, `a highlighted space for hand/0; ${describe(snap)}`);
  snap = await click(game, space);
  assert.equal(indexed(snap, 'hand').length, before - 1, `a token left the hand; ${describe(snap)}`);
  return snap;
}

// Opens the game menu and one of its share entries ('setup' | 'game'); returns the link shown, and
// closes the dialog.
export async function shareFromMenu(game, what) {
  await click(game, 'button/menu');
  await click(game, `menu/share-${what}`);
  const link = await readShareDialog(game);
  return link;
}

// Reads share_link from the open share dialog, then closes it.
export async function readShareDialog(game) {
  await widget(game, 'share/close');
  const snap = await snapshot(game);
  const link = snap.facts.share_link;
  assert.equal(typeof link, 'string', `the share dialog has a share_link fact; ${describe(snap)}`);
  assert.ok(link.startsWith(`${BASE_URL}/#`), `the link is the page's address ${BASE_URL}/ (without this visit's query) and a fragment: ${link}`);
  const after = await click(game, 'share/close');
  assert.ok(!find(after, 'share/link'), `share/close closes the dialog; ${describe(after)}`);
  noteLink(link);
  return link;
}

// Leaves the game for the lobby through the menu (the game stays saved).
export async function leaveToLobby(game) {
  await click(game, 'button/menu');
  const snap = await click(game, 'dialog/leave');
  assert.equal(snap.screen, 'lobby', `"Leave game" goes to the lobby; ${describe(snap)}`);
  return snap;
}

// The longest share link seen in this process (reported at the end of a file).
export const longest = { length: 0, link: '' };
export function noteLink(link) {
  if (link.length > longest.length) { longest.length = link.length; longest.link = link; }
}

// A browser with a profile kept in userDataDir (a relaunch sees what the last one saved), with one page
// on the app and the same error collection as lib.mjs openGame. Returns a game handle.
export async function launchProfile(userDataDir, name, { hash = '' } = {}) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: WAIT_TIMEOUT, ...DESKTOP,
  });
  const page = context.pages()[0] || await context.newPage();
  page.setDefaultTimeout(WAIT_TIMEOUT);
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location()?.url || ''})`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('crash', () => errors.push('page crashed'));
  const game = {
    page, context, errors, name, touch: false, shots: 0, spread: false, used: new Map(), act: click,
    async close() { await context.close().catch(() => {}); },
  };
  try {
    await page.goto(`${APP_URL}${hash ? `#${hash}` : ''}`, { waitUntil: 'load' });
    await appReady(game);
  } catch (err) {
    await game.close();
    throw err;
  }
  return game;
}
