// Sanctuaries and Whispers on the game screen (RULES.md "Modules: Pulse and Crescendo", "Crescendo"): a solo
// game with both modules opened from a setup link shows the whisper row and the tile row beside the animals;
// the player takes a whisper card and a tile, builds the sanctuary with the tile's forbidden stack, places a
// whisper cube on a highlighted space, and the score lines count both; on a phone the offers fit the
// Animals tab and the held tile shows in the Cards tab.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, find, indexed, describe, isOnScreen, TEST_TIMEOUT,
} from './lib.mjs';
import { setHash } from './saves-lib.mjs';

// A solo setup, side A, Sanctuaries and Whispers on (options "1A0SW"): its first spot holds gray, blue and
// blue; the whisper row starts with the Whisper of the Spring (water) and the tile row's third tile is the
// Mountain Spring (a blue on a gray). Made with `harmonies-cli link setup` from a record of that seed.
const LINK = 'HS1.1A0SW.e2e-crescendo-9.tVWu';
const WHISPER = 'whisper-spring';
const TILE = 'mountain-spring';
const TILE_SLOT = 2;
const SANCTUARY = 7;  // the gray, then the blue on it
const NEIGHBOUR = 6;  // the other blue, beside it: a water space for the whisper cube, and 3 points for the sanctuary

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const highlightedSpaces = (snap) => indexed(snap, 'space').filter((w) => w.highlighted).map((w) => w.name);

// Selects the token of `colour` in hand (facts.hand lists the hand's colours in the order of hand/N).
async function selectToken(game, colour) {
  const snap = await snapshot(game);
  const i = snap.facts.hand.indexOf(colour);
  assert.ok(i >= 0, `a ${colour} token in hand: ${JSON.stringify(snap.facts.hand)}`);
  return game.act(game, `hand/${i}`, { quick: true });
}

// No two of these widgets overlap.
function assertApart(snap, names) {
  const boxes = names.map((n) => find(snap, n)).filter(Boolean);
  for (let i = 0; i < boxes.length; ++i) {
    for (let j = i + 1; j < boxes.length; ++j) {
      const a = boxes[i], b = boxes[j];
      const apart = a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;
      assert.ok(apart, `${a.name} ${JSON.stringify(a)} overlaps ${b.name} ${JSON.stringify(b)}`);
    }
  }
}

