// Games survive reloads and relaunches; saved data the app cannot read is kept aside; a window
// without IndexedDB still plays, and storage that opens late is taken up (web/storage.js,
// wasm/model/saves.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  launchBrowser, withGame, DESKTOP, click, settle, snapshot, find, indexed, placeHand, playTurn, describe,
  assertNoErrors, shot, TEST_TIMEOUT, waitForSnapshot, waitInPage, WAIT_TIMEOUT,
} from './lib.mjs';
import {
  flushed, idbAll, idbPut, gameKeys, reload, position, names, takeSpot, placeOne, leaveToLobby, launchProfile,
  reveal, loadGamesFile, APP_URL, appReady,
} from './saves-lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

async function quickSolo(game, storage = 'saved') {
  const snap = await click(game, 'lobby/quick-solo');
  assert.equal(snap.screen, 'game', `quick solo starts a game; ${describe(snap)}`);
  assert.equal(typeof snap.facts.game_id, 'string', `a started game has an id (fact game_id); ${describe(snap)}`);
  assert.equal(snap.facts.storage, storage, `fact storage; ${describe(snap)}`);
  return snap;
}

// Finishes the turn in progress (tokens in hand) and checks it ended.
async function finishTurn(game, label) {
  const start = await snapshot(game);
  await placeHand(game, label);
  const snap = await click(game, 'button/end-turn');
  assert.equal(snap.facts.round, start.facts.round + 1, `${label}: End turn ends the turn; ${describe(snap)}`);
  return snap;
}

// The same game at the same point: same id, same facts, same pieces on screen.
function assertSameGame(after, before, label) {
  assert.equal(after.screen, 'game', `${label}: back on the game screen; ${describe(after)}`);
  assert.equal(after.facts.game_id, before.facts.game_id, `${label}: the same saved game (game_id)`);
  assert.equal(after.facts.actions, before.facts.actions, `${label}: the same number of actions`);
  assert.deepEqual(position(after), position(before), `${label}: the same position (facts)`);
  for (const prefix of ['spot', 'row', 'hand', 'held']) {
    assert.deepEqual(names(after, prefix, prefix !== 'hand'), names(before, prefix, prefix !== 'hand'),
                     `${label}: the same ${prefix}/N widgets`);
  }
  assert.deepEqual(names(after, 'space', false), names(before, 'space', false), `${label}: the same board spaces`);
}

test('a reload mid-turn resumes the game exactly', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'saves-reload-mid-turn', DESKTOP, async (game) => {
    await quickSolo(game);
    await takeSpot(game);
    const mid = await placeOne(game);
    assert.equal(indexed(mid, 'hand').length, 2, `2 tokens left in hand; ${describe(mid)}`);
    await flushed(game);
    const stored = await idbAll(game);
    assert.equal(stored.open, mid.facts.game_id, 'the key "open" names the game on screen');
    const saved = JSON.parse(stored[`game/${mid.facts.game_id}`]);
    assert.equal(saved.id, mid.facts.game_id, 'the saved game has its id');
    assert.match(saved.record, /^HR1\./, 'the saved game holds a record');

    const after = await reload(game);
    await shot(game, 'after-reload');
    assertSameGame(after, mid, 'after a reload');
    assert.equal(indexed(after, 'hand').length, 2, `the hand still shows 2 tokens; ${describe(after)}`);
    assert.equal(find(after, 'button/end-turn')?.enabled, false, 'End turn stays disabled with tokens in hand');
    await finishTurn(game, 'the resumed turn');
    // And the finished turn is saved too.
    const ended = await reload(game);
    assert.equal(ended.facts.round, 1, `after another reload the turn stays ended; ${describe(ended)}`);
    assert.equal(ended.facts.game_id, mid.facts.game_id, 'still the same game');
  });
});

