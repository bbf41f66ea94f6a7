// A whole 2-player hot-seat game at 1366x768: lobby options, turn restart, end screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, withGame, DESKTOP, click, settle, shot, snapshot, find, playToEnd, describe, TEST_TIMEOUT } from './lib.mjs';

const SEED = process.env.E2E_HOTSEAT_SEED || 'e2e-hotseat-3';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('two-player hot-seat game to the end screen (desktop, mouse)', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'hotseat', DESKTOP, async (game) => {
    game.spread = true;  // build on fresh spaces first: shorter games (see lib.mjs pickSpace)
    let snap = await click(game, 'lobby/players-1');
    assert.ok(find(snap, 'lobby/players-1').selected, `"2" players becomes selected; ${describe(snap)}`);
    assert.ok(find(snap, 'lobby/seat-1/name'), `a second seat appears; ${describe(snap)}`);
    // A fixed seed (typed into the lobby's seed field): the same game every run, one in which this
    // test's way of playing places animal cubes. Override with E2E_HOTSEAT_SEED.
    await click(game, 'lobby/seed');
    const typed = await snapshot(game);
    await game.page.keyboard.type(SEED, { delay: 10 });
    await settle(game.page, typed.frame, 'typing the seed');
    await shot(game, 'lobby-two-players');

    snap = await click(game, 'lobby/start');
    assert.equal(snap.screen, 'game', `"Start game" should start a game; ${describe(snap)}`);
    assert.equal(snap.facts.players, 2);
    assert.ok(find(snap, 'player/' + (1 - snap.facts.current_player)), `the other player's board is shown; ${describe(snap)}`);

    const seen = new Set();
    const result = await playToEnd(game, {
      takeCardEvery: 2,
      restartOnTurn: 3,
      onTurn: async (turn, s) => {
        seen.add(s.facts.current_player);
        if (turn === 3 || turn === 4) await shot(game, `turn-${turn}-player-${s.facts.current_player}`);
      },
    });
    snap = result.snap;
    await shot(game, 'end');
    console.log(`# hotseat (seed ${SEED}): ${result.turns} turns, ${result.cards} cards taken, ${result.cubes} cubes placed, ` +
                `facts ${JSON.stringify(snap.facts)}`);

    assert.deepEqual([...seen].sort(), [0, 1], 'both players had turns');
    assert.equal(snap.screen, 'end');
    assert.ok(find(snap, 'end/winner'), `the end screen shows end/winner; ${describe(snap)}`);
    assert.ok(Array.isArray(snap.facts.totals) && snap.facts.totals.length === 2,
              `facts.totals has two entries: ${JSON.stringify(snap.facts)}`);
    assert.ok(Array.isArray(snap.facts.winners) && snap.facts.winners.length >= 1,
              `facts.winners is not empty: ${JSON.stringify(snap.facts)}`);
    // Cubes: with this seed this way of playing completes habitats (2 cubes). If a change to the engine's
    // decks or random draws makes it place none, pick another seed (E2E_HOTSEAT_SEED=... to try one).
    assert.ok(result.cubes >= 1, `at least one animal cube was placed by clicking a held card and a space ` +
                                 `(seed ${SEED}; ${result.cards} cards taken)`);
    const best = Math.max(...snap.facts.totals);
    for (const w of snap.facts.winners) assert.equal(snap.facts.totals[w], best, 'a winner has the best total');
  });
});
