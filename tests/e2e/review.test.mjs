// Game reviews in the browser (README "Game review"): "Review" on the end screen, in the saved games and in
// the replay viewer; the review worked out in the bots' Web Worker with its progress, cancellable; the chart
// and the turns opening the replay at a turn with the suggested turn drawn beside the one played; the result
// kept with the saved game and shown at once next time (no review started again); a link's replay reviewed
// and kept for the session; a bot of a live game answering while a review runs; a phone.
// Every wait is on the app's state (the test hook's facts), never on the clock.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  CLI, launchBrowser, withGame, DESKTOP, PHONE, click, settle, snapshot, find, indexed, describe, shot, widget,
  isOnScreen, playTurn, TEST_TIMEOUT, WAIT_TIMEOUT,
} from './lib.mjs';
import { flushed, idbAll, idbPut, reload, setHash } from './saves-lib.mjs';


const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8' });
const played = (...args) => JSON.parse(cli('play', ...args, '--games', '1').split('\n')[0]).record;

// A finished game of a person and a medium bot (the person's seat played by a medium bot too: its turns
// are a person's here), and a finished hot-seat game of two people.
const vsBot = played('--players', '2', '--side', 'A', '--seed', 'e2e-review-1', '--bots', 'medium,medium');
const hotSeat = played('--players', '2', '--side', 'B', '--seed', 'e2e-review-2', '--bots', 'easy,medium');
const solo = played('--players', '1', '--side', 'A', '--seed', 'e2e-review-3', '--bots', 'medium');
const savedGame = (id, record, names, bots) => JSON.stringify({
  v: 1, id, kind: 'local', record, names, ...(bots ? { bots } : {}),
  started: Date.now() - 3600e3, updated: Date.now() - 60e3,
});

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Waits, in the page, until `pred(facts, arg)` holds (`pred` runs in the page: it sees only its arguments);
// returns the snapshot then.
async function until(game, what, pred, arg = null) {
  const timeout = WAIT_TIMEOUT;
  try {
    await game.page.waitForFunction(
      ([source, a]) => (0, eval)(source)(window.harmonies.snapshot().facts, a), [String(pred), arg],
      { timeout, polling: 50 });
  } catch (err) {
    throw new Error(`${what}: not reached within ${timeout} ms (${err.message.split('\n')[0]}); ` +
                    `${describe(await snapshot(game))}`);
  }
  return settle(game.page, 0, what);
}

// Follows a review under way on the review screen, frame by frame in the page, to its end: what it
// reported on the way (done/total) and the snapshot at the end.
async function followReview(game) {
  const seen = await game.page.evaluate(async (timeout) => {
    const states = [];
    const deadline = performance.now() + timeout;
    for (;;) {
      const s = window.harmonies.snapshot();
      const f = s.facts;
      const last = states[states.length - 1];
      const now = { state: f.review_state, done: f.review_done, total: f.review_total };
      if (!last || last.state !== now.state || last.done !== now.done) states.push(now);
      if (f.review_state !== 'running' || performance.now() > deadline) return states;
      await new Promise((r) => requestAnimationFrame(r));
    }
  }, WAIT_TIMEOUT);
  const snap = await settle(game.page, 0, 'the review ending');
  return { seen, snap };
}

// The review of a saved game as IndexedDB holds it.
async function storedReviews(game, id) {
  await flushed(game);
  const all = await idbAll(game);
  return JSON.parse(all[`game/${id}`]).reviews || [];
}

