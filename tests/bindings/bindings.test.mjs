// The engine's JavaScript API (wasm/bindings/, documented in wasm/bindings/api.hpp) under node: the deck data
// matches the engine's assets, filters return exactly the right cards, and bad
// input gets clear errors instead of crashing the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const bindingsPath = process.env.HARMONIES_BINDINGS;
assert.ok(bindingsPath, 'HARMONIES_BINDINGS must name build/web/harmonies-bindings.js');
const M = await require(bindingsPath)();
const assets = JSON.parse(readFileSync(new URL('../../assets/animals.json', import.meta.url), 'utf8')).animals;
const spiritAssets = JSON.parse(readFileSync(new URL('../../assets/spirits.json', import.meta.url), 'utf8')).spirits;
const TERRAINS = ['water', 'field', 'mountain', 'tree', 'building'];
// RULES.md "Pulse": the module's cards are in its games only; a base game deals the base deck.
const baseAssets = assets.filter((a) => !a.module);
const pulseAssets = assets.filter((a) => a.module === 'pulse');
// RULES.md "Sanctuaries" and "Whispers": their tiles and cards, and the colour that tops each terrain.
const crescendo = JSON.parse(readFileSync(new URL('../../assets/crescendo.json', import.meta.url), 'utf8'));
const TERRAIN_COLOUR = { water: 'blue', field: 'yellow', mountain: 'gray', tree: 'green', building: 'red' };
const tileTerrains = (t) => TERRAINS.filter((name) => [t.bottom, t.top].includes(TERRAIN_COLOUR[name]));

// Hex geometry, independent of the engine: a 60° turn about the origin, whether two patterns are the same
// shape (one of six turns about the cube hex), and whether a pattern's mirror image (q and r swapped, one
// reflection of the grid) is one of its rotations.
const turn = ([q, r]) => [-r, q + r];
const key = (hexes) => hexes.map((h) => `${h.at[0]},${h.at[1]}:${h.need}`).sort().join(' ');
function relative(pattern, cube) {
  const c = pattern[cube];
  return pattern.map((h) => ({ at: [h.q - c.q, h.r - c.r], need: h.need }));
}
function sameShape(a, b, cube) {
  const target = key(relative(a, cube));
  let turned = relative(b, cube);
  for (let rot = 0; rot < 6; ++rot) {
    if (key(turned) === target) return true;
    turned = turned.map((h) => ({ at: turn(h.at), need: h.need }));
  }
  return false;
}
const mirrorIsARotation = (pattern, cube) => sameShape(pattern, pattern.map((h) => ({ ...h, q: h.r, r: h.q })), cube);

