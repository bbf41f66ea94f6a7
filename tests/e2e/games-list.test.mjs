// The lobby's list of games (wasm/screens/history.cpp, wasm/model/saves.cpp) and the lobby's layout
// (wasm/screens/lobby.cpp): a game counts its rounds, not every player's turns; a game taken off the list
// is set aside, never lost (Undo, a reload, "Bring back", another tab follows); Start game stays on a
// laptop's screen with four seats, and the switches line up in columns, in English, French and Spanish.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  CLI, launchBrowser, withGame, DESKTOP, PHONE, click, snapshot, find, describe, settle, shot, widget,
  waitForApp, TEST_TIMEOUT,
} from './lib.mjs';
import { flushed, idbAll, idbPut, reload, reveal, APP_URL, appReady } from './saves-lib.mjs';

// `harmonies-cli play`: a finished game, its record and "turns" (the engine's Position::round: rounds played).
const play = (...args) => JSON.parse(execFileSync(CLI, ['play', ...args, '--games', '1'], { encoding: 'utf8' }));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const LOCALES = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

// A saved game's entry as the app stores it (the rest is read from the record when loaded).
function entry(id, record, names, updated) {
  return JSON.stringify({ v: 1, id, kind: 'local', record, names, started: updated - 3600e3, updated });
}

// The list's row whose summary ("2 players, side A, 8 rounds") contains `words`: its index, or -1.
function rowOf(snap, words) {
  for (let i = 0; find(snap, `history/${i}`); ++i) {
    const summary = find(snap, `history/${i}/summary`);
    if (summary && summary.label.includes(words)) return i;
  }
  return -1;
}


test('a 2-player game counts rounds; a game set aside leaves the list and the bests, survives a reload and comes back whole',
     { timeout: TEST_TIMEOUT }, async () => {
  const solo = play('--players', '1', '--side', 'A', '--seed', 'games-list-solo');
  const duo = play('--players', '2', '--side', 'A', '--seed', 'games-list-duo');
  const now = Date.now();
  await withGame(browser, 'games-list', DESKTOP, async (game) => {
    await idbPut(game, 'game/gl-solo', entry('gl-solo', solo.record, ['Ana'], now - 60e3));
    await idbPut(game, 'game/gl-duo', entry('gl-duo', duo.record, ['Ana', 'Bruno'], now - 120e3));
    let snap = await reload(game);
    assert.equal(snap.screen, 'lobby', `the lobby; ${describe(snap)}`);
    assert.equal(snap.facts.saved_games, 2, `two games listed; ${describe(snap)}`);
    assert.ok(snap.facts.solo_bests && 'A' in snap.facts.solo_bests, `the solo game is a best; ${describe(snap)}`);

    // Rounds, as the engine counts them: a 2-player game of N rounds is N, not the 2N turns of both players.
    const rounds = duo.turns;
    const duoRow = rowOf(snap, `${rounds} rounds`);
    assert.ok(duoRow >= 0, `the 2-player game says "${rounds} rounds"; ${describe(snap)}`);
    assert.ok(!find(snap, `history/${duoRow}/summary`).label.includes(`${2 * rounds}`),
              `not every player's turns (${2 * rounds}): ${find(snap, `history/${duoRow}/summary`).label}`);
    const soloRow = rowOf(snap, `${solo.turns} turns`);
    assert.ok(soloRow >= 0, `the solo game says "${solo.turns} turns" (a round is a turn); ${describe(snap)}`);

    // A second tab of the same profile follows the list.
    const other = await game.context.newPage();
    await other.goto(APP_URL, { waitUntil: 'load' });
    const otherGame = { page: other, errors: [] };
    await appReady(otherGame);
    assert.equal((await snapshot(other)).facts.saved_games, 2, 'the other tab lists both games');

    // Removed: off the list and the bests, with Undo offered; Undo puts it back.
    snap = await click(game, `history/${soloRow}/remove`);
    assert.equal(snap.facts.saved_games, 1, `one game left in the list; ${describe(snap)}`);
    assert.equal(snap.facts.set_aside_games, 1, `one game set aside; ${describe(snap)}`);
    assert.ok(!snap.facts.solo_bests || !('A' in snap.facts.solo_bests), `no best from a game set aside; ${describe(snap)}`);
    assert.ok(find(snap, 'history/removed')?.label.includes(`${solo.turns} turns`), `the undo bar names the game; ${describe(snap)}`);
    await shot(game, 'removed');
    snap = await click(game, 'history/undo');
    assert.equal(snap.facts.saved_games, 2, `Undo brings it back; ${describe(snap)}`);
    assert.equal(snap.facts.set_aside_games, 0, `nothing set aside; ${describe(snap)}`);
    assert.ok(!find(snap, 'history/undo'), 'the undo bar is gone');

    snap = await click(game, `history/${rowOf(snap, `${solo.turns} turns`)}/remove`);
    assert.equal(snap.facts.saved_games, 1, `removed again; ${describe(snap)}`);
    await flushed(game);
    let stored = JSON.parse((await idbAll(game))['game/gl-solo']);
    assert.equal(stored.record, solo.record, 'the game set aside is stored whole, under its key');
    assert.ok(stored.set_aside > 0, `and marked set aside: ${JSON.stringify(stored).slice(0, 200)}`);
    await other.waitForFunction(() => window.harmonies.snapshot().facts.saved_games === 1, null, { polling: 50 });
    const followed = await snapshot(other);
    assert.equal(followed.facts.set_aside_games, 1, `the other tab follows; ${describe(followed)}`);

    // A reload keeps it aside; "Set aside (1)" opens the games set aside, and "Bring back" brings it back.
    snap = await reload(game);
    assert.equal(snap.facts.saved_games, 1, `still set aside after a reload; ${describe(snap)}`);
    assert.equal(find(snap, `history/0/summary`).label.includes(`${rounds} rounds`), true, 'the 2-player game is listed');
    await reveal(game, 'history/set-aside');
    snap = await click(game, 'history/set-aside');
    assert.ok(find(snap, 'history/aside/0')?.label.includes(`${solo.turns} turns`), `the game set aside is shown; ${describe(snap)}`);
    await reveal(game, 'history/aside/0/bring-back');
    await shot(game, 'set-aside');
    snap = await click(game, 'history/aside/0/bring-back');
    assert.equal(snap.facts.saved_games, 2, `brought back; ${describe(snap)}`);
    assert.equal(snap.facts.set_aside_games, 0, `nothing set aside; ${describe(snap)}`);
    assert.ok(snap.facts.solo_bests && 'A' in snap.facts.solo_bests, `its best counts again; ${describe(snap)}`);
    assert.ok(rowOf(snap, `${solo.turns} turns`) >= 0, `listed with its turns; ${describe(snap)}`);
    await flushed(game);
    stored = JSON.parse((await idbAll(game))['game/gl-solo']);
    assert.equal(stored.record, solo.record, 'its moves intact');
    assert.ok(!('set_aside' in stored), 'no longer marked');
    await other.waitForFunction(() => window.harmonies.snapshot().facts.saved_games === 2, null, { polling: 50 });
    await other.close();
  });
});