test('a finished game reviewed from its end screen: progress, the chart, a turn in the replay, kept with the game',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'review-end', { ...DESKTOP }, async (game) => {
    await idbPut(game, 'game/e2e-vs-bot', savedGame('e2e-vs-bot', vsBot, ['Anaïs', 'Heron (medium)'], ['', 'medium']));
    await idbPut(game, 'open', 'e2e-vs-bot');
    let snap = await reload(game);
    assert.equal(snap.screen, 'end', `the finished game opens on its end screen; ${describe(snap)}`);

    snap = await click(game, 'end/review');
    assert.equal(snap.screen, 'review', `"Review" opens the review screen; ${describe(snap)}`);
    assert.equal(snap.facts.review_state, 'running', `the review starts at once; ${describe(snap)}`);
    assert.deepEqual(snap.facts.review_candidates, [0], 'a game against a bot: the person\'s turns only');
    assert.ok(find(snap, 'review/progress') && find(snap, 'review/cancel'), `a progress bar and Cancel; ${describe(snap)}`);
    assert.equal(snap.facts.reviews_started, 1);
    await shot(game, 'running');
    const { seen, snap: done } = await followReview(game);
    snap = done;
    assert.equal(snap.facts.review_state, 'done', `the review ends with its result; ${JSON.stringify(seen)}; ${describe(snap)}`);
    const running = seen.filter((s) => s.state === 'running');
    assert.ok(running.length >= 1, `the review was seen running: ${JSON.stringify(seen)}`);
    for (let i = 1; i < running.length; ++i)
      assert.ok(running[i].done >= running[i - 1].done, `progress only goes forward: ${JSON.stringify(seen)}`);
    const total = running.find((s) => s.total > 0)?.total;
    assert.ok(total > 0, `the progress told the turns in all: ${JSON.stringify(seen)}`);
    assert.equal(snap.facts.review_turns, total, 'every turn of the player reviewed');
    assert.equal(snap.facts.review_source, 'computed');
    assert.ok(snap.facts.review_accuracy >= 0 && snap.facts.review_accuracy <= 100, `an accuracy; ${describe(snap)}`);
    assert.equal(indexed(snap, 'review/chart').length, total, `a chart point per turn; ${describe(snap)}`);
    assert.equal(indexed(snap, 'review/turn').length, total, `a row per turn; ${describe(snap)}`);
    assert.ok(find(snap, 'review/accuracy')?.label?.endsWith('%'), 'the accuracy as a percentage');
    assert.ok(Number.isInteger(snap.facts.review_ms), `the worker's timing; ${describe(snap)}`);
    console.log(`# review of ${total} turns (2 players, 8 futures): ${snap.facts.review_wall_ms} ms in the worker ` +
                `(${snap.facts.review_ms} ms judging)`);
    // The chart marks the costliest turns and every inaccuracy and mistake.
    for (const i of snap.facts.review_marked) assert.ok(find(snap, `review/chart/${i}`).highlighted, `chart point ${i} marked`);
    for (const i of snap.facts.review_costliest) assert.ok(snap.facts.review_marked.includes(i), 'the costliest are marked');
    await shot(game, 'done');

    // Kept with the saved game, in IndexedDB, at once.
    const reviews = await storedReviews(game, 'e2e-vs-bot');
    assert.equal(reviews.length, 1, 'one review kept with the game');
    assert.equal(reviews[0].review.player, 0);
    assert.equal(reviews[0].review.turns.length, total);

    // A marked turn's point on the chart opens the replay at that turn, the suggestion beside the turn played.
    const marked = snap.facts.review_marked.length ? snap.facts.review_marked[0] : 0;
    const turn = reviews[0].review.turns[marked];
    snap = await click(game, `review/chart/${marked}`);
    assert.equal(snap.screen, 'game', `the chart opens the replay; ${describe(snap)}`);
    assert.equal(snap.facts.replay_step, turn.action, `at the start of turn ${turn.turn}; ${describe(snap)}`);
    const c = snap.facts.review_comparison;
    assert.ok(c, `the turn's comparison is drawn; ${describe(snap)}`);
    assert.equal(c.turn, marked);
    assert.equal(c.boards, 'both', 'the desktop shows both boards');
    for (const name of ['review/bar', 'review/line', 'review/board/played', 'review/board/suggested'])
      assert.ok(find(snap, name) && isOnScreen(game.page, find(snap, name)), `${name} on screen; ${describe(snap)}`);
    assert.match(find(snap, 'review/line').label, new RegExp(`^Turn ${turn.turn}: `), 'the bar names the turn');
    assert.equal(c.suggested.spot !== null, true, 'the suggestion takes a spot');
    assert.ok(find(snap, 'review/suggested-spot'), `the suggested spot is marked; ${describe(snap)}`);
    assert.ok(find(snap, 'review/played-spot'), `the spot played is marked; ${describe(snap)}`);
    if (c.suggested.card !== null) assert.ok(find(snap, 'review/suggested-card'), 'the suggested card is marked');
    if (!c.same) {
      assert.ok(c.ghost_spaces.length > 0, `the suggestion adds ghost pieces; ${JSON.stringify(c)}`);
      for (const s of c.ghost_spaces) assert.ok(find(snap, `review/ghost/${s}`), `a ghost on space ${s}`);
      const placed = new Set([...c.suggested.tokens.map(([, space]) => space), ...c.suggested.cubes, ...c.suggested.whispers]);
      for (const s of c.ghost_spaces) assert.ok(placed.has(s), `ghost space ${s} is one the suggestion places on`);
    }
    await shot(game, 'replay-at-turn');

    // The next reviewed turn, then one action into it: the bar stays, the comparison waits for the turn's start.
    if (marked + 1 < total) {
      snap = await click(game, 'review/next');
      assert.equal(snap.facts.review_comparison?.turn, marked + 1, `"next" shows the next reviewed turn; ${describe(snap)}`);
      assert.equal(snap.facts.replay_step, reviews[0].review.turns[marked + 1].action);
    }
    snap = await click(game, 'replay/forward');
    assert.equal(snap.facts.review_comparison, undefined, 'inside a turn, the replay shows the game as it went');
    assert.ok(find(snap, 'review/show-suggestion'), `the way back to the suggestion; ${describe(snap)}`);
    snap = await click(game, 'review/show-suggestion');
    assert.ok(snap.facts.review_comparison, `back at the turn's start, the suggestion again; ${describe(snap)}`);

    // "Review" in the replay returns to the review; a turn of the list opens the replay there.
    snap = await click(game, 'replay/review');
    assert.equal(snap.screen, 'review');
    assert.equal(snap.facts.review_state, 'done');
    assert.equal(snap.facts.reviews_started, 1, 'the review is not made again');
    const last = total - 1;
    snap = await click(game, `review/turn/${last}/show`);
    assert.equal(snap.screen, 'game');
    assert.equal(snap.facts.replay_step, reviews[0].review.turns[last].action, `the list's turn ${last}; ${describe(snap)}`);
    assert.equal(snap.facts.review_comparison?.turn, last);
    // "Back" from the review goes back to the replay; closing it, to the lobby.
    snap = await click(game, 'replay/review');
    snap = await click(game, 'review/back');
    assert.equal(snap.screen, 'game', `"Back" returns to the replay; ${describe(snap)}`);
    snap = await click(game, 'replay/close');
    assert.equal(snap.screen, 'lobby');

    // Shown at once next time: from the saved games' list after a reload, and from the end screen.
    snap = await reload(game);
    assert.equal(snap.screen, 'lobby');
    snap = await click(game, 'history/0/review');
    assert.equal(snap.screen, 'review');
    assert.equal(snap.facts.review_state, 'done', `the kept review at once; ${describe(snap)}`);
    assert.equal(snap.facts.review_source, 'kept');
    assert.equal(snap.facts.reviews_started, 0, 'no review started: it was kept');
    assert.equal(snap.facts.review_turns, total);
    snap = await click(game, 'review/back');
    assert.equal(snap.screen, 'lobby');
    await idbPut(game, 'open', 'e2e-vs-bot');
    snap = await reload(game);
    assert.equal(snap.screen, 'end');
    snap = await click(game, 'end/review');
    assert.equal(snap.facts.review_state, 'done');
    assert.equal(snap.facts.reviews_started, 0);
    snap = await click(game, 'review/back');
    assert.equal(snap.screen, 'end', `"Back" returns to the end screen; ${describe(snap)}`);
  });
});