test('deck() is the whole deck, as in assets/animals.json', () => {
  const deck = M.deck();
  assert.equal(deck.length, assets.length);
  deck.forEach((card, i) => {
    const a = assets[i];
    assert.equal(card.id, i);
    assert.equal(card.slug, a.id);
    assert.equal(card.name, a.name);
    assert.deepEqual(card.ladder, a.ladder);
    assert.equal(card.cube, a.cube);
    assert.deepEqual([...card.terrains].sort(), [...a.terrains].sort());
    assert.deepEqual(card.pattern.map((h) => [h.q, h.r, h.need]), a.pattern.map((h) => [h.q, h.r, h.terrain]));
    assert.equal(card.cubeNeed, a.pattern[a.cube].terrain);
    // Enums come out as enum_ values.
    assert.equal(card.cubeTerrain, M.Terrain[card.cubeNeed.replace(/\d$/, '').replace(/^./, (c) => c.toUpperCase())]);
    // The module, and the symmetry reminder (RULES.md "Pulse"): only Pulse cards mirror.
    assert.equal(card.module, a.module || 'base');
    assert.equal(card.mirrors, card.module === 'pulse', card.slug);
    assert.equal(card.mirrorDiffers, card.mirrors && !mirrorIsARotation(card.pattern, card.cube), card.slug);
    if (card.mirrorDiffers) {
      // The mirror image: the same hexes in the same order (so the same cube index), reflected left-right
      // as the page draws them (x = 1.5 q): (q, r) -> (-q, q + r), a rotation of the q-r swap.
      assert.deepEqual(card.mirrorPattern.map((h) => [h.q, h.r, h.need, h.height, h.terrain]),
        card.pattern.map((h) => [0 - h.q, h.q + h.r, h.need, h.height, h.terrain]), card.slug);
      const swapped = card.pattern.map((h) => ({ ...h, q: h.r, r: h.q }));
      assert.ok(!sameShape(card.mirrorPattern, card.pattern, card.cube), `${card.slug}: no rotation gives it`);
      assert.ok(sameShape(card.mirrorPattern, swapped, card.cube), `${card.slug}: the mirror image is the engine's, turned`);
    } else {
      assert.deepEqual(card.mirrorPattern, [], card.slug);
    }
  });
  assert.equal(deck.length, 42, '32 base animals and 10 of Pulse');
  assert.equal(deck.filter((c) => c.module === 'pulse').length, 10);
  // Base patterns whose mirror image differs do not mirror ("for base game cards, nothing changes").
  assert.ok(deck.some((c) => c.module === 'base' && !mirrorIsARotation(c.pattern, c.cube) && !c.mirrorDiffers));
  // Some Pulse cards are marked, not all (a symmetric habitat is its own mirror image).
  const marked = deck.filter((c) => c.mirrorDiffers).length;
  assert.ok(marked > 0 && marked < 10, `${marked} Pulse cards marked`);
});

test('spirits() and terrains()', () => {
  const spirits = M.spirits();
  assert.equal(spirits.length, spiritAssets.length);
  spirits.forEach((s, i) => {
    assert.equal(s.slug, spiritAssets[i].id);
    assert.equal(s.text, spiritAssets[i].text);
    assert.equal(s.kind, spiritAssets[i].rule.kind);
  });
  assert.deepEqual(M.terrains(), TERRAINS);
});

test('without a game the cheatsheet is the whole deck, filtered by every chosen terrain', () => {
  assert.equal(M.gameState(), null);
  const all = M.cheatsheet([]);
  assert.equal(all.error, '');
  assert.equal(all.inGame, false);
  assert.equal(all.pulse, false);
  assert.equal(all.count, assets.length, 'every module\'s animals');
  assert.equal(all.cards.filter((c) => c.module === 'pulse').length, pulseAssets.length);
  assert.match(all.meaning, /every animal/);
  for (const t of TERRAINS) {
    const r = M.cheatsheet([t]);
    const expected = assets.filter((a) => a.terrains.includes(t)).map((a) => a.id);
    assert.deepEqual(r.cards.map((c) => c.slug), expected, t);
    assert.equal(r.count, expected.length);
    assert.deepEqual(r.filter, [t]);
  }
  // Several terrains: cards that need all of them.
  const both = M.cheatsheet(['tree', 'water']);
  assert.deepEqual(both.cards.map((c) => c.slug),
    assets.filter((a) => a.terrains.includes('tree') && a.terrains.includes('water')).map((a) => a.id));
  assert.match(both.meaning, /every chosen terrain/);
  assert.equal(M.cheatsheet(TERRAINS).count, 0);
});

test('bad filters are refused clearly', () => {
  assert.equal(M.cheatsheet(['lava']).error, 'unknown terrain "lava": expected water, field, mountain, tree or building');
  assert.equal(M.cheatsheet('water').error, 'the filter must be an array of terrain names');
  assert.equal(M.cheatsheet([3]).error, 'the filter must hold terrain names (strings)');
  assert.equal(M.cheatsheet(['Water']).count, 0);
  assert.equal(M.cheatsheet(undefined).count, assets.length);
});

