// The Pulse module in the browser (RULES.md "Modules: Pulse and Crescendo", "Pulse"): switched on in the
// lobby and kept with the settings, shown in the game's title bar, played to the end screen (the saved game
// moved on to three turns before its end: a whole game by clicks is solo.test.mjs's) and saved with the module; the mirror mark on the cards that need it; a habitat found only mirrored highlighted as a
// cube's target; the title's mark on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLI, launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, find, indexed, playToEnd, describe, isOnScreen,
  TEST_TIMEOUT,
} from './lib.mjs';
import { flushed, idbAll, idbPut, gameKeys, reload, setHash, moveSavedGameTo } from './saves-lib.mjs';
import { recordAfterTurns, turnsOf } from '../../scripts/record-text.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A seed whose first row shows a Pulse card with the mirror mark (RULES.md "Pulse", symmetry reminder).
const SEED = 'e2e-pulse-2';
// tests/data/records/pulse-mirror.txt: a solo Pulse game stopped where the one cube placement left is the
// Red Squirrel's (held card 3) on space 3, a habitat only its mirror image gives (tests/pulse_test.cpp
// checks that position natively).
const MIRROR_RECORD = fs.readFileSync(path.join(ROOT, 'tests/data/records/pulse-mirror.txt'), 'utf8').trim();
const MIRROR_CARD = 3;
const MIRROR_SPACE = 3;
// The same setup (seed, side A, Pulse) played by harmonies-cli's medium bot, stopped three turns before its end.
const PLAYED = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'A', '--pulse', '--seed', SEED,
                                             '--bots', 'medium', '--games', '1'], { encoding: 'utf8' })).record;
const NEAR_END = recordAfterTurns(PLAYED, turnsOf(PLAYED) - 3);

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('a Pulse game set up in the lobby, played to the end screen and saved with the module (desktop)',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'pulse', { ...DESKTOP, query: `seed=${SEED}` }, async (game) => {
    game.spread = true;  // build on fresh spaces first: shorter games (lib.mjs pickSpace)
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'lobby', describe(snap));
    assert.ok(find(snap, 'lobby/pulse') && !find(snap, 'lobby/pulse').selected, `Pulse starts off; ${describe(snap)}`);
    snap = await click(game, 'lobby/pulse');
    assert.ok(find(snap, 'lobby/pulse').selected, `the Pulse box is ticked; ${describe(snap)}`);
    assert.ok(!find(snap, 'lobby/spirits').selected, 'spirits stay off: the modules are separate switches');
    await shot(game, 'lobby-pulse');

    snap = await click(game, 'lobby/start');
    assert.equal(snap.screen, 'game', `"Start game" starts a game; ${describe(snap)}`);
    assert.equal(snap.facts.pulse, true, `the game has Pulse on; ${describe(snap)}`);
    assert.equal(snap.facts.spirits, false);
    assert.equal(snap.facts.players, 1);
    assert.equal(snap.facts.seed, SEED);
    const marker = find(snap, 'title/pulse');
    assert.ok(marker && isOnScreen(game.page, marker), `the title bar shows the Pulse marker; ${describe(snap)}`);
    const title = find(snap, 'button/animals');
    assert.ok(marker.x + marker.w < title.x, 'the marker stays clear of the title bar\'s buttons');
    assert.ok(marker.y >= 0 && marker.y + marker.h <= 52, `the marker sits in the title bar: ${JSON.stringify(marker)}`);
    // The row's cards: the seed deals a Pulse card whose mirror image is another shape, so it carries the mark.
    assert.ok(snap.facts.row_mirror_marks.includes(true),
              `a card of the first row carries the mirror mark (${JSON.stringify(snap.facts.row)}, ` +
              `${JSON.stringify(snap.facts.row_mirror_marks)})`);
    await shot(game, 'first-turn');

    // The lobby's choice is kept with the settings.
    await flushed(game);
    const settings = JSON.parse((await idbAll(game)).settings);
    assert.equal(settings.pulse, true, `the settings keep Pulse on: ${JSON.stringify(settings)}`);

    // The game started is saved with the module; moved on to three turns before its end, it plays to the end.
    let started;
    ({ started, snap } = await moveSavedGameTo(game, snap, NEAR_END));
    assert.match(started.record, new RegExp(`^HR1\\.1A0P\\.${SEED}\\.`), `the game started is saved: ${started.record}`);
    assert.equal(snap.screen, 'game', `the saved game opens on the game screen; ${describe(snap)}`);
    assert.equal(snap.facts.pulse, true, `the saved game has Pulse on; ${describe(snap)}`);

    const result = await playToEnd(game, { takeCardEvery: 2 });
    snap = result.snap;
    await shot(game, 'end');
    console.log(`# pulse (seed ${SEED}): ${result.turns} turns, ${result.cards} cards taken, ${result.cubes} cubes ` +
                `placed, facts ${JSON.stringify(snap.facts)}`);
    assert.equal(snap.screen, 'end', describe(snap));
    assert.ok(find(snap, 'end/winner'), `the end screen shows end/winner; ${describe(snap)}`);
    assert.ok(Array.isArray(snap.facts.totals) && snap.facts.totals.length === 1, JSON.stringify(snap.facts));

    // The saved game's record carries the module: options "1A0P" (RULES.md "Pulse"; engine/src/record.cpp).
    await flushed(game);
    const all = await idbAll(game);
    const keys = gameKeys(all);
    assert.equal(keys.length, 1, `one saved game: ${keys.join(', ')}`);
    const saved = JSON.parse(all[keys[0]]);
    assert.match(saved.record, new RegExp(`^HR1\\.1A0P\\.${SEED}\\.`), `the record says Pulse: ${saved.record}`);
    assert.equal(saved.finished, true);

    // Back in the lobby: the solo best is Pulse's own configuration, and the box is still ticked.
    snap = await click(game, 'end/lobby');
    assert.equal(snap.screen, 'lobby', describe(snap));
    assert.deepEqual(Object.keys(snap.facts.solo_bests), ['A+pulse'], JSON.stringify(snap.facts.solo_bests));
    assert.ok(find(snap, 'lobby/pulse').selected, 'the lobby keeps Pulse on');
    snap = await reload(game);
    assert.ok(find(snap, 'lobby/pulse').selected, `after a reload too; ${describe(snap)}`);
  });
});