// The switches' columns: the boxes of each line's first and second switch at one x.
function assertColumns(snap, label, together) {
  const x = (name) => {
    const w = find(snap, name);
    assert.ok(w, `${label}: ${name} is drawn; ${describe(snap)}`);
    return w.x;
  };
  assert.equal(x('lobby/sanctuaries'), x('lobby/spirits'), `${label}: Sanctuaries under Nature's Spirits`);
  assert.equal(x('lobby/whispers'), x('lobby/pulse'), `${label}: Whispers under Pulse`);
  assert.equal(x('lobby/animations'), x('lobby/spirits'), `${label}: Animations under the modules' first column`);
  if (together) assert.equal(x('lobby/token-symbols'), x('lobby/pulse'), `${label}: Token symbols under Pulse`);
  if (x('lobby/pulse') > x('lobby/spirits')) {
    assert.ok(x('lobby/spirits') + find(snap, 'lobby/spirits').w <= x('lobby/pulse'), `${label}: the columns do not overlap`);
  }
}

for (const lang of ['en', 'fr', 'es']) {
  test(`${lang}: Start game is on a 1366x768 screen with four seats; the switches line up, on a phone too`,
       { timeout: TEST_TIMEOUT }, async () => {
    await withGame(browser, `lobby-layout-${lang}`, { ...DESKTOP, locale: LOCALES[lang] }, async (game) => {
      let snap = await click(game, 'lobby/players-3');
      for (const seat of [1, 2, 3]) snap = await click(game, `lobby/seat-${seat}/kind-${seat}`);
      // The column moves up by its measured height on the next frame: wait for it.
      await game.page.waitForFunction(() => {
        const w = window.harmonies.snapshot().widgets.find((v) => v.name === 'lobby/start');
        return w && w.y + w.h <= window.innerHeight;
      }, null, { polling: 50 }).catch(() => {});
      snap = await settle(game.page, snap, 'the lobby with four seats');
      assert.equal(snap.facts.language, lang, `the lobby in ${lang}`);
      const start = find(snap, 'lobby/start');
      assert.ok(start, `Start game is drawn; ${describe(snap)}`);
      assert.ok(start.y >= 0 && start.x >= 0 && start.y + start.h <= 768 && start.x + start.w <= 1366,
                `${lang}: Start game (${start.x}, ${start.y}, ${start.w} x ${start.h}) lies inside 1366x768`);
      assert.ok(find(snap, 'lobby/seat-0/kind-0') && find(snap, 'lobby/seat-3/kind-3'), 'four seats shown');
      assert.ok(find(snap, 'lobby/players-0').y >= 0, `${lang}: the column's top is on screen too`);
      assertColumns(snap, `${lang} desktop`, true);
      await shot(game, 'four-seats');
    });
    await withGame(browser, `lobby-layout-${lang}-phone`, { ...PHONE, locale: LOCALES[lang], touch: true }, async (game) => {
      const snap = await snapshot(game);
      // A phone keeps each group's columns; where both groups fit one x they share it.
      const shared = find(snap, 'lobby/token-symbols').y === find(snap, 'lobby/animations').y &&
                     find(snap, 'lobby/pulse').y === find(snap, 'lobby/spirits').y &&
                     find(snap, 'lobby/token-symbols').x === find(snap, 'lobby/pulse').x;
      assertColumns(snap, `${lang} phone`, shared);
      const right = Math.max(...['lobby/pulse', 'lobby/whispers', 'lobby/token-symbols'].map((n) => {
        const w = find(snap, n);
        return w.x + w.w;
      }));
      assert.ok(right <= 390, `${lang} phone: the switches end inside the screen (${right})`);
    });
  });
}