test('sanctuaryTiles() and whisperCards() are all of them, as in assets/crescendo.json; without a game the cheatsheet lists them all', () => {
  assert.equal(M.gameState(), null);
  const tiles = M.sanctuaryTiles();
  assert.equal(tiles.length, crescendo.sanctuaries.length);
  tiles.forEach((t, i) => {
    const a = crescendo.sanctuaries[i];
    assert.deepEqual({ id: t.id, slug: t.slug, name: t.name, bottom: t.bottom, top: t.top, status: t.status },
                     { id: i, slug: a.id, name: a.name, bottom: a.bottom, top: a.top, status: 'all' });
    assert.deepEqual(t.colours, [a.bottom, a.top]);
    assert.deepEqual(t.terrains, tileTerrains(a), `${a.id}: the terrains of its two colours`);
    assert.equal(t.terrains.length, 2, `${a.id}: both colours top a terrain`);
    assert.equal(t.points, 3, 'RULES.md "Sanctuaries": 3 per neighbour');
    assert.ok(t.label.length > 0);
  });
  const whispers = M.whisperCards();
  assert.equal(whispers.length, crescendo.whispers.length);
  whispers.forEach((w, i) => {
    const a = crescendo.whispers[i];
    assert.deepEqual({ id: w.id, slug: w.slug, name: w.name, terrain: w.terrain, colour: w.colour, cubes: w.cubes,
                       shared: w.sharedPoints, alone: w.alonePoints, status: w.status },
                     { id: i, slug: a.id, name: a.name, terrain: a.terrain, colour: TERRAIN_COLOUR[a.terrain], cubes: 2,
                       shared: 5, alone: 2, status: 'all' });
  });
  // Without a game: all of them, and the filter (every chosen terrain is the card's, or a colour of the tile).
  const all = M.cheatsheet([]);
  assert.equal(all.sanctuaries, false);
  assert.equal(all.whispers, false);
  assert.deepEqual(all.tiles, tiles);
  assert.deepEqual(all.whisperCards, whispers);
  for (const t of TERRAINS) {
    const r = M.cheatsheet([t]);
    assert.deepEqual(r.tiles.map((x) => x.slug), crescendo.sanctuaries.filter((a) => tileTerrains(a).includes(t)).map((a) => a.id), t);
    assert.deepEqual(r.whisperCards.map((x) => x.slug), crescendo.whispers.filter((a) => a.terrain === t).map((a) => a.id), t);
  }
  const two = M.cheatsheet(['water', 'field']);
  assert.deepEqual(two.tiles.map((x) => x.slug), ['reed-bank'], 'yellow on blue: tied to water and field');
  assert.deepEqual(two.whisperCards, [], 'a whisper card names one terrain');
  assert.equal(M.cheatsheet(['lava']).tiles.length, 0);
});

