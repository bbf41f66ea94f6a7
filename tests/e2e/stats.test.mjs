// "Your record" (wasm/screens/stats.cpp, wasm/model/stats.cpp): the lobby's stats screen follows the saved games.
// A fresh profile shows the empty state; a game finished here counts with its score; a games file read in adds its
// finished games (the bests, the wins against the bots and the daily streak follow); a game set aside stops
// counting. Screenshots of the screen: English at 1366x768 (the first test), French and Spanish at 1366x768 and 390x844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  CLI, launchBrowser, withGame, DESKTOP, PHONE, click, press, snapshot, find, describe, settle, shot,
  playToEnd, waitForSnapshot, TEST_TIMEOUT,
} from './lib.mjs';
import { openSaved, idbPut, reload, reveal, loadGamesFile } from './saves-lib.mjs';
import { recordAfterTurns, turnsOf } from '../../scripts/record-text.mjs';

// `harmonies-cli play`: a finished game with its record, scores ("total" each) and the engine's winners.
const play = (...args) => JSON.parse(execFileSync(CLI, ['play', ...args, '--games', '1'], { encoding: 'utf8' }));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const LOCALES = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };
const DAY = 86400e3;
const utcDate = (ms) => new Date(ms).toISOString().slice(0, 10);

// A saved game's entry as the app stores it and a games file carries it (the rest is read from the record).
function entry(id, played, updated, fields = {}) {
  const names = Array.from({ length: played.players }, (_, i) => ['Ana', 'Bruno', 'Carla', 'Dani'][i]);
  return { v: 1, id, kind: 'local', record: played.record, names, started: updated - 3600e3, updated, ...fields };
}

