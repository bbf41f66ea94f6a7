// Board sides C and D in the browser (RULES.md "Sides C and D"): the lobby's four-way side picker, kept
// with the settings; a side D game whose dry spaces the board marks and the app reports, live, until a
// blue token waters one; a side C game on side A's shape; the picker on a phone in French and Spanish.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, find, indexed, describe, isOnScreen, TEST_TIMEOUT,
} from './lib.mjs';
import { flushed, idbAll, leaveToLobby, reload } from './saves-lib.mjs';

// RULES.md "Sides C and D": side D's dry spaces, by canonical index (engine kSideDDrySpaces).
const DRY_SPACES = [0, 3, 5, 8, 16, 19, 21, 24];
const SIDE_BUTTON = { A: 'lobby/side-0', B: 'lobby/side-1', C: 'lobby/side-2', D: 'lobby/side-3' };
const SEED = 'e2e-sides';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const sorted = (list) => [...list].sort((a, b) => a - b);

// Picks a side in the lobby and checks it is the one chosen.
async function pickSide(game, side) {
  const snap = await click(game, SIDE_BUTTON[side]);
  for (const [other, name] of Object.entries(SIDE_BUTTON)) {
    assert.equal(!!find(snap, name)?.selected, other === side, `only side ${side} is chosen; ${describe(snap)}`);
  }
  return snap;
}

// Takes a spot offering a blue token when there is one (else the first spot); returns the snapshot.
async function takeSpotWithBlue(game) {
  const snap = await snapshot(game);
  const spots = indexed(snap, 'spot').filter((w) => w.highlighted);
  assert.ok(spots.length, `a spot is takeable; ${describe(snap)}`);
  const index = (w) => Number(w.name.split('/')[1]);
  const blue = spots.find((w) => (snap.facts.spots[index(w)] || []).includes('blue'));
  return click(game, blue || spots[0]);
}

// Places the tokens in hand: a blue on a dry space still dry (it waters it), every other token on a
// highlighted space that is not a dry one when there is one. Returns the dry space watered, or -1.
async function placeHandWatering(game) {
  let watered = -1;
  for (let guard = 0; guard < 6; ++guard) {
    let snap = await snapshot(game);
    const hand = snap.facts.hand;
    if (!hand.length) return watered;
    const i = hand.includes('blue') ? hand.indexOf('blue') : 0;
    snap = await click(game, `hand/${i}`, { quick: true });
    const targets = indexed(snap, 'space').filter((w) => w.highlighted);
    const index = (w) => Number(w.name.split('/')[1]);
    const dry = targets.find((w) => snap.facts.dry_spaces.includes(index(w)));
    const ordinary = targets.find((w) => !DRY_SPACES.includes(index(w)));
    const space = hand[i] === 'blue' && dry ? dry : (ordinary || targets[0]);
    assert.ok(space, `a highlighted space for hand/${i} (${hand[i]}); ${describe(snap)}`);
    const after = await click(game, space);
    assert.equal(after.facts.hand.length, hand.length - 1, `${hand[i]} went on ${space.name}; ${describe(after)}`);
    if (hand[i] === 'blue' && space === dry) watered = index(space);
  }
  throw new Error('tokens are still in hand after 6 placements');
}