test('a Sanctuaries and Whispers game: newGame and gameState say so; rows and decks (by id), the cheatsheet\'s tiles and whisper cards', () => {
  assert.deepEqual(M.newGame({ players: 1, side: 'D', sanctuaries: true, whispers: true, seed: 'bindings-crescendo' }),
                   { ok: true, error: '' });
  let state = M.gameState();
  assert.deepEqual([state.side, state.pulse, state.sanctuaries, state.whispers], ['D', false, true, true]);
  assert.equal(state.tileRow.length, 3);
  assert.equal(state.whisperRow.length, 2);
  assert.equal(state.tileRow.length + state.tileDeck.length, crescendo.sanctuaries.length);
  assert.equal(state.whisperRow.length + state.whisperDeck.length, crescendo.whispers.length);
  const ids = (list) => list.map((c) => c.id);
  // The decks in id order: which cards are left, never the order they come in.
  for (const deck of [state.tileDeck, state.whisperDeck]) assert.deepEqual(ids(deck), [...ids(deck)].sort((a, b) => a - b));
  assert.deepEqual([...ids(state.tileRow), ...ids(state.tileDeck)].sort((a, b) => a - b), [...crescendo.sanctuaries.keys()]);
  assert.deepEqual([...ids(state.whisperRow), ...ids(state.whisperDeck)].sort((a, b) => a - b), [...crescendo.whispers.keys()]);
  const tiles = M.sanctuaryTiles(), whispers = M.whisperCards();
  for (const t of [...state.tileRow, ...state.tileDeck]) assert.deepEqual({ ...t, status: 'all' }, tiles[t.id]);
  for (const w of [...state.whisperRow, ...state.whisperDeck]) assert.deepEqual({ ...w, status: 'all' }, whispers[w.id]);
  assert.deepEqual(state.scores[0].whisperCards, []);
  assert.deepEqual(state.scores[0].tiles, []);
  assert.equal(state.scores[0].tileOpen, false);
  assert.equal(state.scores[0].sanctuaries, 0);
  assert.equal(state.scores[0].whispers, 0);

  let sheet = M.cheatsheet([]);
  assert.deepEqual([sheet.sanctuaries, sheet.whispers, sheet.pulse], [true, true, false]);
  assert.deepEqual(sheet.tiles, [...state.tileRow, ...state.tileDeck], 'the row first, then the deck by id');
  assert.deepEqual(sheet.whisperCards, [...state.whisperRow, ...state.whisperDeck]);
  assert.ok(sheet.tiles.slice(0, 3).every((t) => t.status === 'row') && sheet.tiles.slice(3).every((t) => t.status === 'deck'));
  for (const t of TERRAINS) {
    const r = M.cheatsheet([t]);
    assert.deepEqual(ids(r.tiles), ids(sheet.tiles.filter((x) => x.terrains.includes(t))), t);
    assert.deepEqual(ids(r.whisperCards), ids(sheet.whisperCards.filter((x) => x.terrain === t)), t);
  }

  // Take a tile and a whisper card: they leave the cheatsheet and show as the player's.
  const takeTile = M.legalActions().find((a) => a.type === M.ActionType.TakeTile);
  const takeWhisper = M.legalActions().find((a) => a.type === M.ActionType.TakeWhisper);
  assert.ok(takeTile && takeWhisper, 'the module actions are listed, named by the enum');
  const tile = state.tileRow[takeTile.a], whisper = state.whisperRow[takeWhisper.a];
  assert.ok(M.applyAction(takeTile).ok);
  assert.ok(M.applyAction(takeWhisper).ok);
  state = M.gameState();
  assert.deepEqual(state.scores[0].tiles, [tile.id]);
  assert.equal(state.scores[0].tileOpen, true);
  assert.deepEqual(state.scores[0].whisperCards, [whisper.id]);
  sheet = M.cheatsheet([]);
  assert.ok(!sheet.tiles.some((t) => t.id === tile.id), 'a taken tile is no longer listed');
  assert.ok(!sheet.whisperCards.some((w) => w.id === whisper.id), 'a taken whisper card is no longer listed');
  assert.equal(sheet.tiles.length, crescendo.sanctuaries.length - 1);

  // Each module alone; a game without them reports neither rows nor decks and lists no tile or whisper card.
  assert.ok(M.newGame({ players: 2, side: 'C', whispers: true, seed: 'only-whispers' }).ok);
  state = M.gameState();
  assert.deepEqual([state.sanctuaries, state.whispers, state.tileRow.length, state.whisperRow.length], [false, true, 0, 2]);
  assert.deepEqual(M.cheatsheet([]).tiles, []);
  assert.ok(M.newGame({ players: 3, side: 'A', pulse: true, sanctuaries: true, seed: 'pulse-sanctuaries' }).ok);
  state = M.gameState();
  assert.deepEqual([state.pulse, state.sanctuaries, state.whispers, state.tileRow.length, state.whisperDeck.length], [true, true, false, 3, 0]);
  assert.deepEqual(M.cheatsheet([]).whisperCards, []);
  assert.ok(M.newGame({ players: 2, seed: 'base' }).ok);
  state = M.gameState();
  assert.deepEqual([state.sanctuaries, state.whispers, state.tileRow, state.tileDeck, state.whisperRow, state.whisperDeck],
                   [false, false, [], [], [], []]);
  sheet = M.cheatsheet([]);
  assert.deepEqual([sheet.sanctuaries, sheet.whispers, sheet.tiles, sheet.whisperCards], [false, false, [], []]);
});