// axe-core (as tests/e2e/accessibility.test.mjs runs it) on the page as it stands: the serious and critical
// violations, as lines; and every element of the screen in the test hook has its element in the page's mirror.
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
async function accessibilityProblems(game, snap) {
  const { page } = game;
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const problems = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`);
  const names = snap.widgets.map((w) => w.name);
  const missing = await page.evaluate((list) => list.filter((n) => !window.harmoniesAccess.element(n)), names);
  return [...problems, ...missing.map((n) => `${n}: no mirror element`)];
}

const gamesFile = (games) => JSON.stringify({ v: 1, kind: 'harmonies-games', exported: Date.now(), games });



// From the lobby (scrolled back to its top) to the stats screen.
async function openStats(game) {
  const snap = await reveal(game, 'lobby/stats');
  assert.equal(snap.screen, 'lobby', `the lobby; ${describe(snap)}`);
  const stats = await game.act(game, 'lobby/stats');
  assert.equal(stats.screen, 'stats', `"Your record" opens the stats; ${describe(stats)}`);
  return stats;
}

async function backToLobby(game) {
  const snap = await game.act(game, 'stats/back');
  assert.equal(snap.screen, 'lobby', `Back returns to the lobby; ${describe(snap)}`);
  return snap;
}

test('the stats count a game finished here, follow a games file read in, and drop a game set aside',
     { timeout: TEST_TIMEOUT * 2 }, async () => {
  // A solo game one turn from its end, finished in the browser.
  const nearEnd = play('--players', '1', '--side', 'A', '--seed', 'e2e-stats-near', '--bots', 'medium');
  const NEAR_END = recordAfterTurns(nearEnd.record, turnsOf(nearEnd.record) - 1);
  // The file: three solo games on side A (two of them daily challenges, yesterday and today), one on side B with
  // spirits, a duo against a medium bot played from each seat (so one of them is won, as the engine says), and a
  // game between bots only (nobody's record).
  const soloA = ['e2e-stats-a1', 'e2e-stats-a2', 'e2e-stats-a3'].map((seed) => play('--players', '1', '--side', 'A', '--seed', seed));
  const soloB = play('--players', '1', '--side', 'B', '--spirits', '--seed', 'e2e-stats-b');
  const duo = play('--players', '2', '--side', 'A', '--seed', 'e2e-stats-duo', '--bots', 'medium');
  assert.equal(duo.winners.length, 1, `the duo has one winner: ${JSON.stringify(duo.winners)}`);
  const now = Date.now();
  const file = gamesFile([
    entry('st-a1', soloA[0], now - 5 * DAY),
    entry('st-a2', soloA[1], now - DAY - 60e3, { kind: 'daily', daily: utcDate(now - DAY) }),
    entry('st-a3', soloA[2], now - 2 * 60e3, { kind: 'daily', daily: utcDate(now) }),
    entry('st-b', soloB, now - 4 * DAY),
    entry('st-duo-0', duo, now - 3 * DAY, { bots: ['', 'medium'] }),
    entry('st-duo-1', duo, now - 3 * DAY + 60e3, { bots: ['medium', ''] }),
    entry('st-bots', duo, now - 2 * DAY, { bots: ['easy', 'hard'] }),
  ]);
  const totalOf = (p, seat = 0) => p.scores[seat].total;

  await withGame(browser, 'stats', DESKTOP, async (game) => {
    // A fresh profile: nothing finished, the empty state.
    let snap = await openStats(game);
    assert.equal(snap.facts.stats_games, 0, `no game counted; ${describe(snap)}`);
    assert.equal(snap.facts.stats_best, null, `no best; ${describe(snap)}`);
    assert.ok(find(snap, 'stats/empty'), `the empty state is shown; ${describe(snap)}`);
    assert.ok(find(snap, 'stats/streak'), `the streak is shown, at 0; ${describe(snap)}`);
    assert.deepEqual(snap.facts.stats_streak, { current: 0, longest: 0, today: false });
    await shot(game, 'empty');
    await backToLobby(game);

    // A game finished here counts, with its total as the best of side A.
    snap = await openSaved(game, 'st-near', NEAR_END);
    assert.equal(snap.screen, 'game', `the saved game one turn from its end; ${describe(snap)}`);
    const { snap: end } = await playToEnd(game, { maxTurns: 3 });
    const total = end.facts.totals[0];
    assert.ok(Number.isInteger(total), `the end screen's total: ${JSON.stringify(end.facts.totals)}`);
    snap = await click(game, 'end/lobby');
    assert.equal(snap.screen, 'lobby');
    snap = await openStats(game);
    assert.equal(snap.facts.stats_games, 1, `the game finished counts; ${describe(snap)}`);
    assert.equal(snap.facts.stats_best, total, `its total is the best on side A; ${describe(snap)}`);
    assert.deepEqual(snap.facts.stats_configs, ['1-A']);
    assert.equal(snap.facts.stats_config.games, 1);
    assert.equal(snap.facts.stats_config.best, total);
    assert.equal(find(snap, 'stats/best').label, String(total), 'the Best tile shows it');
    assert.equal(snap.facts.stats_points, 1, 'one point on the chart');
    assert.ok(find(snap, 'stats/category/trees') && !find(snap, 'stats/category/spirit'),
              `side A without spirits: no spirit bar; ${describe(snap)}`);
    await shot(game, 'one-game');

    // Escape returns to the lobby too; the games file is read in there.
    await game.page.keyboard.press('Escape');
    snap = await waitForSnapshot(game, (s) => s.screen === 'lobby', 'Escape returns to the lobby');
    snap = await loadGamesFile(game, file);
    assert.equal(snap.facts.saved_games, 8, `the file's seven games join the one here; ${describe(snap)}`);

    // By keyboard from the lobby: the stats follow the file.
    await reveal(game, 'lobby/stats');
    snap = await press(game, 'lobby/stats');
    assert.equal(snap.screen, 'stats', `Enter on "Your record" opens the stats; ${describe(snap)}`);
    const aTotals = [total, ...soloA.map((p) => totalOf(p))];
    assert.equal(snap.facts.stats_games, 7, `every finished game with a person counts, not the bots' game; ${describe(snap)}`);
    assert.equal(snap.facts.stats_best, Math.max(...aTotals), `the best solo total on side A; ${describe(snap)}`);
    assert.deepEqual(snap.facts.stats_configs, ['1-A', '1-B+spirits', '2-A'], `three configurations; ${describe(snap)}`);
    assert.deepEqual(snap.facts.stats_streak, { current: 2, longest: 2, today: utcDate(Date.now()) === utcDate(now) },
                     `the daily challenge yesterday and today: a streak of 2; ${describe(snap)}`);
    // The configuration played last (the game finished here) is shown.
    assert.equal(snap.facts.stats_config.key, '1-A');
    assert.equal(snap.facts.stats_config.games, 4);
    const mean = aTotals.reduce((a, b) => a + b, 0) / aTotals.length;
    assert.equal(snap.facts.stats_config.mean, Math.round(mean * 10) / 10, `the mean of side A; ${describe(snap)}`);
    assert.equal(snap.facts.stats_points, 4, 'four points on side A\'s chart');
    await shot(game, 'solo-a');
    assert.deepEqual(await accessibilityProblems(game, snap), [], 'axe and the mirror on the stats screen');

    // The duo: against a medium bot, won from the winner's seat only (the engine's winners).
    snap = await press(game, 'stats/config-2');
    assert.equal(snap.facts.stats_config.key, '2-A', `Enter on the duo's configuration shows it; ${describe(snap)}`);
    assert.equal(snap.facts.stats_config.games, 2, 'the bots\' game is nobody\'s');
    assert.deepEqual(snap.facts.stats_versus, { medium: { games: 2, wins: 1 } }, `one win in two; ${describe(snap)}`);
    assert.equal(snap.facts.stats_config.best, Math.max(totalOf(duo, 0), totalOf(duo, 1)));
    assert.ok(find(snap, 'stats/versus/medium')?.label.includes('1'), `the medium bot's row; ${describe(snap)}`);
    await shot(game, 'duo');
    assert.deepEqual(await accessibilityProblems(game, snap), [], 'axe and the mirror with the bots\' rows');
    snap = await click(game, 'stats/config-1');
    assert.equal(snap.facts.stats_config.key, '1-B+spirits');
    assert.ok(find(snap, 'stats/category/spirit'), `spirits: a spirit bar; ${describe(snap)}`);
    assert.equal(snap.facts.stats_config.best, totalOf(soloB));
    await shot(game, 'solo-b');

    // A game set aside (the lobby's ✕ on the list's first row: the game finished here) stops counting.
    await backToLobby(game);
    snap = await reveal(game, 'history/0/remove');
    snap = await click(game, 'history/0/remove');
    assert.equal(snap.facts.set_aside_games, 1, `one game set aside; ${describe(snap)}`);
    snap = await openStats(game);
    assert.equal(snap.facts.stats_games, 6, `the game set aside no longer counts; ${describe(snap)}`);
    assert.equal(snap.facts.stats_best, Math.max(...soloA.map((p) => totalOf(p))), `nor its total; ${describe(snap)}`);
    assert.equal(snap.facts.stats_config.key, '1-B+spirits', 'the configuration chosen stays');
    snap = await click(game, 'stats/config-0');
    assert.equal(snap.facts.stats_config.games, 3, `side A has three games left; ${describe(snap)}`);
  });
});