test('a review is cancelled, started again, and each player of a hot-seat game is offered', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'review-cancel', { ...DESKTOP }, async (game) => {
    await idbPut(game, 'game/e2e-hot-seat', savedGame('e2e-hot-seat', hotSeat, ['Anaïs', 'Bruno']));
    let snap = await reload(game);
    snap = await click(game, 'history/0/review');
    assert.equal(snap.screen, 'review');
    assert.deepEqual(snap.facts.review_candidates, [0, 1], 'a hot-seat game: both players offered');
    assert.ok(find(snap, 'review/player-0')?.selected && find(snap, 'review/player-1'), `a picker; ${describe(snap)}`);
    assert.equal(snap.facts.review_state, 'running');
    snap = await click(game, 'review/cancel');
    assert.equal(snap.facts.review_state, 'cancelled', `Cancel stops the review; ${describe(snap)}`);
    assert.equal(snap.facts.review_running, false);
    assert.ok(find(snap, 'review/start'), 'it can be started again');
    assert.equal((await storedReviews(game, 'e2e-hot-seat')).length, 0, 'nothing kept from a cancelled review');
    await shot(game, 'cancelled');

    // The other player: nothing yet, a button to start; the review runs in the same worker and ends.
    snap = await click(game, 'review/player-1');
    assert.equal(snap.facts.review_player, 1);
    assert.equal(snap.facts.review_state, 'idle');
    snap = await click(game, 'review/start');
    assert.equal(snap.facts.review_state, 'running');
    const { snap: done } = await followReview(game);
    assert.equal(done.facts.review_state, 'done', `the worker reviews after a cancel; ${describe(done)}`);
    assert.equal(done.facts.review_player, 1);
    const reviews = await storedReviews(game, 'e2e-hot-seat');
    assert.deepEqual(reviews.map((r) => r.review.player), [1]);
    // Back to the first player: still to be reviewed. Reviewed too, the list gives both accuracies.
    snap = await click(game, 'review/player-0');
    assert.equal(snap.facts.review_state, 'idle');
    snap = await click(game, 'review/start');
    const { snap: first } = await followReview(game);
    assert.equal(first.facts.review_state, 'done', describe(first));
    snap = await click(game, 'review/back');
    assert.equal(snap.screen, 'lobby');
    assert.match(find(snap, 'history/0')?.label ?? '', /accuracy \d+% \(Anaïs\), accuracy \d+% \(Bruno\)/,
                 `each reviewed player's accuracy in the saved games' list, in seat order; ${describe(snap)}`);
    await shot(game, 'list-two-accuracies');
  });
});