test('a relaunch with the same profile resumes the game; the lobby continues it', { timeout: TEST_TIMEOUT }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmonies-profile-'));
  let game;
  try {
    game = await launchProfile(dir, 'saves-relaunch');
    await quickSolo(game);
    await takeSpot(game);
    const mid = await placeOne(game);
    await flushed(game);
    assertNoErrors(game, 'before closing the browser');
    await game.close();

    game = await launchProfile(dir, 'saves-relaunch-2');
    const resumed = await snapshot(game);
    await shot(game, 'relaunched');
    assertSameGame(resumed, mid, 'after a relaunch');
    assert.equal(indexed(resumed, 'hand').length, 2, `the hand still shows 2 tokens; ${describe(resumed)}`);

    // Leave for the lobby: the game stays saved and "Continue" picks it up.
    let lobby = await leaveToLobby(game);
    assert.ok(find(lobby, 'lobby/continue'), `the lobby offers Continue; ${describe(lobby)}`);
    assert.equal(lobby.facts.saved_games, 1, `one saved game listed; ${describe(lobby)}`);
    assert.ok(find(lobby, 'history/0/continue'), `the history row offers Continue; ${describe(lobby)}`);
    await flushed(game);
    assert.equal((await idbAll(game)).open, undefined, 'leaving the game clears the key "open"');
    // A relaunch now starts in the lobby, and Continue still resumes the game.
    await game.close();
    game = await launchProfile(dir, 'saves-relaunch-3');
    lobby = await snapshot(game);
    assert.equal(lobby.screen, 'lobby', `after leaving, a relaunch opens the lobby; ${describe(lobby)}`);
    const cont = await click(game, 'lobby/continue');
    assertSameGame(cont, mid, 'Continue after a relaunch');
    await finishTurn(game, 'the continued turn');
    await flushed(game);
    assertNoErrors(game);
  } finally {
    await game?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// A second tab of the same browser profile, as a game handle (its errors go to the first tab's list).
async function secondTab(game, name) {
  const page = await game.context.newPage();
  page.setDefaultTimeout(WAIT_TIMEOUT);
  page.on('console', (msg) => { if (msg.type() === 'error') game.errors.push(`${name}: console.error: ${msg.text()}`); });
  page.on('pageerror', (err) => game.errors.push(`${name}: page error: ${err.message}`));
  const tab = { page, context: game.context, errors: game.errors, name, touch: false, shots: 0, spread: false,
                used: new Map(), act: click };
  await page.goto(APP_URL, { waitUntil: 'load' });
  await appReady(tab);
  return tab;
}

// Waits until the tab has drawn a position with `actions` actions; returns that snapshot.
function followed(tab, actions, what) {
  return waitForSnapshot(tab, (snap) => snap.facts.actions === actions, (snap) =>
    `${what}: still at ${snap.facts.actions} actions, not ${actions}`, { every: 50 });
}

test('two tabs of one profile follow each other instead of overwriting each other', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'saves-two-tabs', DESKTOP, async (first) => {
    await quickSolo(first);
    await takeSpot(first);
    const placed = await placeOne(first);
    await flushed(first);
    // The second tab resumes the game on screen, at the same point.
    const second = await secondTab(first, 'saves-two-tabs-second');
    assertSameGame(await snapshot(second), placed, 'the second tab');

    // Moves in either tab reach the other at once.
    const there = await placeOne(second);
    const here = await followed(first, there.facts.actions, 'the first tab after a move in the second');
    assertSameGame(here, there, 'the first tab follows the second');
    await shot(first, 'followed');
    const ended = await finishTurn(first, 'the first tab');
    assertSameGame(await followed(second, ended.facts.actions, 'the second tab after End turn in the first'), ended,
                   'the second tab follows the first');

    // Both tabs played: the store holds every move (a fresh load shows the whole game).
    await flushed(first);
    await flushed(second);
    const stored = JSON.parse((await idbAll(first))[`game/${ended.facts.game_id}`]);
    assert.equal(stored.turns, 1, `the saved game has the ended turn: ${JSON.stringify(stored)}`);
    await second.page.close();
    assertSameGame(await reload(first), ended, 'after a reload');

    // A game started in another tab shows up in this tab's list of games.
    const lobby = await leaveToLobby(first);
    assert.equal(indexed(lobby, 'history').length, 1,
                 `one game listed; ${describe(lobby)}`);
    const third = await secondTab(first, 'saves-two-tabs-third');
    await quickSolo(third);
    const listing = await waitForSnapshot(first, (snap) => indexed(snap, 'history').length >= 2,
                                          'the first tab\'s lobby lists the game started in the other tab', { every: 50 });
    assert.equal(indexed(listing, 'history').length, 2, `the first tab's lobby lists the game started in the other tab; ${describe(listing)}`);
    await third.page.close();
  });
});


