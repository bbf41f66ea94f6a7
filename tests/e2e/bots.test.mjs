// Bots in the browser (README "Bots"): seats, one click against a bot, pacing, the Web Worker keeping
// the page responsive, hints, resuming, and a whole game against an easy bot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, click, settle, shot, snapshot, find, indexed, describe, playTurn, waitForApp, sleep,
  TEST_TIMEOUT,
} from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Waits until it is a person's turn again (or the game ended); returns the snapshot then.
async function waitForPerson(game, timeout = 30000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const snap = await snapshot(game);
    if (snap.screen === 'end') return snap;
    if (snap.screen === 'game' && snap.facts.bot_turn === false && snap.facts.can_play === true) return snap;
    if (Date.now() > deadline) throw new Error(`no person's turn within ${timeout} ms; ${describe(snap)}`);
    await sleep(40);
  }
}

test('one click against a medium bot: the bot answers every turn', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-quick', {}, async (game) => {
    let snap = await snapshot(game);
    assert.ok(find(snap, 'lobby/quick-bots'), `the lobby offers "Play against bots"; ${describe(snap)}`);
    await shot(game, 'lobby');
    snap = await click(game, 'lobby/quick-bots');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.deepEqual(snap.facts.seats, ['human', 'medium'], describe(snap));
    snap = await waitForPerson(game);
    await shot(game, 'first-human-turn');
    for (let turn = 1; turn <= 3; ++turn) {
      const before = snap.facts;
      const r = await playTurn(game, turn, { takeCard: turn === 2 });
      snap = await waitForPerson(game);
      console.log(`# turn ${turn}: actions ${before.actions} -> ${snap.facts.actions}, bot_ms ${snap.facts.bot_ms}`);
      assert.ok(snap.facts.actions > r.snap.facts.actions, `the bot played after turn ${turn}; ${describe(snap)}`);
      assert.equal(snap.facts.current_player, before.current_player, 'back to the person');
    }
    await shot(game, 'after-three-turns');
  });
});

// Sets up a 2-player game in the lobby: seat kinds by index (0 human, 1 easy, 2 medium, 3 hard), a seed.
async function setUpGame(game, kinds, seed) {
  await click(game, `lobby/players-${kinds.length - 1}`);
  for (let i = 0; i < kinds.length; ++i) {
    const snap = await click(game, `lobby/seat-${i}/kind-${kinds[i]}`);
    assert.ok(find(snap, `lobby/seat-${i}/kind-${kinds[i]}`).selected, describe(snap));
  }
  await click(game, 'lobby/seed');
  const typed = await snapshot(game);
  await game.page.keyboard.type(seed, { delay: 10 });
  await settle(game.page, typed.frame, 'typing the seed');
}