test('a game: state, legal actions, applying them, and the deck list', () => {
  assert.deepEqual(M.newGame({ players: 2, side: 'B', spirits: false, seed: 'bindings' }), { ok: true, error: '' });
  let state = M.gameState();
  assert.equal(state.players, 2);
  assert.equal(state.side, 'B');
  assert.equal(state.seed, 'bindings');
  assert.equal(state.pulse, false);
  assert.equal(state.row.length, 5);
  const sheet = M.cheatsheet([]);
  assert.equal(sheet.inGame, true);
  assert.equal(sheet.pulse, false);
  assert.equal(sheet.count, baseAssets.length - 5, 'a base game\'s deck: no Pulse card');
  assert.ok(sheet.cards.every((c) => c.module === 'base'));
  assert.equal(sheet.count, state.deck);
  for (const id of state.row) assert.ok(!sheet.cards.some((c) => c.id === id), 'face-up cards are not in the deck list');
  assert.deepEqual(sheet.faceUp, state.row);

  // Take card 0, then play the turn with the listed legal actions.
  const take = M.legalActions().find((a) => a.type === M.ActionType.TakeCard && a.a === 0);
  assert.ok(take);
  assert.deepEqual(M.applyAction(take), { ok: true, error: '' });
  const spot = M.legalActions().find((a) => a.type === M.ActionType.TakeSpot);
  assert.ok(M.applyAction(spot).ok);
  while (M.gameState().hand.length > 0) {
    const place = M.legalActions().find((a) => a.type === M.ActionType.PlaceToken);
    assert.ok(M.applyAction(place).ok);
  }
  assert.ok(M.applyAction({ type: M.ActionType.EndTurn }).ok);
  state = M.gameState();
  assert.equal(state.currentPlayer !== undefined, true);
  // The card drawn into the row has left the deck list.
  const drawn = state.row[0];
  const after = M.cheatsheet([]);
  assert.equal(after.count, baseAssets.length - 6);
  assert.ok(!after.cards.some((c) => c.id === drawn));
  assert.equal(state.scores.length, 2);
  assert.equal(state.actions, 6);
});

test('a Pulse game: newGame({pulse: true}), its state says so, its deck holds the Pulse animals', () => {
  assert.deepEqual(M.newGame({ players: 2, side: 'A', pulse: true, seed: 'bindings-pulse' }), { ok: true, error: '' });
  const state = M.gameState();
  assert.equal(state.pulse, true);
  assert.equal(state.spirits, false);
  const sheet = M.cheatsheet([]);
  assert.equal(sheet.pulse, true);
  assert.equal(sheet.count, assets.length - 5);
  assert.equal(sheet.count, state.deck);
  const deck = M.deck();
  const inRow = state.row.filter((id) => deck[id].module === 'pulse').length;
  assert.equal(sheet.cards.filter((c) => c.module === 'pulse').length, pulseAssets.length - inRow);
  // Every listed card describes itself as deck() does (module and mirror fields included).
  for (const c of sheet.cards) assert.deepEqual(c, deck[c.id]);
  // The terrain filter keeps Pulse cards that need every chosen terrain (three-terrain habitats too).
  for (const filter of [['water'], ['field', 'mountain', 'water'], ['tree', 'water']]) {
    const expected = assets.filter((a, id) => !state.row.includes(id) && filter.every((t) => a.terrains.includes(t)));
    assert.deepEqual(M.cheatsheet(filter).cards.map((c) => c.slug), expected.map((a) => a.id), filter.join('+'));
    assert.ok(expected.some((a) => a.module === 'pulse'), `${filter.join('+')}: a Pulse card passes`);
  }
  // pulse: false (or absent) is a base game; spirits and Pulse combine.
  assert.ok(M.newGame({ players: 3, side: 'B', spirits: true, pulse: true, seed: 'both' }).ok);
  assert.equal(M.gameState().pulse, true);
  assert.equal(M.gameState().spirits, true);
  assert.ok(M.newGame({ players: 1, pulse: false, seed: 'solo' }).ok);
  assert.equal(M.gameState().pulse, false);
  assert.equal(M.cheatsheet([]).count, baseAssets.length - 3, 'solo: a row of 3');
});