// The lobby's "Save a copy" (a download) and "Load from a file" (a file chooser).
async function saveCopy(game) {
  await reveal(game, 'history/export');
  const [download] = await Promise.all([game.page.waitForEvent('download'), click(game, 'history/export')]);
  assert.match(download.suggestedFilename(), /^harmonies-games-\d{4}-\d{2}-\d{2}\.json$/, 'the file is named after the day');
  return fs.readFileSync(await download.path(), 'utf8');
}


test('a copy of every game loads in another browser; a file that is not one changes nothing', { timeout: TEST_TIMEOUT }, async () => {
  let ended;
  let file;
  await withGame(browser, 'saves-file-out', DESKTOP, async (game) => {
    await quickSolo(game);
    await takeSpot(game);
    ended = await finishTurn(game, 'the first turn');
    await takeSpot(game);
    ended = await placeOne(game);
    await leaveToLobby(game);
    file = await saveCopy(game);
    const parsed = JSON.parse(file);
    assert.equal(parsed.kind, 'harmonies-games');
    assert.equal(parsed.games.length, 1, `one game in the file: ${file.slice(0, 200)}`);
    assert.equal(parsed.games[0].id, ended.facts.game_id, 'the game on screen is the one in the file');
  });
  await withGame(browser, 'saves-file-in', DESKTOP, async (game) => {
    let lobby = await snapshot(game);
    assert.equal(lobby.facts.saved_games, undefined, `a new browser has no game; ${describe(lobby)}`);
    lobby = await loadGamesFile(game, file);
    assert.equal(lobby.facts.saved_games, 1, `the file's game is listed; ${describe(lobby)}`);
    await shot(game, 'loaded');
    await reveal(game, 'history/0/continue');
    const resumed = await click(game, 'history/0/continue');
    assertSameGame(resumed, ended, 'the loaded game');
    await leaveToLobby(game);

    // Loaded again: nothing doubled. Not a games file: refused with a notice, the saves untouched.
    assert.equal((await loadGamesFile(game, file)).facts.saved_games, 1, 'the same file twice is one game');
    await flushed(game);
    const stored = await idbAll(game);
    for (const text of ['hello', '{"v": 1, "kind": "settings"}', file.slice(0, file.length / 2)]) {
      const after = await loadGamesFile(game, text);
      assert.equal(after.facts.saved_games, 1, `still one game after loading ${text.slice(0, 30)}`);
      assert.ok(after.facts.notices.some((n) => n.startsWith('This file cannot be loaded')),
                `a notice says why: ${JSON.stringify(after.facts.notices)}`);
    }
    await flushed(game);
    assert.deepEqual(await idbAll(game), stored, 'the stored data is unchanged');
  });
});

