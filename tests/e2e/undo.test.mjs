// "Undo" (issue 25): Ctrl+Z and the Undo button take back the turn's last step through the engine
// (ActionType::UndoStep), and nothing taken back reaches a share link; a reload resumes at the same point;
// the replay of a saved game shows no step taken back while the saved game keeps them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI, launchBrowser, withGame, DESKTOP, PHONE, click, snapshot, find, indexed, describe, settle, TEST_TIMEOUT }
  from './lib.mjs';
import { takeSpot, placeOne, shareFromMenu, fragmentOf, reload, idbPut, idbAll, flushed } from './saves-lib.mjs';
import { seal } from '../../scripts/record-text.mjs';


let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The engine's view of the game (wasm/bindings/test_api.cpp), without the count of actions: an undo is one more.
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

test('The replay of a saved game shows no step taken back; the saved game keeps them', { timeout: TEST_TIMEOUT }, async () => {
  const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8' });
  const played = JSON.parse(cli('play', '--players', '1', '--side', 'A', '--seed', 'e2e-undo-replay', '--games', '1')).record;
  // The first turn as a player who takes the spot, takes it back (Undo) and takes it again, places a token,
  // then starts the turn over ("4g" is Undo, "4A" Start my turn over) and plays those two steps again.
  const [magic, options, seed, actions] = played.split('.');
  const [a0, a1] = [actions.slice(0, 2), actions.slice(2, 4)];
  const raw = seal([magic, options, seed, `${a0}4g${a0}${a1}4A${a0}${a1}${actions.slice(4)}`].join('.'));
  const rawCheck = JSON.parse(cli('check', raw));
  assert.equal(rawCheck.finished, true, `the game with steps taken back is a finished game: ${raw}`);
  assert.equal(rawCheck.actions, actions.length / 2 + 5, 'the saved record counts every step');
  const counted = JSON.parse(cli('check', cli('link', 'game', raw).trim())).actions;  // a link drops them
  assert.equal(counted, actions.length / 2);

  await withGame(browser, 'undo replay', DESKTOP, async (game) => {
    await idbPut(game, 'game/e2e-undo-replay', JSON.stringify({
      v: 1, id: 'e2e-undo-replay', kind: 'local', record: raw, names: ['Ana'],
      started: Date.now() - 3600e3, updated: Date.now() - 60e3,
    }));
    await idbPut(game, 'open', 'e2e-undo-replay');
    let snap = await reload(game);
    assert.equal(snap.screen, 'end', `the finished game opens on its end screen; ${describe(snap)}`);
    snap = await click(game, 'end/replay');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(snap.facts.replay_steps, counted, `the replay has the game's steps, none taken back; ${describe(snap)}`);
    assert.equal(snap.facts.replay_step, counted, `it opens at the last one; ${describe(snap)}`);
    await flushed(game);
    const stored = JSON.parse((await idbAll(game))['game/e2e-undo-replay']);
    assert.equal(stored.record, raw, 'the saved game still keeps the steps taken back');
  });
});