test('a whisper card and a sanctuary tile taken, the sanctuary built, a whisper cube placed, both scored (desktop)',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'crescendo-game', DESKTOP, async (game) => {
    let snap = await setHash(game, LINK);
    assert.equal(snap.screen, 'game', `the setup link starts a game; ${describe(snap)}`);
    assert.equal(snap.facts.sanctuaries, true);
    assert.equal(snap.facts.whispers, true);
    assert.equal(snap.facts.players, 1);
    // The offers beside the animal row, all on screen and apart.
    assert.equal(snap.facts.whisper_row.length, 2, JSON.stringify(snap.facts.whisper_row));
    assert.equal(snap.facts.tile_row.length, 3, JSON.stringify(snap.facts.tile_row));
    assert.equal(snap.facts.whisper_row[0], WHISPER);
    assert.equal(snap.facts.tile_row[TILE_SLOT], TILE);
    const offers = [...indexed(snap, 'row'), ...indexed(snap, 'whisper-row'), ...indexed(snap, 'tile-row')];
    assert.equal(offers.length, 3 + 2 + 3, `3 animals, 2 whisper cards, 3 tiles; ${describe(snap)}`);
    for (const w of offers) assert.ok(isOnScreen(game.page, w), `${w.name} is on screen: ${JSON.stringify(w)}`);
    assertApart(snap, offers.map((w) => w.name));
    assert.deepEqual(snap.facts.score_lines.Sanctuaries, 0, JSON.stringify(snap.facts.score_lines));
    assert.deepEqual(snap.facts.score_lines.Whispers, 0);
    await shot(game, 'offers');

    snap = await click(game, 'spot/0');
    assert.deepEqual([...snap.facts.hand].sort(), ['blue', 'blue', 'gray'], `the first spot's tokens: ${describe(snap)}`);

    // The whisper card: the turn's card; it joins the held cards, with its two cubes to place.
    assert.ok(find(snap, 'whisper-row/0').highlighted, `the whisper card may be taken; ${describe(snap)}`);
    const actions = snap.facts.actions;
    snap = await click(game, 'whisper-row/0');
    assert.equal(snap.facts.actions, actions + 1, `taking the whisper card is an action; ${describe(snap)}`);
    assert.deepEqual(snap.facts.held_whispers, [{ id: WHISPER, placed: 0 }]);
    assert.ok(find(snap, `held-whisper/${WHISPER}`), `the held whisper card is shown; ${describe(snap)}`);
    assert.ok(!indexed(snap, 'row').some((w) => w.highlighted), 'no animal card may be taken besides it');

    // The tile, besides the turn's card.
    assert.ok(find(snap, `tile-row/${TILE_SLOT}`).highlighted, `the tile may be taken; ${describe(snap)}`);
    snap = await click(game, `tile-row/${TILE_SLOT}`);
    assert.equal(snap.facts.open_tile, TILE, `the tile is held, unbuilt; ${describe(snap)}`);
    assert.ok(find(snap, `held-tile/${TILE}`), 'the open tile is among the held cards');
    assert.ok(!indexed(snap, 'tile-row').some((w) => w.highlighted), 'one tile a turn');

    // Building it: the gray first, then the blue on it, a stack only the tile allows.
    snap = await selectToken(game, 'gray');
    assert.ok(highlightedSpaces(snap).includes(`space/${SANCTUARY}`), describe(snap));
    snap = await click(game, `space/${SANCTUARY}`);
    assert.ok(find(snap, `held-tile/${TILE}`).highlighted, `the tile can be built now; ${describe(snap)}`);
    snap = await selectToken(game, 'blue');
    assert.ok(highlightedSpaces(snap).includes(`space/${SANCTUARY}`),
              `a blue on the lone gray is offered while the tile is held; ${describe(snap)}`);
    await shot(game, 'build-target');
    snap = await click(game, `space/${SANCTUARY}`);
    assert.deepEqual(snap.facts.sanctuary_spaces, [SANCTUARY], `the sanctuary is built; ${describe(snap)}`);
    assert.equal(snap.facts.open_tile, null, 'the tile leaves the held cards');
    assert.ok(!find(snap, `held-tile/${TILE}`), 'and is no longer shown among them');
    assert.equal(snap.facts.score_lines.Sanctuaries, 0, 'no neighbour of its colours yet');

    // A blue beside it: 3 points for the sanctuary.
    snap = await selectToken(game, 'blue');
    snap = await click(game, `space/${NEIGHBOUR}`);
    assert.equal(snap.facts.score_lines.Sanctuaries, 3, `a neighbour topped by blue; ${JSON.stringify(snap.facts.score_lines)}`);

    // The whisper cube: select the card, then a highlighted water space (never the sanctuary).
    const card = find(snap, `held-whisper/${WHISPER}`);
    assert.ok(card.highlighted, `the whisper card has targets; ${describe(snap)}`);
    snap = await click(game, `held-whisper/${WHISPER}`);
    assert.ok(find(snap, `held-whisper/${WHISPER}`).selected, `the whisper card is selected; ${describe(snap)}`);
    const targets = highlightedSpaces(snap);
    assert.ok(targets.includes(`space/${NEIGHBOUR}`), `the water space is highlighted: ${targets}`);
    assert.ok(!targets.includes(`space/${SANCTUARY}`), `the sanctuary is not: ${targets}`);
    await shot(game, 'whisper-targets');
    snap = await click(game, `space/${NEIGHBOUR}`);
    assert.deepEqual(snap.facts.whisper_spaces, [NEIGHBOUR], `the whisper cube is on the space; ${describe(snap)}`);
    assert.deepEqual(snap.facts.held_whispers, [{ id: WHISPER, placed: 1 }]);
    assert.equal(snap.facts.score_lines.Whispers, 2, `a whisper cube alone scores 2; ${JSON.stringify(snap.facts.score_lines)}`);
    assert.equal(snap.facts.score, snap.facts.score_lines.Trees + snap.facts.score_lines.Mountains +
                 snap.facts.score_lines.Fields + snap.facts.score_lines.Buildings + snap.facts.score_lines.Water +
                 snap.facts.score_lines.Animals + 3 + 2, `the total counts both; ${JSON.stringify(snap.facts)}`);
    await shot(game, 'built');

    // The end of the turn refills the rows.
    snap = await click(game, 'button/end-turn');
    assert.ok(snap.facts.whisper_row.every((id) => id !== null), `the whisper row is refilled: ${snap.facts.whisper_row}`);
    assert.ok(snap.facts.tile_row.every((id) => id !== null), `the tile row is refilled: ${snap.facts.tile_row}`);
  });
});

test('on a phone the offers fit the Animals tab and the held tile shows with the cards', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'crescendo-phone', { ...PHONE, touch: true }, async (game) => {
    let snap = await setHash(game, LINK);
    assert.equal(snap.screen, 'game', describe(snap));
    snap = await game.act(game, 'tab/animals');
    const offers = [...indexed(snap, 'row'), ...indexed(snap, 'whisper-row'), ...indexed(snap, 'tile-row')];
    assert.equal(offers.length, 8, describe(snap));
    for (const w of offers) assert.ok(isOnScreen(game.page, w), `${w.name} is on screen: ${JSON.stringify(w)}`);
    assertApart(snap, [...offers.map((w) => w.name), ...indexed(snap, 'row').map((w) => `${w.name}/discard`)]);
    const tabs = find(snap, 'tab/animals');
    for (const w of offers) assert.ok(w.y > tabs.y + tabs.h, `${w.name} is under the tabs`);
    await shot(game, 'offers');

    snap = await game.act(game, 'spot/0');
    snap = await game.act(game, `tile-row/${TILE_SLOT}`);
    assert.equal(snap.facts.open_tile, TILE, describe(snap));
    snap = await game.act(game, 'tab/cards');
    const held = find(snap, `held-tile/${TILE}`);
    assert.ok(held && isOnScreen(game.page, held), `the open tile shows in the Cards tab; ${describe(snap)}`);
    await shot(game, 'held-tile');
  });
});