test('a habitat that only a Pulse card\'s mirror image gives is highlighted for its cube', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'pulse-mirror', DESKTOP, async (game) => {
    await idbPut(game, 'game/e2e-mirror', JSON.stringify({
      v: 1, id: 'e2e-mirror', kind: 'local', record: MIRROR_RECORD, names: ['Alex'],
      started: Date.now() - 60e3, updated: Date.now(),
    }));
    await idbPut(game, 'open', 'e2e-mirror');
    let snap = await reload(game);
    assert.equal(snap.screen, 'game', `the saved game reopens; ${describe(snap)}`);
    assert.equal(snap.facts.pulse, true);
    assert.ok(find(snap, 'title/pulse'), 'the title bar shows the Pulse marker');
    const held = indexed(snap, 'held');
    const targets = held.filter((w) => w.highlighted).map((w) => w.name);
    assert.deepEqual(targets, [`held/${MIRROR_CARD}`], `only the Red Squirrel has a cube target; ${describe(snap)}`);

    snap = await click(game, `held/${MIRROR_CARD}`);
    assert.ok(find(snap, `held/${MIRROR_CARD}`).selected, `the card is selected; ${describe(snap)}`);
    const spaces = indexed(snap, 'space').filter((w) => w.highlighted).map((w) => w.name);
    assert.deepEqual(spaces, [`space/${MIRROR_SPACE}`], `the mirrored habitat's cube space is highlighted; ${describe(snap)}`);
    await shot(game, 'mirrored-target');

    const actions = snap.facts.actions;
    snap = await click(game, `space/${MIRROR_SPACE}`);
    assert.equal(snap.facts.actions, actions + 1, `the cube is placed; ${describe(snap)}`);
    assert.ok(!indexed(snap, 'held').some((w) => w.highlighted), 'no cube target is left');
  });
});

test('the title bar\'s Pulse marker is compact on a phone', { timeout: TEST_TIMEOUT }, async () => {
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: build the native preset first`);
  const played = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'B', '--spirits', '--pulse',
                                               '--seed', 'e2e-pulse-phone', '--games', '1'], { encoding: 'utf8' }));
  const link = execFileSync(CLI, ['link', 'setup', played.record], { encoding: 'utf8' }).trim();
  assert.match(link, /^HS1\.2B1P\./, `a Pulse setup link: ${link}`);
  await withGame(browser, 'pulse-phone', { ...PHONE, touch: true }, async (game) => {
    const snap = await setHash(game, link);
    assert.equal(snap.screen, 'game', `the setup link starts a game; ${describe(snap)}`);
    assert.equal(snap.facts.pulse, true);
    assert.equal(snap.facts.spirits, true);
    const marker = find(snap, 'title/pulse');
    assert.ok(marker && isOnScreen(game.page, marker), `the title bar shows the marker; ${describe(snap)}`);
    assert.ok(marker.w < 48, `on a phone the marker is the mirror mark alone: ${JSON.stringify(marker)}`);
    assert.ok(marker.x + marker.w < find(snap, 'button/animals').x, 'clear of the buttons');
    await shot(game, 'phone');
  });
});