test('a bot of a live game answers while a review runs in the same worker', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'review-with-bots', { ...DESKTOP }, async (game) => {
    await idbPut(game, 'game/e2e-solo', savedGame('e2e-solo', solo, ['Anaïs']));
    let snap = await reload(game);
    snap = await click(game, 'history/0/review');
    assert.equal(snap.facts.review_state, 'running');
    // Leave it running: back to the lobby and a game against a bot.
    snap = await click(game, 'review/back');
    assert.equal(snap.screen, 'lobby');
    snap = await click(game, 'lobby/quick-bots');
    assert.equal(snap.screen, 'game');
    game.spread = true;
    // Whoever begins, the bot plays a turn, asked in the worker the review runs in.
    snap = await until(game, 'the person\'s turn', (f) => f.can_play === true);
    const before = snap.facts.actions;
    await playTurn(game, 1);
    snap = await until(game, 'the bot playing its turn', (f, n) => f.can_play === true && f.actions > n + 1, before);
    assert.equal(snap.facts.seats[1], 'medium');
    assert.equal(snap.facts.bots_in_background, true, 'the bot thought in the worker');
    // And the review ended too, kept with its game.
    await until(game, 'the review ending', (f) => f.review_running === false);
    const reviews = await storedReviews(game, 'e2e-solo');
    assert.equal(reviews.length, 1, 'the review was kept with its game while another was played');
  });
});