// Screenshots to look at: the stats of a few configurations, desktop and phone, in French and Spanish (the
// longer words; English is the first test's). The games are played once (harmonies-cli, bots included) for both.
let showcase;
function showcaseGames() {
  if (showcase) return showcase;
  const now = Date.now();
  showcase = [
    ...['a1', 'a2', 'a3', 'a4', 'a5'].map((s, i) => entry(`sh-${s}`, play('--players', '1', '--side', 'A', '--seed', `e2e-stats-${s}`, '--bots', i % 2 ? 'medium' : 'easy'),
                                                           now - (6 - i) * DAY, i >= 3 ? { kind: 'daily', daily: utcDate(now - (5 - i) * DAY) } : {})),
    entry('sh-c', play('--players', '1', '--side', 'C', '--spirits', '--sanctuaries', '--whispers', '--seed', 'e2e-stats-c'), now - 7 * DAY),
    entry('sh-three', play('--players', '3', '--side', 'B', '--seed', 'e2e-stats-three', '--bots', 'medium'), now - 3 * DAY,
          { bots: ['', 'easy', 'hard'] }),
  ];
  return showcase;
}

for (const lang of ['fr', 'es']) {
  test(`${lang}: the stats screen at 1366x768 and 390x844`, { timeout: TEST_TIMEOUT * 2 }, async () => {
    const games = showcaseGames();
    for (const [label, size] of [['desktop', DESKTOP], ['phone', { ...PHONE, touch: true }]]) {
      await withGame(browser, `stats-${lang}-${label}`, { ...size, locale: LOCALES[lang] }, async (game) => {
        for (const g of games) await idbPut(game, `game/${g.id}`, JSON.stringify(g));
        let snap = await reload(game);
        snap = await waitForSnapshot(game, (s) => s.facts.language === lang, `the lobby in ${lang}`);
        if (label === 'phone') await shot(game, 'lobby');
        snap = await openStats(game);
        assert.equal(snap.facts.stats_games, 7, `seven games; ${describe(snap)}`);
        await shot(game, 'stats');
        const three = snap.facts.stats_configs.indexOf('3-B');
        assert.ok(three >= 0, `the 3-player configuration is listed; ${describe(snap)}`);
        snap = await game.act(game, `stats/config-${three}`);
        assert.equal(snap.facts.stats_config.key, '3-B');
        await shot(game, 'three-players');
        const c = snap.facts.stats_configs.indexOf('1-C+spirits+sanctuaries+whispers');
        if (label === 'phone') {
          // The page scrolls: the figures and the streak under the list.
          await game.page.mouse.move(195, 400);
          for (let i = 0; i < 3; i++) {
            const before = await snapshot(game);
            await game.page.mouse.wheel(0, 500);
            await settle(game.page, before, 'scrolling the stats');
            await shot(game, `scrolled-${i}`);
          }
        } else {
          snap = await click(game, `stats/config-${c}`);
          assert.ok(find(snap, 'stats/category/sanctuaries') && find(snap, 'stats/category/whispers'),
                    `the Crescendo modules' bars; ${describe(snap)}`);
          await shot(game, 'crescendo');
        }
        // No element runs off the screen's width.
        snap = await snapshot(game);
        for (const w of snap.widgets.filter((v) => v.name.startsWith('stats/'))) {
          assert.ok(w.x >= 0 && w.x + w.w <= game.page.viewportSize().width + 0.5,
                    `${lang} ${label}: ${w.name} lies within the width (${w.x} + ${w.w})`);
        }
      });
    }
  });
}