test('side D: picked in the lobby and kept; its dry spaces marked, and one watered by a blue token',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'sides-d', { ...DESKTOP, query: `seed=${SEED}` }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'lobby', describe(snap));
    assert.deepEqual(Object.values(SIDE_BUTTON).map((name) => !!find(snap, name)), [true, true, true, true],
                     `the lobby offers four sides; ${describe(snap)}`);
    assert.ok(find(snap, SIDE_BUTTON.A).selected, 'side A is the first choice');
    snap = await pickSide(game, 'D');
    await shot(game, 'lobby-side-d');

    snap = await click(game, 'lobby/start');
    assert.equal(snap.screen, 'game', `"Start game" starts a game; ${describe(snap)}`);
    assert.equal(snap.facts.side, 'D', describe(snap));
    assert.equal(snap.facts.players, 1);
    assert.equal(indexed(snap, 'space').length, 25, 'side D has the 25 spaces of side B');
    assert.deepEqual(sorted(snap.facts.dry_spaces), DRY_SPACES, `every dry space starts dry; ${describe(snap)}`);
    assert.deepEqual(snap.facts.watered_spaces, []);
    const marks = indexed(snap, 'dry-mark');
    assert.equal(marks.length, 8, `each dry space carries a mark; ${describe(snap)}`);
    assert.ok(marks.every((w) => isOnScreen(game.page, w) && !w.selected), 'the marks are on screen, all dry');

    // The lobby's choice is kept with the settings, by name.
    await flushed(game);
    const settings = JSON.parse((await idbAll(game)).settings);
    assert.equal(settings.side, 'D', `the settings keep side D: ${JSON.stringify(settings)}`);

    // Play until a blue token lands on a dry space: the board reports it watered at once.
    let watered = -1;
    for (let turn = 1; turn <= 8 && watered < 0; ++turn) {
      await takeSpotWithBlue(game);
      watered = await placeHandWatering(game);
      if (watered >= 0) break;
      snap = await click(game, 'button/end-turn');
      assert.equal(snap.screen, 'game', describe(snap));
    }
    assert.ok(watered >= 0, 'a blue token went on a dry space within 8 turns');
    snap = await snapshot(game);
    assert.ok(snap.facts.watered_spaces.includes(watered), `space ${watered} is reported watered; ${describe(snap)}`);
    assert.ok(!snap.facts.dry_spaces.includes(watered), `space ${watered} is no longer dry; ${describe(snap)}`);
    assert.deepEqual(sorted([...snap.facts.dry_spaces, ...snap.facts.watered_spaces]), DRY_SPACES,
                     'every dry space is either still dry or watered');
    assert.ok(find(snap, `dry-mark/${watered}`).selected, `its mark turned into a drop; ${describe(snap)}`);
    // The tooltip of the watered space (hovered) is drawn over the board.
    const space = find(snap, `space/${watered}`);
    await game.page.mouse.move(space.x + space.w / 2, space.y + space.h / 2);
    await shot(game, 'watered');

    // Back in the lobby, and after a reload, side D is still the choice.
    snap = await leaveToLobby(game);
    assert.ok(find(snap, SIDE_BUTTON.D).selected, `the lobby keeps side D; ${describe(snap)}`);
    snap = await reload(game);
    if (snap.screen === 'game') snap = await leaveToLobby(game);
    assert.ok(find(snap, SIDE_BUTTON.D).selected, `after a reload too; ${describe(snap)}`);
  });
});

test('side C: a game on side A\'s shape, without dry spaces', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'sides-c', { ...DESKTOP, query: `seed=${SEED}-c` }, async (game) => {
    await pickSide(game, 'C');
    let snap = await click(game, 'lobby/start');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(snap.facts.side, 'C', describe(snap));
    assert.equal(indexed(snap, 'space').length, 23, 'side C has the 23 spaces of side A');
    assert.deepEqual(snap.facts.dry_spaces, [], 'side C has no dry space');
    assert.deepEqual(indexed(snap, 'dry-mark'), [], 'and no dry mark');
    await shot(game, 'game-side-c');
    await flushed(game);
    const all = await idbAll(game);
    assert.equal(JSON.parse(all.settings).side, 'C', `the settings keep side C: ${all.settings}`);
    const saved = Object.keys(all).filter((k) => k.startsWith('game/')).map((k) => JSON.parse(all[k]));
    assert.equal(saved.length, 1);
    assert.match(saved[0].record, /^HR1\.1C0\./, `the saved record is a side C game: ${saved[0].record}`);
    // The game reopens on side C after a reload.
    snap = await reload(game);
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(snap.facts.side, 'C');
  });
});

test('the side picker fits a phone in French and Spanish: two rows of two', { timeout: TEST_TIMEOUT }, async () => {
  for (const locale of ['fr-FR', 'es-ES']) {
    await withGame(browser, `sides-phone-${locale}`, { ...PHONE, locale, touch: true }, async (game) => {
      const snap = await pickSide(game, 'D');
      const buttons = Object.values(SIDE_BUTTON).map((name) => find(snap, name));
      const width = game.page.viewportSize().width;
      for (const b of buttons) {
        assert.ok(b.x >= 0 && b.x + b.w <= width, `${b.name} "${b.label}" fits the screen: ${JSON.stringify(b)}`);
      }
      const [a, b, c, d] = buttons;
      assert.ok(Math.abs(a.y - b.y) < 1 && Math.abs(c.y - d.y) < 1 && c.y > a.y + a.h - 1,
                `A and B side by side, C and D under them: ${JSON.stringify(buttons)}`);
      assert.ok(Math.abs(a.x - c.x) < 1 && Math.abs(b.x - d.x) < 1, 'in two columns');
      await shot(game, 'picker');
    });
  }
});
