// Players who need the game to ask less of them (issue "Playable without sight and without a mouse").
// Here: the system's wish for less motion (prefers-reduced-motion) turns the game's own motion off, and the
// settings say why. Every wait is on the app's state (the test hook's facts), never on the clock.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, DESKTOP, click, settle, snapshot, waitForSnapshot, find, describe, shot, TEST_TIMEOUT,
} from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Hovers `name` and returns the snapshot once its tooltip shows.
async function hover(game, name) {
  const w = find(await snapshot(game), name);
  assert.ok(w, `${name} is on screen`);
  const before = await snapshot(game);
  await game.page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
  return settle(game.page, before, `hovering ${name}`);
}

test('prefers-reduced-motion turns animations off, followed as it changes; the setting says why', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'reduced-motion', { ...DESKTOP, reducedMotion: 'reduce', animations: true }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.facts.animations, false, `the system asks for less motion: nothing animates; ${describe(snap)}`);
    assert.equal(find(snap, 'lobby/animations')?.enabled, false, 'the Animations box is disabled');
    snap = await hover(game, 'lobby/animations');
    assert.equal(snap.facts.tooltip, 'Off: your system asks for reduced motion.', `the box says why; ${describe(snap)}`);
    await shot(game, 'reduced-motion-tip');

    // The system changes its mind while the page is open: the player's own setting (on) applies again.
    // (The page hears of the change at its next rendering update: wait for the app to take it up.)
    await game.page.emulateMedia({ reducedMotion: 'no-preference' });
    snap = await waitForSnapshot(game, (s) => s.facts.animations === true, 'motion back after no-preference');
    assert.equal(find(snap, 'lobby/animations')?.enabled, true, 'the box can be changed again');
    snap = await click(game, 'lobby/animations');
    assert.equal(snap.facts.animations, false, 'the player turned animations off');
    snap = await click(game, 'lobby/animations');
    assert.equal(snap.facts.animations, true, 'and on again');

    await game.page.emulateMedia({ reducedMotion: 'reduce' });
    snap = await waitForSnapshot(game, (s) => s.facts.animations === false, 'no motion after reduce again');
    assert.equal(find(snap, 'lobby/animations')?.enabled, false, 'the box is disabled again');
    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game');
    assert.equal(snap.facts.animations, false, `nothing animates in the game either; ${describe(snap)}`);
  });
});