test('the page stays responsive while a hard bot thinks (Web Worker)', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-hard', {}, async (game) => {
    // Seed bots-hard-1: seat 1 (the hard bot) moves first.
    await setUpGame(game, [3, 0], 'bots-hard-1');
    await shot(game, 'lobby-hard-first');
    const t0 = Date.now();
    let snap = await click(game, 'lobby/start');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.deepEqual(snap.facts.seats, ['hard', 'human']);
    assert.equal(snap.facts.current_player, 0, 'the hard bot moves first with this seed');
    assert.equal(snap.facts.bot_thinking, true, `the bot is thinking; ${describe(snap)}`);
    assert.equal(snap.facts.bots_in_background, true, 'bots think in the Web Worker');
    assert.equal(snap.facts.can_play, false, 'nobody may click actions during a bot\'s turn');
    // A click on a widget is drawn within a few frames while the worker thinks: open the menu (it stays
    // open whatever the bot does meanwhile), then close it.
    const before = await snapshot(game);
    assert.equal(before.facts.bot_thinking, true, 'still thinking when the click starts');
    const clickStart = Date.now();
    snap = await click(game, 'button/menu');
    const clickMs = Date.now() - clickStart;
    console.log(`# a click while the bot thinks: drawn after ${clickMs} ms, frames ${before.frame} -> ${snap.frame}, ` +
                `still thinking: ${snap.facts.bot_thinking}`);
    assert.ok(find(snap, 'dialog/stay'), `the menu opened while the bot thinks; ${describe(snap)}`);
    // A press frame and a release frame, plus the thinking indicator's own frames (10 a second).
    assert.ok(clickMs < 1500, `the click was drawn within ${clickMs} ms`);
    assert.ok(snap.frame - before.frame <= 4 + Math.ceil(clickMs / 100),
              `drawn within a few frames (${before.frame} -> ${snap.frame} in ${clickMs} ms)`);
    await shot(game, 'menu-while-thinking');
    snap = await click(game, 'dialog/stay');
    // On a loaded machine the release may land a frame later: wait for the menu to go.
    for (let i = 0; i < 30 && find(snap, 'dialog/stay'); ++i) {
      await sleep(100);
      snap = await snapshot(game);
    }
    assert.ok(!find(snap, 'dialog/stay'), `the menu closed; ${describe(snap)}`);
    // The main thread answers at once while the worker thinks (a bot on the main thread would block it
    // for its whole thinking time). A software-GL frame may delay one answer by a frame's time.
    const latencies = [];
    for (let i = 0; i < 6; ++i) {
      const start = Date.now();
      const s = await snapshot(game);
      latencies.push(Date.now() - start);
      if (!s.facts.bot_thinking) break;
      await sleep(40);
    }
    latencies.sort((x, y) => x - y);
    console.log(`# snapshot latencies while thinking: ${latencies.join(', ')} ms`);
    assert.ok(latencies[Math.floor(latencies.length / 2)] < 100, `snapshot() answers within 100 ms (${latencies})`);
    assert.ok(latencies.at(-1) < 250, `no answer waited long (${latencies})`);
    snap = await waitForPerson(game, 60000);
    console.log(`# hard bot's first turn: ${Date.now() - t0} ms in all, thinking ${snap.facts.bot_ms} ms`);
    assert.equal(snap.facts.current_player, 1);
    assert.ok(snap.facts.actions >= 5, `the bot played a whole turn; ${describe(snap)}`);
  });
});

// Follows the hint shown: the token in hand or the held card first, then the target.
async function followHint(game, snap) {
  const hand = find(snap, 'hint/hand');
  if (hand) snap = await click(game, hand, { quick: true });
  const card = find(snap, 'hint/card');
  if (card) {
    const held = snap.widgets.find((w) => w.name.startsWith('held/') && w.x === card.x && w.y === card.y);
    if (!held || !held.selected) snap = await click(game, card);
  }
  const target = find(snap, 'hint/target');
  assert.ok(target, `the hint outlines a target; ${describe(snap)}`);
  return click(game, target);
}

test('a hint from the medium bot outlines a legal move, and following it is accepted', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-hint', {}, async (game) => {
    await click(game, 'lobby/quick-bots');
    let snap = await waitForPerson(game);
    const seen = [];
    // The first hints of a turn: the spot, then the tokens (and whatever follows), each followed.
    for (let i = 0; i < 6; ++i) {
      if (snap.facts.bot_turn || snap.screen !== 'game') break;
      const actions = snap.facts.actions;
      snap = await click(game, 'button/hint');
      const deadline = Date.now() + 10000;
      while (snap.facts.hint === null) {
        assert.ok(Date.now() < deadline, `a hint appears; ${describe(snap)}`);
        await sleep(30);
        snap = await snapshot(game);
      }
      seen.push(snap.facts.hint);
      const target = find(snap, 'hint/target');
      assert.ok(target, `hint "${snap.facts.hint}" outlines its target; ${describe(snap)}`);
      if (/^(spot|card) /.test(snap.facts.hint)) {
        const spot = snap.widgets.find((w) => /^(spot|row)\/\d+$/.test(w.name) && w.x === target.x && w.y === target.y);
        assert.ok(spot && spot.highlighted, `the outlined ${spot?.name} is a legal choice; ${describe(snap)}`);
      }
      if (i === 1) await shot(game, 'hint');
      snap = await followHint(game, snap);
      assert.ok(snap.facts.actions === actions + 1 || snap.facts.bot_turn,
                `following "${seen.at(-1)}" was accepted (actions ${actions} -> ${snap.facts.actions}); ${describe(snap)}`);
      assert.equal(snap.facts.hint, null, 'the hint clears once the player acts');
    }
    console.log(`# hints followed: ${seen.join(' | ')}`);
    assert.ok(seen.length >= 4, `several hints were followed: ${seen}`);
  });
});