test('stored data that cannot be read is kept aside', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'saves-kept-aside', DESKTOP, async (game) => {
    const started = await quickSolo(game);
    await takeSpot(game);
    await flushed(game);
    const good = await idbAll(game);
    const goodKey = `game/${started.facts.game_id}`;
    // Garbage written straight into IndexedDB, a bad settings value through the app's own store, and a
    // valid game stored under another game's key.
    const garbage = '{"v":1,"id":"zzz", this is not JSON';
    const badSettings = 'settings? \u00e9\u00e8 not json';
    await idbPut(game, 'game/zzz', garbage);
    await game.page.evaluate((t) => window.harmoniesStorage.put('settings', t), badSettings);
    await idbPut(game, 'game/misfiled', good[goodKey]);
    await flushed(game);

    let snap = await reload(game);
    assert.equal(snap.screen, 'game', `the app starts and resumes the good game; ${describe(snap)}`);
    assert.equal(snap.facts.game_id, started.facts.game_id, 'the good game is the one on screen');
    snap = await leaveToLobby(game);
    await shot(game, 'lobby-notices');
    const notices = snap.facts.notices || [];
    const aside = notices.filter((n) => /kept aside/i.test(n));
    assert.equal(aside.length, 3, `three notices say something was kept aside: ${JSON.stringify(notices)}`);
    assert.ok(notices.some((n) => /settings/i.test(n) && /kept aside/i.test(n)),
              `a notice names the settings: ${JSON.stringify(notices)}`);
    assert.equal(snap.facts.saved_games, 1, `the good game is still listed; ${describe(snap)}`);
    assert.ok(find(snap, 'history/0/continue') && find(snap, 'lobby/continue'), `the good game can be continued; ${describe(snap)}`);

    await flushed(game);
    const all = await idbAll(game);
    const asideKeys = Object.keys(all).filter((k) => k.startsWith('aside/'));
    const find1 = (prefix) => asideKeys.find((k) => k.startsWith(prefix));
    assert.ok(find1('aside/game/zzz@'), `aside/game/zzz@<ms> exists: ${JSON.stringify(asideKeys)}`);
    assert.equal(all[find1('aside/game/zzz@')], garbage, 'the unreadable game is kept byte for byte');
    assert.ok(find1('aside/settings@'), `aside/settings@<ms> exists: ${JSON.stringify(asideKeys)}`);
    assert.equal(all[find1('aside/settings@')], badSettings, 'the unreadable settings are kept byte for byte');
    assert.ok(find1('aside/game/misfiled@'), `a game under another game's key is kept aside: ${JSON.stringify(asideKeys)}`);
    assert.equal(all[find1('aside/game/misfiled@')], good[goodKey], 'the misfiled game is kept byte for byte');
    assert.deepEqual(gameKeys(all), [goodKey], 'only the good game is left under game/');
    assert.equal(all[goodKey], good[goodKey], 'the good game is unchanged');

    // Set aside once: the next start has nothing more to say, and Continue resumes the game.
    snap = await reload(game);
    assert.equal(snap.screen, 'lobby', `left in the lobby, a reload opens the lobby; ${describe(snap)}`);
    assert.deepEqual(snap.facts.notices, [], `no notices on the next start; ${describe(snap)}`);
    assert.equal(Object.keys(await idbAll(game)).filter((k) => k.startsWith('aside/')).length, 3,
                 'the aside entries stay');
    snap = await click(game, 'lobby/continue');
    assert.equal(snap.facts.game_id, started.facts.game_id, `Continue resumes the good game; ${describe(snap)}`);
    assert.equal(indexed(snap, 'hand').length, 3, 'with its 3 tokens in hand');
  });
});

test('without IndexedDB the game still plays', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'saves-no-indexeddb', {
    ...DESKTOP,
    initScript: () => { delete window.indexedDB; },
  }, async (game) => {
    let snap = await snapshot(game);
    await shot(game, 'lobby');
    assert.equal(await game.page.evaluate(() => typeof window.indexedDB), 'undefined', 'the init script removed indexedDB');
    assert.equal(snap.screen, 'lobby', describe(snap));
    assert.equal(snap.facts.storage, 'not saved', `fact storage is "not saved"; ${describe(snap)}`);
    assert.ok((snap.facts.notices || []).some((n) => n.includes('Progress is not saved in this window')),
              `a notice says progress is not saved: ${JSON.stringify(snap.facts.notices)}`);
    assert.equal(await game.page.evaluate(() => window.harmoniesStorage.status), 'unavailable');
    await quickSolo(game, 'not saved');
    const { snap: after } = await playTurn(game, 'without IndexedDB');
    assert.equal(after.facts.round, 1, `a whole turn was played; ${describe(after)}`);
    assert.equal(await game.page.evaluate(() => window.harmoniesStorage.pending), 0, 'nothing waits to be written');
  });
  // A browser whose indexedDB.open throws (some private modes) is the same.
  await withGame(browser, 'saves-indexeddb-throws', {
    ...DESKTOP,
    initScript: () => {
      IDBFactory.prototype.open = function () { throw new DOMException('denied', 'SecurityError'); };
    },
  }, async (game) => {
    const snap = await snapshot(game);
    assert.equal(snap.facts.storage, 'not saved', `fact storage is "not saved"; ${describe(snap)}`);
    assert.ok((snap.facts.notices || []).some((n) => n.includes('Progress is not saved in this window')),
              `a notice says progress is not saved: ${JSON.stringify(snap.facts.notices)}`);
    await quickSolo(game, 'not saved');
    await takeSpot(game);
    await placeOne(game);
  });
});