test('illegal and malformed actions are refused with a message, and change nothing', () => {
  M.newGame({ players: 1, seed: 'refusals' });
  const before = JSON.stringify(M.gameState());
  const cases = [
    [{ type: M.ActionType.EndTurn }, 'take the tokens of a central spot first'],
    [{ type: 1, a: 0, b: 5 }, 'no blue token in hand'],
    [{ type: 99 }, 'malformed action: unknown type'],
    [{ type: 'x' }, 'malformed action: unknown type'],
    [{ a: 1 }, 'malformed action: unknown type'],
    [{ type: 0, a: -1 }, 'malformed action: a and b must be integers from 0 to 255'],
    [{ type: 0, a: 1.5 }, 'malformed action: a and b must be integers from 0 to 255'],
    [{ type: 0, a: 9 }, 'there is no central spot 9'],
    [{ type: M.ActionType.EndTurn, a: 3 }, 'malformed action'],
    [null, 'malformed action: expected {type, a, b}'],
    ['spot 0', 'malformed action: expected {type, a, b}'],
    [42, 'malformed action: expected {type, a, b}'],
  ];
  for (const [action, message] of cases) {
    const r = M.applyAction(action);
    assert.equal(r.ok, false, JSON.stringify(action));
    assert.equal(r.error, message, JSON.stringify(action));
  }
  assert.equal(JSON.stringify(M.gameState()), before);
});

test('bad setups are refused', () => {
  assert.equal(M.newGame({ players: 9 }).error, 'players must be 1 to 4');
  assert.equal(M.newGame({ side: 'E' }).error, 'malformed setup: side must be "A", "B", "C" or "D"');
  assert.equal(M.newGame({ seed: 'two words' }).error, "the seed may only hold letters, digits, '-' and '_'");
  assert.equal(M.newGame({ seed: 7 }).error, 'malformed setup: seed must be a string');
  assert.equal(M.newGame(null).ok, false);
});

test('the same seed gives the same game as the CLI and native engine (first row)', () => {
  M.newGame({ players: 2, side: 'B', spirits: true, seed: 'golden-duo' });
  // Pinned in tests/golden_test.cpp: peregrine-falcon mountain-goat barn-swallow barn-owl badger.
  const deck = M.deck();
  assert.deepEqual(M.gameState().row.map((id) => deck[id].slug),
    ['peregrine-falcon', 'mountain-goat', 'barn-swallow', 'barn-owl', 'badger']);
});

test('text(), textCount() and language() read the table of strings in the player\'s language', () => {
  const table = Object.assign({}, ...['common', 'sheet', 'cards'].map((area) =>
    JSON.parse(readFileSync(new URL(`../../assets/strings/${area}.json`, import.meta.url), 'utf8'))));
  assert.equal(M.language(), 'en', 'English until the game chooses another language');
  assert.equal(M.text('common.terrain.field'), table['common.terrain.field'].en);
  assert.equal(M.text('sheet.title'), table['sheet.title'].en);
  assert.equal(M.text('no.such.key'), '', 'an unknown key gives an empty text');
  assert.equal(M.textCount('common.animals', 1), table['common.animals'].en.one.replace('{n}', '1'));
  assert.equal(M.textCount('common.animals', 7), table['common.animals'].en.other.replace('{n}', '7'));
  // Cards carry their name in the player's language beside the deck's own.
  for (const card of M.deck()) assert.equal(card.label, table[`animal.${card.slug}`].en);
  for (const spirit of M.spirits()) {
    assert.equal(spirit.label, table[`spirit.${spirit.slug}`].en);
    assert.equal(spirit.description, table[`spirit.${spirit.slug}.text`].en);
  }
});