test('a reload mid-game keeps the bot a bot', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-reload', {}, async (game) => {
    await click(game, 'lobby/quick-bots');
    let snap = await waitForPerson(game);
    const r = await playTurn(game, 1);
    // Reload at once: the bot's turn is under way (thinking or playing).
    await game.page.reload({ waitUntil: 'load' });
    await waitForApp(game);
    snap = await snapshot(game);
    assert.equal(snap.screen, 'game', `the game resumes after the reload; ${describe(snap)}`);
    assert.deepEqual(snap.facts.seats, ['human', 'medium'], `the bot is still a bot; ${describe(snap)}`);
    snap = await waitForPerson(game);
    assert.ok(snap.facts.actions > r.snap.facts.actions, `the bot played its turn after the reload; ${describe(snap)}`);
    const after = await playTurn(game, 2);
    snap = await waitForPerson(game);
    assert.ok(snap.facts.actions > after.snap.facts.actions, 'and the next one');
  });
});

test('without Web Workers the bots think on the page and say so', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-no-worker', { initScript: () => { delete window.Worker; } }, async (game) => {
    await click(game, 'lobby/quick-bots');
    let snap = await waitForPerson(game);
    const r = await playTurn(game, 1);
    snap = await waitForPerson(game);
    assert.ok(snap.facts.actions > r.snap.facts.actions, `the bot played on the main thread; ${describe(snap)}`);
    assert.equal(snap.facts.bots_in_background, false, 'the app knows the worker is unavailable (and said so)');
  });
});

test('a whole game against an easy bot reaches the end screen', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-easy-game', {}, async (game) => {
    game.spread = true;  // shorter games (lib.mjs pickSpace)
    await setUpGame(game, [0, 1], 'bots-easy-1');
    let snap = await click(game, 'lobby/start');
    if (snap.screen !== 'game') console.log(`# note: the start click settled on ${describe(snap)}`);
    snap = await snapshot(game);
    assert.deepEqual(snap.facts.seats, ['human', 'easy'], describe(snap));
    const started = Date.now();
    let turns = 0;
    for (;;) {
      snap = await waitForPerson(game);
      if (snap.screen === 'end') break;
      turns += 1;
      assert.ok(turns <= 40, `the game ends within 40 turns; ${describe(snap)}`);
      await playTurn(game, turns, { takeCard: turns % 2 === 0 });
    }
    await shot(game, 'end');
    console.log(`# a whole game against the easy bot: ${turns} turns of the person, ${Date.now() - started} ms, ` +
                `totals ${JSON.stringify(snap.facts.totals)}`);
    assert.ok(Array.isArray(snap.facts.totals) && snap.facts.totals.length === 2, describe(snap));

    // Watching it again and playing on from two turns before the end: the easy bot is still a bot.
    snap = await click(game, 'end/replay');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(snap.facts.bot_turn, false, 'no bot plays in a replay');
    for (let i = 0; i < 4; ++i) snap = await click(game, 'replay/previous-turn');
    const step = snap.facts.replay_step;
    snap = await click(game, 'replay/continue');
    assert.ok(!find(snap, 'replay/continue'), `"Continue from here" left the replay; ${describe(snap)}`);
    assert.deepEqual(snap.facts.seats, ['human', 'easy'], `the bot stays a bot; ${describe(snap)}`);
    // It starts at the step shown; the bot may already have moved on from there.
    assert.ok(snap.facts.actions >= step, `the new game starts at step ${step}; ${describe(snap)}`);
    snap = await waitForPerson(game);
    assert.ok(snap.screen === 'end' || snap.facts.current_player === 0, `the bot played its turns; ${describe(snap)}`);
  });
});
