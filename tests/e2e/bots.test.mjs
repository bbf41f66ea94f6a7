// Bots in the browser (README "Bots"): seats, one click against a bot, pacing, the Web Worker keeping
// the page responsive, hints, resuming, and a whole game against an easy bot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, click, settle, shot, snapshot, find, indexed, describe, playTurn, waitForApp, sleep,
  TEST_TIMEOUT, WAIT_TIMEOUT, waitForSnapshot, waitInPage,
} from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Waits until it is a person's turn again (or the game ended); returns the snapshot then.
function waitForPerson(game) {
  return waitForSnapshot(game, (snap) => snap.screen === 'end' ||
                         (snap.screen === 'game' && snap.facts.bot_turn === false && snap.facts.can_play === true),
                         'a person\'s turn', { every: 40 });
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

// Holds the bot worker's answers in the page until window.harmoniesBotHold.release(): the test decides
// when the bot's thinking ends, so "while the bot thinks" is an order of events, not a race with the
// clock (bots.js sets worker.onmessage; the wrapper delivers each message only once released).
function holdBotAnswers() {
  const Real = window.Worker;
  const hold = { held: true, answers: 0, waiting: [] };
  hold.release = () => { hold.held = false; for (const deliver of hold.waiting.splice(0)) deliver(); };
  window.harmoniesBotHold = hold;
  window.Worker = class extends Real {
    set onmessage(fn) {
      super.onmessage = (event) => {
        hold.answers += 1;
        if (hold.held) hold.waiting.push(() => fn.call(this, event));
        else fn.call(this, event);
      };
    }
    get onmessage() { return super.onmessage; }
  };
}

test('the page stays responsive while a hard bot thinks (Web Worker)', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-hard', { initScript: holdBotAnswers }, async (game) => {
    const { page } = game;
    // Seed bots-hard-1: seat 1 (the hard bot) moves first.
    await setUpGame(game, [3, 0], 'bots-hard-1');
    await shot(game, 'lobby-hard-first');
    let snap = await click(game, 'lobby/start');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.deepEqual(snap.facts.seats, ['hard', 'human']);
    assert.equal(snap.facts.current_player, 0, 'the hard bot moves first with this seed');
    assert.equal(snap.facts.bot_thinking, true, `the bot is thinking; ${describe(snap)}`);
    assert.equal(snap.facts.bots_in_background, true, 'bots think in the Web Worker');
    assert.equal(snap.facts.can_play, false, 'nobody may click actions during a bot\'s turn');
    // While the bot thinks (its answer is held back: it cannot end meanwhile), the page keeps drawing
    // frames and every click is applied: open the menu (it stays open whatever the bot does), close it.
    const before = await snapshot(game);
    snap = await click(game, 'button/menu');
    console.log(`# a click while the bot thinks: frames ${before.frame} -> ${snap.frame}, still thinking: ` +
                `${snap.facts.bot_thinking}`);
    assert.ok(find(snap, 'dialog/stay'), `the menu opened while the bot thinks; ${describe(snap)}`);
    assert.equal(snap.facts.bot_thinking, true, `the click was drawn before the bot's answer; ${describe(snap)}`);
    await shot(game, 'menu-while-thinking');
    snap = await click(game, 'dialog/stay');
    assert.ok(!find(snap, 'dialog/stay'), `the menu closed; ${describe(snap)}`);
    assert.equal(snap.facts.bot_thinking, true, `still thinking; ${describe(snap)}`);
    // The thinking indicator goes on being drawn: more frames while the flag stays on.
    const frame = snap.frame;
    await page.waitForFunction((f) => window.harmonies.snapshot().frame >= f + 3, frame, { polling: 'raf' });
    snap = await snapshot(game);
    assert.equal(snap.facts.bot_thinking, true, `frames ${frame} -> ${snap.frame} drawn while thinking; ${describe(snap)}`);
    // The worker answers (it thought on its own thread all along); let the answer through.
    await waitInPage(page, () => window.harmoniesBotHold.answers > 0, null, 'the worker\'s answer');
    await page.evaluate(() => window.harmoniesBotHold.release());
    snap = await waitForPerson(game);
    console.log(`# hard bot's first turn: thinking ${snap.facts.bot_ms} ms (its own clock)`);
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

test('a hint (the hard bot\'s next action) outlines a legal move, and following it is accepted', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'bots-hint', {}, async (game) => {
    await click(game, 'lobby/quick-bots');
    let snap = await waitForPerson(game);
    const seen = [];
    // The first hints of a turn: the spot, then the tokens (and whatever follows), each followed.
    for (let i = 0; i < 6; ++i) {
      if (snap.facts.bot_turn || snap.screen !== 'game') break;
      const actions = snap.facts.actions;
      await click(game, 'button/hint');
      snap = await waitForSnapshot(game, (s) => s.facts.hint !== null, 'a hint appears');
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