test('a game link\'s replay is reviewed and its review kept for the session; a phone shows one board at a time',
     { timeout: TEST_TIMEOUT }, async () => {
  const link = cli('link', 'game', solo, '--names', 'Anaïs').trim();
  await withGame(browser, 'review-link-phone', { ...PHONE, touch: true }, async (game) => {
    let snap = await setHash(game, link);
    assert.equal(snap.screen, 'game', `the link opens the replay; ${describe(snap)}`);
    snap = await game.act(game, 'replay/review');
    assert.equal(snap.screen, 'review');
    assert.equal(snap.facts.review_state, 'running');
    for (const name of ['review/back', 'review/progress', 'review/cancel'])
      assert.ok(isOnScreen(game.page, find(snap, name)), `${name} on a phone's screen; ${describe(snap)}`);
    const { snap: done } = await followReview(game);
    snap = done;
    assert.equal(snap.facts.review_state, 'done');
    console.log(`# review of ${snap.facts.review_turns} turns (solo, 8 futures, phone): ${snap.facts.review_wall_ms} ms ` +
                `in the worker (${snap.facts.review_ms} ms judging)`);
    const chart = find(snap, 'review/chart');
    assert.ok(chart.x >= 0 && chart.x + chart.w <= 390, `the chart fits the phone's width; ${JSON.stringify(chart)}`);
    await shot(game, 'phone-review');
    // A turn from the chart: one board (the suggestion), and the toggle shows the turn played.
    const marked = snap.facts.review_marked[0] ?? 0;
    snap = await game.act(game, `review/chart/${marked}`);
    assert.equal(snap.screen, 'game');
    assert.equal(snap.facts.review_comparison?.boards, 'suggested', `a phone shows the suggestion first; ${describe(snap)}`);
    for (const name of ['review/bar', 'review/board-0', 'review/board-1', 'review/board/suggested'])
      assert.ok(find(snap, name) && isOnScreen(game.page, find(snap, name)), `${name} on screen; ${describe(snap)}`);
    await shot(game, 'phone-suggested');
    snap = await game.act(game, 'review/board-0');
    assert.equal(snap.facts.review_comparison.boards, 'played');
    assert.ok(find(snap, 'review/board/played'));
    await shot(game, 'phone-played');
    // Kept for the session: back to the review, at once.
    snap = await game.act(game, 'replay/review');
    assert.equal(snap.facts.review_state, 'done');
    assert.equal(snap.facts.reviews_started, 1, 'the link\'s review is not made again');
    snap = await game.act(game, 'review/back');
    assert.equal(snap.screen, 'game');
  });
});

test('without Web Workers the review says it needs one, and never runs on the page', { timeout: TEST_TIMEOUT }, async () => {
  const link = cli('link', 'game', solo, '--names', 'Anaïs').trim();
  await withGame(browser, 'review-no-worker', { ...DESKTOP, initScript: () => { window.Worker = undefined; } },
                 async (game) => {
    let snap = await setHash(game, link);
    assert.equal(snap.screen, 'game');
    snap = await click(game, 'replay/review');
    snap = await until(game, 'the review refused', (f) => f.review_state === 'error');
    assert.match(snap.facts.review_error, /Web Worker/, `the screen says why; ${describe(snap)}`);
    assert.equal(snap.facts.review_running, false);
    assert.ok(find(snap, 'review/start'), 'a way to try again');
    await shot(game, 'no-worker');
    // Trying again says the same at once, without a review on the page.
    snap = await click(game, 'review/start');
    assert.equal(snap.facts.review_state, 'error');
    assert.equal(snap.facts.review_turns, undefined, 'no review was made');
  });
});

test('without Web Workers a French page says why in French, not in the browser\'s words', { timeout: TEST_TIMEOUT },
     async () => {
  const link = cli('link', 'game', solo, '--names', 'Anaïs').trim();
  await withGame(browser, 'review-no-worker-fr', { ...DESKTOP, locale: 'fr-FR', initScript: () => { window.Worker = undefined; } },
                 async (game) => {
    let snap = await setHash(game, link);
    snap = await click(game, 'replay/review');
    snap = await until(game, 'the review refused', (f) => f.review_state === 'error');
    assert.equal(snap.facts.review_error,
                 'L’analyse tourne dans un Web Worker, que ce navigateur ne peut pas lancer ici ' +
                 '(ce navigateur n’a pas de Web Workers). Essayez un autre navigateur.', describe(snap));
  });
});