test('storage that opens after the game stopped waiting is taken up: nothing kept or played is lost',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'saves-late-open', { ...DESKTOP }, async (game) => {
    // A game kept before: a turn of a quick solo game, written.
    const first = await quickSolo(game);
    await playTurn(game, 'the game kept before');
    await flushed(game);
    assert.deepEqual(gameKeys(await idbAll(game)), [`game/${first.facts.game_id}`]);

    // From now on the app's connection opens only when the test lets it (window.openLateStorage), after
    // the 4 s the game waits for it (a busy machine): what the page does meanwhile never races a timer.
    // The test's own reads are not held.
    await game.page.addInitScript(() => {
      const realOpen = IDBFactory.prototype.open;
      let delayed = false;
      IDBFactory.prototype.open = function (...args) {
        const request = realOpen.apply(this, args);
        if (delayed) return request;
        delayed = true;
        let handler = null;
        Object.defineProperty(request, 'onsuccess', { configurable: true, get: () => handler, set: (f) => { handler = f; } });
        request.addEventListener('success', (event) => {
          window.openLateStorage = () => { if (handler) handler.call(request, event); };
        });
        return request;
      };
    });
    let snap = await reload(game);
    assert.equal(snap.facts.storage, 'not saved', `the game stopped waiting; ${describe(snap)}`);
    assert.ok((snap.facts.notices || []).some((n) => n.includes('did not open the site’s storage in time')),
              `a notice says why: ${JSON.stringify(snap.facts.notices)}`);

    // A game played meanwhile, in memory only, then left for the lobby: the page no longer has a game
    // open, while the late storage still names the first one.
    const meanwhile = await quickSolo(game, 'not saved');
    await takeSpot(game);
    await placeOne(game);
    snap = await leaveToLobby(game);
    assert.equal(snap.facts.storage, 'not saved', `the storage is still late; ${describe(snap)}`);

    // The storage opens: the game says so, and keeps both games.
    await game.page.waitForFunction(() => typeof window.openLateStorage === 'function');
    await game.page.evaluate(() => window.openLateStorage());
    await waitInPage(game, () => window.harmonies.snapshot().facts.storage === 'saved', null, 'storage saved');
    snap = await snapshot(game);
    assert.match(find(snap, 'toast')?.label ?? '', /Saving works now/, `the player hears it; ${describe(snap)}`);
    await shot(game, 'taken-up');
    await flushed(game);
    const keys = gameKeys(await idbAll(game));
    assert.deepEqual(keys, [`game/${first.facts.game_id}`, `game/${meanwhile.facts.game_id}`].sort(),
                     'the game kept before is still there, and the one played meanwhile is written');
    const all = await idbAll(game);
    const stored = JSON.parse(all[`game/${meanwhile.facts.game_id}`]);
    assert.ok(stored.record, `the game played meanwhile is kept with its record: ${JSON.stringify(stored).slice(0, 200)}`);
    // Leaving the game is kept too: the next visit opens the lobby, not the game stored as open before.
    assert.equal(all.open, undefined, `no game is stored as open (it was ${first.facts.game_id})`);
    const next = await secondTab(game, 'saves-late-open-next-visit');
    const visit = await snapshot(next);
    assert.equal(visit.screen, 'lobby', `another visit opens the lobby, as the player left it; ${describe(visit)}`);
    await next.page.close();
    snap = await snapshot(game);
    assert.ok(!(snap.facts.notices || []).some((n) => n.includes('Progress is not saved')),
              `the lobby no longer says progress is not saved: ${JSON.stringify(snap.facts.notices)}`);
    assert.ok(find(snap, 'history/0') && find(snap, 'history/1'), `both games in the list; ${describe(snap)}`);
  });
});
