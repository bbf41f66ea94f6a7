// Links keep their seats (link.hpp): a game link from a game against bots tells who played each seat, so
// "Continue from here" in another profile plays on with the bots as bots; a link made before links told
// seats asks who plays each seat, and the answer holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI, launchBrowser, withGame, DESKTOP, click, snapshot, find, describe, shot, widget, TEST_TIMEOUT, WAIT_TIMEOUT, waitInPage } from './lib.mjs';
import { flushed, idbAll, gameKeys, fragmentOf, shareFromMenu } from './saves-lib.mjs';
import { recordPrefix } from '../../scripts/record-text.mjs';

const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8' }).trim();

// A 2-player game of two medium bots (the CLI), cut where the second seat's turn starts, a few turns in:
// the position a person and a medium bot reached.
function gameAtSecondSeat() {
  const played = JSON.parse(cli('play', '--players', '2', '--side', 'A', '--seed', 'e2e-seats', '--bots', 'medium'));
  let previous = 0;
  for (let count = 1; ; ++count) {
    const record = recordPrefix(played.record, count);
    const facts = JSON.parse(cli('check', record));
    if (facts.turns >= 2 && previous === 0 && facts.current_player === 1) return { record, actions: count };
    previous = facts.current_player;
    assert.ok(!facts.finished, 'the second seat starts a turn before the game ends');
  }
}

// Waits until the bot has played its turn: the first seat's turn again, past `actions`.
async function waitForBotTurn(game, actions) {
  await waitInPage(game, (n) => {
    const f = window.harmonies.snapshot().facts;
    return f.actions > n && f.current_player === 0 && f.bot_turn === false;
  }, actions, 'the bot\'s turn played', { polling: 100 });
  return snapshot(game);
}

// The saved game the continued replay became.
async function savedGame(game) {
  await flushed(game);
  const stored = await idbAll(game);
  const keys = gameKeys(stored);
  assert.equal(keys.length, 1, `one saved game: ${JSON.stringify(keys)}`);
  return JSON.parse(stored[keys[0]]);
}

let browser;
let start;
before(async () => {
  assert.ok(fs.existsSync(CLI), `${CLI} exists (cmake --build --preset native)`);
  start = gameAtSecondSeat();
  browser = await launchBrowser();
});
after(async () => { await browser?.close(); });

test('a link from a bot game, continued in a fresh profile, keeps the bot a bot', { timeout: TEST_TIMEOUT }, async () => {
  const link = cli('link', 'game', start.record, '--seats', 'human,medium', '--names', 'Zoë,Otter (medium)');
  assert.match(link, /^HG2\.2A0\.e2e-seats\.[^.]+\.[^.]+\.pm\.[A-Za-z0-9_-]{4}$/, `a game link with seats: ${link}`);
  assert.deepEqual(JSON.parse(cli('check', link)).seats, ['human', 'medium']);
  await withGame(browser, 'links-seats-bot', { ...DESKTOP, hash: link }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.facts.replay_step, start.actions, `the replay opens at its last step; ${describe(snap)}`);
    assert.deepEqual(snap.facts.seats, ['human', 'medium'], `the replay knows the bot; ${describe(snap)}`);
    assert.equal(snap.facts.bot_turn, false, 'no bot plays in a replay');
    snap = await click(game, 'replay/continue');
    assert.ok(!find(snap, 'continue/start'), `no question: the link tells who played; ${describe(snap)}`);
    assert.equal(snap.facts.replay_step, undefined, `the replay was left for a game; ${describe(snap)}`);
    assert.deepEqual(snap.facts.seats, ['human', 'medium'], `the second seat is a medium bot; ${describe(snap)}`);
    snap = await waitForBotTurn(game, start.actions);
    await shot(game, 'bot-played');
    assert.equal(snap.facts.can_play, true, `the person plays after the bot's turn; ${describe(snap)}`);
    const saved = await savedGame(game);
    assert.deepEqual(saved.bots, ['', 'medium'], `saved with its bot: ${JSON.stringify(saved.bots)}`);
    assert.equal(saved.names[0], 'Zoë', 'the person keeps the name the link gave');
    assert.match(saved.names[1], /\(medium\)$/, `the bot is named as bots are: ${saved.names[1]}`);
    // Its own game link tells the seats again.
    const again = fragmentOf(await shareFromMenu(game, 'game'));
    assert.match(again, /^HG2\.2A0\.e2e-seats\.[^.]+\.[^.]+\.pm\.[A-Za-z0-9_-]{4}$/, `the game's link has seats: ${again}`);
  });
});

test('a link made before seats asks who plays each seat and honours the answer', { timeout: TEST_TIMEOUT }, async () => {
  const link = cli('link', 'game', start.record, '--names', 'Zoë,Ann');
  assert.match(link, /^HG1\./, `a link as made before seats: ${link}`);
  assert.equal(JSON.parse(cli('check', link)).seats, undefined, 'check prints no seats for it');
  await withGame(browser, 'links-seats-old', { ...DESKTOP, hash: link }, async (game) => {
    let snap = await snapshot(game);
    assert.deepEqual(snap.facts.seats, ['human', 'human'], `as today: people until told otherwise; ${describe(snap)}`);
    snap = await click(game, 'replay/continue');
    for (const seat of [0, 1]) {
      assert.equal(find(snap, `continue/seat${seat}/kind-0`)?.selected, true, `seat ${seat}: Human by default; ${describe(snap)}`);
    }
    // Esc closes the question and stays in the replay.
    await game.page.keyboard.press('Escape');
    await game.page.waitForFunction(() => !window.harmonies.snapshot().widgets.some((w) => w.name === 'continue/start'));
    snap = await snapshot(game);
    assert.equal(snap.facts.replay_step, start.actions, `still in the replay; ${describe(snap)}`);
    await click(game, 'replay/continue');
    snap = await click(game, 'continue/seat1/kind-1');
    assert.equal(find(snap, 'continue/seat1/kind-1')?.selected, true, 'the second seat: Easy');
    await shot(game, 'who-plays');
    snap = await click(game, 'continue/start');
    assert.ok(!find(snap, 'continue/start'), `Start closes the question; ${describe(snap)}`);
    assert.deepEqual(snap.facts.seats, ['human', 'easy'], `the second seat is an easy bot; ${describe(snap)}`);
    snap = await waitForBotTurn(game, start.actions);
    const saved = await savedGame(game);
    assert.deepEqual(saved.bots, ['', 'easy'], `saved with its bot: ${JSON.stringify(saved.bots)}`);
    assert.equal(saved.names[0], 'Zoë');
    assert.match(saved.names[1], /\(easy\)$/, `the bot is named as bots are: ${saved.names[1]}`);
  });
});
