// "Undo" (issue 25): Ctrl+Z and the Undo button take back the turn's last step through the engine
// (ActionType::UndoStep), and nothing taken back reaches a share link; a reload resumes at the same point.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, withGame, DESKTOP, PHONE, click, snapshot, find, indexed, describe, settle, TEST_TIMEOUT }
  from './lib.mjs';
import { takeSpot, placeOne, shareFromMenu, fragmentOf, reload } from './saves-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build/native/harmonies-cli');

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The engine's view of the game (wasm/bindings.cpp), without the count of actions: an undo is one more.
async function engineState(game) {
  const { actions, ...state } = await game.page.evaluate(() => Module.gameState());
  return { actions, state };
}

const undoEnabled = (snap) => find(snap, 'button/undo')?.enabled;

test('Ctrl+Z takes back the second of two placements, the Undo button the first; the link holds neither',
     { timeout: TEST_TIMEOUT }, async () => {
  assert.ok(fs.existsSync(CLI), `${CLI} exists (cmake --build --preset native)`);
  await withGame(browser, 'undo desktop', DESKTOP, async (game) => {
    let snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(undoEnabled(snap), false, `nothing to undo at the turn's start; ${describe(snap)}`);
    assert.equal(find(snap, 'button/undo').label, 'Undo');

    snap = await takeSpot(game);
    assert.equal(undoEnabled(snap), true, `taking a spot can be undone; ${describe(snap)}`);
    const spotTaken = await engineState(game);
    assert.ok((await game.page.evaluate(() => Module.legalActions())).some((a) => a.text === 'undo'),
              'the engine lists the undo');
    await placeOne(game);
    const onePlaced = await engineState(game);
    await placeOne(game);
    const twoPlaced = await engineState(game);
    assert.equal(twoPlaced.state.hand.length, 1);

    // Ctrl+Z: exactly the second placement is gone, its token back in hand.
    const beforeKey = await snapshot(game);
    await game.page.keyboard.press('Control+z');
    snap = await settle(game.page, beforeKey, 'pressing Ctrl+Z');
    let now = await engineState(game);
    assert.deepEqual(now.state, onePlaced.state, 'Ctrl+Z gives the game as it was after the first placement');
    assert.equal(now.actions, twoPlaced.actions + 1, 'the undo is one more action of the game on screen');
    assert.equal(indexed(snap, 'hand').length, 2, `the token is back in hand; ${describe(snap)}`);
    assert.deepEqual([...snap.facts.hand].sort(), [...onePlaced.state.hand].sort(), 'the hand on screen');

    // The button takes back the first placement.
    snap = await click(game, 'button/undo');
    now = await engineState(game);
    assert.deepEqual(now.state, spotTaken.state, 'Undo gives the game as it was after the spot was taken');
    assert.equal(indexed(snap, 'hand').length, 3, `all 3 tokens are back in hand; ${describe(snap)}`);
    assert.equal(undoEnabled(snap), true, 'the spot taken can still be undone');

    // The share link carries the spot taken and nothing that was taken back.
    const link = fragmentOf(await shareFromMenu(game, 'game'));
    const checked = JSON.parse(execFileSync(CLI, ['check', link], { encoding: 'utf8' }));
    assert.equal(checked.actions, 1, `the link holds one action (the spot): ${link}`);
    assert.ok(!link.split('.')[3].match(/4[Ag]/), `no undo or restart code in the link's actions: ${link}`);

    // A reload resumes at the same point, the undone steps still undone.
    snap = await reload(game);
    assert.equal(snap.screen, 'game', describe(snap));
    assert.deepEqual(await engineState(game), now, 'the reloaded game is where it was');
    assert.equal(indexed(snap, 'hand').length, 3, describe(snap));
  });
});

test('The Undo button on a phone: its icon, tapped, takes back a placement', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'undo phone', { ...PHONE, touch: true }, async (game) => {
    let snap = await game.act(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', describe(snap));
    snap = await game.act(game, indexed(snap, 'spot').find((w) => w.highlighted));
    assert.equal(indexed(snap, 'hand').length, 3, describe(snap));
    const spotTaken = await engineState(game);
    snap = await game.act(game, 'hand/0', { quick: true });
    snap = await game.act(game, indexed(snap, 'space').find((w) => w.highlighted));
    assert.equal(indexed(snap, 'hand').length, 2, describe(snap));
    const undo = find(snap, 'button/undo');
    const restart = find(snap, 'button/restart-turn');
    const end = find(snap, 'button/end-turn');
    assert.ok(undo.x + undo.w <= restart.x && restart.x + restart.w <= end.x && end.x + end.w <= 390,
              `Undo, then Start my turn over, then End turn, on the screen: ${JSON.stringify([undo, restart, end])}`);
    snap = await game.act(game, 'button/undo');
    assert.deepEqual((await engineState(game)).state, spotTaken.state, 'the placement is taken back');
    assert.equal(indexed(snap, 'hand').length, 3, describe(snap));
  });
});
