// A whole solo game at 1366x768, played to the end screen by clicking real pixels.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, withGame, DESKTOP, click, shot, snapshot, find, playToEnd, describe, TEST_TIMEOUT } from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('solo game from the lobby to the end screen (desktop, mouse)', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'solo', DESKTOP, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'lobby', `the page should open on the lobby; ${describe(snap)}`);
    await shot(game, 'lobby');

    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', `"Play solo now" should start a game; ${describe(snap)}`);
    assert.equal(snap.facts.players, 1);
    await shot(game, 'first-turn');

    const result = await playToEnd(game, {
      takeCardEvery: 2,
      onTurn: async (turn) => { if (turn === 1 || turn === 5) await shot(game, `turn-${turn}`); },
    });
    snap = result.snap;
    await shot(game, 'end');
    console.log(`# solo: ${result.turns} turns, ${result.cards} cards taken, ${result.cubes} cubes placed, ` +
                `facts ${JSON.stringify(snap.facts)}`);

    assert.equal(snap.screen, 'end');
    assert.ok(find(snap, 'end/winner'), `the end screen shows end/winner; ${describe(snap)}`);
    assert.ok(find(snap, 'end/play-again-same') && find(snap, 'end/lobby'), 'the end screen offers to play again');
    assert.ok(Number.isInteger(snap.facts.suns) && snap.facts.suns >= 0, `facts.suns: ${JSON.stringify(snap.facts)}`);
    assert.ok(Array.isArray(snap.facts.totals) && snap.facts.totals.length === 1,
              `facts.totals has one entry: ${JSON.stringify(snap.facts)}`);
    assert.ok(result.turns >= 5, `a solo game lasts more than ${result.turns} turns`);
  });
});
